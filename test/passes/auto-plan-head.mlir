// The planner on an LM head: a weight whose split dim (the vocabulary)
// reaches only the function's result. It is split over tp where tp
// divides the vocabulary, the logits returned split (no collective for
// them, as Megatron's vocabulary-parallel head), and kept whole where tp
// does not divide it; the MLP before it is the usual column/row pair.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %s --dist-plan-report="devices=2 cluster=%S/Inputs/fast-links.json json=true" -o /dev/null | FileCheck %s --check-prefix=SPLITS
// SPLITS:      "tp_splits": [
// SPLITS:        "argument": 3,
// SPLITS-NEXT:   "blocks": 1,
// SPLITS-NEXT:   "dim": 1,
// SPLITS-NEXT:   "row": false,
// SPLITS-NEXT:   "to_result": true
// On a cluster with GEMM tiles and a memory bandwidth the report says so.
// RUN: shard-opt %s --dist-plan-report="devices=2 cluster=%S/Inputs/tiled-gpu.json" -o /dev/null | FileCheck %s --check-prefix=TILED
// TILED: optimizer: Adam's two moments, and f32 master weights of 16-bit ones; memory: weights, gradients, the optimizer's state and activations; no workspace (the GEMM library's, the collectives' scratch, the communication library's buffers, a GPU's context); GEMMs at 0.8 of peak in 128 x 128 tiles over 108 units, loop nests at 1800 GB/s, sequence parallelism's forward gathers and scatters in chunks (--collective-matmul) behind their GEMMs but for one chunk's; nothing else overlapped;
// RUN: shard-opt %s --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=1x1x2/1/gpipe" -o %t/two.mlir
// RUN: FileCheck %s --input-file %t/two.mlir --check-prefix=TWO
// TWO: func.func @head(%arg0: tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<16x10xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>})
// RUN: shard-run %t/two.mlir --check -o %t/run-two | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/two.mlir %t/run-two
// EXEC: communication: 1 x all_reduce over {"tp"}
// EXEC-NOT: communication:
// EXEC: check passed
// RUN: shard-opt %s --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=1x1x4/1/gpipe" -o %t/four.mlir
// RUN: FileCheck %s --input-file %t/four.mlir --check-prefix=FOUR
// FOUR: %arg3: tensor<16x10xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>})
// RUN: shard-run %t/four.mlir --check -o %t/run-four | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/four.mlir %t/run-four

#id = affine_map<(i, j) -> (i, j)>
func.func @head(%x: tensor<4x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x16xf32>, %head: tensor<16x10xf32>) -> tensor<4x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%z1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<4x32xf32>) outs(%e1 : tensor<4x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%z2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %e3 = tensor.empty() : tensor<4x10xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %logits = linalg.matmul ins(%y, %head : tensor<4x16xf32>, tensor<16x10xf32>) outs(%z3 : tensor<4x10xf32>) -> tensor<4x10xf32>
  return %logits : tensor<4x10xf32>
}
