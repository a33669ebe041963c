// --dist-propagate=explain=true says, per value, where its sharding came
// from: an annotation, an op it was propagated through (forward from a
// producer, backward from a consumer), or nothing (replicated).
// RUN: shard-opt %s --dist-propagate=explain=true -o /dev/null 2>&1 | FileCheck %s
// RUN: rm -rf %t && shard-run %s --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/run
// EXEC: check passed

dist.mesh @mesh = <["tp"=2]>

// CHECK-DAG: explain.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: argument 0 is #dist.sharding<@mesh, [{}, {"tp"}]>: argument 0 annotation
func.func @explain(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// CHECK-DAG: explain.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: argument 1 is #dist.sharding<@mesh, [{"tp"}]>: from 'linalg.generic' at {{.*}}, whose operand 1 it is
                   %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 2.0 : f32
// CHECK-DAG: explain.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: result 0 of 'tensor.empty' is #dist.sharding<@mesh, [{}, {"tp"}]>: from 'linalg.generic' at {{.*}}, whose operand 2 it is
  %e = tensor.empty() : tensor<4x8xf32>
// CHECK-DAG: explain.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: result 0 of 'linalg.generic' is #dist.sharding<@mesh, [{}, {"tp"}]>: from 'linalg.generic' at {{.*}}, whose result 0 it is
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %m, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
// CHECK-DAG: explain.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: result 0 of 'tensor.empty' is #dist.sharding<@mesh, [{}]>: nothing constrains it
  %unused = tensor.empty() : tensor<2xf32>
  return %y : tensor<4x8xf32>
}
