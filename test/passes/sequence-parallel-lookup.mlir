// --dist-sequence-parallel on a lookup in a table split over the
// vocabulary (Megatron's vocabulary-parallel embedding): each tp rank
// looks up its rows of the table, so the result is a partial sum over tp
// with no loop reduced. Its tokens are split as a row-parallel
// projection's are -- the outermost token dim tp divides, here the batch
// -- and partitioning reduce_scatters the sum where it would all_reduce
// it, as Megatron-LM's embedding does; what follows runs on the share.
// RUN: shard-opt %s --dist-front-end --dist-sequence-parallel=axis=tp | FileCheck %s
// CHECK-LABEL: func.func @embed(
// CHECK:      %[[ROWS:.*]] = linalg.generic
// CHECK:      tensor.extract %arg1
// CHECK:      dist.shard %[[ROWS]] to #dist.sharding<@mesh, [{"tp"}, {}, {}]> : tensor<2x8x32xf32>
// RUN: shard-opt %s --dist-parallelize=sequence-parallel=tp | FileCheck %s --check-prefix=PART
// PART-LABEL: func.func @embed(
// PART-NOT:   dist.all_reduce
// PART:       dist.reduce_scatter %{{.*}} on @mesh axes ["tp"] dim 0 : tensor<2x8x32xf32> -> tensor<1x8x32xf32>
// PART-NOT:   dist.all_reduce
// PART:       return %{{.*}} : tensor<1x8x32xf32>
// Without sequence parallelism the sum is all_reduced.
// RUN: shard-opt %s --dist-parallelize | FileCheck %s --check-prefix=WHOLE
// WHOLE: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<2x8x32xf32>
#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  dist.mesh @mesh = <["tp"=2]>
  func.func @embed(%ids: tensor<2x8xi64>, %table: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %empty = tensor.empty() : tensor<2x8x32xf32>
    %rows = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%empty : tensor<2x8x32xf32>) {
    ^bb0(%id: i64, %o: f32):
      %row = arith.index_cast %id : i64 to index
      %col = linalg.index 2 : index
      %x = tensor.extract %table[%row, %col] : tensor<16x32xf32>
      linalg.yield %x : f32
    } -> tensor<2x8x32xf32>
    %sq = linalg.generic {indexing_maps = [#out, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rows : tensor<2x8x32xf32>) outs(%empty : tensor<2x8x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<2x8x32xf32>
    return %sq : tensor<2x8x32xf32>
  }
}
