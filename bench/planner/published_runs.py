#!/usr/bin/env python3
"""The planner against published, measured training runs.

    bench/planner/published_runs.py [--shard-opt PATH] [--only NAME] [--json FILE]

For each run below, makes the model with bench/gen_gpt.py (bf16; the run's
layers, hidden size, heads -- and key/value heads, FFN, SwiGLU and RMSNorm
for Llama 3 --, sequence, vocabulary and global batch), gives the run's
own plan to `shard-opt --dist-plan-report compare=...` on the run's
cluster and device count, and compares the predicted step time with the
measured one. Where a paper prints throughput instead of step times, the
step follows from it:
  - Narayanan et al. (SC'21) print model TFLOP/s per GPU with F = 96 B s
    l h^2 (1 + s / 6h + V / 16 l h) per step (their eq. 3: the GEMMs of
    forward, backward and the recomputed forward): the step is F / (GPUs x
    TFLOP/s);
  - Llama 3 prints TFLOP/s per GPU and MFU without its FLOP count; the
    planner's model FLOPs (3 x forward: 6 N per token plus attention's 12 L
    h s, as Chowdhery et al.'s MFU counts) over GPUs x TFLOP/s give the
    step;
  - Megatron-LM's README prints TFLOP/s per GPU as Megatron counts them
    (num_floating_point_operations at core_r0.8.0: 12 B s l h^2 ((1 + g /
    a + s / h) + f / h + V / 2 l h) per step, forward and backward with
    attention's S x S at full size, as megatron_flops below): the step is
    that over GPUs x TFLOP/s;
  - Qi et al. (zero bubble) print samples per GPU per second: the step is
    the batch over GPUs x that.
Korthikanti et al., BLOOM and MT-NLG print step times.

Each plan names how its stages split the model (`/balance=`), as the run
did: Megatron-LM (Narayanan et al., Korthikanti et al.) and MT-NLG's
DeepSpeed pipeline (partition method `type:transformer`) give each stage
the same number of layers, the embedding riding with the first and the
LM head with the last (`layers`); BLOOM (`type:transformer|embedding`),
Llama 3 (section 3.3.2: one layer fewer on the first and last stages)
and the zero-bubble runs (their repo's --allow-padding-num-layers, which
its README says leaves one layer fewer on the first and last stages for
the embedding and the head: hence 22, 30, 46 and 62 layers on 8, 8, 16
and 32 stages) count each end as a layer (`layers-and-ends`).

The runs made with Megatron-LM before FlashAttention (SC'21, MT-NLG,
Korthikanti et al., BLOOM's Megatron-DeepSpeed) ran attention as GEMMs
around a softmax kernel that keeps S x S: their plans name
`/unfused-attention` (shard-run's --unfused-attention), which shard
otherwise fuses under recomputation.

Also prints whether the planner keeps the published plan in memory
(every run here ran), the planner's own choice for each run, and the
distribution of predicted / measured - 1, over all runs and per source.

The runs (bf16 or fp16 mixed precision, 8 GPUs per node):
  - Narayanan et al., "Efficient Large-Scale Language Model Training on GPU
    Clusters Using Megatron-LM", SC'21, https://arxiv.org/abs/2104.04473,
    Table 1 (weak scaling, 10 GPT models from 1.7B to 1T parameters) and
    Table 2's PTD-P rows (175B and 530B at three GPU counts each).
    Sequence 2048, vocabulary 51200, full recomputation, microbatch 1,
    1F1B, on Selene (the built-in a100 cluster).
  - Smith et al., "Using DeepSpeed and Megatron to Train Megatron-Turing
    NLG 530B", https://arxiv.org/abs/2201.11990, section 2.4: 105 layers,
    hidden 20480, 128 heads, sequence 2048, vocabulary 50272, global batch
    1920, 8-way tensor and 35-way pipeline parallelism on 280, 350 and 420
    DGX A100 nodes: 60.1, 50.2 and 44.4 s per step.
  - Korthikanti et al., "Reducing Activation Recomputation in Large
    Transformer Models", https://arxiv.org/abs/2205.05198, Tables 3 and 5
    and section 6.3: 22B, 175B, 530B and 1T GPT models (sequence 2048,
    vocabulary 51200, tp 8, no dp; 175B and 530B interleaved with 3 chunks
    per rank), each with full recomputation and
    with selective recomputation plus sequence parallelism, and 530B on
    2240 GPUs (dp 8).
  - BLOOM-176B, https://arxiv.org/abs/2211.05100 and
    https://github.com/bigscience-workshop/bigscience (train/tr11-176B-ml:
    the slurm script, README "Important checkpoints"): 70 layers, hidden
    14336, 112 heads, vocabulary 250880, sequence 2048, global batch 2048,
    microbatch 2, tp 4, pp 12, dp 8 on 384 A100-80GB, full recomputation,
    ZeRO-1 (DeepSpeed's BF16Optimizer), 104.70 s per step at the end of
    the first epoch. Jean Zay's nodes reach each other over 4 Omni-Path
    links per node (bench/planner/clusters/jean-zay.json).
  - Llama 3 405B, "The Llama 3 Herd of Models",
    https://arxiv.org/abs/2407.21783 v3, Tables 3 and 4, section 3.3:
    126 layers, hidden 16384, 128 heads, 8 key/value heads, FFN 53248
    (SwiGLU), vocabulary 128256 (the released model's), sequence 8192,
    2048 sequences per step, tp 8, pp 16, dp 64 on 8192 and dp 128 on
    16384 H100s (the built-in h100 cluster): 430 and 400 TFLOP/s per GPU;
    an interleaved schedule, FSDP of the optimizer state and gradients
    but not of the weights (section 3.3.2: "we shard the optimizer
    states and gradients, but for model weights we do not reshard after
    forward computation"): ZeRO-2, given as /shard-gradients, each
    microbatch's gradients reduce_scattered and only each rank's share
    accumulated; no recomputation. The microbatch size is not
    printed: 1 here. Neither are the chunks per rank, but section 3.3.2
    takes one layer each from the first and last stages so that the
    first stage's first chunk holds only the embedding and the last
    stage's last chunk only the output and loss: a chunk is one of 126 +
    2 layers on 16 ranks, 8 per rank. Nor is sequence parallelism named,
    but without it each layer keeps s b h (10 + 24 / t) bytes rather
    than 34 s b h / t (Korthikanti et al., Table 2): at t = 8 a first
    stage, which holds a whole model's layers at once (their eq. 5),
    would keep 126 x 8192 x 16384 x 13 bytes = 220 GB where the paper
    ran without recomputation on 80 GB; so it is given with it. Meta ran
    fused attention, which stores no S x S; shard runs attention so
    (its fused backward making the scores again from the kept Q, K and
    V) under selective recomputation, and without it a pipeline keeps
    P: so the plans are given with selective recomputation.
  - Megatron-LM's README, https://github.com/NVIDIA/Megatron-LM, commit
    f2e5db402c44ae309aa6448bcb4ae87e8ae0f5f4 (2024-07-15, "New scaling
    figures on H100 GPUs"), images/model_table.png: 9 GPT models from 1.7B
    to 462B parameters on 48 to 6144 H100s under Megatron-Core r0.8.0,
    sequence 4096, vocabulary 131072 (untied head), GELU MLPs of 4h, tp
    1-8, pp 1-16, dp 48, global batch 192-3072, TFLOP/s per GPU. The README
    says the runs overlap dp's collectives (--overlap-grad-reduce
    --overlap-param-gather: the distributed optimizer, ZeRO-1 here), tp's
    (--tp-comm-overlap, which needs sequence parallelism: given with tp >
    1, as /collective-matmul, shard's --collective-matmul in the chunks
    the planner chooses) and pp's with computation. It does not print the
    microbatch size (1 here), the schedule (1F1B here) or whether attention ran fused
    (Transformer Engine's: given as selective recomputation, which is how
    shard fuses it).
  - Qi et al., "Zero Bubble (Almost) Pipeline Parallelism",
    https://arxiv.org/abs/2401.10241, Tables 3 and 4: the 1F1B column
    (pipeline parallelism alone on 8 to 32 A100s over RoCE, sequence 1024,
    GPT-3-like models; the vocabulary is not printed: GPT-2's, 50304 as
    Megatron pads it). The paper does not say how attention ran; the
    authors' training script
    (https://github.com/sail-sg/zero-bubble-pipeline-parallelism,
    examples/pretrain_zero_bubble.sh) passes --use-flash-attn, so the
    plans are given with shard's fused attention, which is selective
    recomputation (as for Llama 3 below).
  - torchtitan's FSDP2 runs, https://github.com/pytorch/torchtitan,
    docs/performance.md at commit 041336434916bdc0f88c1f89fda176fd3c2092e4:
    Llama 3 8B and 70B (sequence 8192, local batch 1) and Llama 2 13B and
    70B (sequence 4096, local batch 2) on 64 A100-80GB, fully sharded
    data parallelism alone, tokens per second per GPU (its "WPS", whose
    MFU column it agrees with). Attention runs as PyTorch's SDPA, storing
    no S x S: given as shard's fused attention (selective recomputation)
    where the run had no or selective op checkpointing, and as full
    recomputation where it had full checkpointing. torchtitan's selective
    op checkpointing (Llama 3 8B's row) also recomputes every second
    matmul of a block (its policy saves every compute op's output but
    those: the key, output and w3 projections, 37% of the block's matmul
    FLOPs), which shard has no technique for: that row's step does about
    12% more block matmul work than the plan given. Llama 2's vocabulary is
    32000, its 13B has 40 key/value heads and FFN 13824, its 70B 8 and
    28672.  - MosaicML's MPT runs, https://github.com/mosaicml/llm-foundry,
    scripts/train/benchmarking/README.md at commit
    061f2c7ce64e655100286584a7629e2a09f827ba: every bf16 row at sequence
    2048 of its "H100 80GB BF16" and "A100 80GB with 1600 Gbps node-node
    interconnect (RoCE)" tables (31 runs, 8 to 64 GPUs), and, as a source
    of their own, every bf16 row of those tables at 16K to 64K tokens
    (32 runs on 8 GPUs, microbatches of 1 to 4 sequences, where attention
    is most of the work), FSDP alone
    (FULL_SHARD: weights, gradients and state sharded, each microbatch's
    gradients reduce_scattered), the table's microbatch size and gradient
    accumulation steps (the plan's microbatches), tokens per second per
    GPU. The models are scripts/train/yamls/pretrain/mpt-*.yaml's: 4h GELU
    MLPs, LayerNorm, vocabulary 50368, the layers, width and heads below;
    attention runs as Triton's FlashAttention, which stores no S x S:
    given as selective recomputation, and as full recomputation where the
    row checkpoints the activations. The A100s' RoCE is the built-in
    a100's 25 GB/s per GPU; the H100s' network is not printed: the
    built-in h100's.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

SC21 = "arXiv:2104.04473"
MTNLG = "arXiv:2201.11990"
KORTHIKANTI = "arXiv:2205.05198"
BLOOM = "bigscience tr11"
LLAMA3 = "arXiv:2407.21783"
ZB = "arXiv:2401.10241"
TORCHTITAN = "torchtitan"
LLM_FOUNDRY = "llm-foundry"
LLM_FOUNDRY_LONG = "llm-foundry 16K-64K"
MEGATRON_CORE = "Megatron-LM README"
JEAN_ZAY = os.path.join(HERE, "clusters", "jean-zay.json")
# Megatron-LM's runs of 2021 and 2022 (and the DeepSpeed ones built on it)
# ran attention as GEMMs around a softmax kernel, storing S x S, before
# FlashAttention: their plans say so, as shard-run's --unfused-attention.
UNFUSED = "unfused-attention"


def gpt(layers, hidden, heads, seq, vocab, batch, **extra):
    """gen_gpt.py's model: a GPT of 4h GELU MLPs unless `extra` says."""
    return dict(layers=layers, hidden=hidden, heads=heads, seq=seq,
                vocab=vocab, batch=batch, **extra)


