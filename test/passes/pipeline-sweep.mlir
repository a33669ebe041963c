// Every pipeline schedule Megatron-LM or torchtitan runs is accepted, and
// the rest refused with its reason (Inputs/pipeline_sweep.py): a 16-layer
// MLP training step (bench/gen_train_mlp.py) on p = 2..8 stages with m =
// 1..2p+1 microbatches under gpipe, 1f1b, zb-h1 and interleaved-1f1b (2
// chunks per rank), each compiled by --dist-parallelize, whose verifier
// plays the stages' transfers as the runtime posts them. Accepted exactly
// where the microbatches divide the batch and, for interleaved, are a
// multiple of the stages (Megatron's conditions; interleaved with m = p
// was refused until its all-warm-up order was emitted as Megatron's). A
// sample runs on p ranks against the unsharded program and mlir-runner:
// interleaved at m = p on 3 and 4 ranks, counts that are not multiples of
// p under 1f1b and zb-h1, one microbatch under zb-h1, and gpipe.
// RUN: rm -rf %t && %python %S/Inputs/pipeline_sweep.py --shard-opt shard-opt --shard-run shard-run --oracle "%oracle" --gen %gen_train_mlp --work %t | FileCheck %s
// CHECK-NOT: pipeline_sweep: p=
// CHECK: pipeline_sweep: 308 configurations compiled, 6 run against mlir-runner: 0 failures
