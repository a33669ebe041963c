#!/usr/bin/env python3
"""The CUDA test corpus: every program the e2e and pass tests run.

A program is a model and the shard-run options that decide what is
compiled and what it computes: the mesh, the entry, the pipeline's
microbatches, schedule, virtual stages and axis, whether collectives are
optimized, and the inputs (--seed, --inputs) and tolerance its check uses.
Options that only say where results go or how a run is launched or timed
are dropped. Lines that expect shard-run to fail, and models or inputs made
by earlier RUN lines (split-file, %t), are skipped.

As a script, compiles the CUDA output of the given tests' programs with
nvcc. Of the runs of one program on several meshes (the same model, entry
and pipeline options) it compiles the run on the largest mesh, the one
with the most ranks and axes, and so the most collectives: the emulator
(test/cuda/emulator) builds and runs every mesh's program, and nvcc
costs about 3 s of CPU per program. For each (or each of this Bazel
shard's, TEST_TOTAL_SHARDS), it runs

    shard-run FILE OPTIONS --target cuda --compile-only

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
import time

# shard-run options that shape the program or its inputs, with a value.
PROGRAM_OPTIONS = {"--mesh", "--entry", "--microbatches", "--schedule",
                   "--virtual-stages", "--pipeline-axis", "--seed",
                   "--inputs", "--tolerance", "--optimize-collectives"}
# Options about where results go and how the run is launched or timed.
RUN_OPTIONS = {"-o", "--json", "--trace", "--timeout", "--repeat",
               "--runtime-root", "--cuda-arch", "--target", "--hostfile",
               "--launcher", "--launcher-arg", "--Xcxx"}
RUN_FLAGS = {"--check", "--compile-only", "--no-cache", "--sync-runs",
             "--graph", "-v", "--native"}


def program_flags(path, words):
    """The program-shaping options of one shard-run command line (the words
    after the model) as "--name=value", or None if they name files made by
    earlier lines."""
    flags = []
    i = 0
    while i < len(words):
        word = words[i]
        if re.match(r"\d*[<>]", word):  # a redirection ends the command
            break
        name, eq, value = word.partition("=")
        if name in RUN_FLAGS:
            i += 1
            continue
        if name not in PROGRAM_OPTIONS and name not in RUN_OPTIONS:
            raise ValueError(f"{path}: shard-run option {word!r} is neither a "
                             "program nor a run option (test/cuda/compile_corpus.py)")
        if not eq:
            i += 1
            value = words[i] if i < len(words) else ""
        i += 1
        if name in RUN_OPTIONS:
            continue
        if "%t" in value:
            return None
        if value.startswith("%S/"):
            value = os.path.join(os.path.dirname(path), value[3:])
        flags.append(f"{name}={value}")
    return tuple(flags)


def programs(files):
    """Yields (model, flags) once each: the shard-run options of a program."""
    seen = set()
    for path in files:
        text = open(path).read()
        for line in re.findall(r"//\s*RUN:(.*)", text):
            for command in line.split("&&"):
                words = shlex.split(command.split("|")[0])
                if "shard-run" not in words or words[0] == "not":
                    continue
                at = words.index("shard-run")
                model = words[at + 1]
                if model == "%s":
                    model = path
                elif model.startswith("%S/"):
                    model = os.path.join(os.path.dirname(path), model[3:])
                else:  # made by earlier RUN lines (split-file, %t)
                    continue
                flags = program_flags(path, words[at + 2:])
                if flags is None:
                    continue
                key = (model, flags)
                if key not in seen:
                    seen.add(key)
                    yield key


def option(flags, name):
    """The value of --name in `flags`, or None."""
    return next((f.partition("=")[2] for f in flags
                 if f.partition("=")[0] == name), None)


def mesh_size(flags):
    """(ranks, axes) of a program's --mesh; (0, 0) for the model's own."""
    mesh = option(flags, "--mesh")
    if mesh is None:
        return (0, 0)
    ranks, axes = 1, 0
    for axis in mesh.split(","):
        ranks *= int(axis.partition("=")[2] or 1)
        axes += 1
    return (ranks, axes)


def largest_meshes(items):
    """Of the items that differ only in their mesh and inputs, the one on
    the largest mesh, in the order of `items`."""
    shaping = {"--mesh", "--seed", "--inputs", "--tolerance"}
    best = {}
    for model, flags in items:
        key = (model, tuple(f for f in flags
                            if f.partition("=")[0] not in shaping))
        if key not in best or mesh_size(flags) > mesh_size(best[key][1]):
            best[key] = (model, flags)
    chosen = set(best.values())
    return [item for item in items if item in chosen]


def label(item):
    """FILE OPTIONS, as one line names the program."""
    path, flags = item
    return " ".join([os.path.basename(path)] + list(flags))


def this_shard(items):
    """The part of `items` this Bazel test shard runs (all of them outside
    a sharded test); touches the shard status file Bazel asks for. A
    model's programs stay in one shard, so that its unsharded reference
    program is compiled once; models go, largest first, to the shard with
    the fewest programs so far."""
    total = int(os.environ.get("TEST_TOTAL_SHARDS", "1"))
    index = int(os.environ.get("TEST_SHARD_INDEX", "0"))
    status = os.environ.get("TEST_SHARD_STATUS_FILE")
    if status:
        open(status, "a").close()
    models = {}
    for item in items:
        models.setdefault(item[0], []).append(item)
    load = [0] * total
    mine = set()
    for model in sorted(models, key=lambda m: -len(models[m])):
        shard = load.index(min(load))
        load[shard] += len(models[model])
        if shard == index:
            mine.add(model)
    return [item for item in items if item[0] in mine]


def record_results(results):
    """Adds one JUnit test case per program to $XML_OUTPUT_FILE (Bazel's
    test.xml; a script that runs several batches adds each), so that the
    suite counts programs, not targets. `results`: (ok, name, detail,
    seconds)."""
    path = os.environ.get("XML_OUTPUT_FILE")
    if not path:
        return
    import xml.etree.ElementTree as ET
    if os.path.exists(path):
        root = ET.parse(path).getroot()
        suite = root.find("testsuite")
    else:
        root = ET.Element("testsuites")
        suite = ET.SubElement(root, "testsuite", name="corpus")
    for ok, name, detail, seconds in results:
        case = ET.SubElement(suite, "testcase", classname="corpus", name=name,
                             time=f"{seconds:.2f}")
        if not ok:
            ET.SubElement(case, "failure", message=detail).text = detail
    ET.ElementTree(root).write(path, encoding="UTF-8", xml_declaration=True)


def compile_one(shard_run, work, item):
    path, flags = item
    # What is checked is that nvcc accepts the program and it links; the
    # host half's optimization (nvcc's -O, which a later -O0 replaces)
    # changes neither, and -O0 saves a sixth of nvcc's time. -G compiles
    # the device half without optimization too: cicc and ptxas still parse,
    # generate and assemble every kernel, in 55% of the time on an
    # exported model (BERT: 5.3 -> 2.9 CPU-s). The optimized device code is
    # what the GPU check (bench/gpu/check.sh) builds and runs on a GPU.
    args = [shard_run, path, "--target", "cuda", "--compile-only",
            "--Xcxx=-O0", "--Xcxx=-G",
            "-o", os.path.join(work, str(abs(hash(item))))] + list(flags)
    result = subprocess.run(args, capture_output=True, text=True, timeout=900)
    ok = result.returncode == 0
    detail = (result.stderr.strip().splitlines() or [""])[0]
    return ok, label(item), detail


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shard-run", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    items = this_shard(largest_meshes(list(programs(args.files))))
    results = []
    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        def timed(item):
            start = time.monotonic()
            return compile_one(args.shard_run, work, item) + (time.monotonic() - start,)

        for ok, name, detail, seconds in pool.map(timed, items):
            results.append((ok, name, detail, seconds))
            print(f"{'ok  ' if ok else 'FAIL'} {name}"
                  + (f"  ({detail})" if not ok else ""), flush=True)
    record_results(results)
    failed = sum(not ok for ok, *_ in results)
    print(f"{len(items) - failed} compiled, {failed} failed")
    return 1 if failed or not items else 0


if __name__ == "__main__":
    sys.exit(main())
