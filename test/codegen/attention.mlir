// Attention's chain as one kernel (AttentionMatch.h): what both targets
// print for it, and the chains that stay as they are. e2e/fused_attention
// runs the fused kernels against mlir-runner.
// RUN: shard-translate --emit-plan %s --split-input-file | FileCheck %s --check-prefix=PLAN
// RUN: shard-translate --emit-cpp %s --split-input-file | FileCheck %s --check-prefix=HOST
// RUN: shard-translate --emit-cuda %s --split-input-file | FileCheck %s --check-prefix=CUDA

// A causal mask from the indices and a padding mask from a tensor, then
// linalg.softmax (whose decomposition takes the maximum with maxnumf): the
// score modification is printed once as the callback, and once more (with
// a score of 0, its dead code the compiler's to drop) as the block mask.
// PLAN-LABEL: plan @causal_padded
// PLAN: k0: attention m=16 n=24 d=32 e=32 batch=[4] b0 b1^T b2 mod(b3) block-mask -> b4
// HOST-LABEL: from @causal_padded
// HOST:      // kernel 0: attention 16x24, d 32, e 32, batch {4}
// HOST:        d.m = 16, d.n = 24, d.d = 32, d.e = 32;
// HOST-NEXT:   d.ldq = 32, d.ldk = 32, d.ldv = 32, d.ldo = 32;
// HOST-NEXT:   d.transQ = false, d.keysByRow = true, d.transV = false;
// HOST:        d.maxPropagatesNaN = false;
// HOST-NEXT:   d.guardedShift = false, d.zeroEmptyRows = false;
// HOST:      shardrt::attention(d, p0, p1, p2, p4,
// HOST-NEXT:   [&](const int64_t *x, int64_t i, int64_t j, float s) {
// HOST-NEXT:     const int64_t v0 = i;
// HOST-NEXT:     const int64_t v1 = j;
// HOST-NEXT:     const bool v2 = ((uint64_t)v1 > (uint64_t)v0);
// HOST-NEXT:     const float v3 = (s * 0x1.6a09e6p-3f);
// HOST-NEXT:     const float v4 = (v3 + p3[x[0] * 24 + j]);
// HOST-NEXT:     const float v5 = (v2 ? -float(INFINITY) : v4);
// HOST-NEXT:     return float(v5);
// HOST-NEXT:   },
// HOST-NEXT:   [&](const int64_t *x, int64_t i, int64_t j) {
// HOST:          return bool(v2) == true;
// CUDA-LABEL: from @causal_padded
// CUDA:      __global__ void k0(
// CUDA:      shardrt::cuda::attention(d, p0, p1, p2, p4,
// CUDA:      SHARDRT_TRY(shardrt::cuda::launch("k0", k0, 2048, stream, b0, b1, b2, b3, b4));
func.func @causal_padded(%q: tensor<4x16x32xf32>, %k: tensor<4x24x32xf32>,
                         %v: tensor<4x24x32xf32>, %pad: tensor<4x24xf32>)
    -> tensor<4x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.1767766953 : f32
  %se = tensor.empty() : tensor<4x16x24xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
      ins(%q, %k : tensor<4x16x32xf32>, tensor<4x24x32xf32>) outs(%sz : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %le = tensor.empty() : tensor<4x16x24xf32>
  %l = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %pad : tensor<4x16x24xf32>, tensor<4x24xf32>) outs(%le : tensor<4x16x24xf32>) {
  ^bb0(%x: f32, %p: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %future = arith.cmpi ugt, %j, %i : index
    %scaled = arith.mulf %x, %scale : f32
    %padded = arith.addf %scaled, %p : f32
    %r = arith.select %future, %ninf, %padded : f32
    linalg.yield %r : f32
  } -> tensor<4x16x24xf32>
  %pe = tensor.empty() : tensor<4x16x24xf32>
  %p = linalg.softmax dimension(2) ins(%l : tensor<4x16x24xf32>) outs(%pe : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %oe = tensor.empty() : tensor<4x16x32xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x16x24xf32>, tensor<4x24x32xf32>) outs(%oz : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  return %o : tensor<4x16x32xf32>
}

// -----

// The probabilities are a result too (as a training step's forward keeps
// them for its backward pass): nothing is fused.
// PLAN-LABEL: plan @probs_returned
// PLAN: k0: gemm m=16 n=24 k=32 batch=[4] b0 lda=32 b1^T ldb=32
// PLAN-NOT: attention
// PLAN: gemm m=16 n=32 k=24 batch=[4]
func.func @probs_returned(%q: tensor<4x16x32xf32>, %k: tensor<4x24x32xf32>,
                          %v: tensor<4x24x32xf32>)
    -> (tensor<4x16x32xf32>, tensor<4x16x24xf32>) {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<4x16x24xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
      ins(%q, %k : tensor<4x16x32xf32>, tensor<4x24x32xf32>) outs(%sz : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %pe = tensor.empty() : tensor<4x16x24xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<4x16x24xf32>) outs(%pe : tensor<4x16x24xf32>) -> tensor<4x16x24xf32>
  %oe = tensor.empty() : tensor<4x16x32xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x16x24xf32>, tensor<4x24x32xf32>) outs(%oz : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  return %o, %p : tensor<4x16x32xf32>, tensor<4x16x24xf32>
}

// -----

// Heads of 320: fused on the host; the CUDA kernel holds at most 256 values
// of a row per warp, so there the chain stays as it is.
// PLAN-LABEL: plan @wide_heads
// PLAN: k0: attention m=8 n=8 d=320 e=320 batch=[2] b0 b1^T b2 -> b3
// HOST-LABEL: from @wide_heads
// HOST: shardrt::attention(
// CUDA-LABEL: from @wide_heads
// CUDA-NOT: shardrt::cuda::attention(
// CUDA: shardrt::cuda::gemm(
func.func @wide_heads(%q: tensor<2x8x320xf32>, %k: tensor<2x8x320xf32>,
                      %v: tensor<2x8x320xf32>) -> tensor<2x8x320xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<2x8x8xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
      ins(%q, %k : tensor<2x8x320xf32>, tensor<2x8x320xf32>) outs(%sz : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %pe = tensor.empty() : tensor<2x8x8xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x8x8xf32>) outs(%pe : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oe = tensor.empty() : tensor<2x8x320xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x8x320xf32>) -> tensor<2x8x320xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x8x8xf32>, tensor<2x8x320xf32>) outs(%oz : tensor<2x8x320xf32>) -> tensor<2x8x320xf32>
  return %o : tensor<2x8x320xf32>
}

