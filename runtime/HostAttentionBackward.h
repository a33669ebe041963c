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
// elementwise ops, inlined. It runs in blocks of kRows queries by kKeys
// keys, so that nothing of S x S is stored beyond one block, in three
// passes over the blocks: each row's maximum and sum (the forward
// kernel's online softmax); each row's r, from the exact P; then P, t and
// dS again and the three products, accumulated in f32 per batch index.
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

/// A (rows x cols) matrix of `op` at `base` (already at its batch index),
/// as f32 rows of `cols` (row-major, lda cols), zeros past `rows` up to
/// `padded`.
inline void packRows(const AttentionOperand &op, const void *base, int64_t rows,
                     int64_t cols, int64_t padded, float *out) {
  for (int64_t r = 0; r < padded; ++r)
    for (int64_t c = 0; c < cols; ++c)
      out[r * cols + c] =
          r < rows ? attentionLoad(op.type, base, op.offset(r, c)) : 0.0f;
}

/// A (rows x cols) matrix of `op` at `base` packed for tileRows as its B:
/// strips of kColumns columns, each `paddedRows` rows of kColumns (a strip
/// is paddedRows * kColumns floats), zeros past the matrix. `transpose`
/// packs its transpose (cols x rows) instead.
inline void packStrips(const AttentionOperand &op, const void *base,
                       int64_t rows, int64_t cols, bool transpose,
                       int64_t paddedRows, int64_t paddedCols, float *out) {
  std::fill(out, out + paddedRows * paddedCols, 0.0f);
  const int64_t outRows = transpose ? cols : rows;
  const int64_t outCols = transpose ? rows : cols;
  for (int64_t r = 0; r < outRows; ++r)
    for (int64_t c = 0; c < outCols; ++c)
      out[c / kColumns * paddedRows * kColumns + r * kColumns + c % kColumns] =
          attentionLoad(op.type, base,
                        transpose ? op.offset(c, r) : op.offset(r, c));
}

/// Writes the f32 (rows x cols) accumulator `acc` (leading dim ld) to
/// `op`'s matrix at `out`.
inline void storeMatrix(const AttentionOperand &op, float *out, int64_t rows,
                        int64_t cols, const float *acc, int64_t ld) {
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      out[op.offset(r, c)] = acc[r * ld + c];
}

/// One batch index's packed operands, accumulators and per-row values,
/// and one block's S x S tiles: about (m + n) (2 d + 2 e) floats.
struct BackwardScratch {
  explicit BackwardScratch(const AttentionBackwardDesc &desc)
      : mp(roundUp(desc.m, kRows)), np(roundUp(desc.n, kKeys)),
        dp(roundUp(desc.d, kColumns)), ep(roundUp(desc.e, kColumns)) {
    const int64_t d = desc.d, e = desc.e, tile = kRows * kKeys;
    float **slots[] = {
        &qRows, &kt,  &gradRows, &vt,     &gradStrips, &queryStrips, &keyStrips,
        &dq,    &dk,  &dv,       &s,      &p,          &dpTile,      &ds,
        &pt,    &dst, &t,        &rowMax, &rowSum,     &rowGrad};
    const int64_t sizes[] = {mp * d,  d * np,  mp * e,  e * np,  mp * ep,
                             mp * dp, np * dp, mp * dp, np * dp, np * ep,
                             tile,    tile,    tile,    tile,    tile,
                             tile,    tile,    mp,      mp,      mp};
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
  float *qRows, *kt, *gradRows, *vt, *gradStrips, *queryStrips, *keyStrips;
  float *dq, *dk, *dv, *s, *p, *dpTile, *ds, *pt, *dst, *t;
  float *rowMax, *rowSum, *rowGrad;
};

/// The keys of block j0 (of `blockKeys`) up to the last one some query of
/// rows i0..i0+rows has unmasked: past it every score is -inf.
template <typename Masked>
int64_t openKeys(const int64_t *index, int64_t i0, int64_t rows, int64_t j0,
                 int64_t blockKeys, Masked masked) {
  int open = 0;
  for (int64_t r = rows - 1; r >= 0 && open < blockKeys; --r) {
    int last = 0;
#pragma omp simd reduction(max : last)
    for (int64_t c = 0; c < blockKeys; ++c)
      last = std::max(last, masked(index, i0 + r, j0 + c) ? 0 : int(c) + 1);
    open = std::max(open, last);
  }
  return open;
}

/// One batch index's gradients.
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
  packStrips(desc.gradOutForV, at(desc.gradOutForV, dOForV), m, e, false, mp,
             ep, w.gradStrips);
  packStrips(desc.queriesForK, at(desc.queriesForK, qForK), m, d, false, mp, dp,
             w.queryStrips);
  packStrips(desc.keysForQ, at(desc.keysForQ, kForQ), n, d, false, np, dp,
             w.keyStrips);
  std::fill(w.dq, w.dq + mp * dp, 0.0f);
  std::fill(w.dk, w.dk + np * dp, 0.0f);
  std::fill(w.dv, w.dv + np * ep, 0.0f);

