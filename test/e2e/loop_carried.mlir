// scf.for iteration values permuted by the yield: `yield %y, %x` swaps two
// buffers, which must be copied as a parallel copy (copying one after the
// other overwrites %x before it is read). A third value rotates in a
// Fibonacci step. Five iterations, so the swap is visible.
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=4 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// The results are gathered from rows split over x, the three in one
// bucket.
// R2: communication: 1 x all_gather over {"x"}, 48 bytes sent per rank
// R4: communication: 1 x all_gather over {"x"}, 72 bytes sent per rank
// CHECK: check passed
// The sum goes straight to its buffer; the swap saves one value to
// scratch, then copies around the cycle.
// PLAN: for 0 to 5 step 1 {
// PLAN: copy b{{[0-9]+}} -> b[[Z:[0-9]+]] [4, 2]
// PLAN-NEXT: copy b[[X:[0-9]+]] -> b[[SCRATCH:[0-9]+]] [4, 2]
// PLAN-NEXT: copy b[[Y:[0-9]+]] -> b[[X]] [4, 2]
// PLAN-NEXT: copy b[[SCRATCH]] -> b[[Y]] [4, 2]
// PLAN-NEXT: }

dist.mesh @mesh = <["x"=2]>
func.func @loop(%a: tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                %c: tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %a, %y = %b, %z = %c)
      -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
    %e = tensor.empty() : tensor<4x2xf32>
    %s = linalg.add ins(%z, %x : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
    scf.yield %y, %x, %s : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}
