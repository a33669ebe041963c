// T5's encoder (export_models.py --models t5; 2 layers, hidden 32, 4
// heads, FFN 32, 2 x 16 tokens): relative position biases from bucketed
// distances, RMS norms, attention by PyTorch's SDPA with the bias as its
// float mask and a scale of 1 (tm_tensor.attention), and the embedding
// tied to the decoder's (passed once). The file runs unedited but for the
// annotations (q, k, v and wi split by output over tp, o and wo by input,
// the embedding vocab-parallel, the batch over dp), against PyTorch's
// output.
// On tp=2 and dp=2,tp=2: Megatron's collectives, two all_reduce per layer
// and one for the embedding. torch-mlir folds the heads into the batch (a
// collapse of [batch, heads]); with the batch whole, the folded dim is
// split in blocks (`blocks 2`: each batch row's heads split over tp), so
// the heads-split position bias stays split. Under dp alone the forward
// communicates nothing.
// RUN: rm -rf %t
// RUN: grep -c "tm_tensor.attention {scale = 1.000000e+00 : f64}" %S/Inputs/t5_args.mlir | FileCheck %s --check-prefix=OPS
// OPS: 2
// RUN: shard-run %S/Inputs/t5_args.mlir --inputs %S/Inputs/t5_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/t5_args.mlir %t/one --expected %S/Inputs/t5_ref
// RUN: shard-run %S/Inputs/t5_args.mlir --inputs %S/Inputs/t5_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/t5_args.mlir %t/tp --expected %S/Inputs/t5_ref
// RUN: shard-run %S/Inputs/t5_args.mlir --inputs %S/Inputs/t5_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/t5_args.mlir %t/dptp --expected %S/Inputs/t5_ref
// RUN: shard-run %S/Inputs/t5_args.mlir --inputs %S/Inputs/t5_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/t5_args.mlir %t/dp --expected %S/Inputs/t5_ref
// TP: communication: 5 x all_reduce over {"tp"}, 20480 bytes sent per rank
// TP-NOT: communication:
// DPTP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// DPTP-NOT: communication:
// DP: communication: none
// CHECK: check passed
