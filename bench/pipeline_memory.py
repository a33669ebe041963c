#!/usr/bin/env python3
"""Planned memory of pipeline stages against the microbatch count.

    bench/pipeline_memory.py [--layers L] [--batch B] [--width D]
                             [--stages 2] [--microbatches 1,2,4,8,16]
                             [--shard-run PATH]

Makes an SGD training step of an MLP (bench/gen_train_mlp.py) and compiles
it with shard-run --compile-only on a pp axis of --stages ranks under each
schedule and microbatch count; prints each stage's arena, the memory plan's
peak of everything but the inputs and outputs (weights, the batch and the
updated weights are outside it), as the emitted program states it. This is
the compiler's plan, not a measured high-water mark. With accumulated
gradients it should not grow with m beyond the activations a schedule keeps
in flight (GPipe: all m microbatches' activations; 1F1B: at most p).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
sys.path.insert(0, os.path.join(ROOT, "bench"))
import gen_train_mlp  # noqa: E402

SCHEDULES = ["gpipe", "1f1b", "interleaved-1f1b", "zb-h1"]


def arenas(shard_run, model, stages, m, schedule, work):
    """Each stage's arena in bytes, or None when the compiler refuses."""
    out = os.path.join(work, f"{schedule}-{m}")
    args = [shard_run, model, "--mesh", f"pp={stages}", "--microbatches",
            str(m), "--schedule", schedule, "--compile-only", "--no-cache",
            "-o", out]
    if schedule == "interleaved-1f1b":
        args += ["--virtual-stages", "2"]
    # Only the emitted source is read: no compiler needs to run.
    result = subprocess.run(args, capture_output=True, text=True,
                            env=dict(os.environ, CXX="true"))
    if result.returncode != 0:
        return None
    source = open(os.path.join(out, "work", "partitioned",
                               "program.cpp")).read()
    return [int(b) for b in re.findall(
        r"// @\w+_stage\d+: .*?arena (\d+) bytes at peak", source)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--stages", type=int, default=2)
    parser.add_argument("--microbatches", default="1,2,4,8,16")
    parser.add_argument("--shard-run", default=SHARD_RUN,
                        help="the shard-run to measure (another build's)")
    a = parser.parse_args()
    counts = [int(m) for m in a.microbatches.split(",")]
    weights = a.layers * a.width * a.width * 4 / a.stages / 2**20
    print(f"# MLP training step: {a.layers} layers of {a.width}x{a.width} "
          f"f32 ({weights:.0f} MiB of weights per stage), batch {a.batch}, "
          f"pp={a.stages}")
    print("# planned arena per stage in MB (largest stage); '-' refused")
    print(f"{'schedule':18}" + "".join(f"{'m=' + str(m):>9}" for m in counts))
    with tempfile.TemporaryDirectory() as work:
        model = os.path.join(work, "mlp.mlir")
        text = gen_train_mlp.generate(a.layers, a.batch, a.width)
        with open(model, "w") as f:
            f.write(text)
        for schedule in SCHEDULES:
            cells = []
            for m in counts:
                sizes = arenas(a.shard_run, model, a.stages, m, schedule, work)
                cells.append(f"{max(sizes) / 1e6:9.1f}" if sizes else
                             f"{'-':>9}")
            print(f"{schedule:18}" + "".join(cells), flush=True)


if __name__ == "__main__":
    sys.exit(main())
