// Which contractions are GEMMs: only an exact multiply-accumulate in f32,
// of f32 inputs or of f16/bf16 inputs widened to f32 (the GEMM accumulates
// in f32). Bodies MLIR's contraction test also accepts -- a negated input,
// a product subtracted -- stay loop nests, and all agree with upstream's
// lowering. Rows split over x.
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one --tolerance 1e-5
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: %oracle %s %t/r2 --reference %t/one

// PLAN: gemm bf16 m=8 n=16 k=32
// PLAN: gemm f16 m=8 n=16 k=32 batch=[2]
// PLAN: loop 2 parallel 1 reduction (8, 16, 32)
// PLAN: loop 2 parallel 1 reduction (8, 16, 32)
// PLAN-NOT: gemm
// CHECK: check passed

dist.mesh @mesh = <["x"=1]>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @bodies(
    %x: tensor<8x32xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %w: tensor<32x16xbf16>,
    %hx: tensor<2x8x32xf16> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>},
    %hw: tensor<2x32x16xf16>,
    %f: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %g: tensor<32x16xf32>)
    -> (tensor<8x16xf32>, tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  // bf16 x bf16 accumulated in f32.
  %mm = linalg.matmul ins(%x, %w : tensor<8x32xbf16>, tensor<32x16xbf16>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e3 = tensor.empty() : tensor<2x8x16xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %bm = linalg.batch_matmul ins(%hx, %hw : tensor<2x8x32xf16>, tensor<2x32x16xf16>) outs(%z3 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // acc + (-a) * b
  %neg = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%f, %g : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %n = arith.negf %u : f32
    %m = arith.mulf %n, %v : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // acc - a * b
  %sub = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%f, %g : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %s = arith.subf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %mm, %bm, %neg, %sub : tensor<8x16xf32>, tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
