//===- HostKernels.cpp - OpenBLAS-backed kernels for host programs --------===//

#include "runtime/HostKernels.h"

#include "runtime/DType.h"
#include "runtime/MpiCommunicator.h"

#include <cblas.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace shardrt {

void sgemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k,
           float alpha, const float *a, int64_t lda, const float *b,
           int64_t ldb, float beta, float *c, int64_t ldc) {
  cblas_sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
              transB ? CblasTrans : CblasNoTrans, blasint(m), blasint(n),
              blasint(k), alpha, a, blasint(lda), b, blasint(ldb), beta, c,
              blasint(ldc));
}

namespace {

/// The `rows` x `cols` matrix at `src` (leading dim `ld`) widened to a dense
/// f32 matrix in `dst`.
void widen(bool bf16, int64_t rows, int64_t cols, const uint16_t *src,
           int64_t ld, std::vector<float> &dst) {
  dst.resize(size_t(rows * cols));
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) {
      uint16_t bits = src[r * ld + c];
      dst[size_t(r * cols + c)] = bf16 ? bf16ToFloat(bits) : f16ToFloat(bits);
    }
}

} // namespace

void gemm16(bool bf16, bool transA, bool transB, int64_t m, int64_t n,
            int64_t k, float alpha, const uint16_t *a, int64_t lda,
            const uint16_t *b, int64_t ldb, float beta, float *c, int64_t ldc) {
  thread_local std::vector<float> wideA, wideB;
  int64_t rowsA = transA ? k : m, colsA = transA ? m : k;
  int64_t rowsB = transB ? n : k, colsB = transB ? k : n;
  widen(bf16, rowsA, colsA, a, lda, wideA);
  widen(bf16, rowsB, colsB, b, ldb, wideB);
  sgemm(transA, transB, m, n, k, alpha, wideA.data(), colsA, wideB.data(),
        colsB, beta, c, ldc);
}

void assertionFailed(const char *message, const char *location) {
  const char *rank = std::getenv("OMPI_COMM_WORLD_RANK");
  std::fprintf(stderr, "[rank %s] assertion failed at %s: %s\n",
               rank ? rank : "0", location, message);
  std::fflush(stderr);
  abortMpiJob(1);
}

} // namespace shardrt
