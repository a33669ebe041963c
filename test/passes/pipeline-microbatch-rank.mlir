// RUN: shard-opt %s -split-input-file --dist-pipeline | FileCheck %s

// A rank asked over dp, the microbatches and tp (sequence parallelism's
// tokens split over tp within a microbatch, numbered by linalg.index):
// row-major, (rank over dp * microbatches + the microbatch) * |tp| +
// rank over tp.
// CHECK-LABEL: func.func private @dp_microbatch_tp_stage0
// CHECK: forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT: %[[DP:.*]] = dist.group_rank on @mesh axes ["dp"] : index
// CHECK-NEXT: %[[M:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[SCALED:.*]] = arith.muli %[[DP]], %[[M]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[SCALED]], %[[MB]] : index
// CHECK-NEXT: %[[TP:.*]] = dist.group_rank on @mesh axes ["tp"] : index
// CHECK-NEXT: %[[T:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[ROWS:.*]] = arith.muli %[[ROW]], %[[T]] : index
// CHECK-NEXT: %[[RANK:.*]] = arith.addi %[[ROWS]], %[[TP]] : index
// CHECK-NEXT: arith.index_cast %[[RANK]] : index to i64
dist.mesh @mesh = <["dp"=2, "pp"=2, "microbatch"=2, "tp"=4]>
func.func @dp_microbatch_tp(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %r = dist.group_rank on @mesh axes ["dp", "microbatch", "tp"] : index
  %i = arith.index_cast %r : index to i64
  %f = arith.sitofp %i : i64 to f32
  %e = tensor.empty() : tensor<2x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %a = dist.stage_boundary %y : tensor<2x8xf32>
  return %a : tensor<2x8xf32>
}

// -----

// Without dp: the microbatch times |tp| plus the rank over tp.
// CHECK-LABEL: func.func private @microbatch_tp_stage0
// CHECK: forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT: %[[TP:.*]] = dist.group_rank on @mesh axes ["tp"] : index
// CHECK-NEXT: %[[T:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[ROWS:.*]] = arith.muli %[[MB]], %[[T]] : index
// CHECK-NEXT: %[[RANK:.*]] = arith.addi %[[ROWS]], %[[TP]] : index
// CHECK-NEXT: arith.index_cast %[[RANK]] : index to i64
dist.mesh @mesh = <["pp"=2, "microbatch"=2, "tp"=2]>
func.func @microbatch_tp(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %r = dist.group_rank on @mesh axes ["microbatch", "tp"] : index
  %i = arith.index_cast %r : index to i64
  %f = arith.sitofp %i : i64 to f32
  %e = tensor.empty() : tensor<2x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %a = dist.stage_boundary %y : tensor<2x8xf32>
  return %a : tensor<2x8xf32>
}
