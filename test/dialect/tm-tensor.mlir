// RUN: shard-opt %s | FileCheck %s
// RUN: shard-opt %s | shard-opt | FileCheck %s
// torch-mlir's tm_tensor ops in the form its linalg-on-tensors output has
// them (torch.cumsum, torch.topk, index_add, scaled_dot_product_attention
// with and without a mask), parsed and printed back.

// CHECK-LABEL: func.func @cumsum
// CHECK: %[[R:.*]]:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%{{.*}} : tensor<3x5xf32>) outs(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<3xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: tm_tensor.yield %[[S]] : f32
// CHECK-NEXT: } -> tensor<3x5xf32>, tensor<3xf32>
func.func @cumsum(%x: tensor<3x5xf32>, %o: tensor<3x5xf32>, %a: tensor<3xf32>) -> tensor<3x5xf32> {
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x5xf32>) outs(%o, %a : tensor<3x5xf32>, tensor<3xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x5xf32>, tensor<3xf32>
  return %r#0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @topk
// CHECK: tm_tensor.sort dimension(1) outs(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<3x5xi64>) {
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: i64, %{{.*}}: i64):
// CHECK: tm_tensor.yield %{{.*}} : i1
// CHECK-NEXT: } -> tensor<3x5xf32>, tensor<3x5xi64>
func.func @topk(%x: tensor<3x5xf32>, %i: tensor<3x5xi64>) -> tensor<3x5xf32> {
  %r:2 = tm_tensor.sort dimension(1) outs(%x, %i : tensor<3x5xf32>, tensor<3x5xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<3x5xf32>, tensor<3x5xi64>
  return %r#0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @index_add
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%{{.*}}, %{{.*}} : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%{{.*}} : tensor<6x4xf32>) {
// CHECK: } -> tensor<6x4xf32>
func.func @index_add(%u: tensor<3x1x4xf32>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// CHECK-LABEL: func.func @attention
// CHECK: tm_tensor.attention ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>) outs(%{{.*}} : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
// CHECK: tm_tensor.attention {scale = 2.500000e-01 : f64} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>, tensor<4x8x6xi1>) outs(%{{.*}} : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
func.func @attention(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x12xf32>, %m: tensor<4x8x6xi1>, %o: tensor<4x8x12xf32>) -> tensor<4x8x12xf32> {
  %a = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  %b = tm_tensor.attention {scale = 0.25 : f64} ins(%q, %k, %v, %m : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>, tensor<4x8x6xi1>) outs(%a : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return %b : tensor<4x8x12xf32>
}
