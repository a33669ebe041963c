//===- HostKernels.h - library kernels that host programs call -*- C++ -*-===//

#ifndef SHARD_RUNTIME_HOSTKERNELS_H
#define SHARD_RUNTIME_HOSTKERNELS_H

#include <cstdint>

namespace shardrt {

/// C = alpha * op(A) * op(B) + beta * C on row-major f32 matrices, where
/// op(X) is X or its transpose; C is m x n, op(A) m x k, op(B) k x n.
void sgemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k,
           float alpha, const float *a, int64_t lda, const float *b,
           int64_t ldb, float beta, float *c, int64_t ldc);

/// Reports a failed assertion of the program (cf.assert: `message`, at
/// `location` in the model) with this rank, and ends the whole job.
/// C = alpha * op(A) * op(B) + beta * C with A and B f16 or bf16 (`bf16`;
/// stored as bit patterns) and C f32, accumulating in f32. Debian's
/// OpenBLAS has no 16-bit GEMM, so A and B are widened to f32 first (into
/// per-thread scratch) and multiplied by sgemm.
void gemm16(bool bf16, bool transA, bool transB, int64_t m, int64_t n,
            int64_t k, float alpha, const uint16_t *a, int64_t lda,
            const uint16_t *b, int64_t ldb, float beta, float *c, int64_t ldc);

[[noreturn]] void assertionFailed(const char *message, const char *location);

} // namespace shardrt

#endif // SHARD_RUNTIME_HOSTKERNELS_H
