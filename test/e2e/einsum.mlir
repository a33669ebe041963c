// Einsum-style contractions over several dims:
//   bsh,hnd->bsnd  (M = {b, s}, N = {n, d}): one GEMM after flattening;
//   akmj,jnk->amn  (K = {k, j} not adjacent in A): a loop nest;
//   mk,kn->nm      (result stored transposed): C^T = B^T A^T.
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
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// R2: communication: 1 x all_reduce over {"y"}, 2048 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 1024 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 1536 bytes sent per rank
// CHECK: check passed
// PLAN: gemm m=16 n=32 k=16 b0 lda=16 b1 ldb=32 -> b{{[0-9]+}} ldc=32 beta=0
// PLAN: loop 3 parallel 2 reduction (3, 4, 5, 7, 6)
// PLAN: gemm m=16 n=8 k=4 b5^T lda=16 b4^T ldb=4

dist.mesh @mesh = <["x"=1, "y"=1]>
func.func @einsum(%x: tensor<2x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {"y"}]>}, %w: tensor<16x4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}, {}]>},
                  %a: tensor<3x7x4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"y"}, {}]>}, %b: tensor<6x5x7xf32>,
                  %c: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %d: tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>})
    -> (tensor<2x8x4x8xf32>, tensor<3x4x5xf32>, tensor<16x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x8x4x8xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x8x4x8xf32>) -> tensor<2x8x4x8xf32>
  %p = linalg.generic {
      indexing_maps = [affine_map<(b, s, n, d, h) -> (b, s, h)>,
                       affine_map<(b, s, n, d, h) -> (h, n, d)>,
                       affine_map<(b, s, n, d, h) -> (b, s, n, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<2x8x16xf32>, tensor<16x4x8xf32>)
      outs(%i0 : tensor<2x8x4x8xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x8x4x8xf32>
  %e1 = tensor.empty() : tensor<3x4x5xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %q = linalg.generic {
      indexing_maps = [affine_map<(a, m, n, k, j) -> (a, k, m, j)>,
                       affine_map<(a, m, n, k, j) -> (j, n, k)>,
                       affine_map<(a, m, n, k, j) -> (a, m, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : tensor<3x7x4x6xf32>, tensor<6x5x7xf32>)
      outs(%i1 : tensor<3x4x5xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x4x5xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %t = linalg.generic {
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                       affine_map<(m, n, k) -> (n, m)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%c, %d : tensor<8x4xf32>, tensor<4x16xf32>) outs(%i2 : tensor<16x8xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x8xf32>
  return %p, %q, %t : tensor<2x8x4x8xf32>, tensor<3x4x5xf32>, tensor<16x8xf32>
}
