// RUN: shard-opt %s --dist-sink-extracted-scalars --canonicalize | FileCheck %s
// Scalars computed from tensor elements at the top level and read in a
// generic's body are computed in the body from the tensors, which become
// inputs (passes/prepare/SinkExtractedScalars.cpp): a GPU reads elements
// only in kernels. e2e/dropout.mlir runs torch-mlir's seed this way on the
// CUDA emulator.

// The seed advanced once, read by a generator over positions.
// CHECK-DAG: #[[$ELEM:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[$TABLE:.*]] = affine_map<(d0, d1) -> (1)>
// CHECK-LABEL: func.func @seeded
// CHECK-NOT: tensor.extract
// CHECK: linalg.generic {indexing_maps = [#[[$ELEM]], #[[$TABLE]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<i64>, tensor<4xi64>)
// CHECK-NEXT: ^bb0(%[[S:.*]]: i64, %[[T:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT: %[[K:.*]] = arith.muli %[[S]], %c{{.*}} : i64
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[N]], %[[K]] : i64
// CHECK-NEXT: %[[V:.*]] = arith.addi %[[M]], %[[T]] : i64
// CHECK-NEXT: linalg.yield %[[V]] : i64
#id = affine_map<(i, j) -> (i, j)>
func.func @seeded(%seed: tensor<i64>, %table: tensor<4xi64>) -> tensor<4x8xi64> {
  %a = arith.constant 6364136223846793005 : i64
  %c1 = arith.constant 1 : index
  %s = tensor.extract %seed[] : tensor<i64>
  %k = arith.muli %s, %a : i64
  %t = tensor.extract %table[%c1] : tensor<4xi64>
  %e = tensor.empty() : tensor<4x8xi64>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x8xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i64
    %m = arith.muli %n, %k : i64
    %v = arith.addi %m, %t : i64
    linalg.yield %v : i64
  } -> tensor<4x8xi64>
  return %r : tensor<4x8xi64>
}

// An element at a position only known at run time, and a scalar argument,
// stay where they are.
// CHECK-LABEL: func.func @left_alone
// CHECK: %[[X:.*]] = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK: linalg.generic {{.*}} outs(
// CHECK: arith.addf %[[X]], %arg2 : f32
func.func @left_alone(%v: tensor<4xf32>, %i: index, %y: f32) -> tensor<4xf32> {
  %x = tensor.extract %v[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A constant position outside the tensor reads an undefined element: left
// where it is (not made an indexing map past the tensor's end).
// CHECK-LABEL: func.func @out_of_bounds
// CHECK: %[[X:.*]] = tensor.extract %arg0[%{{.*}}] : tensor<4xf32>
// CHECK: linalg.generic {{.*}} outs(
// CHECK: arith.addf %[[X]], %[[X]] : f32
func.func @out_of_bounds(%v: tensor<4xf32>) -> tensor<4xf32> {
  %c9 = arith.constant 9 : index
  %x = tensor.extract %v[%c9] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    %z = arith.addf %x, %x : f32
    linalg.yield %z : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
