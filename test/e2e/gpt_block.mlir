// One GPT-style transformer block (pre-norm): layernorm, causal multi-head
// self-attention (4 heads of 8), output projection and residual, layernorm,
// GELU MLP and residual. Batch 2, sequence 8, hidden 32, MLP 128.
// Layernorm and GELU are private functions that the front end inlines.
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and compares it with the unsharded program
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// RUN: shard-opt %s --inline | shard-translate --emit-plan | FileCheck %s --check-prefix=PLAN
// R2: communication: 2 x all_reduce over {"y"}, 4096 bytes sent per rank
// R4: communication: 2 x all_reduce over {"y"}, 2048 bytes sent per rank
// R8: communication: 2 x all_reduce over {"y"}, 3072 bytes sent per rank
// CHECK: check passed
// Q, K, V, the output projection and both MLP matmuls are GEMMs; the
// scores, the causal softmax and P*V are one attention kernel.
// PLAN-COUNT-3: gemm
// PLAN-NEXT: attention m=8 n=8 d=8 e=8 batch=[2, 4] b16 b17^T b18 mod block-mask -> b19
// PLAN-NEXT: gemm
// PLAN-COUNT-2: gemm
// PLAN-NOT: gemm

dist.mesh @mesh = <["x"=1, "y"=1]>
#x3 = affine_map<(b, s, h) -> (b, s, h)>
#row3 = affine_map<(b, s, h) -> (b, s)>
#col3 = affine_map<(b, s, h) -> (h)>

