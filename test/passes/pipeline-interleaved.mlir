// RUN: shard-opt %s --dist-parallelize="microbatches=4 schedule=interleaved-1f1b virtual-stages=2" | FileCheck %s
// RUN: shard-opt %s --dist-parallelize="microbatches=4 schedule=interleaved-1f1b virtual-stages=2" | shard-opt --dist-schedule-report -o /dev/null | FileCheck %s --check-prefix=REPORT

// Interleaved 1F1B: a 4-layer training step (bench/gen_train_mlp.py
// --layers 4 --batch 16 --width 8) cut automatically into 4 virtual stages
// on 2 ranks; rank 0 runs virtual stages 0 and 2 (chunks 0 and 1), rank 1
// stages 1 and 3. Forward activations go 0 -> 1 -> 2 -> 3, so rank 1's
// chunk 0 sends back to rank 0's chunk 1, and gradients come back the
// other way. Megatron's order: rank 0 warms up with 4 forwards, then runs
// a forward and a backward per step -- with both steps' receives before
// and both sends after, one group each -- and cools down.

// CHECK-LABEL: func.func private @train_stage0(
// CHECK:        dist.action forward microbatch 0{{$}}
// CHECK:        dist.send %{{.*}} on @mesh axes ["pp"] to 1 : tensor<4x8xf32>
// CHECK-NEXT:   dist.action forward microbatch 1{{$}}
// CHECK:        dist.send %{{.*}} on @mesh axes ["pp"] to 1 : tensor<4x8xf32>
// CHECK-NEXT:   dist.recv on @mesh axes ["pp"] from 1 : tensor<4x8xf32>
// CHECK-NEXT:   dist.action forward microbatch 0 chunk 1
// CHECK:        dist.action forward microbatch 1 chunk 1
// CHECK:        dist.action forward microbatch 2{{$}}
// CHECK:        dist.action backward microbatch 0 chunk 1
// CHECK:        dist.send %{{.*}} on @mesh axes ["pp"] to 1 : tensor<4x8xf32>
// CHECK-NEXT:   dist.send %{{.*}} on @mesh axes ["pp"] to 1 : tensor<4x8xf32>
// CHECK-NEXT:   dist.recv on @mesh axes ["pp"] from 1 : tensor<4x8xf32>
// CHECK-NEXT:   dist.action forward microbatch 3{{$}}
// CHECK:        dist.action backward microbatch 1 chunk 1
// CHECK:        dist.action forward microbatch 2 chunk 1
// CHECK:        dist.action backward microbatch 0{{$}}
// CHECK:        dist.action forward microbatch 3 chunk 1
// CHECK:        dist.action backward microbatch 1{{$}}
// CHECK:        dist.action backward microbatch 2 chunk 1
// CHECK:        dist.action backward microbatch 3 chunk 1
// CHECK:        dist.action backward microbatch 2{{$}}
// CHECK:        dist.action backward microbatch 3{{$}}
// CHECK:        return
// CHECK-LABEL: func.func private @train_stage1(
// CHECK:        dist.recv on @mesh axes ["pp"] from 0 : tensor<4x8xf32>
// CHECK-NEXT:   dist.action forward microbatch 0{{$}}
// CHECK:        dist.action forward microbatch 1{{$}}
// CHECK:        dist.action forward microbatch 0 chunk 1
// CHECK-NOT:    dist.send
// CHECK:        dist.action backward microbatch 0 chunk 1
// CHECK:      dist.pipeline @train on @mesh axis "pp" microbatches 4 schedule "interleaved-1f1b" stages [@train_stage0, @train_stage1]

// The report reads the chunks off the actions.
// REPORT: pipeline @train: 2 stages, 4 microbatches, 2 chunks per rank, schedule interleaved-1f1b, training (B = W = F)
// REPORT: rank 0: F0.0 F1.0 {{.*}}F0.1 {{.*}}F1.1 F2.0 {{.*}}B0.1 F3.0 {{.*}}B1.1 F2.1 {{.*}}B0.0 F3.1 {{.*}}B1.0 {{.*}}B2.1 {{.*}}B3.1 {{.*}}B2.0 {{.*}}B3.0
// REPORT-NEXT: rank 1: (idle {{[0-9.]+}}) F0.0 F1.0 F0.1 B0.1 F1.1 B1.1 F2.0 B0.0 F3.0 B1.0 F2.1 B2.1 F3.1 B3.1 B2.0 B3.0

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
func.func @train(%x: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %y: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %w1: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %w3: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w4: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 7.8125000000e-03 : f32
  %gscale = arith.constant 1.5625000000e-02 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %ew = tensor.empty() : tensor<8x8xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<8x8xf32>) -> tensor<8x8xf32>
  // Forward: a_i = tanh(a_{i-1} W_i).
  %h1 = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x8xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x8xf32>
  %h3 = linalg.matmul ins(%a2, %w3 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h3 : tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x8xf32>
  %h4 = linalg.matmul ins(%a3, %w4 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h4 : tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x8xf32>
  // Loss: the mean squared error.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a4, %y : tensor<16x8xf32>, tensor<16x8xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %scale : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %da4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a4, %y : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.mulf %d, %gscale : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dh4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da4, %a4 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dw4 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %dh4 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da3 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh4, %w4 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dh3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da3, %a3 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dw3 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a2, %dh3 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da2 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh3, %w3 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %a2 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dw2 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %dh2 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%zw : tensor<8x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %da1 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh2, %w2 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %a1 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %dw1 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh1 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%zw : tensor<8x8xf32>) {
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
  return %loss, %n1, %n2, %n3, %n4 : tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
