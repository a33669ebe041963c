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
// An id past the table (40: row 15 - 40 = -25) stops the job on the rank
// that looks it up, with the lookup's location, instead of reading outside
// the table.
// RUN: mkdir -p %t/bad
// RUN: %npy %t/bad/input0.npy i64 4x8 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,40
// RUN: %npy %t/bad/input1.npy f32 16x8 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127
// RUN: not shard-run %s --mesh x=2 --inputs %t/bad -o %t/bad/run 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: [rank 1] assertion failed at loc("{{.*}}index_tensors.mlir":50:10): tensor.extract index out of range
// RANGE: shard-run: error: the job failed
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
