#!/usr/bin/env python3
"""ZB-H1 against 1F1B on a training step: bubble, step time, and where the
first stage's weight gradients run.

    bench/pipeline_zb.py [--layers 8] [--batch 256] [--width 1024]
                         [--microbatches 4,8] [--runs 3]

Makes the SGD step of an MLP (bench/gen_train_mlp.py), runs it on pp=2
under 1f1b and zb-h1 with `shard-run --trace` `--runs` times each, and
prints per schedule and microbatch count the median of shard-run's
measured bubble (the worst rank's idle over busy time in actions, a warm
run) and step time, rank 0's B and W time in one run, the median
fraction of rank 0's W time that runs after its last B (ZB-H1's weight
gradients should fill waits, not trail the step), and the largest
rank's arena (the memory plan's peak, as shard-run's --json reports it).
The two schedules alternate run by run, so that a shared machine's load
falls on both alike; a last line per microbatch count says in how many
of these pairs ZB-H1's bubble was the lower. Ranks run with
OMP_NUM_THREADS=1.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
sys.path.insert(0, os.path.join(ROOT, "bench"))
import gen_train_mlp  # noqa: E402


def rank0_actions(trace):
    """Rank 0's F, B and W actions in a Chrome trace: (name, start, end)."""
    with open(trace) as f:
        events = json.load(f)
    if isinstance(events, dict):
        events = events["traceEvents"]
    return [(e["name"], e["ts"], e["ts"] + e["dur"]) for e in events
            if e.get("ph") == "X" and e.get("pid") == 0 and
            re.fullmatch(r"[FBW]\d+(\.\d+)?", str(e.get("name", "")))]


def run(model, m, schedule, work, env):
    trace = os.path.join(work, f"{schedule}-{m}.json")
    summary = os.path.join(work, f"{schedule}-{m}-run.json")
    out = subprocess.run(
        [SHARD_RUN, model, "--mesh", "pp=2", "--microbatches", str(m),
         "--schedule", schedule, "--trace", trace, "--json", summary, "-o",
         os.path.join(work, f"{schedule}-{m}"), "--timeout", "900"],
        check=True, capture_output=True, text=True, env=env).stdout
    with open(summary) as f:
        arena = max(r["arena_bytes"] for r in json.load(f)["per_rank"])
    found = re.search(r"measured bubble \(idle / busy in actions, worst "
                      r"rank\) ([0-9.]+) over ([0-9.]+) ms", out)
    actions = rank0_actions(trace)
    b = sum(end - start for name, start, end in actions if name[0] == "B")
    w = sum(end - start for name, start, end in actions if name[0] == "W")
    last_b = max((end for name, _, end in actions if name[0] == "B"),
                 default=0)
    late = sum(end - start for name, start, end in actions
               if name[0] == "W" and start >= last_b)
    return float(found.group(1)), float(found.group(2)), b, w, \
        late / w if w else 0.0, arena


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--microbatches", default="4,8")
    parser.add_argument("--runs", type=int, default=3)
    a = parser.parse_args()
    env = dict(os.environ, OMP_NUM_THREADS="1")
    with tempfile.TemporaryDirectory() as work:
        model = os.path.join(work, "train.mlir")
        with open(model, "w") as f:
            f.write(gen_train_mlp.generate(a.layers, a.batch, a.width))
        print(f"MLP training step: {a.layers} tanh layers, batch {a.batch}, "
              f"width {a.width}; pp=2, {a.runs} runs each")
        print(f"{'schedule':>8} {'m':>3} {'bubble':>7} {'step ms':>8} "
              f"{'rank0 B ms':>10} {'rank0 W ms':>10} {'W after last B':>14} "
              f"{'arena MB':>9}")
        schedules = ["1f1b", "zb-h1"]
        for m in [int(x) for x in a.microbatches.split(",")]:
            runs = {s: [] for s in schedules}
            for _ in range(a.runs):
                for schedule in schedules:
                    runs[schedule].append(run(model, m, schedule, work, env))
            for schedule in schedules:
                r = runs[schedule]
                print(f"{schedule:>8} {m:>3} "
                      f"{statistics.median(x[0] for x in r):>7.3f} "
                      f"{statistics.median(x[1] for x in r):>8.1f} "
                      f"{r[0][2] / 1000:>10.1f} {r[0][3] / 1000:>10.1f} "
                      f"{statistics.median(x[4] for x in r):>14.2f} "
                      f"{max(x[5] for x in r) / 1e6:>9.2f}")
            lower = sum(z[0] < f[0] for f, z in zip(runs["1f1b"],
                                                     runs["zb-h1"]))
            print(f"{'':>8} {m:>3} zb-h1's bubble below 1f1b's in {lower} of "
                  f"{a.runs} pairs")

if __name__ == "__main__":
    main()
