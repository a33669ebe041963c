// Megatron's MLP: the first weight split by columns, the second by rows,
// over tp. The partitioned forward has exactly one all_reduce; with the
// batch split over dp as well, still one, over tp only.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s
// RUN: rm -rf %t
// RUN: shard-run %s --entry mlp_tp --check -o %t/tp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/tp --entry mlp_tp
// RUN: shard-run %s --entry mlp_dp_tp --check -o %t/dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/dptp --entry mlp_dp_tp
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: func.func @mlp_tp
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xf32>, %[[W1:.*]]: tensor<64x128xf32>, %[[W2:.*]]: tensor<128x64xf32>) -> tensor<8x64xf32>
// CHECK: %[[H:.*]] = linalg.matmul ins(%[[X]], %[[W1]] : tensor<8x64xf32>, tensor<64x128xf32>) outs(%{{.*}} : tensor<8x128xf32>)
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<8x128xf32>)
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[A]], %[[W2]] : tensor<8x128xf32>, tensor<128x64xf32>) outs(%{{.*}} : tensor<8x64xf32>)
// CHECK-NEXT: %[[R:.*]] = dist.all_reduce %[[Y]] on @mesh axes ["tp"] : tensor<8x64xf32>
// CHECK-NEXT: return %[[R]] : tensor<8x64xf32>
// CHECK-NOT: dist.
func.func @mlp_tp(
    %x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
    %w1: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %w2: tensor<256x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x256xf32>)
                     outs(%f1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x256xf32>) outs(%e1 : tensor<8x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x256xf32>, tensor<256x64xf32>)
                     outs(%f2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// CHECK-LABEL: func.func @mlp_dp_tp
// CHECK-SAME: (%[[X:.*]]: tensor<4x64xf32>, %[[W1:.*]]: tensor<64x128xf32>, %[[W2:.*]]: tensor<128x64xf32>) -> tensor<4x64xf32>
// CHECK: linalg.matmul ins(%[[X]], %[[W1]] : tensor<4x64xf32>, tensor<64x128xf32>) outs(%{{.*}} : tensor<4x128xf32>)
// CHECK: %[[Y:.*]] = linalg.matmul ins(%{{.*}}, %[[W2]] : tensor<4x128xf32>, tensor<128x64xf32>) outs(%{{.*}} : tensor<4x64xf32>)
// CHECK-NEXT: %[[R:.*]] = dist.all_reduce %[[Y]] on @mesh axes ["tp"] : tensor<4x64xf32>
// CHECK-NEXT: return %[[R]] : tensor<4x64xf32>
// CHECK-NOT: dist.
func.func @mlp_dp_tp(
    %x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %w1: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %w2: tensor<256x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x256xf32>)
                     outs(%f1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x256xf32>) outs(%e1 : tensor<8x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x256xf32>, tensor<256x64xf32>)
                     outs(%f2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
