// RUN: shard-opt %s --dist-parallelize="microbatches=4 schedule=interleaved-1f1b virtual-stages=2" | FileCheck %s
// RUN: shard-opt %s --dist-parallelize="microbatches=4 schedule=interleaved-1f1b virtual-stages=2" | shard-opt --dist-schedule-report -o /dev/null | FileCheck %s --check-prefix=REPORT

// Interleaved 1F1B: a 4-layer training step (bench/gen_train_mlp.py
// --layers 4 --batch 16 --width 8) cut automatically into 4 virtual stages
// on 2 ranks; rank 0 runs virtual stages 0 and 2 (chunks 0 and 1), rank 1
// stages 1 and 3. Forward activations go 0 -> 1 -> 2 -> 3, so rank 1's
// chunk 0 sends back to rank 0's chunk 1, and gradients come back the
// other way. Megatron's order: rank 0 warms up with 4 forwards, then runs
// a forward and a backward per step -- with both passes' receives posted
// in one dist.exchange before the step and both sends in one after it --
// and cools down.
//
// Each stage function is one dist.schedule; its regions are numbered in
// the order they print, and row i of the table runs region cases[i] for
// microbatch microbatches[i]. Rank 0's regions: 0 forward chunk 0,
// 3 forward chunk 1, 6 backward chunk 1, 9 backward chunk 0, the others
// exchanges. Its table reads (Fm.c: the forward of microbatch m on chunk
// c; x: an exchange)
//   F0.0 x F1.0 x F0.1 x F1.1 x F2.0 B0.1 x F3.0 B1.1 x F2.1 B0.0 x
//   F3.1 B1.0 x B2.1 x B3.1 x B2.0 x B3.0
// so a step's two passes are adjacent rows, and the one exchange between
// two steps sends what both passes of the first made and receives what
// both passes of the next read: after F2.0 B0.1 it sends F2.0's activation
// and B0.1's gradient and receives B1.1's gradient (F3.0 reads the input);
// after F3.0 B1.1 it sends theirs and receives F2.1's activation and
// B0.0's gradient.
// Buffers are matched where the regions write or read them.
//
// What a chunk's backward reads from its forward is stashed, after the
// other buffers, at slot = microbatch mod n, n the number of microbatches
// the chunk holds at once: on rank 0, 2 for chunk 1 (chunk 0, the first
// virtual stage, is the first layer's product alone -- the cuts make
// earlier stages lighter on ties -- whose backward reads only the batch's
// slice and the weight: it stashes nothing, though F0.0 to F3.0 run
// before B0.0); on rank 1, 3 for chunk 0 and 1 for chunk 1 (the last
// virtual stage, whose one slot is the constant 0).

// CHECK-LABEL: func.func private @train_stage0(
// CHECK:        %[[TWO:.*]] = arith.constant 2 : index
// CHECK:        %[[STASH1A:[0-9]+]] = dist.buffer : !dist.buffer<tensor<2x4x8xf32>>
// CHECK-NEXT:   %[[STASH1B:[0-9]+]] = dist.buffer : !dist.buffer<tensor<2x4x8xf32>>
// CHECK-NEXT:   dist.schedule cases [0, 1, 0, 2, 3, 4, 3, 5, 0, 6, 7, 0, 6, 8, 3, 9, 10, 3, 9, 5, 6, 11, 6, 12, 9, 13, 9] microbatches [0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0, 3, 1, 0, 2, 0, 0, 3, 1, 0, 2, 0, 3, 0, 2, 0, 3]{{$}}
// CHECK-NEXT:   forward chunk 0 (%[[MB:.*]]) {
// CHECK:          dist.store %{{[0-9]+}}, %[[ACT0:[0-9]+]] : tensor<4x8xf32>, !dist.buffer<tensor<4x8xf32>>
// CHECK-NEXT:   }
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]] : !dist.buffer<tensor<4x8xf32>> to [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]] : !dist.buffer<tensor<4x8xf32>> to [1] recv %[[IN1:[0-9]+]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   forward chunk 1 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[TWO]] : index
// CHECK-NEXT:     dist.load %[[IN1]] :
// CHECK:          dist.store %{{[0-9]+}}, %[[ACT1:[0-9]+]] : tensor<4x8xf32>, !dist.buffer<tensor<4x8xf32>>
// CHECK-NEXT:     dist.store %{{[0-9]+}}, %[[STASH1A]][%[[SLOT]]] : tensor<4x8xf32>, !dist.buffer<tensor<2x4x8xf32>>
// CHECK-NEXT:     dist.store %{{[0-9]+}}, %[[STASH1B]][%[[SLOT]]] : tensor<4x8xf32>, !dist.buffer<tensor<2x4x8xf32>>
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT1]] : !dist.buffer<tensor<4x8xf32>> to [1] recv %[[IN1]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT1]] : !dist.buffer<tensor<4x8xf32>> to [1] recv %[[GRAD1:[0-9]+]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 1 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[TWO]] : index
// CHECK-NEXT:     dist.load %[[GRAD1]] :
// CHECK-NEXT:     dist.load %[[STASH1A]][%[[SLOT]]] :
// CHECK:          dist.store %{{[0-9]+}}, %[[DX1:[0-9]+]] : tensor<4x8xf32>, !dist.buffer<tensor<4x8xf32>>
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]], %[[DX1]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> to [1, 1] recv %[[GRAD1]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]], %[[DX1]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> to [1, 1] recv %[[IN1]], %[[GRAD0:[0-9]+]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> from [1, 1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     dist.load %[[GRAD0]] :
// CHECK-NOT:      dist.load %{{[0-9]+}}[
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT1]] : !dist.buffer<tensor<4x8xf32>> to [1] recv %[[IN1]], %[[GRAD0]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> from [1, 1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1]] : !dist.buffer<tensor<4x8xf32>> to [1] recv %[[GRAD1]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1]] : !dist.buffer<tensor<4x8xf32>> to [1] recv %[[GRAD0]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[GRAD0]] : !dist.buffer<tensor<4x8xf32>> from [1]{{$}}
// CHECK-NEXT:   }
// CHECK:        return

