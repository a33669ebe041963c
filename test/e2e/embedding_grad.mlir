// An embedding's backward as torch-mlir's scatter-add becomes: a sum over
// the tokens, masked by each token's id (select(id == row, acc + g, acc)).
// That is a sum reduction: with the tokens split over x, each device sums
// its own tokens' gradients into its copy of the table's gradient and one
// all_reduce adds them, as data parallelism reduces every weight's
// gradient. (Before, the masked update was no known reduction: every
// device gathered all tokens' gradients and ids.) Ids are in [0, 16).
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=4 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// R2: communication: 1 x all_reduce over {"x"}, 512 bytes sent per rank
// R2-NOT: communication
// R4: communication: 1 x all_reduce over {"x"}, 768 bytes sent per rank
// R4-NOT: communication
// CHECK: check passed

dist.mesh @mesh = <["x"=1]>
#token = affine_map<(r, h, t) -> (t, h)>
#id = affine_map<(r, h, t) -> (t)>
#row = affine_map<(r, h, t) -> (r, h)>

func.func @embedding_grad(
    %grad: tensor<32x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %ids: tensor<32xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>})
    -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %table = linalg.generic {indexing_maps = [#token, #id, #row],
                           iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%grad, %ids : tensor<32x8xf32>, tensor<32xi64>) outs(%init : tensor<16x8xf32>) {
  ^bb0(%g: f32, %i: i64, %acc: f32):
    %token = arith.index_cast %i : i64 to index
    %r = linalg.index 0 : index
    %hit = arith.cmpi eq, %token, %r : index
    %sum = arith.addf %acc, %g : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<16x8xf32>
  return %table : tensor<16x8xf32>
}
