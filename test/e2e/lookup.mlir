// Lookups of captured tensors inside linalg.generic bodies, as exported
// models write them: an embedding (tensor.extract at a token id, with
// torch-mlir's bounds asserts), a position table read at linalg.index,
// and a table read at computed indices (rows of other devices: under data
// parallelism each device holds only its own batch rows). Token ids are split over x
// (data parallel); the embedding table over y on its vocab dim: each device
// looks up the rows it holds and the partial sums meet in one all_reduce
// (Megatron's vocab-parallel embedding).
// RUN: rm -rf %t && shard-run %s --mesh x=1,y=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s --check-prefix=IR
// R2: communication: 1 x all_reduce over {"y"}, 2048 bytes sent per rank
// R2-NOT: communication
// R4: communication: 1 x all_reduce over {"y"}, 1024 bytes sent per rank
// R4: communication: 1 x reduce_scatter over {"x"}, 128 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 1536 bytes sent per rank
// R8: communication: 1 x reduce_scatter over {"x"}, 128 bytes sent per rank
// CHECK: check passed

// The table is looked up at local indices: the global id minus this
// device's first row; ids outside its rows read row 0 and contribute 0.
// IR-LABEL: func.func @embed
// IR: %[[RANK:.*]] = dist.group_rank on @mesh axes ["y"] : index
// IR: %[[ROWS:.*]] = arith.constant 8 : index
// IR: %[[FIRST:.*]] = arith.muli %[[RANK]], %[[ROWS]] : index
// IR: linalg.generic
// IR: %[[LOCAL:.*]] = arith.subi %{{.*}}, %[[FIRST]] : index
// IR: %[[MINE:.*]] = arith.cmpi ult, %[[LOCAL]], %{{.*}} : index
// IR: %[[ROW:.*]] = arith.select %[[MINE]], %[[LOCAL]], %{{.*}} : index
// IR: %[[V:.*]] = tensor.extract %{{.*}}[%[[ROW]], %{{.*}}] : tensor<8x16xf32>
// IR: arith.select %[[MINE]], %[[V]], %{{.*}} : f32
// IR: dist.all_reduce %{{.*}} on @mesh axes ["y"] : tensor<2x8x16xf32>

dist.mesh @mesh = <["x"=2, "y"=2]>
#ids = affine_map<(b, s, h) -> (b, s)>
#out = affine_map<(b, s, h) -> (b, s, h)>

func.func @embed(
    %ids: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %table: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>},
    %pos: tensor<8x16xf32>)
    -> (tensor<4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
        tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
  %c16 = arith.constant 16 : index
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<4x8x16xf32>
  %emb = linalg.generic {indexing_maps = [#ids, #out],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<4x8xi64>) outs(%e : tensor<4x8x16xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %h = linalg.index 2 : index
    %below = arith.cmpi slt, %row, %c16 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %id, %c0 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %v = tensor.extract %table[%row, %h] : tensor<16x16xf32>
    linalg.yield %v : f32
  } -> tensor<4x8x16xf32>
  // The position table is read at the loop's own indices: it splits with
  // the loops.
  %y = linalg.generic {indexing_maps = [#out, #out],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%emb : tensor<4x8x16xf32>) outs(%e : tensor<4x8x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = linalg.index 1 : index
    %h = linalg.index 2 : index
    %p = tensor.extract %pos[%s, %h] : tensor<8x16xf32>
    %r = arith.addf %v, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x8x16xf32>
  // Batch rows in reverse: row b reads row 3 - b, which another device
  // holds when the batch is split.
  %c3 = arith.constant 3 : index
  %ei = tensor.empty() : tensor<4x8xi64>
  %rev = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>],
                         iterator_types = ["parallel", "parallel"]}
      outs(%ei : tensor<4x8xi64>) {
  ^bb0(%o: i64):
    %b = linalg.index 0 : index
    %s = linalg.index 1 : index
    %r = arith.subi %c3, %b : index
    %v = tensor.extract %ids[%r, %s] : tensor<4x8xi64>
    linalg.yield %v : i64
  } -> tensor<4x8xi64>
  return %y, %rev : tensor<4x8x16xf32>, tensor<4x8xi64>
}
