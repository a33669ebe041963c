// Convolutions and pooling as torch-mlir exports a convnet: a named
// conv_2d_nchw_fchw with its output channels split over y (the batch over
// x), ReLU, a max pool, then a 1x1 convolution whose input channels are
// the split ones: a partial sum over y, reduced once. Window loops and
// spatial dims stay whole (a split would need halos).
// RUN: rm -rf %t && shard-run %s --mesh x=1,y=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// RUN: shard-opt %s --dist-print-rules -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULE
// R2: communication: 1 x all_reduce over {"y"}, 576 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 288 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 432 bytes sent per rank
// CHECK: check passed
// Batch and output channels split; input channels are a reduction; the
// output rows and columns sit in the window arithmetic of the input.
// RULE: sharding rule ([i, m, _, _], [j, m, n, o], [i, j, k, l]) -> ([i, j, k, l] sum) {i=4, j=8, k=6, l=6, m=3, n=3, o=3} reduction={m, n, o} blocked={k, l, n, o}
// RULE: sharding rule ([i, j, _, _], [m, n], [i, j, k, l]) -> ([i, j, k, l] max) {i=4, j=8, k=3, l=3, m=2, n=2} reduction={m, n} blocked={k, l, m, n}
// RULE: sharding rule ([i, m, _, _], [j, m, n, o], [i, j, k, l]) -> ([i, j, k, l] sum) {i=4, j=4, k=3, l=3, m=8, n=1, o=1} reduction={m, n, o} blocked={k, l, n, o}

dist.mesh @mesh = <["x"=2, "y"=2]>
#map = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @convnet(
    %image: tensor<4x3x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}]>},
    %filter: tensor<8x3x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}, {}, {}]>},
    %mix: tensor<4x8x1x1xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}, {}, {}]>})
    -> (tensor<4x4x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x8x6x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x6x6xf32>) -> tensor<4x8x6x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%image, %filter : tensor<4x3x8x8xf32>, tensor<8x3x3x3xf32>)
      outs(%z : tensor<4x8x6x6xf32>) -> tensor<4x8x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<4x8x6x6xf32>) outs(%e : tensor<4x8x6x6xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x8x6x6xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %ep = tensor.empty() : tensor<4x8x3x3xf32>
  %fp = linalg.fill ins(%ninf : f32) outs(%ep : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%relu, %window : tensor<4x8x6x6xf32>, tensor<2x2xf32>)
      outs(%fp : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
  %eo = tensor.empty() : tensor<4x4x3x3xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
  %out = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%pool, %mix : tensor<4x8x3x3xf32>, tensor<4x8x1x1xf32>)
      outs(%zo : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
  return %out : tensor<4x4x3x3xf32>
}
