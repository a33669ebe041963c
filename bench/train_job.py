#!/usr/bin/env python3
"""A training job's step time and tokens/s: shard_torch.train_job against
PyTorch eager with DistributedDataParallel on the same ranks.

    build/torch-venv/bin/python bench/train_job.py [--steps 30] [--ranks 2]
        [--batch 8] [--seq 64] [--hidden 128] [--layers 2]
        [--shard-optimizer] [--model llama|mixtral]

The model is transformers' LlamaForCausalLM (GQA, RoPE, RMSNorm, SwiGLU)
with eager attention, or with `--model mixtral` its MixtralForCausalLM
(the same attention; a top-2 router over 4 experts of FFN 2 x hidden:
PyTorch runs its default grouped_mm experts, shard the batched_mm ones
shard_torch exports, as grouped GEMMs), cross entropy, AdamW; the same
random token batches for both. shard: one `shard-run --steps` job on dp=RANKS (each rank one
thread of its own, as mpirun binds them), the mean step time after the
first from the job's steps.json. PyTorch: DDP over gloo on RANKS processes
of one thread each (torch.set_num_threads(1)), each with its slice of the
batch, the mean of the steps after the first. Both sides' losses are
printed (they start from the same weights and see the same data), and
each side's largest peak RSS over its ranks. `--shard-optimizer` adds a
row for each side with the optimizer's state sharded over the ranks:
`shard-run --shard-optimizer=dp` (ZeRO-1) and PyTorch's
ZeroRedundancyOptimizer around AdamW under the same DDP.
"""
import argparse
import json
import os
import resource
import statistics
import sys
import tempfile
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, os.path.join(HERE, "..", "test", "python"))
# The test suite's wrapper of a causal LM's logits and its loss.
from shard_torch_test import CausalLM as Logits, cross_entropy  # noqa: E402


def make_model(args):
    import transformers
    common = dict(
        vocab_size=256, hidden_size=args.hidden, intermediate_size=2 * args.hidden,
        num_hidden_layers=args.layers, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=args.seq,
        attn_implementation="eager")
    torch.manual_seed(0)
    if args.model == "mixtral":
        return transformers.MixtralForCausalLM(transformers.MixtralConfig(
            num_local_experts=4, num_experts_per_tok=2, **common))
    return transformers.LlamaForCausalLM(transformers.LlamaConfig(**common))




def batches(args):
    g = torch.Generator().manual_seed(1)
    return [((torch.randint(0, 256, (args.batch, args.seq), generator=g),),
             torch.randint(0, 256, (args.batch, args.seq), generator=g))
            for _ in range(args.steps)]


def ddp_rank(rank, args, state, data, port, results, zero):
    torch.set_num_threads(1)
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=rank, world_size=args.ranks)
    model = Logits(make_model(args))
    model.load_state_dict(state)
    ddp = torch.nn.parallel.DistributedDataParallel(model)
    if zero:
        from torch.distributed.optim import ZeroRedundancyOptimizer
        optimizer = ZeroRedundancyOptimizer(
            ddp.parameters(), optimizer_class=torch.optim.AdamW, lr=1e-3)
    else:
        optimizer = torch.optim.AdamW(ddp.parameters(), lr=1e-3)
    part = args.batch // args.ranks
    times, losses = [], []
    for (ids,), labels in data:
        mine = slice(rank * part, (rank + 1) * part)
        dist.barrier()
        start = time.perf_counter()
        optimizer.zero_grad()
        loss = cross_entropy(ddp(ids[mine]), labels[mine])
        loss.backward()
        optimizer.step()
        times.append(time.perf_counter() - start)
        summed = loss.detach().clone()
        dist.all_reduce(summed)
        losses.append(summed.item() / args.ranks)
    # Linux reports ru_maxrss in KiB.
    results.put((rank, times, losses,
                 1024 * resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
    dist.destroy_process_group()


def pytorch_ddp(args, state, data, zero=False):
    """Mean step time after the first (ms), rank 0's losses and the largest
    peak RSS of the ranks (bytes)."""
    results = mp.get_context("spawn").SimpleQueue()
    port = 29500 + os.getpid() % 1000 + (7 if zero else 0)
    mp.spawn(ddp_rank, args=(args, state, data, port, results, zero),
             nprocs=args.ranks)
    ranks = sorted(results.get() for _ in range(args.ranks))
    _, times, losses, _ = ranks[0]
    return (1e3 * statistics.mean(times[1:]), losses,
            max(r[3] for r in ranks))


def shard_job(args, data, zero=False):
    """Mean step time after the first (ms), the losses and the largest
    peak RSS of the ranks (bytes, from shard-run --json)."""
    import shard_torch
    model = Logits(make_model(args))
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        losses = shard_torch.train_job(
            model, data, cross_entropy, {"dp": args.ranks},
            optimizer=shard_torch.AdamW(lr=1e-3, weight_decay=0.01),
            workdir=work, args=["--json", report] +
            (["--shard-optimizer=dp"] if zero else []))
        with open(os.path.join(work, "out", "steps.json")) as f:
            record = json.load(f)
        with open(report) as f:
            rss = max(r["peak_rss_bytes"] for r in json.load(f)["per_rank"])
    return record["mean_step_ms"], losses, rss


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--ranks", type=int, default=2)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--shard-optimizer", action="store_true")
    parser.add_argument("--model", choices=["llama", "mixtral"],
                        default="llama")
    args = parser.parse_args()
    data = batches(args)
    state = Logits(make_model(args)).state_dict()
    rows = [("PyTorch eager, DDP (gloo)", *pytorch_ddp(args, state, data)),
            ("shard-run --steps (shard_torch.train_job)",
             *shard_job(args, data))]
    if args.shard_optimizer:
        rows += [("PyTorch eager, DDP + ZeroRedundancyOptimizer",
                  *pytorch_ddp(args, state, data, zero=True)),
                 ("shard-run --steps --shard-optimizer=dp",
                  *shard_job(args, data, zero=True))]
    tokens = args.batch * args.seq
    print(f"{args.model.capitalize()} {args.layers} layers, hidden {args.hidden}, batch "
          f"{args.batch} x {args.seq} tokens, AdamW, {args.steps} steps on "
          f"{args.ranks} ranks (dp), one thread each")
    print(f"| run | step (ms) | tokens/s | loss step 1 -> {args.steps} | "
          f"peak RSS per rank (MB) |")
    print("|---|---|---|---|---|")
    for name, ms, losses, rss in rows:
        print(f"| {name} | {ms:.2f} | {1e3 * tokens / ms:.0f} | "
              f"{losses[0]:.4f} -> {losses[-1]:.4f} | {rss / 1e6:.1f} |")
    for (name, ms, losses, _), (_, torch_ms, torch_losses, _) in zip(
            rows[1::2], rows[0::2]):
        print(f"{name} / PyTorch step time: {ms / torch_ms:.2f}; max "
              f"relative loss difference "
              f"{max(abs(a - b) / abs(b) for a, b in zip(losses, torch_losses)):.1e}")


if __name__ == "__main__":
    main()
