// A step that combines two stages' sums over the batch (two losses, one
// per stage; as a weight tied across stages, GPT-2's embedding and LM head,
// gets a gradient on the first stage and one on the last): each stage
// accumulates its own over the microbatches, the first stage's step
// computes from its sum, and sends that to the last stage's step once per
// step, after its last microbatch.
// RUN: rm -rf %t
// RUN: shard-opt %s --dist-parallelize="microbatches=2" | FileCheck %s
// RUN: shard-run %s --microbatches 2 --check -o %t/pp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/pp
// CHECK-LABEL: func.func private @two_stage_sums_stage0(
// CHECK:      dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 1, 0]
// CHECK:      dist.exchange on @mesh axes ["pp"] send %{{.*}} : !dist.buffer<tensor<2x8xf32>> to [1]
// CHECK:      %[[Q:.*]] = linalg.generic
// CHECK:      math.tanh
// CHECK:      dist.store %[[Q]], %[[B:.*]] : tensor<f32>, !dist.buffer<tensor<f32>>
// CHECK-NEXT: dist.exchange on @mesh axes ["pp"] send %[[B]] : !dist.buffer<tensor<f32>> to [1]
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @two_stage_sums_stage1(
// CHECK:      dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 0, 1]
// CHECK:      dist.exchange on @mesh axes ["pp"] recv %[[B:.*]] : !dist.buffer<tensor<f32>> from [0]
// CHECK-NEXT: %[[SUM:.*]] = dist.load %[[B]] : !dist.buffer<tensor<f32>> -> tensor<f32>
// CHECK:      linalg.generic {{.*}} ins(%[[SUM]], %{{.*}} : tensor<f32>, tensor<f32>)
// EXEC: communication: stage 0: 3 x exchange over {"pp"}
// EXEC: check passed

dist.mesh @mesh = <["pp"=2]>
#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
#s = affine_map<() -> ()>
func.func @two_stage_sums(%x: tensor<4x8xf32>, %weight: tensor<8xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (j)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %weight : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %k: f32, %o: f32):
    %m = arith.mulf %v, %k : f32
    %r = math.tanh %m : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %a = dist.stage_boundary %t : tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.tanh %v : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %es = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %s0 = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%t : tensor<4x8xf32>) outs(%f : tensor<f32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.addf %v, %o : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s1 = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%u : tensor<4x8xf32>) outs(%f : tensor<f32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.addf %v, %o : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %q = linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%s0 : tensor<f32>) outs(%es : tensor<f32>) {
  ^bb0(%v: f32, %o: f32):
    %t2 = math.tanh %v : f32
    linalg.yield %t2 : f32
  } -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []}
      ins(%q, %s1 : tensor<f32>, tensor<f32>) outs(%es : tensor<f32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %t2 = arith.addf %v, %w : f32
    linalg.yield %t2 : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

