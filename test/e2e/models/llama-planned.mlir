// The planner on the exported Llama (llama.mlir's model) with its
// annotations removed. After the front end (batch_matmuls over batch x
// heads split into a dim each, as --dist-parallelize does first), the
// layout it finds from the graph is the hand-written one, Megatron's: the
// embedding split by vocabulary (its lookup reduces over it alone); Q, K,
// V, gate and up split by their output features; the attention output and
// down projection by their input features. The planned program has the
// hand-annotated one's collectives (llama.mlir's DPTP line) and matches
// PyTorch.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/Inputs/llama_args.mlir --dist-strip-annotations --inline --dist-split-batch-dims --canonicalize --cse -o %t/plain.mlir
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=4 cluster=%S/../../passes/Inputs/fast-links.json json=true" -o /dev/null | FileCheck %s --check-prefix=BLOCKS
// RUN: shard-opt %t/plain.mlir --dist-auto-plan="devices=4 cluster=%S/../../passes/Inputs/fast-links.json plan=2x1x2/1/gpipe" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=LAYOUT
// RUN: shard-run %t/planned.mlir --inputs %S/Inputs/llama_ref --check -o %t/run | FileCheck %s
// RUN: %oracle %t/planned.mlir %t/run --expected %S/Inputs/llama_ref
// BLOCKS: "tp_blocks": 4,
// LAYOUT: dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=2]>
// LAYOUT: func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
// LAYOUT-SAME: %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg3: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// LAYOUT-SAME: %arg6: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg7: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg8: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// LAYOUT-SAME: %arg9: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
// LAYOUT-SAME: %arg10: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
// LAYOUT-SAME: %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg12: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg13: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// LAYOUT-SAME: %arg15: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg16: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// LAYOUT-SAME: %arg17: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// CHECK: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// CHECK: check passed
