// Dropout as torch-mlir exports it (Inputs/export_dropout.py: an MLP in
// training mode, unedited but for annotations): the masks come from a
// counter-based generator over each element's position in the whole
// tensor, keyed by a seed torch-mlir keeps in a mutable ml_program.global.
// shard-run makes the global an argument and a result (--dist-lift-globals)
// starting from its initializer, and every device draws its block at its
// global positions, so the masks are the same on every mesh: the dropped
// input (output 0) is bit-identical on one device, dp x tp and a pipeline
// of two microbatches, and equal to dropout_mask.py's plain-Python draw.
// Every run also matches upstream's lowering under mlir-runner. A job
// carries the seed from step to step (each step draws new masks: step 3's
// first draw is the fifth) and checkpoints it: resumed on another mesh it
// ends bit-identical.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/dropout_mlp.mlir --mesh pp=1,dp=1,tp=1 -o %t/one | FileCheck %s --check-prefix=ONE
// RUN: %oracle %S/Inputs/dropout_mlp.mlir %t/one
// RUN: %python %S/Inputs/dropout_mask.py %t/one 1 | FileCheck %s --check-prefix=MASK
// RUN: not %python %S/Inputs/dropout_mask.py %t/one 2
// RUN: shard-run %S/Inputs/dropout_mlp.mlir --mesh pp=1,dp=2,tp=2 -o %t/dptp
// RUN: %oracle %S/Inputs/dropout_mlp.mlir %t/dptp --reference %t/one
// RUN: cmp %t/one/output0.npy %t/dptp/output0.npy
// RUN: cmp %t/one/output2.npy %t/dptp/output2.npy
// RUN: shard-run %S/Inputs/dropout_mlp.mlir --mesh pp=2,dp=1,tp=1 --microbatches 2 -o %t/pp
// RUN: %oracle %S/Inputs/dropout_mlp.mlir %t/pp --reference %t/one
// RUN: cmp %t/one/output0.npy %t/pp/output0.npy
// RUN: cmp %t/one/output2.npy %t/pp/output2.npy
// RUN: shard-run %S/Inputs/dropout_mlp.mlir --mesh pp=1,dp=1,tp=1 --steps 3 -o %t/job
// RUN: %python %S/Inputs/dropout_mask.py %t/job 5
// RUN: shard-run %S/Inputs/dropout_mlp.mlir --mesh pp=1,dp=2,tp=2 --steps 3 --checkpoint-every 2 -o %t/job4
// RUN: cmp %t/job/output0.npy %t/job4/output0.npy
// RUN: shard-run %S/Inputs/dropout_mlp.mlir --mesh pp=2,dp=1,tp=1 --microbatches 2 --steps 3 --resume %t/job4/checkpoints/step2 -o %t/resumed
// RUN: cmp %t/job/output0.npy %t/resumed/output0.npy
// RUN: cmp %t/job/output2.npy %t/resumed/output2.npy
// ONE: @forward ran on pp=1,dp=1,tp=1 (1 rank)
// MASK: dropout_mask: 128 elements as drawn, 56 kept
