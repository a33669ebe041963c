#!/usr/bin/env python3
"""Runs the exported models under shard-run --check on each mesh and prints
a markdown table: --check result, the max relative error against the
unsharded program and against PyTorch, and the collectives.

    python3 bench/model_table.py [--tools bazel-bin/tools] [--models a,b]

The models are test/e2e/models/Inputs (made by export_models.py). Needs the
built tools; no torch.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "oracle"))
import oracle  # noqa: E402  (read_npy and compare, no numpy)

MODELS = ["gpt2", "llama", "resnet", "bert", "vit", "qwen2", "gpt2_sdpa",
          "t5", "mixtral", "encoder", "gptneox"]
VARIANTS = ["args", "const"]  # those a model was exported in
MESHES = ["dp=2", "tp=2", "dp=2,tp=2"]


def collectives(stdout):
    """'5 all_reduce(tp) 10240 B, 2 all_gather(tp) 6144 B' (bytes sent per
    rank); local all_slice copies left out."""
    parts = []
    for line in stdout.splitlines():
        m = re.match(r'communication: (\d+) x (\w+) over \{(.*)\}, (\d+) bytes', line)
        if m and m.group(2) != "all_slice":
            axes = m.group(3).replace('"', "").replace(" ", "")
            parts.append(f"{m.group(1)} {m.group(2)}({axes}) {m.group(4)} B")
    return ", ".join(parts) or "none"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "bazel-bin", "tools"))
    parser.add_argument("--models", default=",".join(MODELS),
                        help="comma-separated names (default: all)")
    args = parser.parse_args()
    inputs = os.path.join(ROOT, "test", "e2e", "models", "Inputs")
    env = dict(os.environ, PATH=os.path.abspath(args.tools) + os.pathsep + os.environ["PATH"])
    print("| model | weights | mesh | --check | max rel err vs 1 device | "
          "max rel err vs PyTorch | collectives |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for model in args.models.split(","):
            ref = os.path.join(inputs, f"{model}_ref")
            _, _, want = oracle.read_npy(os.path.join(ref, "output0.npy"))
            for variant in VARIANTS:
                if not os.path.exists(os.path.join(inputs, f"{model}_{variant}.mlir")):
                    continue
                for mesh in MESHES:
                    out = os.path.join(tmp, f"{model}-{variant}-{mesh}")
                    run = subprocess.run(
                        ["shard-run", os.path.join(inputs, f"{model}_{variant}.mlir"),
                         "--inputs", ref, "--mesh", mesh, "--check", "-o", out],
                        capture_output=True, text=True, env=env)
                    # --check's row for output 0: shape, dtype, max abs err,
                    # max rel err (not the per-rank table's row for rank 0).
                    check = re.search(r"^\s+0\s+\d+(?:x\d+)*\s+\w+\s+\S+\s+(\S+)",
                                      run.stdout, re.M)
                    _, _, got = oracle.read_npy(os.path.join(out, "output0.npy"))
                    _, rel = oracle.compare(got, want)
                    result = "passed" if run.returncode == 0 else "FAILED"
                    print(f"| {model} | {variant} | {mesh} | {result} | "
                          f"{check.group(1) if check else '-'} | {rel:.1e} | "
                          f"{collectives(run.stdout)} |")


if __name__ == "__main__":
    main()
