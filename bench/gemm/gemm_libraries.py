#!/usr/bin/env python3
"""Compares the GEMM libraries shard's host runtime could call.

    bench/gemm/gemm_libraries.py

Builds bench/gemm/gemm_bench.cpp once per library (Debian's OpenBLAS,
BLIS and oneDNN; each in its own process, since OpenBLAS and BLIS export
the same CBLAS symbols) and prints GFLOP/s at the shapes of the GPT block
and MLP benchmarks, at 1 and 2 threads. OpenBLAS and BLIS run batched
shapes as a loop of calls (what a CBLAS user does); oneDNN as one strided
batched matmul. A library that is not installed is reported and skipped.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARIES = [("OpenBLAS", "USE_OPENBLAS", ["-lopenblas"], []),
             ("BLIS", "USE_BLIS", ["-lblis"], []),
             ("oneDNN", "USE_DNNL", ["-ldnnl"], [])]


def main():
    columns, rows = [], {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, define, libs, flags in LIBRARIES:
            exe = os.path.join(tmp, name)
            build = subprocess.run(["g++", "-O2", "-std=c++17", "-fopenmp", "-D" + define,
                                    *flags, os.path.join(HERE, "gemm_bench.cpp"), "-o", exe,
                                    *libs], capture_output=True, text=True)
            if build.returncode != 0:
                print(f"{name}: not built ({build.stderr.strip().splitlines()[-1]})")
                continue
            for threads in (1, 2):
                env = dict(os.environ, OMP_NUM_THREADS=str(threads),
                           OPENBLAS_NUM_THREADS=str(threads), BLIS_NUM_THREADS=str(threads))
                result = subprocess.run([exe], capture_output=True, text=True, env=env)
                if result.returncode != 0:
                    sys.exit(f"{name}: {result.stderr.strip()}")
                columns.append(f"{name} {threads}T")
                for line in result.stdout.splitlines():
                    shape, gflops = re.match(r"(.*): ([0-9.]+) GFLOP/s", line).groups()
                    rows.setdefault(shape, []).append(gflops)
    print("| shape (MxNxK) | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    for shape, values in rows.items():
        print(f"| {shape} | " + " | ".join(values) + " |")
    print("(GFLOP/s, best of 5 rounds; every shape checked against a direct sum)")


if __name__ == "__main__":
    main()
