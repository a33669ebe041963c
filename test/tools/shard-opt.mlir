// shard-opt loads the dialects users feed in and runs upstream passes on them.

// RUN: shard-opt %s --split-input-file --tosa-to-linalg-pipeline | FileCheck %s --check-prefix=TOSA
// RUN: shard-opt %s --split-input-file --canonicalize --cse | FileCheck %s --check-prefix=CANON

// TOSA-LABEL: func.func @tosa_add
// TOSA: linalg.generic
// TOSA: arith.addf
// TOSA-NOT: tosa.
func.func @tosa_add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Upstream's own `shard` dialect lives beside `dist` in one module.
// CANON: shard.grid @grid(shape = 2x2)
// CANON: dist.mesh @mesh = <["dp"=2, "tp"=2]>
// CANON-LABEL: func.func @both
// CANON-SAME: (%[[X:.*]]: tensor<8x8xf32>)
// CANON-NEXT: %[[S:.*]] = dist.shard %[[X]] to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<8x8xf32>
// CANON-NEXT: %[[R:.*]] = dist.all_reduce %[[S]] on @mesh axes ["tp"] : tensor<8x8xf32>
// CANON-NEXT: return %[[R]], %[[R]]
shard.grid @grid(shape = 2x2)
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @both(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %s = dist.shard %x to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<8x8xf32>
  %dead = dist.all_gather %s on @mesh axes ["dp"] dim 0 : tensor<8x8xf32> -> tensor<16x8xf32>
  %r0 = dist.all_reduce %s on @mesh axes ["tp"] : tensor<8x8xf32>
  %r1 = dist.all_reduce %s on @mesh axes ["tp"] : tensor<8x8xf32>
  return %r0, %r1 : tensor<8x8xf32>, tensor<8x8xf32>
}
