// RUN: shard-opt %s --dist-pipeline=report=true --canonicalize 2>&1 | FileCheck %s
// RUN: sed 's/"pp"=2/"pp"=4/' %s | shard-opt --dist-pipeline=report=true 2>&1 | FileCheck %s --check-prefix=FOUR
// RUN: sed 's/"pp"=2/"pp"=5/' %s | shard-opt --dist-pipeline=report=true 2>&1 | FileCheck %s --check-prefix=FIVE
// RUN: sed 's/"pp"=2/"pp"=9/' %s | not shard-opt --dist-pipeline 2>&1 | FileCheck %s --check-prefix=NINE

// A flat function of four equal residual blocks (4352 FLOPs each) and no
// cuts, on a mesh whose pp axis has several devices: --dist-pipeline cuts
// it itself where one value -- the residual stream -- is live, between
// blocks, choosing the places that balance the FLOPs: two blocks per stage
// on two stages, one on four. Five stages need a fourth place: the places
// with two live values (inside a block, between its matmul and its tanh)
// become candidates too, and the best split is 25% above the mean. Nine
// stages need more places than there are.

// CHECK: remark: stage FLOPs per microbatch [8704, 8704]; slowest stage 0.0% above the mean; segments per stage [1, 1]
// CHECK-LABEL: func.func private @flat_stage0(
// CHECK:         forward chunk 0
// CHECK-COUNT-2: linalg.matmul
// CHECK-NOT:     linalg.matmul
// CHECK:         exchange
// CHECK-NEXT:      dist.exchange on @mesh axes ["pp"] send %{{.*}} : !dist.buffer<tensor<8x16xf32>> to [1]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-LABEL: func.func private @flat_stage1(
// CHECK:         dist.exchange on @mesh axes ["pp"] recv %{{.*}} : !dist.buffer<tensor<8x16xf32>> from [0]
// CHECK:         forward chunk 0
// CHECK-COUNT-2: linalg.matmul
// CHECK-NOT:     linalg.matmul
// CHECK:         return

// FIVE: remark: stage FLOPs per microbatch [4096, 256, 4352, 4352, 4352]; slowest stage 25.0% above the mean
// NINE: error: 'func.func' op has no dist.stage_boundary cuts and only 7 places to cut it automatically; mesh axis "pp" needs 8; add cuts
// FOUR: remark: stage FLOPs per microbatch [4352, 4352, 4352, 4352]; slowest stage 0.0% above the mean

dist.mesh @mesh = <["pp"=2]>
#id = affine_map<(i, j) -> (i, j)>
func.func @flat(%x: tensor<8x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>, %w3: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  // Block 0: x + tanh(x w0).
  %m0 = linalg.matmul ins(%x, %w0 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // Block 1: x + tanh(x w1).
  %m1 = linalg.matmul ins(%r0, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r0, %m1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // Block 2: x + tanh(x w2).
  %m2 = linalg.matmul ins(%r1, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r1, %m2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // Block 3: x + tanh(x w3).
  %m3 = linalg.matmul ins(%r2, %w3 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r2, %m3 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %r3 : tensor<8x16xf32>
}
