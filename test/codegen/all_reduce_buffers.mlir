// RUN: shard-translate --emit-cpp --entry table %s | FileCheck %s
// RUN: shard-translate --emit-cpp --entry in_line %s | FileCheck %s --check-prefix=LINE
// RUN: shard-translate --emit-plan --entry table %s | FileCheck %s --check-prefix=PLAN

// dist.all_reduce_buffers in a schedule is one runtime call over its
// buffers, left in flight: the kernel after it in its region runs while it
// moves, a later region that reads a reduced buffer completes it first,
// and the table's end completes the rest. Outside a schedule each buffer
// is reduced in place where the op is.
dist.mesh @mesh = <["dp"=2]>
func.func @table(%x: tensor<4xf32>, %h: tensor<2xbf16>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xbf16>) {
  %sum = dist.buffer : !dist.buffer<tensor<4xf32>>
  %half = dist.buffer : !dist.buffer<tensor<2xbf16>>
  %out = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.store %h, %half : tensor<2xbf16>, !dist.buffer<tensor<2xbf16>>
  dist.schedule cases [0, 1] microbatches [0, 0]
  backward chunk 0 (%mb) {
    %e = tensor.empty() : tensor<4xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    dist.store %d, %sum : tensor<4xf32>, !dist.buffer<tensor<4xf32>>
    dist.all_reduce_buffers %sum, %half on @mesh axes ["dp"] : !dist.buffer<tensor<4xf32>>, !dist.buffer<tensor<2xbf16>>
    %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.negf %a : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    dist.store %n, %out : tensor<4xf32>, !dist.buffer<tensor<4xf32>>
  }
  weight_gradient chunk 0 (%mb) {
    %s = dist.load %sum : !dist.buffer<tensor<4xf32>> -> tensor<4xf32>
    %o = dist.load %out : !dist.buffer<tensor<4xf32>> -> tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s, %o : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %m = arith.addf %a, %b : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    dist.store %t, %out : tensor<4xf32>, !dist.buffer<tensor<4xf32>>
  }
  %r = dist.load %out : !dist.buffer<tensor<4xf32>> -> tensor<4xf32>
  %s = dist.load %sum : !dist.buffer<tensor<4xf32>> -> tensor<4xf32>
  %q = dist.load %half : !dist.buffer<tensor<2xbf16>> -> tensor<2xbf16>
  return %r, %s, %q : tensor<4xf32>, tensor<4xf32>, tensor<2xbf16>
}

func.func @in_line(%x: tensor<4xf32>) -> tensor<4xf32> {
  %b = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.store %x, %b : tensor<4xf32>, !dist.buffer<tensor<4xf32>>
  dist.all_reduce_buffers %b on @mesh axes ["dp"] reduce max : !dist.buffer<tensor<4xf32>>
  %r = dist.load %b : !dist.buffer<tensor<4xf32>> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: shardrt::Error *run(
// CHECK:         case 0: {
// CHECK-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[SUM:b[0-9]+]]}, stream));
// CHECK-NEXT:    shardrt::beginAction(rt, "backward", mb1, 0);
// CHECK-NEXT:    k{{[0-9]+}}(b0, [[SUM]]);
// CHECK-NEXT:    SHARDRT_TRY(shardrt::startAllReduceBuffers(rt, 0, {
// CHECK-NEXT:        shardrt::reduced([[SUM]], shardrt::DType::F32, {4}),  // loc(
// CHECK-NEXT:        shardrt::reduced([[HALF:b[0-9]+]], shardrt::DType::BF16, {2}),  // loc(
// CHECK-NEXT:      }, shardrt::ReduceOp::Sum, stream));
// CHECK-NEXT:    k{{[0-9]+}}(b0, [[OUT:b[0-9]+]]);
// CHECK-NEXT:    break;
// CHECK:         case 1: {
// CHECK-NEXT:    SHARDRT_TRY(shardrt::finishInFlight(rt, {[[SUM]]}, stream));
// CHECK-NEXT:    shardrt::beginAction(rt, "weight_gradient", mb1, 0);
// CHECK-NEXT:    k{{[0-9]+}}([[SUM]], [[OUT]]);
// CHECK:         SHARDRT_TRY(shardrt::finishAllInFlight(rt, stream));
// CHECK-NEXT:    }
// CHECK-NEXT:    return nullptr;

// LINE-LABEL: shardrt::Error *run(
// LINE:         k0(b0, [[B:b[0-9]+]]);
// LINE-NEXT:    SHARDRT_TRY(shardrt::allReduce(rt, 0, [[B]], [[B]], shardrt::DType::F32, {4}, shardrt::ReduceOp::Max, stream));  // loc(
// LINE-NEXT:    return nullptr;

// PLAN:      k2: case 0 backward chunk 0 {
// PLAN-NEXT: k3: loop 1 parallel 0 reduction (4) b0 -> [[SUM:b[0-9]+]]
// PLAN-NEXT: k4: dist.all_reduce_buffers group 0 [[SUM]] [[HALF:b[0-9]+]]
// PLAN-NEXT: k5: loop 1 parallel 0 reduction (4) b0 -> [[OUT:b[0-9]+]]
