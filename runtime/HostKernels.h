//===- HostKernels.h - library kernels that host programs call -*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): plain data, lean includes.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_HOSTKERNELS_H
#define SHARD_RUNTIME_HOSTKERNELS_H

#include "runtime/ProgramAbi.h"

#include <cstdint>

namespace shardrt {

/// One GEMM call site of a host program, with its epilogue:
///
///   C[b] = residual[b] + act(op(A[b]) * op(B[b]) + bias + beta * C[b])
///
/// for every batch index b (a multi-index over `batch`), where op(X) is X or
/// its transpose, C[b] is m x n with leading dim ldc, op(A[b]) m x k and
/// op(B[b]) k x n, all row-major; operand X of batch index b starts at
/// element sum(b[i] * batchStrideX[i]) (stride 0: the same matrix for every
/// index). A and B are f32, or f16/bf16 accumulated in f32; C, the bias (n
/// values, added to every row) and the residual (laid out as C) are f32.
struct GemmDesc {
  /// At most oneDNN's DNNL_MAX_NDIMS (12) dims in all, two of them the
  /// matrix's (the code generator emits a GEMM only within this).
  static constexpr int kMaxBatchDims = 10;

  enum class Input { F32, F16, BF16 } input = Input::F32;
  bool transA = false, transB = false;
  int64_t m = 1, n = 1, k = 1;
  int64_t lda = 1, ldb = 1, ldc = 1;
  /// The batch (batchDims sizes) and each operand's strides along it.
  int batchDims = 0;
  int64_t batch[kMaxBatchDims] = {}, batchStrideA[kMaxBatchDims] = {},
          batchStrideB[kMaxBatchDims] = {}, batchStrideC[kMaxBatchDims] = {};
  /// beta: 0 overwrites C, 1 accumulates onto it.
  bool accumulate = false;
  bool bias = false;
  Activation activation = Activation::None;
  bool residual = false;

  /// Sets the batch: `sizes`, and A's, B's and C's strides along it (of
  /// the same length, at most kMaxBatchDims).
  void setBatch(Dims sizes, Dims strideA, Dims strideB, Dims strideC);
};

/// A GEMM call site prepared once: the library's kernel is chosen for the
/// shape and CPU when the program first reaches the call (generated code
/// holds one in a function-local static), then reused. The library is
/// oneDNN's matmul (bench/gemm: the fastest of OpenBLAS, BLIS and oneDNN
/// at the corpus's shapes; it picks kernels by the CPU's ISA features, runs
/// a whole batch as one strided call and fuses the epilogue). 16-bit inputs
/// the CPU has no kernel for are widened to f32 first.
class Gemm {
public:
  explicit Gemm(const GemmDesc &desc);
  ~Gemm();
  Gemm(const Gemm &) = delete;
  Gemm &operator=(const Gemm &) = delete;

  /// Runs the GEMM on these operands (bias and residual as the descriptor
  /// says, else ignored).
  void operator()(const void *a, const void *b, float *c,
                  const float *bias = nullptr,
                  const float *residual = nullptr) const;

  /// Whether 16-bit inputs are widened (no kernel for them on this CPU).
  bool widens() const;

private:
  struct Impl;
  Impl *impl;
};

/// A grouped GEMM call site of a host program: `gemm` (one batch dim, no
/// bias, activation or residual; 16-bit inputs are widened to f32 as they
/// are packed) in which one operand's matrix for batch index b is matrix
/// ids[b] of a stack of `groups` matrices, at that operand's batch stride:
///
///   - A or B: gathered from the stack (a mixture of experts' weights,
///     each token's chosen by the router). The batch indices of each group
///     run as one GEMM: their other operands' rows (B a stack) or columns
///     (A a stack) packed together, against the group's matrix where it
///     lies. An id outside [0, groups) stops the job, reported at
///     `location`.
///   - C: each product added into the stack's matrix ids[b] (the experts'
///     weight gradients, a scatter-add of per-token products). Each
///     group's products are one GEMM whose K runs over its batch indices'
///     packed A columns and B rows, accumulated onto the group's matrix.
///     An id outside [0, groups) adds nothing, as the scatter would.
struct GroupedGemmDesc {
  enum class Stack { A, B, C };
  GemmDesc gemm;
  Stack stack = Stack::A;
  int64_t groups = 0;
  const char *location = "";
};

void groupedGemm(const GroupedGemmDesc &desc, const int64_t *ids, const void *a,
                 const void *b, float *c);

/// Reports a failed assertion of the program (cf.assert, or a
/// tensor.extract index out of range: `message`, at `location` in the
/// model) with this rank, and ends the whole job. (CUDA programs define
/// their own, on the device.)
[[noreturn]] void assertionFailed(const char *message, const char *location);

} // namespace shardrt

#endif // SHARD_RUNTIME_HOSTKERNELS_H
