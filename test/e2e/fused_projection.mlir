// A fused projection, as GPT-2's c_attn and nn.MultiheadAttention's in_proj
// store it: one weight makes q, k and v, sliced apart after the matmul.
// Its weight and bias are split over y in 3 blocks (`blocks 3`: each device
// holds its part of q's, k's and v's columns), so the slices need no
// communication and the row-parallel output projection is the only
// collective, Megatron's one all_reduce. The result is compared with the
// unsharded program (--check) and with upstream's lowering under
// mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s --entry attention_in -o %t/one
// RUN: %oracle %s %t/one --entry attention_in
// RUN: shard-run %s --entry attention_in --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --entry attention_in --reference %t/one
// RUN: shard-run %s --entry attention_in --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --entry attention_in --reference %t/one
// RUN: shard-run %s --entry attention_in --mesh y=4 --check -o %t/y4 | FileCheck %s --check-prefixes=CHECK,Y4
// RUN: %oracle %s %t/y4 --entry attention_in --reference %t/one
// R2: communication: 1 x all_reduce over {"y"}, 2048 bytes sent per rank
// R2-NOT: all_gather
// R4: communication: 1 x all_reduce over {"y"}, 1024 bytes sent per rank
// R4-NOT: all_gather
// Y4: communication: 1 x all_reduce over {"y"}, 3072 bytes sent per rank
// Y4-NOT: all_gather
// CHECK: check passed
//
// A weight in blocks returned as a plain column split: each block's parts
// are gathered (one all_gather of the device's 3 parts), then sliced
// contiguously.
// RUN: shard-run %s --entry regather --mesh y=2 --check -o %t/g2 | FileCheck %s --check-prefixes=GATHER,G2
// RUN: %oracle %s %t/g2 --entry regather
// RUN: shard-run %s --entry regather --mesh y=4 --check -o %t/g4 | FileCheck %s --check-prefixes=GATHER,G4
// RUN: %oracle %s %t/g4 --entry regather
// G2: communication: 1 x all_gather over {"y"}, 6144 bytes sent per rank
// G4: communication: 1 x all_gather over {"y"}, 9216 bytes sent per rank
// GATHER: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
#x = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#x3 = affine_map<(b, s, j) -> (b, s, j)>
func.func @attention_in(
    %x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %wqkv: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"} blocks 3]>},
    %bqkv: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"} blocks 3]>},
    %wo: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>})
    -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x96xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x96xf32>) -> tensor<16x96xf32>
  %h = linalg.matmul ins(%x, %wqkv : tensor<16x32xf32>, tensor<32x96xf32>)
                     outs(%f : tensor<16x96xf32>) -> tensor<16x96xf32>
  %hb = linalg.generic {indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%h, %bqkv : tensor<16x96xf32>, tensor<96xf32>) outs(%e : tensor<16x96xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %r = arith.addf %v, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x96xf32>
  // As torch-mlir exports a view and a split: [batch, seq, 3 * hidden].
  %h3 = tensor.expand_shape %hb [[0, 1], [2]] output_shape [2, 8, 96]
      : tensor<16x96xf32> into tensor<2x8x96xf32>
  %q = tensor.extract_slice %h3[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
  %k = tensor.extract_slice %h3[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
  %v = tensor.extract_slice %h3[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
  %e3 = tensor.empty() : tensor<2x8x32xf32>
  %a = linalg.generic {indexing_maps = [#x3, #x3, #x3, #x3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%q, %k, %v : tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%qv: f32, %kv: f32, %vv: f32, %o: f32):
    %p = arith.mulf %qv, %kv : f32
    %r = arith.subf %p, %vv : f32
    linalg.yield %r : f32
  } -> tensor<2x8x32xf32>
  %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %eo = tensor.empty() : tensor<16x32xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y = linalg.matmul ins(%a2, %wo : tensor<16x32xf32>, tensor<32x32xf32>)
                     outs(%fo : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %y : tensor<16x32xf32>
}

func.func @regather(
    %w: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"} blocks 3]>})
    -> (tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}) {
  %e = tensor.empty() : tensor<32x96xf32>
  %r = linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<32x96xf32>) outs(%e : tensor<32x96xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<32x96xf32>
  return %r : tensor<32x96xf32>
}
