// Grouped-query attention with the sequence first: Q K^T's scores are
// [batch, query, kv head, group, key], so of its two m dims (the
// sequence's and the group's) the group's comes last. The planner takes
// the longest m dim for the queries (and the longest n dim for the keys):
// the causal mask over 512 tokens leaves 10 of 16 blocks open.
// RUN: shard-opt %s --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s
// CHECK: "attention_head_dim": 16,
// CHECK: "attention_open_share": 0.625,

#q = affine_map<(b, i, h, g, j, d) -> (b, i, h, g, d)>
#k = affine_map<(b, i, h, g, j, d) -> (b, j, h, d)>
#s = affine_map<(b, i, h, g, j, d) -> (b, i, h, g, j)>
#all = affine_map<(b, i, h, g, j) -> (b, i, h, g, j)>
#row = affine_map<(b, i, h, g, j) -> (b, i, h, g)>
#p = affine_map<(b, i, h, g, e, j) -> (b, i, h, g, j)>
#v = affine_map<(b, i, h, g, e, j) -> (b, j, h, e)>
#o = affine_map<(b, i, h, g, e, j) -> (b, i, h, g, e)>
func.func @attention(%q: tensor<2x512x2x2x16xf32> {dist.microbatch_dim = 0 : i64}, %k: tensor<2x512x2x16xf32> {dist.microbatch_dim = 0 : i64}, %v: tensor<2x512x2x16xf32> {dist.microbatch_dim = 0 : i64}) -> tensor<2x512x2x2x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x512x2x2x512xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x512x2x2x512xf32>) -> tensor<2x512x2x2x512xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x512x2x2x16xf32>, tensor<2x512x2x16xf32>) outs(%sz : tensor<2x512x2x2x512xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2x512xf32>
  %le = tensor.empty() : tensor<2x512x2x2x512xf32>
  %l = linalg.generic {indexing_maps = [#all, #all], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x512x2x2x512xf32>) outs(%le : tensor<2x512x2x2x512xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 4 : index
    %f = arith.cmpi ugt, %j, %i : index
    %r = arith.select %f, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2x512xf32>
  %me = tensor.empty() : tensor<2x512x2x2xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x512x2x2xf32>) -> tensor<2x512x2x2xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%l : tensor<2x512x2x2x512xf32>) outs(%mi : tensor<2x512x2x2xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %x, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2xf32>
  %ee = tensor.empty() : tensor<2x512x2x2x512xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%l, %max : tensor<2x512x2x2x512xf32>, tensor<2x512x2x2xf32>) outs(%ee : tensor<2x512x2x2x512xf32>) {
  ^bb0(%x: f32, %mx: f32, %out: f32):
    %d = arith.subf %x, %mx : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2x512xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x512x2x2xf32>) -> tensor<2x512x2x2xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%e : tensor<2x512x2x2x512xf32>) outs(%sumz : tensor<2x512x2x2xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.addf %x, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2xf32>
  %pe = tensor.empty() : tensor<2x512x2x2x512xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%e, %sum : tensor<2x512x2x2x512xf32>, tensor<2x512x2x2xf32>) outs(%pe : tensor<2x512x2x2x512xf32>) {
  ^bb0(%x: f32, %t: f32, %out: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2x512xf32>
  %oe = tensor.empty() : tensor<2x512x2x2x16xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x512x2x2x16xf32>) -> tensor<2x512x2x2x16xf32>
  %out = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x512x2x2x512xf32>, tensor<2x512x2x16xf32>) outs(%oz : tensor<2x512x2x2x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x512x2x2x16xf32>
  return %out : tensor<2x512x2x2x16xf32>
}
