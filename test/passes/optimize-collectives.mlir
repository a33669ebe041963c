// --dist-optimize-collectives on partitioned programs: inverse collectives
// cancel, an all_reduce whose result is sliced becomes a reduce_scatter,
// and independent all_reduces over the same axes merge into buckets no
// larger than bucket-bytes.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s --check-prefix=PLAIN
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-optimize-collectives=bucket-bytes=600 | FileCheck %s
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-optimize-collectives=bucket-bytes=520 | FileCheck %s --check-prefix=LIMIT
// RUN: rm -rf %t
// RUN: shard-run %s --entry gather_then_slice --check -o %t/1 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/1 --entry gather_then_slice
// RUN: shard-run %s --entry reduce_then_slice --check -o %t/2 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/2 --entry reduce_then_slice
// RUN: shard-run %s --entry buckets --check -o %t/3 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/3 --entry buckets
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// PLAIN-LABEL: func.func @gather_then_slice
// PLAIN: %[[G:.*]] = dist.all_gather %arg0 on @mesh axes ["tp"] dim 1 : tensor<8x4xf32> -> tensor<8x8xf32>
// PLAIN: dist.all_slice %[[G]] on @mesh axes ["tp"] dim 1 : tensor<8x8xf32> -> tensor<8x4xf32>
// CHECK-LABEL: func.func @gather_then_slice
// CHECK-SAME: (%arg0: tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func @gather_then_slice(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %full = dist.shard %x to #dist.sharding<@mesh, [{}, {}]> : tensor<8x8xf32>
  %back = dist.shard %full to #dist.sharding<@mesh, [{}, {"tp"}]> : tensor<8x8xf32>
  return %back : tensor<8x8xf32>
}

// PLAIN-LABEL: func.func @reduce_then_slice
// PLAIN: %[[R:.*]] = dist.all_reduce %arg0 on @mesh axes ["tp"] : tensor<8x8xf32>
// PLAIN: dist.all_slice %[[R]] on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-LABEL: func.func @reduce_then_slice
// CHECK-NEXT: %[[S:.*]] = dist.reduce_scatter %arg0 on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[S]] : tensor<4x8xf32>
func.func @reduce_then_slice(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %full = dist.shard %x to #dist.sharding<@mesh, [{}, {}]> : tensor<8x8xf32>
  %part = dist.shard %full to #dist.sharding<@mesh, [{"tp"}, {}]> : tensor<8x8xf32>
  return %part : tensor<8x8xf32>
}

// Three partial sums over dp (256 + 256 + 64 bytes) fit one 600-byte
// bucket; with 520 bytes the last one goes alone.
// CHECK-LABEL: func.func @buckets
// CHECK: %[[FLAT:.*]] = dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<144xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: tensor.extract_slice %[[FLAT]][0] [64] [1] : tensor<144xf32> to tensor<64xf32>
// CHECK: tensor.extract_slice %[[FLAT]][64] [64] [1] : tensor<144xf32> to tensor<64xf32>
// CHECK: %[[C:.*]] = tensor.extract_slice %[[FLAT]][128] [16] [1] : tensor<144xf32> to tensor<16xf32>
// CHECK: tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
// LIMIT-LABEL: func.func @buckets
// LIMIT-DAG: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<128xf32>
// LIMIT-DAG: dist.all_reduce %arg2 on @mesh axes ["dp"] : tensor<4x4xf32>
// LIMIT-NOT: dist.all_reduce
func.func @buckets(%a: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}], partial = {"dp"}>},
                   %b: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}], partial = {"dp"}>},
                   %c: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"dp"}>})
    -> (tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  return %a, %b, %c : tensor<64xf32>, tensor<64xf32>, tensor<4x4xf32>
}
