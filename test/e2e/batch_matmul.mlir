// Batched matmuls: a named batch_matmul, and attention scores Q * K^T
// (a generic contraction whose B operand is transposed in memory), both on
// an accumulating (non-zero) init.
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and compares it with the unsharded program
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// R2: communication: 1 x all_reduce over {"y"}, 6144 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 3072 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 4608 bytes sent per rank
// CHECK: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
func.func @batch_matmul(%a: tensor<4x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {"y"}]>}, %b: tensor<4x32x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}]>},
                        %acc: tensor<4x16x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
                        %q: tensor<2x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}, {}]>}, %k: tensor<2x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}, {}]>})
    -> (tensor<4x16x24xf32>, tensor<2x4x8x8xf32>) {
  %r = linalg.batch_matmul ins(%a, %b : tensor<4x16x32xf32>, tensor<4x32x24xf32>)
                           outs(%acc : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>,
                       affine_map<(b, h, i, j, d) -> (b, h, j, d)>,
                       affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>)
      outs(%init : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  return %r, %s : tensor<4x16x24xf32>, tensor<2x4x8x8xf32>
}
