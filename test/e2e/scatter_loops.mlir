// Scatters as the front end writes them (a candidate loop over the
// updates, select(index[n] == row, update, out)) run as scatters: a loop
// over the updates per slice element, each update at the element its
// indices name, in update order; an index outside the result updates
// nothing, as the masked form leaves every element alone. A scatter-add
// with repeated, negative and too-large ids (%add), an overwrite whose
// repeated index keeps the last update (%set), two indexed dims with i32
// indices and a slice between them (%two). The plans say scatter; the
// results match upstream's lowering of the masked form under mlir-runner
// and hand-computed values.
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// RUN: rm -rf %t && mkdir -p %t/in %t/want
// RUN: %npy %t/in/input0.npy f32 6x2 1,2,3,4,5,6,7,8,9,10,11,12
// RUN: %npy %t/in/input1.npy i64 6 2,0,2,-1,4,1
// RUN: %npy %t/in/input2.npy i32 6 1,0,1,2,0,1
// RUN: %npy %t/want/output0.npy f32 4x2 3,4,11,12,6,8,0,0
// RUN: %npy %t/want/output1.npy f32 4x2 3,4,11,12,5,6,0,0
// RUN: %npy %t/want/output2.npy f32 3x2x2 3,0,4,0,0,11,0,12,0,6,0,8
// RUN: shard-run %s --mesh x=1 --inputs %t/in -o %t/one
// RUN: %oracle %s %t/one --expected %t/want
// RUN: %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --inputs %t/in --check -o %t/two | FileCheck %s
// RUN: %oracle %s %t/two --expected %t/want

// PLAN: loop 2 parallel 1 reduction (4, 2, 6) b0 b1 -> b{{[0-9]+}} scatter (0)
// PLAN: loop 2 parallel 1 reduction (4, 2, 6) b0 b1 -> b{{[0-9]+}} scatter (0)
// PLAN: loop 3 parallel 1 reduction (3, 2, 2, 6) b0 b1 b2 -> b{{[0-9]+}} scatter (0, 2)
// CHECK: check passed

dist.mesh @mesh = <["x"=1]>
#update = affine_map<(r, h, n) -> (n, h)>
#index = affine_map<(r, h, n) -> (n)>
#out = affine_map<(r, h, n) -> (r, h)>

func.func @scatters(
    %u: tensor<6x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %ids: tensor<6xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>},
    %cols: tensor<6xi32>)
    -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<3x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  // Ids 2, 0, 2, -1, 4, 1: rows 0 and 1 take one update each, row 2 two,
  // row 3 none; -1 and 4 name no row.
  %add = linalg.generic {indexing_maps = [#update, #index, #out],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%u, %ids : tensor<6x2xf32>, tensor<6xi64>) outs(%z : tensor<4x2xf32>) {
  ^bb0(%x: f32, %id: i64, %acc: f32):
    %i = arith.index_cast %id : i64 to index
    %r = linalg.index 0 : index
    %hit = arith.cmpi eq, %i, %r : index
    %s = arith.addf %acc, %x : f32
    %v = arith.select %hit, %s, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4x2xf32>
  // The same ids overwriting: row 2 keeps the later of its two updates.
  %set = linalg.generic {indexing_maps = [#update, #index, #out],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%u, %ids : tensor<6x2xf32>, tensor<6xi64>) outs(%z : tensor<4x2xf32>) {
  ^bb0(%x: f32, %id: i64, %acc: f32):
    %i = arith.index_cast %id : i64 to index
    %r = linalg.index 0 : index
    %hit = arith.cmpi eq, %r, %i : index
    %v = arith.select %hit, %x, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4x2xf32>
  // O[a, h, b] += u[n, h] at a = ids[n], b = cols[n]: (2, 1) for n = 0
  // and 2, (0, 0) for n = 1, (1, 1) for n = 5; n = 3 (-1, 2) and n = 4
  // (4, 0) name no element.
  %e3 = tensor.empty() : tensor<3x2x2xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3x2x2xf32>) -> tensor<3x2x2xf32>
  %two = linalg.generic {indexing_maps = [affine_map<(a, h, b, n) -> (n, h)>,
                                          affine_map<(a, h, b, n) -> (n)>,
                                          affine_map<(a, h, b, n) -> (n)>,
                                          affine_map<(a, h, b, n) -> (a, h, b)>],
                         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%u, %ids, %cols : tensor<6x2xf32>, tensor<6xi64>, tensor<6xi32>) outs(%z3 : tensor<3x2x2xf32>) {
  ^bb0(%x: f32, %id: i64, %col: i32, %acc: f32):
    %i = arith.index_cast %id : i64 to index
    %j = arith.index_cast %col : i32 to index
    %a = linalg.index 0 : index
    %b = linalg.index 2 : index
    %ha = arith.cmpi eq, %i, %a : index
    %hb = arith.cmpi eq, %j, %b : index
    %hit = arith.andi %ha, %hb : i1
    %s = arith.addf %acc, %x : f32
    %v = arith.select %hit, %s, %acc : f32
    linalg.yield %v : f32
  } -> tensor<3x2x2xf32>
  return %add, %set, %two : tensor<4x2xf32>, tensor<4x2xf32>, tensor<3x2x2xf32>
}
