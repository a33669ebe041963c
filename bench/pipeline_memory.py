#!/usr/bin/env python3
"""Planned memory of pipeline stages against the microbatch count.

    bench/pipeline_memory.py [--layers L] [--batch B] [--width D]
                             [--stages 2] [--microbatches 1,2,4,8,16]
                             [--shard-run PATH] [--measure]

Makes an SGD training step of an MLP (bench/gen_train_mlp.py) and compiles
it with shard-run --compile-only on a pp axis of --stages ranks under each
schedule and microbatch count; prints each stage's arena, the memory plan's
peak of everything but the inputs and outputs (weights, the batch and the
updated weights are outside it), as the emitted program states it. This is
the compiler's plan, not a measured high-water mark. With accumulated
gradients it should not grow with m beyond the activations a schedule keeps
in flight (GPipe: all m microbatches' activations; 1F1B: at most p).

With --measure the steps also run (shard-run, host backend, random
inputs): per stage, the kept bytes the schedule report predicts
(--dist-schedule-report on the pipeline shard-opt makes: what a stage
keeps between a microbatch's passes at once) against those each rank
counted as its schedule ran (shard-run --json `kept_bytes`), with the
in-flight microbatches the report models and each rank's arena.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
SHARD_OPT = os.path.join(ROOT, "bazel-bin", "tools", "shard-opt")
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


def schedule_args(schedule):
    return ["--virtual-stages", "2"] if schedule == "interleaved-1f1b" else []


def predicted(shard_opt, text, stages, m, schedule, work):
    """Per stage: (in-flight microbatches, kept bytes) as the schedule
    report models them, or None when the compiler refuses."""
    model = os.path.join(work, f"p{stages}.mlir")
    with open(model, "w") as f:
        f.write(text.replace('"pp"=1', f'"pp"={stages}'))
    options = f"microbatches={m} schedule={schedule}"
    if schedule == "interleaved-1f1b":
        options += " virtual-stages=2"
    parallel = subprocess.run(
        [shard_opt, model, f"--dist-parallelize={options}"],
        capture_output=True, text=True)
    if parallel.returncode != 0:
        return None
    report = subprocess.run(
        [shard_opt, "-", "--dist-schedule-report", "-o", "/dev/null"],
        input=parallel.stdout, capture_output=True, text=True, check=True)
    rows = re.findall(r"^(\d+) +\S+ +\S+ +\S+ +\S+ +(\d+) +(\d+)$",
                      report.stdout, re.M)
    return [(int(flight), int(kept)) for _, flight, kept in rows]


def measured(shard_run, model, stages, m, schedule, work):
    """Per rank: (kept bytes counted while it ran, arena bytes)."""
    out = os.path.join(work, f"run-{schedule}-{stages}-{m}")
    result = os.path.join(work, "result.json")
    subprocess.run([shard_run, model, "--mesh", f"pp={stages}",
                    "--microbatches", str(m), "--schedule", schedule,
                    "--no-cache", "-o", out, "--json", result]
                   + schedule_args(schedule), check=True,
                   capture_output=True, text=True)
    with open(result) as f:
        ranks = json.load(f)["per_rank"]
    return [(r["kept_bytes"], r["arena_bytes"]) for r in ranks]


def write_model(a, work):
    """The step's MLIR text, and the file in `work` that holds it."""
    model = os.path.join(work, "mlp.mlir")
    text = gen_train_mlp.generate(a.layers, a.batch, a.width)
    with open(model, "w") as f:
        f.write(text)
    return model, text


def measure(a, counts, stage_counts):
    print("| schedule | p | m | in-flight per stage | kept bytes predicted "
          "| kept bytes counted | arena bytes |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        model, text = write_model(a, work)
        for schedule in SCHEDULES:
            for stages in stage_counts:
                for m in counts:
                    model_rows = predicted(a.shard_opt, text, stages, m,
                                           schedule, work)
                    if model_rows is None:
                        continue
                    runs = measured(a.shard_run, model, stages, m, schedule,
                                    work)
                    join = lambda xs: " / ".join(str(x) for x in xs)
                    print(f"| {schedule} | {stages} | {m} "
                          f"| {join(f for f, _ in model_rows)} "
                          f"| {join(k for _, k in model_rows)} "
                          f"| {join(k for k, _ in runs)} "
                          f"| {join(b for _, b in runs)} |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--stages", default="2",
                        help="stage counts (--measure: several, 2,4)")
    parser.add_argument("--microbatches", default="1,2,4,8,16")
    parser.add_argument("--shard-run", default=SHARD_RUN,
                        help="the shard-run to measure (another build's)")
    parser.add_argument("--shard-opt", default=SHARD_OPT)
    parser.add_argument("--measure", action="store_true",
                        help="run the steps: predicted vs counted kept bytes")
    a = parser.parse_args()
    counts = [int(m) for m in a.microbatches.split(",")]
    if a.measure:
        return measure(a, counts, [int(p) for p in a.stages.split(",")])
    a.stages = int(a.stages)
    weights = a.layers * a.width * a.width * 4 / a.stages / 2**20
    print(f"# MLP training step: {a.layers} layers of {a.width}x{a.width} "
          f"f32 ({weights:.0f} MiB of weights per stage), batch {a.batch}, "
          f"pp={a.stages}")
    print("# planned arena per stage in MB (largest stage); '-' refused")
    print(f"{'schedule':18}" + "".join(f"{'m=' + str(m):>9}" for m in counts))
    with tempfile.TemporaryDirectory() as work:
        model, _ = write_model(a, work)
        for schedule in SCHEDULES:
            cells = []
            for m in counts:
                sizes = arenas(a.shard_run, model, a.stages, m, schedule, work)
                cells.append(f"{max(sizes) / 1e6:9.1f}" if sizes else
                             f"{'-':>9}")
            print(f"{schedule:18}" + "".join(cells), flush=True)


if __name__ == "__main__":
    sys.exit(main())
