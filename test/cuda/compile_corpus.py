#!/usr/bin/env python3
"""Compiles the CUDA output of every program the e2e suite runs.

For each distinct (model, --mesh, --entry) of the given tests' shard-run
lines (those that expect shard-run to fail, and models made by earlier RUN
lines, are skipped), runs

    shard-run FILE [--mesh M] [--entry E] --target cuda --compile-only

which partitions the model as the test does, emits CUDA C++ and compiles
and links it with nvcc against libshardrt_cuda, cuBLASLt and NCCL. Prints
one line per program and "N compiled, N failed"; exits 1 on any failure
(an op the CUDA emitter rejects is one).
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile


def programs(files):
    """Yields (model, mesh, entry) once each."""
    seen = set()
    for path in files:
        text = open(path).read()
        for line in re.findall(r"//\s*RUN:(.*)", text):
            for command in line.split("&&"):
                words = shlex.split(command.split("|")[0])
                if "shard-run" not in words or words[0] == "not":
                    continue
                model = words[words.index("shard-run") + 1]
                if model == "%s":
                    model = path
                elif model.startswith("%S/"):
                    model = os.path.join(os.path.dirname(path), model[3:])
                else:  # made by earlier RUN lines (split-file, %t)
                    continue
                mesh = entry = ""
                for i, w in enumerate(words[:-1]):
                    if w == "--mesh":
                        mesh = words[i + 1]
                    if w == "--entry":
                        entry = words[i + 1]
                key = (model, mesh, entry)
                if key not in seen:
                    seen.add(key)
                    yield key


def compile_one(shard_run, work, item):
    path, mesh, entry = item
    args = [shard_run, path, "--target", "cuda", "--compile-only",
            "-o", os.path.join(work, str(abs(hash(item))))]
    if mesh:
        args += ["--mesh", mesh]
    if entry:
        args += ["--entry", entry]
    result = subprocess.run(args, capture_output=True, text=True, timeout=900)
    ok = result.returncode == 0
    label = f"{os.path.basename(path)} mesh={mesh or '-'} entry={entry or '-'}"
    detail = (result.stderr.strip().splitlines() or [""])[0]
    return ok, label, detail


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shard-run", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    items = list(programs(args.files))
    failed = 0
    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for ok, label, detail in pool.map(
                lambda item: compile_one(args.shard_run, work, item), items):
            failed += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {label}"
                  + (f"  ({detail})" if not ok else ""))
    print(f"{len(items) - failed} compiled, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
