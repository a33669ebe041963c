// A BERT training step exported from PyTorch (export_train_steps.py:
// transformers' BertForMaskedLM, 2 layers, hidden 32, 4 heads; PyTorch's
// backward of the token-averaged cross entropy and SGD, traced by
// shard_torch.export_train_step), against PyTorch eager's
// step on the same weights and tokens, on dp=2,tp=2 and on dp=2,pp=2,tp=2.
// Megatron's tensor-parallel communication exactly: per layer 2 all_reduce
// forward (attention output, MLP output) and 2 backward (the attention's
// and the MLP's input gradients). The attention's input gradient is the
// residual's plus the q, k and v projections' partial ones, which autograd
// adds one at a time, the residual first; the partial terms are added
// first and reduced once (--dist-optimize-collectives). Over dp: the
// gradients, bucketed, plus the loss's sum and its token count.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=1,tp=2 --check -o %t/dptp | FileCheck %s
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/dptp --expected %S/Inputs/bert_train_step_ref
// CHECK: shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// CHECK-NEXT: communication: 8 x all_reduce over {"tp"}
// CHECK-NEXT: communication: 4 x all_reduce over {"dp"}
// CHECK-NOT: communication:
// CHECK: check passed
// With --narrow-f64, torch-mlir's LayerNorm variances (widened to f64 and
// rounded back) are computed in f32, forward and backward: the remark
// counts what was narrowed, and the step still matches PyTorch's within
// the oracle's tolerance (measured on 2026-12-04: the largest relative
// error 4.0e-8).
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=1,tp=2 --narrow-f64 --check -o %t/narrow 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/narrow --expected %S/Inputs/bert_train_step_ref
// NARROW: bert_train_step.mlir:129:11: remark: @train computes 84 f64 ops in f32 (42 on tensors)
// NARROW: shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// NARROW: check passed
// On dp=2,pp=2,tp=2 (1f1b, 2 microbatches, cut automatically), Megatron's
// communication, all of it: per microbatch each attention or MLP block's
// all_reduce over tp forward and backward (stage 0 holds 3 blocks, stage 1
// one), one activation forward and one gradient back; per step each
// stage's gradients over dp in one bucket, reduced in place by its last
// backward (stage 1 also sums the loss, and counts its tokens before the
// table), and stage 0's send of its embedding's new value to
// the last stage (the MLM decoder's weight is the word embedding; Megatron all-reduces the two
// gradients instead).
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule 1f1b --check -o %t/3d | FileCheck %s --check-prefix=DPPPTP
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/3d --expected %S/Inputs/bert_train_step_ref
// DPPPTP: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// DPPPTP-DAG: communication: stage 0: 12 x all_reduce over {"tp"}
// DPPPTP-DAG: communication: stage 0: 4 x exchange over {"pp"}
// DPPPTP-DAG: communication: stage 0: 1 x all_reduce_buffers over {"dp"}
// DPPPTP-DAG: communication: stage 1: 4 x all_reduce over {"tp"}
// DPPPTP-DAG: communication: stage 1: 4 x exchange over {"pp"}
// DPPPTP-DAG: communication: stage 1: 1 x all_reduce over {"dp"}
// DPPPTP-DAG: communication: stage 1: 2 x all_reduce_buffers over {"dp"}
// DPPPTP-NOT: communication:
// DPPPTP: check passed
// Sequence parallelism in a pipeline, as --dist-auto-plan writes BERT's
// step for dp=1, pp=2, tp=2: the token type table (2 rows, looked up with
// constant ids) stays whole, as Megatron keeps it. Split by its rows, its
// lookup's tokens were split over tp but not over the microbatches its
// sum with the word lookup carries, and the partitioner rejected the
// layout (an all_gather combining the microbatches). Against PyTorch's
// step.
// RUN: shard-opt %S/Inputs/bert_train_step.mlir --dist-auto-plan="devices=4 cluster=a100 plan=1x2x2/2/1f1b/selective-recompute/sequence-parallel" -o %t/sp.mlir
// RUN: FileCheck %s --input-file %t/sp.mlir --check-prefix=SPPLAN
// SPPLAN: %arg2: tensor<2x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// RUN: shard-run %t/sp.mlir --inputs %S/Inputs/bert_train_step_ref --microbatches 2 --schedule 1f1b --selective-recompute --sequence-parallel=tp -o %t/sp | FileCheck %s --check-prefix=SPEXEC
// RUN: %oracle %t/sp.mlir %t/sp --expected %S/Inputs/bert_train_step_ref
// SPEXEC: shard-run: @train ran on dp=1,pp=2,tp=2 (4 ranks)
// SPEXEC: communication: stage 0: {{[0-9]+}} x reduce_scatter over {"tp"}
