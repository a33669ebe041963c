#!/usr/bin/env python3
"""Times shard's fused attention against its unfused chain and PyTorch.

    bench/attention.py [--rounds R] [--repeat N] [--threads 1,2]

The program is causal multi-head attention as linalg writes it (and as the
code generator sees a GPT block's attention after partitioning): S = Q K^T,
scaled and masked from the indices, softmax (max, exp, sum, divide), O =
P V, with Q, K, V and O of shape [batch, heads, seq, 64]. shard-run writes
the inputs and its output; PyTorch computes the same from those inputs (to
1e-4 relative, or the script stops), then in interleaved rounds at each
thread count: shard-run --repeat N with the fused kernel (the default) and
with --unfused-attention (its GEMMs on oneDNN, the softmax as loop nests
over the stored S x S scores), PyTorch eager (matmul, masked_fill, softmax,
matmul) and PyTorch's scaled_dot_product_attention (is_causal). Prints the
min and median ms per call, the ratios of medians, and the arena (the
program's temporary memory) of each shard build.

Needs torch and numpy; exits 0 with a message if either is missing.
"""
import argparse
import os
import re
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_attention import D, attention_text  # noqa: E402
from host_vs_pytorch import BIN, run, torch_ms  # noqa: E402

import numpy as np  # noqa: E402  (host_vs_pytorch exits without them)
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

def eager(q, k, v):
    S = q.shape[2]
    mask = torch.triu(torch.ones(S, S, dtype=torch.bool), 1)
    scores = (q @ k.transpose(-1, -2)) * (1.0 / D ** 0.5)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1) @ v


def sdpa(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


def shard_run(model, out, repeat, threads, *flags):
    """ms per call (the program's own timing) and the arena's bytes."""
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    text = run([os.path.join(BIN, "shard-run"), model, "-o", out, "--repeat",
                str(repeat), *flags], env=env)
    ms = float(re.search(r"([0-9.]+) ms per run", text).group(1))
    # The per-rank table: ... calls, arena bytes, kept bytes, peak RSS.
    row = re.search(r"^\s+0\s+device=0\s+(.*)$", text, re.M).group(1).split()
    return ms, int(row[-4])


def print_rows(shape, model, out, inputs, a, fns, timer):
    """Times shard-run fused and --unfused-attention, and PyTorch's `fns`
    (eager, SDPA) with `timer`, in a.rounds interleaved rounds at each of
    a.threads, and prints one table row per thread count."""
    B, N, S = shape
    for threads in (int(t) for t in a.threads.split(",")):
        fused, unfused, eag, sdp = [], [], [], []
        for _ in range(a.rounds):
            ms, fused_arena = shard_run(model, out, a.repeat, threads)
            fused.append(ms)
            ms, unfused_arena = shard_run(model, out, a.repeat, threads,
                                          "--unfused-attention")
            unfused.append(ms)
            eag.append(timer(fns[0], inputs, a.repeat, threads))
            sdp.append(timer(fns[1], inputs, a.repeat, threads))
        med = statistics.median
        cell = lambda xs: f"{min(xs):.1f} / {med(xs):.1f}"
        print(f"| {B} x {N} x {S} | {threads} | {cell(fused)} | {cell(unfused)} | "
              f"{cell(eag)} | {cell(sdp)} | {med(unfused) / med(fused):.2f}x | "
              f"{med(eag) / med(fused):.2f}x | {med(sdp) / med(fused):.2f}x | "
              f"{fused_arena / 2**20:.1f} / {unfused_arena / 2**20:.1f} MiB |",
              flush=True)


def table(doc, rounds, repeat, text, check, fns, timer, note):
    """The benches' command line and table: for each shape, the program
    `text(B, N, S)` run once by shard-run, `check(out, S)` comparing its
    outputs with PyTorch's and returning the inputs, then print_rows."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=rounds)
    parser.add_argument("--repeat", type=int, default=repeat)
    parser.add_argument("--threads", default="1,2")
    a = parser.parse_args()
    shapes = [(4, 8, 256), (2, 16, 512), (1, 8, 2048)]
    print("| B x heads x seq (head 64) | threads | shard fused min / median ms | "
          "shard unfused min / median ms | PyTorch eager min / median ms | "
          "PyTorch SDPA min / median ms | unfused / fused | eager / fused | "
          "SDPA / fused | arena fused / unfused |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for B, N, S in shapes:
            model = os.path.join(tmp, f"attention{S}.mlir")
            with open(model, "w") as f:
                f.write(text(B, N, S))
            out = os.path.join(tmp, f"out{S}")
            shard_run(model, out, 1, 1)
            print_rows((B, N, S), model, out, check(out, S), a, fns, timer)
    print(f"\n({note})")


def check_forward(out, S):
    """The inputs, once shard's output matches eager's and SDPA's."""
    inputs = [torch.from_numpy(np.load(os.path.join(out, "inputs", f"input{i}.npy")))
              for i in range(3)]
    want = np.load(os.path.join(out, "output0.npy"))
    for fn in (eager, sdpa):
        with torch.inference_mode():
            got = fn(*inputs).numpy()
        error = np.abs(got - want).max() / np.abs(want).max()
        if error > 1e-4:
            raise SystemExit(f"bench: S={S}: shard and {fn.__name__} differ "
                             f"({error:.2e})")
    return inputs


def main():
    table(__doc__, 5, 10, attention_text, check_forward, (eager, sdpa), torch_ms,
          "shard's output matches PyTorch's to 1e-4 relative on every shape")


if __name__ == "__main__":
    main()
