#!/usr/bin/env python3
"""Writes the CUDA tests' copy of the test corpus.

    corpus_programs.py OUT_DIR ROOT FILE...

Each FILE under ROOT (a lit test, or an input one reads) goes to the same
path under OUT_DIR. A test (a .mlir file outside an Inputs folder) loses
its comment lines other than the RUN lines that run shard-run: what it
checks (FileCheck's lines), what it says, and the commands of other
tools (a planner report's, a pass's). The CUDA tests read only the
programs and those RUN lines (compile_corpus.programs reads no other),
and Bazel keys a test's result on its inputs' contents: a change to what
a lit test checks, to its words or to its other commands leaves the copy
byte for byte as it was, and the CUDA tests' results stand. Inputs are
copied as they are.
"""
import os
import re
import shutil
import sys

COMMENT = re.compile(r"^\s*//")
RUN = re.compile(r"^\s*//\s*RUN:")


def main():
    out, root, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    for path in files:
        relative = os.path.relpath(path, root)
        target = os.path.join(out, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if (not path.endswith(".mlir")
                or "Inputs" in relative.split(os.sep)):
            shutil.copyfile(path, target)
            continue
        with open(path) as f:
            lines = [line for line in f if not COMMENT.match(line)
                     or (RUN.match(line) and "shard-run" in line)]
        with open(target, "w") as f:
            f.writelines(lines)


if __name__ == "__main__":
    main()
