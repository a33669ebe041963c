// RUN: shard-opt %s --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --canonicalize --cse --dist-pipeline --canonicalize --cse | FileCheck %s
// RUN: shard-opt %s --dist-parallelize="microbatches=2 schedule=gpipe" | FileCheck %s --check-prefix=GPIPE
// RUN: shard-opt %s --dist-parallelize="microbatches=2 schedule=zb-h1" | FileCheck %s --check-prefix=ZB
// RUN: shard-opt %s --dist-parallelize="microbatches=2" | shard-opt --dist-schedule-report -o /dev/null | FileCheck %s --check-prefix=REPORT

// The schedule report sees the backward passes: a training step's model,
// the orders the stages run.
// REPORT: pipeline @sgd: 2 stages, 2 microbatches, 1 chunk per rank, schedule 1f1b, training (B = W = F)
// REPORT: rank 0: F0 F1 (idle {{[0-9.]+}}) B0 B1
// REPORT-NEXT: rank 1: (idle {{[0-9.]+}}) F0 B0 F1 B1

// A training step of a 2-layer MLP (forward, MSE loss, backward, SGD) on
// dp x pp, cut after the first layer, in two microbatches (inputs and
// labels both marked as the batch). Stage 0 runs layer 1 forward and its
// backward (the ReLU's gradient, dW1); stage 1 the rest. 1F1B: stage 0
// runs F0 F1 B0 B1, stage 1 F0 B0 F1 B1; activations go forward, the
// gradient of the activation comes back, adjacent to the next receive. Each
// stage sums its weight gradient over the microbatches, adding each as soon
// as it is made; its last backward (a region of its own) reduces each sum
// over dp in place as soon as it is final, before the pass goes on; after
// the table each stage updates its own weight and returns it; stage 1 also
// the loss, reduced at the start of its last backward.

// CHECK-LABEL: func.func private @sgd_stage0(
// CHECK-SAME:     %[[X:.*]]: tensor<4x16xf32>, %[[W1:.*]]: tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-SAME:     attributes {dist.arg_numbers = array<i64: 0, 2>, dist.result_numbers = array<i64: 1>} {
// The gradient's running sum starts at zero; the activations a backward
// reads are kept per microbatch in one of two slots, slot = microbatch mod 2
// (1F1B's first stage holds p = 2 microbatches). The stash buffer comes
// after the other buffers; canonicalize hoists the regions' constant 2.
// CHECK:        %[[TWO:.*]] = arith.constant 2 : index
// CHECK:        %[[SUM:.*]] = dist.buffer : !dist.buffer<tensor<16x32xf32>>
// CHECK-NEXT:   dist.store %{{.*}}, %[[SUM]] : tensor<16x32xf32>, !dist.buffer<tensor<16x32xf32>>
// CHECK-NEXT:   %[[ACT:.*]] = dist.buffer : !dist.buffer<tensor<2x2x32xf32>>
// CHECK-NEXT:   dist.schedule cases [0, 1, 0, 2, 3, 4, 5] microbatches [0, 0, 1, 0, 0, 0, 1]
// CHECK-NEXT:   forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[TWO]] : index
// CHECK:          %[[XM:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 0] [2, 16] [1, 1]
// CHECK-NEXT:     %[[H:.*]] = linalg.matmul ins(%[[XM]], %[[W1]] :
// CHECK-NEXT:     %[[A:.*]] = linalg.generic {{.*}} ins(%[[H]] :
// CHECK:          dist.store %[[A]], %[[OUT:.*]] : tensor<2x32xf32>
// CHECK-NEXT:     dist.store %[[H]], %[[ACT]][%[[SLOT]]] : tensor<2x32xf32>, !dist.buffer<tensor<2x2x32xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<2x32xf32>> to [1]
// CHECK:        exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<2x32xf32>> to [1] recv %[[IN:.*]] : !dist.buffer<tensor<2x32xf32>> from [1]
// CHECK:        backward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[TWO]] : index
// CHECK-NEXT:     %[[DA:.*]] = dist.load %[[IN]] :
// CHECK-NEXT:     %[[HM:.*]] = dist.load %[[ACT]][%[[SLOT]]] :
// CHECK-NEXT:     %[[DH:.*]] = linalg.generic {{.*}} ins(%[[DA]], %[[HM]] :
// CHECK:          %[[XM:.*]] = tensor.extract_slice %[[X]]
// CHECK-NEXT:     %[[DW:.*]] = linalg.generic {{.*}} ins(%[[XM]], %[[DH]] : tensor<2x16xf32>, tensor<2x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK:          %[[PREV:.*]] = dist.load %[[SUM]] :
// CHECK-NEXT:     %[[ADD:.*]] = linalg.generic {{.*}} ins(%[[PREV]], %[[DW]] : tensor<16x32xf32>, tensor<16x32xf32>)
// CHECK:          dist.store %[[ADD]], %[[SUM]] :
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[IN]] : !dist.buffer<tensor<2x32xf32>> from [1]
// CHECK:        backward chunk 0
// CHECK:          dist.store %{{.*}}, %[[SUM]] :
// CHECK-NEXT:     dist.all_reduce_buffers %[[SUM]] on @mesh axes ["dp"] : !dist.buffer<tensor<16x32xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[G:.*]] = dist.load %[[SUM]] :
// CHECK-NEXT:   %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W1]], %[[G]] :
// CHECK:        return %[[NEW]] : tensor<16x32xf32>