// Rank 1's regions: 1 forward chunk 0, 4 forward chunk 1, 5 backward
// chunk 1, 8 backward chunk 0, the others exchanges. Its table reads
//   x F0.0 x F1.0 x F0.1 B0.1 x F1.1 B1.1 x F2.0 B0.0 x F3.0 B1.0 x
//   F2.1 B2.1 x F3.1 B3.1 x B2.0 x B3.0 x
// Its chunk 1 is the last virtual stage: its forward sends nothing (the
// loss stays on the rank) and the backward of the same microbatch follows
// it with no exchange between. Its chunk 0's activations go back to rank
// 0, and both chunks' gradients too.
// CHECK-LABEL: func.func private @train_stage1(
// CHECK:        %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:        %[[THREE:.*]] = arith.constant 3 : index
// CHECK:        %[[STASH1A:[0-9]+]] = dist.buffer : !dist.buffer<tensor<1x4x8xf32>>
// CHECK-NEXT:   %[[STASH1B:[0-9]+]] = dist.buffer : !dist.buffer<tensor<1x4x8xf32>>
// CHECK-NEXT:   %[[STASH0:[0-9]+]] = dist.buffer : !dist.buffer<tensor<3x4x8xf32>>
// CHECK-NEXT:   dist.schedule cases [0, 1, 2, 1, 3, 4, 5, 6, 4, 5, 7, 1, 8, 9, 1, 8, 10, 4, 5, 6, 4, 5, 11, 8, 12, 8, 13] microbatches [0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 2, 0, 0, 3, 1, 0, 2, 2, 0, 3, 3, 0, 2, 0, 3, 0]{{$}}
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[IN0:[0-9]+]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[THREE]] : index
// CHECK-NEXT:     dist.load %[[IN0]] :
// CHECK:          dist.store %{{[0-9]+}}, %[[ACT0:[0-9]+]] : tensor<4x8xf32>, !dist.buffer<tensor<4x8xf32>>
// CHECK-NEXT:     dist.store %{{[0-9]+}}, %[[STASH0]][%[[SLOT]]] : tensor<4x8xf32>, !dist.buffer<tensor<3x4x8xf32>>
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]] : !dist.buffer<tensor<4x8xf32>> to [0] recv %[[IN0]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]] : !dist.buffer<tensor<4x8xf32>> to [0] recv %[[IN1:[0-9]+]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   forward chunk 1 (
// CHECK-NEXT:     dist.load %[[IN1]] :
// CHECK-NOT:      dist.exchange
// CHECK:          dist.store %{{[0-9]+}}, %[[STASH1A]][%[[ZERO]]] : tensor<4x8xf32>, !dist.buffer<tensor<1x4x8xf32>>
// CHECK-NEXT:     dist.store %{{[0-9]+}}, %[[STASH1B]][%[[ZERO]]] : tensor<4x8xf32>, !dist.buffer<tensor<1x4x8xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 1 (
// CHECK-NEXT:     dist.load %[[STASH1A]][%[[ZERO]]] :
// CHECK:          dist.store %{{[0-9]+}}, %[[DX1:[0-9]+]] : tensor<4x8xf32>, !dist.buffer<tensor<4x8xf32>>
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1]] : !dist.buffer<tensor<4x8xf32>> to [0] recv %[[IN1]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1]] : !dist.buffer<tensor<4x8xf32>> to [0] recv %[[IN0]], %[[GRAD0:[0-9]+]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> from [0, 0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   backward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[SLOT:.*]] = arith.remui %[[MB]], %[[THREE]] : index
// CHECK-NEXT:     dist.load %[[GRAD0]] :
// CHECK:          dist.load %[[STASH0]][%[[SLOT]]] :
// CHECK:          dist.store %{{[0-9]+}}, %[[DX0:[0-9]+]] : tensor<4x8xf32>, !dist.buffer<tensor<4x8xf32>>
// CHECK:        exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]], %[[DX0]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> to [0, 0] recv %[[IN0]], %[[GRAD0]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> from [0, 0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[ACT0]], %[[DX0]] : !dist.buffer<tensor<4x8xf32>>, !dist.buffer<tensor<4x8xf32>> to [0, 0] recv %[[IN1]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX1]] : !dist.buffer<tensor<4x8xf32>> to [0] recv %[[GRAD0]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX0]] : !dist.buffer<tensor<4x8xf32>> to [0] recv %[[GRAD0]] : !dist.buffer<tensor<4x8xf32>> from [0]{{$}}
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[DX0]] : !dist.buffer<tensor<4x8xf32>> to [0]{{$}}
// CHECK-NEXT:   }
// CHECK:        return
// CHECK:      dist.pipeline @train on @mesh axis "pp" microbatches 4 schedule "interleaved-1f1b" stages [@train_stage0, @train_stage1]

// The report reads the chunks off the schedules' regions (forward chunk 1
// and so on).
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
