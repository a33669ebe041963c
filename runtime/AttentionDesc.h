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

/// One matrix of a fused attention backward call site (rows x cols):
/// element (r, c) of batch index b is element sum(b[i] * batchStride[i]) +
/// (byRows ? r * ld + c : c * ld + r) of an array of `type` (read: F32,
/// F16 or BF16; written: F32).
struct AttentionOperand {
  int64_t ld = 1;
  bool byRows = true;
  DType type = DType::F32;
  int64_t batchStride[AttentionDesc::kMaxBatchDims] = {};

  SHARDRT_HD int64_t offset(int64_t r, int64_t c) const {
    return byRows ? r * ld + c : c * ld + r;
  }
  /// The first element of batch index `index` (batchDims dims).
  SHARDRT_HD int64_t base(const int64_t *index, int batchDims) const {
    int64_t at = 0;
    for (int b = 0; b < batchDims; ++b)
      at += index[b] * batchStride[b];
    return at;
  }
};

/// One fused attention backward call site: for every batch index, from
/// Q (m x d), K (n x d), V (n x e) and dO (m x e) -- and dO, K and Q again
/// as the backward's dV, dQ and dK products read them -- dQ (m x d), dK
/// (n x d) and dV (n x e), with P = softmax(mod(Q K^T)) made again under
/// the forward's rules (the fields after the operands, as AttentionDesc's).
struct AttentionBackwardDesc {
  int batchDims = 0;
  int64_t batch[AttentionDesc::kMaxBatchDims] = {};
  int64_t m = 1, n = 1, d = 1, e = 1;
  AttentionOperand q, k, v, gradOut, gradOutForV, keysForQ, queriesForK;
  AttentionOperand gradQueries, gradKeys, gradValues;
  float maxInit = -__builtin_huge_valf();
  bool maxPropagatesNaN = true;
  bool guardedShift = true;
  bool zeroEmptyRows = false;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_ATTENTIONDESC_H
