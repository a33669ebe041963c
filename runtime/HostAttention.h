//===- HostAttention.h - fused attention for host programs ------*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): a header-only kernel that host
// programs instantiate with their score modification inlined.
//
// O = softmax(mod(Q K^T)) V, row by row, without storing a row of scores
// longer than a block of keys: each task takes kRows queries of one batch
// index and walks the keys kKeys at a time, keeping each row's running
// maximum m, sum l and output acc (flash attention's online softmax):
//
//   s_j   = mod(q . k_j)                     the model's score modification
//   m'    = max(m, s_j...)                   the model's max (NaN rules too)
//   shift = m' == -inf ? 0 : m'
//   acc   = acc * exp(m - m') + sum_j exp(s_j - shift) v_j
//   l     = l   * exp(m - m') + sum_j exp(s_j - shift)
//   o     = acc / l
//
// with exp(m - m') taken as 0 while m is -inf (nothing was added yet but
// zeros). That is the unfused softmax's arithmetic up to the order of its
// sums: the rows start from the model's max init, and rows the model
// leaves NaN or zero (a whole row masked) are NaN or zero here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_HOSTATTENTION_H
#define SHARD_RUNTIME_HOSTATTENTION_H

#include "runtime/AttentionDesc.h"
#include "runtime/VectorMath.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace shardrt {

