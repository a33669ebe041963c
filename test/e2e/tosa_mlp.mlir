// A TOSA MLP (as exported by ML frameworks): the front end lowers it with
// --tosa-to-linalg-pipeline before partitioning and code generation.
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
// R2: communication: 1 x all_reduce over {"y"}, 2048 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 1024 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 1536 bytes sent per rank
// CHECK: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
func.func @tosa_mlp(%x: tensor<1x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>}, %w1: tensor<1x32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"y"}]>},
                    %b1: tensor<1x1x64xf32>, %w2: tensor<1x64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}, {}]>})
    -> tensor<1x16x32xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %h = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %hb = tosa.add %h, %b1 : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
  %a = tosa.sigmoid %hb : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %t = tosa.tanh %a : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %y = tosa.matmul %t, %w2, %zp, %zp : (tensor<1x16x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
  return %y : tensor<1x16x32xf32>
}