def run(name, source, model, gpus, plan, measured, cluster="a100"):
    """One published run: its model, GPUs, plan (DPxPPxTP/MICROBATCHES/
    SCHEDULE[/techniques], as compare= takes it) and measurement, a pair
    ("tflops_eq3" | "tflops_megatron" | "tflops_model" | "seconds" |
    "samples_per_gpu" | "tokens_per_gpu", x)."""
    return dict(name=name, source=source, model=model, gpus=gpus, plan=plan,
                measured=measured, cluster=cluster)


def torchtitan(name, model, local_batch, checkpointing, tokens_per_gpu):
    """An FSDP2 run on 64 A100s: `checkpointing` is the plan's suffix."""
    model = dict(model, batch=64 * local_batch)
    return run(name, TORCHTITAN, model, 64,
               f"64x1x1/1/1f1b/{checkpointing}/fsdp",
               ("tokens_per_gpu", tokens_per_gpu))


def stages_by(pp, balance):
    """The plan's suffix for how its stages split the model (pipelines)."""
    return f"/balance={balance}" if pp > 1 else ""


def sc21(name, table, layers, hidden, heads, batch, gpus, dpt, tflops):
    d, p, t = dpt
    return run(name, f"{SC21} {table}", gpt(layers, hidden, heads, 2048, 51200,
                                             batch),
               gpus, f"{d}x{p}x{t}/{batch // d}/1f1b/recompute/{UNFUSED}"
               f"{stages_by(p, 'layers')}", ("tflops_eq3", tflops))


