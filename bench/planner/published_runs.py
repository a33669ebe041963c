#!/usr/bin/env python3
"""The planner against published, measured training runs.

    bench/planner/published_runs.py [--shard-opt PATH] [--only NAME] [--cluster C]
                                    [--json FILE]

For each run below, makes the model with bench/gen_gpt.py (bf16; the run's
layers, hidden size, heads, sequence, vocabulary and global batch), gives
the run's own plan to `shard-opt --dist-plan-report compare=...` on the
run's cluster and device count, and compares the predicted step time with
the measured one. The measured step time is not printed by SC'21; it
follows from its throughput and the FLOPs they count per step:
Narayanan et al. (SC'21) report model TFLOP/s per GPU with
F = 96 B s l h^2 (1 + s / 6h + V / 16 l h) per step (their eq. 3: the
GEMMs of forward, backward and the recomputed forward), so the step takes
F / (GPUs x TFLOP/s). Smith et al. (MT-NLG) print the step times.

Also prints whether the compiler runs the published plan (or the report
estimates it only), whether the planner keeps it in memory (every run
here ran), the planner's own choice for each run, and the distribution
of predicted / measured - 1.

The runs (A100-80GB, 8 per node, the built-in `a100` cluster; full
activation recomputation, microbatch 1, 1F1B, as the papers describe):
  - Narayanan et al., "Efficient Large-Scale Language Model Training on GPU
    Clusters Using Megatron-LM", SC'21, https://arxiv.org/abs/2104.04473,
    Table 1 (weak scaling, 10 GPT models from 1.7B to 1T parameters) and
    Table 2's PTD-P rows (175B and 530B at three GPU counts each).
    Sequence 2048, vocabulary 51200. The 530B model's 105 layers on 35
    stages, GPT-3's 96 layers on 12.
  - Smith et al., "Using DeepSpeed and Megatron to Train Megatron-Turing
    NLG 530B", https://arxiv.org/abs/2201.11990, section 2.4: 105 layers,
    hidden 20480, 128 heads, sequence 2048, vocabulary 50272, global batch
    1920, 8-way tensor and 35-way pipeline parallelism on 280, 350 and 420
    DGX A100 nodes: 60.1, 50.2 and 44.4 s per step.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

SC21 = "arXiv:2104.04473"
MTNLG = "arXiv:2201.11990"

# name, source, layers, hidden, heads, seq, vocab, batch, GPUs, (d, p, t),
# measured: TFLOP/s per GPU (SC'21, by eq. 3) or, negated, seconds per step
RUNS = [
    ("1.7B", SC21 + " T1", 24, 2304, 24, 2048, 51200, 512, 32, (32, 1, 1), 137),
    ("3.6B", SC21 + " T1", 30, 3072, 32, 2048, 51200, 512, 64, (32, 1, 2), 138),
    ("7.5B", SC21 + " T1", 36, 4096, 32, 2048, 51200, 512, 128, (32, 1, 4), 142),
    ("18.4B", SC21 + " T1", 40, 6144, 48, 2048, 51200, 1024, 256, (32, 1, 8), 135),
    ("39.1B", SC21 + " T1", 48, 8192, 64, 2048, 51200, 1536, 512, (32, 2, 8), 138),
    ("76.1B", SC21 + " T1", 60, 10240, 80, 2048, 51200, 1792, 1024, (32, 4, 8), 140),
    ("145.6B", SC21 + " T1", 80, 12288, 96, 2048, 51200, 2304, 1536, (24, 8, 8), 148),
    ("310.1B", SC21 + " T1", 96, 16384, 128, 2048, 51200, 2160, 1920, (15, 16, 8), 155),
    ("529.6B", SC21 + " T1", 105, 20480, 128, 2048, 51200, 2520, 2520, (9, 35, 8), 163),
    ("1008B", SC21 + " T1", 128, 25600, 160, 2048, 51200, 3072, 3072, (6, 64, 8), 163),
    ("175B", SC21 + " T2", 96, 12288, 96, 2048, 51200, 1536, 384, (4, 12, 8), 153),
    ("175B", SC21 + " T2", 96, 12288, 96, 2048, 51200, 1536, 768, (8, 12, 8), 149),
    ("175B", SC21 + " T2", 96, 12288, 96, 2048, 51200, 1536, 1536, (16, 12, 8), 141),
    ("530B", SC21 + " T2", 105, 20480, 128, 2048, 51200, 2240, 560, (2, 35, 8), 171),
    ("530B", SC21 + " T2", 105, 20480, 128, 2048, 51200, 2240, 1120, (4, 35, 8), 167),
    ("530B", SC21 + " T2", 105, 20480, 128, 2048, 51200, 2240, 2240, (8, 35, 8), 159),
    ("MT-NLG 530B", MTNLG + " 2.4", 105, 20480, 128, 2048, 50272, 1920, 2240, (8, 35, 8), -60.1),
    ("MT-NLG 530B", MTNLG + " 2.4", 105, 20480, 128, 2048, 50272, 1920, 2800, (10, 35, 8), -50.2),
    ("MT-NLG 530B", MTNLG + " 2.4", 105, 20480, 128, 2048, 50272, 1920, 3360, (12, 35, 8), -44.4),
]


def step_flops(layers, hidden, seq, vocab, batch):
    """Narayanan et al.'s eq. 3: FLOPs per step, recomputation included."""
    return (96 * batch * seq * layers * hidden ** 2 *
            (1 + seq / (6 * hidden) + vocab / (16 * layers * hidden)))


