// PyTorch's nn.TransformerEncoder (export_models.py --models encoder; 2
// post-norm layers, hidden = FFN = 32, 4 heads, 16 tokens, batch 2),
// sequence-first: its input and output are [seq, batch, hidden], the batch
// dim 1. nn.MultiheadAttention projects q, k and v with one fused in_proj
// weight [96, 32] and slices the product; it and its bias are split over
// tp in 3 blocks (`blocks 3`: each device holds its heads of q, k and v).
// The file runs unedited but for the annotations (in_proj and linear1 by
// output, out_proj and linear2 by input, the batch over dp), against
// PyTorch's output and upstream's lowering under mlir-runner.
// Megatron's collectives: two all_reduce per layer over tp, none over dp.
// The sequence-first flatten ([seq, batch] -> [seq * batch]) keeps the
// batch split, in blocks, so pure DP communicates nothing.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/encoder_args.mlir --inputs %S/Inputs/encoder_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/encoder_args.mlir %t/one
// RUN: %oracle %S/Inputs/encoder_args.mlir %t/one --expected %S/Inputs/encoder_ref
// RUN: shard-run %S/Inputs/encoder_args.mlir --inputs %S/Inputs/encoder_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/encoder_args.mlir %t/dp --expected %S/Inputs/encoder_ref
// RUN: shard-run %S/Inputs/encoder_args.mlir --inputs %S/Inputs/encoder_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/encoder_args.mlir %t/tp --expected %S/Inputs/encoder_ref
// RUN: shard-run %S/Inputs/encoder_args.mlir --inputs %S/Inputs/encoder_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/encoder_args.mlir %t/dptp --reference %t/one
// RUN: %oracle %S/Inputs/encoder_args.mlir %t/dptp --expected %S/Inputs/encoder_ref
// DP: communication: none
// TP: communication: 4 x all_reduce over {"tp"}, 16384 bytes sent per rank
// TP-NOT: communication:
// DPTP: communication: 4 x all_reduce over {"tp"}, 8192 bytes sent per rank
// DPTP-NOT: communication:
// CHECK: check passed
