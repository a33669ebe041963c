#!/usr/bin/env python3
"""Selective recomputation on an exported GPT-2 training step: what each
pipeline stage keeps, its arena, and the step's time, without
recomputation, with attention's scores made again, and with full
recomputation.

    build/torch-venv/bin/python bench/selective_recompute.py [--layers 4]
        [--hidden 256] [--heads 4] [--seq 256] [--batch 8]
        [--microbatches 4] [--repeat 5]

Exports transformers' GPT2LMHeadModel (random weights, dropout off) as a
training step (shard_torch.export_train_step: the token-averaged cross
entropy, PyTorch's backward, SGD), runs it with shard-run on pp=2 under
1F1B for each recomputation, and prints per stage the bytes it kept
between a microbatch's passes (shard-run's count), its arena (the memory
plan's peak) and the step's time (the slowest rank's mean over --repeat
warm runs). The header gives one attention's probabilities for one
microbatch (heads x S x S f32), what PyTorch's backward of the softmax
reads and the forward pass keeps without recomputation. Comparing shard
with itself: the baseline is its own run keeping everything. Needs torch and transformers (the
project's torch venv); ranks run with OMP_NUM_THREADS=1.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "test", "python"))

import torch  # noqa: E402
import transformers  # noqa: E402

import shard_torch  # noqa: E402
from shard_torch_test import CausalLM, cross_entropy  # noqa: E402


def export(a, path):
    torch.manual_seed(0)
    config = transformers.GPT2Config(
        vocab_size=512, n_positions=a.seq, n_embd=a.hidden, n_layer=a.layers,
        n_head=a.heads, bos_token_id=0, eos_token_id=0, resid_pdrop=0.0,
        embd_pdrop=0.0, attn_pdrop=0.0)
    module = CausalLM(transformers.GPT2LMHeadModel(config))
    ids = torch.randint(0, 512, (a.batch, a.seq))
    labels = torch.randint(0, 512, (a.batch, a.seq))
    text, _, _ = shard_torch.export_train_step(
        module, (ids,), labels, cross_entropy, {"dp": 1, "pp": 2, "tp": 1},
        optimizer=shard_torch.SGD(0.01))
    with open(path, "w") as f:
        f.write(text)


def run(a, model, flags, work):
    name = "-".join(f.strip("-") for f in flags) or "none"
    summary = os.path.join(work, f"{name}.json")
    subprocess.run(
        [SHARD_RUN, model, "--mesh", "pp=2", "--microbatches",
         str(a.microbatches), "--schedule", "1f1b", *flags, "--repeat",
         str(a.repeat), "--json", summary, "-o", os.path.join(work, name),
         "--timeout", "1800"],
        check=True, capture_output=True, text=True,
        env=dict(os.environ, OMP_NUM_THREADS="1"))
    with open(summary) as f:
        ranks = json.load(f)["per_rank"]
    return ranks, max(r["mean_run_ms"] for r in ranks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--seq", type=int, default=256)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--microbatches", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=5)
    a = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        model = os.path.join(work, "gpt2_step.mlir")
        export(a, model)
        micro = a.batch // a.microbatches
        scores = micro * a.heads * a.seq * a.seq * 4
        print(f"GPT-2 training step: {a.layers} layers, hidden {a.hidden}, "
              f"{a.heads} heads, sequence {a.seq}, batch {a.batch}; pp=2, "
              f"{a.microbatches} microbatches, 1f1b; one attention's "
              f"probabilities per microbatch {scores} bytes")
        print(f"{'recomputation':>14} {'stage':>5} {'kept bytes':>12} "
              f"{'arena bytes':>12} {'step ms':>9}")
        for label, flags in [("none", []),
                             ("selective", ["--selective-recompute"]),
                             ("full", ["--recompute"])]:
            ranks, ms = run(a, model, flags, work)
            for r in ranks:
                print(f"{label:>14} {r['rank']:>5} {r['kept_bytes']:>12} "
                      f"{r['arena_bytes']:>12} {ms:>9.1f}")


if __name__ == "__main__":
    main()
