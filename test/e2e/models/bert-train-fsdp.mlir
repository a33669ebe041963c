// The BERT training step of bert-train.mlir (exported from PyTorch) under
// fully sharded data parallelism (--fsdp=dp), against PyTorch eager's step,
// on dp=2,pp=1,tp=2 and on dp=2,pp=2,tp=2: each weight stored as a quarter
// (tp x dp; a half where tp does not split it), gathered over dp before
// its use in the forward pass and again in the backward pass; the
// gradients that split reduce_scattered. Megatron's tp all_reduces are
// unchanged.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=1,tp=2 --fsdp=dp --check -o %t/fsdp | FileCheck %s --check-prefix=FSDP
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/fsdp --expected %S/Inputs/bert_train_step_ref
// FSDP: shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// FSDP-NEXT: communication: 70 x all_gather over {"dp"}, 48448 bytes sent per rank
// FSDP-NEXT: communication: 8 x all_reduce over {"tp"}, 16384 bytes sent per rank
// FSDP: check passed
// The gathers started and overlapped as on a device (SHARDRT_OVERLAP=1):
// the embeddings' tables, which their gathers' bodies read without taking
// them as operands, are waited for before those kernels.
// RUN: env SHARDRT_OVERLAP=1 shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=1,tp=2 --fsdp=dp --check -o %t/overlap | FileCheck %s --check-prefix=FSDP
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/overlap --expected %S/Inputs/bert_train_step_ref
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule 1f1b --fsdp=dp --check -o %t/fsdp3d | FileCheck %s --check-prefix=FSDP3D
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/fsdp3d --expected %S/Inputs/bert_train_step_ref
// FSDP3D: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// FSDP3D-DAG: communication: stage 0: 12 x all_reduce over {"tp"}
// FSDP3D-DAG: communication: stage 0: 97 x all_gather over {"dp"}
// FSDP3D-DAG: communication: stage 0: 1 x reduce_scatter_buffers over {"dp"}, 11072 bytes sent per rank
// FSDP3D-DAG: communication: stage 1: 37 x all_gather over {"dp"}
// FSDP3D-DAG: communication: stage 1: 1 x reduce_scatter_buffers over {"dp"}, 4736 bytes sent per rank
// FSDP3D: check passed
// Each pass gathers the weights it reads (above: stage 0's forward and
// backward passes of 2 microbatches, 97 gathers). With --shard-gradients
// (ZeRO-3) each pass reduce_scatters the gradients it makes too, where
// they were reduce_scattered once, in each stage's last backward pass (22
// and 10 sums, one bucket a stage above).
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule 1f1b --fsdp=dp --shard-gradients --check -o %t/zero3 | FileCheck %s --check-prefix=ZEROTHREE
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/zero3 --expected %S/Inputs/bert_train_step_ref
// ZEROTHREE: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// ZEROTHREE-DAG: communication: stage 0: 97 x all_gather over {"dp"}
// ZEROTHREE-DAG: communication: stage 0: 44 x reduce_scatter_buffers over {"dp"}
// ZEROTHREE-DAG: communication: stage 1: 37 x all_gather over {"dp"}
// ZEROTHREE-DAG: communication: stage 1: 20 x reduce_scatter_buffers over {"dp"}
// ZEROTHREE: check passed
