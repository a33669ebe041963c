//===- HostKernels.h - library kernels that host programs call -*- C++ -*-===//

#ifndef SHARD_RUNTIME_HOSTKERNELS_H
#define SHARD_RUNTIME_HOSTKERNELS_H

#include "runtime/Activation.h"

#include <cstdint>
#include <memory>
#include <vector>

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
  enum class Input { F32, F16, BF16 } input = Input::F32;
  bool transA = false, transB = false;
  int64_t m = 1, n = 1, k = 1;
  int64_t lda = 1, ldb = 1, ldc = 1;
  std::vector<int64_t> batch, batchStrideA, batchStrideB, batchStrideC;
  /// beta: 0 overwrites C, 1 accumulates onto it.
  bool accumulate = false;
  bool bias = false;
  Activation activation = Activation::None;
  bool residual = false;
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
  std::unique_ptr<Impl> impl;
};

/// Reports a failed assertion of the program (cf.assert: `message`, at
/// `location` in the model) with this rank, and ends the whole job.
[[noreturn]] void assertionFailed(const char *message, const char *location);

} // namespace shardrt

#endif // SHARD_RUNTIME_HOSTKERNELS_H
