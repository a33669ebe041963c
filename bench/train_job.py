#!/usr/bin/env python3
"""A training job's step time and tokens/s: shard_torch.train_job against
PyTorch eager with DistributedDataParallel on the same ranks.

    build/torch-venv/bin/python bench/train_job.py [--steps 30] [--ranks 2]
        [--batch 8] [--seq 64] [--hidden 128] [--layers 2]

The model is transformers' LlamaForCausalLM (GQA, RoPE, RMSNorm, SwiGLU)
with eager attention, cross entropy, AdamW; the same random token batches
for both. shard: one `shard-run --steps` job on dp=RANKS (each rank one
thread of its own, as mpirun binds them), the mean step time after the
first from the job's steps.json. PyTorch: DDP over gloo on RANKS processes
of one thread each (torch.set_num_threads(1)), each with its slice of the
batch, the mean of the steps after the first. Both sides' losses are
printed (they start from the same weights and see the same data).
"""
import argparse
import json
import os
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
    config = transformers.LlamaConfig(
        vocab_size=256, hidden_size=args.hidden, intermediate_size=2 * args.hidden,
        num_hidden_layers=args.layers, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=args.seq,
        attn_implementation="eager")
    torch.manual_seed(0)
    return transformers.LlamaForCausalLM(config)




def batches(args):
    g = torch.Generator().manual_seed(1)
    return [((torch.randint(0, 256, (args.batch, args.seq), generator=g),),
             torch.randint(0, 256, (args.batch, args.seq), generator=g))
            for _ in range(args.steps)]


def ddp_rank(rank, args, state, data, port, results):
    torch.set_num_threads(1)
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=rank, world_size=args.ranks)
    model = Logits(make_model(args))
    model.load_state_dict(state)
    ddp = torch.nn.parallel.DistributedDataParallel(model)
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
    if rank == 0:
        results.put((times, losses))
    dist.destroy_process_group()


def pytorch_ddp(args, state, data):
    results = mp.get_context("spawn").SimpleQueue()
    port = 29500 + os.getpid() % 1000
    mp.spawn(ddp_rank, args=(args, state, data, port, results),
             nprocs=args.ranks)
    times, losses = results.get()
    return 1e3 * statistics.mean(times[1:]), losses


def shard_job(args, data):
    import shard_torch
    model = Logits(make_model(args))
    with tempfile.TemporaryDirectory() as work:
        losses = shard_torch.train_job(
            model, data, cross_entropy, {"dp": args.ranks},
            optimizer=shard_torch.AdamW(lr=1e-3, weight_decay=0.01),
            workdir=work)
        with open(os.path.join(work, "out", "steps.json")) as f:
            record = json.load(f)
    return record["mean_step_ms"], losses


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--ranks", type=int, default=2)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--layers", type=int, default=2)
    args = parser.parse_args()
    data = batches(args)
    state = Logits(make_model(args)).state_dict()
    torch_ms, torch_losses = pytorch_ddp(args, state, data)
    shard_ms, shard_losses = shard_job(args, data)
    tokens = args.batch * args.seq
    print(f"Llama {args.layers} layers, hidden {args.hidden}, batch "
          f"{args.batch} x {args.seq} tokens, AdamW, {args.steps} steps on "
          f"{args.ranks} ranks (dp), one thread each")
    print(f"| run | step (ms) | tokens/s | loss step 1 -> {args.steps} |")
    print("|---|---|---|---|")
    for name, ms, losses in [("PyTorch eager, DDP (gloo)", torch_ms, torch_losses),
                             ("shard-run --steps (shard_torch.train_job)",
                              shard_ms, shard_losses)]:
        print(f"| {name} | {ms:.2f} | {1e3 * tokens / ms:.0f} | "
              f"{losses[0]:.4f} -> {losses[-1]:.4f} |")
    print(f"shard / PyTorch step time: {shard_ms / torch_ms:.2f}; max "
          f"relative loss difference "
          f"{max(abs(a - b) / abs(b) for a, b in zip(shard_losses, torch_losses)):.1e}")


if __name__ == "__main__":
    main()
