#!/usr/bin/env python3
"""Where a host program's time goes, kernel by kernel.

    bench/kernel_profile.py MODEL.mlir [--threads T] [--repeat N] [--native]
    bench/kernel_profile.py --gpt B,S,H,N,F ...

Emits the program with shard-translate --emit-cpp, wraps every kernel call
in `run` with a steady_clock timer, builds it against libshardrt as
shard-run would, runs it on seeded random inputs and prints each kernel's
mean time, its kind (GEMM, loop nest, copy) and what it is, then the share
of the total that GEMMs and loop nests take. The timers add two clock reads
per kernel (tens of nanoseconds), nothing else.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "bazel-bin", "tools")
RUNTIME = os.path.join(ROOT, "bazel-bin", "runtime")

TIMERS = r'''#include <chrono>
#include <cstdio>
static double gSeconds[4096];
static long gCalls[4096];
struct ShardProfileDump {
  ~ShardProfileDump() {
    for (int i = 0; i < 4096; ++i)
      if (gCalls[i])
        std::printf("kernel %d %.6f\n", i, gSeconds[i] / gCalls[i] * 1e3);
  }
} gShardProfileDump;
'''


RUN = "shardrt::Error *run("
DESCRIBE = "void describe(shardrt::ProgramInfo"


def instrument(source):
    head, rest = source.split(RUN, 1)
    body, tail = rest.split(DESCRIBE, 1)

    def timed(match):
        call, number = match.group(1), match.group(2)
        return (f"  {{ auto t0 = std::chrono::steady_clock::now(); {call} "
                f"gSeconds[{number}] += std::chrono::duration<double>("
                f"std::chrono::steady_clock::now() - t0).count(); ++gCalls[{number}]; }}")
    body = re.sub(r"^  (k(\d+)\(.*\);)$", timed, body, flags=re.M)
    return TIMERS + head + RUN + body + DESCRIBE + tail


def profile(model, tmp, threads, repeat, native=False, runs=1):
    """Compiles `model` with a timer around each kernel call (in `tmp`) and
    runs it `repeat` times on seeded random inputs, in each of `runs`
    processes: each kernel's mean ms (the least of the processes'), and
    what each kernel is."""
    source = subprocess.check_output([os.path.join(BIN, "shard-translate"), "--emit-cpp",
                                      model], text=True)
    kinds = {int(n): what for n, what in re.findall(r"^// kernel (\d+): (.*) \(loc", source,
                                                     re.M)}
    program = os.path.join(tmp, "program.cpp")
    with open(program, "w") as f:
        f.write(instrument(source))
    exe = os.path.join(tmp, "program")
    flags = ["-march=native"] if native else []
    subprocess.check_call(["g++", "-std=c++17", "-O3", "-fopenmp", *flags, "-I" + ROOT,
                           program, "-o", exe, "-L" + RUNTIME, "-lshardrt",
                           "-Wl,-rpath," + RUNTIME])
    # One rank's threads, as shard-run starts them (they fit the cores:
    # libgomp's default wait, spinning a while between kernels).
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    env.pop("OMP_WAIT_POLICY", None)
    times = {}
    for _ in range(runs):
        out = subprocess.check_output([exe, "--random-inputs", "1", "--repeat", str(repeat)],
                                      text=True, env=env)
        for n, ms in re.findall(r"^kernel (\d+) ([0-9.]+)$", out, re.M):
            times[int(n)] = min(times.get(int(n), float("inf")), float(ms))
    return times, kinds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", nargs="?")
    parser.add_argument("--gpt", help="generate a GPT block: B,S,H,N,F")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--native", action="store_true")
    a = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        model = a.model
        if a.gpt:
            B, S, H, N, F = a.gpt.split(",")
            model = os.path.join(tmp, "gpt.mlir")
            with open(model, "w") as f:
                f.write(subprocess.check_output(
                    [sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"), "--batch", B,
                     "--seq", S, "--hidden", H, "--heads", N, "--ffn", F], text=True))
        if not model:
            parser.error("give MODEL.mlir or --gpt")
        times, kinds = profile(model, tmp, a.threads, a.repeat, a.native)
    total = sum(times.values())
    share = {"GEMM": 0.0, "loop nest": 0.0, "other": 0.0}
    print("| kernel | ms | share | what |\n|---|---|---|---|")
    for n, ms in sorted(times.items(), key=lambda kv: -kv[1]):
        what = kinds.get(n, "?")
        kind = ("GEMM" if what.startswith("gemm") else
                "loop nest" if what.startswith("loop nest") else "other")
        share[kind] += ms
        print(f"| k{n} | {ms:.3f} | {ms / total:.1%} | {what} |")
    print(f"\ntotal {total:.2f} ms per run on {a.threads} thread(s): "
          + ", ".join(f"{k} {v / total:.1%}" for k, v in share.items()))


if __name__ == "__main__":
    main()
