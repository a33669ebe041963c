// A plain matmul: one GEMM with beta = 0 (the zero fill is elided).
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and checks it against one device.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=1 --check -o %t/r1 | FileCheck %s
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s
// CHECK: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
func.func @matmul(%a: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<64x48xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}) -> tensor<32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x48xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %r = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x48xf32>)
                     outs(%c : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %r : tensor<32x48xf32>
}
