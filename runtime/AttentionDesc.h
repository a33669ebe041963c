//===- AttentionDesc.h - one fused attention call site ----------*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): plain data that host and CUDA
// programs fill for their fused attention kernels (HostAttention.h, and
// the CUDA runtime's), as the code generator's AttentionKernel says.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_ATTENTIONDESC_H
#define SHARD_RUNTIME_ATTENTIONDESC_H

#include "runtime/Float16.h"

#include <cstdint>

// What host and device code share is marked for both when nvcc compiles
// it.
#ifdef __CUDACC__
#define SHARDRT_HOST_DEVICE __host__ __device__
#else
#define SHARDRT_HOST_DEVICE
#endif

namespace shardrt {

/// The element type of an attention input: f32, or a 16-bit float widened
/// to f32 as it is read.
enum class AttentionElement : int { F32, F16, BF16 };

/// Element i of `base`, an array of `type`, as f32.
SHARDRT_HOST_DEVICE inline float attentionLoad(AttentionElement type,
                                               const void *base, int64_t i) {
  switch (type) {
  case AttentionElement::F16:
    return f16ToFloat(static_cast<const uint16_t *>(base)[i]);
  case AttentionElement::BF16:
    return bf16ToFloat(static_cast<const uint16_t *>(base)[i]);
  default:
    return static_cast<const float *>(base)[i];
  }
}

/// `base`, an array of `type`, advanced by i elements.
SHARDRT_HOST_DEVICE inline const void *
attentionAdvance(AttentionElement type, const void *base, int64_t i) {
  return static_cast<const char *>(base) +
         i * (type == AttentionElement::F32 ? 4 : 2);
}

/// One fused attention call site: for every batch index b (a
/// multi-index over `batch`), O[b] (m x e, leading dim ldo, f32) from Q[b]
/// (m x d), K[b] (n x d) and V[b] (n x e), Q and K of element type `qk`
/// and V of `v`, each operand of batch index b starting at element
/// sum(b[i] * batchStride<X>[i]). Q is stored row
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
  AttentionElement qk = AttentionElement::F32, v = AttentionElement::F32;
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
/// into `index`, and the four matrices' first elements.
struct AttentionBatch {
  SHARDRT_HOST_DEVICE AttentionBatch(const AttentionDesc &desc, int64_t flat) {
    for (int b = desc.batchDims - 1; b >= 0; --b) {
      index[b] = flat % desc.batch[b];
      flat /= desc.batch[b];
      q += index[b] * desc.batchStrideQ[b];
      k += index[b] * desc.batchStrideK[b];
      v += index[b] * desc.batchStrideV[b];
      o += index[b] * desc.batchStrideO[b];
    }
  }
  int64_t index[AttentionDesc::kMaxBatchDims] = {};
  int64_t q = 0, k = 0, v = 0, o = 0;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_ATTENTIONDESC_H
