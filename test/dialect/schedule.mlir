// RUN: shard-opt %s | shard-opt | FileCheck %s

// A stage's schedule: a forward region run for microbatches 0 and 1 (each
// keeping its activation in slot microbatch mod 2), an exchange region
// between them, and a backward region that reads the slot back; the table
// prints as given and the regions with their kinds and chunks.
dist.mesh @mesh = <["pp"=2]>
func.func @stage(%x: tensor<8x4xf32>) -> tensor<f32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : tensor<f32>
  %stash = dist.buffer : !dist.buffer<tensor<2x4x4xf32>>
  %out = dist.buffer : !dist.buffer<tensor<4x4xf32>>
  %in = dist.buffer : !dist.buffer<tensor<4x4xf32>>
  %sum = dist.buffer : !dist.buffer<tensor<f32>>
  dist.store %zero, %sum : tensor<f32>, !dist.buffer<tensor<f32>>
  dist.schedule cases [0, 1, 0, 1, 2, 2] microbatches [0, 0, 1, 0, 0, 1]
  forward chunk 0 (%mb) {
    %slot = arith.remui %mb, %c2 : index
    %offset = arith.muli %mb, %c4 : index
    %a = tensor.extract_slice %x[%offset, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
    dist.store %a, %stash[%slot] : tensor<4x4xf32>, !dist.buffer<tensor<2x4x4xf32>>
    dist.store %a, %out : tensor<4x4xf32>, !dist.buffer<tensor<4x4xf32>>
  }
  exchange (%mb) {
    dist.exchange on @mesh axes ["pp"] send %out : !dist.buffer<tensor<4x4xf32>> to [1] recv %in : !dist.buffer<tensor<4x4xf32>> from [1]
  }
  backward chunk 0 (%mb) {
    %slot = arith.remui %mb, %c2 : index
    %a = dist.load %stash[%slot] : !dist.buffer<tensor<2x4x4xf32>> -> tensor<4x4xf32>
    %g = dist.load %in : !dist.buffer<tensor<4x4xf32>> -> tensor<4x4xf32>
    %s = dist.load %sum : !dist.buffer<tensor<f32>> -> tensor<f32>
    dist.store %s, %sum : tensor<f32>, !dist.buffer<tensor<f32>>
  }
  %r = dist.load %sum : !dist.buffer<tensor<f32>> -> tensor<f32>
  return %r : tensor<f32>
}

// CHECK-LABEL: func.func @stage
// CHECK:      %[[STASH:.*]] = dist.buffer : !dist.buffer<tensor<2x4x4xf32>>
// CHECK:      %[[OUT:.*]] = dist.buffer : !dist.buffer<tensor<4x4xf32>>
// CHECK:      %[[IN:.*]] = dist.buffer : !dist.buffer<tensor<4x4xf32>>
// CHECK:      %[[SUM:.*]] = dist.buffer : !dist.buffer<tensor<f32>>
// CHECK:      dist.schedule cases [0, 1, 0, 1, 2, 2] microbatches [0, 0, 1, 0, 0, 1]
// CHECK-NEXT: forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:   %[[SLOT:.*]] = arith.remui %[[MB]]
// CHECK:        dist.store %{{.*}}, %[[STASH]][%[[SLOT]]] : tensor<4x4xf32>, !dist.buffer<tensor<2x4x4xf32>>
// CHECK:      exchange (%{{.*}}) {
// CHECK-NEXT:   dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<4x4xf32>> to [1] recv %[[IN]] : !dist.buffer<tensor<4x4xf32>> from [1]
// CHECK:      backward chunk 0 (%[[MB2:.*]]) {
// CHECK-NEXT:   %[[SLOT2:.*]] = arith.remui %[[MB2]]
// CHECK-NEXT:   dist.load %[[STASH]][%[[SLOT2]]] : !dist.buffer<tensor<2x4x4xf32>> -> tensor<4x4xf32>
// CHECK:      dist.load %[[SUM]] : !dist.buffer<tensor<f32>> -> tensor<f32>

// An exchange that only receives, and one that only sends.
// CHECK-LABEL: func.func @one_way
// CHECK-NEXT: dist.buffer
// CHECK-NEXT: dist.exchange on @mesh axes ["pp"] recv %{{.*}} : !dist.buffer<tensor<4xf32>> from [0]
// CHECK-NEXT: dist.exchange on @mesh axes ["pp"] send %{{.*}} : !dist.buffer<tensor<4xf32>> to [1]
func.func @one_way() {
  %b = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.exchange on @mesh axes ["pp"] recv %b : !dist.buffer<tensor<4xf32>> from [0]
  dist.exchange on @mesh axes ["pp"] send %b : !dist.buffer<tensor<4xf32>> to [1]
  return
}

// Buffers reduced in place as one bucket, summed and (reduce max) not.
// CHECK-LABEL: func.func @reduced
// CHECK: dist.all_reduce_buffers %{{.*}}, %{{.*}} on @dp axes ["dp"] : !dist.buffer<tensor<4x4xf32>>, !dist.buffer<tensor<4xbf16>>
// CHECK: dist.all_reduce_buffers %{{.*}} on @dp axes ["dp"] reduce max : !dist.buffer<tensor<4xbf16>>
dist.mesh @dp = <["dp"=2]>
func.func @reduced(%w: !dist.buffer<tensor<4x4xf32>>, %b: !dist.buffer<tensor<4xbf16>>) {
  dist.all_reduce_buffers %w, %b on @dp axes ["dp"] : !dist.buffer<tensor<4x4xf32>>, !dist.buffer<tensor<4xbf16>>
  dist.all_reduce_buffers %b on @dp axes ["dp"] reduce max : !dist.buffer<tensor<4xbf16>>
  return
}

// A buffer reduce_scattered into another, summed and (reduce max) not.
// CHECK-LABEL: func.func @scattered
// CHECK: dist.reduce_scatter_buffers %{{.*}} into %{{.*}} on @dp axes ["dp"] dims [1] : !dist.buffer<tensor<4x4xf32>> -> !dist.buffer<tensor<4x2xf32>>
// CHECK: dist.reduce_scatter_buffers %{{.*}} into %{{.*}} on @dp axes ["dp"] dims [0] reduce max : !dist.buffer<tensor<4x4xf32>> -> !dist.buffer<tensor<2x4xf32>>
func.func @scattered(%w: !dist.buffer<tensor<4x4xf32>>, %s: !dist.buffer<tensor<4x2xf32>>, %t: !dist.buffer<tensor<2x4xf32>>) {
  dist.reduce_scatter_buffers %w into %s on @dp axes ["dp"] dims [1] : !dist.buffer<tensor<4x4xf32>> -> !dist.buffer<tensor<4x2xf32>>
  dist.reduce_scatter_buffers %w into %t on @dp axes ["dp"] dims [0] reduce max : !dist.buffer<tensor<4x4xf32>> -> !dist.buffer<tensor<2x4xf32>>
  return
}
