//===- HostAttentionBackward.h - attention's backward, host -*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): a header-only kernel that host
// programs instantiate with their score modification and its backward
// inlined.
//
// For each batch index, from Q, K, V and dO, with P = softmax(mod(Q K^T))
// made again as the forward kernel makes it (HostAttention.h):
//
//   dP = dO V^T,  t = product(dP, P),  r_i = sum_j t_ij,
//   dS = grad(t, P, r, ...)
//   dV = P^T dO,  dQ = dS K,   dK = dS^T Q
//
// where product (dP * P) and grad (softmax's backward P (dP - r) = t - P r
// and the score modification's: a scale, a mask's zeros) are the model's
// elementwise ops, inlined. It runs a block of kRows queries at a time:
// the block's scores and dO V^T against every key, kept as two strips of
// kRows x n (never S x S), the softmax's maximum and sum over the strip
// (the unfused chain's two passes), P, t, r and dS in place, then dV, dK
// and the block's dQ accumulated in f32, a block of kKeys keys at a time.
// Five products of the scores' size, as FlashAttention-2's backward runs.
//
// Rows the model leaves NaN (a whole row masked, without the shift's
// guard) or zero (`zeroEmptyRows`) are NaN or zero in P here too. Keys
// that every row of a block masks get P = 0 and dP = 0 (dP is not
// computed there), which differs from the unfused chain only where V or
// dO holds an infinity or a NaN; a block whose P and dS are zeros
// throughout adds nothing and its products are skipped. The products run
// on the forward kernel's register tiles; the operands are packed once
// per batch index. Batch indices are the parallel tasks.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_HOSTATTENTIONBACKWARD_H
#define SHARD_RUNTIME_HOSTATTENTIONBACKWARD_H

#include "runtime/HostAttention.h"

#include <vector>

namespace shardrt {

namespace attention_detail {

/// A (rows x cols) matrix of `op` at `base` as f32 rows of `cols`
/// (row-major, lda cols), zeros past `rows` up to `padded`.
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
packRows(const AttentionOperand &op, const void *base, int64_t rows,
         int64_t cols, int64_t padded, float *out) {
  std::fill(out + rows * cols, out + padded * cols, 0.0f);
  withMatrix(op, base, [&](auto at) {
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c)
        out[r * cols + c] = at(r, c);
  });
}

/// The transpose of a (rows x cols) matrix of `op` at `base` as f32 rows:
/// out[c * paddedRows + r], zeros past the matrix up to paddedCols rows of
/// paddedRows.
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
packTransposed(const AttentionOperand &op, const void *base, int64_t rows,
               int64_t cols, int64_t paddedRows, int64_t paddedCols,
               float *out) {
  std::fill(out, out + paddedRows * paddedCols, 0.0f);
  withMatrix(op, base, [&](auto at) {
    for (int64_t c = 0; c < cols; ++c)
      for (int64_t r = 0; r < rows; ++r)
        out[c * paddedRows + r] = at(r, c);
  });
}

/// Writes the f32 (rows x cols) accumulator `acc` (leading dim ld), or
/// the transpose of one stored (cols x rows) when `transposed`, to `op`'s
/// matrix at `out`.
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
storeMatrix(const AttentionOperand &op, float *out, int64_t rows, int64_t cols,
            const float *acc, int64_t ld, bool transposed) {
  const int64_t rowStride = op.byRows ? op.ld : 1;
  const int64_t colStride = op.byRows ? 1 : op.ld;
  const int64_t accRow = transposed ? 1 : ld, accCol = transposed ? ld : 1;
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      out[r * rowStride + c * colStride] = acc[r * accRow + c * accCol];
}

/// One batch index's packed operands and accumulators, and one block of
/// queries' strips of scores and of dO V^T (kRows x all keys), with one
/// key block's transposed P and dS: about (m + n) (2 d + 2 e) + 2 kRows n
/// floats a thread, in place of S x S per head.
struct BackwardScratch {
  explicit BackwardScratch(const AttentionBackwardDesc &desc)
      : mp(roundUp(desc.m, kRows)), np(roundUp(desc.n, kKeys)),
        dp(roundUp(desc.d, kColumns)), ep(roundUp(desc.e, kColumns)) {
    const int64_t d = desc.d, e = desc.e, tile = kRows * kKeys,
                  strip = kRows * np;
    float **slots[] = {&qRows,  &kt,        &gradRows, &vt,      &gradT,
                       &queryT, &keyStrips, &dq,       &dkT,     &dvT,
                       &s,      &dpStrip,   &pStrips,  &dsStrips};
    const int64_t sizes[] = {mp * d,  d * np,  mp * e,  e * np,  ep * mp,
                             dp * mp, np * dp, mp * dp, dp * np, ep * np,
                             strip,   strip,   tile,    tile};
    static_assert(sizeof(slots) / sizeof(*slots) ==
                  sizeof(sizes) / sizeof(*sizes));
    int64_t total = 0;
    for (int64_t size : sizes)
      total += size;
    memory.resize(size_t(total));
    float *at = memory.data();
    for (size_t i = 0; i < sizeof(sizes) / sizeof(*sizes); ++i) {
      *slots[i] = at;
      at += sizes[i];
    }
  }

