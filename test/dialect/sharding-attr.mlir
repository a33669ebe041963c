// RUN: shard-opt %s -split-input-file | FileCheck %s
// RUN: shard-opt %s -split-input-file | shard-opt -split-input-file | FileCheck %s
// RUN: shard-opt %s -split-input-file --mlir-print-op-generic | shard-opt -split-input-file | FileCheck %s

// Every form of #dist.sharding, on function arguments and results.

dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>

// CHECK-LABEL: func.func @forms
// CHECK-SAME: %{{.*}}: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %{{.*}}: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-SAME: %{{.*}}: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp", "dp"}]>}
// CHECK-SAME: %{{.*}}: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"pp"}, {"dp", "tp"}]>}
// CHECK-SAME: %{{.*}}: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}
// CHECK-SAME: %{{.*}}: tensor<8x?xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}
// CHECK-SAME: %{{.*}}: tensor<8x48xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp", "pp"} blocks 3]>}
// CHECK-SAME: -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], partial = {"tp"}>},
// CHECK-SAME: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = max {"tp", "pp"}>},
// CHECK-SAME: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}], partial = min {"tp"}>})
func.func @forms(
    %replicated: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
    %rows: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %two_axes: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp", "dp"}]>},
    %all_axes: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"pp"}, {"dp", "tp"}]>},
    %scalar: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
    %dynamic: tensor<8x?xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>},
    %fused: tensor<8x48xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp", "pp"} blocks 3]>})
    -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], partial = sum {"tp"}>},
        tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = max {"tp", "pp"}>},
        tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}], partial = min {"tp"}>}) {
  return %rows, %rows, %rows : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

// An external function's signature carries shardings too.
dist.mesh @mesh = <["tp"=4]>

// CHECK-LABEL: func.func private @declared
// CHECK-SAME: (tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>})
func.func private @declared(tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>})

// -----

// On an operation, `dist.sharding` holds one sharding per result (what
// --dist-propagate writes).
dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: func.func @on_op
// CHECK: tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]} : tensor<4x4xf32>
func.func @on_op() -> tensor<4x4xf32> {
  %0 = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]} : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Attribute aliases work wherever a sharding does.
#rows = #dist.sharding<@mesh, [{"dp"}, {}]>
dist.mesh @mesh = <["dp"=2]>

// CHECK-LABEL: func.func @alias
// CHECK-SAME: {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK: dist.shard %{{.*}} to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<2x2xf32>
func.func @alias(%x: tensor<2x2xf32> {dist.sharding = #rows}) -> tensor<2x2xf32> {
  %0 = dist.shard %x to #rows : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// Training state: the weight's next value is result 1, split as it is.
dist.mesh @mesh = <["tp"=2]>

// CHECK-LABEL: func.func private @state
// CHECK-SAME: (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>, dist.updated_by = 1 : i64}, tensor<f32>) -> (tensor<f32>, tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>})
func.func private @state(tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>, dist.updated_by = 1 : i64}, tensor<f32>) -> (tensor<f32>, tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>})
