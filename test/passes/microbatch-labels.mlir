// Without dist.microbatch_dim, the microbatch pass splits the first
// argument's batch (dim 0) and every argument split over the same
// data-parallel axes in a dim of the same size: the labels beside the
// inputs, wherever their batch dim is. An argument whose dim only has the
// batch's size (a weight here) keeps its sharding, and in a pure pipeline,
// whose batch no axis splits, only the first argument is split.
// RUN: shard-opt %s -split-input-file --dist-microbatch="microbatches=2" | FileCheck %s

// CHECK-LABEL: func.func @step
// CHECK-SAME: %{{.*}}: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "microbatch"}, {}]>}
// CHECK-SAME: %{{.*}}: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp", "microbatch"}]>}
// CHECK-SAME: %{{.*}}: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %{{.*}}: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}
dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
func.func @step(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                %y: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}]>},
                %w: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
                %b: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @pipeline_only
// CHECK-SAME: %{{.*}}: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"microbatch"}, {}]>}
// CHECK-SAME: %{{.*}}: tensor<8x4xf32>)
dist.mesh @mesh = <["pp"=2]>
func.func @pipeline_only(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}
