#!/usr/bin/env python3
"""The planner's cost model against real runs on this machine.

    bench/planner/host_cost_model.py [--layers 2] [--batch 8] [--seq 64]
        [--hidden 256] [--heads 8] [--rounds 3] [--repeat 10]

Describes this machine as a cluster in the planner's file format: one node
whose "devices" are MPI ranks sharing its cores (each rank's peak is the
measured one-thread GEMM rate, or the cores' rate split over the ranks when
there are more ranks than cores), the links MPI's shared-memory transport
(bandwidth and latency from the collectives benchmark), and the rate
calibrated once from the one-rank run of the same model: the model's FLOPs
over its measured time is each core's peak, at efficiency 1 (the cluster
gives no memory bandwidth or GEMM tiles: every op's FLOPs at that rate);
and, independently of the model, from its kernels' measurements
(bench/planner/gemm_calibration.py: each rank's GEMMs at the measured
one-thread rate of the f32 shapes nearest theirs, its loop nests at the
one-thread triad bandwidth, both split when ranks share cores). Then, for DP, TP,
PP and combined plans on 2, 4 and 8 ranks of a GPT stack (bench/gen_gpt.py,
the forward pass), writes each plan into the model with
`--dist-auto-plan plan=...`, runs it with `shard-run --repeat`, and prints
the planner's predicted step times (both calibrations) and bytes sent per rank next to the
measured ones (the median of --rounds runs, with their spread), and whether
the plan the model ranks fastest for each rank count is the fastest
measured.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gemm_calibration  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = os.path.join(ROOT, "bazel-bin", "tools")

# This machine (bench/RESULTS.md): 106 GFLOP/s per core at 2048^3 (oneDNN,
# one thread), 2 cores; MPI all_reduce over shared memory moves 4-9 GB/s
# (bus bandwidth) from 64 KB to 1 MB, with about 1 us per call.
CORE_FLOPS = 106e9
CORES = 2
BANDWIDTH_GB = 5.0
LATENCY_US = 2.0

PLANS = {
    1: ["1x1x1/1/gpipe"],
    2: ["2x1x1/1/gpipe", "1x1x2/1/gpipe", "1x2x1/4/gpipe"],
    4: ["4x1x1/1/gpipe", "2x1x2/1/gpipe", "1x1x4/1/gpipe", "1x2x2/4/gpipe",
        "2x2x1/4/gpipe"],
    8: ["8x1x1/1/gpipe", "4x1x2/1/gpipe", "2x2x2/4/gpipe", "2x1x4/1/gpipe"],
}


def cluster(path, ranks, core_flops, kernels=None):
    """This machine's `ranks` as the planner's devices, each at
    `core_flops` (split when ranks share cores) at efficiency 1; or with
    `kernels`, gemm_calibration.measure()'s (peak, points, GB/s) on one
    thread: GEMMs at the measured shapes' rates, loop nests at the triad's
    bandwidth, both split likewise."""
    share = min(1.0, CORES / ranks)
    description = {"name": f"this machine, {ranks} ranks on {CORES} cores",
                   "devices_per_node": 8, "nodes": 1, "memory_gb": 2,
                   "peak_tflops": {"f32": core_flops * share / 1e12},
                   "efficiency": 1.0,
                   # The host backend runs a started all_reduce in line.
                   "overlap_all_reduce": False,
                   "intra_node": {"bandwidth_gb_per_s": BANDWIDTH_GB,
                                  "latency_us": LATENCY_US},
                   "inter_node": {"bandwidth_gb_per_s": BANDWIDTH_GB,
                                  "latency_us": LATENCY_US}}
    if kernels:
        peak, points, bandwidth = kernels
        description["peak_tflops"] = {"f32": peak * share / 1e12}
        description["gemm_efficiency"] = {"f32": points}
        description["memory_bandwidth_gb_per_s"] = bandwidth * share
    with open(path, "w") as f:
        json.dump(description, f)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def predict(model, ranks, spec, cluster_file):
    out = run([os.path.join(BIN, "shard-opt"), model, "-o", os.devnull,
               f"--dist-plan-report=devices={ranks} cluster={cluster_file} "
               f"json=true compare={spec}"]).stdout
    report = json.loads(out)["functions"][0]
    given = [p for p in report["plans"] if p["role"] == "given"][0]
    return report, given


def measure(model, ranks, spec, cluster_file, work, rounds, repeat):
    planned = os.path.join(work, "planned.mlir")
    run([os.path.join(BIN, "shard-opt"), model, "-o", planned,
         f"--dist-auto-plan=devices={ranks} cluster={cluster_file} plan={spec}"])
    microbatches = spec.split("/")[1]
    times, sent = [], 0
    for _ in range(rounds):
        result = os.path.join(work, "result.json")
        # One thread a rank: the model's devices are the ranks (shard-run
        # would give one rank every core).
        run([os.path.join(BIN, "shard-run"), planned, "-o",
             os.path.join(work, "out"), "--repeat", str(repeat), "--sync-runs",
             "--microbatches", microbatches, "--json", result],
            env=dict(os.environ, OMP_NUM_THREADS="1"))
        with open(result) as f:
            per_rank = json.load(f)["per_rank"]
        times.append(per_rank[0]["mean_run_ms"])
        sent = max(r["bytes_sent"] for r in per_rank)
    return statistics.median(times), min(times), max(times), sent


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=10)
    a = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        model = os.path.join(work, "model.mlir")
        with open(model, "w") as f:
            subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                            "--layers", str(a.layers), "--batch", str(a.batch),
                            "--seq", str(a.seq), "--hidden", str(a.hidden),
                            "--heads", str(a.heads), "--ffn", str(4 * a.hidden)],
                           stdout=f, check=True)
        cluster_file = os.path.join(work, "cluster.json")
        kernel_file = os.path.join(work, "kernels.json")
        kernels = gemm_calibration.measure(1)
        # Calibration: the one-rank run gives each core's rate.
        cluster(cluster_file, 1, CORE_FLOPS)
        report, _ = predict(model, 1, PLANS[1][0], cluster_file)
        flops = report["forward_flops"]
        one, _, _, _ = measure(model, 1, PLANS[1][0], cluster_file, work,
                               a.rounds, a.repeat)
        rate = flops / (one / 1e3)
        cluster(kernel_file, 1, CORE_FLOPS, kernels)
        _, alone = predict(model, 1, PLANS[1][0], kernel_file)
        print(f"model: gen_gpt.py --layers {a.layers} --batch {a.batch} --seq "
              f"{a.seq} --hidden {a.hidden} --heads {a.heads}, "
              f"{flops / 1e9:.3f} GFLOP forward; one rank: {one:.2f} ms, "
              f"{rate / 1e9:.0f} GFLOP/s of the model's FLOPs; from the "
              f"kernels' measurements ({len(kernels[1])} f32 GEMM shapes, "
              f"peak {kernels[0] / 1e9:.0f} GFLOP/s, triad "
              f"{kernels[2]:.1f} GB/s): {alone['step_seconds'] * 1e3:.2f} ms "
              "predicted")
        print("| ranks | plan (DPxPPxTP/m) | predicted ms | from kernels ms "
              "| measured ms (min-max) | predicted / measured | from kernels / "
              "measured | predicted bytes/rank | measured bytes/rank |")
        print("|---|---|---|---|---|---|---|---|---|")
        for ranks in (2, 4, 8):
            cluster(cluster_file, ranks, rate)
            cluster(kernel_file, ranks, CORE_FLOPS, kernels)
            rows = []
            for spec in PLANS[ranks]:
                _, given = predict(model, ranks, spec, cluster_file)
                _, fromKernels = predict(model, ranks, spec, kernel_file)
                predicted_bytes = (given["tp_bytes_per_device"] +
                                   given["pp_bytes_per_device"] +
                                   given["dp_bytes_per_device"])
                median, low, high, sent = measure(model, ranks, spec, cluster_file,
                                                  work, a.rounds, a.repeat)
                predicted = given["step_seconds"] * 1e3
                kernel_predicted = fromKernels["step_seconds"] * 1e3
                rows.append((spec, predicted, median, low, high))
                print(f"| {ranks} | {spec.rsplit('/', 1)[0]} | {predicted:.2f} | "
                      f"{kernel_predicted:.2f} | "
                      f"{median:.2f} ({low:.2f}-{high:.2f}) | "
                      f"{predicted / median:.2f} | "
                      f"{kernel_predicted / median:.2f} | "
                      f"{predicted_bytes:.0f} | {sent} |",
                      flush=True)
            best_predicted = min(rows, key=lambda r: r[1])
            best_measured = min(rows, key=lambda r: r[2])
            # A gap is real when the two plans' measured ranges do not overlap.
            real = best_predicted[3] > best_measured[4]
            print(f"|  | fastest on {ranks} ranks: predicted "
                  f"{best_predicted[0].rsplit('/', 1)[0]}, measured "
                  f"{best_measured[0].rsplit('/', 1)[0]}"
                  f"{' (the gap exceeds the noise)' if real and best_predicted != best_measured else ''} | | | | | | | |")


if __name__ == "__main__":
    main()
