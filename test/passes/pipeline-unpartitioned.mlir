// RUN: shard-opt %s -split-input-file -verify-diagnostics --dist-pipeline
// RUN: not shard-opt %s -split-input-file --dist-pipeline="schedule=pipedream" 2>&1 | FileCheck %s --check-prefix=SCHEDULE

// SCHEDULE: error: --dist-pipeline: schedule "pipedream" is not one this pass makes; pipelines run gpipe, 1f1b, interleaved-1f1b or zb-h1

// Cuts are made on the per-device program, after partitioning.
dist.mesh @mesh = <["dp"=2, "pp"=2]>
// expected-error @below {{'func.func' op is not partitioned yet; run --dist-pipeline after --dist-partition}}
func.func @annotated(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

// Every stage has its own program: no value is split over the stage axis.
dist.mesh @mesh = <["pp"=2]>
func.func @pp_rank(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, index) {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  // expected-error @below {{'dist.group_rank' op asks its rank on the pipeline axis "pp", which no value may be split over}}
  %r = dist.group_rank on @mesh axes ["pp"] : index
  return %a, %r : tensor<4x8xf32>, index
}

// -----

dist.mesh @mesh = <["pp"=2]>
dist.mesh @other = <["pp"=2]>
// expected-error @below {{'func.func' op is cut into stages, which needs the module's one dist.mesh; it declares 2}}
func.func @two_meshes(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

// More stages than ops, and more microbatches than a program should unroll.
dist.mesh @mesh = <["pp"=99999999999]>
// expected-error @below {{'func.func' op cannot be cut into 99999999999 stages (mesh axis "pp"): it has 2 ops}}
func.func @too_many_stages(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

dist.mesh @mesh = <["pp"=2, "microbatch"=100001]>
// expected-error @below {{'func.func' op would run 100001 microbatches (mesh axis "microbatch"); at most 100000}}
func.func @too_many_microbatches(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}
