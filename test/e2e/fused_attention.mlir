// Attention's chain as the code generator fuses it (AttentionMatch.h):
// one kernel that walks the keys in blocks with an online softmax, checked
// against upstream's lowering under mlir-runner (the oracle) on seeded
// random inputs. The shapes cross the host kernel's blocks: 40 queries (a
// partial block of 64), 300 keys (two blocks of 128 and a partial one), a
// value width of 20 (not a multiple of 16).
//
// @causal is PyTorch's form: scores scaled, a padding mask added from a
// tensor and a causal mask computed from the indices (-inf above the
// diagonal shifted by 100: the last block of keys is masked out for every
// query, and skipped; the middle one's products stop at key 139, the last
// query's last), then max from -inf, exp(L - max), sum and a
// plain division. V is stored transposed ([batch, e, keys]).
// @guarded is ConvertAttention's and torch-mlir's keepdim form: no score
// modification, Q stored transposed and K by columns, the maximum (maxnumf,
// from a finite floor) and the sum kept as [..., 1], the shift and the
// division guarded. (models/gpt2.mlir's maximum is kept through an
// expand_shape.)
// @softmax_op is linalg.softmax between two linalg.batch_matmul ops (K
// read transposed through the first one's indexing maps): kernel formation
// decomposes it (a maxnumf maximum from NaN, maxnumf's identity), and the
// chain is fused all the same.
// @grouped is grouped-query attention as transformers writes it and
// torch-mlir exports it: 4 query heads share 2 key/value heads, repeated
// (materialized) per group, the scores computed per (batch, kv head, group)
// and scaled there with a bias per group (from linalg.index), then viewed
// per (batch, head) for a causal mask and the softmax. Kernel formation
// merges the (kv head, group) loops back into heads (the partitioner's
// SplitBatchDims had taken the softmax's apart as well), and the chain is
// one rank again.
// @bf16 is torch-mlir's 16-bit form: bf16 Q, K and V, the GEMMs
// accumulating in f32, the scores rounded to bf16 and scaled and masked
// there, the softmax widened to f32 and P rounded to bf16 for P V. The
// kernel reads bf16 and computes in f32 throughout (it rounds no
// intermediate), so it is checked to bf16's precision: the output's
// rounding, about 3e-3 here (the unfused chain's is 6e-3).
// @nan_score gives query 5's score of key 200 (in the third block of
// keys) a NaN: the maximum (maximumf) is NaN there, and so is the whole
// row of the output, for both batch indices; every other row is finite.
// The oracle checks that NaNs sit where mlir-runner's do.
// RUN: rm -rf %t
// RUN: shard-run %s --entry causal -o %t/causal && %oracle %s %t/causal --entry causal
// RUN: shard-run %s --entry guarded -o %t/guarded && %oracle %s %t/guarded --entry guarded
// RUN: shard-run %s --entry softmax_op -o %t/softmax_op && %oracle %s %t/softmax_op --entry softmax_op
// RUN: shard-run %s --entry grouped -o %t/grouped && %oracle %s %t/grouped --entry grouped
// RUN: shard-run %s --entry nan_score -o %t/nan_score && %oracle %s %t/nan_score --entry nan_score
// RUN: shard-run %s --entry bf16 --tolerance 1e-2 -o %t/bf16 && %oracle %s %t/bf16 --entry bf16 --tolerance 1e-2
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry softmax_op | FileCheck %s --check-prefix=SOFTMAX
// SOFTMAX: k0: attention m=16 n=24 d=32 e=40 batch=[8] b0 b1^T b2 -> b3
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry causal | FileCheck %s --check-prefix=CAUSAL
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry guarded | FileCheck %s --check-prefix=GUARDED
// CAUSAL: plan @causal: 1 kernels, arena 0 bytes (0 without reuse)
// CAUSAL: k0: attention m=40 n=300 d=24 e=20 batch=[2] b0 b1^T b2^T mod(b3) block-mask -> b4
// With --unfused-attention the chain stays as it came: the scores stored
// (b4, 2 x 40 x 300 f32 in the arena), two GEMMs and seven loop nests.
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry causal --unfused-attention | FileCheck %s --check-prefix=UNFUSED
// UNFUSED: plan @causal: 9 kernels, arena 96512 bytes (97024 without reuse)
// UNFUSED: k0: gemm m=40 n=300 k=24 batch=[2] b0 lda=24 b1^T ldb=24 -> b4 ldc=300 beta=0
// UNFUSED: k8: gemm m=40 n=20 k=300 batch=[2] b4 lda=300 b2^T ldb=300 -> b7 ldc=20 beta=0
// GUARDED: plan @guarded: 1 kernels, arena 0 bytes (0 without reuse)
// GUARDED: k0: attention m=40 n=300 d=24 e=20 batch=[2] b0^T b1 b2 -> b3 zero-empty-rows
// The repeated keys and values (k0, k1) are the model's own copies.
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry grouped | FileCheck %s --check-prefix=GROUPED
// GROUPED: plan @grouped: 3 kernels, arena 422400 bytes (422400 without reuse)
// GROUPED: k0: loop 5 parallel 0 reduction (2, 2, 2, 300, 24) b1 -> b3
// GROUPED: k1: loop 5 parallel 0 reduction (2, 2, 2, 300, 20) b2 -> b4
// GROUPED: k2: attention m=40 n=300 d=24 e=20 batch=[2, 4] b0 b3^T b4 mod block-mask -> b5
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry nan_score | FileCheck %s --check-prefix=NAN
// NAN: k0: attention m=40 n=300 d=24 e=20 batch=[2] b0 b1^T b2^T mod(b3) -> b4
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry bf16 | FileCheck %s --check-prefix=BF16
// BF16: plan @bf16: 2 kernels, arena 6400 bytes (6400 without reuse)
// BF16: k0: attention m=40 n=300 d=24 e=20 batch=[2] b0 b1^T b2 mod block-mask -> b3
// BF16: k1: loop 3 parallel 0 reduction (2, 40, 20) b3 -> b4

