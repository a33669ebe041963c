// A plain matmul: one GEMM with beta = 0 (the zero fill is elided).
// A's rows are split over x, B's columns over y; the product is wanted the
// other way round (rows over y, columns over x), which moves it.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// R2: communication: 1 x all_to_all over {"y"}, 1536 bytes sent per rank
// R4: communication: 2 x all_to_all over {"x"}, 1536 bytes sent per rank
// R4: communication: 1 x all_to_all over {"y", "x"}, 1152 bytes sent per rank
// R8: communication: 2 x all_to_all over {"x"}, 768 bytes sent per rank
// R8: communication: 1 x all_to_all over {"y", "x"}, 672 bytes sent per rank
// CHECK: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
func.func @matmul(%a: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<64x48xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>})
    -> (tensor<32x48xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x48xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %r = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x48xf32>)
                     outs(%c : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %r : tensor<32x48xf32>
}
