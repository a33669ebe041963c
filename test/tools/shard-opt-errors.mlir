// Malformed input gets a located error and a non-zero exit, never a crash
// (`not` fails on a crash).

// RUN: split-file %s %t
// RUN: not shard-opt %t/syntax.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not shard-opt %t/attr.mlir 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: not shard-opt %t/axis.mlir 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not shard-opt %t/shape.mlir 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not shard-opt %t/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

// MISSING: cannot open input file{{.*}}does-not-exist.mlir

// SYNTAX: syntax.mlir:1:18: error: expected '<'
//--- syntax.mlir
dist.mesh @mesh = [["dp"=2]]

// ATTR: attr.mlir:2:76: error: expected '{'
//--- attr.mlir
dist.mesh @mesh = <["dp"=2]>
func.func private @f(tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, ["dp"]>})

// AXIS: axis.mlir:3:8: error: 'dist.all_reduce' op unknown axis "tp" on mesh @mesh (its axes are {"dp"})
//--- axis.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = dist.all_reduce %x on @mesh axes ["tp"] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// SHAPE: shape.mlir:3:8: error: 'dist.all_gather' op result type 'tensor<8xf32>' does not match gathering dim 0 over 2 devices (expected 'tensor<16xf32>')
//--- shape.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = dist.all_gather %x on @mesh axes ["dp"] dim 0 : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

