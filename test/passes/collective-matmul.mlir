// --dist-collective-matmul: a tp all_gather that GEMMs read, and a
// reduce_scatter of a GEMM's result, split into chunks along the gathered
// (scattered) dim, or another its readers take as rows: each chunk's
// gather is started before the previous chunk's readers run, each chunk's
// scatter runs beside the next chunk's GEMM. Chunk c of a dim of the
// group's blocks of L rows is rows [c L / 2, (c + 1) L / 2) of every
// block. The e2e tests (e2e/sequence_parallel.mlir,
// e2e/models/gpt2-train.mlir) run it against the oracle and PyTorch.
// RUN: shard-opt %s --dist-collective-matmul=chunks=2 | FileCheck %s
// RUN: not shard-opt %s --dist-collective-matmul=chunks=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: --dist-collective-matmul: chunks must be at least 1, not 0
// RUN: shard-opt %s --dist-collective-matmul=chunks=1 | FileCheck %s --check-prefix=ONE
// ONE-COUNT-4: dist.all_gather %{{.*}} : tensor<4x32xf32> -> tensor<8x32xf32>
// ONE: dist.all_gather %{{.*}} : tensor<1x4x32xf32> -> tensor<2x4x32xf32>
// ONE: dist.all_gather %{{.*}} : tensor<4x32xf32> -> tensor<8x32xf32>
// ONE-NOT: dist.all_gather %{{.*}} : tensor<2x32xf32>
dist.mesh @mesh = <["dp"=2, "tp"=2]>
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#t0 = affine_map<(m, n, k) -> (k, m)>
#t1 = affine_map<(m, n, k) -> (k, n)>
#t2 = affine_map<(m, n, k) -> (m, n)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#bsk = affine_map<(b, s, n, k) -> (b, s, k)>
#kn = affine_map<(b, s, n, k) -> (k, n)>
#bsn = affine_map<(b, s, n, k) -> (b, s, n)>
#wh = affine_map<(b, s, i, j) -> (b, s, i)>
#ws = affine_map<(b, s, i, j) -> (b, s, j)>
#wo = affine_map<(b, s, i, j) -> (i, j)>
// Rank r's rows 0-1 gathered first, then rows 2-3 (started before chunk
// 0's readers: the GEMM and the bias add, each on 4 of the 8 rows); each
// result put back from its two chunks, rows [2r, 2r + 2) of chunk 0 to
// rows [4r, 4r + 2).
// CHECK-LABEL: func.func @gather(
// CHECK: %[[X:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [1, 2, 2, 32]
// CHECK-NEXT: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 1, 2, 32] [1, 1, 1, 1]
// CHECK-NEXT: %[[C0:.*]] = tensor.collapse_shape %[[X0]] {{.*}} into tensor<2x32xf32>
// CHECK-NEXT: %[[G0:.*]] = dist.all_gather %[[C0]] on @mesh axes ["tp"] dim 0 : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK-NEXT: %[[XB:.*]] = tensor.expand_shape %arg0
// CHECK-NEXT: %[[X1:.*]] = tensor.extract_slice %[[XB]][0, 1, 0, 0] [1, 1, 2, 32] [1, 1, 1, 1]
// CHECK-NEXT: %[[C1:.*]] = tensor.collapse_shape %[[X1]]
// CHECK-NEXT: %[[G1:.*]] = dist.all_gather %[[C1]] on @mesh axes ["tp"] dim 0 : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[F0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x16xf32>)
// CHECK-NEXT: %[[Y0:.*]] = linalg.matmul ins(%[[G0]], %arg1 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%[[F0]] : tensor<4x16xf32>)
// CHECK: %[[B0:.*]] = linalg.generic {{.*}} ins(%[[G0]], %arg2 : tensor<4x32xf32>, tensor<32xf32>)
// CHECK: %[[Y1:.*]] = linalg.matmul ins(%[[G1]], %arg1
// CHECK: %[[B1:.*]] = linalg.generic {{.*}} ins(%[[G1]], %arg2 : tensor<4x32xf32>, tensor<32xf32>)
// CHECK: %[[YE0:.*]] = tensor.expand_shape %[[Y0]]
// CHECK-NEXT: %[[YI0:.*]] = tensor.insert_slice %[[YE0]] into %{{.*}}[0, 0, 0, 0] [2, 1, 2, 16]
// CHECK-NEXT: %[[YE1:.*]] = tensor.expand_shape %[[Y1]]
// CHECK-NEXT: %[[YI1:.*]] = tensor.insert_slice %[[YE1]] into %[[YI0]][0, 1, 0, 0] [2, 1, 2, 16]
// CHECK-NEXT: %[[Y:.*]] = tensor.collapse_shape %[[YI1]] {{.*}} into tensor<8x16xf32>
// CHECK: %[[BW:.*]] = tensor.expand_shape %{{.*}} output_shape [2, 2, 2, 32] : tensor<8x32xf32> into tensor<2x2x2x32xf32>
// CHECK-NEXT: %[[BE0:.*]] = tensor.expand_shape %[[B0]] {{.*}} output_shape [2, 1, 2, 32]
// CHECK-NEXT: %[[BI0:.*]] = tensor.insert_slice %[[BE0]] into %[[BW]][0, 0, 0, 0] [2, 1, 2, 32] [1, 1, 1, 1]
// CHECK-NEXT: %[[BE1:.*]] = tensor.expand_shape %[[B1]]
// CHECK-NEXT: %[[BI1:.*]] = tensor.insert_slice %[[BE1]] into %[[BI0]][0, 1, 0, 0] [2, 1, 2, 32] [1, 1, 1, 1]
// CHECK-NEXT: %[[BIAS:.*]] = tensor.collapse_shape %[[BI1]] {{.*}} into tensor<8x32xf32>
// CHECK-NEXT: return %[[Y]], %[[BIAS]]
// CHECK-NOT: dist.all_gather %{{.*}} : tensor<4x32xf32> -> tensor<8x32xf32>
func.func @gather(%x: tensor<4x32xf32>, %w: tensor<32x16xf32>, %b: tensor<32xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>) {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %biased = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%g, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e2 : tensor<8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %y, %biased : tensor<8x16xf32>, tensor<8x32xf32>
}
// Each chunk's GEMM on rows {0-1, 4-5}, then {2-3, 6-7}, each scattered
// (rank r keeps rows [2r, 2r + 2) of the chunk); put together before the
// add reads it.
// CHECK-LABEL: func.func @scatter(
// CHECK: %[[H:.*]] = tensor.expand_shape %arg0 {{.*}} output_shape [2, 2, 2, 32]
// CHECK-NEXT: %[[H0:.*]] = tensor.extract_slice %[[H]][0, 0, 0, 0] [2, 1, 2, 32] [1, 1, 1, 1]
// CHECK-NEXT: %[[C0:.*]] = tensor.collapse_shape %[[H0]] {{.*}} into tensor<4x32xf32>
// CHECK: %[[P0:.*]] = linalg.matmul ins(%[[C0]], %arg1 : tensor<4x32xf32>, tensor<32x16xf32>)
// CHECK-NEXT: %[[R0:.*]] = dist.reduce_scatter %[[P0]] on @mesh axes ["tp"] dim 0 : tensor<4x16xf32> -> tensor<2x16xf32>
// CHECK: tensor.extract_slice %{{.*}}[0, 1, 0, 0] [2, 1, 2, 32]
// CHECK: %[[P1:.*]] = linalg.matmul
// CHECK-NEXT: %[[R1:.*]] = dist.reduce_scatter %[[P1]]
// CHECK: tensor.expand_shape %[[R0]] {{.*}} output_shape [1, 1, 2, 16]
// CHECK: tensor.expand_shape %[[R1]]
// CHECK: %[[R:.*]] = tensor.collapse_shape %{{.*}} into tensor<4x16xf32>
// CHECK-NEXT: linalg.add ins(%[[R]], %[[R]] :
// CHECK-NOT: dist.reduce_scatter
func.func @scatter(%h: tensor<8x32xf32>, %w: tensor<32x16xf32>) -> tensor<4x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = dist.reduce_scatter %y on @mesh axes ["tp"] dim 0 : tensor<8x16xf32> -> tensor<4x16xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %twice = linalg.add ins(%r, %r : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %twice : tensor<4x16xf32>
}
// The weight gradient sums over the gathered rows.
// Each chunk's product adds to the chunk before's.
// CHECK-LABEL: func.func @weight_gradient(
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<32x16xf32>)
// CHECK: %[[G0:.*]] = dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 0 : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[G1:.*]] = dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 0 : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[D:.*]] = tensor.expand_shape %arg1 {{.*}} output_shape [2, 2, 2, 16]
// CHECK-NEXT: %[[D0:.*]] = tensor.extract_slice %[[D]][0, 0, 0, 0] [2, 1, 2, 16] [1, 1, 1, 1]
// CHECK-NEXT: %[[DC0:.*]] = tensor.collapse_shape %[[D0]] {{.*}} into tensor<4x16xf32>
// CHECK-NEXT: %[[W0:.*]] = linalg.generic {{.*}} ins(%[[G0]], %[[DC0]] : tensor<4x32xf32>, tensor<4x16xf32>) outs(%[[F]] : tensor<32x16xf32>)
// CHECK: tensor.extract_slice %{{.*}}[0, 1, 0, 0] [2, 1, 2, 16]
// CHECK: %[[W1:.*]] = linalg.generic {{.*}} ins(%[[G1]], %{{.*}} : tensor<4x32xf32>, tensor<4x16xf32>) outs(%[[W0]] : tensor<32x16xf32>)
// CHECK: return %[[W1]]
func.func @weight_gradient(%x: tensor<4x32xf32>, %dy: tensor<8x16xf32>) -> tensor<32x16xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dw = linalg.generic {indexing_maps = [#t0, #t1, #t2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g, %dy : tensor<8x32xf32>, tensor<8x16xf32>) outs(%init : tensor<32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<32x16xf32>
  return %dw : tensor<32x16xf32>
}
// A reader that numbers the rows would number the chunk's.
// CHECK-LABEL: func.func @indexed(
// CHECK-NEXT: dist.all_gather %arg0 on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
// CHECK-NOT: dist.all_gather
func.func @indexed(%x: tensor<4x32xf32>, %w: tensor<32x16xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>) {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %masked = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<8x32xf32>) outs(%e2 : tensor<8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %c4 = arith.constant 4 : index
    %keep = arith.cmpi ult, %i, %c4 : index
    %v = arith.select %keep, %a, %z : f32
    linalg.yield %v : f32
  } -> tensor<8x32xf32>
  return %y, %masked : tensor<8x16xf32>, tensor<8x32xf32>
}
// Three local rows do not split in two chunks.
// CHECK-LABEL: func.func @indivisible(
// CHECK-NEXT: dist.all_gather %arg0 on @mesh axes ["tp"] dim 0 : tensor<3x32xf32> -> tensor<6x32xf32>
// CHECK-NOT: dist.all_gather
func.func @indivisible(%x: tensor<3x32xf32>, %w: tensor<32x16xf32>) -> tensor<6x16xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<3x32xf32> -> tensor<6x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<6x16xf32>) -> tensor<6x16xf32>
  %y = linalg.matmul ins(%g, %w : tensor<6x32xf32>, tensor<32x16xf32>) outs(%init : tensor<6x16xf32>) -> tensor<6x16xf32>
  return %y : tensor<6x16xf32>
}
// A gather moved up beside another GEMM runs beside it already.
// CHECK-LABEL: func.func @beside(
// CHECK-NEXT: dist.all_gather %arg0 on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
// CHECK-NOT: dist.all_gather
func.func @beside(%x: tensor<4x32xf32>, %w: tensor<32x16xf32>, %a: tensor<16x32xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>) {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x16xf32>
  %i0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %other = linalg.matmul ins(%a, %w : tensor<16x32xf32>, tensor<32x16xf32>) outs(%i0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y, %other : tensor<8x16xf32>, tensor<16x16xf32>
}
// One row per rank on the gathered dim: chunked along the next dim its
// readers take as rows, contiguous on every rank.
// CHECK-LABEL: func.func @other_dim(
// CHECK: %[[X0:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0, 0, 0] [1, 1, 1, 2, 32] [1, 1, 1, 1, 1] : tensor<1x1x2x2x32xf32> to tensor<1x1x1x2x32xf32>
// CHECK-NEXT: %[[C0:.*]] = tensor.collapse_shape %[[X0]] {{\[\[}}0], [1, 2, 3], [4]] : tensor<1x1x1x2x32xf32> into tensor<1x2x32xf32>
// CHECK-NEXT: %[[G0:.*]] = dist.all_gather %[[C0]] on @mesh axes ["tp"] dim 0 : tensor<1x2x32xf32> -> tensor<2x2x32xf32>
// CHECK: tensor.extract_slice %{{.*}}[0, 0, 1, 0, 0] [1, 1, 1, 2, 32]
// CHECK: %[[G1:.*]] = dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 0 : tensor<1x2x32xf32> -> tensor<2x2x32xf32>
// CHECK: linalg.generic {{.*}} ins(%[[G0]], %arg1 : tensor<2x2x32xf32>, tensor<32x16xf32>) outs(%{{.*}} : tensor<2x2x16xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[G1]], %arg1 : tensor<2x2x32xf32>, tensor<32x16xf32>) outs(%{{.*}} : tensor<2x2x16xf32>)
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0, 0] [2, 1, 1, 2, 16] [1, 1, 1, 1, 1] : tensor<2x1x1x2x16xf32> into tensor<2x1x2x2x16xf32>
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 1, 0, 0] [2, 1, 1, 2, 16]
#b0 = affine_map<(b, s, n, k) -> (b, s, k)>
#b1 = affine_map<(b, s, n, k) -> (k, n)>
#b2 = affine_map<(b, s, n, k) -> (b, s, n)>
func.func @other_dim(%x: tensor<1x4x32xf32>, %w: tensor<32x16xf32>) -> tensor<2x4x16xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<1x4x32xf32> -> tensor<2x4x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %y = linalg.generic {indexing_maps = [#b0, #b1, #b2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%g, %w : tensor<2x4x32xf32>, tensor<32x16xf32>) outs(%init : tensor<2x4x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16xf32>
  return %y : tensor<2x4x16xf32>
}
// A later reader's fill is made before the first reader, to be read by
// the chunks there.
// CHECK-LABEL: func.func @later_fill(
// CHECK: %[[G0:.*]] = dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[G1:.*]] = dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[F0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%[[G0]], %arg1 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%[[F0]] :
// CHECK: %[[F1:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%[[G1]], %arg1 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%[[F1]] :
func.func @later_fill(%x: tensor<4x32xf32>, %w: tensor<32x16xf32>, %b: tensor<32xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>) {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %biased = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%g, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e2 : tensor<8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y, %biased : tensor<8x16xf32>, tensor<8x32xf32>
}
// Two GEMMs' partial sums added before their one scatter (Q's and K's
// input gradients): both GEMMs and the add made in chunks.
// CHECK-LABEL: func.func @scatter_sum(
// CHECK: %[[P0:.*]] = linalg.matmul ins(%{{.*}}, %arg1 : tensor<4x32xf32>, tensor<32x16xf32>)
// CHECK: %[[Q0:.*]] = linalg.matmul ins(%{{.*}}, %arg2 : tensor<4x32xf32>, tensor<32x16xf32>)
// CHECK: %[[S0:.*]] = linalg.add ins(%[[P0]], %[[Q0]] : tensor<4x16xf32>, tensor<4x16xf32>)
// CHECK-NEXT: dist.reduce_scatter %[[S0]] on @mesh axes ["tp"] dim 0 : tensor<4x16xf32> -> tensor<2x16xf32>
// CHECK: %[[P1:.*]] = linalg.matmul
// CHECK: %[[Q1:.*]] = linalg.matmul
// CHECK: %[[S1:.*]] = linalg.add ins(%[[P1]], %[[Q1]] :
// CHECK-NEXT: dist.reduce_scatter %[[S1]]
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @scatter_sum(%h: tensor<8x32xf32>, %wq: tensor<32x16xf32>, %wk: tensor<32x16xf32>) -> tensor<4x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %p = linalg.matmul ins(%h, %wq : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %q = linalg.matmul ins(%h, %wk : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %sum = linalg.add ins(%p, %q : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = dist.reduce_scatter %sum on @mesh axes ["tp"] dim 0 : tensor<8x16xf32> -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// A reader of another reader's result reads its chunks: chunk c's sum
// adds chunk c of the gather and of the GEMM's result.
// CHECK-LABEL: func.func @chained(
// CHECK: %[[G0:.*]] = dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[G1:.*]] = dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[Y0:.*]] = linalg.matmul ins(%[[G0]], %arg1 : tensor<4x32xf32>, tensor<32x32xf32>)
// CHECK: %[[S0:.*]] = linalg.add ins(%[[G0]], %[[Y0]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK: %[[Y1:.*]] = linalg.matmul ins(%[[G1]], %arg1
// CHECK: %[[S1:.*]] = linalg.add ins(%[[G1]], %[[Y1]] :
// CHECK-NOT: linalg.matmul
// CHECK: tensor.insert_slice %{{.*}}[0, 0, 0, 0] [2, 1, 2, 32]
// CHECK: tensor.insert_slice %{{.*}}[0, 1, 0, 0] [2, 1, 2, 32]
// CHECK-NOT: dist.all_gather
func.func @chained(%x: tensor<4x32xf32>, %w: tensor<32x32xf32>) -> tensor<8x32xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x32xf32>, tensor<32x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %sum = linalg.add ins(%g, %y : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %sum : tensor<8x32xf32>
}
// A reader of another reader's result across its rows (the GEMM's result
// transposed) would need all of it: the gather stays whole.
// CHECK-LABEL: func.func @chained_across(
// CHECK-NEXT: dist.all_gather %arg0 on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK-NOT: dist.all_gather
func.func @chained_across(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%g, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = linalg.generic {indexing_maps = [#map, #tr, #map], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %t : tensor<8x8xf32>
}
// An output gradient gathered and added to the residual stream's before
// the GEMMs read the sum (a backward pass under sequence parallelism):
// no reader of the gather is a GEMM, so the sum's readers follow it chunk
// by chunk, the GEMM (each chunk's rows) and the weight gradient (each
// chunk's sum over its rows added to the chunk before's); the sum, read
// beyond them, is put back together, the weight gradient is the last
// chunk's.
// CHECK-LABEL: func.func @follower(
// CHECK: %[[G0:.*]] = dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[G1:.*]] = dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK: %[[R0:.*]] = tensor.collapse_shape %{{.*}} into tensor<4x32xf32>
// CHECK: %[[S0:.*]] = linalg.add ins(%[[R0]], %[[G0]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK: %[[Y0:.*]] = linalg.matmul ins(%[[S0]], %arg2 : tensor<4x32xf32>, tensor<32x16xf32>)
// CHECK: %[[D0:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[S0]] : tensor<4x16xf32>, tensor<4x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK: %[[S1:.*]] = linalg.add ins(%{{.*}}, %[[G1]] :
// CHECK: %[[Y1:.*]] = linalg.matmul ins(%[[S1]], %arg2
// CHECK: %[[D1:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[S1]] : tensor<4x16xf32>, tensor<4x32xf32>) outs(%[[D0]] : tensor<16x32xf32>)
// CHECK: %[[SUM:.*]] = tensor.collapse_shape %{{.*}} into tensor<8x32xf32>
// CHECK: %[[Y:.*]] = tensor.collapse_shape %{{.*}} into tensor<8x16xf32>
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[SUM]] {{\[\[}}0, 1]] : tensor<8x32xf32> into tensor<256xf32>
// CHECK-NEXT: return %[[Y]], %[[D1]], %[[FLAT]]
func.func @follower(%x: tensor<4x32xf32>, %r: tensor<8x32xf32>, %w: tensor<32x16xf32>, %h: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>, tensor<256xf32>) {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %sum = linalg.add ins(%r, %g : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%sum, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e3 = tensor.empty() : tensor<16x32xf32>
  %init3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw = linalg.generic {indexing_maps = [#t0, #t1, #t2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %sum : tensor<8x16xf32>, tensor<8x32xf32>) outs(%init3 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %flat = tensor.collapse_shape %sum [[0, 1]] : tensor<8x32xf32> into tensor<256xf32>
  return %y, %dw, %flat : tensor<8x16xf32>, tensor<16x32xf32>, tensor<256xf32>
}
// Followers are one step from the gather's readers: an op that reads a
// follower's result (the sum of the residual stream's gradient and the
// GEMM's) is not one, and reads both whole.
// CHECK-LABEL: func.func @follower_of_follower(
// CHECK-COUNT-2: dist.all_gather %{{.*}} : tensor<2x32xf32> -> tensor<4x32xf32>
// CHECK-COUNT-2: linalg.matmul ins(%{{.*}}, %arg2 : tensor<4x32xf32>, tensor<32x32xf32>)
// CHECK: %[[SUM:.*]] = tensor.collapse_shape %{{.*}} into tensor<8x32xf32>
// CHECK: %[[Y:.*]] = tensor.collapse_shape %{{.*}} into tensor<8x32xf32>
// CHECK-NEXT: %[[OUT:.*]] = linalg.add ins(%[[SUM]], %[[Y]] : tensor<8x32xf32>, tensor<8x32xf32>)
// CHECK-NEXT: return %[[OUT]]
func.func @follower_of_follower(%x: tensor<4x32xf32>, %r: tensor<8x32xf32>, %w: tensor<32x32xf32>) -> tensor<8x32xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %sum = linalg.add ins(%r, %g : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%sum, %w : tensor<8x32xf32>, tensor<32x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %out = linalg.add ins(%sum, %y : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %out : tensor<8x32xf32>
}
// One row per rank on the gathered dim, so the chunks are of the tokens
// (dim 1), which the GEMM takes as rows: the weight gradient, which sums
// over them, follows too, each chunk's product added to the chunk
// before's.
// CHECK-LABEL: func.func @follower_other_dim(
// CHECK-COUNT-2: dist.all_gather %{{.*}} : tensor<1x4x32xf32> -> tensor<2x4x32xf32>
// CHECK: %[[D0:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x16xf32>, tensor<2x4x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK: %[[D1:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x16xf32>, tensor<2x4x32xf32>) outs(%[[D0]] : tensor<16x32xf32>)
// CHECK: return %{{.*}}, %[[D1]]
func.func @follower_other_dim(%x: tensor<1x8x32xf32>, %r: tensor<2x8x32xf32>, %w: tensor<32x16xf32>, %h: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<16x32xf32>) {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<1x8x32xf32> -> tensor<2x8x32xf32>
  %e = tensor.empty() : tensor<2x8x32xf32>
  %sum = linalg.add ins(%r, %g : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%e : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2x8x16xf32>
  %init = linalg.fill ins(%z : f32) outs(%e2 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %y = linalg.generic {indexing_maps = [#bsk, #kn, #bsn], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%sum, %w : tensor<2x8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<2x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x8x16xf32>
  %e3 = tensor.empty() : tensor<16x32xf32>
  %init3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw = linalg.generic {indexing_maps = [#wh, #ws, #wo], iterator_types = ["reduction", "reduction", "parallel", "parallel"]}
      ins(%h, %sum : tensor<2x8x16xf32>, tensor<2x8x32xf32>) outs(%init3 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  return %y, %dw : tensor<2x8x16xf32>, tensor<16x32xf32>
}
// Along another dim than the gathered one, a weight gradient that sums
// over it with no GEMM taking it as rows (the hidden dim, 3, does not
// split either): the gather stays whole.
// CHECK-LABEL: func.func @sum_other_dim(
// CHECK-NEXT: dist.all_gather %arg0 on @mesh axes ["tp"] dim 0 : tensor<1x8x3xf32> -> tensor<2x8x3xf32>
// CHECK-NOT: dist.all_gather
func.func @sum_other_dim(%x: tensor<1x8x3xf32>, %h: tensor<2x8x16xf32>) -> tensor<16x3xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<1x8x3xf32> -> tensor<2x8x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x3xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<16x3xf32>) -> tensor<16x3xf32>
  %dw = linalg.generic {indexing_maps = [#wh, #ws, #wo], iterator_types = ["reduction", "reduction", "parallel", "parallel"]}
      ins(%h, %g : tensor<2x8x16xf32>, tensor<2x8x3xf32>) outs(%init : tensor<16x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x3xf32>
  return %dw : tensor<16x3xf32>
}
// An elementwise reader of the gather whose result no GEMM reads row-wise
// (only a reshape): nothing to overlap, the gather stays whole.
// CHECK-LABEL: func.func @no_follower(
// CHECK-NEXT: dist.all_gather %arg0 on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
// CHECK-NOT: dist.all_gather
func.func @no_follower(%x: tensor<4x32xf32>, %r: tensor<8x32xf32>) -> tensor<256xf32> {
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %sum = linalg.add ins(%r, %g : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %flat = tensor.collapse_shape %sum [[0, 1]] : tensor<8x32xf32> into tensor<256xf32>
  return %flat : tensor<256xf32>
}