def korthikanti(name, layers, hidden, heads, batch, microbatch, gpus, dpt,
                schedule, full_s, selective_s):
    d, p, t = dpt
    model = gpt(layers, hidden, heads, 2048, 51200, batch)
    m = batch // d // microbatch
    plan = f"{d}x{p}x{t}/{m}/{schedule}"
    by = stages_by(p, "layers")
    rows = [run(name, f"{KORTHIKANTI} T5", model, gpus,
                f"{plan}/selective-recompute/sequence-parallel/{UNFUSED}{by}",
                ("seconds", selective_s))]
    if full_s:
        rows.append(run(name, f"{KORTHIKANTI} T5", model, gpus,
                        f"{plan}/recompute/{UNFUSED}{by}",
                        ("seconds", full_s)))
    return rows


def zero_bubble(name, layers, hidden, heads, gpus, microbatch, counts,
                samples):
    return [run(name, f"{ZB} T4",
                gpt(layers, hidden, heads, 1024, 50304, microbatch * m),
                gpus, f"1x{gpus}x1/{m}/1f1b/selective-recompute"
                "/balance=layers-and-ends", ("samples_per_gpu", x))
            for m, x in zip(counts, samples)]


# MPT's sizes (scripts/train/yamls/pretrain/mpt-*.yaml): layers, width,
# heads.
MPT = {"125m": (12, 768, 12), "350m": (24, 1024, 16), "760m": (24, 1536, 12),
       "1b": (24, 2048, 16), "3b": (32, 2560, 20), "7b": (32, 4096, 32),
       "13b": (40, 5120, 40), "30b": (48, 7168, 56), "70b": (80, 8192, 64)}