  // One block's scores (mod applied) over its first `keys` keys, -inf
  // past them.
  auto scoreBlock = [&](int64_t i0, int64_t rows, int64_t j0, int64_t keys) {
    tileProduct(w.qRows + i0 * d, d, w.kt + j0 * d, d * kColumns, w.s, kKeys,
                kRows, roundUp(keys, kColumns), d, /*accumulate=*/false);
    for (int64_t r = 0; r < rows; ++r) {
      float *sr = w.s + r * kKeys;
#pragma omp simd
      for (int64_t c = 0; c < keys; ++c)
        sr[c] = mod(index, i0 + r, j0 + c, sr[c]);
      for (int64_t c = keys; c < kKeys; ++c)
        sr[c] = -kInf;
    }
  };
  // The block's P (the model's, from the finished maximum and sum) and t
  // = product(dP, P) over its keys, dP = dO V^T taken as 0 past the first
  // `keys` (where every row of the block is masked: P is 0 there).
  auto weightBlock = [&](int64_t i0, int64_t rows, int64_t j0,
                         int64_t blockKeys, int64_t keys) {
    if (keys) {
      scoreBlock(i0, rows, j0, keys);
      tileProduct(w.gradRows + i0 * e, e, w.vt + j0 * e, e * kColumns, w.dpTile,
                  kKeys, kRows, roundUp(keys, kColumns), e, false);
    }
    for (int64_t r = 0; r < rows; ++r) {
      const int64_t i = i0 + r;
      const float mx = w.rowMax[i], l = w.rowSum[i];
      const bool nanRow = !desc.guardedShift && mx == -kInf;
      const bool zeroRow = desc.zeroEmptyRows && l == 0.0f;
      const float shift = mx == -kInf ? 0.0f : mx;
      const float *sr = w.s + r * kKeys, *dpr = w.dpTile + r * kKeys;
      float *pr = w.p + r * kKeys, *tr = w.t + r * kKeys;
      for (int64_t c = 0; c < blockKeys; ++c) {
        const float pij = nanRow     ? kNaN
                          : zeroRow  ? 0.0f
                          : c < keys ? shardrt_expf(sr[c] - shift) / l
                                     : 0.0f;
        pr[c] = pij;
        tr[c] = product(index, i, j0 + c, c < keys ? dpr[c] : 0.0f, pij);
      }
    }
  };

  // Pass 1: each row's maximum and sum, as the forward kernel keeps them.
  for (int64_t i0 = 0; i0 < m; i0 += kRows) {
    const int64_t rows = std::min(kRows, m - i0);
    for (int64_t r = 0; r < rows; ++r) {
      w.rowMax[i0 + r] = desc.maxInit;
      w.rowSum[i0 + r] = 0.0f;
    }
    for (int64_t j0 = 0; j0 < n; j0 += kKeys) {
      const int64_t keys =
          openKeys(index, i0, rows, j0, std::min(kKeys, n - j0), masked);
      if (!keys)
        continue;
      scoreBlock(i0, rows, j0, keys);
      for (int64_t r = 0; r < rows; ++r) {
        const float *sr = w.s + r * kKeys;
        float &rowMax = w.rowMax[i0 + r];
        bool nan = false;
        float mx = rowMaximum(sr, rowMax, nan);
        if (nan && desc.maxPropagatesNaN)
          mx = kNaN;
        const float shift = mx == -kInf ? 0.0f : mx;
        const float scale = rowMax == -kInf ? 0.0f : shardrt_expf(rowMax - mx);
        float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
        for (int64_t c = 0; c < keys; ++c)
          sum += shardrt_expf(sr[c] - shift);
        w.rowSum[i0 + r] = w.rowSum[i0 + r] * scale + sum;
        rowMax = mx;
      }
    }
  }