func.func private @layernorm(%x: tensor<2x8x32xf32>, %g: tensor<32xf32>, %b: tensor<32xf32>)
    -> tensor<2x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %er = tensor.empty() : tensor<2x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.generic {indexing_maps = [#x3, #row3],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x8x32xf32>) outs(%z : tensor<2x8xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %sq = linalg.generic {indexing_maps = [#x3, #row3, #row3],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %sum : tensor<2x8x32xf32>, tensor<2x8xf32>) outs(%z : tensor<2x8xf32>) {
  ^bb0(%v: f32, %s: f32, %acc: f32):
    %m = arith.divf %s, %n : f32
    %d = arith.subf %v, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %e = tensor.empty() : tensor<2x8x32xf32>
  %y = linalg.generic {indexing_maps = [#x3, #row3, #row3, #col3, #col3, #x3],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sum, %sq, %g, %b : tensor<2x8x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<32xf32>, tensor<32xf32>)
      outs(%e : tensor<2x8x32xf32>) {
  ^bb0(%v: f32, %s: f32, %q: f32, %gv: f32, %bv: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    %var = arith.divf %q, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %d = arith.subf %v, %m : f32
    %nrm = arith.mulf %d, %inv : f32
    %sc = arith.mulf %nrm, %gv : f32
    %r = arith.addf %sc, %bv : f32
    linalg.yield %r : f32
  } -> tensor<2x8x32xf32>
  return %y : tensor<2x8x32xf32>
}

// x[b, s, :] * w -> [b, s, n]
func.func private @project(%x: tensor<2x8x32xf32>, %w: tensor<32x32xf32>) -> tensor<2x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(b, s, n, h) -> (b, s, h)>,
                       affine_map<(b, s, n, h) -> (h, n)>,
                       affine_map<(b, s, n, h) -> (b, s, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<2x8x32xf32>, tensor<32x32xf32>) outs(%z : tensor<2x8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x32xf32>
  return %y : tensor<2x8x32xf32>
}

func.func @gpt_block(%x: tensor<2x8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
                     %ln1g: tensor<32xf32>, %ln1b: tensor<32xf32>,
                     %wq: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}, %wk: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>},
                     %wv: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}, %wo: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>},
                     %ln2g: tensor<32xf32>, %ln2b: tensor<32xf32>,
                     %w1: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}, %b1: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>},
                     %w2: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}, %b2: tensor<32xf32>) -> tensor<2x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.35355339059327373 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32

  // Attention.
  %h1 = func.call @layernorm(%x, %ln1g, %ln1b)
      : (tensor<2x8x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x8x32xf32>
  %q = func.call @project(%h1, %wq) : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
  %k = func.call @project(%h1, %wk) : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
  %v = func.call @project(%h1, %wv) : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
  %q4 = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [2, 8, 4, 8]
      : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
  %k4 = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [2, 8, 4, 8]
      : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
  %v4 = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [2, 8, 4, 8]
      : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
  // scores[b, n, i, j] = sum_d q[b, i, n, d] * k[b, j, n, d]
  %es = tensor.empty() : tensor<2x4x8x8xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, j, d) -> (b, i, n, d)>,
                       affine_map<(b, n, i, j, d) -> (b, j, n, d)>,
                       affine_map<(b, n, i, j, d) -> (b, n, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q4, %k4 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%zs : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  // Scale and causal mask: position j > i is -inf.
  %sm = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, j) -> (b, n, i, j)>,
                       affine_map<(b, n, i, j) -> (b, n, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x8x8xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %future = arith.cmpi ugt, %j, %i : index
    %sc = arith.mulf %a, %scale : f32
    %r = arith.select %future, %ninf, %sc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  // Softmax over j.
  %er = tensor.empty() : tensor<2x4x8xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %max = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, j) -> (b, n, i, j)>,
                       affine_map<(b, n, i, j) -> (b, n, i)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%sm : tensor<2x4x8x8xf32>) outs(%mi : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %ex = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, j) -> (b, n, i, j)>,
                       affine_map<(b, n, i, j) -> (b, n, i)>,
                       affine_map<(b, n, i, j) -> (b, n, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm, %max : tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %zi = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %den = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, j) -> (b, n, i, j)>,
                       affine_map<(b, n, i, j) -> (b, n, i)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ex : tensor<2x4x8x8xf32>) outs(%zi : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %s2: f32):
    %r = arith.addf %a, %s2 : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %p = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, j) -> (b, n, i, j)>,
                       affine_map<(b, n, i, j) -> (b, n, i)>,
                       affine_map<(b, n, i, j) -> (b, n, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ex, %den : tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %r = arith.divf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  // o[b, i, n, d] = sum_j p[b, n, i, j] * v[b, j, n, d]
  %eo = tensor.empty() : tensor<2x8x4x8xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x8x4x8xf32>) -> tensor<2x8x4x8xf32>
  %o = linalg.generic {
      indexing_maps = [affine_map<(b, n, i, d, j) -> (b, n, i, j)>,
                       affine_map<(b, n, i, d, j) -> (b, j, n, d)>,
                       affine_map<(b, n, i, d, j) -> (b, i, n, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v4 : tensor<2x4x8x8xf32>, tensor<2x8x4x8xf32>) outs(%zo : tensor<2x8x4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %acc: f32):
    %m = arith.mulf %a, %c : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x4x8xf32>
  %o3 = tensor.collapse_shape %o [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
  %attn = func.call @project(%o3, %wo) : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
  %ex3 = tensor.empty() : tensor<2x8x32xf32>
  %x2 = linalg.generic {indexing_maps = [#x3, #x3, #x3],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %attn : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%ex3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %o2: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x8x32xf32>

  // MLP.
  %h2 = func.call @layernorm(%x2, %ln2g, %ln2b)
      : (tensor<2x8x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x8x32xf32>
  %em = tensor.empty() : tensor<2x8x128xf32>
  %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
  %m1 = linalg.generic {
      indexing_maps = [affine_map<(b, s, f, h) -> (b, s, h)>,
                       affine_map<(b, s, f, h) -> (h, f)>,
                       affine_map<(b, s, f, h) -> (b, s, f)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%h2, %w1 : tensor<2x8x32xf32>, tensor<32x128xf32>) outs(%zm : tensor<2x8x128xf32>) {
  ^bb0(%a: f32, %c: f32, %acc: f32):
    %m = arith.mulf %a, %c : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (f)>,
                       affine_map<(b, s, f) -> (b, s, f)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%m1, %b1 : tensor<2x8x128xf32>, tensor<128xf32>) outs(%em : tensor<2x8x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o2: f32):
    %u = arith.addf %a, %c : f32
    %sc = arith.mulf %u, %rsqrt2 : f32
    %erf = math.erf %sc : f32
    %pl = arith.addf %erf, %one : f32
    %hv = arith.mulf %u, %half : f32
    %r = arith.mulf %hv, %pl : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128xf32>
  %zd = linalg.fill ins(%zero : f32) outs(%ex3 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %m2 = linalg.generic {
      indexing_maps = [affine_map<(b, s, h, f) -> (b, s, f)>,
                       affine_map<(b, s, h, f) -> (f, h)>,
                       affine_map<(b, s, h, f) -> (b, s, h)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g, %w2 : tensor<2x8x128xf32>, tensor<128x32xf32>) outs(%zd : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %acc: f32):
    %m = arith.mulf %a, %c : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x32xf32>
  %y = linalg.generic {indexing_maps = [#x3, #x3, #col3, #x3],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x2, %m2, %b2 : tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<32xf32>)
      outs(%ex3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %d: f32, %o2: f32):
    %u = arith.addf %a, %c : f32
    %r = arith.addf %u, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x8x32xf32>
  return %y : tensor<2x8x32xf32>
}
