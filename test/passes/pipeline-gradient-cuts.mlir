// RUN: shard-opt %s --dist-parallelize="microbatches=2" | FileCheck %s
// RUN: rm -rf %t && shard-run %s --microbatches 2 --check -o %t | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t

// A backward that reads the value a cut carries: after the cut, a
// normalization-like y = a * rowsum(a^2) reads the cut's value a, and
// its backward, da = dy * s + 2 a * rowsum(dy * a), has pieces that read
// a (made before the cut) next to the gradient dy (made after it). Each
// piece could run on either stage; placed with a's maker, stage 0 would
// receive dy and dy * s per microbatch. The pieces run after the cut, with
// the forward op they differentiate, so each microbatch sends one
// gradient back, as Megatron's pipelines do: stage 1's backward region
// stores da in the one buffer its exchanges send to stage 0, and stage
// 0's backward region loads it from the one buffer its exchanges receive
// into and reads it, as it is, in dW1 = x^T da. Each stage's table runs
// its backward region, and each buffer's exchange, once per microbatch.
// CHECK-LABEL: func.func private @step_stage0(
// CHECK:         %[[ACT:.*]] = dist.buffer : !dist.buffer<tensor<4x32xf32>>
// CHECK-NEXT:    %[[GRAD:.*]] = dist.buffer : !dist.buffer<tensor<4x32xf32>>
// CHECK:         dist.schedule cases [0, 1, 0, 2, 3, 4, 3] microbatches [0, 0, 1, 0, 0, 0, 1]
// CHECK-NEXT:    forward chunk 0 (
// CHECK:           %[[A:.*]] = linalg.matmul
// CHECK-NEXT:      dist.store %[[A]], %[[ACT]] : tensor<4x32xf32>, !dist.buffer<tensor<4x32xf32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[ACT]] : !dist.buffer<tensor<4x32xf32>> to [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[ACT]] : !dist.buffer<tensor<4x32xf32>> to [1] recv %[[GRAD]] : !dist.buffer<tensor<4x32xf32>> from [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    backward chunk 0 (
// CHECK-NEXT:      %[[G:.*]] = dist.load %[[GRAD]] : !dist.buffer<tensor<4x32xf32>> -> tensor<4x32xf32>
// CHECK-NOT:       dist.load
// CHECK:           ins(%{{.*}}, %[[G]] : tensor<4x16xf32>, tensor<4x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK:           dist.store %{{.*}}, %{{.*}} : tensor<16x32xf32>, !dist.buffer<tensor<16x32xf32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] recv %[[GRAD]] : !dist.buffer<tensor<4x32xf32>> from [1]{{$}}
// CHECK-NEXT:    }
// CHECK-NOT:     dist.exchange
// CHECK-LABEL: func.func private @step_stage1(
// CHECK:         %[[IN:.*]] = dist.buffer : !dist.buffer<tensor<4x32xf32>>
// CHECK:         %[[OUT:.*]] = dist.buffer : !dist.buffer<tensor<4x32xf32>>
// The forward values stage 1's backward reads (out, s, a and y) are
// stashed after the other buffers, one slot each: 1F1B's last stage holds
// one microbatch at a time, so microbatch mod 1 is the constant 0.
// CHECK-NEXT:    dist.buffer : !dist.buffer<tensor<1x4x4xf32>>
// CHECK-NEXT:    dist.buffer : !dist.buffer<tensor<1x4x1xf32>>
// CHECK-NEXT:    dist.buffer : !dist.buffer<tensor<1x4x32xf32>>
// CHECK-NEXT:    dist.buffer : !dist.buffer<tensor<1x4x32xf32>>
// CHECK-NEXT:    dist.schedule cases [0, 1, 2, 3, 1, 2, 4] microbatches [0, 0, 0, 0, 1, 1, 0]
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] recv %[[IN]] : !dist.buffer<tensor<4x32xf32>> from [0]{{$}}
// CHECK-NEXT:    }
// CHECK:         backward chunk 0 (
// CHECK:           %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK:           %[[D:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[R]] :
// CHECK:           %[[S:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[D]] :
// CHECK:           dist.store %[[S]], %[[OUT]] : tensor<4x32xf32>, !dist.buffer<tensor<4x32xf32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<4x32xf32>> to [0] recv %[[IN]] : !dist.buffer<tensor<4x32xf32>> from [0]{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    exchange (%{{.*}}) {
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<4x32xf32>> to [0]{{$}}
// CHECK-NEXT:    }
// CHECK-NOT:     dist.exchange
// CHECK:       dist.pipeline @step on @mesh axis "pp" microbatches 2
// Per rank, stage 0 sends its two activations and stage 1 (the only stage
// that sends to stage 0) its two gradients: 2 x 4x32 f32 each way.
// EXEC-DAG: communication: stage 0: 3 x exchange over {"pp"}, 1024 bytes sent per rank
// EXEC-DAG: communication: stage 1: 3 x exchange over {"pp"}, 1024 bytes sent per rank
// EXEC: check passed

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i, 0)>
dist.mesh @mesh = <["pp"=2]>
func.func @step(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>, dist.microbatch_dim = 0},
                %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
                %w2: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %inv = arith.constant 0.125 : f32
  %lr = arith.constant 0.05 : f32
  // Forward: a = x W1 | cut | s = rowsum(a^2), y = a * s, out = y W2,
  // loss = sum(out^2) / 8.
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %c = dist.stage_boundary %a : tensor<8x32xf32>
  %er = tensor.empty() : tensor<8x1xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<8x1xf32>) -> tensor<8x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<8x32xf32>) outs(%zr : tensor<8x1xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %s : tensor<8x32xf32>, tensor<8x1xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %n: f32, %o: f32):
    %r = arith.mulf %v, %n : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %eo = tensor.empty() : tensor<8x4xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %out = linalg.matmul ins(%y, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%zo : tensor<8x4xf32>) -> tensor<8x4xf32>
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
  // Backward: dout = out / 4, dW2 = y^T dout, dy = dout W2^T.
  %dout = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%out : tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %q = arith.mulf %d, %inv : f32
    %r = arith.mulf %q, %two : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %ew2 = tensor.empty() : tensor<32x4xf32>
  %zw2 = linalg.fill ins(%zero : f32) outs(%ew2 : tensor<32x4xf32>) -> tensor<32x4xf32>
  %dw2 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%y, %dout : tensor<8x32xf32>, tensor<8x4xf32>) outs(%zw2 : tensor<32x4xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  %dy = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>, affine_map<(b, i, j) -> (b, i)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dout, %w2 : tensor<8x4xf32>, tensor<32x4xf32>) outs(%zh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  // da = dy * s + 2 a * rowsum(dy * a), reading a before the cut (as
  // PyTorch's backward reads the tensor it saved).
  %d1 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dy, %s : tensor<8x32xf32>, tensor<8x1xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%g: f32, %n: f32, %o: f32):
    %r = arith.mulf %g, %n : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dy, %a : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %r = arith.mulf %g, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %rs = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<8x32xf32>) outs(%zr : tensor<8x1xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %acc, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  %d2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %rs : tensor<8x32xf32>, tensor<8x1xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %n: f32, %o: f32):
    %m = arith.mulf %v, %n : f32
    %r = arith.mulf %m, %two : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %da = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d1, %d2 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.addf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %ew1 = tensor.empty() : tensor<16x32xf32>
  %zw1 = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw1 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %da : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw1 : tensor<16x32xf32>) {
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
  %nw2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%ew2 : tensor<32x4xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %m = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  return %loss, %nw1, %nw2 : tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>
}
