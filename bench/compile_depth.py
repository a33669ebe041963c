#!/usr/bin/env python3
"""Compile time of a training step against its depth.

    bench/compile_depth.py [--mlp-layers 96,384,1536] [--gpt2-layers 24,96]
                           [--python build/torch-venv/bin/python]
                           [--shard-run PATH]

Times `shard-run --compile-only --no-cache` (with CXX=true: partition,
optimize, emit; no C++ compiler) on training steps of growing depth, each
on dp=2,tp=2:

  - an SGD step of an MLP (bench/gen_train_mlp.py, width 64, batch 64)
    with the distributed optimizer (--shard-optimizer=dp);
  - with --gpt2-layers and a Python that has torch, transformers and
    torch-mlir (scripts/setup.sh's build/torch-venv), transformers'
    GPT2LMHeadModel of hidden 32 exported as the tests' GPT-2 step is
    (test/e2e/models/export_train_steps.py), compiled with the
    distributed optimizer, sequence parallelism and selective
    recomputation, and again with FSDP instead of the distributed
    optimizer.

A pass that walks the step once per layer, weight or collective shows as
a time per layer that grows with depth; a linear compiler keeps it flat.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
sys.path.insert(0, os.path.join(ROOT, "bench"))
import gen_train_mlp  # noqa: E402

# Writes a GPT-2 training step of argv[1] layers to argv[2], as the tests'
# is exported (hidden 32, 4 heads, vocabulary 128, 4 x 8 tokens).
EXPORT_GPT2 = """
import os, sys, torch, transformers
sys.path.insert(0, os.path.join(sys.argv[3], "test", "e2e", "models"))
import export_train_steps as E
torch.manual_seed(0)
config = transformers.GPT2Config(
    vocab_size=128, n_positions=16, n_embd=32, n_layer=int(sys.argv[1]),
    n_head=4, bos_token_id=0, eos_token_id=0, resid_pdrop=0.0,
    embd_pdrop=0.0, attn_pdrop=0.0)
module = E.CausalLM(transformers.GPT2LMHeadModel(config))
layers = [n for n, _ in module.named_modules()]
ids = torch.randint(0, 128, (4, 8))
labels = torch.randint(0, 128, (4, 8))
text, _, _ = E.shard_torch.export_train_step(
    module, (ids,), labels, E.cross_entropy, {"dp": 2, "pp": 2, "tp": 2},
    [n for n in layers if n.endswith(("attn.c_attn", "mlp.c_fc"))],
    [n for n in layers if n.endswith(("attn.c_proj", "mlp.c_proj"))],
    optimizer=E.shard_torch.SGD(0.01))
open(sys.argv[2], "w").write(text)
"""


def compile_seconds(shard_run, model, options, out):
    """Seconds of one emit-only compile; raises if it fails."""
    start = time.perf_counter()
    result = subprocess.run(
        [shard_run, model, "--mesh", "dp=2,pp=1,tp=2", *options,
         "--compile-only", "--no-cache", "-o", out],
        capture_output=True, text=True, env=dict(os.environ, CXX="true"))
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip().splitlines()[-1])
    return seconds


def row(shard_run, work, name, layers, model, label, options):
    out = os.path.join(work, f"{name}-{layers}-{len(options)}")
    s = compile_seconds(shard_run, model, options, out)
    print(f"| {name} | {layers} | {label} | {s:.2f} | {1000 * s / layers:.1f} |",
          flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlp-layers", default="96,384,1536")
    parser.add_argument("--gpt2-layers", default="")
    parser.add_argument("--python", default=os.path.join(
        ROOT, "build", "torch-venv", "bin", "python"))
    parser.add_argument("--shard-run", default=SHARD_RUN)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="compile_depth-")
    print("| model | layers | plan on dp=2,tp=2 | shard-run s (emit only) | "
          "ms per layer |")
    print("|---|---|---|---|---|")
    for layers in [int(x) for x in args.mlp_layers.split(",") if x]:
        model = os.path.join(work, f"mlp{layers}.mlir")
        with open(model, "w") as f:
            f.write(gen_train_mlp.generate(layers, 64, 64))
        row(args.shard_run, work, "MLP", layers, model, "ZeRO-1",
            ["--shard-optimizer=dp"])
    for layers in [int(x) for x in args.gpt2_layers.split(",") if x]:
        model = os.path.join(work, f"gpt2_{layers}.mlir")
        subprocess.run([args.python, "-c", EXPORT_GPT2, str(layers), model,
                        ROOT], check=True, capture_output=True)
        common = ["--sequence-parallel=tp", "--selective-recompute"]
        row(args.shard_run, work, "GPT-2", layers, model, "ZeRO-1, SP",
            ["--shard-optimizer=dp", *common])
        row(args.shard_run, work, "GPT-2", layers, model, "FSDP, SP",
            ["--fsdp=dp", *common])


if __name__ == "__main__":
    main()
