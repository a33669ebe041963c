// --dist-sequence-parallel on gpt_block.mlir's transformer block (mesh
// x=2 (data), y=2 (tensor); Megatron's column/row layout from its
// annotations). The two row-parallel projections' results -- attention's
// output and the MLP's second matmul, partial over y -- are reduced and
// split over y on their tokens (dim 0 holds one example per x rank, so the
// sequence, dim 1); every tensor-parallel contraction reads its inputs as
// propagation gives them without the split, so the next column-parallel
// projection gathers the tokens (the MLP's first matmul reads the
// layernorm whole over y). Then the partitioned block: a reduce_scatter
// where each all_reduce was, an all_gather before the MLP.
// RUN: sed -e 's/"x"=1, "y"=1/"x"=2, "y"=2/' %S/../e2e/gpt_block.mlir > %t.mlir
// RUN: shard-opt %t.mlir --dist-front-end --dist-sequence-parallel=axis=y | FileCheck %s
// CHECK-LABEL: func.func @gpt_block(
// CHECK: %[[ATTN:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]
// CHECK: %[[ATTNS:.*]] = dist.shard %[[ATTN]] to #dist.sharding<@mesh, [{"x"}, {"y"}, {}]> : tensor<2x8x32xf32>
// CHECK: %[[H2:.*]] = dist.shard %{{.*}} to #dist.sharding<@mesh, [{"x"}, {}, {}]> : tensor<2x8x32xf32>
// CHECK-NEXT: %[[W1:.*]] = dist.shard %arg9 to #dist.sharding<@mesh, [{}, {"y"}]> : tensor<32x128xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[H2]], %[[W1]] :
// CHECK: %[[G:.*]] = dist.shard %{{.*}} to #dist.sharding<@mesh, [{"x"}, {}, {"y"}]> : tensor<2x8x128xf32>
// CHECK-NEXT: %[[W2:.*]] = dist.shard %arg11 to #dist.sharding<@mesh, [{"y"}, {}]> : tensor<128x32xf32>
// CHECK-NEXT: %[[MLP:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[W2]] :
// CHECK: dist.shard %[[MLP]] to #dist.sharding<@mesh, [{"x"}, {"y"}, {}]> : tensor<2x8x32xf32>
// RUN: shard-opt %t.mlir --dist-parallelize=sequence-parallel=y | FileCheck %s --check-prefix=PART
// PART-LABEL: func.func @gpt_block(
// PART: dist.reduce_scatter %{{.*}} on @mesh axes ["y"] dim 1 : tensor<1x8x32xf32> -> tensor<1x4x32xf32>
// PART: dist.all_gather %{{.*}} on @mesh axes ["y"] dim 1 : tensor<1x4x32xf32> -> tensor<1x8x32xf32>
// PART: dist.reduce_scatter %{{.*}} on @mesh axes ["y"] dim 1 : tensor<1x8x32xf32> -> tensor<1x4x32xf32>
// PART-NOT: dist.all_reduce
// PART: return
// A mesh without the axis.
// RUN: not shard-opt %t.mlir --dist-sequence-parallel=axis=tp 2>&1 | FileCheck %s --check-prefix=NOAXIS
// NOAXIS: error: mesh @mesh has no axis 'tp' to split the tokens over
