// Elementwise max and min on the values where their forms differ: NaN,
// signed zeros (seen through 1/x as +inf and -inf), infinities. maximumf
// against a constant that is not -0 (ReLU) and minimumf against one that
// is not +0 are one compare and a select; against -0 / +0 the general
// branch-free form decides the zero's sign; maxnumf and minnumf return the
// other operand of a NaN (as selects). Checked against upstream's lowering
// under mlir-runner, which compares every non-finite value.
// RUN: rm -rf %t && mkdir -p %t/in
// RUN: %npy %t/in/input0.npy f32 8 nan,-0,0,-inf,inf,-2.5,3,7
// RUN: %npy %t/in/input1.npy f32 8 1,-0,5,nan,-1,nan,2,-3
// RUN: shard-run %s --inputs %t/in -o %t/one && %oracle %s %t/one
// RUN: shard-translate --emit-cpp %s | FileCheck %s
// CHECK: ((in0 > 0x0p+0f || in0 != in0) ? in0 : 0x0p+0f)
// CHECK: shard_maximumf(in0, -0x0p+0f)

#id = affine_map<(i) -> (i)>
func.func @minmax(%x: tensor<8xf32>, %y: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %r:6 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%e, %e, %e, %e, %e, %e : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%v: f32, %w: f32, %o0: f32, %o1: f32, %o2: f32, %o3: f32, %o4: f32, %o5: f32):
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %negzero = arith.constant -0.0 : f32
    %six = arith.constant 6.0 : f32
    %relu = arith.maximumf %v, %zero : f32
    %r0 = arith.divf %one, %relu : f32
    %low = arith.minimumf %six, %v : f32
    %r1 = arith.divf %one, %low : f32
    %maxneg = arith.maximumf %v, %negzero : f32
    %r2 = arith.divf %one, %maxneg : f32
    %minpos = arith.minimumf %v, %zero : f32
    %r3 = arith.divf %one, %minpos : f32
    %r4 = arith.maxnumf %v, %w : f32
    %r5 = arith.minnumf %v, %w : f32
    linalg.yield %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
