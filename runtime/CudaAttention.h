//===- CudaAttention.h - fused attention for CUDA programs ------*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): a device template that CUDA
// programs instantiate with their score modification inlined, the CUDA
// twin of HostAttention.h (same AttentionDesc, same arithmetic: see there).
//
// A warp per query row, rows spread over the grid. The row's query lives
// in registers, kAttentionMaxDim / 32 values per lane; the keys go 32 at a
// time, one per lane: each lane's score (the query broadcast from its
// lanes by shuffles), the chunk's maximum and sum by butterfly shuffles
// (every lane ends with the same value), then every lane adds each key's
// weighted value row to the output columns it owns. Nothing is stored
// but the output; no shared memory, no barriers.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_CUDAATTENTION_H
#define SHARD_RUNTIME_CUDAATTENTION_H

#include "runtime/AttentionDesc.h"

#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>

namespace shardrt::cuda {

/// The largest head dim (Q's and K's, and V's) the kernel takes: a lane
/// holds 8 values of the query and 8 columns of the output. The code
/// generator leaves longer heads unfused.
constexpr int64_t kAttentionMaxDim = 256;

/// The maximum of a chunk of 32 keys' scores (lane's `s`, where `valid`)
/// and the row's running maximum, every lane getting it by butterfly
/// shuffles; every lane of the warp calls it. The running maximum stands
/// in for lanes past the last key (max takes it twice harmlessly). fmaxf
/// passes NaNs over; where the model's maximum propagates them, a NaN on
/// any lane makes it NaN, and a NaN running maximum stays NaN.
__device__ inline float chunkMaximum(float s, float rowMax, bool valid,
                                     bool propagatesNaN) {
  constexpr unsigned kFull = 0xffffffffu;
  float m = valid ? fmaxf(s, rowMax) : rowMax;
  int nan = propagatesNaN && valid && s != s;
  for (int offset = 16; offset > 0; offset /= 2) {
    m = fmaxf(__shfl_xor_sync(kFull, m, offset), m);
    nan |= __shfl_xor_sync(kFull, nan, offset);
  }
  return nan || rowMax != rowMax ? NAN : m;
}

/// Runs attention as `desc` says on a warp per row; launched with 32
/// threads per row (rows: the batch times desc.m). `mod` and `masked` are
/// as in shardrt::attention (HostAttention.h).
template <typename ScoreMod, typename Masked>
__device__ void attention(const AttentionDesc &desc, const void *q,
                          const void *k, const void *v, float *o, ScoreMod mod,
                          Masked masked) {
  constexpr int kWarp = 32, kPerLane = int(kAttentionMaxDim / kWarp);
  constexpr unsigned kFull = 0xffffffffu;
  const int lane = int(threadIdx.x) % kWarp;
  const int64_t warpsPerBlock = int64_t(blockDim.x) / kWarp;
  int64_t batches = 1;
  for (int b = 0; b < desc.batchDims; ++b)
    batches *= desc.batch[b];
  const int64_t rows = batches * desc.m;
  for (int64_t row =
           int64_t(blockIdx.x) * warpsPerBlock + int64_t(threadIdx.x) / kWarp;
       row < rows; row += int64_t(gridDim.x) * warpsPerBlock) {
    // The row's batch index, query and operands.
    const int64_t i = row % desc.m;
    const AttentionBatch batch(desc, row / desc.m);
    const int64_t *index = batch.index;
    const void *qb = attentionAdvance(desc.qk, q, batch.q),
               *kb = attentionAdvance(desc.qk, k, batch.k),
               *vb = attentionAdvance(desc.v, v, batch.v);
    float *ob = o + batch.o;
    float query[kPerLane], acc[kPerLane];
    for (int r = 0; r < kPerLane; ++r) {
      const int64_t t = int64_t(r) * kWarp + lane;
      query[r] = t < desc.d ? attentionLoad(desc.qk, qb,
                                            desc.transQ ? t * desc.ldq + i
                                                        : i * desc.ldq + t)
                            : 0.0f;
      acc[r] = 0.0f;
    }
    float rowMax = desc.maxInit, rowSum = 0.0f;
    for (int64_t j0 = 0; j0 < desc.n; j0 += kWarp) {
      const int64_t j = j0 + lane;
      const bool valid = j < desc.n;
      // A chunk the model's mask covers throughout adds nothing.
      int open = valid && !masked(index, i, j);
      for (int offset = kWarp / 2; offset > 0; offset /= 2)
        open |= __shfl_xor_sync(kFull, open, offset);
      if (!open)
        continue;
      // This lane's key's score, the query's values broadcast in turn.
      float s = 0.0f;
      for (int r = 0; r < kPerLane && int64_t(r) * kWarp < desc.d; ++r)
        for (int src = 0; src < kWarp; ++src) {
          const int64_t t = int64_t(r) * kWarp + src;
          if (t >= desc.d)
            break;
          const float qt = __shfl_sync(kFull, query[r], src);
          if (valid)
            s += qt * attentionLoad(desc.qk, kb,
                                    desc.keysByRow ? j * desc.ldk + t
                                                   : t * desc.ldk + j);
        }
      if (valid)
        s = mod(index, i, j, s);
      const float m = chunkMaximum(s, rowMax, valid, desc.maxPropagatesNaN);
      const float shift = m == -INFINITY ? 0.0f : m;
      const float p = valid ? expf(s - shift) : 0.0f;
      float sum = p;
      for (int offset = kWarp / 2; offset > 0; offset /= 2)
        sum += __shfl_xor_sync(kFull, sum, offset);
      const float scale = rowMax == -INFINITY ? 0.0f : expf(rowMax - m);
      rowSum = rowSum * scale + sum;
      rowMax = m;
      for (int r = 0; r < kPerLane; ++r)
        acc[r] *= scale;
      for (int src = 0; src < kWarp && j0 + src < desc.n; ++src) {
        const float weight = __shfl_sync(kFull, p, src);
        const int64_t key = j0 + src;
        for (int r = 0; r < kPerLane && int64_t(r) * kWarp < desc.e; ++r) {
          const int64_t x = int64_t(r) * kWarp + lane;
          if (x < desc.e)
            acc[r] += weight * attentionLoad(desc.v, vb,
                                             desc.transV ? x * desc.ldv + key
                                                         : key * desc.ldv + x);
        }
      }
    }
    const bool nan = !desc.guardedShift && rowMax == -INFINITY;
    const bool zero = desc.zeroEmptyRows && rowSum == 0.0f;
    for (int r = 0; r < kPerLane; ++r) {
      const int64_t x = int64_t(r) * kWarp + lane;
      if (x < desc.e)
        ob[i * desc.ldo + x] = nan ? NAN : zero ? 0.0f : acc[r] / rowSum;
    }
  }
}

} // namespace shardrt::cuda

#endif // SHARD_RUNTIME_CUDAATTENTION_H
