#!/usr/bin/env python3
"""Makes the bundle bench/gpu/check.sh runs on a GPU machine (no Bazel there).

    bench/gpu/prepare.py [--out bench/gpu/bundle] [--corpus test]
                         [--programs REGEX] [--every-mesh] [shapes]
                                                      (after bazel build //...)

For the programs the e2e and pass tests run (see
test/cuda/compile_corpus.py; each option set on its largest mesh, as the
emulated suite's NCCL run takes them, or with --every-mesh on every mesh;
--programs keeps those whose bundle name matches), it runs the host C++
program with shard-run and keeps each rank's inputs and outputs, and emits
the CUDA program (shard-run --target cuda --compile-only keeps program.cu):

    bundle/corpus/<name>/program.cu
    bundle/corpus/<name>/inputs.plan, inputs/<k>.npy     the host run's inputs
    bundle/corpus/<name>/expected/rank<r>/output<i>.npy its outputs
    bundle/corpus/<name>/ranks, tolerance
    bundle/corpus/groups       "<group>\t<name>" for the kinds of program
                               the check sums up apart (bf16 training
                               steps, pipelines at m >= 8 by schedule, 3D)

and three timed programs that fill the chip (random inputs made on the
GPU machine), each also emitted with --unfused-attention: one GPT block's
forward (bench/gen_gpt.py, f32), and causal attention's forward and
backward (bench/gen_attention.py --backward) in f32 and in bf16 (Llama's
mixed-precision form), with their floors' inputs and their model FLOPs:

    bundle/<what>/program.cu, unfused.cu
    bundle/<what>/gemms      m n k batch dtype per line: the GEMMs alone
                             (a fused attention's products as the GEMMs
                             FlashAttention-2 runs: 2 forward, 5 backward)
    bundle/<what>/bytes      what the other kernels read and write
    bundle/<what>/flops      the model's FLOPs (Megatron's count:
                             attention's products over the whole S x S, no
                             recomputation)
    bundle/<what>/dtype, tolerance, shape
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "test", "cuda"))
import compile_corpus  # noqa: E402

TOLERANCE = {"f32": 1e-5, "f64": 1e-5, "f16": 1e-2, "bf16": 1e-2}


# shard-run's --runtime-root, where not the one beside the tools.
RUNTIME_ROOT = []


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def shard_run(tools, *args):
    return run([os.path.join(tools, "shard-run"), *args, *RUNTIME_ROOT])


def groups_of(model, flags, ranks):
    """The kinds of program the check sums up apart that this one is."""
    base = os.path.basename(model)
    microbatches = int(compile_corpus.option(flags, "--microbatches") or 1)
    schedule = compile_corpus.option(flags, "--schedule") or "1f1b"
    mesh = compile_corpus.option(flags, "--mesh") or ""
    split = [a for a in mesh.split(",") if a and int(a.partition("=")[2] or 1) > 1]
    groups = []
    if "train_step" in base:
        groups.append("training steps from PyTorch, "
                      + ("bf16" if "bf16" in base else "f32"))
    if microbatches >= 8 and schedule in ("1f1b", "zb-h1"):
        groups.append(f"pipelines, m >= 8, {schedule}")
    if len(split) >= 3 and ranks == 8:
        groups.append("3D (dp x pp x tp), 8 ranks")
    return groups


def corpus(tools, out, tests, pattern, every_mesh):
    items = list(compile_corpus.programs(compile_corpus.test_files(tests)))
    if not every_mesh:
        items = compile_corpus.largest_meshes(items)
    kept = 0
    groups = []
    for model, options in items:
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", "_".join(
            [os.path.splitext(os.path.basename(model))[0]]
            + [o.lstrip("-").replace(ROOT + os.sep, "").replace(os.sep, "_")
               for o in options]))
        if pattern and not pattern.search(name):
            continue
        work = os.path.join(out, "work", name)
        flags = list(options)
        host = shard_run(tools, model, "-o", work + "/host", *flags)
        ranks = re.search(r"\((\d+) ranks\)", host.stdout)
        if host.returncode != 0 or not ranks:
            sys.exit(f"prepare: {name}: the host run failed:\n{host.stderr}")
        cuda = shard_run(tools, model, "--target", "cuda", "--compile-only", "-o",
                         work + "/cuda", *flags)
        if cuda.returncode != 0:
            sys.exit(f"prepare: {name}: emitting CUDA failed:\n{cuda.stderr}")
        # Per-device programs run in work/, partitioned ones in
        # work/partitioned/; either way each rank has its own directory.
        ran = os.path.join(work, "host", "work")
        if os.path.isdir(os.path.join(ran, "partitioned")):
            ran = os.path.join(ran, "partitioned")
        emitted = os.path.join(work, "cuda", "work")
        if os.path.isdir(os.path.join(emitted, "partitioned")):
            emitted = os.path.join(emitted, "partitioned")
        dest = os.path.join(out, "corpus", name)
        os.makedirs(os.path.join(dest, "inputs"))
        shutil.copy(os.path.join(emitted, "program.cu"), dest)
        # The input plan with its files beside it: relative paths are the
        # plan's neighbours wherever the bundle goes.
        plan = []
        for k, line in enumerate(open(os.path.join(ran, "inputs.plan")).read().splitlines()):
            fields = line.split(" ", 11)
            shutil.copy(fields[11], os.path.join(dest, "inputs", f"{k}.npy"))
            plan.append(" ".join(fields[:11] + [f"inputs/{k}.npy"]))
        with open(os.path.join(dest, "inputs.plan"), "w") as f:
            f.write("\n".join(plan) + "\n")
        for r in range(int(ranks.group(1))):
            rank = f"rank{r}"
            os.makedirs(os.path.join(dest, "expected", rank))
            for f in sorted(os.listdir(os.path.join(ran, rank))):
                if f.startswith("output"):
                    shutil.copy(os.path.join(ran, rank, f), os.path.join(dest, "expected", rank))
        dtypes = set(re.findall(r"tensor<[^>]*x(f16|bf16|f32|f64)>", open(model).read()))
        with open(os.path.join(dest, "tolerance"), "w") as f:
            f.write(f"{max([TOLERANCE[d] for d in dtypes] or [1e-5])}\n")
        with open(os.path.join(dest, "ranks"), "w") as f:
            f.write(ranks.group(1) + "\n")
        groups += [f"{g}\t{name}\n" for g in groups_of(model, options, int(ranks.group(1)))]
        kept += 1
    if not kept:
        sys.exit(f"prepare: no program's name matches {pattern.pattern!r}")
    shutil.rmtree(os.path.join(out, "work"))
    open(os.path.join(out, "corpus", "groups"), "w").write("".join(groups))
    print(f"prepare: {kept} programs in {out}/corpus")


def emit_cuda(tools, model, dest, what, flags=(), name="program.cu"):
    """Puts the CUDA program of `model` (shard-run `flags`) in `dest` as `name`."""
    cuda = shard_run(tools, model, "--target", "cuda", "--compile-only",
                     "-o", os.path.join(dest, "work"), *flags)
    if cuda.returncode != 0:
        sys.exit(f"prepare: {what}: {cuda.stderr}")
    shutil.copy(os.path.join(dest, "work", "work", "partitioned", "program.cu"),
                os.path.join(dest, name))
    shutil.rmtree(os.path.join(dest, "work"))


def batch_of(text):
    """The product of a plan line's batch=[...] sizes (1 without one)."""
    count = 1
    for b in (text or "1").split(","):
        count *= int(b)
    return count


