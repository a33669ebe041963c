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
// stage sums its weight gradient over the microbatches, reduces it over dp
// once, updates its own weight and returns it; stage 1 also the loss.

// CHECK-LABEL: func.func private @sgd_stage0(
// CHECK-SAME:     %[[X:.*]]: tensor<4x16xf32>, %[[W1:.*]]: tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-SAME:     attributes {dist.arg_numbers = array<i64: 0, 2>, dist.result_numbers = array<i64: 1>} {
// CHECK:        dist.action forward microbatch 0
// CHECK-NEXT:   %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 16] [1, 1]
// CHECK:        %[[H0:.*]] = linalg.matmul ins(%[[X0]], %[[W1]] :
// CHECK-NEXT:   %[[A0:.*]] = linalg.generic {{.*}} ins(%[[H0]] :
// CHECK:        dist.send %[[A0]] on @mesh axes ["pp"] to 1 : tensor<2x32xf32>
// CHECK-NEXT:   dist.action forward microbatch 1
// CHECK-NEXT:   %[[X1:.*]] = tensor.extract_slice %[[X]][2, 0] [2, 16] [1, 1]
// CHECK-NEXT:   %[[H1:.*]] = linalg.matmul ins(%[[X1]], %[[W1]] :
// CHECK-NEXT:   %[[A1:.*]] = linalg.generic {{.*}} ins(%[[H1]] :
// CHECK:        dist.send %[[A1]] on @mesh axes ["pp"] to 1 : tensor<2x32xf32>
// CHECK-NEXT:   %[[DA0:.*]] = dist.recv on @mesh axes ["pp"] from 1 : tensor<2x32xf32>
// CHECK:        dist.action backward microbatch 0
// CHECK-NEXT:   %[[DH0:.*]] = linalg.generic {{.*}} ins(%[[DA0]], %[[H0]] :
// CHECK:        %[[DW0:.*]] = linalg.generic {{.*}} ins(%[[X0]], %[[DH0]] : tensor<2x16xf32>, tensor<2x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK:        %[[DA1:.*]] = dist.recv on @mesh axes ["pp"] from 1 : tensor<2x32xf32>
// CHECK-NEXT:   dist.action backward microbatch 1
// CHECK-NEXT:   %[[DH1:.*]] = linalg.generic {{.*}} ins(%[[DA1]], %[[H1]] :
// CHECK:        %[[DW1:.*]] = linalg.generic {{.*}} ins(%[[X1]], %[[DH1]] :
// CHECK:        %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[DW0]], %[[DW1]] : tensor<16x32xf32>, tensor<16x32xf32>)
// CHECK:        %[[G:.*]] = dist.all_reduce %[[SUM]] on @mesh axes ["dp"] : tensor<16x32xf32>
// CHECK-NEXT:   %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W1]], %[[G]] :
// CHECK:        return %[[NEW]] : tensor<16x32xf32>

// CHECK-LABEL: func.func private @sgd_stage1(
// CHECK-SAME:     %[[Y:.*]]: tensor<4x4xf32>, %[[W2:.*]]: tensor<32x4xf32>) -> (tensor<f32>, tensor<32x4xf32>)
// CHECK-SAME:     attributes {dist.arg_numbers = array<i64: 1, 3>, dist.result_numbers = array<i64: 0, 2>} {
// CHECK:        %[[R0:.*]] = dist.recv on @mesh axes ["pp"] from 0 : tensor<2x32xf32>
// CHECK-NEXT:   dist.action forward microbatch 0
// CHECK:        linalg.matmul ins(%[[R0]], %[[W2]] :
// CHECK:        %[[L0:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<f32>)
// CHECK:        dist.action backward microbatch 0
// CHECK:        %[[G0:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[W2]] : tensor<2x4xf32>, tensor<32x4xf32>)
// CHECK:        %[[DW20:.*]] = linalg.generic {{.*}} ins(%[[R0]], %{{.*}} : tensor<2x32xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<32x4xf32>)
// CHECK:        dist.send %[[G0]] on @mesh axes ["pp"] to 0 : tensor<2x32xf32>
// CHECK-NEXT:   %[[R1:.*]] = dist.recv on @mesh axes ["pp"] from 0 : tensor<2x32xf32>
// CHECK-NEXT:   dist.action forward microbatch 1
// CHECK:        %[[L1:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<f32>)
// CHECK:        %[[LOSS:.*]] = linalg.generic {{.*}} ins(%[[L0]], %[[L1]] : tensor<f32>, tensor<f32>)
// CHECK:        dist.action backward microbatch 1
// CHECK:        %[[G1:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[W2]] :
// CHECK:        %[[DW21:.*]] = linalg.generic {{.*}} ins(%[[R1]], %{{.*}} : tensor<2x32xf32>, tensor<2x4xf32>)
// CHECK:        %[[SUM2:.*]] = linalg.generic {{.*}} ins(%[[DW20]], %[[DW21]] :
// CHECK:        dist.send %[[G1]] on @mesh axes ["pp"] to 0 : tensor<2x32xf32>
// CHECK-NEXT:   %[[GW:.*]] = dist.all_reduce %[[SUM2]] on @mesh axes ["dp"] : tensor<32x4xf32>
// CHECK-NEXT:   %[[TOTAL:.*]] = dist.all_reduce %[[LOSS]] on @mesh axes ["dp"] : tensor<f32>
// CHECK-NEXT:   %[[NEW2:.*]] = linalg.generic {{.*}} ins(%[[W2]], %[[GW]] :
// CHECK:        return %[[TOTAL]], %[[NEW2]] : tensor<f32>, tensor<32x4xf32>
// CHECK:      dist.pipeline @sgd on @mesh axis "pp" microbatches 2 schedule "1f1b" stages [@sgd_stage0, @sgd_stage1]

