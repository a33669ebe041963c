// ViT (2 layers, hidden 32, 4 heads, FFN 32, 16 x 16 images in 4 x 4
// patches, batch 2). Megatron's collectives exactly: two all_reduce per
// layer (attention output, MLP output); none over dp.
// Exported from transformers by torch-mlir (export_models.py), unedited but
// for the annotations: Megatron's shardings over tp, the batch over dp.
// Hidden and FFN are both 32, and torch-mlir passes one
// tensor.empty per shape to every op of that shape: propagation must follow
// data, not shared destinations, to find Megatron's plan. Each run is
// compared with PyTorch's output on the same inputs (--expected); the
// dp x tp run also with upstream's lowering under mlir-runner.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/vit_args.mlir --inputs %S/Inputs/vit_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/vit_args.mlir %t/tp --expected %S/Inputs/vit_ref
// RUN: shard-run %S/Inputs/vit_args.mlir --inputs %S/Inputs/vit_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/vit_args.mlir %t/dp --expected %S/Inputs/vit_ref
// RUN: shard-run %S/Inputs/vit_args.mlir --inputs %S/Inputs/vit_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/vit_args.mlir %t/dptp --expected %S/Inputs/vit_ref
// RUN: %oracle %S/Inputs/vit_args.mlir %t/dptp
// TP: communication: 4 x all_reduce over {"tp"}, 17408 bytes sent per rank
// TP-NOT: communication:
// DP: communication: none
// DPTP: communication: 4 x all_reduce over {"tp"}, 8704 bytes sent per rank
// DPTP-NOT: communication:
// CHECK: check passed
