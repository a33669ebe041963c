// RUN: shard-opt %s --dist-microbatch="microbatches=2" --dist-propagate --dist-partition | FileCheck %s

// A weight's gradient is a sum over the batch, partial over dp and the
// microbatches. A pipeline adds the microbatches' terms as they come, so
// only dp communicates: one all_reduce of the whole gradient. Costed as an
// all_reduce over 4 devices, slicing it over the idle tp axis first (an
// all_reduce of half, then an all_gather over tp) looked cheaper, and every
// replicated weight's gradient crossed tp twice.
// CHECK-LABEL: func.func @step
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK-NEXT:    ^bb0
// CHECK:         %[[G:.*]] = dist.all_reduce %[[SUM]] on @mesh axes ["dp", "microbatch"] : tensor<64xf32>
// CHECK-NOT:     dist.all_slice
// CHECK-NOT:     dist.all_gather
// CHECK:         linalg.generic {{.*}} ins(%{{.*}}, %[[G]] :
#id = affine_map<(i, j) -> (i, j)>
dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
func.func @step(%x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                %w: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>})
    -> (tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %g = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %acc, %v : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> (j)>, affine_map<(j) -> (j)>], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %n : tensor<64xf32>
}
