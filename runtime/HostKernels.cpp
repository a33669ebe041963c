//===- HostKernels.cpp - OpenBLAS-backed kernels for host programs --------===//

#include "runtime/HostKernels.h"

#include "runtime/MpiCommunicator.h"

#include <cblas.h>
#include <cstdio>
#include <cstdlib>

namespace shardrt {

void sgemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k,
           float alpha, const float *a, int64_t lda, const float *b,
           int64_t ldb, float beta, float *c, int64_t ldc) {
  cblas_sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
              transB ? CblasTrans : CblasNoTrans, blasint(m), blasint(n),
              blasint(k), alpha, a, blasint(lda), b, blasint(ldb), beta, c,
              blasint(ldc));
}

void assertionFailed(const char *message, const char *location) {
  const char *rank = std::getenv("OMPI_COMM_WORLD_RANK");
  std::fprintf(stderr, "[rank %s] assertion failed at %s: %s\n",
               rank ? rank : "0", location, message);
  std::fflush(stderr);
  abortMpiJob(1);
}

} // namespace shardrt
