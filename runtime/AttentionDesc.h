//===- AttentionDesc.h - one fused attention call site ----------*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): plain data that host and CUDA
// programs fill for their fused attention kernels (HostAttention.h, and
// the CUDA runtime's), as the code generator's AttentionKernel says.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_ATTENTIONDESC_H
#define SHARD_RUNTIME_ATTENTIONDESC_H

#include <cstdint>

// What host and device code share is marked for both when nvcc compiles
// it.
#ifdef __CUDACC__
#define SHARDRT_HOST_DEVICE __host__ __device__
#else
#define SHARDRT_HOST_DEVICE
#endif

namespace shardrt {

/// One fused attention call site: for every batch index b (a
/// multi-index over `batch`), O[b] (m x e, leading dim ldo) from Q[b] (m x
/// d), K[b] (n x d) and V[b] (n x e), all f32, each operand of batch index
/// b starting at element sum(b[i] * batchStride<X>[i]). Q is stored row
/// major with leading dim ldq, or as its transpose (d x m) when `transQ`;
/// K as n x d rows (`keysByRow`) or d x n; V as n x e, or e x n when
/// `transV`.
struct AttentionDesc {
  static constexpr int kMaxBatchDims = 10;

  int batchDims = 0;
  int64_t batch[kMaxBatchDims] = {}, batchStrideQ[kMaxBatchDims] = {},
          batchStrideK[kMaxBatchDims] = {}, batchStrideV[kMaxBatchDims] = {},
          batchStrideO[kMaxBatchDims] = {};
  int64_t m = 1, n = 1, d = 1, e = 1;
  int64_t ldq = 1, ldk = 1, ldv = 1, ldo = 1;
  bool transQ = false, keysByRow = true, transV = false;
  /// Where each row's maximum starts (the model's fill of it), and whether
  /// a NaN score makes it NaN (arith.maximumf; else NaNs are passed over,
  /// arith.maxnumf).
  float maxInit = -__builtin_huge_valf();
  bool maxPropagatesNaN = true;
  /// Whether a row whose maximum is -inf shifts by 0 (else it is NaN),
  /// and whether a row whose exponentials sum to 0 is zeros (else 0 / 0).
  bool guardedShift = true;
  bool zeroEmptyRows = false;
};

/// One batch index's operands: `flat` (row-major over desc.batch) split
/// into `index`, and the four matrices' starts.
struct AttentionBatch {
  SHARDRT_HOST_DEVICE AttentionBatch(const AttentionDesc &desc, int64_t flat,
                                     const float *q, const float *k,
                                     const float *v, float *o)
      : q(q), k(k), v(v), o(o) {
    for (int b = desc.batchDims - 1; b >= 0; --b) {
      index[b] = flat % desc.batch[b];
      flat /= desc.batch[b];
      this->q += index[b] * desc.batchStrideQ[b];
      this->k += index[b] * desc.batchStrideK[b];
      this->v += index[b] * desc.batchStrideV[b];
      this->o += index[b] * desc.batchStrideO[b];
    }
  }
  int64_t index[AttentionDesc::kMaxBatchDims] = {};
  const float *q, *k, *v;
  float *o;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_ATTENTIONDESC_H
