// RUN: shard-opt %s --dist-parallelize="microbatches=4 schedule=1f1b" | shard-translate --emit-plan | FileCheck %s

// Gradient accumulation in a pipeline keeps one running sum per weight in
// a buffer: the backward pass, compiled once for every microbatch, adds
// its weight gradient into it, so the memory of a stage's gradients does
// not grow with the microbatches; the optimizer step reads the sum once,
// after the schedule. Kernel formation does not fuse into a schedule's
// regions from outside them: fused, the sum's producers would run per row.
// The step: bench/gen_train_mlp.py --layers 2 --batch 8 --width 16, its
// mesh with pp=2.

// CHECK-LABEL: plan @train_stage0
// CHECK:      k0: copy {{b[0-9]+}} -> [[ACC:b[0-9]+]] [16, 16]
// CHECK-NEXT: k1: schedule 13 rows {
// CHECK:      case 3 backward chunk 0 {
// The weight gradient's GEMM adds the running sum as its residual, and the
// new sum goes back into the sum's buffer.
// CHECK:      gemm m=16 n=16 k=2 {{b[0-9]+}}^T lda=16 {{b[0-9]+}} ldb=16 -> [[G:b[0-9]+]] ldc=16 beta=0 residual=[[ACC]]{{$}}
// CHECK-NEXT: copy [[G]] -> [[ACC]] [16, 16]
// CHECK-NEXT: }
// The SGD update reads the weight and the sum, in place, after the
// schedule.
// CHECK:      k29: }
// CHECK-NEXT: loop 2 parallel 0 reduction (16, 16) b1 [[ACC]] -> [[ACC]]{{$}}
// CHECK-LABEL: plan @train_stage1

#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
// dW = A^T dH (a reduction over the batch) and dA = dH W^T.
#ta = affine_map<(i, j, b) -> (b, i)>
#tb = affine_map<(i, j, b) -> (b, j)>
#tc = affine_map<(i, j, b) -> (i, j)>
#ma = affine_map<(b, i, j) -> (b, j)>
#mb = affine_map<(b, i, j) -> (i, j)>
#mc = affine_map<(b, i, j) -> (b, i)>
dist.mesh @mesh = <["dp"=1, "pp"=2, "tp"=1]>
func.func @train(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %y: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %w1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 7.8125000000e-03 : f32
  %gscale = arith.constant 1.5625000000e-02 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ew = tensor.empty() : tensor<16x16xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x16xf32>) -> tensor<16x16xf32>
  // Forward: a_i = tanh(a_{i-1} W_i).
  %h1 = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  // Loss: the mean squared error.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a2, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %scale : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %da2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a2, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.mulf %d, %gscale : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %a2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %dw2 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %dh2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%zw : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %da1 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh2, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %a1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %dw1 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%zw : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  // SGD.
  %n1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  return %loss, %n1, %n2 : tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>
}