def mpt(cluster, size, gpus, microbatch, accumulation, checkpointing,
        tokens_per_gpu, seq=2048):
    """An MPT run of llm-foundry's benchmark tables, at sequence 2048 or a
    long one (its own source)."""
    layers, hidden, heads = MPT[size]
    recompute = "recompute" if checkpointing else "selective-recompute"
    long = seq != 2048
    return run(f"MPT {size}" + (f" {seq // 1024}K" if long else ""),
               LLM_FOUNDRY_LONG if long else LLM_FOUNDRY,
               gpt(layers, hidden, heads, seq, 50368,
                   gpus * microbatch * accumulation),
               gpus, f"{gpus}x1x1/{accumulation}/1f1b/{recompute}/fsdp",
               ("tokens_per_gpu", tokens_per_gpu), cluster=cluster)


def megatron_core(name, heads, hidden, layers, dpt, batch, tflops):
    """A run of Megatron-LM's README table on H100s (sequence 4096,
    vocabulary 131072): the distributed optimizer (ZeRO-1), sequence
    parallelism with tp, one sequence a microbatch, 1F1B."""
    d, p, t = dpt
    sp = "/sequence-parallel/collective-matmul" if t > 1 else ""
    return run(name, MEGATRON_CORE, gpt(layers, hidden, heads, 4096, 131072,
                                         batch),
               d * p * t, f"{d}x{p}x{t}/{batch // d}/1f1b/selective-recompute"
               f"/shard-optimizer{sp}{stages_by(p, 'layers')}",
               ("tflops_megatron", tflops), cluster="h100")


LLAMA3_405B = gpt(126, 16384, 128, 8192, 128256, 2048, kv_heads=8, ffn=53248,
                  mlp="swiglu", norm="rmsnorm")