// GPipe: every forward pass, then every backward pass.
// GPIPE-LABEL: func.func private @sgd_stage1(
// GPIPE:        dist.action forward microbatch 0
// GPIPE:        dist.action forward microbatch 1
// GPIPE:        dist.action backward microbatch 0
// GPIPE:        dist.send
// GPIPE:        dist.action backward microbatch 1
// GPIPE:        dist.send
// GPIPE:      dist.pipeline @sgd on @mesh axis "pp" microbatches 2 schedule "gpipe"

// ZB-H1: the backward pass splits into the input gradient (B: the
// gradient chain up to the sums over the batch, dh on stage 0, da on
// stage 1) and the weight gradients (W: dW1, dW2, and their
// accumulations). Stage 1 holds one microbatch, as under 1F1B, so W0 runs
// before F1; B0's gradient goes in one group with F1's receive, as stage
// 0 posts its own exchange. In the cool-down B1's gradient goes at once
// and W1 follows. The step reduces dW2 and the loss over dp in one bucket
// (--dist-parallelize optimizes the collectives after pipelining too).
// ZB-LABEL: func.func private @sgd_stage0(
// ZB:         %[[DA0:.*]] = dist.recv on @mesh axes ["pp"] from 1 : tensor<2x32xf32>
// ZB-NEXT:    dist.action backward microbatch 0
// ZB-NEXT:    %[[DH0:.*]] = linalg.generic {{.*}} ins(%[[DA0]], %{{.*}} : tensor<2x32xf32>, tensor<2x32xf32>)
// ZB:         dist.action weight_gradient microbatch 0
// ZB:         linalg.generic {{.*}} ins(%{{.*}}, %[[DH0]] : tensor<2x16xf32>, tensor<2x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// ZB:         dist.action backward microbatch 1
// ZB:         dist.action weight_gradient microbatch 1
// ZB:         dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<16x32xf32>
// ZB-LABEL: func.func private @sgd_stage1(
// ZB:         %[[R0:.*]] = dist.recv on @mesh axes ["pp"] from 0 : tensor<2x32xf32>
// ZB:         dist.action backward microbatch 0
// ZB-NOT:     dist.send
// ZB:         dist.action weight_gradient microbatch 0
// ZB:         %[[W0:.*]] = linalg.generic {{.*}} ins(%[[R0]], %{{.*}} : tensor<2x32xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<32x4xf32>)
// ZB:         dist.send %{{.*}} on @mesh axes ["pp"] to 0 : tensor<2x32xf32>
// ZB-NEXT:    %[[R1:.*]] = dist.recv on @mesh axes ["pp"] from 0 : tensor<2x32xf32>
// ZB-NEXT:    dist.action forward microbatch 1
// ZB:         dist.action backward microbatch 1
// ZB:         dist.send %{{.*}} on @mesh axes ["pp"] to 0 : tensor<2x32xf32>
// ZB-NEXT:    dist.action weight_gradient microbatch 1
// ZB-NEXT:    %[[W1:.*]] = linalg.generic {{.*}} ins(%[[R1]], %{{.*}} : tensor<2x32xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<32x4xf32>)
// ZB:         %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[W0]], %[[W1]] :
// ZB:         tensor.collapse_shape %[[SUM]]
// ZB:         dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<129xf32>
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