def floor_inputs(printed, dtype):
    """From a printed kernel plan: the GEMMs of the floor (m n k batch
    dtype; a fused attention's products in the program's `dtype`), the
    bytes the other kernels read and write (each buffer once per kernel),
    and the model's FLOPs."""
    sizes = {b: int(n) for b, n in re.findall(r"^\s+(b\d+): \w+ \d+ x \w+ \((\d+) bytes\)",
                                              printed, re.M)}
    gemms, moved, flops = [], 0, 0
    for line in printed.splitlines():
        g = re.search(r"gemm(?: (bf16|f16))? m=(\d+) n=(\d+) k=(\d+)(?: batch=\[([\d, ]+)\])?",
                      line)
        a = re.search(r"(attention(?:-backward)?) m=(\d+) n=(\d+) d=(\d+) e=(\d+)"
                      r"(?: batch=\[([\d, ]+)\])?", line)
        if g:
            shape = [int(x) for x in g.group(2, 3, 4)] + [batch_of(g.group(5))]
            gemms.append(shape + [g.group(1) or "f32"])
            flops += 2 * shape[0] * shape[1] * shape[2] * shape[3]
        elif a:
            m, n, d, e = (int(x) for x in a.group(2, 3, 4, 5))
            batch = batch_of(a.group(6))
            if a.group(1) == "attention":  # S = Q K^T, O = P V
                products = [(m, n, d), (m, e, n)]
                model = products
            else:  # S again, dP = dO V^T; dV = P^T dO, dQ = dS K, dK = dS^T Q
                products = [(m, n, d), (m, n, e), (n, e, m), (m, d, n), (n, d, m)]
                model = products[1:]
            gemms += [[*p, batch, dtype] for p in products]
            flops += sum(2 * x * y * z * batch for x, y, z in model)
        elif re.search(r"k\d+: (loop|copy)", line):
            moved += sum(sizes.get(b, 0) for b in set(re.findall(r"\b(b\d+)\b", line)))
    return gemms, moved, flops