RUNS = [
    sc21("1.7B", "T1", 24, 2304, 24, 512, 32, (32, 1, 1), 137),
    sc21("3.6B", "T1", 30, 3072, 32, 512, 64, (32, 1, 2), 138),
    sc21("7.5B", "T1", 36, 4096, 32, 512, 128, (32, 1, 4), 142),
    sc21("18.4B", "T1", 40, 6144, 48, 1024, 256, (32, 1, 8), 135),
    sc21("39.1B", "T1", 48, 8192, 64, 1536, 512, (32, 2, 8), 138),
    sc21("76.1B", "T1", 60, 10240, 80, 1792, 1024, (32, 4, 8), 140),
    sc21("145.6B", "T1", 80, 12288, 96, 2304, 1536, (24, 8, 8), 148),
    sc21("310.1B", "T1", 96, 16384, 128, 2160, 1920, (15, 16, 8), 155),
    sc21("529.6B", "T1", 105, 20480, 128, 2520, 2520, (9, 35, 8), 163),
    sc21("1008B", "T1", 128, 25600, 160, 3072, 3072, (6, 64, 8), 163),
    sc21("175B", "T2", 96, 12288, 96, 1536, 384, (4, 12, 8), 153),
    sc21("175B", "T2", 96, 12288, 96, 1536, 768, (8, 12, 8), 149),
    sc21("175B", "T2", 96, 12288, 96, 1536, 1536, (16, 12, 8), 141),
    sc21("530B", "T2", 105, 20480, 128, 2240, 560, (2, 35, 8), 171),
    sc21("530B", "T2", 105, 20480, 128, 2240, 1120, (4, 35, 8), 167),
    sc21("530B", "T2", 105, 20480, 128, 2240, 2240, (8, 35, 8), 159),
] + [
    run("MT-NLG 530B", f"{MTNLG} 2.4", gpt(105, 20480, 128, 2048, 50272, 1920),
        gpus, f"{d}x35x8/{1920 // d}/1f1b/recompute/{UNFUSED}/balance=layers",
        ("seconds", s))
    for gpus, d, s in [(2240, 8, 60.1), (2800, 10, 50.2), (3360, 12, 44.4)]
] + korthikanti("22B", 48, 6144, 64, 4, 4, 8, (1, 1, 8), "1f1b", 1.42, 1.10) + \
    korthikanti("175B", 96, 12288, 96, 64, 1, 64, (1, 8, 8), "interleaved-1f1b:3",
                18.13, 13.75) + \
    korthikanti("530B", 105, 20480, 128, 280, 1, 280, (1, 35, 8),
                "interleaved-1f1b:3", 49.05, 37.83) + \
    korthikanti("1T", 128, 25600, 160, 512, 1, 512, (1, 64, 8), "1f1b", 94.42,
                71.49) + \
    korthikanti("530B", 105, 20480, 128, 2240, 1, 2240, (8, 35, 8),
                "interleaved-1f1b:3", None, 39.15) + [
    run("BLOOM-176B", BLOOM, gpt(70, 14336, 112, 2048, 250880, 2048), 384,
        f"8x12x4/128/1f1b/recompute/shard-optimizer/{UNFUSED}"
        "/balance=layers-and-ends",
        ("seconds", 104.70),
        cluster=JEAN_ZAY),
] + [
    run("Llama 3 405B", f"{LLAMA3} T4", LLAMA3_405B, gpus,
        f"{d}x16x8/{2048 // d}/interleaved-1f1b:8/selective-recompute/"
        "shard-gradients/sequence-parallel/balance=layers-and-ends",
        ("tflops_model", tflops),
        cluster="h100")
    for gpus, d, tflops in [(8192, 64, 430), (16384, 128, 400)]
] + [
    # Model, heads, hidden, layers, (dp, pp, tp), batch, TFLOP/s per GPU.
    megatron_core(*row) for row in [
        ("GPT 1.7B", 16, 2048, 24, (48, 1, 1), 192, 408.8),
        ("GPT 7.1B", 32, 4096, 30, (48, 1, 2), 192, 465.9),
        ("GPT 16B", 48, 6144, 32, (48, 1, 4), 192, 489.1),
        ("GPT 32B", 56, 7168, 48, (48, 1, 8), 192, 459.6),
        ("GPT 70B", 64, 8192, 84, (48, 2, 8), 384, 419.7),
        ("GPT 119B", 80, 10240, 92, (48, 4, 8), 768, 420.5),
        ("GPT 177B", 96, 12288, 96, (48, 6, 8), 1152, 432.8),
        ("GPT 314B", 128, 16384, 96, (48, 8, 8), 1536, 474.4),
        ("GPT 462B", 144, 18432, 112, (48, 16, 8), 3072, 459.9)]
] + zero_bubble("ZB 1.5B", 22, 2304, 24, 8, 6, [24, 32, 64], [11.8, 12.5, 13.6]) \
  + zero_bubble("ZB 6.2B", 30, 4096, 32, 8, 3, [24, 32, 64], [3.50, 3.70, 4.03]) \
  + zero_bubble("ZB 14.6B", 46, 5120, 40, 16, 1, [48, 64, 128],
                [1.40, 1.49, 1.64]) \
  + zero_bubble("ZB 28.3B", 62, 6144, 48, 32, 1, [96, 128, 256],
                [0.76, 0.80, 0.88]) + [
    torchtitan("Llama 3 8B", gpt(32, 4096, 32, 8192, 128256, 0, kv_heads=8,
                                 ffn=14336, mlp="swiglu", norm="rmsnorm"),
               1, "selective-recompute", 2973),
    torchtitan("Llama 3 70B", gpt(80, 8192, 64, 8192, 128256, 0, kv_heads=8,
                                  ffn=28672, mlp="swiglu", norm="rmsnorm"),
               1, "recompute", 331),
    torchtitan("Llama 2 13B", gpt(40, 5120, 40, 4096, 32000, 0, ffn=13824,
                                  mlp="swiglu", norm="rmsnorm"),
               2, "selective-recompute", 2162),
    torchtitan("Llama 2 70B", gpt(80, 8192, 64, 4096, 32000, 0, kv_heads=8,
                                  ffn=28672, mlp="swiglu", norm="rmsnorm"),
               2, "recompute", 353),
] + [
    # Cluster (H100 80GB BF16; A100 80GB with 1600 Gbps RoCE between
    # nodes), size, GPUs, microbatch, accumulation, checkpointing, tokens
    # per second per GPU.
    mpt(*row) for row in [
        ("h100", "70b", 64, 8, 4, True, 1039), ("h100", "70b", 32, 2, 16, True, 882),
        ("h100", "30b", 32, 14, 3, True, 2308), ("h100", "30b", 16, 10, 3, True, 2263),
        ("h100", "30b", 8, 3, 21, True, 2002), ("h100", "13b", 64, 2, 1, False, 4800),
        ("h100", "13b", 32, 2, 1, False, 4811), ("h100", "13b", 16, 2, 1, False, 4767),
        ("h100", "13b", 8, 2, 1, False, 4792), ("h100", "7b", 8, 6, 1, False, 10643),
        ("h100", "3b", 64, 6, 3, False, 22525), ("h100", "3b", 32, 6, 3, False, 23021),
        ("h100", "3b", 16, 10, 3, False, 24142), ("h100", "1b", 64, 20, 1, False, 44402),
        ("h100", "1b", 32, 20, 1, False, 45130), ("h100", "1b", 16, 20, 1, False, 46037),
        ("h100", "1b", 8, 14, 1, False, 45455), ("h100", "760m", 32, 24, 1, False, 67971),
        ("h100", "760m", 16, 24, 1, False, 68551), ("h100", "760m", 8, 24, 2, False, 63147),
        ("a100", "70b", 64, 8, 4, True, 410), ("a100", "70b", 32, 2, 16, True, 373),
        ("a100", "30b", 8, 3, 21, True, 916), ("a100", "13b", 8, 2, 3, False, 2262),
        ("a100", "7b", 8, 6, 2, False, 4641), ("a100", "3b", 8, 10, 2, False, 10811),
        ("a100", "1b", 8, 14, 4, False, 20513), ("a100", "760m", 8, 24, 2, False, 32434),
        ("a100", "350m", 8, 32, 2, False, 58782), ("a100", "125m", 8, 40, 2, False, 142830),
        ("a100", "125m", 8, 32, 2, False, 141737)]
] + [
    # The same tables' rows at sequences of 16K to 64K tokens: cluster,
    # size, sequence, GPUs, microbatch, accumulation, checkpointing,
    # tokens per second per GPU.
    mpt(cluster, size, gpus, microbatch, accumulation, checkpointing,
        tokens, seq=seq)
    for cluster, size, seq, gpus, microbatch, accumulation, checkpointing,
    tokens in [
        ("h100", "13b", 32768, 8, 1, 3, True, 1976),
        ("h100", "13b", 16384, 8, 3, 3, True, 2985),
        ("h100", "7b", 65536, 8, 1, 2, True, 1956),
        ("h100", "7b", 32768, 8, 2, 2, True, 3318),
        ("h100", "3b", 65536, 8, 1, 2, True, 3262),
        ("h100", "3b", 32768, 8, 3, 6, True, 5873),
        ("h100", "3b", 16384, 8, 1, 6, False, 11152),
        ("h100", "1b", 65536, 8, 1, 2, True, 5506),
        ("h100", "1b", 32768, 8, 1, 4, False, 12025),
        ("h100", "1b", 16384, 8, 2, 4, False, 19649),
        ("h100", "760m", 32768, 8, 1, 2, False, 16291),
        ("h100", "760m", 16384, 8, 3, 2, False, 27815),
        ("a100", "13b", 32768, 8, 1, 3, True, 1016),
        ("a100", "13b", 16384, 8, 3, 3, True, 1431),
        ("a100", "7b", 65536, 8, 1, 2, True, 1013),
        ("a100", "7b", 32768, 8, 2, 2, True, 1672),
        ("a100", "7b", 16384, 8, 4, 2, True, 2453),
        ("a100", "3b", 65536, 8, 1, 2, True, 1767),
        ("a100", "3b", 32768, 8, 3, 6, True, 3029),
        ("a100", "3b", 16384, 8, 1, 6, False, 5529),
        ("a100", "1b", 65536, 8, 1, 2, True, 3044),
        ("a100", "1b", 32768, 8, 1, 4, False, 6275),
        ("a100", "1b", 16384, 8, 2, 4, False, 9956),
        ("a100", "760m", 65536, 8, 1, 2, True, 4143),
        ("a100", "760m", 32768, 8, 1, 2, False, 8802),
        ("a100", "760m", 16384, 8, 3, 2, False, 14274),
        ("a100", "350m", 65536, 8, 1, 2, False, 7524),
        ("a100", "350m", 32768, 8, 2, 2, False, 13652),
        ("a100", "350m", 16384, 8, 4, 2, False, 23559),
        ("a100", "125m", 65536, 8, 1, 2, False, 20368),
        ("a100", "125m", 32768, 8, 2, 2, False, 36407),
        ("a100", "125m", 16384, 8, 4, 2, False, 60040)]
]


