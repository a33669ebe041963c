// RUN: shard-opt %s --dist-parallelize="microbatches=2" | FileCheck %s
// RUN: rm -rf %t && shard-run %s --microbatches 2 --check -o %t | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t
// RUN: shard-opt %s --dist-parallelize="microbatches=1 schedule=zb-h1" | FileCheck %s --check-prefix=ONE
// RUN: shard-run %s --microbatches 1 --schedule zb-h1 --check -o %t/one | FileCheck %s --check-prefix=EXEC1
// RUN: %oracle %s %t/one

// The layer whose output crosses the cut, a = h W0 + b0, has a backward
// that reads only the gradient from after the cut and its own weights:
// dh = da W0^T and the bias's gradient db0 = colsum(da). Placed with their
// gradient operand, they ran after the cut, which then needed W0 and b0
// (a copy of the weight each step, and b0's update on the wrong stage)
// and sent dh back besides da. A weight counts where the forward pass
// reads it, and a gradient made from gradients alone goes where the
// weight it updates is: the last stage takes only its own weight, W2, and
// each microbatch sends one gradient back: stage 1's backward region
// stores da = dout W2^T in the one buffer its exchanges send, and stage
// 0's backward region loads it from the one buffer its exchanges receive
// into and makes dh and db0 from it. The forward values its backward reads
// (x W1 and h) are stashed after the other buffers, two slots each, at
// slot = microbatch mod 2.
// CHECK-LABEL: func.func private @step_stage0(
// CHECK-SAME:      %{{.*}}: tensor<8x16xf32>, %{{.*}}: tensor<16x32xf32>, %[[W0:.*]]: tensor<32x32xf32>, %{{.*}}: tensor<32xf32>)
// CHECK-SAME:      dist.arg_numbers = array<i64: 0, 1, 2, 3>, dist.result_numbers = array<i64: 1, 2, 3>
// CHECK:         %[[TWO:.*]] = arith.constant 2 : index
// CHECK:         %[[ACT:.*]] = dist.buffer : !dist.buffer<tensor<4x32xf32>>
// CHECK-NEXT:    %[[GRAD:.*]] = dist.buffer : !dist.buffer<tensor<4x32xf32>>
// CHECK:         dist.buffer : !dist.buffer<tensor<2x4x32xf32>>
// CHECK-NEXT:    dist.buffer : !dist.buffer<tensor<2x4x32xf32>>
// CHECK-NEXT:    dist.schedule cases [0, 1, 0, 2, 3, 4, 3] microbatches [0, 0, 1, 0, 0, 0, 1]
// CHECK-NEXT:    forward chunk 0 (
// CHECK:           dist.store %{{.*}}, %[[ACT]] : tensor<4x32xf32>, !dist.buffer<tensor<4x32xf32>>
// CHECK:         exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[ACT]] : !dist.buffer<tensor<4x32xf32>> to [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[ACT]] : !dist.buffer<tensor<4x32xf32>> to [1] recv %[[GRAD]] : !dist.buffer<tensor<4x32xf32>> from [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    backward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:      %{{.*}} = arith.remui %[[MB]], %[[TWO]] : index
// CHECK-NEXT:      %[[DA:.*]] = dist.load %[[GRAD]] : !dist.buffer<tensor<4x32xf32>> -> tensor<4x32xf32>
// CHECK-NEXT:      linalg.generic {{.*}} ins(%[[DA]], %[[W0]] : tensor<4x32xf32>, tensor<32x32xf32>) outs(%{{.*}} : tensor<4x32xf32>)
// CHECK:           linalg.generic {{.*}} ins(%[[DA]] : tensor<4x32xf32>) outs(%{{.*}} : tensor<32xf32>)
// CHECK:         exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] recv %[[GRAD]] : !dist.buffer<tensor<4x32xf32>> from [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NOT:     dist.exchange
// CHECK-LABEL: func.func private @step_stage1(
// CHECK-SAME:      %[[W2:.*]]: tensor<32x4xf32>) -> (tensor<f32>, tensor<32x4xf32>)
// CHECK-SAME:      dist.arg_numbers = array<i64: 4>, dist.result_numbers = array<i64: 0, 4>
// CHECK:         dist.schedule cases [0, 1, 2, 3, 1, 2, 4] microbatches [0, 0, 0, 0, 1, 1, 0]
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] recv %[[IN:.*]] : !dist.buffer<tensor<4x32xf32>> from [0]{{$}}
// CHECK-NEXT:    }
// CHECK:         backward chunk 0 (
// CHECK:           %[[DA:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[W2]] : tensor<4x4xf32>, tensor<32x4xf32>) outs(%{{.*}} : tensor<4x32xf32>)
// CHECK:           dist.store %[[DA]], %[[OUT:.*]] : tensor<4x32xf32>, !dist.buffer<tensor<4x32xf32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<4x32xf32>> to [0] recv %[[IN]] : !dist.buffer<tensor<4x32xf32>> from [0]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<4x32xf32>> to [0]{{$}}
// CHECK-NEXT:    }
// CHECK-NOT:     dist.exchange
// CHECK:       dist.pipeline @step on @mesh axis "pp" microbatches 2

