// The planner on a fused projection (GPT-2's c_attn): one weight makes q,
// k and v side by side, and the program slices them apart. Each slice is
// one of 3 equal blocks of the weight's output dim, so a contiguous split
// would give one device q and the other k and v; the layout splits the
// weight and its bias in 3 blocks instead (each device holds its part of
// each), and the output projection by its rows: Megatron's layout, one
// all_reduce over tp. An annotation that splits the fused weight without
// the blocks is refused, saying what the layout does.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %s --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=1x1x2/1/gpipe" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir
// CHECK: func.func @attention(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x48xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg2: tensor<48xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg3: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
// RUN: shard-run %t/planned.mlir --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC: communication: 1 x all_reduce over {"tp"}
// EXEC-NOT: communication:
// EXEC: check passed
// RUN: sed 's/%wqkv: tensor<16x48xf32>/%wqkv: tensor<16x48xf32> {dist.sharding = #dist.sharding<@m, [{}, {"tp"}]>}/; s/^func.func/dist.mesh @m = <["tp"=2]>\nfunc.func/' %s > %t/contiguous.mlir
// RUN: not shard-opt %t/contiguous.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json" 2>&1 | FileCheck %s --check-prefix=CONTIGUOUS
// CONTIGUOUS: error: @attention argument 1 is annotated #dist.sharding<@m, [{}, {"tp"}]>; the layout found from the graph splits its dim 1 over tp in 3 blocks, and the planner estimates only that layout

#id = affine_map<(i, j) -> (i, j)>
#bias = affine_map<(i, j) -> (j)>
func.func @attention(%x: tensor<8x16xf32>, %wqkv: tensor<16x48xf32>, %b: tensor<48xf32>, %wo: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x48xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x48xf32>) -> tensor<8x48xf32>
  %mm = linalg.matmul ins(%x, %wqkv : tensor<8x16xf32>, tensor<16x48xf32>) outs(%z : tensor<8x48xf32>) -> tensor<8x48xf32>
  %qkv = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<8x48xf32>, tensor<48xf32>) outs(%e : tensor<8x48xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %r = arith.addf %v, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x48xf32>
  %q = tensor.extract_slice %qkv[0, 0] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %k = tensor.extract_slice %qkv[0, 16] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %v = tensor.extract_slice %qkv[0, 32] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  // Per feature, q * k gates v (what a head-wise attention does per head).
  %ea = tensor.empty() : tensor<8x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q, %k, %v : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%ea : tensor<8x16xf32>) {
  ^bb0(%qi: f32, %ki: f32, %vi: f32, %o: f32):
    %g = arith.mulf %qi, %ki : f32
    %r = arith.mulf %g, %vi : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%ea : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%a, %wo : tensor<8x16xf32>, tensor<16x16xf32>) outs(%zo : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
