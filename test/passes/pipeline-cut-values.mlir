// RUN: shard-opt %s -split-input-file --dist-parallelize="microbatches=2" | FileCheck %s
// RUN: rm -rf %t && split-file %s %t
// RUN: shard-run %t/two.mlir --microbatches 2 --check -o %t/two-out | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/two.mlir %t/two-out
// RUN: shard-run %t/unused.mlir --microbatches 2 --check -o %t/unused-out | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/unused.mlir %t/unused-out

// A cut that carries two values of the batch: each is split over dp and
// the microbatches, as the other is. The cut's rule gives each value its
// own group of factors, so that one mesh axis may split both; with one
// group, the second value was left whole and its microbatches gathered,
// which a pipeline rejects. A result of the cut that nothing reads is
// split the same way. Both values of @two go in one exchange per
// microbatch, each stored in a buffer of one microbatch's block (2x4 of
// 8x4: dp = 2, two microbatches); @unused sends only the value read.
// CHECK-LABEL: func.func private @two_stage0(
// CHECK:         dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 1, 0]
// CHECK-NEXT:    forward chunk 0 (
// CHECK:           %[[A:.*]] = linalg.add
// CHECK-NEXT:      %[[B:.*]] = linalg.mul
// CHECK-NEXT:      dist.store %[[A]], %[[SA:.*]] : tensor<2x4xf32>, !dist.buffer<tensor<2x4xf32>>
// CHECK-NEXT:      dist.store %[[B]], %[[SB:.*]] : tensor<2x4xf32>, !dist.buffer<tensor<2x4xf32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[SA]], %[[SB]] : !dist.buffer<tensor<2x4xf32>>, !dist.buffer<tensor<2x4xf32>> to [1, 1]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-LABEL: func.func private @two_stage1(
// CHECK:         dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 0, 1]
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] recv %[[RA:.*]], %[[RB:.*]] : !dist.buffer<tensor<2x4xf32>>, !dist.buffer<tensor<2x4xf32>> from [0, 0]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    forward chunk 0 (
// CHECK-NEXT:      %[[A:.*]] = dist.load %[[RA]] : !dist.buffer<tensor<2x4xf32>> -> tensor<2x4xf32>
// CHECK-NEXT:      %[[B:.*]] = dist.load %[[RB]] : !dist.buffer<tensor<2x4xf32>> -> tensor<2x4xf32>
// CHECK-NEXT:      linalg.sub ins(%[[A]], %[[B]] : tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK-NOT:     dist.all_gather
// CHECK:       dist.pipeline @two on @mesh axis "pp" microbatches 2
// CHECK-LABEL: func.func private @unused_stage0(
// CHECK:         forward chunk 0 (
// CHECK:           %[[A:.*]] = linalg.add
// CHECK-NEXT:      dist.store %[[A]], %[[SA:.*]] : tensor<2x4xf32>, !dist.buffer<tensor<2x4xf32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[SA]] : !dist.buffer<tensor<2x4xf32>> to [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NOT:     dist.all_gather
// CHECK-LABEL: func.func private @unused_stage1(
// CHECK-NOT:     dist.all_gather
// CHECK:         dist.exchange on @mesh axes ["pp"] recv %{{.*}} : !dist.buffer<tensor<2x4xf32>> from [0]{{$}}
// CHECK-NOT:     dist.all_gather
// CHECK:       dist.pipeline @unused on @mesh axis "pp" microbatches 2

// EXEC: check passed

//--- two.mlir
dist.mesh @mesh = <["dp"=2, "pp"=2]>
func.func @two(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %a = linalg.add ins(%x, %x : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %b = linalg.mul ins(%x, %x : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %c:2 = dist.stage_boundary %a, %b : tensor<8x4xf32>, tensor<8x4xf32>
  %d = linalg.sub ins(%c#0, %c#1 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %d : tensor<8x4xf32>
}

// -----
//--- unused.mlir
dist.mesh @mesh = <["dp"=2, "pp"=2]>
func.func @unused(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %a = linalg.add ins(%x, %x : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %c:2 = dist.stage_boundary %a, %x : tensor<8x4xf32>, tensor<8x4xf32>
  %d = linalg.mul ins(%c#0, %c#0 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %d : tensor<8x4xf32>
}
