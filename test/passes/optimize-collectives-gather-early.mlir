// --dist-optimize-collectives gives tensor-parallel collectives of a
// backward pass a GEMM to run beside. It starts an all_gather that a GEMM reads
// before the GEMM ahead of it, as Megatron-LM's backward under sequence
// parallelism starts gathering a column-parallel layer's input again
// before the input gradient's GEMM: the code generator runs the gather
// beside that GEMM and the input gradient's reduce_scatter (just after
// it) beside the weight gradient's GEMM. The effect-free ops that make the
// gathered operand move up with it; a gather whose operand waits on
// another collective, or of a function argument (FSDP's weights), stays.
// RUN: shard-opt %s --dist-optimize-collectives | FileCheck %s
// RUN: shard-opt %s --dist-optimize-collectives=bucket-bytes=0 | FileCheck %s
// Run again, the pass moves nothing more (each moved collective has a
// GEMM beside it).
// RUN: shard-opt %s --dist-optimize-collectives --dist-optimize-collectives | FileCheck %s
dist.mesh @mesh = <["tp"=2]>
#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @weight_gradient
// CHECK:      %[[X:.*]] = linalg.generic {{.*}} ins(%arg2 : tensor<4x4xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.negf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[G:.*]] = dist.all_gather %[[X]] on @mesh axes ["tp"] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[DX:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x8xf32>)
// CHECK-NEXT: %[[RS:.*]] = dist.reduce_scatter %[[DX]] on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
// CHECK-NEXT: %[[DW:.*]] = linalg.matmul ins(%[[G]], %arg0 : tensor<8x4xf32>, tensor<4x8xf32>)
// CHECK-NEXT: return %[[RS]], %[[DW]]
func.func @weight_gradient(%dh: tensor<4x8xf32>, %w: tensor<8x8xf32>, %x: tensor<4x4xf32>)
    -> (tensor<2x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %z = tensor.empty() : tensor<8x8xf32>
  %dx = linalg.matmul ins(%dh, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rs = dist.reduce_scatter %dx on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %ex = tensor.empty() : tensor<4x4xf32>
  %xn = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%ex : tensor<4x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  %xg = dist.all_gather %xn on @mesh axes ["tp"] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  %dw = linalg.matmul ins(%xg, %dh : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %rs, %dw : tensor<2x8xf32>, tensor<8x8xf32>
}

// The gathered operand is made from the reduce_scatter's result: started
// above the GEMM, it would wait for that reduce_scatter at once.
// CHECK-LABEL: func.func @after_a_reduction
// CHECK:      linalg.matmul
// CHECK-NEXT: dist.reduce_scatter
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.matmul
// CHECK:      linalg.generic
// CHECK:      dist.all_gather
// CHECK-NEXT: linalg.matmul
func.func @after_a_reduction(%dh: tensor<4x8xf32>, %w: tensor<8x8xf32>, %b: tensor<8x2xf32>)
    -> (tensor<8x2xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %dx = linalg.matmul ins(%dh, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rs = dist.reduce_scatter %dx on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %ez = tensor.empty() : tensor<8x2xf32>
  %other = linalg.matmul ins(%w, %b : tensor<8x8xf32>, tensor<8x2xf32>) outs(%ez : tensor<8x2xf32>) -> tensor<8x2xf32>
  %en = tensor.empty() : tensor<2x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%rs : tensor<2x8xf32>) outs(%en : tensor<2x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.negf %v : f32
    linalg.yield %m : f32
  } -> tensor<2x8xf32>
  %g = dist.all_gather %n on @mesh axes ["tp"] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %y = linalg.matmul ins(%g, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %other, %y : tensor<8x2xf32>, tensor<4x8xf32>
}

// A weight stored split (an argument) is gathered where FSDP prefetches
// it, not here.
// CHECK-LABEL: func.func @stored_split
// CHECK:      linalg.matmul
// CHECK-NEXT: dist.all_gather %arg1
// CHECK-NEXT: linalg.matmul
func.func @stored_split(%a: tensor<4x8xf32>, %w: tensor<4x8xf32>, %v: tensor<8x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.matmul ins(%a, %v : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %wg = dist.all_gather %w on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  %q = linalg.matmul ins(%a, %wg : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %p, %q : tensor<4x8xf32>, tensor<4x8xf32>
}

// A pipeline's backward pass accumulates its weight gradients into buffers
// at its end, so nothing runs beside the input gradient's reduce_scatter,
// whose result the next op reads. A weight gradient's GEMM that does not
// depend on it moves up to just after it, with the loads of its operands
// and the load, sum and store that accumulate it; the one that reads the
// reduce_scatter's result, and the input gradient's GEMM after it (its
// result feeds more than a store), stay.
// CHECK-LABEL: func.func @accumulated
// CHECK:      %[[RS:.*]] = dist.reduce_scatter
// CHECK-NEXT: %[[X:.*]] = dist.load %arg3
// CHECK-NEXT: %[[DW:.*]] = linalg.matmul ins(%[[X]], %arg0 : tensor<8x4xf32>, tensor<4x8xf32>)
// CHECK-NEXT: %[[ACC:.*]] = dist.load %arg4
// CHECK-NEXT: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[ACC]], %[[DW]] :
// CHECK:      dist.store %[[SUM]], %arg4
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[N:.*]] = linalg.generic {{.*}} ins(%[[RS]] :
// CHECK:      linalg.matmul ins(%[[N]], %arg1
// CHECK:      linalg.matmul ins(%[[N]], %arg1
// CHECK-NEXT: return
func.func @accumulated(%dh: tensor<4x8xf32>, %w: tensor<8x8xf32>, %e: tensor<4x8xf32>,
                       %kept: !dist.buffer<tensor<8x4xf32>>, %acc: !dist.buffer<tensor<8x8xf32>>)
    -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %z = tensor.empty() : tensor<8x8xf32>
  %dx = linalg.matmul ins(%dh, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rs = dist.reduce_scatter %dx on @mesh axes ["tp"] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %en = tensor.empty() : tensor<2x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%rs : tensor<2x8xf32>) outs(%en : tensor<2x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.negf %v : f32
    linalg.yield %m : f32
  } -> tensor<2x8xf32>
  %y = linalg.matmul ins(%n, %w : tensor<2x8xf32>, tensor<8x8xf32>) outs(%en : tensor<2x8xf32>) -> tensor<2x8xf32>
  %y2 = linalg.matmul ins(%n, %w : tensor<2x8xf32>, tensor<8x8xf32>) outs(%y : tensor<2x8xf32>) -> tensor<2x8xf32>
  %x = dist.load %kept : !dist.buffer<tensor<8x4xf32>> -> tensor<8x4xf32>
  %dw = linalg.matmul ins(%x, %dh : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %old = dist.load %acc : !dist.buffer<tensor<8x8xf32>> -> tensor<8x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%old, %dw : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  dist.store %sum, %acc : tensor<8x8xf32>, !dist.buffer<tensor<8x8xf32>>
  return %y, %y2 : tensor<2x8xf32>, tensor<2x8xf32>
}