// One microbatch is a training step too: nothing accumulates, so its loss
// is the scalar it returns and a weight's gradient is what only leads to
// an update; placed as with several (it was compiled as a forward
// program, the last stage taking every weight and the whole backward).
// Stage 0 sends its activation and receives the gradient in one exchange,
// then runs its backward and the weight-gradient region (empty here: with
// nothing to accumulate, no op is only for an accumulation).
// ONE-LABEL: func.func private @step_stage0(
// ONE-SAME:      dist.arg_numbers = array<i64: 0, 1, 2, 3>, dist.result_numbers = array<i64: 1, 2, 3>
// ONE:           %[[ACT:.*]] = dist.buffer : !dist.buffer<tensor<8x32xf32>>
// ONE-NEXT:      %[[GRAD:.*]] = dist.buffer : !dist.buffer<tensor<8x32xf32>>
// ONE:           dist.schedule cases [0, 1, 2, 3] microbatches [0, 0, 0, 0]
// ONE-NEXT:      forward chunk 0 (
// ONE:             dist.store %{{.*}}, %[[ACT]] : tensor<8x32xf32>, !dist.buffer<tensor<8x32xf32>>
// ONE:           exchange (%{{.*}}) {
// ONE-NEXT:        dist.exchange on @mesh axes ["pp"] send %[[ACT]] : !dist.buffer<tensor<8x32xf32>> to [1] recv %[[GRAD]] : !dist.buffer<tensor<8x32xf32>> from [1]{{$}}
// ONE-NEXT:      }
// ONE-NEXT:      backward chunk 0 (
// ONE-NEXT:        dist.load %[[GRAD]] : !dist.buffer<tensor<8x32xf32>> -> tensor<8x32xf32>
// ONE-NOT:       dist.exchange
// ONE:           weight_gradient chunk 0 (
// ONE-NOT:       dist.exchange
// ONE-LABEL: func.func private @step_stage1(
// ONE-SAME:      dist.arg_numbers = array<i64: 4>, dist.result_numbers = array<i64: 0, 4>
// ONE:           dist.schedule cases [0, 1, 2, 3, 4] microbatches [0, 0, 0, 0, 0]
// ONE-NEXT:      exchange (%{{.*}}) {
// ONE-NEXT:        dist.exchange on @mesh axes ["pp"] recv %{{.*}} : !dist.buffer<tensor<8x32xf32>> from [0]{{$}}
// ONE:           backward chunk 0 (
// ONE:             dist.store %{{.*}}, %[[OUT:.*]] : tensor<8x32xf32>, !dist.buffer<tensor<8x32xf32>>
// ONE-NEXT:      }
// ONE-NEXT:      exchange (%{{.*}}) {
// ONE-NEXT:        dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<8x32xf32>> to [0]{{$}}
// ONE-NEXT:      }
// ONE-NEXT:      weight_gradient chunk 0 (
// ONE-NOT:       dist.exchange
// ONE:       dist.pipeline @step on @mesh axis "pp" microbatches 1 schedule "zb-h1"

// Per rank, stage 0 sends its activations and stage 1 (the only stage that
// sends to stage 0) its gradients, one 4x32 f32 (8x32 with one
// microbatch) each way per microbatch.
// EXEC-DAG: communication: stage 0: 3 x exchange over {"pp"}, 1024 bytes sent per rank
// EXEC-DAG: communication: stage 1: 3 x exchange over {"pp"}, 1024 bytes sent per rank
// EXEC: check passed
// EXEC1-DAG: communication: stage 0: 1 x exchange over {"pp"}, 1024 bytes sent per rank
// EXEC1-DAG: communication: stage 1: 2 x exchange over {"pp"}, 1024 bytes sent per rank
// EXEC1: check passed

#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#v = affine_map<(j) -> (j)>
dist.mesh @mesh = <["pp"=2]>
func.func @step(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>, dist.microbatch_dim = 0},
                %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
                %w0: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
                %b0: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
                %w2: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %quarter = arith.constant 0.25 : f32
  %inv = arith.constant 0.125 : f32
  %lr = arith.constant 0.05 : f32
  // Forward: h = relu(x W1), a = h W0 + b0 | cut | out = a W2,
  // loss = sum(out^2) / 8.
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %p = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %q = linalg.matmul ins(%h, %w0 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q, %b0 : tensor<8x32xf32>, tensor<32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %r = arith.addf %v, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %c = dist.stage_boundary %a : tensor<8x32xf32>
  %eo = tensor.empty() : tensor<8x4xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %out = linalg.matmul ins(%c, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%zo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%out : tensor<8x4xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%d: f32, %acc: f32):
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %inv : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %dout = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%out : tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %r = arith.mulf %d, %quarter : f32
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
  %eb = tensor.empty() : tensor<32xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%eb : tensor<32xf32>) -> tensor<32xf32>
  %db0 = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%da : tensor<8x32xf32>) outs(%zb : tensor<32xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %acc, %v : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %ew0 = tensor.empty() : tensor<32x32xf32>
  %zw0 = linalg.fill ins(%zero : f32) outs(%ew0 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %dw0 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %da : tensor<8x32xf32>, tensor<8x32xf32>) outs(%zw0 : tensor<32x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %dh = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>, affine_map<(b, i, j) -> (b, i)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%da, %w0 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%zh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %dp = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dh, %p : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
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
      ins(%x, %dp : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw1 : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  // SGD.
  %nw1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew1 : tensor<16x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %m = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %nw0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w0, %dw0 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%ew0 : tensor<32x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %m = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %nb0 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
      ins(%b0, %db0 : tensor<32xf32>, tensor<32xf32>) outs(%eb : tensor<32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %m = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %m : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %nw2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%ew2 : tensor<32x4xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %m = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  return %loss, %nw1, %nw0, %nb0, %nw2 : tensor<f32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x4xf32>
}
