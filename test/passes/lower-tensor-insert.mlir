// RUN: shard-opt %s --dist-lower-tensor-insert | FileCheck %s
// tensor.insert becomes a generic over the tensor's positions
// (passes/prepare/LowerTensorInsert.cpp): the scalar where every index
// matches, the old element elsewhere; into a rank-0 tensor, just the
// scalar. e2e/dropout.mlir runs torch-mlir's seed update through it.

// CHECK-LABEL: func.func @rank0(
// CHECK-SAME: %[[T:.*]]: tensor<i64>, %[[X:.*]]: i64)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<i64>
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#{{.*}}], iterator_types = []} outs(%[[E]] : tensor<i64>)
// CHECK-NEXT: ^bb0(%{{.*}}: i64):
// CHECK-NEXT: linalg.yield %[[X]] : i64
// CHECK: return %[[G]]
func.func @rank0(%t: tensor<i64>, %x: i64) -> tensor<i64> {
  %r = tensor.insert %x into %t[] : tensor<i64>
  return %r : tensor<i64>
}

// CHECK-LABEL: func.func @rank2(
// CHECK-SAME: %[[T:.*]]: tensor<4x8xf32>, %[[X:.*]]: f32, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[T]] : tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[D0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[E0:.*]] = arith.cmpi eq, %[[D0]], %[[I]] : index
// CHECK-NEXT: %[[D1:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[E1:.*]] = arith.cmpi eq, %[[D1]], %[[J]] : index
// CHECK-NEXT: %[[BOTH:.*]] = arith.andi %[[E0]], %[[E1]] : i1
// CHECK-NEXT: %[[V:.*]] = arith.select %[[BOTH]], %[[X]], %[[IN]] : f32
// CHECK-NEXT: linalg.yield %[[V]] : f32
// CHECK: return %[[G]]
func.func @rank2(%t: tensor<4x8xf32>, %x: f32, %i: index, %j: index) -> tensor<4x8xf32> {
  %r = tensor.insert %x into %t[%i, %j] : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