#qk = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
#pvT = [affine_map<(b, i, c, j) -> (b, i, j)>, affine_map<(b, i, c, j) -> (b, c, j)>, affine_map<(b, i, c, j) -> (b, i, c)>]
#qTk = [affine_map<(b, i, j, t) -> (b, t, i)>, affine_map<(b, i, j, t) -> (b, t, j)>, affine_map<(b, i, j, t) -> (b, i, j)>]
#pv = [affine_map<(b, i, c, j) -> (b, i, j)>, affine_map<(b, i, c, j) -> (b, j, c)>, affine_map<(b, i, c, j) -> (b, i, c)>]
#all = affine_map<(b, i, j) -> (b, i, j)>
#row = affine_map<(b, i, j) -> (b, i)>
#key = affine_map<(b, i, j) -> (b, j)>
#keep = affine_map<(b, i, j) -> (b, i, 0)>
#contract = ["parallel", "parallel", "parallel", "reduction"]
#elementwise = ["parallel", "parallel", "parallel"]
#rows = ["parallel", "parallel", "reduction"]

func.func @causal(%q: tensor<2x40x24xf32>, %k: tensor<2x300x24xf32>,
                  %vt: tensor<2x20x300xf32>, %pad: tensor<2x300xf32>)
    -> tensor<2x40x20xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.2041241452 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xf32>, tensor<2x300x24xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %le = tensor.empty() : tensor<2x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all, #key, #all], iterator_types = #elementwise}
      ins(%s, %pad : tensor<2x40x300xf32>, tensor<2x300xf32>) outs(%le : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %p: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c100 = arith.constant 100 : index
    %limit = arith.addi %i, %c100 : index
    %future = arith.cmpi ugt, %j, %limit : index
    %scaled = arith.mulf %x, %scale : f32
    %padded = arith.addf %scaled, %p : f32
    %r = arith.select %future, %ninf, %padded : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%l : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%l, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %oe = tensor.empty() : tensor<2x40x20xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %out = linalg.generic {indexing_maps = #pvT, iterator_types = #contract}
      ins(%p, %vt : tensor<2x40x300xf32>, tensor<2x20x300xf32>) outs(%oz : tensor<2x40x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x20xf32>
  return %out : tensor<2x40x20xf32>
}

func.func @guarded(%qt: tensor<2x24x40xf32>, %kt: tensor<2x24x300xf32>,
                   %v: tensor<2x300x20xf32>) -> tensor<2x40x20xf32> {
  %zero = arith.constant 0.0 : f32
  %floor = arith.constant -3.40282347E+38 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qTk, iterator_types = #contract}
      ins(%qt, %kt : tensor<2x24x40xf32>, tensor<2x24x300xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %ke = tensor.empty() : tensor<2x40x1xf32>
  %mi = linalg.fill ins(%floor : f32) outs(%ke : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %max1 = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%s : tensor<2x40x300xf32>) outs(%mi : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maxnumf %o, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#keep, #all, #all], iterator_types = #elementwise}
      ins(%max1, %s : tensor<2x40x1xf32>, tensor<2x40x300xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%m: f32, %x: f32, %o: f32):
    %none = arith.cmpf oeq, %m, %ninf : f32
    %shift = arith.select %none, %zero, %m : f32
    %d = arith.subf %x, %shift : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%ke : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %sum = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %o, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #keep, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40x1xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %none = arith.cmpf oeq, %t, %zero : f32
    %q = arith.divf %x, %t : f32
    %r = arith.select %none, %zero, %q : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %oe = tensor.empty() : tensor<2x40x20xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %out = linalg.generic {indexing_maps = #pv, iterator_types = #contract}
      ins(%p, %v : tensor<2x40x300xf32>, tensor<2x300x20xf32>) outs(%oz : tensor<2x40x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x20xf32>
  return %out : tensor<2x40x20xf32>
}

func.func @softmax_op(%q: tensor<8x16x32xf32>, %k: tensor<8x24x32xf32>,
                      %v: tensor<8x24x40xf32>) -> tensor<8x16x40xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<8x16x24xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<8x16x24xf32>) -> tensor<8x16x24xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
      ins(%q, %k : tensor<8x16x32xf32>, tensor<8x24x32xf32>) outs(%sz : tensor<8x16x24xf32>) -> tensor<8x16x24xf32>
  %pe = tensor.empty() : tensor<8x16x24xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x16x24xf32>) outs(%pe : tensor<8x16x24xf32>) -> tensor<8x16x24xf32>
  %oe = tensor.empty() : tensor<8x16x40xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<8x16x40xf32>) -> tensor<8x16x40xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x16x24xf32>, tensor<8x24x40xf32>) outs(%oz : tensor<8x16x40xf32>) -> tensor<8x16x40xf32>
  return %o : tensor<8x16x40xf32>
}

#gqk = [affine_map<(b, h, g, i, j, t) -> (b, h, g, i, t)>, affine_map<(b, h, g, i, j, t) -> (b, h, g, j, t)>, affine_map<(b, h, g, i, j, t) -> (b, h, g, i, j)>]
#g5 = affine_map<(b, h, g, i, j) -> (b, h, g, i, j)>
#kv5 = affine_map<(b, h, g, j, c) -> (b, h, j, c)>
#rep5 = affine_map<(b, h, g, j, c) -> (b, h, g, j, c)>
#all4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row4 = affine_map<(b, h, i, j) -> (b, h, i)>
#gpv = [affine_map<(b, h, i, c, j) -> (b, h, i, j)>, affine_map<(b, h, i, c, j) -> (b, h, j, c)>, affine_map<(b, h, i, c, j) -> (b, h, i, c)>]
#parallel5 = ["parallel", "parallel", "parallel", "parallel", "parallel"]
#contract5 = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]
#elementwise4 = ["parallel", "parallel", "parallel", "parallel"]
#rows4 = ["parallel", "parallel", "parallel", "reduction"]
#contract4 = ["parallel", "parallel", "parallel", "parallel", "reduction"]

func.func @grouped(%q: tensor<2x4x40x24xf32>, %k: tensor<2x2x300x24xf32>,
                   %v: tensor<2x2x300x20xf32>) -> tensor<2x4x40x20xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.2041241452 : f32
  %q5 = tensor.expand_shape %q [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 40, 24]
      : tensor<2x4x40x24xf32> into tensor<2x2x2x40x24xf32>
  %ke = tensor.empty() : tensor<2x2x2x300x24xf32>
  %k5 = linalg.generic {indexing_maps = [#kv5, #rep5], iterator_types = #parallel5}
      ins(%k : tensor<2x2x300x24xf32>) outs(%ke : tensor<2x2x2x300x24xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x2x2x300x24xf32>
  %se = tensor.empty() : tensor<2x2x2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x2x2x40x300xf32>) -> tensor<2x2x2x40x300xf32>
  %s = linalg.generic {indexing_maps = #gqk, iterator_types = #contract5}
      ins(%q5, %k5 : tensor<2x2x2x40x24xf32>, tensor<2x2x2x300x24xf32>) outs(%sz : tensor<2x2x2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x2x40x300xf32>
  %ls = linalg.generic {indexing_maps = [#g5, #g5], iterator_types = #parallel5}
      ins(%s : tensor<2x2x2x40x300xf32>) outs(%se : tensor<2x2x2x40x300xf32>) {
  ^bb0(%x: f32, %o: f32):
    %g = linalg.index 2 : index
    %gi = arith.index_cast %g : index to i64
    %gf = arith.sitofp %gi : i64 to f32
    %half = arith.constant 0.5 : f32
    %bias = arith.mulf %gf, %half : f32
    %scaled = arith.mulf %x, %scale : f32
    %r = arith.addf %scaled, %bias : f32
    linalg.yield %r : f32
  } -> tensor<2x2x2x40x300xf32>
  %sc = tensor.collapse_shape %ls [[0], [1, 2], [3], [4]]
      : tensor<2x2x2x40x300xf32> into tensor<2x4x40x300xf32>
  %le = tensor.empty() : tensor<2x4x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all4, #all4], iterator_types = #elementwise4}
      ins(%sc : tensor<2x4x40x300xf32>) outs(%le : tensor<2x4x40x300xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c100 = arith.constant 100 : index
    %limit = arith.addi %i, %c100 : index
    %future = arith.cmpi ugt, %j, %limit : index
    %r = arith.select %future, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x40x300xf32>
  %me = tensor.empty() : tensor<2x4x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x4x40xf32>) -> tensor<2x4x40xf32>
  %max = linalg.generic {indexing_maps = [#all4, #row4], iterator_types = #rows4}
      ins(%l : tensor<2x4x40x300xf32>) outs(%mi : tensor<2x4x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x4x40xf32>
  %e = linalg.generic {indexing_maps = [#all4, #row4, #all4], iterator_types = #elementwise4}
      ins(%l, %max : tensor<2x4x40x300xf32>, tensor<2x4x40xf32>) outs(%le : tensor<2x4x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x4x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x4x40xf32>) -> tensor<2x4x40xf32>
  %sum = linalg.generic {indexing_maps = [#all4, #row4], iterator_types = #rows4}
      ins(%e : tensor<2x4x40x300xf32>) outs(%sumz : tensor<2x4x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x4x40xf32>
  %p = linalg.generic {indexing_maps = [#all4, #row4, #all4], iterator_types = #elementwise4}
      ins(%e, %sum : tensor<2x4x40x300xf32>, tensor<2x4x40xf32>) outs(%le : tensor<2x4x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x4x40x300xf32>
  %ve = tensor.empty() : tensor<2x2x2x300x20xf32>
  %v5 = linalg.generic {indexing_maps = [#kv5, #rep5], iterator_types = #parallel5}
      ins(%v : tensor<2x2x300x20xf32>) outs(%ve : tensor<2x2x2x300x20xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x2x2x300x20xf32>
  %vc = tensor.collapse_shape %v5 [[0], [1, 2], [3], [4]]
      : tensor<2x2x2x300x20xf32> into tensor<2x4x300x20xf32>
  %oe = tensor.empty() : tensor<2x4x40x20xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x4x40x20xf32>) -> tensor<2x4x40x20xf32>
  %out = linalg.generic {indexing_maps = #gpv, iterator_types = #contract4}
      ins(%p, %vc : tensor<2x4x40x300xf32>, tensor<2x4x300x20xf32>) outs(%oz : tensor<2x4x40x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x40x20xf32>
  return %out : tensor<2x4x40x20xf32>
}

func.func @bf16(%q: tensor<2x40x24xbf16>, %k: tensor<2x300x24xbf16>,
                %v: tensor<2x300x20xbf16>) -> tensor<2x40x20xbf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.2041241452 : f64
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xbf16>, tensor<2x300x24xbf16>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %be = tensor.empty() : tensor<2x40x300xbf16>
  %sb = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%s : tensor<2x40x300xf32>) outs(%be : tensor<2x40x300xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x300xbf16>
  %ls = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%sb : tensor<2x40x300xbf16>) outs(%be : tensor<2x40x300xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c100 = arith.constant 100 : index
    %limit = arith.addi %i, %c100 : index
    %future = arith.cmpi ugt, %j, %limit : index
    %c = arith.truncf %scale : f64 to bf16
    %scaled = arith.mulf %x, %c : bf16
    %ninfb = arith.constant 0xFF80 : bf16
    %r = arith.select %future, %ninfb, %scaled : bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x300xbf16>
  %le = tensor.empty() : tensor<2x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%ls : tensor<2x40x300xbf16>) outs(%le : tensor<2x40x300xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40x1xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %max = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%l : tensor<2x40x300xf32>) outs(%mi : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #keep, #all], iterator_types = #elementwise}
      ins(%l, %max : tensor<2x40x300xf32>, tensor<2x40x1xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %sum = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #keep, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40x1xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %pb = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%p : tensor<2x40x300xf32>) outs(%be : tensor<2x40x300xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x300xbf16>
  %oe = tensor.empty() : tensor<2x40x20xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %out = linalg.generic {indexing_maps = #pv, iterator_types = #contract}
      ins(%pb, %v : tensor<2x40x300xbf16>, tensor<2x300x20xbf16>) outs(%oz : tensor<2x40x20xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x20xf32>
  %ob = tensor.empty() : tensor<2x40x20xbf16>
  %res = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%out : tensor<2x40x20xf32>) outs(%ob : tensor<2x40x20xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x20xbf16>
  return %res : tensor<2x40x20xbf16>
}

func.func @nan_score(%q: tensor<2x40x24xf32>, %k: tensor<2x300x24xf32>,
                  %vt: tensor<2x20x300xf32>, %pad: tensor<2x300xf32>)
    -> tensor<2x40x20xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.2041241452 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xf32>, tensor<2x300x24xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %le = tensor.empty() : tensor<2x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all, #key, #all], iterator_types = #elementwise}
      ins(%s, %pad : tensor<2x40x300xf32>, tensor<2x300xf32>) outs(%le : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %p: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c5 = arith.constant 5 : index
    %c200 = arith.constant 200 : index
    %row = arith.cmpi eq, %i, %c5 : index
    %col = arith.cmpi eq, %j, %c200 : index
    %at = arith.andi %row, %col : i1
    %nan = arith.constant 0x7FC00000 : f32
    %scaled = arith.mulf %x, %scale : f32
    %padded = arith.addf %scaled, %p : f32
    %r = arith.select %at, %nan, %padded : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%l : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%l, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %oe = tensor.empty() : tensor<2x40x20xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %out = linalg.generic {indexing_maps = #pvT, iterator_types = #contract}
      ins(%p, %vt : tensor<2x40x300xf32>, tensor<2x20x300xf32>) outs(%oz : tensor<2x40x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x20xf32>
  return %out : tensor<2x40x20xf32>
}
