#!/usr/bin/env python3
"""Mutates the test corpus and runs shard's tools on every mutant.

    python3 test/fuzz/fuzz.py --tools bazel-bin/tools [--seed 1] [--count 300]
                              [--jobs 2] [--run-every 10] [--out DIR]
                              [--surface programs|inputs|checkpoints|plans]

Each mutant is a test input (the .mlir files under test/ and examples/
but the exported models, split at `// -----`) with one to three random edits: a tensor dim or an
element type changed, a mesh axis resized or renamed, a sharding split
differently or made partial, an integer attribute changed, a line dropped,
duplicated or swapped, or the file cut short. Every mutant goes through a
random shard-opt pipeline and shard-translate; every --run-every'th also
through shard-run on a random (sometimes bad) --mesh. The planner's
pipelines read a cluster file too: one of the tests' (test/passes/Inputs),
mutated the same way (a number replaced by a bad one, a field dropped, the
file cut short) or left whole. Half of the shard-run runs read their
inputs from .npy files made for the function's arguments, one of them
with a bad edit (its header's dtype, shape, order, length or version, the
magic, the file cut short or overlong); some get pipeline options
(--microbatches, --schedule, --virtual-stages), bad values included.
--surface inputs runs only shard-run, on valid programs left whole, each
with such inputs: the way to fuzz the .npy reader and the options.
--surface checkpoints makes one checkpoint of test/e2e/training_job.mlir's
job and resumes from a mutated copy of it per mutant (index.json or a
rank's safetensors file: a number replaced, a field dropped, the file cut
short, a file name outside the directory, a header length past the file),
on a random mesh: the way to fuzz `shard-run --resume`.
--surface plans gives the planner valid models (an exported GPT-2
training step, a small training step, a GPT block's forward) on the
tests' clusters and the built-in ones, with a plan spec made from a
valid one by up to three edits, one in five left valid (a degree, a
count or a chunk count replaced by a bad number, the schedule renamed, a
technique added -- valid, repeated, conflicting or unknown -- or
dropped, a separator dropped or doubled, two plans joined, the spec cut
short), to --dist-plan-report's compare= and --dist-auto-plan's plan=:
the way to fuzz the plan parser and the planner behind it. There a
rejection must also print exactly one error.

A run fails on a crash (a signal, an abort, a stack dump, an assertion),
a hang (past --time-limit), or an exit code 0 with an error printed
(with --surface plans, also a non-zero exit without exactly one error). The
summary says how many mutants and tool runs there were and lists each
failure with the command to reproduce it; failing mutants are kept in
--out. Same seed, same mutants.
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

CRASH = re.compile(r"Stack dump:|PLEASE submit a bug report|Assertion .* failed|"
                   r"terminate called|UNREACHABLE executed|Segmentation fault|"
                   r"LLVM ERROR|AddressSanitizer|\bcore dumped\b")
ERROR = re.compile(r"(^|\s)error:", re.M)

PIPELINES = [
    ["--dist-propagate"],
    ["--dist-propagate", "--dist-partition"],
    ["--dist-parallelize"],
    ["--dist-parallelize", "--dist-comm-report"],
    ["--dist-print-rules"],
    ["--dist-propagate=explain=true"],
    ["--dist-split-batch-dims", "--canonicalize"],
    ["--dist-strip-annotations"],
    ["--inline", "--dist-propagate", "--dist-partition",
     "--dist-optimize-collectives=bucket-bytes=64"],
    ["--inline", "--dist-microbatch=microbatches=2", "--dist-propagate",
     "--dist-partition", "--dist-pipeline=report=true", "--canonicalize"],
    ["--inline", "--dist-propagate", "--dist-partition",
     "--dist-pipeline=schedule=gpipe", "--dist-schedule-report=training=true"],
    ["--dist-schedule-report=schedule=zb-h1 training=true microbatches=4"],
    ["--dist-schedule-report=schedule=interleaved-1f1b virtual-stages=2 "
     "training=true microbatches=4"],
    ["--dist-plan-report=devices=4 cluster=CLUSTER"],
    ["--dist-plan-report=devices=8 training=true json=true "
     "compare=2x2x2/2/1f1b,8x1x1/1/gpipe/recompute,2x2x2/4/interleaved-1f1b:3,"
     "4x2x1/2/1f1b/recompute/shard-optimizer,4x1x2/1/gpipe/fsdp,"
     "2x2x2/2/zb-h1/shard-gradients,"
     "2x2x2/2/zb-h1/selective-recompute/unfused-attention,"
     "1x1x8/2/gpipe/sequence-parallel/collective-matmul=4"],
    ["--inline", "--dist-shard-optimizer", "--dist-propagate",
     "--dist-partition"],
    ["--inline", "--dist-shard-optimizer=weights=true", "--dist-propagate",
     "--dist-partition", "--cse"],
    ["--inline", "--dist-sequence-parallel=axis=y", "--dist-propagate",
     "--dist-partition", "--dist-optimize-collectives"],
    ["--inline", "--dist-sequence-parallel=axis=y", "--dist-propagate",
     "--dist-partition", "--dist-optimize-collectives",
     "--dist-collective-matmul=chunks=2"],
    ["--dist-collective-matmul=chunks=4", "--canonicalize"],
    ["--dist-parallelize=sequence-parallel=tp collective-matmul=2 "
     "microbatches=2"],
    ["--dist-auto-plan=devices=4 cluster=CLUSTER", "--dist-parallelize"],
    ["--dist-lift-weights", "--dist-strip-annotations"],
    ["--dist-parallelize=shard-optimizer=dp microbatches=2"],
    ["--inline", "--dist-split-batch-dims",
     "--dist-auto-plan=devices=2 cluster=CLUSTER training=true"],
]
CLUSTERS = [os.path.join(ROOT, "test", "passes", "Inputs", name) for name in
            ("fast-links.json", "slow-links.json", "two-per-node.json",
             "bf16-only.json", "tiled-gpu.json", "tight-memory.json",
             "measured-gemms.json")]
CLUSTER_VALUES = ["0", "-1", "1e400", "1e-12", '"8"', "null", "3.5", "1024",
                  "2", "[]", "{}", "0.5", "nan", "99999999999999999999"]
TYPES = ["f32", "f16", "bf16", "f64", "i1", "i8", "i32", "i64", "index", "i4",
         "f8E4M3FN", "complex<f32>"]
DIMS = ["0", "1", "2", "3", "7", "16", "4294967296", "9223372036854775807", "?"]
AXIS_SIZES = ["0", "1", "3", "4", "99999999999", "-1", "2"]
MESH_ARGS = ["x=2", "y=2", "x=2,y=2", "dp=2,tp=2", "tp=2", "pp=2", "dp=2,pp=2",
             "pp=4", "x=3", "x=0",
             "x=99999999999999999999", "x=4294967297", "z=2", "x=2,x=2",
             "x=", "=2", "x=2,,y=2", "x=2,y=4"]


def corpus():
    files = []
    for base in ("test", "examples"):
        for dirpath, _, names in os.walk(os.path.join(ROOT, base)):
            # Exported models are large; their ops are in the small tests.
            if "Inputs" in dirpath.split(os.sep):
                continue
            for name in names:
                path = os.path.join(dirpath, name)
                if not name.endswith(".mlir") or os.path.getsize(path) > 100_000:
                    continue
                text = open(path).read()
                for chunk in text.split("\n// -----\n"):
                    # RUN lines, checks and expected diagnostics are the
                    # test's, not the input's (mlir-opt reports unmet
                    # expected-* comments even without -verify-diagnostics).
                    lines = [l for l in chunk.split("\n")
                             if not re.match(r"\s*//\s*(RUN|[A-Z0-9-]+):", l)
                             and "expected-" not in l]
                    files.append((os.path.relpath(path, ROOT), "\n".join(lines)))
    return sorted(files)


def mutate(text, rng):
    lines = text.split("\n")
    kind = rng.choice(["dim", "type", "mesh", "axis", "sharding", "partial",
                       "int", "drop", "dup", "swap", "cut",
                       "all_dims", "all_types", "all_dims", "all_types"])
    joined = "\n".join(lines)
    # Edits that keep the program consistent (every use of a size or an
    # element type changed at once) reach the passes and the code
    # generator; the others mostly test the verifiers.
    if kind == "all_dims":
        sizes = sorted(set(re.findall(r"(?<=[<x])(\d+)(?=x)", joined)))
        if sizes:
            old = rng.choice(sizes)
            new = rng.choice(["1", "2", "3", "4", "6", "12", "32", "4294967296"])
            return re.sub(r"(?<=[<x])" + old + r"(?=x)", new, joined)
        return joined
    if kind == "all_types":
        old = rng.choice(["f32", "i64", "i32", "f16"])
        return re.sub(r"\b" + old + r"\b", rng.choice(TYPES), joined)

    def replace_one(pattern, make):
        matches = list(re.finditer(pattern, joined))
        if not matches:
            return None
        m = rng.choice(matches)
        return joined[:m.start()] + make(m) + joined[m.end():]

    if kind == "dim":
        out = replace_one(r"(?<=[<x])(\d+)(?=x)", lambda m: rng.choice(DIMS))
    elif kind == "type":
        out = replace_one(r"\b(f32|f16|bf16|i64|i32|i1|index)(?=>)",
                          lambda m: rng.choice(TYPES))
    elif kind == "mesh":
        out = replace_one(r'(?<="=)(\d+)', lambda m: rng.choice(AXIS_SIZES))
    elif kind == "axis":
        out = replace_one(r'"(x|y|dp|tp|pp|a|b)"',
                          lambda m: '"' + rng.choice(["x", "y", "z", "tp", "dp", ""]) + '"')
    elif kind == "sharding":
        out = replace_one(r'\[\{[^\]]*\}\]', lambda m: rng.choice(
            ['[{"x"}, {"x"}]', '[{}, {"y"}]', '[{"x", "y"}, {}]', '[{"x"}]',
             '[{}, {}, {}]', '[]', '[{"tp"}, {"dp"}]']))
    elif kind == "partial":
        out = replace_one(r'(\#dist\.sharding<@\w+, \[[^>]*\])>',
                          lambda m: m.group(1) + rng.choice(
                              [', partial = {"x"}>', ', partial = max {"y"}>',
                               ', partial = {"x", "x"}>', ', partial = {}>']))
    elif kind == "int":
        out = replace_one(r"\b(dim|root|split|concat|to|from|microbatches|"
                          r"microbatch|chunk) (\d+)",
                          lambda m: m.group(1) + " " + rng.choice(
                              ["0", "1", "2", "5", "-1", "100"]))
    elif kind == "drop" and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
        out = "\n".join(lines)
    elif kind == "dup" and lines:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        out = "\n".join(lines)
    elif kind == "swap" and len(lines) > 1:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        out = "\n".join(lines)
    else:  # cut
        out = joined[:rng.randrange(max(1, len(joined)))]
    return out if out is not None else joined


def mutate_cluster(text, rng):
    """A cluster description with one bad edit, or as it is."""
    kind = rng.choice(["value", "value", "drop", "cut", "keep"])
    if kind == "value":
        numbers = list(re.finditer(r"-?\d+(\.\d+)?(e-?\d+)?", text))
        if numbers:
            m = rng.choice(numbers)
            return text[:m.start()] + rng.choice(CLUSTER_VALUES) + text[m.end():]
    if kind == "drop":
        fields = list(re.finditer(r'"\w+":\s*[^,{}]+,?', text))
        if fields:
            m = rng.choice(fields)
            return text[:m.start()] + text[m.end():]
    if kind == "cut":
        return text[:rng.randrange(max(1, len(text)))]
    return text


NPY_TYPES = {"f32": "<f4", "f64": "<f8", "i64": "<i8", "i32": "<i4",
             "i1": "|b1", "f16": "<f2", "bf16": "<V2"}
NPY_DESCRS = ["<f4", "<f8", "<i8", "|b1", "<f2", "<c8", "<U4", "|O", "<f4x",
              ">f4", "", "'"]
NPY_SHAPES = ["(99999999999999999999,)", "(-1, 4)", "(4, abc)", "()",
              "(0,)", "(1180591620717411303424,)", "(" + "4," * 40 + ")",
              "(4, 4", "(9223372036854775807, 2)"]


def npy_bytes(descr, shape, data):
    """An .npy file (version 1.0) with this header and data."""
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (
        descr, shape)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    return (b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") +
            header.encode("latin1") + data)


def mutate_npy(raw, rng):
    """One bad edit of an .npy file: its header's dtype, shape, order,
    length or version changed, the magic broken, or the file cut short."""
    kind = rng.choice(["descr", "shape", "shape", "order", "length",
                       "version", "magic", "cut", "extra"])
    head_len = int.from_bytes(raw[8:10], "little")
    header, data = raw[10:10 + head_len].decode("latin1"), raw[10 + head_len:]
    if kind == "descr":
        header = re.sub(r"'descr': '[^']*'",
                        "'descr': '%s'" % rng.choice(NPY_DESCRS), header)
    elif kind == "shape":
        header = re.sub(r"'shape': \([^)]*\)",
                        "'shape': " + rng.choice(NPY_SHAPES), header)
    elif kind == "order":
        header = header.replace("False", rng.choice(["True", "1", "Fals"]))
    elif kind == "length":
        length = rng.choice([0, 1, 65535, head_len + 7, len(raw)])
        return raw[:8] + (length % 65536).to_bytes(2, "little") + raw[10:]
    elif kind == "version":
        return raw[:6] + bytes([rng.choice([0, 2, 3, 255]), 0]) + raw[8:]
    elif kind == "magic":
        return b"\x93NUMPX" + raw[6:]
    elif kind == "cut":
        return raw[:rng.randrange(len(raw))]
    elif kind == "extra":
        return raw + b"\x00" * rng.choice([1, 4, 4096])
    return (raw[:8] + len(header).to_bytes(2, "little") +
            header.encode("latin1") + data)


def inputs_arg(text, work, rng):
    """--inputs DIR holding an .npy file per argument of the mutant's first
    function (its type where it is a static tensor of a known element
    type), one of them mutated."""
    m = re.search(r"func\.func @[\w$.]+\(([^)]*)\)", text)
    types = re.findall(r"tensor<((?:\d+x)*)(\w+)>", m.group(1)) if m else []
    if not types:
        return []
    folder = os.path.join(work, "inputs")
    os.makedirs(folder, exist_ok=True)
    bad = rng.randrange(len(types))
    for i, (dims, element) in enumerate(types):
        shape = [int(d) for d in dims.split("x") if d]
        count = 1
        for d in shape:
            count *= d
        if count > 1 << 20:
            return []
        descr = NPY_TYPES.get(element, "<f4")
        size = {"<f8": 8, "<i8": 8, "<f4": 4, "<i4": 4, "|b1": 1}.get(descr, 2)
        raw = npy_bytes(descr, "(" + "".join(f"{d}, " for d in shape) + ")",
                        bytes(rng.getrandbits(8) & 0x3F for _ in range(count * size)))
        if i == bad:
            raw = mutate_npy(raw, rng)
        with open(os.path.join(folder, f"input{i}.npy"), "wb") as f:
            f.write(raw)
    return ["--inputs", folder]


def pipeline_args(rng):
    """Pipeline options for shard-run, bad values included."""
    args = []
    if rng.random() < 0.5:
        args += ["--microbatches", rng.choice(
            ["1", "2", "4", "0", "-1", "4097", "99999999999999999999"])]
    if rng.random() < 0.5:
        args += ["--schedule", rng.choice(
            ["gpipe", "1f1b", "interleaved-1f1b", "zb-h1", "pipedream", ""])]
    if rng.random() < 0.3:
        args += ["--virtual-stages", rng.choice(["1", "2", "0", "65"])]
    if rng.random() < 0.2:
        args += ["--collective-matmul", rng.choice(["2", "3", "0", "-1"])]
    return args


def mesh_arg(text, rng):
    """Mostly sizes of 1 to 4 for the axes the mutant's mesh declares,
    sometimes one of MESH_ARGS (bad values included)."""
    m = re.search(r"dist\.mesh @\w+ = <\[([^\]]*)\]>", text)
    names = re.findall(r'"(\w*)"', m.group(1)) if m else []
    if not names or rng.random() < 0.25:
        return rng.choice(MESH_ARGS)
    return ",".join(f"{n}={rng.choice([1, 2, 2, 4])}" for n in names if n)


def entry_arg(text, rng):
    """--entry one of the public functions when there are several."""
    names = re.findall(r"func\.func @([\w$.]+)\(", text)
    return ["--entry", rng.choice(names)] if len(names) > 1 else []


JOB_MODEL = os.path.join(ROOT, "test", "e2e", "training_job.mlir")
JOB_DATA = os.path.join(ROOT, "test", "e2e", "Inputs", "linear_sgd.py")
JOB_MESHES = ["dp=2,tp=2", "dp=1,tp=4", "dp=4,tp=1", "dp=1,tp=1", "tp=8"]
FILE_NAMES = ['"../index.json"', '"/etc/passwd"', '""', '"."', '"rank9.safetensors"',
              '"rank0.safetensors/x"', "7"]


# The exported GPT-2 step runs every spec below, the others some: it is
# drawn half the time (PLAN_MODEL_WEIGHTS), so that valid specs reach the
# search.
PLAN_MODELS = [os.path.join(ROOT, *p) for p in (
    ("test", "e2e", "models", "Inputs", "gpt2_train_step.mlir"),
    ("test", "passes", "auto-plan-train.mlir"),
    ("examples", "gpt_block.mlir"))]
PLAN_MODEL_WEIGHTS = [2, 1, 1]
PLAN_SPECS = ["2x1x2/2/gpipe", "1x2x2/2/1f1b/selective-recompute",
              "1x2x2/4/interleaved-1f1b:2/recompute",
              "2x2x1/2/zb-h1/shard-gradients", "4x1x1/1/gpipe/fsdp",
              "2x1x2/1/gpipe/shard-optimizer/sequence-parallel/"
              "collective-matmul=2",
              "1x1x4/2/gpipe/sequence-parallel/collective-matmul",
              "2x2x1/2/1f1b/unfused-attention/balance=layers-and-ends",
              "2x1x2/2/gpipe/selective-recompute/shard-optimizer",
              "1x4x1/4/1f1b/recompute/balance=layers"]
PLAN_NUMBERS = ["0", "1", "2", "3", "-1", "64", "65", "4096", "4097", "2.5",
                "", "x", "99999999999999999999", "4294967297", "0x10"]
PLAN_SCHEDULES = ["gpipe", "1f1b", "interleaved-1f1b", "zb-h1", "zb-h2", "",
                  "GPIPE", "interleaved-1f1b:1", "interleaved-1f1b:65",
                  "1f1b:2", "interleaved-1f1b:"]
PLAN_TECHNIQUES = ["recompute", "selective-recompute", "shard-optimizer",
                   "shard-gradients", "fsdp", "sequence-parallel",
                   "collective-matmul", "collective-matmul=0",
                   "collective-matmul=65", "collective-matmul=x",
                   "collective-matmul=", "unfused-attention", "balance=flops",
                   "balance=layers", "balance=", "balance=bytes", "warp", "",
                   "recompute=2"]
PLAN_DEVICES = ["4"] * 6 + ["2", "8", "1", "3", "0", "-4"]


def mutate_plan(spec, rng):
    """`spec` with one edit (see --surface plans); an edit that finds
    nothing to change (no number left in a cut spec) appends instead."""
    parts = spec.split("/")
    numbers = list(re.finditer(r"\d+", spec))
    seps = [i for i, c in enumerate(spec) if c in "x/:="]
    kind = rng.randrange(8)
    if kind == 0 and numbers:
        m = rng.choice(numbers)
        return spec[:m.start()] + rng.choice(PLAN_NUMBERS) + spec[m.end():]
    if kind == 1 and len(parts) > 2:
        parts[2] = rng.choice(PLAN_SCHEDULES)
        return "/".join(parts)
    if kind == 2:
        parts.insert(rng.randint(min(3, len(parts)), len(parts)),
                     rng.choice(PLAN_TECHNIQUES))
        return "/".join(parts)
    if kind == 3 and len(parts) > 1:
        del parts[rng.randrange(len(parts))]
        return "/".join(parts)
    if kind == 4 and seps:
        i = rng.choice(seps)
        return spec[:i] + (spec[i] * 2 if rng.random() < 0.5 else "") + \
            spec[i + 1:]
    if kind == 5:
        return spec + "," + rng.choice(PLAN_SPECS)
    if kind == 7 and spec:
        return spec[:rng.randrange(len(spec))]
    return spec + rng.choice([",", "/", "x", " ", "/recompute/recompute"])


def plan_commands(rng):
    """shard-opt runs of a valid model with a mutated plan spec."""
    # One spec in five is left valid: the planner's deep paths.
    spec = rng.choice(PLAN_SPECS)
    for _ in range(rng.choice([0, 1, 1, 2, 3])):
        spec = mutate_plan(spec, rng)
    model = rng.choices(PLAN_MODELS, PLAN_MODEL_WEIGHTS)[0]
    cluster = rng.choice(CLUSTERS[:5] + ["a100", "h100"])
    devices = rng.choice(PLAN_DEVICES)
    common = f"devices={devices} cluster={cluster}"
    return [
        ["shard-opt", model, "--mlir-print-op-on-diagnostic=false", "-o",
         os.devnull, f"--dist-plan-report={common} compare={spec}" +
         rng.choice(["", " json=true", " training=true"])],
        ["shard-opt", model, "--mlir-print-op-on-diagnostic=false", "-o",
         os.devnull, f"--dist-auto-plan={common} plan={spec}"],
    ]


def make_checkpoint(args, env):
    """(data dir, checkpoint dir): a valid checkpoint of the training job
    example, resumed by every mutant of --surface checkpoints."""
    data = os.path.join(args.scratch, "data")
    os.makedirs(data)
    subprocess.run([sys.executable, JOB_DATA, "make", data], check=True)
    base = os.path.join(args.scratch, "base")
    made = subprocess.run(
        ["shard-run", JOB_MODEL, "--mesh", "dp=2,tp=2", "--inputs", data,
         "--steps", "2", "--checkpoint-every", "1", "-o", base],
        capture_output=True, text=True, env=env)
    if made.returncode != 0:
        raise SystemExit("fuzz: making the checkpoint failed:\n" +
                         made.stdout + made.stderr)
    return data, os.path.join(base, "checkpoints", "step1")


def mutate_checkpoint(source, target, rng):
    """A copy of checkpoint `source` at `target` with one bad edit."""
    shutil.copytree(source, target)
    name = rng.choice(sorted(os.listdir(target)))
    path = os.path.join(target, name)
    raw = open(path, "rb").read()
    if name == "index.json":
        text = raw.decode()
        kind = rng.choice(["json", "json", "file", "nest"])
        if kind == "file":
            files = list(re.finditer(r'"rank\d+\.safetensors"', text))
            m = rng.choice(files)
            text = text[:m.start()] + rng.choice(FILE_NAMES) + text[m.end():]
        elif kind == "nest":
            text = text.replace('"tensors":', '"tensors":' + "[" * 50000, 1)
        else:
            text = mutate_cluster(text, rng)
        raw = text.encode()
    else:
        length = int.from_bytes(raw[:8], "little")
        kind = rng.choice(["header", "header", "length", "cut", "extra"])
        if kind == "header":
            header = mutate_cluster(raw[8:8 + length].decode(), rng).encode()
            raw = len(header).to_bytes(8, "little") + header + raw[8 + length:]
        elif kind == "length":
            value = rng.choice([0, 1, length + 1, len(raw), 1 << 40, (1 << 64) - 1])
            raw = value.to_bytes(8, "little") + raw[8:]
        elif kind == "cut":
            raw = raw[:rng.randrange(len(raw))]
        else:
            raw += b"\x00" * rng.choice([1, 8, 4096])
    with open(path, "wb") as f:
        f.write(raw)
    return target


def run(cmd, limit, env, one_error=False):
    """(verdict, exit code, output): verdict None when the run is fine;
    with `one_error`, a rejection must print exactly one error."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit,
                              env=env, errors="replace")
    except subprocess.TimeoutExpired:
        return "hang", None, ""
    except FileNotFoundError:
        raise SystemExit(f"fuzz: {cmd[0]} not found under --tools")
    out = proc.stdout + proc.stderr
    if proc.returncode < 0 or proc.returncode >= 128 or CRASH.search(out):
        return f"crash (exit {proc.returncode})", proc.returncode, out
    if proc.returncode == 0 and ERROR.search(out):
        return "exit 0 with an error printed", 0, out
    if one_error and proc.returncode != 0 and len(ERROR.findall(out)) != 1:
        return (f"exit {proc.returncode} with {len(ERROR.findall(out))} "
                "errors printed"), proc.returncode, out
    return None, proc.returncode, out


