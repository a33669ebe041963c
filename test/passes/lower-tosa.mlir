// --dist-lower-tosa runs upstream's TOSA-to-linalg pipeline on a module
// that has TOSA ops and leaves a module without any as it is (the front
// end's nine TOSA passes would otherwise each walk it).
// RUN: shard-opt %s --split-input-file --dist-lower-tosa | FileCheck %s

// CHECK-LABEL: func.func @tosa(%arg0: tensor<1x4x8xf32>, %arg1: tensor<1x8x4xf32>) -> tensor<1x4x4xf32> {
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<1x4x4xf32>
// CHECK-NEXT:    %[[Z:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = linalg.batch_matmul ins(%arg0, %arg1 : tensor<1x4x8xf32>, tensor<1x8x4xf32>) outs(%[[Z]] : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
// CHECK:         %[[S:.*]] = linalg.generic {{.*}} ins(%[[Y]] : tensor<1x4x4xf32>)
// CHECK:           math.exp
// CHECK:         return %[[S]] : tensor<1x4x4xf32>
// CHECK-NOT:     tosa.
func.func @tosa(%x: tensor<1x4x8xf32>, %w: tensor<1x8x4xf32>) -> tensor<1x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = tosa.matmul %x, %w, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4xf32>
  %s = tosa.sigmoid %y : (tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %s : tensor<1x4x4xf32>
}

// -----

// Without TOSA nothing changes: not even the canonicalizations the TOSA
// pipeline runs (the empty tensor stays named as written, the constant
// where it was).
// CHECK-LABEL: func.func @plain(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[C]] : f32) outs(%[[E]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4xf32>
func.func @plain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
