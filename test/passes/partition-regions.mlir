// Ops without a sharding rule run on whole tensors: the tensors they read
// are gathered first, the ones their regions capture included (these
// crashed or failed verification after partitioning), and scalar results
// pass through.
// RUN: shard-opt %s --dist-propagate --dist-partition --split-input-file 2>/dev/null | FileCheck %s
// RUN: shard-opt %s --dist-propagate --split-input-file --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN

// WARN: warning: has no sharding rule; it is computed replicated, so a tensor it reads, sharded #dist.sharding<@mesh, [{"x"}]>, is gathered first
// WARN-NEXT: %v = tensor.extract
// WARN: warning: has no sharding rule; it is computed replicated, so a tensor it reads, sharded #dist.sharding<@mesh, [{"x"}]>, is gathered first
// WARN-NEXT: %r = scf.if
// WARN: warning: has no sharding rule; it is computed replicated, so a tensor it reads, sharded #dist.sharding<@mesh, [{"x"}]>, is gathered first
// WARN-NEXT: %r = scf.while

// CHECK-LABEL: func.func @scalar_results
// CHECK-SAME: (%[[T:.*]]: tensor<8xf32>, %[[I:.*]]: index) -> (f32, index)
// CHECK: %[[V:.*]] = tensor.extract %[[T]][%[[I]]] : tensor<8xf32>
// CHECK: return %[[V]], %{{.*}} : f32, index
dist.mesh @mesh = <["x"=2]>
func.func @scalar_results(%t: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %i: index) -> (f32, index) {
  %v = tensor.extract %t[%i] : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<8xf32>
  return %v, %d : f32, index
}

// -----

// A sharded tensor read at a global index: gathered first.
// CHECK-LABEL: func.func @sharded_scalar_read
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[I:.*]]: index) -> f32
// CHECK: %[[W:.*]] = dist.all_gather %[[T]] on @mesh axes ["x"] dim 0 : tensor<4xf32> -> tensor<8xf32>
// CHECK: tensor.extract %[[W]][%[[I]]] : tensor<8xf32>
dist.mesh @mesh = <["x"=2]>
func.func @sharded_scalar_read(%t: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<8xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @captured_if
// CHECK: %[[W:.*]] = dist.all_gather %{{.*}} on @mesh axes ["x"] dim 0 : tensor<4xf32> -> tensor<8xf32>
// CHECK: scf.if
// CHECK: scf.yield %[[W]] : tensor<8xf32>
// CHECK: linalg.negf ins(%[[W]] : tensor<8xf32>)
dist.mesh @mesh = <["x"=2]>
func.func @captured_if(%t: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %c: i1) -> tensor<8xf32> {
  %r = scf.if %c -> tensor<8xf32> {
    scf.yield %t : tensor<8xf32>
  } else {
    %e = tensor.empty() : tensor<8xf32>
    %n = linalg.negf ins(%t : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A loop over scalars that reads a tensor it captures: the op has no tensor
// operand or result, and its capture is still gathered.
// CHECK-LABEL: func.func @captured_while
// CHECK: %[[W:.*]] = dist.all_gather %{{.*}} on @mesh axes ["x"] dim 0 : tensor<4xf32> -> tensor<8xf32>
// CHECK: scf.while
// CHECK: tensor.extract %[[W]][%{{.*}}] : tensor<8xf32>
dist.mesh @mesh = <["x"=2]>
func.func @captured_while(%t: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    %z = arith.constant 0.0 : f32
    %more = arith.cmpf ogt, %v, %z : f32
    %lt = arith.cmpi ult, %i, %n : index
    %go = arith.andi %more, %lt : i1
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return %r : index
}

// -----

// A constant needed in two shardings is made twice on every device, never
// moved: no all_gather of a zero tensor.
// CHECK-LABEL: func.func @constants
// CHECK-NOT: dist.all_gather
// CHECK: arith.constant dense<0.000000e+00> : tensor<4x8xf32>
// CHECK: arith.constant dense<0.000000e+00> : tensor<8x8xf32>
// CHECK-NOT: dist.all_gather
// CHECK: return
dist.mesh @mesh = <["x"=2]>
func.func @constants(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
        tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %z = arith.constant dense<0.0> : tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %s = linalg.add ins(%a, %z : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %s, %z : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A loop without results (its body's yield is implicit) in a sharded
// function is rebuilt with its body and one yield.
// CHECK-LABEL: func.func @loop_without_results
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>, %[[M:.*]]: memref<4xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: memref.store %{{.*}}, %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[X]] : tensor<4x4xf32>
dist.mesh @mesh = <["tp"=2]>
func.func @loop_without_results(
    %x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
    %m: memref<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %one, %m[%i] : memref<4xf32>
  }
  return %x : tensor<8x4xf32>
}
