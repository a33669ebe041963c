//===- CudaAttentionBackward.h - fused attention backward (CUDA) -*- C++
//-*-===//
//
// Part of the program ABI (ProgramAbi.h): the CUDA twin of
// HostAttentionBackward.h (same AttentionBackwardDesc and arithmetic: see
// there), built like CudaAttention.h's forward kernel.
//
// A warp per query row i. The row's q, dO, and the Q and dO rows the dK and
// dV products read live in registers, kAttentionMaxDim / 32 values per
// lane; the keys go 32 at a time, one per lane, in three walks: the row's
// maximum and sum (butterfly shuffles, as the forward kernel), its r, and
// each key's P and dS again, adding dS_ij k_j to the row's dQ in registers
// and dS_ij q_i to dK_j and P_ij dO_i to dV_j with atomicAdd: every query
// row adds to every key row, so dK and dV must start at zero (the program
// clears them before the launch) and their sums' order varies from run to
// run. Nothing of S x S is stored.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_CUDAATTENTIONBACKWARD_H
#define SHARD_RUNTIME_CUDAATTENTIONBACKWARD_H

#include "runtime/CudaAttention.h"

namespace shardrt::cuda {

namespace attention_detail {

constexpr int kWarp = 32, kPerLane = int(kAttentionMaxDim / kWarp);
constexpr unsigned kFull = 0xffffffffu;

/// Row `row` of `op` (batch offset `base`) into this lane's registers: its
/// values lane, lane + 32, ... of `cols`, zeros past them.
__device__ inline void loadRow(const AttentionOperand &op, const void *base,
                               int64_t row, int64_t cols, int lane,
                               float (&values)[kPerLane]) {
  for (int r = 0; r < kPerLane; ++r) {
    const int64_t c = int64_t(r) * kWarp + lane;
    values[r] =
        c < cols ? attentionLoad(op.type, base, op.offset(row, c)) : 0.0f;
  }
}

/// This lane's key's product with a row held across the warp (`values`,
/// `cols` long), the row's values broadcast by shuffles; every lane calls it.
__device__ inline float rowDot(const float (&values)[kPerLane], int64_t cols,
                               const AttentionOperand &op, const void *base,
                               int64_t key, bool valid) {
  float dot = 0.0f;
  for (int r = 0; r < kPerLane && int64_t(r) * kWarp < cols; ++r)
    for (int src = 0; src < kWarp; ++src) {
      const int64_t c = int64_t(r) * kWarp + src;
      if (c >= cols)
        break;
      const float x = __shfl_sync(kFull, values[r], src);
      if (valid)
        dot += x * attentionLoad(op.type, base, op.offset(key, c));
    }
  return dot;
}

} // namespace attention_detail

/// Runs attention's backward pass as `desc` says on a warp per query row;
/// launched with 32 threads per row (rows: the batch times desc.m), dK and
/// dV zeroed first. `mod`, `masked`, `product` and `grad` are as in
/// shardrt::attentionBackward (HostAttentionBackward.h).
template <typename ScoreMod, typename Masked, typename Product, typename Grad>
__device__ void attentionBackward(const AttentionBackwardDesc &desc,
                                  const void *q, const void *k, const void *v,
                                  const void *dO, const void *dOForV,
                                  const void *kForQ, const void *qForK,
                                  float *dq, float *dk, float *dv, ScoreMod mod,
                                  Masked masked, Product product, Grad grad) {
  using namespace attention_detail;
  const int lane = int(threadIdx.x) % kWarp;
  const int64_t warpsPerBlock = int64_t(blockDim.x) / kWarp;
  int64_t batches = 1;
  for (int b = 0; b < desc.batchDims; ++b)
    batches *= desc.batch[b];
  const int64_t rows = batches * desc.m, n = desc.n, d = desc.d, e = desc.e;
  for (int64_t row =
           int64_t(blockIdx.x) * warpsPerBlock + int64_t(threadIdx.x) / kWarp;
       row < rows; row += int64_t(gridDim.x) * warpsPerBlock) {
    const int64_t i = row % desc.m;
    int64_t index[AttentionDesc::kMaxBatchDims] = {};
    for (int64_t flat = row / desc.m, b = desc.batchDims - 1; b >= 0; --b) {
      index[b] = flat % desc.batch[b];
      flat /= desc.batch[b];
    }
    auto at = [&](const AttentionOperand &op, const void *base) {
      return attentionAdvance(op.type, base, op.base(index, desc.batchDims));
    };
    const void *qb = at(desc.q, q), *kb = at(desc.k, k), *vb = at(desc.v, v),
               *gb = at(desc.gradOut, dO), *kq = at(desc.keysForQ, kForQ);
    float *dkb = dk + desc.gradKeys.base(index, desc.batchDims);
    float *dvb = dv + desc.gradValues.base(index, desc.batchDims);
    float query[kPerLane], gradRow[kPerLane], queryForK[kPerLane],
        gradForV[kPerLane], acc[kPerLane];
    loadRow(desc.q, qb, i, d, lane, query);
    loadRow(desc.gradOut, gb, i, e, lane, gradRow);
    loadRow(desc.queriesForK, at(desc.queriesForK, qForK), i, d, lane,
            queryForK);
    loadRow(desc.gradOutForV, at(desc.gradOutForV, dOForV), i, e, lane,
            gradForV);
    for (int r = 0; r < kPerLane; ++r)
      acc[r] = 0.0f;

    // Walk 1: the row's maximum and sum.
    float rowMax = desc.maxInit, rowSum = 0.0f;
    for (int64_t j0 = 0; j0 < n; j0 += kWarp) {
      const int64_t j = j0 + lane;
      const bool valid = j < n && !masked(index, i, j);
      int open = valid;
      for (int offset = kWarp / 2; offset > 0; offset /= 2)
        open |= __shfl_xor_sync(kFull, open, offset);
      if (!open)
        continue;
      float s = rowDot(query, d, desc.k, kb, j, valid);
      if (valid)
        s = mod(index, i, j, s);
      const float m = chunkMaximum(s, rowMax, valid, desc.maxPropagatesNaN);
      const float shift = m == -INFINITY ? 0.0f : m;
      float sum = valid ? expf(s - shift) : 0.0f;
      for (int offset = kWarp / 2; offset > 0; offset /= 2)
        sum += __shfl_xor_sync(kFull, sum, offset);
      const float scale = rowMax == -INFINITY ? 0.0f : expf(rowMax - m);
      rowSum = rowSum * scale + sum;
      rowMax = m;
    }
    const bool nanRow = !desc.guardedShift && rowMax == -INFINITY;
    const bool zeroRow = desc.zeroEmptyRows && rowSum == 0.0f;
    const float shift = rowMax == -INFINITY ? 0.0f : rowMax;
    // This lane's key's P and t (0 past the keys; masked keys' dP is 0).
    auto weights = [&](int64_t j, float &p, float &t) {
      const bool inside = j < n, valid = inside && !masked(index, i, j);
      float s = rowDot(query, d, desc.k, kb, j, valid);
      const float dp = rowDot(gradRow, e, desc.v, vb, j, valid);
      // A masked key's score is -inf: its P is 0, or NaN where the row's
      // sum is 0 or its shift NaN, as the host's and the unfused chain's.
      s = valid ? mod(index, i, j, s) : -INFINITY;
      p = nanRow ? NAN : zeroRow ? 0.0f : expf(s - shift) / rowSum;
      t = inside ? product(index, i, j, valid ? dp : 0.0f, p) : 0.0f;
      if (!inside)
        p = 0.0f;
    };

    // Walk 2: r = sum_j t_ij.
    float r = 0.0f;
    for (int64_t j0 = 0; j0 < n; j0 += kWarp) {
      float p, t;
      weights(j0 + lane, p, t);
      r += t;
    }
    for (int offset = kWarp / 2; offset > 0; offset /= 2)
      r += __shfl_xor_sync(kFull, r, offset);

    // Walk 3: P, t and dS again, and the three products.
    for (int64_t j0 = 0; j0 < n; j0 += kWarp) {
      const int64_t j = j0 + lane;
      float p, t;
      weights(j, p, t);
      const float ds = j < n ? grad(index, i, j, t, p, r) : 0.0f;
      for (int src = 0; src < kWarp && j0 + src < n; ++src) {
        const float pj = __shfl_sync(kFull, p, src);
        const float dsj = __shfl_sync(kFull, ds, src);
        if (pj == 0.0f && dsj == 0.0f)
          continue;
        const int64_t key = j0 + src;
        for (int c = 0; c < kPerLane; ++c) {
          const int64_t x = int64_t(c) * kWarp + lane;
          if (x < d) {
            acc[c] += dsj * attentionLoad(desc.keysForQ.type, kq,
                                          desc.keysForQ.offset(key, x));
            atomicAdd(dkb + desc.gradKeys.offset(key, x), dsj * queryForK[c]);
          }
          if (x < e)
            atomicAdd(dvb + desc.gradValues.offset(key, x), pj * gradForV[c]);
        }
      }
    }
    float *dqb = dq + desc.gradQueries.base(index, desc.batchDims);
    for (int c = 0; c < kPerLane; ++c) {
      const int64_t x = int64_t(c) * kWarp + lane;
      if (x < d)
        dqb[desc.gradQueries.offset(i, x)] = acc[c];
    }
  }
}

} // namespace shardrt::cuda

#endif // SHARD_RUNTIME_CUDAATTENTIONBACKWARD_H