  int64_t mp, np, dp, ep;
  std::vector<float> memory;
  float *qRows, *kt, *gradRows, *vt, *gradT, *queryT, *keyStrips;
  float *dq, *dkT, *dvT, *s, *dpStrip, *pStrips, *dsStrips;
};

/// One batch index's gradients, a block of kRows queries at a time: its
/// scores and dO V^T against every key (kept as strips), the softmax's
/// maximum and sum over the strip, P, t, r and dS in place, then the
/// three products key block by key block.
template <typename ScoreMod, typename Masked, typename Product, typename Grad>
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
attentionBackwardTask(const AttentionBackwardDesc &desc, int64_t flat,
                      BackwardScratch &w, const void *q, const void *k,
                      const void *v, const void *dO, const void *dOForV,
                      const void *kForQ, const void *qForK, float *dq,
                      float *dk, float *dv, ScoreMod mod, Masked masked,
                      Product product, Grad grad) {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
  const int64_t m = desc.m, n = desc.n, d = desc.d, e = desc.e;
  const int64_t mp = w.mp, np = w.np, dp = w.dp, ep = w.ep;
  int64_t index[AttentionDesc::kMaxBatchDims] = {};
  for (int b = desc.batchDims - 1; b >= 0; --b) {
    index[b] = flat % desc.batch[b];
    flat /= desc.batch[b];
  }
  auto at = [&](const AttentionOperand &op, const void *base) {
    return attentionAdvance(op.type, base, op.base(index, desc.batchDims));
  };
  packRows(desc.q, at(desc.q, q), m, d, mp, w.qRows);
  packStrips(desc.k, at(desc.k, k), n, d, /*transpose=*/true, d, np, w.kt);
  packRows(desc.gradOut, at(desc.gradOut, dO), m, e, mp, w.gradRows);
  packStrips(desc.v, at(desc.v, v), n, e, /*transpose=*/true, e, np, w.vt);
  packTransposed(desc.gradOutForV, at(desc.gradOutForV, dOForV), m, e, mp, ep,
                 w.gradT);
  packTransposed(desc.queriesForK, at(desc.queriesForK, qForK), m, d, mp, dp,
                 w.queryT);
  packStrips(desc.keysForQ, at(desc.keysForQ, kForQ), n, d, false, np, dp,
             w.keyStrips);
  std::fill(w.dq, w.dq + mp * dp, 0.0f);
  std::fill(w.dkT, w.dkT + dp * np, 0.0f);
  std::fill(w.dvT, w.dvT + ep * np, 0.0f);

  for (int64_t i0 = 0; i0 < m; i0 += kRows) {
    const int64_t rows = std::min(kRows, m - i0);
    // The strips: scores (mod applied; -inf past a block's open keys and
    // past n) and dO V^T (0 where not computed).
    for (int64_t j0 = 0; j0 < np; j0 += kKeys) {
      const int64_t keys =
          openKeysOf(index, i0, rows, j0, std::min(kKeys, n - j0), masked);
      if (keys) {
        tileProduct(w.qRows + i0 * d, d, w.kt + j0 * d, d * kColumns, w.s + j0,
                    np, kRows, roundUp(keys, kColumns), d,
                    /*accumulate=*/false);
        tileProduct(w.gradRows + i0 * e, e, w.vt + j0 * e, e * kColumns,
                    w.dpStrip + j0, np, kRows, roundUp(keys, kColumns), e,
                    false);
      }
      for (int64_t r = 0; r < rows; ++r) {
        float *sr = w.s + r * np + j0, *dpr = w.dpStrip + r * np + j0;
#pragma omp simd
        for (int64_t c = 0; c < keys; ++c)
          sr[c] = mod(index, i0 + r, j0 + c, sr[c]);
        for (int64_t c = keys; c < kKeys; ++c) {
          sr[c] = -kInf;
          dpr[c] = 0.0f;
        }
      }
    }
    // Each row: the softmax over the strip (the forward's rules), then P,
    // t, r and dS in place (P over the scores, dS over dO V^T).
    for (int64_t r = 0; r < rows; ++r) {
      const int64_t i = i0 + r;
      float *sr = w.s + r * np, *dpr = w.dpStrip + r * np;
      float mx = desc.maxInit;
      bool nan = false;
      for (int64_t j0 = 0; j0 < np; j0 += kKeys) {
        bool blockNaN = false;
        mx = rowMaximum(sr + j0, mx, blockNaN);
        nan = nan || blockNaN;
      }
      if (nan && desc.maxPropagatesNaN)
        mx = kNaN;
      const float shift = mx == -kInf ? 0.0f : mx;
#pragma omp simd
      for (int64_t c = 0; c < np; ++c)
        sr[c] = shardrt_expf(sr[c] - shift);
      float l = 0.0f;
#pragma omp simd reduction(+ : l)
      for (int64_t c = 0; c < np; ++c)
        l += sr[c];
      if (!desc.guardedShift && mx == -kInf)
        std::fill(sr, sr + n, kNaN);
      else if (desc.zeroEmptyRows && l == 0.0f)
        std::fill(sr, sr + n, 0.0f);
      else
#pragma omp simd
        for (int64_t c = 0; c < n; ++c)
          sr[c] /= l;
      float rowGrad = 0.0f;
#pragma omp simd reduction(+ : rowGrad)
      for (int64_t c = 0; c < n; ++c) {
        dpr[c] = product(index, i, c, dpr[c], sr[c]);
        rowGrad += dpr[c];
      }
#pragma omp simd
      for (int64_t c = 0; c < n; ++c)
        dpr[c] = grad(index, i, c, dpr[c], sr[c], rowGrad);
      for (int64_t c = n; c < np; ++c)
        sr[c] = dpr[c] = 0.0f;
    }
    // The products, a key block at a time: dV^T += dO^T P and dK^T +=
    // Q^T dS with P and dS in strips of kColumns keys, dQ += dS K. A
    // block whose P and dS are zeros throughout (masked out) adds nothing.
    for (int64_t r = rows; r < kRows; ++r)
      std::fill(w.dpStrip + r * np, w.dpStrip + (r + 1) * np, 0.0f);
    for (int64_t j0 = 0; j0 < n; j0 += kKeys) {
      int nonzero = 0;
      for (int64_t r = 0; r < kRows; ++r) {
        const float *pr = w.s + r * np + j0, *dsr = w.dpStrip + r * np + j0;
        for (int64_t x = 0; x < kKeys; x += kColumns) {
          float *pTo = w.pStrips + x * kRows + r * kColumns;
          float *dsTo = w.dsStrips + x * kRows + r * kColumns;
          if (r < rows)
            std::memcpy(pTo, pr + x, sizeof(float) * kColumns);
          else
            std::fill(pTo, pTo + kColumns, 0.0f);
          std::memcpy(dsTo, dsr + x, sizeof(float) * kColumns);
        }
        if (r < rows) {
#pragma omp simd reduction(| : nonzero)
          for (int64_t c = 0; c < kKeys; ++c)
            nonzero |= (pr[c] != 0.0f) | (dsr[c] != 0.0f);
        }
      }
      if (!nonzero)
        continue;
      tileProduct(w.gradT + i0, mp, w.pStrips, kRows * kColumns, w.dvT + j0, np,
                  ep, kKeys, kRows, /*accumulate=*/true);
      tileProduct(w.queryT + i0, mp, w.dsStrips, kRows * kColumns, w.dkT + j0,
                  np, dp, kKeys, kRows, true);
      tileProduct(w.dpStrip + j0, np, w.keyStrips + j0 * kColumns,
                  np * kColumns, w.dq + i0 * dp, dp, kRows, dp, kKeys, true);
    }
  }
  storeMatrix(desc.gradQueries,
              dq + desc.gradQueries.base(index, desc.batchDims), m, d, w.dq, dp,
              /*transposed=*/false);
  storeMatrix(desc.gradKeys, dk + desc.gradKeys.base(index, desc.batchDims), n,
              d, w.dkT, np, /*transposed=*/true);
  storeMatrix(desc.gradValues, dv + desc.gradValues.base(index, desc.batchDims),
              n, e, w.dvT, np, /*transposed=*/true);
}

} // namespace attention_detail

