#!/usr/bin/env python3
"""Prints "N passed, N failed" from the JUnit XML of the given Bazel tests.

Every test target writes its own results (lit's --xunit-xml-output, or the
XML Bazel writes for a plain test), so the count is of test cases, not of
targets. A target without results counts as one failure. Exits 1 if any case
failed or nothing ran.
"""
import os
import sys
import xml.etree.ElementTree as ET


def count(xml_path):
    """Returns (passed, failed) for one test.xml."""
    root = ET.parse(xml_path).getroot()
    passed = failed = 0
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is None:
            passed += 1
    return passed, failed


def main():
    testlogs, targets = sys.argv[1], sys.argv[2:]
    passed = failed = 0
    for target in targets:
        package, _, name = target.lstrip("/").partition(":")
        xml_path = os.path.join(testlogs, package, name, "test.xml")
        try:
            p, f = count(xml_path)
        except (OSError, ET.ParseError):
            print(f"{target}: no results", file=sys.stderr)
            p, f = 0, 1
        passed += p
        failed += f
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