// CHECK-LABEL: func.func private @sgd_stage1(
// CHECK-SAME:     %[[Y:.*]]: tensor<4x4xf32>, %[[W2:.*]]: tensor<32x4xf32>) -> (tensor<f32>, tensor<32x4xf32>)
// CHECK-SAME:     attributes {dist.arg_numbers = array<i64: 1, 3>, dist.result_numbers = array<i64: 0, 2>} {
// The last stage holds one microbatch at a time under 1F1B: its stash
// buffers (the difference and the received activation, read by the
// backward) have one slot, indexed by the constant 0.
// CHECK:        %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:        %[[DIFFS:.*]] = dist.buffer : !dist.buffer<tensor<1x2x4xf32>>
// CHECK-NEXT:   %[[ACTS:.*]] = dist.buffer : !dist.buffer<tensor<1x2x32xf32>>
// CHECK-NEXT:   dist.schedule cases [0, 1, 2, 3, 1, 4, 5] microbatches [0, 0, 0, 0, 1, 1, 0]
// CHECK-NEXT:   exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[IN:.*]] : !dist.buffer<tensor<2x32xf32>> from [0]
// The loss adds into its sum in the forward pass.
// CHECK:        forward chunk 0
// CHECK-NEXT:     %[[R:.*]] = dist.load %[[IN]] :
// CHECK-NEXT:     linalg.matmul ins(%[[R]], %[[W2]] :
// CHECK:          %[[L:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<f32>)
// CHECK:          %[[LPREV:.*]] = dist.load %[[LSUM:.*]] : !dist.buffer<tensor<f32>> -> tensor<f32>
// CHECK-NEXT:     %[[LADD:.*]] = linalg.generic {{.*}} ins(%[[LPREV]], %[[L]] : tensor<f32>, tensor<f32>)
// CHECK:          dist.store %[[LADD]], %[[LSUM]] :
// CHECK-NEXT:     dist.store %{{.*}}, %[[DIFFS]][%[[ZERO]]] : tensor<2x4xf32>, !dist.buffer<tensor<1x2x4xf32>>
// CHECK-NEXT:     dist.store %[[R]], %[[ACTS]][%[[ZERO]]] : tensor<2x32xf32>, !dist.buffer<tensor<1x2x32xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 0
// CHECK-NEXT:     dist.load %[[DIFFS]][%[[ZERO]]] :
// CHECK:          %[[GA:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[W2]] : tensor<2x4xf32>, tensor<32x4xf32>)
// CHECK:          linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x32xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<32x4xf32>)
// CHECK:          dist.store %{{.*}}, %[[WSUM:.*]] : tensor<32x4xf32>
// CHECK-NEXT:     dist.store %[[GA]], %[[OUTG:.*]] : tensor<2x32xf32>
// CHECK:        exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[OUTG]] : !dist.buffer<tensor<2x32xf32>> to [0] recv %[[IN]] : !dist.buffer<tensor<2x32xf32>> from [0]
// CHECK:        backward chunk 0
// CHECK-NEXT:     dist.all_reduce_buffers %[[LSUM]] on @mesh axes ["dp"] : !dist.buffer<tensor<f32>>
// CHECK:          dist.store %{{.*}}, %[[WSUM]] : tensor<32x4xf32>
// CHECK-NEXT:     dist.all_reduce_buffers %[[WSUM]] on @mesh axes ["dp"] : !dist.buffer<tensor<32x4xf32>>
// CHECK-NEXT:     dist.store %{{.*}}, %[[OUTG]] : tensor<2x32xf32>
// CHECK-NEXT:   }
// CHECK:        exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[OUTG]] : !dist.buffer<tensor<2x32xf32>> to [0]
// CHECK:        %[[GW:.*]] = dist.load %[[WSUM]]
// CHECK:        %[[TOTAL:.*]] = dist.load %[[LSUM]]
// CHECK-NEXT:   %[[NEW2:.*]] = linalg.generic {{.*}} ins(%[[W2]], %[[GW]] :
// CHECK:        return %[[TOTAL]], %[[NEW2]] : tensor<f32>, tensor<32x4xf32>
// CHECK:      dist.pipeline @sgd on @mesh axis "pp" microbatches 2 schedule "1f1b" stages [@sgd_stage0, @sgd_stage1]