/// Runs attention's backward pass as `desc` says. `mod` and `masked` are
/// the forward kernel's (attention()); `product(batch, i, j, dp, p)` is t
/// at query i and key j from dP and P (the model's dP * P, in its types),
/// and `grad(batch, i, j, t, p, r)` dS from t, P and the row's r.
template <typename ScoreMod, typename Masked, typename Product, typename Grad>
void attentionBackward(const AttentionBackwardDesc &desc, const void *q,
                       const void *k, const void *v, const void *dO,
                       const void *dOForV, const void *kForQ, const void *qForK,
                       float *dq, float *dk, float *dv, ScoreMod mod,
                       Masked masked, Product product, Grad grad) {
  using namespace attention_detail;
  int64_t batches = 1;
  for (int i = 0; i < desc.batchDims; ++i)
    batches *= desc.batch[i];
#pragma omp parallel
  {
    BackwardScratch scratch(desc);
#pragma omp for schedule(dynamic)
    for (int64_t b = 0; b < batches; ++b)
      attentionBackwardTask(desc, b, scratch, q, k, v, dO, dOForV, kForQ, qForK,
                            dq, dk, dv, mod, masked, product, grad);
  }
}

} // namespace shardrt

#endif // SHARD_RUNTIME_HOSTATTENTIONBACKWARD_H
