// Integer arithmetic wraps modulo 2^width in MLIR; in C++ signed overflow
// is undefined, so the emitted code computes in unsigned types. Products
// that overflow i8, i16, i32 and i64, shifts, signed and unsigned division,
// and i1 arithmetic (add is xor, a signed i1 is 0 or -1), against upstream.
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=4 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-translate --emit-cpp %s | FileCheck %s --check-prefix=CPP
// R2: communication: 4 x all_gather over {"x"}, 68 bytes sent per rank
// R4: communication: 4 x all_gather over {"x"}, 102 bytes sent per rank
// CHECK: check passed
// No signed arithmetic in the emitted code: products go through unsigned
// 32 (or 64) bits and are cut back to the width; a shift by the width or
// more (poison in MLIR) gives 0 instead of undefined behaviour.
// CPP: = (int8_t)(uint8_t)((uint32_t)in0 * (uint32_t)int8_t(37LL));
// CPP: (uint64_t)(uint8_t)int8_t(4LL) >= 8 ? (int8_t)0 :
// CPP: = (int64_t)(uint64_t)((uint64_t)
// CPP: (((uint32_t){{.*}} + (uint32_t){{.*}}) & 1u) != 0)

dist.mesh @mesh = <["x"=2]>
#id = affine_map<(i) -> (i)>
func.func @integers(%a: tensor<8xi8> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>},
                    %b: tensor<8xi32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>})
    -> (tensor<8xi8> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<8xi32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<8xi64> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %c37 = arith.constant 37 : i8
  %c120 = arith.constant 120 : i8
  %c4i8 = arith.constant 4 : i8
  %c5000 = arith.constant 5000 : i16
  %big = arith.constant 2147483633 : i32
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  %c7 = arith.constant 7 : i32
  %huge = arith.constant 9223372036854775793 : i64
  %e8 = tensor.empty() : tensor<8xi8>
  %e32 = tensor.empty() : tensor<8xi32>
  %e64 = tensor.empty() : tensor<8xi64>
  %ef = tensor.empty() : tensor<8xf32>
  %r:4 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id],
                         iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xi8>, tensor<8xi32>)
      outs(%e8, %e32, %e64, %ef : tensor<8xi8>, tensor<8xi32>, tensor<8xi64>, tensor<8xf32>) {
  ^bb0(%x: i8, %y: i32, %o8: i8, %o32: i32, %o64: i64, %of: f32):
    // i8: a product and a sum that overflow, a shift that drops bits.
    %m8 = arith.muli %x, %c37 : i8
    %s8 = arith.addi %m8, %c120 : i8
    %l8 = arith.shli %s8, %c4i8 : i8
    %r8 = arith.shrsi %s8, %c4i8 : i8
    %t8 = arith.subi %l8, %r8 : i8
    // i16 through i32: a product that overflows i16.
    %x16 = arith.extsi %x : i8 to i16
    %m16 = arith.muli %x16, %c5000 : i16
    %w16 = arith.extsi %m16 : i16 to i32
    // i32: overflow, negative numbers, division both ways, shifts.
    %m32 = arith.muli %y, %big : i32
    %n32 = arith.subi %w16, %m32 : i32
    %ym = arith.subi %y, %c8 : i32
    %d1 = arith.divsi %ym, %c3 : i32
    %d2 = arith.remsi %ym, %c3 : i32
    %d3 = arith.floordivsi %ym, %c3 : i32
    %d4 = arith.ceildivsi %ym, %c3 : i32
    %d5 = arith.divui %ym, %c7 : i32
    %d6 = arith.remui %ym, %c7 : i32
    %sh = arith.shrui %ym, %c3 : i32
    %a1 = arith.addi %n32, %d1 : i32
    %a2 = arith.addi %a1, %d2 : i32
    %a3 = arith.addi %a2, %d3 : i32
    %a4 = arith.addi %a3, %d4 : i32
    %a5 = arith.addi %a4, %d5 : i32
    %a6 = arith.addi %a5, %d6 : i32
    %r32 = arith.xori %a6, %sh : i32
    // i64: overflow.
    %y64 = arith.extsi %y : i32 to i64
    %m64 = arith.muli %y64, %huge : i64
    %r64 = arith.subi %m64, %y64 : i64
    // i1: add is xor, mul is and; a signed i1 is -1.
    %p = arith.cmpi ult, %y, %c8 : i32
    %q = arith.cmpi sgt, %ym, %c3 : i32
    %sum = arith.addi %p, %q : i1
    %prod = arith.muli %p, %q : i1
    %s1 = arith.extsi %sum : i1 to i32
    %s2 = arith.sitofp %prod : i1 to f32
    %s3 = arith.sitofp %s1 : i32 to f32
    %rf = arith.addf %s2, %s3 : f32
    linalg.yield %t8, %r32, %r64, %rf : i8, i32, i64, f32
  } -> (tensor<8xi8>, tensor<8xi32>, tensor<8xi64>, tensor<8xf32>)
  return %r#0, %r#1, %r#2, %r#3 : tensor<8xi8>, tensor<8xi32>, tensor<8xi64>, tensor<8xf32>
}
