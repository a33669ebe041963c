// Attention as torch-mlir exports it with the batch and heads merged: the
// two contractions over (batch x heads) and, between them, the mask, the
// scale and the softmax over the merged dim. Every reshape folds away
// (into the contractions and into the generics of the chain), so with the
// batch over dp and the heads over tp, two batch rows per device, the
// attention is head-parallel and communicates nothing. A merged dim whose
// major part is split over dp and its minor part over tp is no sharding
// (a device's rows are not contiguous, nor equal blocks of one split), so
// before, the chain ran on all heads and the mask was gathered.
// RUN: shard-opt %s --dist-split-batch-dims --canonicalize | FileCheck %s
// RUN: shard-opt %s --dist-parallelize | FileCheck %s --check-prefix=PART
// RUN: rm -rf %t && shard-run %s --mesh dp=1,tp=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/dptp --reference %t/one

// CHECK-LABEL: func.func @attention
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: tensor.expand_shape
// CHECK: return

// PART-LABEL: func.func @attention
// PART-SAME: (%{{.*}}: tensor<2x2x8x16xf32>, %{{.*}}: tensor<2x2x16x8xf32>, %{{.*}}: tensor<2x2x8x16xf32>, %{{.*}}: tensor<2x1x8x8xi1>) -> tensor<2x2x8x16xf32>
// PART-NOT: dist.
// PART: return
// EXEC: communication: none
// EXEC: check passed

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#mask = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @attention(
    %q: tensor<4x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>},
    %kt: tensor<4x4x16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>},
    %v: tensor<4x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>},
    %m: tensor<4x1x8x8xi1> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}, {}]>})
    -> (tensor<4x4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.25 : f32
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32>
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32>
  %e4 = tensor.empty() : tensor<4x4x8x8xi1>
  %mb = linalg.generic {indexing_maps = [#mask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m : tensor<4x1x8x8xi1>) outs(%e4 : tensor<4x4x8x8xi1>) {
  ^bb0(%in: i1, %out: i1):
    linalg.yield %in : i1
  } -> tensor<4x4x8x8xi1>
  %mc = tensor.collapse_shape %mb [[0, 1], [2], [3]] : tensor<4x4x8x8xi1> into tensor<16x8x8xi1>
  %es = tensor.empty() : tensor<16x8x8xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<16x8x16xf32>, tensor<16x16x8xf32>) outs(%zs : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
  // Scaled, and -inf where the mask is false.
  %sm = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %mc : tensor<16x8x8xf32>, tensor<16x8x8xi1>) outs(%es : tensor<16x8x8xf32>) {
  ^bb0(%x: f32, %keep: i1, %out: f32):
    %y = arith.mulf %x, %scale : f32
    %r = arith.select %keep, %y, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<16x8x8xf32>
  %er = tensor.empty() : tensor<16x8xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%er : tensor<16x8xf32>) -> tensor<16x8xf32>
  %max = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%sm : tensor<16x8x8xf32>) outs(%init : tensor<16x8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sm, %max : tensor<16x8x8xf32>, tensor<16x8xf32>) outs(%es : tensor<16x8x8xf32>) {
  ^bb0(%x: f32, %mx: f32, %out: f32):
    %d = arith.subf %x, %mx : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<16x8x8xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<16x8xf32>) -> tensor<16x8xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<16x8x8xf32>) outs(%zr : tensor<16x8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %p = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<16x8x8xf32>, tensor<16x8xf32>) outs(%es : tensor<16x8x8xf32>) {
  ^bb0(%x: f32, %t: f32, %out: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<16x8x8xf32>
  %eo = tensor.empty() : tensor<16x8x16xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
  %o = linalg.batch_matmul ins(%p, %vc : tensor<16x8x8xf32>, tensor<16x8x16xf32>) outs(%zo : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
  %r = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [4, 4, 8, 16] : tensor<16x8x16xf32> into tensor<4x4x8x16xf32>
  return %r : tensor<4x4x8x16xf32>
}
