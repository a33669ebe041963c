#!/usr/bin/env python3
"""Compile time and program size of a pipeline against its microbatch count.

    bench/pipeline_compile.py [--microbatches 4,16,64,256,1024,4096]
                              [--batch 4096] [--schedule 1f1b] [--stages 2]
                              [--compiler-timeout 600] [--shard-run PATH]

Makes an SGD training step of a 4-layer MLP (bench/gen_train_mlp.py,
width 64, batch 4096 so that every count divides it; --batch for more
microbatches) and compiles it with
`shard-run --compile-only --no-cache` on pp=STAGES for each microbatch
count: the time shard-run takes to partition, pipeline and emit the
program (with CXX=true, so no C++ compiler runs), the emitted C++'s size,
the C++ compiler's time at shard-run's flags, and the binary's size. A
count whose C++ takes longer than --compiler-timeout is shown as such.
Each stage's passes are compiled once and run from a table with a few
rows per microbatch, so only the table grows with m.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
sys.path.insert(0, os.path.join(ROOT, "bench"))
import gen_train_mlp  # noqa: E402


def compile_once(args, model, m, work, cxx, timeout):
    """(seconds, exit code) of one --compile-only run."""
    out = os.path.join(work, f"m{m}-{os.path.basename(cxx)}")
    cmd = [args.shard_run, model, "--mesh", f"pp={args.stages}",
           "--microbatches", str(m), "--schedule", args.schedule,
           "--compile-only", "--no-cache", "--timeout", str(int(timeout)), "-o", out]
    start = time.time()
    result = subprocess.run(cmd, capture_output=True, text=True,
                            env=dict(os.environ, CXX=cxx))
    return time.time() - start, result.returncode, out, result.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--microbatches", default="4,16,64,256,1024,4096")
    parser.add_argument("--batch", type=int, default=4096)
    parser.add_argument("--schedule", default="1f1b")
    parser.add_argument("--stages", type=int, default=2)
    parser.add_argument("--compiler-timeout", type=int, default=600)
    parser.add_argument("--shard-run", default=SHARD_RUN)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="pipeline_compile-")
    model = os.path.join(work, "mlp.mlir")
    with open(model, "w") as f:
        f.write(gen_train_mlp.generate(4, args.batch, 64))
    print(f"## {args.schedule} on pp={args.stages}: a 4-layer MLP training "
          f"step (width 64, batch {args.batch})")
    print()
    print("| m | shard-run s (emit only) | C++ MB | C++ compile s | binary MB |")
    print("|---|---|---|---|---|")
    for m in [int(x) for x in args.microbatches.split(",")]:
        emit_s, code, out, err = compile_once(args, model, m, work, "true",
                                              args.compiler_timeout)
        if code != 0:
            print(f"| {m} | refused: {err.strip().splitlines()[-1]} | | | |")
            continue
        source = os.path.join(out, "work", "partitioned", "program.cpp")
        source_mb = os.path.getsize(source) / 1e6
        full_s, code, out, _ = compile_once(args, model, m, work, "g++",
                                            args.compiler_timeout + emit_s + 30)
        binary = os.path.join(out, "work", "partitioned", "program")
        if code != 0 or not os.path.exists(binary):
            compile_cell, binary_cell = f"> {args.compiler_timeout}", "-"
        else:
            compile_cell = f"{full_s - emit_s:.1f}"
            binary_cell = f"{os.path.getsize(binary) / 1e6:.2f}"
        print(f"| {m} | {emit_s:.2f} | {source_mb:.2f} | {compile_cell} | "
              f"{binary_cell} |", flush=True)


if __name__ == "__main__":
    main()
