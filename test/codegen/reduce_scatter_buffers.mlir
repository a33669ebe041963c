// RUN: shard-translate --emit-cpp --entry table %s | FileCheck %s
// RUN: shard-translate --emit-cpp --entry reuse %s | FileCheck %s --check-prefix=REUSE
// RUN: shard-translate --emit-cpp --entry in_line %s | FileCheck %s --check-prefix=LINE
// RUN: shard-translate --emit-plan --entry table %s | FileCheck %s --check-prefix=PLAN

// dist.reduce_scatter_buffers in a schedule is one runtime call over its
// pairs, left in flight: the kernel after it in its region runs while it
// moves, a later region that touches any of its buffers completes it first
// (the next store into a whole buffer, the read of a share), and the
// table's end completes the rest. Outside a schedule each pair is a
// reduce_scatter where the op is.
dist.mesh @mesh = <["dp"=2]>
func.func @table(%x: tensor<4x2xf32>) -> (tensor<2x2xf32>, tensor<4x2xf32>) {
  %whole = dist.buffer : !dist.buffer<tensor<4x2xf32>>
  %share = dist.buffer : !dist.buffer<tensor<2x2xf32>>
  %out = dist.buffer : !dist.buffer<tensor<4x2xf32>>
  %whole1 = dist.buffer : !dist.buffer<tensor<4x2xf32>>
  %share1 = dist.buffer : !dist.buffer<tensor<4x1xf32>>
  dist.schedule cases [0, 1, 0] microbatches [0, 0, 1]
  backward chunk 0 (%mb) {
    %e = tensor.empty() : tensor<4x2xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<4x2xf32>
    dist.store %d, %whole : tensor<4x2xf32>, !dist.buffer<tensor<4x2xf32>>
    dist.store %x, %whole1 : tensor<4x2xf32>, !dist.buffer<tensor<4x2xf32>>
    dist.reduce_scatter_buffers %whole, %whole1 into %share, %share1 on @mesh axes ["dp"] dims [0, 1] : !dist.buffer<tensor<4x2xf32>>, !dist.buffer<tensor<4x2xf32>> -> !dist.buffer<tensor<2x2xf32>>, !dist.buffer<tensor<4x1xf32>>
    %n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.negf %a : f32
      linalg.yield %m : f32
    } -> tensor<4x2xf32>
    dist.store %n, %out : tensor<4x2xf32>, !dist.buffer<tensor<4x2xf32>>
  }
  weight_gradient chunk 0 (%mb) {
    %s = dist.load %share : !dist.buffer<tensor<2x2xf32>> -> tensor<2x2xf32>
    %e = tensor.empty() : tensor<2x2xf32>
    %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.addf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<2x2xf32>
    dist.store %t, %share : tensor<2x2xf32>, !dist.buffer<tensor<2x2xf32>>
  }
  %r = dist.load %share : !dist.buffer<tensor<2x2xf32>> -> tensor<2x2xf32>
  %o = dist.load %out : !dist.buffer<tensor<4x2xf32>> -> tensor<4x2xf32>
  return %r, %o : tensor<2x2xf32>, tensor<4x2xf32>
}

// Within one case, a kernel that touches a buffer the case left in flight
// completes it first: the next term stored into the whole buffer waits for
// the reduce_scatter reading it.
func.func @reuse(%x: tensor<4x2xf32>) -> tensor<2x2xf32> {
  %whole = dist.buffer : !dist.buffer<tensor<4x2xf32>>
  %share = dist.buffer : !dist.buffer<tensor<2x2xf32>>
  %sum = dist.buffer : !dist.buffer<tensor<2x2xf32>>
  dist.schedule cases [0] microbatches [0]
  backward chunk 0 (%mb) {
    %e = tensor.empty() : tensor<4x2xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<4x2xf32>
    dist.store %d, %whole : tensor<4x2xf32>, !dist.buffer<tensor<4x2xf32>>
    dist.reduce_scatter_buffers %whole into %share on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<4x2xf32>> -> !dist.buffer<tensor<2x2xf32>>
    %n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.negf %a : f32
      linalg.yield %m : f32
    } -> tensor<4x2xf32>
    dist.store %n, %whole : tensor<4x2xf32>, !dist.buffer<tensor<4x2xf32>>
    %s = dist.load %share : !dist.buffer<tensor<2x2xf32>> -> tensor<2x2xf32>
    dist.store %s, %sum : tensor<2x2xf32>, !dist.buffer<tensor<2x2xf32>>
    dist.reduce_scatter_buffers %whole into %share on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<4x2xf32>> -> !dist.buffer<tensor<2x2xf32>>
  }
  %r = dist.load %sum : !dist.buffer<tensor<2x2xf32>> -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

