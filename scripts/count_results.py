#!/usr/bin/env python3
"""Prints "N passed, N failed, N skipped" from the JUnit XML of Bazel tests.

    count_results.py TESTLOGS [--skipped TARGET]... TARGET...

Every test target writes its own results (lit's --xunit-xml-output, the
CUDA corpus scripts' per-program cases, or the XML Bazel writes for a
plain test), one test.xml per shard of a sharded target, so the count is
of test cases, not of targets. A case marked skipped counts as skipped;
a target Bazel skipped (one that needs the CUDA toolkit on a machine
without it: --skipped) counts as one skipped case. A target or shard
without results counts as one failure. Exits 1 if any case failed or
nothing ran.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET


def count(xml_path):
    """Returns (passed, failed, skipped) for one test.xml."""
    root = ET.parse(xml_path).getroot()
    passed = failed = skipped = 0
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is not None:
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def result_files(directory):
    """The test.xml of a target's directory, or of each of its shards
    (shard_K_of_N/), with None for a shard that left none."""
    shards = [d for d in os.listdir(directory)
              if re.fullmatch(r"shard_\d+_of_\d+", d)] if os.path.isdir(directory) else []
    if not shards:
        return [os.path.join(directory, "test.xml")]
    total = int(shards[0].rpartition("_")[2])
    return [os.path.join(directory, f"shard_{k}_of_{total}", "test.xml")
            for k in range(1, total + 1)]


def main():
    args = sys.argv[1:]
    testlogs, args = args[0], args[1:]
    skipped_targets, targets = set(), []
    while args:
        if args[0] == "--skipped":
            skipped_targets.add(args[1])
            args = args[2:]
        else:
            targets.append(args.pop(0))
    passed = failed = skipped = 0
    for target in targets:
        if target in skipped_targets:
            print(f"{target}: skipped", file=sys.stderr)
            skipped += 1
            continue
        package, _, name = target.lstrip("/").partition(":")
        for xml_path in result_files(os.path.join(testlogs, package, name)):
            try:
                p, f, s = count(xml_path)
            except (OSError, ET.ParseError):
                print(f"{target}: no results in {xml_path}", file=sys.stderr)
                p, f, s = 0, 1, 0
            passed += p
            failed += f
            skipped += s
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
