// Token ids as i64 tensors and index tensors in between (the plan crashed
// on an index element type): ids are turned into indices, shifted, and
// used to look rows up, with the batch split over x and the table's rows
// over y.
// RUN: rm -rf %t && shard-run %s --mesh x=1,y=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// R2: communication: 1 x all_gather over {"x"}, 512 bytes sent per rank
// R4: communication: 1 x reduce_scatter over {"y"}, 256 bytes sent per rank
// R4: communication: 1 x all_gather over {"x", "y"}, 768 bytes sent per rank
// CHECK: check passed
// Index elements take 8 bytes.
// PLAN: b{{[0-9]+}}: temp 32 x index (256 bytes)

dist.mesh @mesh = <["x"=2, "y"=2]>
#row = affine_map<(b, s) -> (b, s)>
#out = affine_map<(b, s, h) -> (b, s, h)>
#tok = affine_map<(b, s, h) -> (b, s)>
func.func @lookup(%ids: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                  %table: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>})
    -> (tensor<4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>}) {
  %c15 = arith.constant 15 : index
  %ei = tensor.empty() : tensor<4x8xindex>
  // Reversed ids, as indices.
  %idx = linalg.generic {indexing_maps = [#row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<4x8xi64>) outs(%ei : tensor<4x8xindex>) {
  ^bb0(%id: i64, %o: index):
    %i = arith.index_cast %id : i64 to index
    %r = arith.subi %c15, %i : index
    linalg.yield %r : index
  } -> tensor<4x8xindex>
  %e = tensor.empty() : tensor<4x8x8xf32>
  %emb = linalg.generic {indexing_maps = [#tok, #out],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%idx : tensor<4x8xindex>) outs(%e : tensor<4x8x8xf32>) {
  ^bb0(%i: index, %o: f32):
    %h = linalg.index 2 : index
    %v = tensor.extract %table[%i, %h] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x8x8xf32>
  return %emb : tensor<4x8x8xf32>
}
