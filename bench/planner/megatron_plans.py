#!/usr/bin/env python3
"""The planner against Megatron-LM's published configurations.

    bench/planner/megatron_plans.py [--shard-opt PATH]

For each published run, makes the model's forward pass with
bench/gen_gpt.py (bf16, the run's layers, hidden size, heads, sequence
length and global batch) and runs `shard-opt --dist-plan-report` on the
run's cluster (the built-in `a100`: 8xA100-80GB nodes) and device count
for a training step, with the published plan given to `compare=` (with
full activation recomputation, as the runs used, under 1F1B and under the
interleaved schedule). Prints, per run: the published t, p, d and
microbatches, the planner's prediction for them, the planner's own choice
and its prediction, and how long planning took (the whole shard-opt
command: parsing the model included).

The published runs:
  - GPT-3 175B: 96 layers, hidden 12288, 96 heads, sequence 2048, global
    batch 1536, microbatch 1, t=8, p=16 (Megatron-LM's
    examples/gpt3/train_gpt3_175b_distributed.sh) on 1024 GPUs, so d=8.
  - 1T: 128 layers, hidden 25600, 160 heads, sequence 2048, global batch
    3072, microbatch 1, t=8, p=64 on 3072 GPUs, so d=6 (Narayanan et al.,
    SC'21, Table 1).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

RUNS = [
    # name, layers, hidden, heads, batch, devices, (d, p, t)
    ("GPT-3 175B", 96, 12288, 96, 1536, 1024, (8, 16, 8)),
    ("1T", 128, 25600, 160, 3072, 3072, (6, 64, 8)),
]


def describe(plan):
    text = f"d={plan['dp']} p={plan['pp']} t={plan['tp']}, m={plan['microbatches']}"
    if plan["pp"] > 1:
        text += f", {plan['schedule']}"
    if plan["recompute"]:
        text += ", recompute"
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shard-opt",
                        default=os.path.join(ROOT, "bazel-bin", "tools", "shard-opt"))
    a = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, layers, hidden, heads, batch, devices, (d, p, t) in RUNS:
            model = os.path.join(tmp, "model.mlir")
            with open(model, "w") as f:
                subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                                "--layers", str(layers), "--batch", str(batch),
                                "--seq", "2048", "--hidden", str(hidden),
                                "--heads", str(heads), "--ffn", str(4 * hidden),
                                "--dtype", "bf16"], stdout=f, check=True)
            m = batch // d
            published = [f"{d}x{p}x{t}/{m}/1f1b/recompute",
                         f"{d}x{p}x{t}/{m}/interleaved-1f1b/recompute"]
            start = time.perf_counter()
            out = subprocess.run(
                [a.shard_opt, model, "-o", os.devnull,
                 f"--dist-plan-report=devices={devices} cluster=a100 "
                 f"training=true json=true compare={','.join(published)}"],
                capture_output=True, text=True, check=True).stdout
            seconds = time.perf_counter() - start
            report = json.loads(out)["functions"][0]
            plans = {}
            for plan in report["plans"]:
                plans.setdefault(plan["role"], []).append(plan)
            chosen = plans["chosen"][0]
            for given in plans["given"]:
                rows.append((name, devices, describe(given), given["step_seconds"],
                             given["memory_bytes"] / 1e9, describe(chosen),
                             chosen["step_seconds"], chosen["memory_bytes"] / 1e9,
                             given["step_seconds"] / chosen["step_seconds"], seconds))
    header = ("| model | GPUs | published plan | predicted step s | GB/GPU | "
              "planner's choice | predicted step s | GB/GPU | published / chosen | "
              "planning s |")
    print(header)
    print("|---" * 10 + "|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.2f} | {r[4]:.1f} | {r[5]} | "
              f"{r[6]:.2f} | {r[7]:.1f} | {r[8]:.3f} | {r[9]:.2f} |")


if __name__ == "__main__":
    main()
