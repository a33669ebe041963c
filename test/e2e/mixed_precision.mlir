// f16 and bf16 storage with f32 compute: a bf16 matmul accumulating in f32
// (a GEMM of bf16 inputs into f32), an f16 bias + GELU-like activation
// rounded to f16 on store, and an f32 row sum of f16 data.
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and compares it with the unsharded program
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one --tolerance 1e-2
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one --tolerance 1e-2
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one --tolerance 1e-2
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one --tolerance 1e-2
// R2: communication: 1 x all_reduce over {"y"}, 544 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 272 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 408 bytes sent per rank
// CHECK: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
#x = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
func.func @mixed(%a: tensor<8x32xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>}, %b: tensor<32x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}, %h: tensor<8x16xf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>},
                 %bias: tensor<16xf16>) -> (tensor<8x16xf32>, tensor<8x16xf16>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x32xbf16>, tensor<32x16xbf16>) outs(%z : tensor<8x16xf32>) {
  ^bb0(%u: bf16, %v: bf16, %o: f32):
    %uf = arith.extf %u : bf16 to f32
    %vf = arith.extf %v : bf16 to f32
    %m = arith.mulf %uf, %vf : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %eh = tensor.empty() : tensor<8x16xf16>
  %act = linalg.generic {indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%h, %bias : tensor<8x16xf16>, tensor<16xf16>) outs(%eh : tensor<8x16xf16>) {
  ^bb0(%u: f16, %v: f16, %o: f16):
    %uf = arith.extf %u : f16 to f32
    %vf = arith.extf %v : f16 to f32
    %s = arith.addf %uf, %vf : f32
    %t = math.tanh %s : f32
    %p = arith.mulf %s, %t : f32
    %r = arith.truncf %p : f32 to f16
    linalg.yield %r : f16
  } -> tensor<8x16xf16>
  %er = tensor.empty() : tensor<8xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%act : tensor<8x16xf16>) outs(%zr : tensor<8xf32>) {
  ^bb0(%u: f16, %o: f32):
    %uf = arith.extf %u : f16 to f32
    %r = arith.addf %o, %uf : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %c, %act, %sum : tensor<8x16xf32>, tensor<8x16xf16>, tensor<8xf32>
}
