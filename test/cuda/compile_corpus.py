#!/usr/bin/env python3
"""The CUDA test corpus: every program the e2e and pass tests run.

A program is a model and the shard-run options that decide what is
compiled and what it computes: the mesh, the entry, the pipeline's
microbatches, schedule, virtual stages and axis, whether collectives are
optimized, and the inputs (--seed, --inputs) and tolerance its check uses.
Options that only say where results go or how a run is launched or timed
are dropped. Lines that expect shard-run to fail, and models or inputs made
by earlier RUN lines (split-file, %t), are skipped.

As a script, checks the CUDA output of the given tests' programs with
nvcc. Of the runs of one program on several meshes (the same model, entry
and pipeline options) it takes the run on the largest mesh, the one with
the most ranks and axes, and so the most collectives: the emulator
(test/cuda/emulator) builds and runs every mesh's program. Each program
(or each of this Bazel shard's, TEST_TOTAL_SHARDS) is first emitted,

    shard-run FILE OPTIONS --target cuda --compile-only   (NVCC=true)

which partitions the model as the test does and writes its CUDA C++ (an
op the CUDA emitter rejects fails here). nvcc costs about 2 s of CPU per
program, 1.3 s of it the CUDA headers, and most programs repeat what
others hold: so it then compiles and links, with the real nvcc against
libshardrt_cuda, cuBLASLt and NCCL, a set of programs that together hold
every line shape of the emitted sources (line_shapes: each line with
names, numbers and strings made placeholders, marked device or host by
where it stands), chosen greedily, most new shapes first. A construct
the emitter produces anywhere in the corpus (a kernel's statement, a
collective call, a GEMM's dtype and flags, a vector width) is compiled
by nvcc at least once (119 programs needed 35 compiles on 2026-12-02; 221
needed 73 on 2026-12-07, and 54 once a repeated item counted once, long
generated names were names and a kernel's signature its set of
parameters). Prints one line per
program and a count; exits 1 on any failure.
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
                   "--inputs", "--tolerance", "--shard-optimizer", "--fsdp",
                   "--sequence-parallel", "--balance", "--bucket-bytes",
                   "--collective-matmul"}
# shard-run flags (no value) that shape the program.
PROGRAM_FLAGS = {"--optimize-collectives", "--recompute", "--selective-recompute",
                 "--narrow-f64", "--unfused-attention", "--shard-gradients"}
# Options about where results go and how the run is launched or timed (a
# training job's steps and checkpoints run the same program).
RUN_OPTIONS = {"-o", "--json", "--trace", "--timeout", "--repeat",
               "--runtime-root", "--cuda-arch", "--target", "--hostfile",
               "--launcher", "--launcher-arg", "--Xcxx", "--steps",
               "--checkpoint-every", "--checkpoint-dir", "--resume", "--io"}
RUN_FLAGS = {"--check", "--compile-only", "--no-cache", "--sync-runs",
             "--graph", "-v", "--native", "--no-assemble"}


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
        if name in PROGRAM_FLAGS:
            flags.append(word)
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


def test_files(tests):
    """The e2e and pass tests under `tests` (the repository's test/, or a
    copy of it) whose shard-run lines make the corpus, in name order."""
    return sorted(os.path.join(tests, folder, name)
                  for folder in ("e2e", os.path.join("e2e", "models"), "passes")
                  for name in os.listdir(os.path.join(tests, folder))
                  if name.endswith(".mlir"))


def programs(files):
    """Yields (model, flags) once each: the shard-run options of a program."""
    seen = set()
    for path in files:
        with open(path) as f:
            text = f.read()
        for line in re.findall(r"//\s*RUN:(.*)", text):
            # Only a line that runs shard-run is read as commands (others
            # may quote a shell script of their own).
            if "shard-run" not in line:
                continue
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


# A generated name (v12, p0, k7, pending5, i2g, microbatches10), a number
# (3, 0x1.8p-2f, 128LL), a string literal; a template argument list
# without calls (Vec<float, 4>) stays as written, since its numbers choose
# code.
GENERATED = re.compile(r"\b[a-z]{1,16}\d+[a-z]*\b")
NUMBER = re.compile(r"(?<![A-Za-z_0-9.])(0x[0-9a-fA-F.]+p[-+]?\d+[fF]?"
                    r"|\d+\.?\d*(?:[eE][-+]?\d+)?(?:ULL|LL|[uUlLfF])*)")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
TEMPLATE_ARGS = re.compile(r"\w<[^<>()=;]*>")
# One item (no commas, operators' pluses, parentheses or braces; or one
# braced list) repeated, after ", " or " + ": a list of handles, a sum of
# index terms, a table's entries.
REPEATED = re.compile(r"(?:^|(?<=[({\[])|(?<=, )|(?<=\+ )|(?<== ))"
                      r"([^,+(){}]+?|\{[^{}]*\})((?:, | \+ )\1)+(?=$|[ ,;)}\]])")
# A kernel's signature: its parameters.
KERNEL_SIGNATURE = re.compile(r"^(__global__ void #\()(.*)(\) \{)$")


def shape_of(line):
    """A code line's shape: strings, numbers outside template argument
    lists and generated names placeholders, runs of numbers one, and a
    repeated item once ("#..."); a kernel's signature is the set of its
    parameters' shapes (their order and how many of each make no other
    construct)."""
    kept = TEMPLATE_ARGS.findall(line)
    shape = GENERATED.sub("#", NUMBER.sub("N", TEMPLATE_ARGS.sub("\x00", line)))
    for args in kept:
        shape = shape.replace("\x00", GENERATED.sub("#", args), 1)
    shape = re.sub(r"N(, N)+", "N...", shape)
    while True:
        shorter = REPEATED.sub(lambda m: m.group(1) + "...", shape)
        if shorter == shape:
            break
        shape = shorter
    signature = KERNEL_SIGNATURE.match(shape)
    if signature:
        parameters = sorted({p.removesuffix("...")
                             for p in signature.group(2).split(", ")})
        shape = signature.group(1) + ", ".join(parameters) + signature.group(3)
    return shape


def line_shapes(text):
    """The set of line shapes of a generated CUDA source: each code line
    (comments and preprocessor lines dropped) as shape_of makes it,
    prefixed "D:" inside a __global__ or __device__ function (device code,
    which cicc compiles) and "H:" elsewhere."""
    shapes = set()
    device = []  # per open brace: whether it opened device code
    for line in text.splitlines():
        line = STRING.sub("S", line.strip())
        line = line.split("//")[0].strip()
        if not line or line.startswith("#"):
            continue
        in_device = any(device) or "__global__" in line or "__device__" in line
        shape = shape_of(line)
        shapes.add(("D:" if in_device else "H:") + shape)
        for ch in shape:
            if ch == "{":
                device.append(in_device and not line.startswith("namespace"))
            elif ch == "}" and device:
                device.pop()
    return shapes


def covering(shapes):
    """Indices of a small set of programs (greedy set cover: most new
    shapes first, then the smaller source) whose shapes together are all
    of `shapes`' (a list of (shape set, source size))."""
    left = set().union(*(s for s, _ in shapes)) if shapes else set()
    chosen = []
    while left:
        best = max(range(len(shapes)),
                   key=lambda i: (len(shapes[i][0] & left), -shapes[i][1]))
        chosen.append(best)
        left -= shapes[best][0]
    return sorted(chosen)


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


