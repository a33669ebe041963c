//===- Blas.cpp - cuBLASLt's matmul, on the CPU ---------------------------===//
//
// See include/cublasLt.h. Products accumulate in double and round once, so
// they are at least as accurate as cuBLASLt's f32 accumulation.
//
//===----------------------------------------------------------------------===//

#include "cublasLt.h"

#include "runtime/DType.h"

#include <cmath>
#include <cstring>
#include <vector>

struct cublasLtContext {};
struct cublasLtMatmulDescOpaque_t {
  cublasComputeType_t compute;
  cudaDataType_t scale;
  int32_t transA = CUBLAS_OP_N, transB = CUBLAS_OP_N;
  uint32_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  const void *bias = nullptr;
};
struct cublasLtMatrixLayoutOpaque_t {
  cudaDataType_t type;
  uint64_t rows, cols;
  int64_t ld;
  int32_t batch = 1;
  int64_t stride = 0;
};
/// The alignments (bytes) the caller promises for A, B, C and D; 256 by
/// default, as cuBLASLt's.
struct cublasLtMatmulPreferenceOpaque_t {
  uint32_t alignment[4] = {256, 256, 256, 256};
};

namespace {

size_t sizeOf(cudaDataType_t type) { return type == CUDA_R_32F ? 4 : 2; }

/// `value` set from an attribute of exactly its size.
template <typename T>
cublasStatus_t setFrom(T &value, const void *from, size_t bytes) {
  if (bytes != sizeof(T) || !from)
    return CUBLAS_STATUS_INVALID_VALUE;
  std::memcpy(&value, from, sizeof(T));
  return CUBLAS_STATUS_SUCCESS;
}

/// The elements a layout spans, last batch included.
size_t span(const cublasLtMatrixLayoutOpaque_t &l) {
  return size_t((l.batch - 1) * l.stride) + size_t(l.cols - 1) * size_t(l.ld) +
         size_t(l.rows);
}

bool validLayout(const cublasLtMatrixLayoutOpaque_t &l) {
  return l.rows > 0 && l.cols > 0 && l.ld >= int64_t(l.rows) && l.batch >= 1 &&
         l.stride >= 0;
}

/// The shapes agree: op(A) is m x k, op(B) k x n, C and D m x n, one batch
/// count, supported types.
cublasStatus_t checkProblem(const cublasLtMatmulDescOpaque_t &d,
                            const cublasLtMatrixLayoutOpaque_t &a,
                            const cublasLtMatrixLayoutOpaque_t &b,
                            const cublasLtMatrixLayoutOpaque_t &c,
                            const cublasLtMatrixLayoutOpaque_t &dl) {
  for (const auto *l : {&a, &b, &c, &dl})
    if (!validLayout(*l))
      return CUBLAS_STATUS_INVALID_VALUE;
  uint64_t m = d.transA ? a.cols : a.rows, k = d.transA ? a.rows : a.cols;
  uint64_t kb = d.transB ? b.cols : b.rows, n = d.transB ? b.rows : b.cols;
  if (k != kb || c.rows != m || c.cols != n || dl.rows != m || dl.cols != n)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (a.batch != b.batch || a.batch != c.batch || a.batch != dl.batch)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (a.type != b.type || c.type != CUDA_R_32F || dl.type != CUDA_R_32F ||
      d.scale != CUDA_R_32F)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  if (d.compute == CUBLAS_COMPUTE_32F_FAST_TF32 && a.type != CUDA_R_32F)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  bool biased = d.epilogue == CUBLASLT_EPILOGUE_BIAS ||
                d.epilogue == CUBLASLT_EPILOGUE_RELU_BIAS ||
                d.epilogue == CUBLASLT_EPILOGUE_GELU_BIAS;
  if (biased != (d.bias != nullptr))
    return CUBLAS_STATUS_INVALID_VALUE;
  return CUBLAS_STATUS_SUCCESS;
}

/// TF32: the f32 value rounded to a 10-bit mantissa (to nearest, ties to
/// even).
float toTf32(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, 4);
  if ((bits & 0x7f800000u) != 0x7f800000u)
    bits = (bits + 0xfffu + ((bits >> 13) & 1u)) & ~0x1fffu;
  std::memcpy(&x, &bits, 4);
  return x;
}

