// MLIR 22's parser crashes when the dimensions of linalg.reduce or
// linalg.broadcast, or the permutation of linalg.transpose, are not a
// bracketed list of integers (found by the fuzzer: a reduce cut short after
// `dimensions =`); the tools report it at the keyword instead. A list on a
// line of its own, and the generic form, parse as before.
// RUN: rm -rf %t && split-file %s %t
// RUN: not shard-opt %t/cut.mlir 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: not shard-translate --emit-plan %t/cut.mlir 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: cut.mlir:2:73: error: dimensions of linalg.reduce must be a list of integers in brackets (MLIR 22's parser crashes on anything else)
// RUN: not shard-opt %t/open.mlir 2>&1 | FileCheck %s --check-prefix=OPEN
// OPEN: open.mlir:3:7: error: permutation of linalg.transpose must be a list of integers in brackets
// RUN: not shard-opt %t/number.mlir 2>&1 | FileCheck %s --check-prefix=NUMBER
// NUMBER: number.mlir:2:76: error: dimensions of linalg.broadcast must be a list of integers in brackets
// RUN: shard-opt %t/valid.mlir | FileCheck %s --check-prefix=VALID
// VALID: linalg.reduce ins(%{{.*}} : tensor<4x6xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// VALID: linalg.transpose ins(%{{.*}} : tensor<4x6xf32>) outs(%{{.*}} : tensor<6x4xf32>) permutation = [1, 0]

//--- cut.mlir
func.func @f(%x: tensor<4x6xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%x : tensor<4x6xf32>) outs(%i : tensor<4xf32>) dimensions = 
//--- open.mlir
func.func @f(%x: tensor<4x6xf32>, %i: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %r = linalg.transpose ins(%x : tensor<4x6xf32>) outs(%i : tensor<6x4xf32>)
      permutation = [1, 0
  return %r : tensor<6x4xf32>
}
//--- number.mlir
func.func @f(%x: tensor<4xf32>, %i: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %r = linalg.broadcast ins(%x : tensor<4xf32>) outs(%i : tensor<4x6xf32>) dimensions = 1
  return %r : tensor<4x6xf32>
}
//--- valid.mlir
func.func @f(%x: tensor<4x6xf32>, %i: tensor<4xf32>, %o: tensor<6x4xf32>) -> (tensor<4xf32>, tensor<6x4xf32>) {
  %r = linalg.reduce ins(%x : tensor<4x6xf32>) outs(%i : tensor<4xf32>)
      dimensions = [1]
      (%a: f32, %b: f32) {
        %s = arith.addf %a, %b : f32
        linalg.yield %s : f32
      }
  %t = "linalg.transpose"(%x, %o) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %r, %t : tensor<4xf32>, tensor<6x4xf32>
}