  // Pass 2: each row's r = sum_j t_ij.
  for (int64_t i0 = 0; i0 < m; i0 += kRows) {
    const int64_t rows = std::min(kRows, m - i0);
    for (int64_t r = 0; r < rows; ++r)
      w.rowGrad[i0 + r] = 0.0f;
    for (int64_t j0 = 0; j0 < n; j0 += kKeys) {
      const int64_t blockKeys = std::min(kKeys, n - j0);
      weightBlock(i0, rows, j0, blockKeys,
                  openKeys(index, i0, rows, j0, blockKeys, masked));
      for (int64_t r = 0; r < rows; ++r) {
        const float *tr = w.t + r * kKeys;
        float sum = 0.0f;
        for (int64_t c = 0; c < blockKeys; ++c)
          sum += tr[c];
        w.rowGrad[i0 + r] += sum;
      }
    }
  }

  // Pass 3: P, t and dS again, and the products, block by block.
  for (int64_t i0 = 0; i0 < m; i0 += kRows) {
    const int64_t rows = std::min(kRows, m - i0);
    for (int64_t j0 = 0; j0 < n; j0 += kKeys) {
      const int64_t blockKeys = std::min(kKeys, n - j0);
      weightBlock(i0, rows, j0, blockKeys,
                  openKeys(index, i0, rows, j0, blockKeys, masked));
      bool nonzero = false;
      for (int64_t r = 0; r < kRows; ++r) {
        float *pr = w.p + r * kKeys, *dsr = w.ds + r * kKeys;
        const float *tr = w.t + r * kKeys;
        if (r >= rows) {
          std::fill(pr, pr + kKeys, 0.0f);
          std::fill(dsr, dsr + kKeys, 0.0f);
          continue;
        }
        const int64_t i = i0 + r;
        for (int64_t c = 0; c < kKeys; ++c) {
          if (c >= blockKeys) {
            pr[c] = dsr[c] = 0.0f;
            continue;
          }
          dsr[c] = grad(index, i, j0 + c, tr[c], pr[c], w.rowGrad[i]);
          nonzero = nonzero || pr[c] != 0.0f || dsr[c] != 0.0f;
        }
      }
      // A block whose P and dS are zeros throughout (masked out) adds
      // nothing.
      if (!nonzero)
        continue;
      for (int64_t r = 0; r < kRows; ++r)
        for (int64_t c = 0; c < kKeys; ++c) {
          w.pt[c * kRows + r] = w.p[r * kKeys + c];
          w.dst[c * kRows + r] = w.ds[r * kKeys + c];
        }
      tileProduct(w.pt, kRows, w.gradStrips + i0 * kColumns, mp * kColumns,
                  w.dv + j0 * ep, ep, kKeys, ep, kRows, /*accumulate=*/true);
      tileProduct(w.dst, kRows, w.queryStrips + i0 * kColumns, mp * kColumns,
                  w.dk + j0 * dp, dp, kKeys, dp, kRows, true);
      tileProduct(w.ds, kKeys, w.keyStrips + j0 * kColumns, np * kColumns,
                  w.dq + i0 * dp, dp, kRows, dp, kKeys, true);
    }
  }
  storeMatrix(desc.gradQueries,
              dq + desc.gradQueries.base(index, desc.batchDims), m, d, w.dq,
              dp);
  storeMatrix(desc.gradKeys, dk + desc.gradKeys.base(index, desc.batchDims), n,
              d, w.dk, dp);
  storeMatrix(desc.gradValues, dv + desc.gradValues.base(index, desc.batchDims),
              n, e, w.dv, ep);
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
