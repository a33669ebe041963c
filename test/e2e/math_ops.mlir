// Every op of the math dialect that upstream lowers (to libm, LLVM
// intrinsics or outlined functions), in one loop nest, against upstream's
// lowering. Arguments keep each op in its domain (a = |x| + 0.5 > 0).
// math.isinf and math.isnormal, which upstream cannot lower, are in
// math_classify.mlir.
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=4 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-translate --emit-cpp %s | FileCheck %s --check-prefix=MATH
// R2: communication: 2 x all_gather over {"x"}, 512 bytes sent per rank
// R4: communication: 2 x all_gather over {"x"}, 768 bytes sent per rank
// CHECK: check passed
// MATH: shard_fpowi(
// MATH: shard_ipowi(
// MATH: shard_ctlz((uint32_t)

dist.mesh @mesh = <["x"=2]>
#id = affine_map<(i, j) -> (i, j)>
func.func @math(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                %n: tensor<8x8xi32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<8x8xi32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %half = arith.constant 0.5 : f32
  %mhalf = arith.constant -0.5 : f32
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 0.9 : f32
  %scale = arith.constant 3.7 : f32
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3 : i32
  %eight = arith.constant 8 : i32
  %e = tensor.empty() : tensor<8x8xf32>
  %ei = tensor.empty() : tensor<8x8xi32>
  %r:4 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x, %n : tensor<8x8xf32>, tensor<8x8xi32>)
      outs(%e, %e, %e, %ei : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi32>) {
  ^bb0(%v: f32, %i: i32, %o1: f32, %o2: f32, %o3: f32, %o4: i32):
    %abs = math.absf %v : f32
    %a = arith.addf %abs, %half : f32
    // Exponentials, logarithms, roots.
    %e1 = math.exp %v : f32
    %e2 = math.log %a : f32
    %e3 = math.log2 %a : f32
    %e4 = math.log10 %a : f32
    %e5 = math.log1p %abs : f32
    %e6 = math.sqrt %a : f32
    %e7 = math.rsqrt %a : f32
    %e8 = math.cbrt %v : f32
    %e9 = math.exp2 %v : f32
    %e10 = math.expm1 %v : f32
    %s1 = arith.addf %e1, %e2 : f32
    %s2 = arith.addf %s1, %e3 : f32
    %s3 = arith.addf %s2, %e4 : f32
    %s4 = arith.addf %s3, %e5 : f32
    %s5 = arith.addf %s4, %e6 : f32
    %s6 = arith.addf %s5, %e7 : f32
    %s7 = arith.addf %s6, %e8 : f32
    %s8 = arith.addf %s7, %e9 : f32
    %r1 = arith.addf %s8, %e10 : f32
    // Trigonometric and hyperbolic.
    %t1 = math.sin %v : f32
    %t2 = math.cos %v : f32
    %t3 = math.tan %v : f32
    %t4 = math.sinh %v : f32
    %t5 = math.cosh %v : f32
    %t6 = math.tanh %v : f32
    %t7 = math.asin %v : f32
    %t8 = math.acos %v : f32
    %t9 = math.atan %v : f32
    %t10 = math.atan2 %v, %a : f32
    %t11 = math.asinh %v : f32
    %ab = arith.addf %abs, %one : f32
    %t12 = math.acosh %ab : f32
    %vs = arith.mulf %v, %nine : f32
    %t13 = math.atanh %vs : f32
    %sn, %cs = math.sincos %v : f32
    %u1 = arith.addf %t1, %t2 : f32
    %u2 = arith.addf %u1, %t3 : f32
    %u3 = arith.addf %u2, %t4 : f32
    %u4 = arith.addf %u3, %t5 : f32
    %u5 = arith.addf %u4, %t6 : f32
    %u6 = arith.addf %u5, %t7 : f32
    %u7 = arith.addf %u6, %t8 : f32
    %u8 = arith.addf %u7, %t9 : f32
    %u9 = arith.addf %u8, %t10 : f32
    %u10 = arith.addf %u9, %t11 : f32
    %u11 = arith.addf %u10, %t12 : f32
    %u12 = arith.addf %u11, %t13 : f32
    %u13 = arith.addf %u12, %sn : f32
    %r2 = arith.addf %u13, %cs : f32
    // Special functions, powers, rounding, classification.
    %p1 = math.erf %v : f32
    %p2 = math.erfc %v : f32
    %p3 = math.powf %a, %v : f32
    %p4 = math.fpowi %v, %three : f32, i32
    %p5 = math.fma %v, %a, %v : f32
    %p6 = math.copysign %a, %v : f32
    %p7 = math.clampf %v to [%mhalf, %half] : f32
    %w = arith.mulf %v, %scale : f32
    %p8 = math.ceil %w : f32
    %p9 = math.floor %w : f32
    %p10 = math.round %w : f32
    %p11 = math.roundeven %w : f32
    %p12 = math.trunc %w : f32
    %lg = math.log %v : f32
    %nan = math.isnan %lg : f32
    %fin = math.isfinite %lg : f32
    %c1 = arith.select %nan, %one, %zero : f32
    %c2 = arith.select %fin, %half, %zero : f32
    %q1 = arith.addf %p1, %p2 : f32
    %q2 = arith.addf %q1, %p3 : f32
    %q3 = arith.addf %q2, %p4 : f32
    %q4 = arith.addf %q3, %p5 : f32
    %q5 = arith.addf %q4, %p6 : f32
    %q6 = arith.addf %q5, %p7 : f32
    %q7 = arith.addf %q6, %p8 : f32
    %q8 = arith.addf %q7, %p9 : f32
    %q9 = arith.addf %q8, %p10 : f32
    %q10 = arith.addf %q9, %p11 : f32
    %q11 = arith.addf %q10, %p12 : f32
    %q12 = arith.addf %q11, %c1 : f32
    %r3 = arith.addf %q12, %c2 : f32
    // Integers.
    %k1 = math.ctlz %i : i32
    %k2 = math.cttz %i : i32
    %k3 = math.ctpop %i : i32
    %k4 = math.ipowi %i, %three : i32
    %im = arith.subi %i, %eight : i32
    %k5 = math.absi %im : i32
    %l1 = arith.addi %k1, %k2 : i32
    %l2 = arith.addi %l1, %k3 : i32
    %l3 = arith.addi %l2, %k4 : i32
    %r4 = arith.addi %l3, %k5 : i32
    linalg.yield %r1, %r2, %r3, %r4 : f32, f32, f32, i32
  } -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi32>)
  return %r#0, %r#1, %r#2, %r#3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi32>
}
