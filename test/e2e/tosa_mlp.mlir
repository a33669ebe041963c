// A TOSA MLP (as exported by ML frameworks): the front end lowers it with
// --tosa-to-linalg-pipeline before partitioning and code generation.
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and checks it against one device.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=1 --check -o %t/r1 | FileCheck %s
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s
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
