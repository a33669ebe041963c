// RUN: not shard-opt %s --dist-parallelize="microbatches=3 schedule=interleaved-1f1b virtual-stages=65" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not shard-opt %s --dist-parallelize="microbatches=4 schedule=interleaved-1f1b virtual-stages=2" 2>&1 | FileCheck %s --check-prefix=DIVIDE
// RUN: not shard-opt %s --dist-parallelize="microbatches=3 schedule=1f1b virtual-stages=2" 2>&1 | FileCheck %s --check-prefix=CHUNKS

// What interleaved 1F1B refuses: virtual stages out of range,
// microbatches the ranks do not divide, and chunks for a schedule that
// runs one per rank. (Its step, 6 layers on 3 ranks, also runs in
// pipeline-interleaved-warmup.mlir.)
// RANGE: error: --dist-pipeline: virtual-stages must be 1 to 64, not 65
// DIVIDE: error: 'func.func' op cannot run schedule "interleaved-1f1b": interleaved-1f1b needs a microbatch count divisible by the 3 stages, not 4
// CHUNKS: error: 'func.func' op cannot run schedule "1f1b": 1f1b runs one model chunk per rank; virtual stages need interleaved-1f1b

#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
// dW = A^T dH (a reduction over the batch) and dA = dH W^T.
#ta = affine_map<(i, j, b) -> (b, i)>
#tb = affine_map<(i, j, b) -> (b, j)>
#tc = affine_map<(i, j, b) -> (i, j)>
#ma = affine_map<(b, i, j) -> (b, j)>
#mb = affine_map<(b, i, j) -> (i, j)>
#mc = affine_map<(b, i, j) -> (b, i)>
dist.mesh @mesh = <["dp"=1, "pp"=3, "tp"=1]>
func.func @train(%x: tensor<24x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %y: tensor<24x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %w1: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %w3: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w4: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %w5: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w6: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 5.2083333333e-03 : f32
  %gscale = arith.constant 1.0416666667e-02 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<24x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %ew = tensor.empty() : tensor<8x8xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<8x8xf32>) -> tensor<8x8xf32>
  // Forward: a_i = tanh(a_{i-1} W_i).
  %h1 = linalg.matmul ins(%x, %w1 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) -> tensor<24x8xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<24x8xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) -> tensor<24x8xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<24x8xf32>
  %h3 = linalg.matmul ins(%a2, %w3 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) -> tensor<24x8xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h3 : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<24x8xf32>
  %h4 = linalg.matmul ins(%a3, %w4 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) -> tensor<24x8xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h4 : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<24x8xf32>
  %h5 = linalg.matmul ins(%a4, %w5 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) -> tensor<24x8xf32>
  %a5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h5 : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<24x8xf32>
  %h6 = linalg.matmul ins(%a5, %w6 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) -> tensor<24x8xf32>
  %a6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h6 : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<24x8xf32>
  // Loss: the mean squared error.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a6, %y : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %scale : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %da6 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a6, %y : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.mulf %d, %gscale : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dh6 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da6, %a6 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dw6 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a5, %dh6 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da5 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh6, %w6 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dh5 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da5, %a5 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dw5 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a4, %dh5 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da4 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh5, %w5 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dh4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da4, %a4 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dw4 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %dh4 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da3 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh4, %w4 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dh3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da3, %a3 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dw3 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a2, %dh3 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da2 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh3, %w3 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %a2 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dw2 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %dh2 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da1 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh2, %w2 : tensor<24x8xf32>, tensor<8x8xf32>) outs(%z : tensor<24x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %a1 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x8xf32>
  %dw1 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh1 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // SGD.
  %n1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %n3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w3, %dw3 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %n4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w4, %dw4 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %n5 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w5, %dw5 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %n6 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w6, %dw6 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %loss, %n1, %n2, %n3, %n4, %n5, %n6 : tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