namespace attention_detail {

/// Queries per task and keys per block; a tile's rows come in fours and
/// its columns in sixteens (tileProduct's register block).
constexpr int64_t kRows = 32, kKeys = 128, kColumns = 16;

inline int64_t roundUp(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

/// c[rows x cols] (+)= a[rows x depth] * b[depth x cols], all row major,
/// rows a multiple of 4 and cols of kColumns: 4 x kColumns of c stay in
/// registers while depth runs.
inline void tileProduct(const float *a, int64_t lda, const float *b,
                        int64_t ldb, float *c, int64_t ldc, int64_t rows,
                        int64_t cols, int64_t depth, bool accumulate) {
  for (int64_t r = 0; r < rows; r += 4) {
    for (int64_t x = 0; x < cols; x += kColumns) {
      float acc[4][kColumns];
      for (int i = 0; i < 4; ++i)
#pragma omp simd
        for (int j = 0; j < kColumns; ++j)
          acc[i][j] = accumulate ? c[(r + i) * ldc + x + j] : 0.0f;
      for (int64_t t = 0; t < depth; ++t) {
        const float *bt = b + t * ldb + x;
        for (int i = 0; i < 4; ++i) {
          float ai = a[(r + i) * lda + t];
#pragma omp simd
          for (int j = 0; j < kColumns; ++j)
            acc[i][j] += ai * bt[j];
        }
      }
      for (int i = 0; i < 4; ++i)
#pragma omp simd
        for (int j = 0; j < kColumns; ++j)
          c[(r + i) * ldc + x + j] = acc[i][j];
    }
  }
}

} // namespace attention_detail

/// Runs attention as `desc` says. `mod(index, s)` is the score of query
/// index[batchDims] and key index[batchDims + 1] at batch index index[0..]
/// from its product s; `max(x, acc)` is the model's row maximum step.
template <typename ScoreMod, typename Max>
void attention(const AttentionDesc &desc, const float *q, const float *k,
               const float *v, float *o, ScoreMod mod, Max max) {
  using namespace attention_detail;
  constexpr float kInf = std::numeric_limits<float>::infinity();
  const int nb = desc.batchDims;
  int64_t batches = 1;
  for (int i = 0; i < nb; ++i)
    batches *= desc.batch[i];
  const int64_t rowBlocks = (desc.m + kRows - 1) / kRows;
  // Scratch tiles, padded: Q's rows to kRows and its depth as is, K^T's
  // columns to kKeys, V's and the output's columns to kColumns.
  const int64_t d = desc.d, ep = roundUp(desc.e, kColumns);
#pragma omp parallel
  {
    std::vector<float> qt(kRows * d), kt(d * kKeys), vt(kKeys * ep),
        s(kRows * kKeys), acc(kRows * ep);
    float rowMax[kRows], rowSum[kRows];
    int64_t index[AttentionDesc::kMaxBatchDims + 2];
#pragma omp for schedule(static)
    for (int64_t task = 0; task < batches * rowBlocks; ++task) {
      // The batch index and each operand's matrix.
      int64_t rest = task / rowBlocks;
      const int64_t i0 = task % rowBlocks * kRows;
      const int64_t rows = std::min(kRows, desc.m - i0);
      const float *qb = q, *kb = k, *vb = v;
      float *ob = o;
      for (int i = nb - 1; i >= 0; --i) {
        index[i] = rest % desc.batch[i];
        rest /= desc.batch[i];
        qb += index[i] * desc.batchStrideQ[i];
        kb += index[i] * desc.batchStrideK[i];
        vb += index[i] * desc.batchStrideV[i];
        ob += index[i] * desc.batchStrideO[i];
      }
      for (int64_t r = 0; r < kRows; ++r)
        for (int64_t t = 0; t < d; ++t)
          qt[r * d + t] =
              r < rows ? (desc.transQ ? qb[t * desc.ldq + i0 + r]
                                      : qb[(i0 + r) * desc.ldq + t])
                       : 0.0f;
      std::fill(acc.begin(), acc.end(), 0.0f);
      for (int64_t r = 0; r < kRows; ++r) {
        rowMax[r] = desc.maxInit;
        rowSum[r] = 0.0f;
      }
      for (int64_t j0 = 0; j0 < desc.n; j0 += kKeys) {
        const int64_t keys = std::min(kKeys, desc.n - j0);
        for (int64_t t = 0; t < d; ++t)
          for (int64_t c = 0; c < kKeys; ++c)
            kt[t * kKeys + c] =
                c < keys ? (desc.keysByRow ? kb[(j0 + c) * desc.ldk + t]
                                           : kb[t * desc.ldk + j0 + c])
                         : 0.0f;
        for (int64_t c = 0; c < kKeys; ++c)
          for (int64_t x = 0; x < ep; ++x)
            vt[c * ep + x] =
                c < keys && x < desc.e
                    ? (desc.transV ? vb[x * desc.ldv + j0 + c]
                                   : vb[(j0 + c) * desc.ldv + x])
                    : 0.0f;
        tileProduct(qt.data(), d, kt.data(), kKeys, s.data(), kKeys, kRows,
                    kKeys, d, /*accumulate=*/false);
        for (int64_t r = 0; r < rows; ++r) {
          float *sr = s.data() + r * kKeys;
          index[nb] = i0 + r;
          float m = rowMax[r];
          for (int64_t c = 0; c < keys; ++c) {
            index[nb + 1] = j0 + c;
            sr[c] = mod(static_cast<const int64_t *>(index), sr[c]);
            m = max(sr[c], m);
          }
          const float shift = m == -kInf ? 0.0f : m;
          const float scale =
              rowMax[r] == -kInf ? 0.0f : shardrt_expf(rowMax[r] - m);
          float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
          for (int64_t c = 0; c < keys; ++c) {
            float p = shardrt_expf(sr[c] - shift);
            sr[c] = p;
            sum += p;
          }
          for (int64_t c = keys; c < kKeys; ++c)
            sr[c] = 0.0f;
          rowSum[r] = rowSum[r] * scale + sum;
          rowMax[r] = m;
          float *ar = acc.data() + r * ep;
#pragma omp simd
          for (int64_t x = 0; x < ep; ++x)
            ar[x] *= scale;
        }
        for (int64_t r = rows; r < kRows; ++r)
          for (int64_t c = 0; c < kKeys; ++c)
            s[r * kKeys + c] = 0.0f;
        tileProduct(s.data(), kKeys, vt.data(), ep, acc.data(), ep, kRows, ep,
                    kKeys, /*accumulate=*/true);
      }
      for (int64_t r = 0; r < rows; ++r) {
        const float l = rowSum[r];
        const bool nan = !desc.guardedShift && rowMax[r] == -kInf;
        const bool zero = desc.zeroEmptyRows && l == 0.0f;
        float *orow = ob + (i0 + r) * desc.ldo;
        for (int64_t x = 0; x < desc.e; ++x)
          orow[x] = nan    ? std::numeric_limits<float>::quiet_NaN()
                    : zero ? 0.0f
                           : acc[r * ep + x] / l;
      }
    }
  }
}

} // namespace shardrt

#endif // SHARD_RUNTIME_HOSTATTENTION_H