def describe(plan):
    text = f"d={plan['dp']} p={plan['pp']} t={plan['tp']}, m={plan['microbatches']}"
    if plan["pp"] > 1:
        text += f", {plan['schedule']}"
    if plan["recompute"]:
        text += ", recompute"
    return text


def plan_run(shard_opt, cluster, tmp, run):
    (name, _, layers, hidden, heads, seq, vocab, batch, gpus, (d, p, t),
     _) = run
    model = os.path.join(tmp, "model.mlir")
    with open(model, "w") as f:
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                        "--layers", str(layers), "--batch", str(batch),
                        "--seq", str(seq), "--hidden", str(hidden),
                        "--heads", str(heads), "--ffn", str(4 * hidden),
                        "--vocab", str(vocab), "--dtype", "bf16"],
                       stdout=f, check=True)
    published = f"{d}x{p}x{t}/{batch // d}/1f1b/recompute"
    start = time.perf_counter()
    out = subprocess.run(
        [shard_opt, model, "-o", os.devnull,
         f"--dist-plan-report=devices={gpus} cluster={cluster} training=true "
         f"json=true compare={published}"],
        capture_output=True, text=True, check=True).stdout
    seconds = time.perf_counter() - start
    report = json.loads(out)["functions"][0]
    roles = {}
    for plan in report["plans"]:
        roles.setdefault(plan["role"], []).append(plan)
    return roles["given"][0], roles["chosen"][0], seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shard-opt",
                        default=os.path.join(ROOT, "bazel-bin", "tools", "shard-opt"))
    parser.add_argument("--only", help="runs whose name contains this")
    parser.add_argument("--cluster", default="a100",
                        help="the cluster to plan for (a built-in name or a JSON file)")
    parser.add_argument("--json", help="also write the rows to this file")
    a = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for run in RUNS:
            if a.only and a.only not in run[0]:
                continue
            (name, source, layers, hidden, _, seq, vocab, batch, gpus,
             (d, p, t), measured) = run
            if measured > 0:
                measured = step_flops(layers, hidden, seq, vocab, batch) / (
                    gpus * measured * 1e12)
            else:
                measured = -measured
            given, chosen, seconds = plan_run(a.shard_opt, a.cluster, tmp, run)
            rows.append({
                "model": name, "source": source, "gpus": gpus,
                "plan": describe(given), "measured_s": measured,
                "predicted_s": given["step_seconds"],
                "ratio": given["step_seconds"] / measured,
                "fits": given["fits"], "memory_gb": given["memory_bytes"] / 1e9,
                "runs": given["executable"],
                "bubble": given["bubble"],
                "compute_s": given["compute_seconds"],
                "chosen": describe(chosen), "chosen_s": chosen["step_seconds"],
                "planning_s": seconds})
            print(f"{name} on {gpus}: predicted {given['step_seconds']:.2f} s, "
                  f"measured {measured:.2f} s", file=sys.stderr)
    print("| model | source | GPUs | published plan | compiler runs it | measured s | "
          "predicted s | predicted / measured | fits | GB/GPU | planner's choice | "
          "its predicted s | planning s |")
    print("|---" * 13 + "|")
    for r in rows:
        print(f"| {r['model']} | {r['source']} | {r['gpus']} | {r['plan']} | "
              f"{'yes' if r['runs'] else 'no'} | {r['measured_s']:.2f} | {r['predicted_s']:.2f} | {r['ratio']:.3f} | "
              f"{'yes' if r['fits'] else '**no**'} | {r['memory_gb']:.1f} | "
              f"{r['chosen']} | {r['chosen_s']:.2f} | {r['planning_s']:.2f} |")
    print()
    for source in [None] + sorted({r["source"].split()[0] for r in rows}):
        chosen = [r for r in rows if source is None or r["source"].startswith(source)]
        if not chosen:
            continue
        errors = sorted(abs(r["ratio"] - 1) for r in chosen)
        print(f"{source or 'all'} ({len(chosen)} runs, cluster {a.cluster}): median "
              f"|predicted/measured - 1| = {statistics.median(errors):.3f}, worst "
              f"{errors[-1]:.3f}; median predicted/measured "
              f"{statistics.median(r['ratio'] for r in chosen):.3f}; "
              f"{sum(not r['fits'] for r in chosen)} published plans predicted not to fit")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