def timed(tools, out, what, generator, shape):
    """bundle/<what>/: the program `generator` prints (bench/<generator>
    with `shape` as options), fused and with --unfused-attention, and its
    floors' inputs, model FLOPs, element type and tolerance (fused against
    unfused)."""
    dest = os.path.join(out, what)
    os.makedirs(dest)
    model = os.path.join(dest, what + ".mlir")
    options = [o for k, v in shape.items() for o in
               ([f"--{k}"] if v is True else [f"--{k}", str(v)])]
    text = run([sys.executable, os.path.join(ROOT, "bench", generator), *options],
               check=True).stdout
    open(model, "w").write(text)
    emit_cuda(tools, model, dest, what)
    emit_cuda(tools, model, dest, what + ", attention unfused", ["--unfused-attention"],
              "unfused.cu")
    plan = run([os.path.join(tools, "shard-opt"), model, "--dist-parallelize"], check=True).stdout
    printed = run([os.path.join(tools, "shard-translate"), "--emit-plan"], input=plan,
                  check=True).stdout
    dtype = shape.get("dtype", "f32")
    gemms, moved, flops = floor_inputs(printed, dtype)
    open(os.path.join(dest, "gemms"), "w").write("".join(" ".join(map(str, g)) + "\n"
                                                          for g in gemms))
    open(os.path.join(dest, "bytes"), "w").write(f"{moved}\n")
    open(os.path.join(dest, "flops"), "w").write(f"{flops}\n")
    open(os.path.join(dest, "dtype"), "w").write(f"{dtype}\n")
    open(os.path.join(dest, "tolerance"), "w").write(f"{1e-4 if dtype == 'f32' else TOLERANCE[dtype]}\n")
    open(os.path.join(dest, "shape"), "w").write(
        " ".join(k if v is True else f"{k}={v}" for k, v in shape.items()) + "\n")
    os.remove(model)
    print(f"prepare: {what} {shape}: {len(gemms)} GEMMs in the floor, {flops / 1e12:.2f} "
          f"model TFLOP, {moved / 2**30:.2f} GiB moved by the other kernels")


def elementwise(tools, out, rows, columns):
    """The fused elementwise kernel check.sh times against copy bandwidth,
    over `rows` x `columns` (bench/gpu/elementwise.mlir's are 8192 x 32768)."""
    dest = os.path.join(out, "elementwise")
    os.makedirs(dest)
    text = open(os.path.join(ROOT, "bench", "gpu", "elementwise.mlir")).read()
    text = text.replace("8192x32768x", f"{rows}x{columns}x").replace(
        "<32768xf32>", f"<{columns}xf32>")
    model = os.path.join(dest, "elementwise.mlir")
    open(model, "w").write(text)
    emit_cuda(tools, model, dest, "the elementwise kernel")
    os.remove(model)
    # What one run moves: each argument read once and the result written
    # once (in the caller's buffer, with no copy after).
    signature = re.search(r"func\.func @\w+\(([^)]*)\)\s*->\s*([^{]*)\{", text)
    moved = 0
    for dims in re.findall(r"tensor<((?:\d+x)+)f32>", signature.group(1) + signature.group(2)):
        count = 1
        for d in dims.rstrip("x").split("x"):
            count *= int(d)
        moved += 4 * count
    open(os.path.join(dest, "bytes"), "w").write(f"{moved}\n")
    print(f"prepare: elementwise kernel moving {moved / 2**30:.2f} GiB per run")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(ROOT, "bench", "gpu", "bundle"))
    parser.add_argument("--tools", default=os.path.join(ROOT, "bazel-bin", "tools"))
    parser.add_argument("--runtime-root", help="shard-run's --runtime-root")
    def pattern(text):
        try:
            return re.compile(text)
        except re.error as e:
            raise argparse.ArgumentTypeError(f"not a regular expression: {e}")

    def size(text):
        if not re.fullmatch(r"[1-9]\d*x[1-9]\d*", text):
            raise argparse.ArgumentTypeError(f"'{text}' is not ROWSxCOLUMNS")
        return tuple(map(int, text.split("x")))

    parser.add_argument("--corpus", default=os.path.join(ROOT, "test"),
                        help="the folder of the e2e/ and passes/ tests whose "
                        "programs are read (CI's: test/BUILD's cuda_corpus)")
    parser.add_argument("--programs", type=pattern,
                        help="keep the corpus programs whose name matches")
    parser.add_argument("--every-mesh", action="store_true")
    # The GPT block's and the attention program's shapes.
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=2048)
    parser.add_argument("--hidden", type=int, default=4096)
    parser.add_argument("--heads", type=int, default=32)
    parser.add_argument("--ffn", type=int, default=16384)
    parser.add_argument("--elementwise", type=size, default="8192x32768",
                        help="the elementwise kernel's ROWSxCOLUMNS")
    args = parser.parse_args()
    if args.runtime_root:
        RUNTIME_ROOT.append("--runtime-root=" + args.runtime_root)
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    corpus(args.tools, args.out, args.corpus, args.programs, args.every_mesh)
    timed(args.tools, args.out, "gpt", "gen_gpt.py",
          {"layers": 1, "batch": args.batch, "seq": args.seq, "hidden": args.hidden,
           "heads": args.heads, "ffn": args.ffn})
    for dtype in ("f32", "bf16"):
        timed(args.tools, args.out, "attention" + ("" if dtype == "f32" else "_" + dtype),
              "gen_attention.py", {"batch": args.batch, "heads": args.heads, "seq": args.seq,
                                   "backward": True, "dtype": dtype})
    elementwise(args.tools, args.out, *args.elementwise)


if __name__ == "__main__":
    main()
