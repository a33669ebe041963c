// RUN: shard-opt %s -verify-diagnostics --dist-pipeline="shard-gradients=true"
// RUN: not shard-opt %s --dist-pipeline="recompute=true" 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not shard-opt %s --dist-pipeline="selective-recompute=true" 2>&1 | FileCheck %s --check-prefix=SELECTIVE

// Options that change how a pipeline's passes run, on a module that has
// nothing to pipeline (no cuts, no "pp" axis): told, not ignored.
// FULL: error: --dist-pipeline: recompute=true changes how a pipeline's passes run, but nothing here is pipelined: no function has a dist.stage_boundary and no mesh has an axis "pp"
// SELECTIVE: error: --dist-pipeline: selective-recompute=true changes how a pipeline's passes run, but nothing here is pipelined
// expected-error @below {{--dist-pipeline: shard-gradients=true changes how a pipeline's passes run, but nothing here is pipelined: no function has a dist.stage_boundary and no mesh has an axis "pp" of several devices, nor of one with microbatches}}
module {
  dist.mesh @mesh = <["dp"=2]>
  func.func @flat(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
    return %x : tensor<4x8xf32>
  }
}