def check_mutant(args, index, source, text, seed):
    rng = random.Random(seed)
    tools = os.path.abspath(args.tools)
    env = dict(os.environ, PATH=tools + os.pathsep + os.environ["PATH"])
    work = tempfile.mkdtemp(prefix=f"mutant{index}-", dir=args.scratch)
    path = os.path.join(work, "mutant.mlir")
    with open(path, "w") as f:
        f.write(text)
    cluster = os.path.join(work, "cluster.json")
    with open(cluster, "w") as f:
        f.write(mutate_cluster(open(rng.choice(CLUSTERS)).read(), rng))
    pipeline = [step.replace("CLUSTER", cluster) for step in rng.choice(PIPELINES)]
    cmds = [
        ["shard-opt", path, "--mlir-print-op-on-diagnostic=false", "-o",
         os.devnull] + pipeline,
        ["shard-translate",
         rng.choice(["--emit-plan", "--emit-cpp", "--emit-cuda"]), path, "-o",
         os.devnull],
    ]
    if args.surface == "checkpoints":
        data, checkpoint = args.checkpoint
        resume = mutate_checkpoint(checkpoint, os.path.join(work, "step1"), rng)
        cmds = [["shard-run", JOB_MODEL, "--mesh", rng.choice(JOB_MESHES),
                 "--inputs", data, "--steps", "2", "--resume", resume,
                 "--timeout", str(int(args.time_limit)), "-o",
                 os.path.join(work, "run")]]
    elif args.surface == "plans":
        cmds = plan_commands(rng)
    elif args.surface == "inputs":
        cmds = [["shard-run", path, "--mesh", mesh_arg(text, rng), "--timeout",
                 str(int(args.time_limit)), "-o", os.path.join(work, "run")] +
                entry_arg(text, rng) + inputs_arg(text, work, rng) +
                (pipeline_args(rng) if rng.random() < 0.3 else [])]
    elif index % args.run_every == 0:
        cmds.append(["shard-run", path, "--mesh", mesh_arg(text, rng),
                     "--timeout", str(int(args.time_limit)), "-o",
                     os.path.join(work, "run")] + entry_arg(text, rng) +
                    (["--check"] if rng.random() < 0.5 else []) +
                    (inputs_arg(text, work, rng) if rng.random() < 0.5 else []) +
                    (pipeline_args(rng) if rng.random() < 0.3 else []))
    failures = []
    outcomes = []
    for cmd in cmds:
        # shard-run bounds its own run with --timeout; the guard is wider.
        limit = args.time_limit + (30 if cmd[0] == "shard-run" else 0)
        verdict, code, out = run(cmd, limit, env,
                                 one_error=args.surface == "plans")
        outcomes.append((cmd[0], "accepted" if code == 0 else "rejected"))
        if verdict:
            failures.append((verdict, cmd, out[-2000:]))
    if failures and args.out and args.surface == "checkpoints":
        keep = os.path.join(args.out, f"mutant{index}-step1")
        shutil.copytree(resume, keep)
        for f in failures:
            f[1][f[1].index("--resume") + 1] = keep
    elif failures and args.out and args.surface != "plans":
        # (A plans run's command names only committed files.)
        keep = os.path.join(args.out, f"mutant{index}.mlir")
        shutil.copy(path, keep)
        for f in failures:
            f[1][1] = keep
    shutil.rmtree(work, ignore_errors=True)
    return source, outcomes, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "bazel-bin", "tools"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--run-every", type=int, default=10)
    parser.add_argument("--time-limit", type=float, default=60)
    parser.add_argument("--out", help="where failing mutants are kept")
    parser.add_argument("--surface",
                        choices=["programs", "inputs", "checkpoints",
                                 "plans"],
                        default="programs",
                        help="inputs: valid programs left whole, every one "
                        "run by shard-run on mutated .npy inputs and "
                        "pipeline options; checkpoints: a job resumed from "
                        "mutated checkpoints; plans: the planner on valid "
                        "models with mutated plan specs")
    args = parser.parse_args()
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    files = corpus()
    # Three in four mutants start from a valid program (deep paths: the
    # passes, the code generator, runs); the rest from the invalid ones
    # (diagnostics).
    valid = [f for f in files if not re.search(r"invalid|errors", f[0])]
    invalid = [f for f in files if f not in valid]
    rng = random.Random(args.seed)
    mutants = []
    for i in range(args.count):
        if args.surface == "checkpoints":
            # The mutants are of one checkpoint (mutate_checkpoint).
            source, text = os.path.relpath(JOB_MODEL, ROOT), ""
        elif args.surface == "plans":
            # The mutants are of a plan spec (plan_commands).
            source, text = "a plan spec", ""
        elif args.surface == "inputs":
            source, text = rng.choice(valid)
        else:
            source, text = rng.choice(valid if rng.random() < 0.75 else invalid)
            for _ in range(rng.randint(1, 3)):
                text = mutate(text, rng)
        mutants.append((i, source, text, rng.getrandbits(32)))
    start = time.monotonic()
    runs = 0
    tally = {}
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        args.scratch = scratch
        if args.surface == "checkpoints":
            tools = os.path.abspath(args.tools)
            args.checkpoint = make_checkpoint(args, dict(
                os.environ, PATH=tools + os.pathsep + os.environ["PATH"]))
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for source, outcomes, bad in pool.map(
                    lambda m: check_mutant(args, *m), mutants):
                runs += len(outcomes)
                for outcome in outcomes:
                    tally[outcome] = tally.get(outcome, 0) + 1
                for verdict, cmd, out in bad:
                    failures.append((verdict, source, cmd, out))
    took = time.monotonic() - start
    of = (f"{len(PLAN_SPECS)} plan specs" if args.surface == "plans" else
          f"{len(files)} inputs")
    print(f"fuzz: seed {args.seed}, {args.count} mutants of {of}, {runs} "
          f"tool runs in {took:.0f} s: {len(failures)} failures")
    for tool in ("shard-opt", "shard-translate", "shard-run"):
        print(f"  {tool}: {tally.get((tool, 'accepted'), 0)} accepted, "
              f"{tally.get((tool, 'rejected'), 0)} rejected with a diagnostic")
    for verdict, source, cmd, out in failures:
        print(f"  {verdict}: mutant of {source}: {' '.join(cmd)}")
        for line in out.strip().split("\n")[-6:]:
            print(f"      {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
