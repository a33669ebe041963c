#!/usr/bin/env python3
"""GPT-2 small at its real dimensions (12 layers, hidden 768, 12 heads,
vocab 50257, random weights) through python/shard_torch as a user calls
it, on dp=2,tp=2 with Megatron's column/row hints, against PyTorch's own
forward: the error, the collectives and the bytes each rank sends, beside
what Megatron-LM's layout sends for the same forward.

    build/torch-venv/bin/python bench/gpt2_small.py [--batch 4] [--seq 128]
        [--layers 12] [--shard-run bazel-bin/tools/shard-run]

Megatron's forward over tp: two all_reduce per layer (after the attention's
and the MLP's row-parallel projections) and one for the vocab-parallel
embedding, each of the local batch's [b, s, h] activations; a ring
all_reduce sends 2 (t-1)/t of it per rank. Megatron pads the vocab (50257
to 50304) so that it divides; shard cannot split 50257 over tp=2 and keeps
the embedding whole on every rank (no collective, the memory of the whole
table). Needs torch, torch-mlir and transformers (scripts/test_torch.sh's
environment).
"""
import argparse
import json
import os
import re
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))

import torch  # noqa: E402
import transformers  # noqa: E402

import shard_torch  # noqa: E402


def megatron_bytes(layers, batch, seq, hidden, dp, tp):
    """Bytes one rank sends in Megatron's tp all_reduces for one forward."""
    activation = batch // dp * seq * hidden * 4
    per_all_reduce = 2 * (tp - 1) * activation // tp
    return 2 * layers + 1, (2 * layers + 1) * per_all_reduce


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=4)
    parser.add_argument("--seq", type=int, default=128)
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--shard-run")
    args = parser.parse_args()
    torch.manual_seed(0)
    config = transformers.GPT2Config(n_layer=args.layers)
    model = transformers.GPT2Model(config).eval()
    names = [n for n, _ in model.named_modules()]
    column = [n for n in names if n.endswith(("attn.c_attn", "mlp.c_fc"))]
    row = [n for n in names if n.endswith(("attn.c_proj", "mlp.c_proj"))]
    ids = torch.randint(0, config.vocab_size, (args.batch, args.seq))
    forward = lambda m, x: m(x).last_hidden_state  # noqa: E731
    with torch.no_grad():
        want = forward(model, ids)
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        got = shard_torch.run(model, (ids,), mesh={"dp": 2, "tp": 2},
                              column=column, row=row, forward=forward,
                              shard_run=args.shard_run,
                              args=["--json", report, "--timeout", "1800"])
        with open(report) as f:
            communication = json.load(f)["communication"]
    seconds = time.monotonic() - start
    error = ((got - want).abs().max() / want.abs().max()).item()
    count, sent = 0, 0
    lines = []
    for line in communication:
        m = re.match(r'(\d+) x (\w+) over \{(.*)\}, (\d+) bytes', line)
        if m and m.group(2) != "all_slice":
            count += int(m.group(1))
            sent += int(m.group(4))
            lines.append(f"{m.group(1)} {m.group(2)}"
                         f"({m.group(3).replace(chr(34), '')}) {m.group(4)} B")
    want_count, want_sent = megatron_bytes(args.layers, args.batch, args.seq,
                                           config.n_embd, 2, 2)
    print(f"GPT-2 small ({args.layers} layers, hidden {config.n_embd}, "
          f"{config.n_head} heads, vocab {config.vocab_size}), batch "
          f"{args.batch} x {args.seq} tokens, dp=2,tp=2; shard_torch.run "
          f"{seconds:.0f} s")
    print()
    print("| | collectives | bytes sent per rank | max rel err vs PyTorch |")
    print("|---|---|---|---|")
    print(f"| shard | {', '.join(lines) or 'none'} | {sent} | {error:.1e} |")
    print(f"| Megatron-LM (vocab padded to 50304) | {want_count} all_reduce(tp) "
          f"| {want_sent} | |")
    return 0 if error <= 1e-4 and sent <= want_sent else 1


if __name__ == "__main__":
    sys.exit(main())