func.func @in_line(%x: tensor<4x2xbf16>) -> (tensor<4x1xbf16>, tensor<2x2xbf16>) {
  %w = dist.buffer : !dist.buffer<tensor<4x2xbf16>>
  %s = dist.buffer : !dist.buffer<tensor<4x1xbf16>>
  %w0 = dist.buffer : !dist.buffer<tensor<4x2xbf16>>
  %s0 = dist.buffer : !dist.buffer<tensor<2x2xbf16>>
  dist.store %x, %w : tensor<4x2xbf16>, !dist.buffer<tensor<4x2xbf16>>
  dist.store %x, %w0 : tensor<4x2xbf16>, !dist.buffer<tensor<4x2xbf16>>
  dist.reduce_scatter_buffers %w, %w0 into %s, %s0 on @mesh axes ["dp"] dims [1, 0] reduce max : !dist.buffer<tensor<4x2xbf16>>, !dist.buffer<tensor<4x2xbf16>> -> !dist.buffer<tensor<4x1xbf16>>, !dist.buffer<tensor<2x2xbf16>>
  %r = dist.load %s : !dist.buffer<tensor<4x1xbf16>> -> tensor<4x1xbf16>
  %r0 = dist.load %s0 : !dist.buffer<tensor<2x2xbf16>> -> tensor<2x2xbf16>
  return %r, %r0 : tensor<4x1xbf16>, tensor<2x2xbf16>
}

// CHECK-LABEL: shardrt::Error *run(
// CHECK:         case 0: {
// CHECK-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[WHOLE:b[0-9]+]], [[WHOLE1:b[0-9]+]]}, stream));
// CHECK-NEXT:    shardrt::beginAction(rt, "backward", mb0, 0);
// CHECK-NEXT:    k{{[0-9]+}}(b0, [[WHOLE]]);
// CHECK-NEXT:    k{{[0-9]+}}(b0, [[WHOLE1]]);
// CHECK-NEXT:    SHARDRT_TRY(shardrt::startReduceScatterBuffers(rt, 0, {
// CHECK-NEXT:        shardrt::scattered([[WHOLE]], [[SHARE:b[0-9]+]], shardrt::DType::F32, {4, 2}, 0),  // loc(
// CHECK-NEXT:        shardrt::scattered([[WHOLE1]], [[SHARE1:b[0-9]+]], shardrt::DType::F32, {4, 2}, 1),  // loc(
// CHECK-NEXT:      }, shardrt::ReduceOp::Sum, stream));
// CHECK-NEXT:    k{{[0-9]+}}(b0, [[OUT:b[0-9]+]]);
// CHECK-NEXT:    break;
// CHECK:         case 1: {
// CHECK-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[SHARE]]}, stream));
// CHECK-NEXT:    shardrt::beginAction(rt, "weight_gradient", mb0, 0);
// CHECK-NEXT:    k{{[0-9]+}}([[SHARE]]);
// CHECK:         SHARDRT_TRY(shardrt::finishAllInFlight(rt, stream));
// CHECK-NEXT:    }
// CHECK-NEXT:    return nullptr;

// REUSE-LABEL: shardrt::Error *run(
// REUSE:         case 0: {
// REUSE-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[WHOLE:b[0-9]+]], [[SHARE:b[0-9]+]]}, stream));
// REUSE-NEXT:    shardrt::beginAction(rt, "backward", mb0, 0);
// REUSE-NEXT:    k{{[0-9]+}}(b0, [[WHOLE]]);
// REUSE-NEXT:    SHARDRT_TRY(shardrt::startReduceScatterBuffers(rt, 0, {
// REUSE-NEXT:        shardrt::scattered([[WHOLE]], [[SHARE]], shardrt::DType::F32, {4, 2}, 0),  // loc(
// REUSE-NEXT:      }, shardrt::ReduceOp::Sum, stream));
// REUSE-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[WHOLE]]}, stream));
// REUSE-NEXT:    k{{[0-9]+}}(b0, [[WHOLE]]);
// REUSE-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[SHARE]]}, stream));
// REUSE-NEXT:    k{{[0-9]+}}([[SHARE]], [[SUM:b[0-9]+]]);
// REUSE-NEXT:    SHARDRT_TRY(shardrt::startReduceScatterBuffers(rt, 0, {
// REUSE-NEXT:        shardrt::scattered([[WHOLE]], [[SHARE]], shardrt::DType::F32, {4, 2}, 0),  // loc(
// REUSE-NEXT:      }, shardrt::ReduceOp::Sum, stream));
// REUSE-NEXT:    break;

// LINE-LABEL: shardrt::Error *run(
// LINE:         k0(b0, [[W:b[0-9]+]]);
// LINE-NEXT:    k1(b0, [[W0:b[0-9]+]]);
// LINE-NEXT:    SHARDRT_TRY(shardrt::reduceScatter(rt, 0, [[W]], b{{[0-9]+}}, shardrt::DType::BF16, {4, 2}, 1, shardrt::ReduceOp::Max, stream));  // loc(
// LINE-NEXT:    SHARDRT_TRY(shardrt::reduceScatter(rt, 0, [[W0]], b{{[0-9]+}}, shardrt::DType::BF16, {4, 2}, 0, shardrt::ReduceOp::Max, stream));  // loc(
// LINE-NEXT:    return nullptr;

// PLAN: dist.reduce_scatter_buffers group 0 [[W:b[0-9]+]] [[W1:b[0-9]+]] -> [[S:b[0-9]+]] [[S1:b[0-9]+]]
// PLAN: case 1 weight_gradient chunk 0 {
// PLAN-NEXT: loop 2 parallel 0 reduction (2, 2) [[S]] -> [[S]]
