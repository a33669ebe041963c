// GPT-2 (2 layers, hidden 32, 4 heads, vocab 128, 8 tokens), exported from
// transformers' GPT2Model by torch-mlir (export_models.py), unedited
// but for the annotations: Megatron's shardings over tp, the batch over dp.
// The weights are function arguments (gpt2_args) or dense_resource
// constants followed by dist.shard (gpt2_const). Every run is compared with
// PyTorch's output on the same inputs (--expected), and the runs on the
// arguments form with upstream's lowering under mlir-runner (--reference).
// Megatron's collectives: one all_reduce for the vocab-parallel embedding
// and two per layer (attention output, MLP output). GPT-2 fuses Q, K and V
// in one [32, 96] weight; it and its bias are split over tp in 3 blocks
// (`blocks 3`: each device holds its heads of Q, K and V, as Megatron
// stores them), so slicing the fused product into Q, K and V gathers
// nothing. all_slice is a local copy. Under dp alone the forward
// communicates nothing.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/gpt2_args.mlir --inputs %S/Inputs/gpt2_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/one
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/one --expected %S/Inputs/gpt2_ref
// RUN: shard-run %S/Inputs/gpt2_args.mlir --inputs %S/Inputs/gpt2_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/tp --reference %t/one
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/tp --expected %S/Inputs/gpt2_ref
// RUN: shard-run %S/Inputs/gpt2_args.mlir --inputs %S/Inputs/gpt2_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/dptp --reference %t/one
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/dptp --expected %S/Inputs/gpt2_ref
// RUN: shard-run %S/Inputs/gpt2_args.mlir --inputs %S/Inputs/gpt2_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/gpt2_args.mlir %t/dp --expected %S/Inputs/gpt2_ref
// The same model as a pipeline: a pp axis of 2, cut automatically where the
// fewest activations are live (between layers), each stage keeping its
// shardings; outputs against PyTorch's.
// RUN: sed 's/"dp"=2, "tp"=2/"dp"=2, "pp"=1, "tp"=2/' %S/Inputs/gpt2_args.mlir > %t/gpt2_pp.mlir
// RUN: shard-run %t/gpt2_pp.mlir --inputs %S/Inputs/gpt2_ref --mesh dp=2,pp=2,tp=2 --check -o %t/pp | FileCheck %s --check-prefixes=CHECK,PP
// RUN: %oracle %t/gpt2_pp.mlir %t/pp --expected %S/Inputs/gpt2_ref
// RUN: shard-run %S/Inputs/gpt2_const.mlir --inputs %S/Inputs/gpt2_ref --mesh tp=2 --check -o %t/ctp | FileCheck %s --check-prefixes=CHECK,CTP
// RUN: %oracle %S/Inputs/gpt2_const.mlir %t/ctp --expected %S/Inputs/gpt2_ref
// RUN: shard-run %S/Inputs/gpt2_const.mlir --inputs %S/Inputs/gpt2_ref --mesh dp=2,tp=2 --check -o %t/cdptp | FileCheck %s --check-prefixes=CHECK,CDPTP
// RUN: %oracle %S/Inputs/gpt2_const.mlir %t/cdptp --expected %S/Inputs/gpt2_ref
// TP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// TP-NOT: communication:
// DPTP: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// DPTP-NOT: communication:
// DP: communication: none
// CTP: communication: 13 x all_slice over {"tp"}, 0 bytes sent per rank
// CTP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// CTP-NOT: communication:
// CDPTP: communication: 13 x all_slice over {"tp"}, 0 bytes sent per rank
// CDPTP: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// CDPTP-NOT: communication:
// PP: communication: stage 0: 3 x all_reduce over {"tp"}, 3072 bytes sent per rank
// PP: communication: stage 0: 1 x exchange over {"pp"}, 1024 bytes sent per rank
// PP: communication: stage 1: 1 x exchange over {"pp"}, 0 bytes sent per rank
// PP: communication: stage 1: 2 x all_reduce over {"tp"}, 2048 bytes sent per rank
// CHECK: check passed
