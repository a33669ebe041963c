// RUN: shard-opt %s --dist-lift-weights -split-input-file | FileCheck %s
// RUN: shard-opt %s --dist-lift-weights --dist-lift-weights -split-input-file | FileCheck %s
// Each non-splat floating-point tensor constant of a public function becomes
// a trailing argument holding its elements as dist.initial_value (a
// dense_resource whose bytes the file lacks: none); a dist.shard that is its
// only use becomes the argument's sharding. Splats, integers and scalars
// stay; private functions are the front end's to inline
// (passes/prepare/LiftWeights.cpp). Running it twice changes nothing more.

// CHECK-LABEL: func.func @forward(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4xf32>,
// CHECK-SAME: %[[W:[^:]*]]: tensor<4x2xf32> {dist.initial_value = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : tensor<4x2xf32>},
// CHECK-SAME: %[[B:[^:]*]]: tensor<2xbf16> {dist.initial_value = dense_resource<bias> : tensor<2xbf16>, dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
// CHECK-SAME: %[[E:[^:]*]]: tensor<2xf32>)
// CHECK-SAME: -> (tensor<2x2xf32>, tensor<2x2xi32>, tensor<2xbf16>, tensor<2xf32>) {
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<2x2xf32>
// CHECK-DAG: %[[IDS:.*]] = arith.constant dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi32>
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[W]] : tensor<2x4xf32>, tensor<4x2xf32>) outs(%[[ZERO]] : tensor<2x2xf32>)
// CHECK: return %[[Y]], %[[IDS]], %[[B]], %[[E]]
// CHECK-LABEL: func.func private @helper(
// CHECK-SAME: %{{.*}}: tensor<2xf32>) -> tensor<2xf32>
// CHECK: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
dist.mesh @mesh = <["tp"=2]>
func.func @forward(%x: tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>, tensor<2xbf16>, tensor<2xf32>) {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %zero = arith.constant dense<0.0> : tensor<2x2xf32>
  %ids = arith.constant dense<[[0, 1], [1, 0]]> : tensor<2x2xi32>
  %b = arith.constant dense_resource<bias> : tensor<2xbf16>
  %b_sharded = dist.shard %b to #dist.sharding<@mesh, [{"tp"}]> : tensor<2xbf16>
  %e = arith.constant dense_resource<elided> : tensor<2xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x2xf32>) outs(%zero : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %y, %ids, %b_sharded, %e : tensor<2x2xf32>, tensor<2x2xi32>, tensor<2xbf16>, tensor<2xf32>
}
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = arith.addf %x, %c : tensor<2xf32>
  return %y : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      bias: "0x020000003F804000"
    }
  }
#-}

// -----

// A constant read by a dist.shard and by another op keeps the dist.shard.
// CHECK-LABEL: func.func @shared(
// CHECK-SAME: %[[W:[^:]*]]: tensor<2xf32> {dist.initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>})
// CHECK: %[[S:.*]] = dist.shard %[[W]] to #dist.sharding<@mesh, [{"tp"}]> : tensor<2xf32>
// CHECK: return %[[S]], %[[W]]
dist.mesh @mesh = <["tp"=2]>
func.func @shared() -> (tensor<2xf32>, tensor<2xf32>) {
  %w = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = dist.shard %w to #dist.sharding<@mesh, [{"tp"}]> : tensor<2xf32>
  return %s, %w : tensor<2xf32>, tensor<2xf32>
}

// -----

// A function something calls keeps its constants: the call would need the
// weights (the front end inlines it first).
// CHECK-LABEL: func.func @called(
// CHECK-SAME: %{{[^:]*}}: tensor<2xf32>) -> tensor<2xf32>
// CHECK: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-LABEL: func.func @caller(
// CHECK: call @called
func.func @called(%x: tensor<2xf32>) -> tensor<2xf32> {
  %w = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = arith.addf %x, %w : tensor<2xf32>
  return %y : tensor<2xf32>
}
func.func @caller(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = func.call @called(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
}
