// Data parallelism in training: one SGD step of a 2-layer MLP (forward,
// handwritten backward, weight update) with the batch split over dp and the
// weights replicated gets exactly one all_reduce over dp per weight
// gradient and one for the loss, nothing else. With the weights also split
// Megatron-style over tp, the forward gains Megatron's all_reduce over tp.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-optimize-collectives | FileCheck %s --check-prefix=BUCKET
// RUN: rm -rf %t
// RUN: shard-run %s --entry sgd_dp --check -o %t/dp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/dp --entry sgd_dp
// RUN: shard-run %s --entry sgd_dp_tp --check -o %t/dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/dptp --entry sgd_dp_tp
// EXEC: check passed

// CHECK-LABEL: func.func @sgd_dp
// CHECK-SAME: (%arg0: tensor<4x16xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<32x4xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>)
// CHECK-NOT: dist.
// CHECK: %[[DW1:.*]] = dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<16x32xf32>
// CHECK-NOT: dist.
// CHECK: %[[DW2:.*]] = dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<32x4xf32>
// CHECK-NOT: dist.
// CHECK: %[[LOSS:.*]] = dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<f32>
// CHECK-NOT: dist.
// CHECK: return %[[LOSS]]

// CHECK-LABEL: func.func @sgd_dp_tp
// CHECK-SAME: (%arg0: tensor<4x16xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x4xf32>) -> (tensor<f32>, tensor<16x16xf32>, tensor<16x4xf32>)
// CHECK-NOT: dist.
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<4x4xf32>
// CHECK-NOT: dist.
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<16x16xf32>
// CHECK-NOT: dist.
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<16x4xf32>
// CHECK-NOT: dist.
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<f32>
// CHECK-NOT: dist.

// --dist-optimize-collectives buckets the three gradient all_reduces of
// the pure data-parallel step into one (the updates come after the whole
// backward pass).
// BUCKET-LABEL: func.func @sgd_dp
// BUCKET: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<641xf32>
// BUCKET-NOT: dist.all_reduce
// BUCKET-LABEL: func.func @sgd_dp_tp

#id = affine_map<(i, j) -> (i, j)>
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @sgd_dp(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %y: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
                  %w2: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 0.25 : f32
  %inv = arith.constant 0.125 : f32
  %lr = arith.constant 0.05 : f32
  // Forward.
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %eo = tensor.empty() : tensor<8x4xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %out = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%zo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %diff = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%out, %y : tensor<8x4xf32>, tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.subf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  // loss = sum(diff^2) / 8
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%diff : tensor<8x4xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%d: f32, %acc: f32):
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %inv : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward: dout = diff / 4, dW2 = a^T dout, da = dout W2^T, dh = da (h > 0), dW1 = x^T dh.
  %dout = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%diff : tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %r = arith.mulf %d, %two : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %ew2 = tensor.empty() : tensor<32x4xf32>
  %zw2 = linalg.fill ins(%zero : f32) outs(%ew2 : tensor<32x4xf32>) -> tensor<32x4xf32>
  %dw2 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %dout : tensor<8x32xf32>, tensor<8x4xf32>) outs(%zw2 : tensor<32x4xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  %da = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>, affine_map<(b, i, j) -> (b, i)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dout, %w2 : tensor<8x4xf32>, tensor<32x4xf32>) outs(%zh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %ew1 = tensor.empty() : tensor<16x32xf32>
  %zw1 = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw1 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw1 : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  // SGD update.
  %nw1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew1 : tensor<16x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %nw2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%ew2 : tensor<32x4xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  return %loss, %nw1, %nw2 : tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>
}

func.func @sgd_dp_tp(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                     %y: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                     %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                     %w2: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 0.25 : f32
  %inv = arith.constant 0.125 : f32
  %lr = arith.constant 0.05 : f32
  // Forward.
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %eo = tensor.empty() : tensor<8x4xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %out = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%zo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %diff = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%out, %y : tensor<8x4xf32>, tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.subf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  // loss = sum(diff^2) / 8
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%diff : tensor<8x4xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%d: f32, %acc: f32):
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %inv : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward: dout = diff / 4, dW2 = a^T dout, da = dout W2^T, dh = da (h > 0), dW1 = x^T dh.
  %dout = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%diff : tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %r = arith.mulf %d, %two : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %ew2 = tensor.empty() : tensor<32x4xf32>
  %zw2 = linalg.fill ins(%zero : f32) outs(%ew2 : tensor<32x4xf32>) -> tensor<32x4xf32>
  %dw2 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %dout : tensor<8x32xf32>, tensor<8x4xf32>) outs(%zw2 : tensor<32x4xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  %da = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>, affine_map<(b, i, j) -> (b, i)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dout, %w2 : tensor<8x4xf32>, tensor<32x4xf32>) outs(%zh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %ew1 = tensor.empty() : tensor<16x32xf32>
  %zw1 = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw1 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw1 : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  // SGD update.
  %nw1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew1 : tensor<16x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %nw2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%ew2 : tensor<32x4xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  return %loss, %nw1, %nw2 : tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>
}
