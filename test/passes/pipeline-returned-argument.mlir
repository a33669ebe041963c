// A pipelined function that returns one of its arguments (here the only
// use of the cut's input is the cut, and its result is unused) is a
// pipeline whose last stage returns that argument; --dist-pipeline read the
// returned value's defining op, which an argument has not, and crashed.
// RUN: shard-opt %s --dist-pipeline | FileCheck %s
// RUN: rm -rf %t
// RUN: shard-run %s --check -o %t/r | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/r
// EXEC: communication: stage 0: 1 x exchange over {"pp"}, 64 bytes sent per rank
// EXEC: check passed

// CHECK-LABEL: func.func private @f_stage0(%arg0: tensor<4x4xf32>)
// CHECK:       dist.exchange on @mesh axes ["pp"] send %{{.*}} : !dist.buffer<tensor<4x4xf32>> to [1]
// CHECK-LABEL: func.func private @f_stage1(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK:       dist.exchange on @mesh axes ["pp"] recv %{{.*}} : !dist.buffer<tensor<4x4xf32>> from [0]
// CHECK:       return %arg0 : tensor<4x4xf32>
// CHECK: dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@f_stage0, @f_stage1]
dist.mesh @mesh = <["pp"=2]>
func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.add ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %b = dist.stage_boundary %a : tensor<4x4xf32>
  return %x : tensor<4x4xf32>
}