// GPipe: every forward pass, then every backward pass; the last stage
// keeps both microbatches' activations (two slots).
// GPIPE-LABEL: func.func private @sgd_stage1(
// GPIPE:        dist.buffer : !dist.buffer<tensor<2x2x4xf32>>
// GPIPE-NEXT:   dist.buffer : !dist.buffer<tensor<2x2x32xf32>>
// GPIPE-NEXT:   dist.schedule cases [0, 1, 0, 1, 2, 3, 4, 3] microbatches [0, 0, 0, 1, 0, 0, 1, 0]
// GPIPE:      dist.pipeline @sgd on @mesh axis "pp" microbatches 2 schedule "gpipe"

// ZB-H1: the backward pass splits into the input gradient (B: the
// gradient chain up to the sums over the batch, dh on stage 0, da on
// stage 1) and the weight gradients (W: dW1, dW2, and their
// accumulations), each a region of its own. Stage 1 holds one microbatch,
// as under 1F1B, so W0 runs before F1; B0's gradient goes in one exchange
// with F1's receive, as stage 0 posts its own, before W0, which runs while
// they move (the exchange stays in flight until F1 reads what it
// receives). In the cool-down B1's gradient goes at once and W1 follows:
// the last W, a region of its own, reduces each sum over dp (the loss at
// its start, dW2 once it is added) as soon as it is final.
// ZB-LABEL: func.func private @sgd_stage0(
// ZB:         dist.schedule cases [0, 1, 0, 2, 3, 4, 5, 3, 6] microbatches [0, 0, 1, 0, 0, 0, 0, 1, 1]
// ZB:         backward chunk 0
// ZB-NOT:     outs(%{{.*}} : tensor<16x32xf32>)
// ZB:         weight_gradient chunk 0
// ZB:         linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x16xf32>, tensor<2x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// ZB-NOT:     dist.all_reduce
// ZB:         weight_gradient chunk 0
// ZB:         dist.store %{{.*}}, %[[SUM:.*]] : tensor<16x32xf32>
// ZB-NEXT:    dist.all_reduce_buffers %[[SUM]] on @mesh axes ["dp"] : !dist.buffer<tensor<16x32xf32>>
// ZB-NOT:     dist.all_reduce
// ZB-LABEL: func.func private @sgd_stage1(
// ZB:         dist.schedule cases [0, 1, 2, 3, 4, 1, 2, 5, 6] microbatches [0, 0, 0, 0, 0, 1, 1, 0, 1]
// ZB:         backward chunk 0
// ZB:         exchange
// ZB-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[G:.*]] : !dist.buffer<tensor<2x32xf32>> to [0] recv %{{.*}} : !dist.buffer<tensor<2x32xf32>> from [0]
// ZB:         weight_gradient chunk 0
// ZB:         linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x32xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<32x4xf32>)
// ZB:         exchange
// ZB-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[G]] : !dist.buffer<tensor<2x32xf32>> to [0]
// ZB:         weight_gradient chunk 0
// ZB-NEXT:      dist.all_reduce_buffers %{{.*}} on @mesh axes ["dp"] : !dist.buffer<tensor<f32>>
// ZB:           dist.all_reduce_buffers %{{.*}} on @mesh axes ["dp"] : !dist.buffer<tensor<32x4xf32>>
// ZB-NOT:     dist.all_reduce
// ZB:       dist.pipeline @sgd on @mesh axis "pp" microbatches 2 schedule "zb-h1"

#id = affine_map<(i, j) -> (i, j)>
dist.mesh @mesh = <["dp"=2, "pp"=2]>
func.func @sgd(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                     %y: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
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
  %c = dist.stage_boundary %a : tensor<8x32xf32>
  %out = linalg.matmul ins(%c, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%zo : tensor<8x4xf32>) -> tensor<8x4xf32>
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
