// Attention heads longer than the target's fused kernel takes: CUDA's
// kernel takes heads of up to 256 (the built-in GPU clusters'
// "attention_max_head_dim"), and the code generator runs longer ones
// unfused, so the planner costs and describes such a plan as it does one
// given with --unfused-attention: its scores made again under selective
// recomputation as the forward made them, loops and all. A head of 128 on
// the same cluster runs fused; so does a head of 512 on a cluster whose
// kernel takes any (the host's, as bf16-only.json says nothing of it).
// Where no plan can fuse them, the report's assumptions say nothing of
// fused attention's cost.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %gen_gpt --layers 2 --batch 8 --seq 32 --hidden 512 --heads 1 --dtype bf16 > %t/long.mlir
// RUN: %python %gen_gpt --layers 2 --batch 8 --seq 32 --hidden 512 --heads 4 --dtype bf16 > %t/short.mlir
// RUN: shard-opt %t/long.mlir --dist-plan-report="devices=4 cluster=a100 training=true compare=2x1x2/2/gpipe/selective-recompute" -o /dev/null | FileCheck %s --check-prefix=LONG
// RUN: shard-opt %t/short.mlir --dist-plan-report="devices=4 cluster=a100 training=true compare=2x1x2/2/gpipe/selective-recompute" -o /dev/null | FileCheck %s --check-prefix=SHORT
// RUN: shard-opt %t/long.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/bf16-only.json training=true compare=2x1x2/2/gpipe/selective-recompute" -o /dev/null | FileCheck %s --check-prefix=SHORT
// LONG: given            dp=2 pp=1 tp=2, scores recomputed, attention unfused, 2 microbatches
// LONG: loop nests at 1800 GB/s, dp's collectives
// SHORT: given            dp=2 pp=1 tp=2, scores recomputed, 2 microbatches
// RUN: shard-opt %t/short.mlir --dist-plan-report="devices=4 cluster=a100 training=true" -o /dev/null | FileCheck %s --check-prefix=FUSED
// FUSED: loop nests at 1800 GB/s, fused attention as the GEMMs of the score blocks its mask leaves open
// The JSON says the model's longest head and the kernel's, and the
// shard-run flags the report gives for the plan unfuse attention too.
// RUN: shard-opt %t/long.mlir --dist-plan-report="devices=4 cluster=a100 training=true compare=2x1x2/2/gpipe/selective-recompute json=true" -o /dev/null | FileCheck %s --check-prefix=FLAGS
// FLAGS: "attention_head_dim": 512,
// FLAGS-NEXT: "attention_max_head_dim": 256,
// FLAGS: "shard_run_flags": "--microbatches 2 --schedule gpipe --selective-recompute --unfused-attention --bucket-bytes=2097152"