def step_flops(layers, hidden, seq, vocab, batch):
    """Narayanan et al.'s eq. 3: FLOPs per step, recomputation included."""
    return (96 * batch * seq * layers * hidden ** 2 *
            (1 + seq / (6 * hidden) + vocab / (16 * layers * hidden)))


def megatron_flops(m):
    """Megatron-LM's FLOPs per step (num_floating_point_operations in
    megatron/training/training.py at core_r0.8.0): forward, backward and no
    recomputation, attention's S x S at full size; the query projection as
    wide as the model (heads x head dim = hidden), as in every run here."""
    h, layers, s = m["hidden"], m["layers"], m["seq"]
    groups = m.get("kv_heads", m["heads"]) / m["heads"]
    gated = 1.5 if m.get("mlp") == "swiglu" else 1
    return (12 * m["batch"] * s * layers * h * h *
            ((1 + groups + s / h) + m.get("ffn", 4 * h) / h * gated +
             m["vocab"] / (2 * layers * h)))


def describe(plan):
    text = f"d={plan['dp']} p={plan['pp']} t={plan['tp']}, m={plan['microbatches']}"
    if plan["pp"] > 1:
        text += f", {plan['schedule']}"
        if plan["virtual_stages"] > 1:
            text += f" x{plan['virtual_stages']}"
    if plan["recompute"]:
        text += ", recompute"
    if plan["selective_recompute"]:
        text += ", selective recompute"
    if plan["fsdp"]:
        text += ", FSDP"
    elif plan["shard_gradients"]:
        text += ", ZeRO-2"
    elif plan["shard_optimizer"]:
        text += ", ZeRO-1"
    if plan["sequence_parallel"]:
        text += ", SP"
    if plan["collective_matmul_chunks"] > 1:
        text += f" in {plan['collective_matmul_chunks']} chunks"
    if not plan["fused_attention"]:
        text += ", unfused attention"
    if plan["pp"] > 1 and plan["stage_balance"] != "flops":
        text += ", stages by " + plan["stage_balance"]
    return text


