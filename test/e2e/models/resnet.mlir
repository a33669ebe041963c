// a ResNet-style convnet (a 3x3 stem, batch norm, max pool, two
// torchvision BasicBlocks, 16 and 32 channels, average pool, a linear
// classifier; batch 4 of 3x16x16 images) by torch-mlir (export_models.py), unedited
// but for the annotations: Megatron's shardings over tp, the batch over dp.
// The weights are function arguments (resnet_args) or dense_resource
// constants followed by dist.shard (resnet_const). Every run is compared with
// PyTorch's output on the same inputs (--expected), and the runs on the
// arguments form with upstream's lowering under mlir-runner (--reference).
// Each block's first convolution is split on its output channels, the
// second on its input channels: one all_reduce per block, as Megatron's
// MLP. (Before propagation followed data rather than torch-mlir's shared
// tensor.empty per shape, the block's elementwise tail was tied to the
// split channels: 2 all_gather, 3 reduce_scatter and 1 all_reduce, 42,144
// bytes per rank instead of 24,576.)
// Under dp alone the forward communicates nothing.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/resnet_args.mlir --inputs %S/Inputs/resnet_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/one
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/one --expected %S/Inputs/resnet_ref
// RUN: shard-run %S/Inputs/resnet_args.mlir --inputs %S/Inputs/resnet_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/tp --reference %t/one
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/tp --expected %S/Inputs/resnet_ref
// RUN: shard-run %S/Inputs/resnet_args.mlir --inputs %S/Inputs/resnet_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/dptp --reference %t/one
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/dptp --expected %S/Inputs/resnet_ref
// RUN: shard-run %S/Inputs/resnet_args.mlir --inputs %S/Inputs/resnet_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/resnet_args.mlir %t/dp --expected %S/Inputs/resnet_ref
// The same model as a pipeline: a pp axis of 2, cut automatically where the
// fewest activations are live (between layers), each stage keeping its
// shardings; outputs against PyTorch's.
// RUN: sed 's/"dp"=2, "tp"=2/"dp"=2, "pp"=1, "tp"=2/' %S/Inputs/resnet_args.mlir > %t/resnet_pp.mlir
// RUN: shard-run %t/resnet_pp.mlir --inputs %S/Inputs/resnet_ref --mesh pp=2,tp=2 --check -o %t/pp | FileCheck %s --check-prefixes=CHECK,PP
// RUN: %oracle %t/resnet_pp.mlir %t/pp --expected %S/Inputs/resnet_ref
// RUN: shard-run %S/Inputs/resnet_const.mlir --inputs %S/Inputs/resnet_ref --mesh tp=2 --check -o %t/ctp | FileCheck %s --check-prefixes=CHECK,CTP
// RUN: %oracle %S/Inputs/resnet_const.mlir %t/ctp --expected %S/Inputs/resnet_ref
// RUN: shard-run %S/Inputs/resnet_const.mlir --inputs %S/Inputs/resnet_ref --mesh dp=2,tp=2 --check -o %t/cdptp | FileCheck %s --check-prefixes=CHECK,CDPTP
// RUN: %oracle %S/Inputs/resnet_const.mlir %t/cdptp --expected %S/Inputs/resnet_ref
// TP: communication: 2 x all_reduce over {"tp"}, 24576 bytes sent per rank
// TP-NOT: communication:
// DPTP: communication: 2 x all_reduce over {"tp"}, 12288 bytes sent per rank
// DPTP-NOT: communication:
// DP: communication: none
// CTP: communication: 12 x all_slice over {"tp"}, 0 bytes sent per rank
// CTP: communication: 2 x all_reduce over {"tp"}, 24576 bytes sent per rank
// CTP-NOT: communication:
// CDPTP: communication: 12 x all_slice over {"tp"}, 0 bytes sent per rank
// CDPTP: communication: 2 x all_reduce over {"tp"}, 12288 bytes sent per rank
// CDPTP-NOT: communication:
// PP: communication: stage 0: 1 x exchange over {"pp"}, 16384 bytes sent per rank
// PP-NEXT: communication: stage 1: 1 x exchange over {"pp"}, 0 bytes sent per rank
// PP-NEXT: communication: stage 1: 2 x all_reduce over {"tp"}, 24576 bytes sent per rank
// CHECK: check passed
