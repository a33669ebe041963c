// RUN: shard-opt %s | FileCheck %s
// RUN: shard-opt %s | shard-opt | FileCheck %s
// RUN: shard-opt %s --mlir-print-op-generic | shard-opt | FileCheck %s

dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=4]>

// CHECK-LABEL: func.func @shard
// CHECK-SAME: (%[[X:.*]]: tensor<8x4096xf32>)
// CHECK: %[[Y:.*]] = dist.shard %[[X]] to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<8x4096xf32>
// CHECK: %[[Z:.*]] = dist.shard %[[Y]] to #dist.sharding<@mesh, [{}, {}], partial = {"tp"}> : tensor<8x4096xf32> {tag = 1 : i64}
// CHECK: return %[[Z]]
func.func @shard(%x: tensor<8x4096xf32>) -> tensor<8x4096xf32> {
  %y = dist.shard %x to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<8x4096xf32>
  %z = dist.shard %y to #dist.sharding<@mesh, [{}, {}], partial = {"tp"}> : tensor<8x4096xf32> {tag = 1}
  return %z : tensor<8x4096xf32>
}

// CHECK-LABEL: func.func @stage_boundary
// CHECK-SAME: (%[[H:.*]]: tensor<8x1024xf32>, %[[R:.*]]: tensor<8x1024xf32>)
// CHECK: %[[C:.*]] = dist.stage_boundary %[[H]] : tensor<8x1024xf32>
// CHECK: %[[P:.*]]:2 = dist.stage_boundary %[[C]], %[[R]] : tensor<8x1024xf32>, tensor<8x1024xf32>
// CHECK: return %[[P]]#0, %[[P]]#1
func.func @stage_boundary(%h: tensor<8x1024xf32>, %r: tensor<8x1024xf32>)
    -> (tensor<8x1024xf32>, tensor<8x1024xf32>) {
  %c = dist.stage_boundary %h : tensor<8x1024xf32>
  %a, %b = dist.stage_boundary %c, %r : tensor<8x1024xf32>, tensor<8x1024xf32>
  return %a, %b : tensor<8x1024xf32>, tensor<8x1024xf32>
}

// CHECK-LABEL: func.func @collectives
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>)
func.func @collectives(%x: tensor<8x16xf32>) {
  // CHECK: dist.all_reduce %[[X]] on @mesh axes ["tp"] : tensor<8x16xf32>
  %0 = dist.all_reduce %x on @mesh axes ["tp"] : tensor<8x16xf32>
  // `reduce sum` is the default and is not printed.
  // CHECK: dist.all_reduce %[[X]] on @mesh axes ["tp", "dp"] : tensor<8x16xf32>
  %1 = dist.all_reduce %x on @mesh axes ["tp", "dp"] reduce sum : tensor<8x16xf32>
  // CHECK: dist.all_reduce %[[X]] on @mesh axes ["dp"] reduce max : tensor<8x16xf32>
  %2 = dist.all_reduce %x on @mesh axes ["dp"] reduce max : tensor<8x16xf32>
  // CHECK: dist.all_reduce %[[X]] on @mesh axes ["dp"] reduce min : tensor<8x16xf32>
  %3 = dist.all_reduce %x on @mesh axes ["dp"] reduce min : tensor<8x16xf32>
  // CHECK: dist.all_gather %[[X]] on @mesh axes ["tp"] dim 1 : tensor<8x16xf32> -> tensor<8x64xf32>
  %4 = dist.all_gather %x on @mesh axes ["tp"] dim 1 : tensor<8x16xf32> -> tensor<8x64xf32>
  // CHECK: dist.all_gather %[[X]] on @mesh axes ["dp", "tp"] dim 0 : tensor<8x16xf32> -> tensor<64x16xf32>
  %5 = dist.all_gather %x on @mesh axes ["dp", "tp"] dim 0 : tensor<8x16xf32> -> tensor<64x16xf32>
  // CHECK: dist.reduce_scatter %[[X]] on @mesh axes ["tp"] dim 0 : tensor<8x16xf32> -> tensor<2x16xf32>
  %6 = dist.reduce_scatter %x on @mesh axes ["tp"] dim 0 : tensor<8x16xf32> -> tensor<2x16xf32>
  // CHECK: dist.reduce_scatter %[[X]] on @mesh axes ["tp", "dp"] dim 1 reduce max : tensor<8x16xf32> -> tensor<8x2xf32>
  %7 = dist.reduce_scatter %x on @mesh axes ["tp", "dp"] dim 1 reduce max : tensor<8x16xf32> -> tensor<8x2xf32>
  // CHECK: dist.all_to_all %[[X]] on @mesh axes ["tp"] split 1 concat 0 : tensor<8x16xf32> -> tensor<32x4xf32>
  %8 = dist.all_to_all %x on @mesh axes ["tp"] split 1 concat 0 : tensor<8x16xf32> -> tensor<32x4xf32>
  // CHECK: dist.all_slice %[[X]] on @mesh axes ["dp", "pp"] dim 1 : tensor<8x16xf32> -> tensor<8x4xf32>
  %9 = dist.all_slice %x on @mesh axes ["dp", "pp"] dim 1 : tensor<8x16xf32> -> tensor<8x4xf32>
  // CHECK: dist.broadcast %[[X]] on @mesh axes ["dp", "tp"] root 7 : tensor<8x16xf32>
  %10 = dist.broadcast %x on @mesh axes ["dp", "tp"] root 7 : tensor<8x16xf32>
  // CHECK: dist.send %[[X]] on @mesh axes ["pp"] to 1 : tensor<8x16xf32>
  dist.send %x on @mesh axes ["pp"] to 1 : tensor<8x16xf32>
  // CHECK: dist.recv on @mesh axes ["pp"] from 0 : tensor<8x16xf32>
  %11 = dist.recv on @mesh axes ["pp"] from 0 : tensor<8x16xf32>
  // Element types other than f32 are fine.
  // CHECK: dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 0 : tensor<2xbf16> -> tensor<8xbf16>
  %b = arith.constant dense<1.0> : tensor<2xbf16>
  %12 = dist.all_gather %b on @mesh axes ["tp"] dim 0 : tensor<2xbf16> -> tensor<8xbf16>
  return
}

// Pure collectives without uses are dead; send and recv are not.
// RUN: shard-opt %s --canonicalize | FileCheck %s --check-prefix=DCE
// DCE-LABEL: func.func @collectives
// DCE-NOT: dist.all_
// DCE-NOT: dist.broadcast
// DCE-NOT: dist.reduce_scatter
// DCE: dist.send
// DCE-NEXT: dist.recv
// DCE-NEXT: return

// CHECK-LABEL: func.func @group_rank
// CHECK: %[[R:.*]] = dist.group_rank on @mesh axes ["tp", "dp"] : index
// CHECK: return %[[R]] : index
func.func @group_rank() -> index {
  %r = dist.group_rank on @mesh axes ["tp", "dp"] : index
  return %r : index
}