def plan_run(shard_opt, tmp, r):
    """The report's given plan, its choice, its forward FLOPs and the
    seconds the command took."""
    m = r["model"]
    model = os.path.join(tmp, "model.mlir")
    args = ["--layers", m["layers"], "--batch", m["batch"], "--seq", m["seq"],
            "--hidden", m["hidden"], "--heads", m["heads"],
            "--ffn", m.get("ffn", 4 * m["hidden"]), "--vocab", m["vocab"],
            "--dtype", "bf16"]
    for key in ["kv_heads", "mlp", "norm"]:
        if key in m:
            args += ["--" + key.replace("_", "-"), m[key]]
    with open(model, "w") as f:
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                        *map(str, args)], stdout=f, check=True)
    start = time.perf_counter()
    out = subprocess.run(
        [shard_opt, model, "-o", os.devnull,
         f"--dist-plan-report=devices={r['gpus']} cluster={r['cluster']} "
         f"training=true json=true compare={r['plan']}"],
        capture_output=True, text=True, check=True).stdout
    seconds = time.perf_counter() - start
    report = json.loads(out)["functions"][0]
    roles = {}
    for plan in report["plans"]:
        roles.setdefault(plan["role"], []).append(plan)
    return roles["given"][0], roles["chosen"][0], report["forward_flops"], seconds


