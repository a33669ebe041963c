// RUN: shard-opt %s --dist-lift-globals -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s
// Mutable ml_program globals become trailing arguments (the value on entry,
// the initializer kept as dist.initial_value) and, when stored, trailing
// results that update them; immutable ones become constants
// (passes/prepare/LiftGlobals.cpp). e2e/dropout.mlir runs torch-mlir's
// dropout seed through it.

// A seed advanced twice (two draws), a counter only read, a constant table.
// CHECK-NOT: ml_program.global
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>,
// CHECK-SAME: %[[SEED:.*]]: tensor<i64> {dist.initial_value = dense<7> : tensor<i64>, dist.updated_by = 1 : i64},
// CHECK-SAME: %[[COUNT:.*]]: tensor<i32> {dist.initial_value = dense<3> : tensor<i32>})
// CHECK-SAME: -> (tensor<4xf32>, tensor<i64>)
// CHECK: %[[TABLE:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK: %[[A:.*]] = arith.addi %[[SEED]], %[[SEED]]
// CHECK: %[[B:.*]] = arith.muli %[[A]], %[[A]]
// CHECK: "test.use"(%[[A]], %[[B]], %[[COUNT]])
// CHECK: %[[Y:.*]] = arith.addf %[[X]], %[[TABLE]]
// CHECK: return %[[Y]], %[[B]] : tensor<4xf32>, tensor<i64>
ml_program.global private mutable @seed(dense<7> : tensor<i64>) : tensor<i64>
ml_program.global private mutable @count(dense<3> : tensor<i32>) : tensor<i32>
ml_program.global private @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = ml_program.global_load_const @table : tensor<4xf32>
  %s0 = ml_program.global_load @seed : tensor<i64>
  %a = arith.addi %s0, %s0 : tensor<i64>
  ml_program.global_store @seed = %a : tensor<i64>
  %s1 = ml_program.global_load @seed : tensor<i64>
  %b = arith.muli %s1, %s1 : tensor<i64>
  ml_program.global_store @seed = %b : tensor<i64>
  %c = ml_program.global_load @count : tensor<i32>
  "test.use"(%a, %b, %c) : (tensor<i64>, tensor<i64>, tensor<i32>) -> ()
  %y = arith.addf %x, %t : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

ml_program.global private mutable @external : tensor<i64>
func.func @no_initializer() -> tensor<i64> {
  // expected-error @below {{'ml_program.global_load' op reads @external, which has no initial value of its type 'tensor<i64>'; shard starts every global from its initializer}}
  %s = ml_program.global_load @external : tensor<i64>
  return %s : tensor<i64>
}

// -----

ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @below {{'ml_program.global_load' op is not in the straight-line body of @in_loop; shard makes globals arguments and results only there}}
    %s = ml_program.global_load @seed : tensor<i64>
    "test.use"(%s) : (tensor<i64>) -> ()
  }
  return
}

// -----

ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
func.func private @helper() -> tensor<i64> {
  // expected-error @below {{'ml_program.global_load' op is in private function @helper, which no public function inlines; shard makes globals the state of public functions}}
  %s = ml_program.global_load @seed : tensor<i64>
  return %s : tensor<i64>
}

// -----

ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
func.func @tokens() -> tensor<i64> {
  %t = ml_program.token
  // expected-error @below {{'ml_program.global_load_graph' op orders global accesses by tokens; shard reads and writes globals only with ml_program.global_load and global_store}}
  %s, %u = ml_program.global_load_graph @seed ordering(%t -> !ml_program.token) : tensor<i64>
  return %s : tensor<i64>
}
