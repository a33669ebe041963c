#!/usr/bin/env python3
"""Makes the bundle bench/gpu/check.sh runs on a GPU machine (no Bazel there).

    bench/gpu/prepare.py [--out bench/gpu/bundle]   (after bazel build //...)

For every program the e2e and pass tests run (see
test/cuda/compile_corpus.py), it runs the host C++ program with shard-run
and keeps each rank's inputs and outputs, and emits the CUDA program
(shard-run --target cuda --compile-only keeps program.cu):

    bundle/corpus/<name>/program.cu
    bundle/corpus/<name>/inputs.plan, inputs/<k>.npy     the host run's inputs
    bundle/corpus/<name>/expected/rank<r>/output<i>.npy its outputs
    bundle/corpus/<name>/ranks, tolerance

and one GPT block that fills the chip (bench/gen_gpt.py; f32, random
inputs made on the GPU machine), also emitted with --unfused-attention,
with its GEMM shapes (the fused attention's two products counted as
GEMMs) and the bytes its other kernels move, for the floors:

    bundle/gpt/program.cu, bundle/gpt/unfused.cu,
    bundle/gpt/gemms (m n k batch per line), bundle/gpt/bytes,
    bundle/gpt/shape
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "test", "cuda"))
import compile_corpus  # noqa: E402

TOLERANCE = {"f32": 1e-5, "f64": 1e-5, "f16": 1e-2, "bf16": 1e-2}


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def corpus(tools, out):
    files = sorted(
        glob.glob(os.path.join(ROOT, "test", "e2e", "*.mlir"))
        + glob.glob(os.path.join(ROOT, "test", "e2e", "models", "*.mlir"))
        + glob.glob(os.path.join(ROOT, "test", "passes", "*.mlir")))
    kept = 0
    for model, options in compile_corpus.programs(files):
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", "_".join(
            [os.path.splitext(os.path.basename(model))[0]]
            + [o.lstrip("-").replace(os.sep, "_") for o in options]))
        work = os.path.join(out, "work", name)
        flags = list(options)
        host = run([os.path.join(tools, "shard-run"), model, "-o", work + "/host"] + flags)
        ranks = re.search(r"\((\d+) ranks\)", host.stdout)
        if host.returncode != 0 or not ranks:
            sys.exit(f"prepare: {name}: the host run failed:\n{host.stderr}")
        cuda = run([os.path.join(tools, "shard-run"), model, "--target", "cuda",
                    "--compile-only", "-o", work + "/cuda"] + flags)
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
        kept += 1
    shutil.rmtree(os.path.join(out, "work"))
    print(f"prepare: {kept} programs in {out}/corpus")


def emit_cuda(tools, model, dest, what, flags=(), name="program.cu"):
    """Puts the CUDA program of `model` (shard-run `flags`) in `dest` as `name`."""
    cuda = run([os.path.join(tools, "shard-run"), model, "--target", "cuda", "--compile-only",
                "-o", os.path.join(dest, "work"), *flags])
    if cuda.returncode != 0:
        sys.exit(f"prepare: {what}: {cuda.stderr}")
    shutil.copy(os.path.join(dest, "work", "work", "partitioned", "program.cu"),
                os.path.join(dest, name))
    shutil.rmtree(os.path.join(dest, "work"))


def gpt(tools, out, shape):
    dest = os.path.join(out, "gpt")
    os.makedirs(dest)
    model = os.path.join(dest, "gpt.mlir")
    text = run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"), "--layers", "1",
                "--batch", str(shape["batch"]), "--seq", str(shape["seq"]),
                "--hidden", str(shape["hidden"]), "--heads", str(shape["heads"]),
                "--ffn", str(shape["ffn"])], check=True).stdout
    open(model, "w").write(text)
    emit_cuda(tools, model, dest, "the GPT block")
    emit_cuda(tools, model, dest, "the GPT block, attention unfused",
              ["--unfused-attention"], "unfused.cu")
    # The floors' inputs: every GEMM's shape, and the bytes the other
    # kernels read and write (each buffer once per kernel), from the plan.
    # A fused attention's floor is its two products (Q K^T, P V) as GEMMs:
    # it stores no scores.
    plan = run([os.path.join(tools, "shard-opt"), model, "--dist-parallelize"], check=True).stdout
    printed = run([os.path.join(tools, "shard-translate"), "--emit-plan"], input=plan,
                  check=True).stdout
    sizes = {b: int(n) for b, n in re.findall(r"^\s+(b\d+): \w+ \d+ x \w+ \((\d+) bytes\)", printed, re.M)}
    gemms, moved = [], 0
    def batch_of(text):
        count = 1
        for b in (text or "1").split(","):
            count *= int(b)
        return count

    for line in printed.splitlines():
        g = re.search(r"gemm m=(\d+) n=(\d+) k=(\d+)(?: batch=\[([\d, ]+)\])?", line)
        a = re.search(r"attention m=(\d+) n=(\d+) d=(\d+) e=(\d+)(?: batch=\[([\d, ]+)\])?",
                      line)
        if g:
            gemms.append(f"{g.group(1)} {g.group(2)} {g.group(3)} {batch_of(g.group(4))}")
        elif a:
            m, n, d, e, batch = *a.group(1, 2, 3, 4), batch_of(a.group(5))
            gemms += [f"{m} {n} {d} {batch}", f"{m} {e} {n} {batch}"]
        elif re.search(r"k\d+: (loop|copy)", line):
            moved += sum(sizes.get(b, 0) for b in set(re.findall(r"\b(b\d+)\b", line)))
    open(os.path.join(dest, "gemms"), "w").write("\n".join(gemms) + "\n")
    open(os.path.join(dest, "bytes"), "w").write(f"{moved}\n")
    open(os.path.join(dest, "shape"), "w").write(
        " ".join(f"{k}={v}" for k, v in shape.items()) + "\n")
    os.remove(model)
    flops = sum(2 * int(m) * int(n) * int(k) * int(b) for m, n, k, b in (g.split() for g in gemms))
    print(f"prepare: GPT block {shape}: {len(gemms)} GEMMs, {flops / 1e12:.2f} TFLOP, "
          f"{moved / 2**30:.2f} GiB moved by the other kernels")


def elementwise(tools, out):
    """The fused elementwise kernel check.sh times against copy bandwidth."""
    dest = os.path.join(out, "elementwise")
    os.makedirs(dest)
    model = os.path.join(ROOT, "bench", "gpu", "elementwise.mlir")
    emit_cuda(tools, model, dest, "the elementwise kernel")
    # What one run moves: each argument read once and the result written
    # once (in the caller's buffer, with no copy after).
    signature = re.search(r"func\.func @\w+\(([^)]*)\)\s*->\s*([^{]*)\{", open(model).read())
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
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=2048)
    parser.add_argument("--hidden", type=int, default=4096)
    parser.add_argument("--heads", type=int, default=32)
    parser.add_argument("--ffn", type=int, default=16384)
    args = parser.parse_args()
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    corpus(args.tools, args.out)
    gpt(args.tools, args.out, {"batch": args.batch, "seq": args.seq, "hidden": args.hidden,
                               "heads": args.heads, "ffn": args.ffn})
    elementwise(args.tools, args.out)


if __name__ == "__main__":
    main()
