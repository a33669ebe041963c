// Interleaved 1F1B with as many microbatches as ranks (3 ranks, 2 chunks
// each), Megatron's all-warm-up case: each rank runs all its forwards,
// then all its backwards. There is no steady state, so its last forward
// and first backward are not one step (in the steady state a forward and
// a backward are adjacent rows of the schedule table, and the receives of
// both are posted in one dist.exchange before them): rank 0's exchange
// before its last forward receives only that forward's activation, and
// the one after it sends that activation and receives the first gradient
// together. Paired, each rank's pair waited for its neighbour's and the
// verifier found the deadlock, so fewer than 2p microbatches on more than
// 2 ranks were refused. The training step of
// pipeline-interleaved-invalid.mlir (6 layers cut into 6 virtual stages),
// against mlir-runner.
// RUN: rm -rf %t
// RUN: shard-opt %S/pipeline-interleaved-invalid.mlir --dist-parallelize="microbatches=3 schedule=interleaved-1f1b virtual-stages=2" | FileCheck %s
// RUN: shard-run %S/pipeline-interleaved-invalid.mlir --microbatches 3 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %S/pipeline-interleaved-invalid.mlir %t/run

// Rank 0's regions, numbered in the order they print: 0 forward chunk 0,
// 3 forward chunk 1, 6 backward chunk 1, 9 backward chunk 0, the others
// exchanges; row i of the table runs region cases[i] for microbatch
// microbatches[i]. Its table reads (Fm.c: the forward of microbatch m on
// chunk c; x: an exchange)
//   F0.0 x F1.0 x F2.0 x F0.1 x F1.1 x F2.1 x B0.1 x B1.1 x B2.1 x
//   B0.0 x B1.0 x B2.0
// with exchange 5 between F2.1 and B0.1. All warm-up, each chunk holds
// all 3 microbatches at once: what a backward reads from its chunk's
// forward is stashed, after the other buffers, in 3 slots, at
// slot = microbatch mod 3. Chunk 0, the first virtual stage, is the first
// layer's product alone (the cuts make earlier stages lighter on ties),
// whose backward reads only the batch's slice and the weight: it stashes
// nothing; chunk 1 stashes its tanh.
// CHECK-LABEL: func.func private @train_stage0(
// CHECK:        %[[THREE:.*]] = arith.constant 3 : index
// CHECK:        %[[STASH1:[0-9]+]] = dist.buffer : !dist.buffer<tensor<3x8x8xf32>>
// CHECK-NEXT:   dist.schedule cases [0, 1, 0, 1, 0, 2, 3, 4, 3, 4, 3, 5, 6, 7, 6, 7, 6, 8, 9, 10, 9, 10, 9] microbatches [0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 2]{{$}}
// CHECK-NEXT:   forward chunk 0 (%[[MB:.*]]) {
// CHECK:          dist.store %{{[0-9]+}}, %[[ACT0:[0-9]+]] : tensor<8x8xf32>, !dist.buffer<tensor<8x8xf32>>
// CHECK-NEXT:   }
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]] : !dist.buffer<tensor<8x8xf32>> to [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]] : !dist.buffer<tensor<8x8xf32>> to [1] recv %[[IN1:[0-9]+]] : !dist.buffer<tensor<8x8xf32>> from [2]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   forward chunk 1 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[THREE]] : index
// CHECK-NEXT:     dist.load %[[IN1]] :
// CHECK:          dist.store %{{[0-9]+}}, %[[ACT1:[0-9]+]] : tensor<8x8xf32>, !dist.buffer<tensor<8x8xf32>>
// CHECK-NEXT:     dist.store %{{[0-9]+}}, %[[STASH1]][%[[SLOT]]] : tensor<8x8xf32>, !dist.buffer<tensor<3x8x8xf32>>
// CHECK-NEXT:   }
// The exchange before the last forward: its activation alone.
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT1]] : !dist.buffer<tensor<8x8xf32>> to [1] recv %[[IN1]] : !dist.buffer<tensor<8x8xf32>> from [2]{{$}}
// CHECK-NEXT:   }
// The exchange after it: its activation out, the first gradient in.
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT1]] : !dist.buffer<tensor<8x8xf32>> to [1] recv %[[GRAD1:[0-9]+]] : !dist.buffer<tensor<8x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 1 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[THREE]] : index
// CHECK-NEXT:     dist.load %[[GRAD1]] :
// CHECK:          dist.load %[[STASH1]][%[[SLOT]]] :
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1:[0-9]+]] : !dist.buffer<tensor<8x8xf32>> to [2] recv %[[GRAD1]] : !dist.buffer<tensor<8x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1]] : !dist.buffer<tensor<8x8xf32>> to [2] recv %[[GRAD0:[0-9]+]] : !dist.buffer<tensor<8x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     dist.load %[[GRAD0]] :
// CHECK-NOT:      dist.load %{{[0-9]+}}[
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[GRAD0]] : !dist.buffer<tensor<8x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK:        return
// Rank 1 likewise: its last forward F2.1 and first backward B0.1 (regions
// 4 and 7) have exchange 6 between them. Rank 2 runs the last virtual
// stage as its chunk 1, whose forward sends nothing: each of its forwards
// and the backward of the same microbatch (regions 4 and 5) are adjacent
// rows, with no exchange between.
// CHECK-LABEL: func.func private @train_stage1(
// CHECK:        dist.schedule cases [0, 1, 2, 1, 2, 1, 3, 4, 5, 4, 5, 4, 6, 7, 8, 7, 8, 7, 9, 10, 11, 10, 11, 10, 12] microbatches [0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 2, 0]{{$}}
// CHECK-LABEL: func.func private @train_stage2(
// CHECK:        dist.schedule cases [0, 1, 2, 1, 2, 1, 3, 4, 5, 6, 4, 5, 6, 4, 5, 7, 8, 9, 8, 9, 8, 10] microbatches [0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 1, 1, 0, 2, 2, 0, 0, 0, 1, 0, 2, 0]{{$}}
// EXEC: shard-run: @train ran on dp=1,pp=3,tp=1 (3 ranks)
// EXEC: check passed
