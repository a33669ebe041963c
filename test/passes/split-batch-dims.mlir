// Attention scores as torch-mlir exports them: (batch x heads) merged for a
// batch_matmul, then split back. The contraction gets a loop per dim, so
// heads split over tp need no gather even with the batch whole.
// RUN: shard-opt %s --dist-split-batch-dims --canonicalize | FileCheck %s
// RUN: shard-opt %s --dist-parallelize | FileCheck %s --check-prefix=TP
// RUN: rm -rf %t && shard-run %s --mesh tp=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/tp --reference %t/one

// CHECK-LABEL: func.func @scores
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>)
// CHECK: } -> tensor<2x4x8x8xf32>
// CHECK-NOT: tensor.expand_shape

// Heads over tp: every device multiplies its heads; nothing is gathered.
// TP-LABEL: func.func @scores
// TP-SAME: (%{{.*}}: tensor<2x2x8x16xf32>, %{{.*}}: tensor<2x2x16x8xf32>) -> tensor<2x2x8x8xf32>
// TP-NOT: dist.
// TP: return
// EXEC: communication: none
// EXEC: check passed

dist.mesh @mesh = <["tp"=2]>
func.func @scores(%q: tensor<2x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}, {}, {}]>},
                  %k: tensor<2x4x16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}, {}, {}]>})
    -> (tensor<2x4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %e = tensor.empty() : tensor<8x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%z : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}
