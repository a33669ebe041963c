// RUN: shard-translate --emit-plan %s | FileCheck %s
// RUN: shard-translate --emit-cpp %s | FileCheck %s --check-prefix=CPP

// What a stage keeps between a microbatch's passes: a forward region
// stores two values for the backward region, one in a buffer of one slot
// (%one) and one in a buffer of two (%two). The value of the one-slot
// buffer is made in it (no temp, no copy) and read there in place; the
// two-slot buffer's slot is a copy each way, at an offset known when the
// row runs. The running sum is updated in its own buffer, not over the
// dead copy of the slot, which would need a copy back. Each rank counts
// the bytes kept: the forward region holds both
// values' slots (64 + 64 bytes), the backward, their last reader, frees
// them.
// CHECK-LABEL: plan @stage:
// CHECK:      {{k[0-9]+}}: case 0 forward chunk 0 {
// CHECK-NEXT: scalar arith.remui
// CHECK-NEXT: loop 2 parallel 0 reduction (4, 4) b0 -> [[ONE:b[0-9]+]]
// CHECK-NEXT: loop 2 parallel 0 reduction (4, 4) b0 -> [[B:b[0-9]+]]
// CHECK-NEXT: copy [[B]] -> [[TWO:b[0-9]+]]@0+16*dyn [1, 4, 4]
// CHECK-NEXT: }
// CHECK-NEXT: case 1 backward chunk 0 {
// CHECK-NEXT: scalar arith.remui
// CHECK-NEXT: copy [[TWO]]@0+16*dyn -> [[C:b[0-9]+]] [1, 4, 4]
// CHECK-NEXT: loop 2 parallel 0 reduction (4, 4) [[ONE]] [[C]] [[SUM:b[0-9]+]] -> [[SUM]]
// CHECK-NEXT: }
// CPP:      case 0: {
// CPP-NEXT: shardrt::holdKept(rt, 128);
// CPP-NEXT: shardrt::beginAction(rt, "forward", mb{{[0-9]+}}, 0);
// CPP:      shardrt::releaseKept(rt, 128);
// CPP-NEXT: break;
dist.mesh @mesh = <["pp"=1]>
#id = affine_map<(i, j) -> (i, j)>
func.func @stage(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c2 = arith.constant 2 : index
  %zero = arith.constant dense<0.0> : tensor<4x4xf32>
  %one = dist.buffer : !dist.buffer<tensor<1x4x4xf32>>
  %two = dist.buffer : !dist.buffer<tensor<2x4x4xf32>>
  %sum = dist.buffer : !dist.buffer<tensor<4x4xf32>>
  dist.store %zero, %sum : tensor<4x4xf32>, !dist.buffer<tensor<4x4xf32>>
  dist.schedule cases [0, 0, 1, 1] microbatches [0, 1, 0, 1]
  forward chunk 0 (%mb) {
    %slot = arith.remui %mb, %c2 : index
    %e = tensor.empty() : tensor<4x4xf32>
    %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = math.tanh %v : f32
      linalg.yield %t : f32
    } -> tensor<4x4xf32>
    %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = math.exp %v : f32
      linalg.yield %t : f32
    } -> tensor<4x4xf32>
    dist.store %a, %one[%mb] : tensor<4x4xf32>, !dist.buffer<tensor<1x4x4xf32>>
    dist.store %b, %two[%slot] : tensor<4x4xf32>, !dist.buffer<tensor<2x4x4xf32>>
  }
  backward chunk 0 (%mb) {
    %slot = arith.remui %mb, %c2 : index
    %a = dist.load %one[%mb] : !dist.buffer<tensor<1x4x4xf32>> -> tensor<4x4xf32>
    %b = dist.load %two[%slot] : !dist.buffer<tensor<2x4x4xf32>> -> tensor<4x4xf32>
    %s = dist.load %sum : !dist.buffer<tensor<4x4xf32>> -> tensor<4x4xf32>
    %n = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%a, %b, %s : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%s : tensor<4x4xf32>) {
    ^bb0(%u: f32, %v: f32, %w: f32, %o: f32):
      %p = arith.mulf %u, %v : f32
      %r = arith.addf %w, %p : f32
      linalg.yield %r : f32
    } -> tensor<4x4xf32>
    dist.store %n, %sum : tensor<4x4xf32>, !dist.buffer<tensor<4x4xf32>>
  }
  %r = dist.load %sum : !dist.buffer<tensor<4x4xf32>> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
