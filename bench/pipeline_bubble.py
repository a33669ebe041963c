#!/usr/bin/env python3
"""Pipeline bubbles: the formula, the cost model and real runs' traces.

    bench/pipeline_bubble.py [--layers L] [--batch B] [--seq S] [--hidden H]
                             [--stages 2,4] [--microbatches 4,8]

Makes a flat GPT stack (bench/gen_gpt.py, no annotations) on a mesh with a
pp axis, and for each stage count p and microbatch count m:
  - the formula for a forward pipeline of equal stages, (p-1)/m;
  - the cost model's bubble (--dist-schedule-report on the pipeline
    shard-opt makes, with the stages' FLOPs);
  - the bubble measured from `shard-run --trace` (a warm run; per rank, the
    time outside its forward actions over the time in them, worst rank).
Also prints how evenly --dist-pipeline's automatic cuts split the FLOPs of
GPT stacks of several depths. Ranks run with OMP_NUM_THREADS=1 and MPI
yielding when idle; with more ranks than cores the measurement includes
the ranks' competition for the cores.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_OPT = os.path.join(ROOT, "bazel-bin", "tools", "shard-opt")
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
GEN_GPT = os.path.join(ROOT, "bench", "gen_gpt.py")


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--stages", default="2,4")
    parser.add_argument("--microbatches", default="4,8")
    a = parser.parse_args()
    env = dict(os.environ, OMP_NUM_THREADS="1",
               OMPI_MCA_mpi_yield_when_idle="1")
    with tempfile.TemporaryDirectory() as tmp:
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
                trace = os.path.join(tmp, f"trace_{p}_{m}.json")
                with open(path) as f:
                    text = f.read().replace('"pp"=1', f'"pp"={p}')
                run_model = os.path.join(tmp, f"gpt_{p}.mlir")
                with open(run_model, "w") as f:
                    f.write(text)
                out = subprocess.run(
                    [SHARD_RUN, run_model, "--microbatches", str(m), "--trace",
                     trace, "-o", os.path.join(tmp, f"out_{p}_{m}"),
                     "--timeout", "900"],
                    check=True, capture_output=True, text=True, env=env).stdout
                found = re.search(r"measured bubble \(idle / busy in actions, "
                                  r"worst rank\) ([0-9.]+) over ([0-9.]+) ms",
                                  out)
                print(f"{p:>2} {m:>2} {(p - 1) / m:>8.4f} {modelled:>8.4f} "
                      f"{float(found.group(1)):>9.4f} "
                      f"{float(found.group(2)):>8.1f}")
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