def measured_seconds(r, forward_flops):
    """The run's step time from what its source prints."""
    kind, x = r["measured"]
    m = r["model"]
    if kind == "seconds":
        return x
    if kind == "tflops_eq3":
        return step_flops(m["layers"], m["hidden"], m["seq"], m["vocab"],
                          m["batch"]) / (r["gpus"] * x * 1e12)
    if kind == "tflops_megatron":
        return megatron_flops(m) / (r["gpus"] * x * 1e12)
    if kind == "tflops_model":
        return 3 * forward_flops / (r["gpus"] * x * 1e12)
    if kind == "tokens_per_gpu":
        return m["batch"] * m["seq"] / (r["gpus"] * x)
    return m["batch"] / (r["gpus"] * x)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shard-opt",
                        default=os.path.join(ROOT, "bazel-bin", "tools", "shard-opt"))
    parser.add_argument("--only", help="runs whose name contains this")
    parser.add_argument("--json", help="also write the rows to this file")
    a = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for r in RUNS:
            if a.only and a.only not in r["name"]:
                continue
            given, chosen, forward_flops, seconds = plan_run(a.shard_opt, tmp, r)
            measured = measured_seconds(r, forward_flops)
            rows.append({
                "model": r["name"], "source": r["source"], "gpus": r["gpus"],
                "cluster": os.path.basename(r["cluster"]),
                "plan": describe(given), "measured_s": measured,
                "predicted_s": given["step_seconds"],
                "ratio": given["step_seconds"] / measured,
                "fits": given["fits"], "memory_gb": given["memory_bytes"] / 1e9,
                "bubble": given["bubble"],
                "compute_s": given["compute_seconds"],
                "chosen": describe(chosen), "chosen_s": chosen["step_seconds"],
                "planning_s": seconds})
            print(f"{r['name']} on {r['gpus']}: predicted "
                  f"{given['step_seconds']:.2f} s, measured {measured:.2f} s",
                  file=sys.stderr)
    print("| model | source | GPUs | published plan | measured s | "
          "predicted s | predicted / measured | fits | GB/GPU | planner's choice | "
          "its predicted s | planning s |")
    print("|---" * 12 + "|")
    for r in rows:
        print(f"| {r['model']} | {r['source']} | {r['gpus']} | {r['plan']} | "
              f"{r['measured_s']:.2f} | {r['predicted_s']:.2f} | {r['ratio']:.3f} | "
              f"{'yes' if r['fits'] else '**no**'} | {r['memory_gb']:.1f} | "
              f"{r['chosen']} | {r['chosen_s']:.2f} | {r['planning_s']:.2f} |")
    print()
    # Every run, then each source's.
    groups = [("all", rows)]
    def group(r):
        """A paper's tables together; any other source on its own."""
        source = r["source"]
        return source.rsplit(" ", 1)[0] if source.startswith("arXiv") else source

    for source in sorted({group(r) for r in rows}):
        groups.append((source, [r for r in rows if group(r) == source]))
    for name, chosen in groups:
        if not chosen:
            continue
        errors = sorted(abs(r["ratio"] - 1) for r in chosen)
        print(f"{name} ({len(chosen)} runs): median "
              f"|predicted/measured - 1| = {statistics.median(errors):.3f}, worst "
              f"{errors[-1]:.3f}; median predicted/measured "
              f"{statistics.median(r['ratio'] for r in chosen):.3f}; "
              f"{sum(not r['fits'] for r in chosen)} published plans predicted not to fit")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
