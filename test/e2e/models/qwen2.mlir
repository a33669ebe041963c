// Qwen2 (2 layers, hidden 32, 4 query heads sharing 2 key/value heads,
// q/k/v biases, SwiGLU FFN 32, vocab 128, 2 x 16 tokens). Megatron's
// collectives exactly: one all_reduce for the vocab-parallel embedding and
// two per layer; none over dp.
// Exported from transformers by torch-mlir (export_models.py), unedited but
// for the annotations: Megatron's shardings over tp, the batch over dp.
// Batch x sequence, hidden and FFN are all 32, and torch-mlir passes one
// tensor.empty per shape to every op of that shape: propagation must follow
// data, not shared destinations, to find Megatron's plan. Each run is
// compared with PyTorch's output on the same inputs (--expected); the
// dp x tp run also with upstream's lowering under mlir-runner.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/qwen2_args.mlir --inputs %S/Inputs/qwen2_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/qwen2_args.mlir %t/tp --expected %S/Inputs/qwen2_ref
// RUN: shard-run %S/Inputs/qwen2_args.mlir --inputs %S/Inputs/qwen2_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/qwen2_args.mlir %t/dp --expected %S/Inputs/qwen2_ref
// RUN: shard-run %S/Inputs/qwen2_args.mlir --inputs %S/Inputs/qwen2_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/qwen2_args.mlir %t/dptp --expected %S/Inputs/qwen2_ref
// RUN: %oracle %S/Inputs/qwen2_args.mlir %t/dptp
// Both layers' grouped-query attention runs as one fused kernel per rank
// (2 heads of the 4 on each tp rank, their 1 key/value head repeated).
// RUN: shard-opt %S/Inputs/qwen2_args.mlir --dist-parallelize | shard-translate --emit-plan | FileCheck %s --check-prefix=PLAN
// PLAN-COUNT-2: attention m=16 n=16 d=8 e=8 batch=[1, 2] b{{[0-9]+}} b{{[0-9]+}}^T b{{[0-9]+}} mod(b{{[0-9]+}}) -> b{{[0-9]+}}
// PLAN-NOT: attention
// TP: communication: 5 x all_reduce over {"tp"}, 20480 bytes sent per rank
// TP-NOT: communication:
// DP: communication: none
// DPTP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// DPTP-NOT: communication:
// CHECK: check passed
