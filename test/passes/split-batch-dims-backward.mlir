// Attention's scores and the backward's query gradient, as torch-mlir
// exports a training step: the forward's collapsed (batch x heads) key is
// also transposed for the backward's batch_matmul. As a generic the
// transpose takes the merged dims apart too (--dist-split-batch-dims), so
// with the batch over dp and the heads over tp -- a merged dim no single
// split describes when a device holds more than one batch row -- nothing
// is gathered: every device multiplies its own rows' heads.
// RUN: shard-opt %s --dist-split-batch-dims --canonicalize | FileCheck %s
// RUN: shard-opt %s --dist-parallelize | FileCheck %s --check-prefix=DPTP
// RUN: rm -rf %t && shard-run %s --mesh dp=1,tp=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/dptp --reference %t/one

// CHECK-LABEL: func.func @scores_and_query_grad
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: linalg.transpose
// CHECK-NOT: tensor.expand_shape
// CHECK: return

// DPTP-LABEL: func.func @scores_and_query_grad
// DPTP-SAME: tensor<2x2x8x16xf32>
// DPTP-NOT: dist.
// DPTP: return
// EXEC: communication: none
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @scores_and_query_grad(
    %q: tensor<4x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>},
    %k: tensor<4x4x16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>},
    %dscores: tensor<4x4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>})
    -> (tensor<4x4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>},
        tensor<4x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32>
  %e = tensor.empty() : tensor<16x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<16x8x16xf32>, tensor<16x16x8xf32>) outs(%z : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
  %scores = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
  // The backward: dq = dscores @ k^T, k^T the transpose of the collapsed k.
  %et = tensor.empty() : tensor<16x8x16xf32>
  %kt = linalg.transpose ins(%kc : tensor<16x16x8xf32>) outs(%et : tensor<16x8x16xf32>) permutation = [0, 2, 1]
  %dc = tensor.collapse_shape %dscores [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
  %zq = linalg.fill ins(%zero : f32) outs(%et : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
  %dq = linalg.batch_matmul ins(%dc, %kt : tensor<16x8x8xf32>, tensor<16x8x16xf32>) outs(%zq : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
  %dqe = tensor.expand_shape %dq [[0, 1], [2], [3]] output_shape [4, 4, 8, 16] : tensor<16x8x16xf32> into tensor<4x4x8x16xf32>
  return %scores, %dqe : tensor<4x4x8x8xf32>, tensor<4x4x8x16xf32>
}
