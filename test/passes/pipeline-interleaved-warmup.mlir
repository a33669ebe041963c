// Interleaved 1F1B with as many microbatches as ranks (3 ranks, 2 chunks
// each), Megatron's all-warm-up case: each rank runs all its forwards,
// then all its backwards. There is no steady state, so its last forward
// and first backward are not one step (in the steady state a forward and
// a backward exchange with the neighbours together): rank 0 sends its
// last forward's activation before it waits for the first gradient.
// Paired, each rank's pair waited for its neighbour's and the verifier
// found the deadlock, so fewer than 2p microbatches on more than 2 ranks
// were refused. The training step of pipeline-interleaved-invalid.mlir
// (6 layers cut into 6 virtual stages), against mlir-runner.
// RUN: rm -rf %t
// RUN: shard-opt %S/pipeline-interleaved-invalid.mlir --dist-parallelize="microbatches=3 schedule=interleaved-1f1b virtual-stages=2" | FileCheck %s
// RUN: shard-run %S/pipeline-interleaved-invalid.mlir --microbatches 3 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %S/pipeline-interleaved-invalid.mlir %t/run
// CHECK-LABEL: func.func private @train_stage0(
// CHECK:      dist.action forward microbatch 2 chunk 1
// CHECK:      dist.send %{{.*}} on @mesh axes ["pp"] to 1 : tensor<8x8xf32>
// CHECK-NEXT: dist.recv on @mesh axes ["pp"] from 1 : tensor<8x8xf32>
// CHECK-NEXT: dist.action backward microbatch 0 chunk 1
// EXEC: shard-run: @train ran on dp=1,pp=3,tp=1 (3 ranks)
// EXEC: check passed
