#!/usr/bin/env python3
"""Times propagation + partitioning of L-layer GPT stacks: shard vs upstream.

    bench/partition_scaling.py [--layers 1,2,4,...] [--repeat N]

For each L, bench/gen_gpt.py makes the same tensor-parallel GPT stack twice:
annotated with `dist` for shard (`shard-opt --dist-propagate
--dist-partition`) and with upstream's `shard` dialect for
`mlir-opt --pass-pipeline=builtin.module(func.func(sharding-propagation,
shard-partition))`. Heads are weight dims (no reshapes), because upstream
rejects reshapes. The time is the sum of the two passes' wall times from
--mlir-timing (parsing, printing and verification excluded), the minimum of
--repeat runs: the machines are noisy, the minimum is the most repeatable.
Both partitioned programs are checked to hold 2 all_reduces per layer.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_OPT = os.path.join(ROOT, "bazel-bin", "tools", "shard-opt")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
UPSTREAM = "builtin.module(func.func(sharding-propagation,shard-partition))"


def timed(cmd, passes, repeat):
    """Minimum over runs of the summed wall time of `passes`, and the IR."""
    best, ir = float("inf"), ""
    for _ in range(repeat):
        result = subprocess.run(cmd + ["--mlir-timing", "--mlir-timing-display=list"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stderr)
            raise SystemExit(f"bench: {cmd[0]} failed")
        total = sum(float(line.split()[0]) for line in result.stderr.splitlines()
                    if any(line.strip().endswith(p) for p in passes))
        best, ir = min(best, total), result.stdout
    return best, ir


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", default="1,2,4,8,16,32,64,96")
    parser.add_argument("--repeat", type=int, default=9)
    a = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for layers in [int(x) for x in a.layers.split(",")]:
            ours_model = os.path.join(tmp, f"dist{layers}.mlir")
            theirs_model = os.path.join(tmp, f"upstream{layers}.mlir")
            for path, mode in [(ours_model, "tp"), (theirs_model, "upstream")]:
                with open(path, "w") as f:
                    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                                    "--layers", str(layers), "--annotate", mode,
                                    "--heads-as-dims"], stdout=f, check=True)
            ours, ours_ir = timed([SHARD_OPT, ours_model, "--dist-propagate", "--dist-partition"],
                                  ["DistPropagate", "DistPartition"], a.repeat)
            theirs, theirs_ir = timed([MLIR_OPT, theirs_model, f"--pass-pipeline={UPSTREAM}"],
                                      ["ShardingPropagation", "Partition"], a.repeat)
            for name, ir, op in [("shard", ours_ir, "dist.all_reduce"),
                                 ("upstream", theirs_ir, "shard.all_reduce")]:
                if ir.count(op) != 2 * layers:
                    raise SystemExit(f"bench: {name} made {ir.count(op)} all_reduces "
                                     f"for {layers} layers, expected {2 * layers}")
            rows.append((layers, ours, theirs))
    print(f"propagate + partition of tensor-parallel GPT stacks (min of {a.repeat} runs)")
    print(f"| {'layers':>6} | {'shard ms':>9} | {'upstream ms':>11} | {'shard ms/layer':>14} |"
          f" {'upstream/shard':>14} |")
    print(f"|{'-' * 8}|{'-' * 11}|{'-' * 13}|{'-' * 16}|{'-' * 16}|")
    for layers, ours, theirs in rows:
        print(f"| {layers:>6} | {1e3 * ours:>9.2f} | {1e3 * theirs:>11.2f} |"
              f" {1e3 * ours / layers:>14.3f} | {theirs / ours:>13.2f}x |")


if __name__ == "__main__":
    main()
