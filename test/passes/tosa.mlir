// TOSA input: --dist-parallelize lowers it (--tosa-to-linalg-pipeline) and
// partitions the result; the annotations on the TOSA function hold.
// RUN: shard-opt %s --dist-parallelize | FileCheck %s
// RUN: rm -rf %t && shard-run %s --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/run
// EXEC: check passed

dist.mesh @mesh = <["tp"=2]>

// CHECK-LABEL: func.func @tosa_mlp
// CHECK-SAME: (%arg0: tensor<1x16x32xf32>, %arg1: tensor<1x32x32xf32>, %arg2: tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
// CHECK-NOT: tosa.
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<1x16x32xf32>
// CHECK-NOT: dist.
func.func @tosa_mlp(%x: tensor<1x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>},
                    %w1: tensor<1x32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"tp"}]>},
                    %w2: tensor<1x64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}, {}]>})
    -> (tensor<1x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>}) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %h = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
  %a = tosa.sigmoid %h : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %y = tosa.matmul %a, %w2, %zp, %zp : (tensor<1x16x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
  return %y : tensor<1x16x32xf32>
}