float load(const void *base, cudaDataType_t type, size_t i, bool tf32) {
  switch (type) {
  case CUDA_R_16F:
    return shardrt::f16ToFloat(static_cast<const uint16_t *>(base)[i]);
  case CUDA_R_16BF:
    return shardrt::bf16ToFloat(static_cast<const uint16_t *>(base)[i]);
  case CUDA_R_32F:
    break;
  }
  float x = static_cast<const float *>(base)[i];
  return tf32 ? toTf32(x) : x;
}

double activate(uint32_t epilogue, double x) {
  switch (epilogue) {
  case CUBLASLT_EPILOGUE_RELU:
  case CUBLASLT_EPILOGUE_RELU_BIAS:
    return x > 0 ? x : 0;
  case CUBLASLT_EPILOGUE_GELU:
  case CUBLASLT_EPILOGUE_GELU_BIAS:
    return 0.5 * x *
           (1 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
  default:
    return x;
  }
}

} // namespace

cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle) {
  *handle = new cublasLtContext();
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtDestroy(cublasLtHandle_t handle) {
  delete handle;
  return CUBLAS_STATUS_SUCCESS;
}

const char *cublasLtGetStatusString(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS:
    return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_EXECUTION_FAILED:
    return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "CUBLAS_STATUS_NOT_SUPPORTED";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}

cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *desc,
                                        cublasComputeType_t compute,
                                        cudaDataType_t scale) {
  *desc = new cublasLtMatmulDescOpaque_t{compute, scale};
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t desc) {
  delete desc;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t
cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t desc,
                               cublasLtMatmulDescAttributes_t attribute,
                               const void *value, size_t bytes) {
  switch (attribute) {
  case CUBLASLT_MATMUL_DESC_TRANSA:
    return setFrom(desc->transA, value, bytes);
  case CUBLASLT_MATMUL_DESC_TRANSB:
    return setFrom(desc->transB, value, bytes);
  case CUBLASLT_MATMUL_DESC_EPILOGUE:
    return setFrom(desc->epilogue, value, bytes);
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER:
    return setFrom(desc->bias, value, bytes);
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *layout,
                                          cudaDataType_t type, uint64_t rows,
                                          uint64_t cols, int64_t ld) {
  *layout = new cublasLtMatrixLayoutOpaque_t{type, rows, cols, ld};
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t layout) {
  delete layout;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t
cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t layout,
                                 cublasLtMatrixLayoutAttribute_t attribute,
                                 const void *value, size_t bytes) {
  switch (attribute) {
  case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT:
    return setFrom(layout->batch, value, bytes);
  case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET:
    return setFrom(layout->stride, value, bytes);
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t
cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *preference) {
  *preference = new cublasLtMatmulPreferenceOpaque_t();
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t
cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t preference) {
  delete preference;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulPreferenceSetAttribute(
    cublasLtMatmulPreference_t preference,
    cublasLtMatmulPreferenceAttributes_t attribute, const void *value,
    size_t bytes) {
  uint64_t workspace;
  switch (attribute) {
  case CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES:
    return setFrom(workspace, value, bytes);
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES:
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES:
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES:
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES:
    return setFrom(
        preference
            ->alignment[attribute - CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES],
        value, bytes);
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatmulAlgoGetHeuristic(
    cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
    cublasLtMatrixLayout_t a, cublasLtMatrixLayout_t b,
    cublasLtMatrixLayout_t c, cublasLtMatrixLayout_t d,
    cublasLtMatmulPreference_t preference, int requested,
    cublasLtMatmulHeuristicResult_t *results, int *found) {
  if (!handle || !preference || requested < 1)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (cublasStatus_t status = checkProblem(*desc, *a, *b, *c, *d))
    return status;
  // The algorithm holds the alignments it was chosen for: a real one may
  // issue loads that wide.
  results[0] = cublasLtMatmulHeuristicResult_t{};
  for (int i = 0; i < 4; ++i)
    results[0].algo.data[i] = preference->alignment[i];
  *found = 1;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t
cublasLtMatmul(cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
               const void *alpha, const void *a, cublasLtMatrixLayout_t aLayout,
               const void *b, cublasLtMatrixLayout_t bLayout, const void *beta,
               const void *c, cublasLtMatrixLayout_t cLayout, void *d,
               cublasLtMatrixLayout_t dLayout, const cublasLtMatmulAlgo_t *algo,
               void *workspace, size_t workspaceBytes, cudaStream_t stream) {
  using shard_emulator::inDeviceAllocation;
  if (!handle || !algo)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasStatus_t status =
          checkProblem(*desc, *aLayout, *bLayout, *cLayout, *dLayout))
    return status;
  // Every operand lies in device memory over the whole of its layout.
  const cublasLtMatmulDescOpaque_t op = *desc;
  const cublasLtMatrixLayoutOpaque_t la = *aLayout, lb = *bLayout,
                                     lc = *cLayout, ld = *dLayout;
  uint64_t m = ld.rows, n = ld.cols, k = op.transA ? la.rows : la.cols;
  // Every batch's operand as aligned as the algorithm was chosen for: a
  // real algorithm's wide loads would fault or read wrong data otherwise.
  const void *operands[4] = {a, b, c, d};
  const cublasLtMatrixLayoutOpaque_t *layouts[4] = {&la, &lb, &lc, &ld};
  for (int i = 0; i < 4; ++i) {
    uint64_t bits = reinterpret_cast<uintptr_t>(operands[i]);
    if (layouts[i]->batch > 1)
      bits |= uint64_t(layouts[i]->stride) * sizeOf(layouts[i]->type);
    if (algo->data[i] == 0 || bits % algo->data[i] != 0)
      return CUBLAS_STATUS_INVALID_VALUE;
  }
  if (!inDeviceAllocation(a, span(la) * sizeOf(la.type)) ||
      !inDeviceAllocation(b, span(lb) * sizeOf(lb.type)) ||
      !inDeviceAllocation(c, span(lc) * 4) ||
      !inDeviceAllocation(d, span(ld) * 4) ||
      (op.bias && !inDeviceAllocation(op.bias, m * 4)) ||
      (workspaceBytes && !inDeviceAllocation(workspace, workspaceBytes)))
    return CUBLAS_STATUS_INVALID_VALUE;
  float alphaValue = *static_cast<const float *>(alpha);
  float betaValue = *static_cast<const float *>(beta);
  bool tf32 = op.compute == CUBLAS_COMPUTE_32F_FAST_TF32;
  cudaError_t queued = shard_emulator::enqueueWork(stream, [=] {
    const float *bias = static_cast<const float *>(op.bias);
    std::vector<float> out(m * n);
    for (int64_t batch = 0; batch < la.batch; ++batch) {
      size_t baseA = size_t(batch * la.stride),
             baseB = size_t(batch * lb.stride);
      size_t baseC = size_t(batch * lc.stride),
             baseD = size_t(batch * ld.stride);
      for (uint64_t j = 0; j < n; ++j)
        for (uint64_t i = 0; i < m; ++i) {
          double acc = 0;
          for (uint64_t p = 0; p < k; ++p) {
            size_t ia = op.transA ? p + i * la.ld : i + p * la.ld;
            size_t ib = op.transB ? j + p * lb.ld : p + j * lb.ld;
            acc += double(load(a, la.type, baseA + ia, tf32)) *
                   double(load(b, lb.type, baseB + ib, tf32));
          }
          double value = alphaValue * acc;
          if (betaValue != 0)
            value +=
                betaValue *
                double(static_cast<const float *>(c)[baseC + i + j * lc.ld]);
          if (bias)
            value += bias[i];
          out[i + j * m] = float(activate(op.epilogue, value));
        }
      // C may be D: written only once the batch's products are done.
      for (uint64_t j = 0; j < n; ++j)
        for (uint64_t i = 0; i < m; ++i)
          static_cast<float *>(d)[baseD + i + j * ld.ld] = out[i + j * m];
    }
  });
  return queued == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                               : CUBLAS_STATUS_EXECUTION_FAILED;
}
