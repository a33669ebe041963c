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
#include "runtime/ProgramAbi.h"

#include <cstdint>

namespace shardrt {

/// Element i of `base`, an array of `type` (F32, or F16/BF16 widened to
/// f32 as it is read), as f32.
SHARDRT_HD inline float attentionLoad(DType type, const void *base, int64_t i) {
  switch (type) {
  case DType::F16:
    return f16ToFloat(static_cast<const uint16_t *>(base)[i]);
  case DType::BF16:
    return bf16ToFloat(static_cast<const uint16_t *>(base)[i]);
  default:
    return static_cast<const float *>(base)[i];
  }
}

/// `base`, an array of `type` (F32, F16 or BF16), advanced by i elements.
SHARDRT_HD inline const void *attentionAdvance(DType type, const void *base,
                                               int64_t i) {
  return static_cast<const char *>(base) + i * (type == DType::F32 ? 4 : 2);
}

/// One fused attention call site: for every batch index b (a
/// multi-index over `batch`), O[b] (m x e, leading dim ldo, f32) from Q[b]
/// (m x d), K[b] (n x d) and V[b] (n x e), Q and K of element type `qk`
/// and V of `v` (F32, F16 or BF16), each operand of batch index b starting at
/// element sum(b[i] * batchStride<X>[i]). Q is stored row major with leading
/// dim ldq, or as its transpose (d x m) when `transQ`; K as n x d rows
/// (`keysByRow`) or d x n; V as n x e, or e x n when `transV`.
struct AttentionDesc {
  static constexpr int kMaxBatchDims = 10;

  int batchDims = 0;
  int64_t batch[kMaxBatchDims] = {}, batchStrideQ[kMaxBatchDims] = {},
          batchStrideK[kMaxBatchDims] = {}, batchStrideV[kMaxBatchDims] = {},
          batchStrideO[kMaxBatchDims] = {};
  int64_t m = 1, n = 1, d = 1, e = 1;
  int64_t ldq = 1, ldk = 1, ldv = 1, ldo = 1;
  bool transQ = false, keysByRow = true, transV = false;
  DType qk = DType::F32, v = DType::F32;
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
  SHARDRT_HD AttentionBatch(const AttentionDesc &desc, int64_t flat) {
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
