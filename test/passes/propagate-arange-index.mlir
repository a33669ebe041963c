// A tensor.extract whose index is the loop's own index read from an arange
// (as torch-mlir builds a padding mask's batch index: an arange, reshaped,
// cast, and wrapped if negative) reads the row the device holds: the mask
// splits with the batch, and the masked scores need no collective.
// RUN: shard-opt %s --dist-propagate | FileCheck %s
// RUN: rm -rf %t
// RUN: shard-run %s --check -o %t/r | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/r
// EXEC: communication: none
// EXEC: check passed

dist.mesh @mesh = <["dp"=2]>

// CHECK-LABEL: func.func @masked_scores
// The mask and the arange split with the batch, the arange by the op that
// reads it as an index.
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg1 : tensor<4x8xi64>)
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}]>]
// CHECK: linalg.generic
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}]>]
// CHECK: tensor.expand_shape
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]
// CHECK: linalg.generic
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]
func.func @masked_scores(
    %scores: tensor<4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>},
    %attention: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> (tensor<4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
  %c0_i64 = arith.constant 0 : i64
  %c4_i64 = arith.constant 4 : i64
  %c8_i64 = arith.constant 8 : i64
  %low = arith.constant -1.0e+09 : f32
  %e = tensor.empty() : tensor<4x8xi1>
  %mask = linalg.generic {
      indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%attention : tensor<4x8xi64>) outs(%e : tensor<4x8xi1>) {
  ^bb0(%a: i64, %o: i1):
    %keep = arith.cmpi ne, %a, %c0_i64 : i64
    linalg.yield %keep : i1
  } -> tensor<4x8xi1>
  %ea = tensor.empty() : tensor<4xi64>
  %arange = linalg.generic {
      indexing_maps = [affine_map<(b) -> (b)>], iterator_types = ["parallel"]}
      outs(%ea : tensor<4xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  %rows = tensor.expand_shape %arange [[0, 1, 2]] output_shape [4, 1, 1]
      : tensor<4xi64> into tensor<4x1x1xi64>
  %es = tensor.empty() : tensor<4x8x8xf32>
  %masked = linalg.generic {
      indexing_maps = [affine_map<(b, q, k) -> (b, q, k)>,
                       affine_map<(b, q, k) -> (b, 0, 0)>,
                       affine_map<(b, q, k) -> (b, q, k)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores, %rows : tensor<4x8x8xf32>, tensor<4x1x1xi64>)
      outs(%es : tensor<4x8x8xf32>) {
  ^bb0(%s: f32, %row: i64, %o: f32):
    %negative = arith.cmpi slt, %row, %c0_i64 : i64
    %wrapped = arith.addi %row, %c4_i64 : i64
    %r = arith.select %negative, %wrapped, %row : i64
    %ri = arith.index_cast %r : i64 to index
    %k = linalg.index 2 : index
    %keep = tensor.extract %mask[%ri, %k] : tensor<4x8xi1>
    %v = arith.select %keep, %s, %low : f32
    linalg.yield %v : f32
  } -> tensor<4x8x8xf32>
  return %masked : tensor<4x8x8xf32>
}
