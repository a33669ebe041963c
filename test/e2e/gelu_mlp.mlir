// A GELU MLP: matmul + bias, erf-GELU, matmul + bias. The first bias add
// and the GELU fuse into one loop nest, which folds into its GEMM as the
// epilogue (oneDNN adds the bias and applies GELU); the second bias add,
// alone after its GEMM, folds into it too.
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
// R2: communication: 1 x all_reduce over {"y"}, 4096 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 2048 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 3072 bytes sent per rank
// CHECK: check passed
// PLAN: 2 kernels
// PLAN: k0: gemm m=16 n=256 k=64 b0 lda=64 b1 ldb=256 -> b5 ldc=256 beta=0 bias=b2 activation=gelu_erf
// PLAN-NEXT: k1: gemm m=16 n=64 k=256 b5 lda=256 b3 ldb=64 -> b6 ldc=64 beta=0 bias=b4
// PLAN-NOT: k2

dist.mesh @mesh = <["x"=1, "y"=1]>
#x = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @gelu_mlp(%x: tensor<16x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %w1: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}, %b1: tensor<256xf32>,
                    %w2: tensor<256x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}, %b2: tensor<64xf32>) -> tensor<16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32
  %e1 = tensor.empty() : tensor<16x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x64xf32>, tensor<64x256xf32>)
                     outs(%f1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %hb = linalg.generic {indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<16x256xf32>, tensor<256xf32>) outs(%e1 : tensor<16x256xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %r = arith.addf %v, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %g = linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%hb : tensor<16x256xf32>) outs(%e1 : tensor<16x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %rsqrt2 : f32
    %erf = math.erf %s : f32
    %p = arith.addf %erf, %one : f32
    %hv = arith.mulf %v, %half : f32
    %r = arith.mulf %hv, %p : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %e2 = tensor.empty() : tensor<16x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %y = linalg.matmul ins(%g, %w2 : tensor<16x256xf32>, tensor<256x64xf32>)
                     outs(%f2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %yb = linalg.generic {indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%y, %b2 : tensor<16x64xf32>, tensor<64xf32>) outs(%e2 : tensor<16x64xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %r = arith.addf %v, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  return %yb : tensor<16x64xf32>
}
