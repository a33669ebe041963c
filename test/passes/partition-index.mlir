// Device-dependent values: linalg.index on a split loop counts from the
// device's block (dist.group_rank times the local size), and a dense
// constant is sliced to the device's block.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s
// RUN: rm -rf %t
// RUN: shard-run %s --entry causal_mask --check -o %t/mask | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/mask --entry causal_mask
// RUN: shard-run %s --entry constant_table --check -o %t/table | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/table --entry constant_table
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// Rows (the query positions) are split over tp: row i of the block on tp
// rank r is global row i + 4 * r.
// CHECK-LABEL: func.func @causal_mask
// CHECK-SAME: (%[[S:.*]]: tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %[[RANK:.*]] = dist.group_rank on @mesh axes ["tp"] : index
// CHECK: %[[SIZE:.*]] = arith.constant 4 : index
// CHECK: %[[START:.*]] = arith.muli %[[RANK]], %[[SIZE]] : index
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[S]] : tensor<4x8xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[GLOBAL:.*]] = arith.addi %[[I]], %[[START]] : index
// CHECK: arith.cmpi ugt, %{{.*}}, %[[GLOBAL]] : index
func.func @causal_mask(%s: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %future = arith.cmpi ugt, %j, %i : index
    %r = arith.select %future, %ninf, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %m : tensor<8x8xf32>
}

// A constant table added to a tensor split over dp: each device keeps its
// rows of the table.
// CHECK-LABEL: func.func @constant_table
// CHECK: %[[TABLE:.*]] = arith.constant dense<{{.*}}> : tensor<4x2xf32>
// CHECK: dist.all_slice %[[TABLE]] on @mesh axes ["dp"] dim 0 : tensor<4x2xf32> -> tensor<2x2xf32>
func.func @constant_table(%x: tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> (tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %table = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %y = arith.addf %x, %table : tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
