// A model that flattens [B, S, H] to [B*S, H] around its matmuls and splits
// heads with expand_shape partitions without falling back to replication:
// the batch split moves into the flattened dim, the hidden split into the
// heads dim, and the only collective is the row-parallel all_reduce.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s
// RUN: rm -rf %t
// RUN: shard-run %s --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/run
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: func.func @flatten_heads
// CHECK-SAME: (%arg0: tensor<2x4x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<2x4x16xf32>
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %arg1 : tensor<8x16xf32>, tensor<16x16xf32>)
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : tensor<8x2x8xf32> into tensor<8x16xf32>
// CHECK: linalg.matmul
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<8x16xf32>
// CHECK-NOT: dist.all_gather
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
// CHECK-NOT: dist.
func.func @flatten_heads(
    %x: tensor<4x4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>},
    %wq: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %wo: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<4x4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x4x16xf32> into tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %q = linalg.matmul ins(%flat, %wq : tensor<16x16xf32>, tensor<16x32xf32>)
                     outs(%z : tensor<16x32xf32>) -> tensor<16x32xf32>
  // Four heads of eight.
  %heads = tensor.expand_shape %q [[0], [1, 2]] output_shape [16, 4, 8]
      : tensor<16x32xf32> into tensor<16x4x8xf32>
  %eh = tensor.empty() : tensor<16x4x8xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(t, n, d) -> (t, n, d)>, affine_map<(t, n, d) -> (t, n, d)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%heads : tensor<16x4x8xf32>) outs(%eh : tensor<16x4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.tanh %v : f32
    linalg.yield %r : f32
  } -> tensor<16x4x8xf32>
  %merged = tensor.collapse_shape %act [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %o = linalg.matmul ins(%merged, %wo : tensor<16x32xf32>, tensor<32x16xf32>)
                     outs(%z2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %y = tensor.expand_shape %o [[0, 1], [2]] output_shape [4, 4, 16]
      : tensor<16x16xf32> into tensor<4x4x16xf32>
  return %y : tensor<4x4x16xf32>
}
