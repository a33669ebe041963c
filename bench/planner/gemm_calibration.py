#!/usr/bin/env python3
"""Measures this machine's GEMMs for the planner's cluster files.

    bench/planner/gemm_calibration.py [--threads 1] [--output FILE]

Builds bench/gemm/gemm_bench.cpp against oneDNN (the library shard's host
runtime calls for GEMMs), times f32 GEMMs on a grid of shapes (batch 1
and 16; m 16 to 4096, n and k 64 to 4096, each operand set at most 256
MiB) and a memory triad, on --threads threads, and prints a table of
GFLOP/s per shape. The JSON it writes (stdout, or --output) is the part
of a cluster file these measurements give: the f32 peak (the fastest
shape's rate), each shape's share of it ("gemm_efficiency", which the
planner interpolates between the shapes nearest a GEMM's own) and the
memory bandwidth a loop nest streams at. bench/planner/host_cost_model.py
uses it to describe this machine's ranks without timing the model.
"""
import argparse
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BATCHES = [1, 16]
MS = [16, 64, 256, 1024, 4096]
NKS = [64, 256, 1024, 4096]
MAX_BYTES = 256 << 20


def shapes():
    for b, m, n, k in itertools.product(BATCHES, MS, NKS, NKS):
        if 4 * b * (m * k + k * n + m * n) <= MAX_BYTES:
            yield b, m, n, k


def measure(threads):
    """(peak FLOP/s, [[batch, m, n, k, efficiency], ...], GB/s) on
    `threads` threads."""
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "gemm_bench")
        subprocess.run(["g++", "-O2", "-std=c++17", "-fopenmp", "-DUSE_DNNL",
                        os.path.join(ROOT, "bench", "gemm", "gemm_bench.cpp"),
                        "-o", exe, "-ldnnl"], check=True)
        args = ["stream"] + [f"{b}x{m}x{n}x{k}" for b, m, n, k in shapes()]
        out = subprocess.run([exe, *args], check=True, capture_output=True,
                             text=True,
                             env=dict(os.environ, OMP_NUM_THREADS=str(threads))
                             ).stdout
    bandwidth = float(re.search(r"stream: ([0-9.]+) GB/s", out).group(1))
    rates = []
    for line in out.splitlines():
        found = re.match(r"(\d+)x(\d+)x(\d+) batch (\d+): ([0-9.]+) GFLOP/s",
                         line)
        if found:
            m, n, k, b = map(int, found.groups()[:4])
            rates.append((b, m, n, k, float(found.group(5)) * 1e9))
    peak = max(r[-1] for r in rates)
    points = [[b, m, n, k, round(rate / peak, 4)] for b, m, n, k, rate in rates]
    return peak, points, bandwidth


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--output", help="write the JSON here, not to stdout")
    a = parser.parse_args()
    peak, points, bandwidth = measure(a.threads)
    print(f"f32 GEMMs on {a.threads} thread(s): peak {peak / 1e9:.1f} GFLOP/s; "
          f"triad {bandwidth:.1f} GB/s", file=sys.stderr)
    print("| batch | m | n | k | GFLOP/s | of peak |", file=sys.stderr)
    print("|---|---|---|---|---|---|", file=sys.stderr)
    for b, m, n, k, e in points:
        print(f"| {b} | {m} | {n} | {k} | {e * peak / 1e9:.1f} | {e:.2f} |",
              file=sys.stderr)
    fragment = {"peak_tflops": {"f32": peak / 1e12},
                "memory_bandwidth_gb_per_s": bandwidth,
                "gemm_efficiency": {"f32": points}}
    text = json.dumps(fragment)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text + "\n")
    else:
        print(text)


if __name__ == "__main__":
    main()