// -----

// A mask of a finite value (PyTorch's finfo.min): fused, but no block mask
// (a row masked throughout is uniform, not zero, so no block adds nothing).
// PLAN-LABEL: plan @finite_mask
// PLAN: k0: attention m=8 n=8 d=16 e=16 batch=[2] b0 b1^T b2 mod -> b3
func.func @finite_mask(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>,
                       %v: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %se = tensor.empty() : tensor<2x8x8xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
      ins(%q, %k : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%sz : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %le = tensor.empty() : tensor<2x8x8xf32>
  %l = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x8x8xf32>) outs(%le : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %future = arith.cmpi ugt, %j, %i : index
    %r = arith.select %future, %lowest, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %pe = tensor.empty() : tensor<2x8x8xf32>
  %p = linalg.softmax dimension(2) ins(%l : tensor<2x8x8xf32>) outs(%pe : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oe = tensor.empty() : tensor<2x8x16xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%oz : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %o : tensor<2x8x16xf32>
}

// -----

// 16-bit attention, its softmax in bf16 too, is fused: the kernel widens
// Q, K and V as it reads them (the desc says their types) and computes in
// f32 from there; the intermediates it never stores are not rounded to
// bf16 (the score modification is the scores' rounding, printed as their
// f32 value). O leaves in f32 and is rounded by the loop nest after it.
// PLAN-LABEL: plan @bf16
// PLAN: k0: attention m=8 n=8 d=16 e=16 batch=[2] b0 b1^T b2 mod -> b3
// PLAN-NEXT: k1: loop 3 parallel 0 reduction (2, 8, 16) b3 -> b4
// HOST-LABEL: from @bf16
// HOST:      static void k0(const uint16_t *__restrict p0, const uint16_t *__restrict p1, const uint16_t *__restrict p2, float *__restrict p3) {
// HOST:        d.transQ = false, d.keysByRow = true, d.transV = false;
// HOST-NEXT:   d.qk = shardrt::DType::BF16;
// HOST-NEXT:   d.v = shardrt::DType::BF16;
// HOST:      shardrt::attention(d, p0, p1, p2, p3,
// HOST-NEXT:   [&](const int64_t *x, int64_t i, int64_t j, float s) {
// HOST-NEXT:     const float v0 = s;
// HOST-NEXT:     return float(v0);
// CUDA-LABEL: from @bf16
// CUDA:      d.qk = shardrt::DType::BF16;
// CUDA-NEXT: d.v = shardrt::DType::BF16;
// CUDA:      shardrt::cuda::attention(d, p0, p1, p2, p3,
func.func @bf16(%q: tensor<2x8x16xbf16>, %k: tensor<2x8x16xbf16>,
                %v: tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16> {
  %zero = arith.constant 0.0 : bf16
  %se = tensor.empty() : tensor<2x8x8xbf16>
  %sz = linalg.fill ins(%zero : bf16) outs(%se : tensor<2x8x8xbf16>) -> tensor<2x8x8xbf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
      ins(%q, %k : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>) outs(%sz : tensor<2x8x8xbf16>) -> tensor<2x8x8xbf16>
  %pe = tensor.empty() : tensor<2x8x8xbf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x8x8xbf16>) outs(%pe : tensor<2x8x8xbf16>) -> tensor<2x8x8xbf16>
  %oe = tensor.empty() : tensor<2x8x16xbf16>
  %oz = linalg.fill ins(%zero : bf16) outs(%oe : tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x8x8xbf16>, tensor<2x8x16xbf16>) outs(%oz : tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
  return %o : tensor<2x8x16xbf16>
}
