#!/usr/bin/env python3
"""Pipeline bubbles: the formula, the cost model and real runs' traces.

    bench/pipeline_bubble.py [--layers L] [--batch B] [--seq S] [--hidden H]
                             [--stages 2,4] [--microbatches 4,8]
                             [--train-layers L] [--train-batch B]
                             [--train-width D] [--train-stages 2] [--runs N]

Makes a flat GPT stack (bench/gen_gpt.py, no annotations) on a mesh with a
pp axis, and for each stage count p and microbatch count m:
  - the formula for a forward pipeline of equal stages, (p-1)/m;
  - the cost model's bubble (--dist-schedule-report on the pipeline
    shard-opt makes, with the stages' FLOPs);
  - the bubble measured from `shard-run --trace` (a warm run; per rank, the
    time outside its forward actions over the time in them, worst rank),
    the median of --runs runs (the training table runs the schedules of
    each shape in turn, round after round, so that load from other work
    falls on all of them alike).
Then the same for a training step (bench/gen_train_mlp.py: forward, loss,
backward, SGD) under gpipe, 1f1b, interleaved-1f1b (2 chunks per rank) and
zb-h1, where the formula is (p-1)/m for the first two, (p-1)/(2m) for the
interleaved one and 2(p-1)/(3m) for ZB-H1 with F = B = W (its weight
gradients fill the warm-up's and cool-down's waits, but no rank holds more
microbatches than under 1F1B, so in the steady state each follows its
backward), and measured
time counts forward, backward and weight-gradient actions as busy. Also
prints how evenly --dist-pipeline's automatic cuts split the FLOPs of
GPT stacks of several depths. Ranks run with OMP_NUM_THREADS=1 and MPI
yielding when idle; with more ranks than cores the measurement includes
the ranks' competition for the cores.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_OPT = os.path.join(ROOT, "bazel-bin", "tools", "shard-opt")
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
GEN_GPT = os.path.join(ROOT, "bench", "gen_gpt.py")
sys.path.insert(0, os.path.join(ROOT, "bench"))
import gen_train_mlp  # noqa: E402


def model(path, layers, batch, seq, hidden, heads, ffn):
    text = subprocess.run(
        [sys.executable, GEN_GPT, "--layers", str(layers), "--batch", str(batch),
         "--seq", str(seq), "--hidden", str(hidden), "--heads", str(heads),
         "--ffn", str(ffn)], check=True, capture_output=True, text=True).stdout
    with open(path, "w") as f:
        f.write('dist.mesh @mesh = <["pp"=1]>\n' + text)


def pipelined(path, p, m, extra=()):
    """shard-opt's output (stdout, stderr) for `path` as a p-stage pipeline
    of m microbatches followed by `extra` passes."""
    with open(path) as f:
        text = f.read().replace('"pp"=1', f'"pp"={p}')
    r = subprocess.run(
        [SHARD_OPT, "-", "--inline", f"--dist-microbatch=microbatches={m}",
         "--dist-propagate", "--dist-partition", "--canonicalize", "--cse",
         "--dist-pipeline=report=true", *extra, "-o", "/dev/null"],
        input=text, check=True, capture_output=True, text=True)
    return r.stdout, r.stderr


def measure(model_path, mesh, m, schedule, chunks, trace, out, env):
    """(measured bubble, step ms) of a warm traced run."""
    text = subprocess.run(
        [SHARD_RUN, model_path, "--mesh", mesh, "--microbatches", str(m),
         "--schedule", schedule, "--virtual-stages", str(chunks), "--trace",
         trace, "-o", out, "--timeout", "900"],
        check=True, capture_output=True, text=True, env=env).stdout
    found = re.search(r"measured bubble \(idle / busy in actions, worst "
                      r"rank\) ([0-9.]+) over ([0-9.]+) ms", text)
    return float(found.group(1)), float(found.group(2))


def training_table(tmp, env, a):
    path = os.path.join(tmp, "train.mlir")
    with open(path, "w") as f:
        f.write(gen_train_mlp.generate(a.train_layers, a.train_batch,
                                       a.train_width))
    print(f"MLP training step: {a.train_layers} tanh layers, batch "
          f"{a.train_batch}, width {a.train_width}; forward, backward and SGD, "
          f"{os.cpu_count()} cores")
    print(f"{'p':>2} {'m':>2} {'schedule':>16} {'formula':>8} {'model':>8} "
          f"{'measured':>9} {'step ms':>8}")
    for p in [int(x) for x in a.train_stages.split(",")]:
        for m in [int(x) for x in a.microbatches.split(",")]:
            shapes = []
            for schedule, chunks in [("gpipe", 1), ("1f1b", 1),
                                     ("interleaved-1f1b", 2), ("zb-h1", 1)]:
                if schedule.startswith("interleaved") and p > 2 and m < 2 * p:
                    continue
                with open(path) as f:
                    text = f.read().replace('"pp"=1', f'"pp"={p}')
                report = subprocess.run(
                    [SHARD_OPT, "-", "--dist-parallelize=microbatches="
                     f"{m} schedule={schedule} virtual-stages={chunks}",
                     "--dist-schedule-report",
                     "-o", "/dev/null"], input=text, check=True,
                    capture_output=True, text=True).stdout
                modelled = float(re.search(r"bubble \(idle / busy, worst "
                                           r"rank\) ([0-9.]+)",
                                           report).group(1))
                formula = (p - 1) / m / (1.5 if schedule == "zb-h1" else chunks)
                shapes.append((schedule, chunks, formula, modelled, []))
            for _ in range(a.runs):
                for schedule, chunks, _, _, runs in shapes:
                    tag = f"{p}_{m}_{schedule}"
                    runs.append(measure(path, f"pp={p}", m, schedule, chunks,
                                        os.path.join(tmp, f"t_{tag}.json"),
                                        os.path.join(tmp, f"o_{tag}"), env))
            for schedule, _, formula, modelled, runs in shapes:
                measured = statistics.median(r[0] for r in runs)
                ms = statistics.median(r[1] for r in runs)
                print(f"{p:>2} {m:>2} {schedule:>16} {formula:>8.4f} "
                      f"{modelled:>8.4f} {measured:>9.4f} {ms:>8.1f}")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--stages", default="2,4")
    parser.add_argument("--microbatches", default="4,8")
    parser.add_argument("--train-layers", type=int, default=8)
    parser.add_argument("--train-batch", type=int, default=256)
    parser.add_argument("--train-width", type=int, default=512)
    parser.add_argument("--train-stages", default="2")
    parser.add_argument("--runs", type=int, default=1,
                        help="runs of each training shape; the median is "
                        "printed")
    parser.add_argument("--only-training", action="store_true",
                        help="print the training table alone")
    a = parser.parse_args()
    env = dict(os.environ, OMP_NUM_THREADS="1",
               OMPI_MCA_mpi_yield_when_idle="1")
    with tempfile.TemporaryDirectory() as tmp:
        training_table(tmp, env, a)
        if a.only_training:
            return
        path = os.path.join(tmp, "gpt.mlir")
        model(path, a.layers, a.batch, a.seq, a.hidden, 4, 4 * a.hidden)
        print(f"GPT stack: {a.layers} layers, batch {a.batch}, seq {a.seq}, "
              f"hidden {a.hidden}, FFN {4 * a.hidden}; forward pipeline, "
              f"{os.cpu_count()} cores")
        print(f"{'p':>2} {'m':>2} {'formula':>8} {'model':>8} {'measured':>9} "
              f"{'step ms':>8}")
        for p in [int(x) for x in a.stages.split(",")]:
            for m in [int(x) for x in a.microbatches.split(",")]:
                report, _ = pipelined(path, p, m, ["--dist-schedule-report"])
                modelled = float(re.search(r"bubble \(idle / busy, worst rank\) "
                                           r"([0-9.]+)", report).group(1))
                measured, ms = measure(
                    path, f"pp={p}", m, "1f1b", 1,
                    os.path.join(tmp, f"trace_{p}_{m}.json"),
                    os.path.join(tmp, f"out_{p}_{m}"), env)
                print(f"{p:>2} {m:>2} {(p - 1) / m:>8.4f} {modelled:>8.4f} "
                      f"{measured:>9.4f} {ms:>8.1f}")
        print()
        print("automatic cuts of GPT stacks (hidden 256, FFN 1024, batch 8, "
              "seq 64): FLOPs per stage")
        print(f"{'layers':>6} {'stages':>6} {'slowest vs mean':>16}  layers per "
              f"stage")
        for layers, p in [(24, 4), (24, 8), (32, 8), (22, 4), (30, 4)]:
            deep = os.path.join(tmp, f"gpt{layers}.mlir")
            model(deep, layers, 8, 64, 256, 4, 1024)
            _, remarks = pipelined(deep, p, 1)
            found = re.search(r"stage FLOPs per microbatch \[([0-9, ]+)\]; "
                              r"slowest stage ([0-9.]+)% above the mean",
                              remarks)
            flops = [float(x) for x in found.group(1).split(",")]
            per_layer = sum(flops) / layers
            split = "/".join(f"{f / per_layer:.2g}" for f in flops)
            print(f"{layers:>6} {p:>6} {found.group(2) + '%':>16}  {split}")


if __name__ == "__main__":
    main()