def cuda_source(shard_run, out, item, nvcc):
    """Partitions and emits one program (and with the real nvcc compiles
    it) as its test does: (ok, first error line, the CUDA source or '')."""
    path, flags = item
    # What is checked is that nvcc accepts the program and it links; the
    # host half's optimization (nvcc's -O, which a later -O0 replaces)
    # changes neither, and -O0 saves a sixth of nvcc's time. -G compiles
    # the device half without optimization too: cicc and ptxas still parse,
    # generate and assemble every kernel, in 55% of the time on an
    # exported model (BERT: 5.3 -> 2.9 CPU-s). The optimized device code is
    # what the GPU check (bench/gpu/check.sh) builds and runs on a GPU.
    args = [shard_run, path, "--target", "cuda", "--compile-only",
            "--Xcxx=-O0", "--Xcxx=-G", "--no-cache", "-o", out] + list(flags)
    env = dict(os.environ, NVCC=nvcc) if nvcc else None
    result = subprocess.run(args, capture_output=True, text=True,
                            timeout=900, env=env)
    ok = result.returncode == 0
    detail = (result.stderr.strip().splitlines() or [""])[0]
    sources = [os.path.join(out, "work", "partitioned", "program.cu"),
               os.path.join(out, "work", "program.cu")]
    source = next((open(f).read() for f in sources if os.path.exists(f)), "")
    return ok, detail, source


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shard-run", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    items = this_shard(largest_meshes(list(programs(args.files))))
    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        def run(nvcc, index):
            start = time.monotonic()
            out = os.path.join(work, f"{'emitted' if nvcc else 'compiled'}{index}")
            return cuda_source(args.shard_run, out, items[index], nvcc) + (
                time.monotonic() - start,)

        # Every program emitted (`true` for nvcc), then the covering set
        # compiled with nvcc.
        emitted = list(pool.map(lambda i: run("true", i), range(len(items))))
        good = [i for i, (ok, *_) in enumerate(emitted) if ok]
        chosen = [good[i] for i in covering(
            [(line_shapes(emitted[i][2]), len(emitted[i][2])) for i in good])]
        compiled = dict(zip(chosen, pool.map(lambda i: run(None, i), chosen)))
    results = []
    for i, item in enumerate(items):
        ok, detail, _, seconds = compiled.get(i, emitted[i])
        if i in compiled:
            seconds += emitted[i][3]
        what = "compiled" if i in compiled else "emitted "
        print(f"{what if ok else 'FAIL    '} {label(item)}"
              + (f"  ({detail})" if not ok else ""), flush=True)
        results.append((ok, label(item), detail, seconds))
    record_results(results)
    failed = sum(not ok for ok, *_ in results)
    print(f"{len(items)} programs emitted, {len(compiled)} compiled with "
          f"nvcc (every line shape), {failed} failed")
    return 1 if failed or not items else 0

if __name__ == "__main__":
    sys.exit(main())
