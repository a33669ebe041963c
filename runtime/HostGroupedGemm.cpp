//===- HostGroupedGemm.cpp - GEMMs of matrices grouped by ids -------------===//
//
// The batch indices are sorted by group (a counting sort of the ids).
// A stack as B: each group's per-index matrices are packed as the rows of
// one matrix, multiplied by the group's matrix where it lies in one oneDNN
// sgemm, and the product's rows unpacked into C. A stack as A is the
// transposed problem, C[b]^T = op(B[b])^T op(A[e])^T, so that the rows
// packed are always the per-index operand's. A stack as C: each group's
// A columns and B rows are packed along K, and one sgemm adds their
// products' sum onto the group's matrix. 16-bit inputs are widened as
// they are packed (a gathered group's matrix into a scratch copy).
//
//===----------------------------------------------------------------------===//

#include "runtime/Float16.h"
#include "runtime/HostKernels.h"
#include "runtime/MpiCommunicator.h"

#include <oneapi/dnnl/dnnl.h>

#include <cstdio>
#include <cstring>
#include <vector>

namespace shardrt {

namespace {

/// The problem as rows: for batch index s of group e,
///   Out_s (rows x cols) = X_s (rows x k) * W_e (k x cols)
/// where X_s's element (r, j) is at x + s * xBatch + r * xRow + j * xCol;
/// W_e is row-major at w + e * wStride with leading dim ldw (transposed:
/// stored cols x k); Out_s's element (r, j) is at
/// out + s * outBatch + r * outRow + j * outCol.
struct RowProblem {
  int64_t rows = 0, cols = 0, k = 0;
  const void *x = nullptr;
  int64_t xBatch = 0, xRow = 0, xCol = 0;
  const void *w = nullptr;
  int64_t wStride = 0, ldw = 0;
  bool wTransposed = false;
  float *out = nullptr;
  int64_t outBatch = 0, outRow = 0, outCol = 0;
};

RowProblem rowProblem(const GroupedGemmDesc &desc, const void *a, const void *b,
                      float *c) {
  const GemmDesc &d = desc.gemm;
  RowProblem p;
  p.k = d.k;
  p.out = c;
  p.outBatch = d.batchStrideC[0];
  if (desc.stack == GroupedGemmDesc::Stack::B) {
    // C_s = op(A_s) * op(B_e).
    p.rows = d.m, p.cols = d.n;
    p.x = a, p.xBatch = d.batchStrideA[0];
    p.xRow = d.transA ? 1 : d.lda, p.xCol = d.transA ? d.lda : 1;
    p.w = b, p.wStride = d.batchStrideB[0], p.ldw = d.ldb;
    p.wTransposed = d.transB;
    p.outRow = d.ldc, p.outCol = 1;
    return p;
  }
  // C_s^T = op(B_s)^T * op(A_e)^T: row r of X_s is column r of op(B_s),
  // and op(A_e)^T is A_e's storage read the other way.
  p.rows = d.n, p.cols = d.m;
  p.x = b, p.xBatch = d.batchStrideB[0];
  p.xRow = d.transB ? d.ldb : 1, p.xCol = d.transB ? 1 : d.ldb;
  p.w = a, p.wStride = d.batchStrideA[0], p.ldw = d.lda;
  p.wTransposed = !d.transA;
  p.outRow = 1, p.outCol = d.ldc;
  return p;
}

/// Element i of an input of type `input` at `base`, as f32.
float load(const void *base, int64_t i, GemmDesc::Input input) {
  switch (input) {
  case GemmDesc::Input::F32:
    return static_cast<const float *>(base)[i];
  case GemmDesc::Input::F16:
    return f16ToFloat(static_cast<const uint16_t *>(base)[i]);
  case GemmDesc::Input::BF16:
    return bf16ToFloat(static_cast<const uint16_t *>(base)[i]);
  }
  return 0;
}

/// Packs `count` input elements from `offset` at `stride` (widened to f32)
/// into `dst`.
void packRow(float *dst, const void *src, int64_t offset, int64_t stride,
             int64_t count, GemmDesc::Input input) {
  if (input == GemmDesc::Input::F32 && stride == 1) {
    std::memcpy(dst, static_cast<const float *>(src) + offset,
                size_t(count) * sizeof(float));
    return;
  }
  for (int64_t j = 0; j < count; ++j)
    dst[j] = load(src, offset + j * stride, input);
}

/// Packs group rows for the batch indices order[begin .. begin + count):
/// `rows` rows of `len` elements each, row r of index s read from offset
/// s * batchStride + r * rowStep at `colStep`, one after another in `dst`.
void packGroup(std::vector<float> &dst, const void *src,
               const std::vector<int64_t> &order, int64_t begin, int64_t count,
               int64_t batchStride, int64_t rows, int64_t rowStep,
               int64_t colStep, int64_t len, GemmDesc::Input input) {
  dst.resize(size_t(count * rows * len));
  for (int64_t i = 0; i < count; ++i) {
    int64_t s = order[size_t(begin + i)];
    for (int64_t r = 0; r < rows; ++r)
      packRow(dst.data() + (i * rows + r) * len, src,
              s * batchStride + r * rowStep, colStep, len, input);
  }
}

/// Unpacks `count` contiguous values into (or, accumulating, onto) `dst`
/// at `stride`.
void unpackRow(float *dst, int64_t stride, const float *src, int64_t count,
               bool accumulate) {
  if (!accumulate && stride == 1) {
    std::memcpy(dst, src, size_t(count) * sizeof(float));
    return;
  }
  for (int64_t j = 0; j < count; ++j)
    dst[j * stride] = accumulate ? dst[j * stride] + src[j] : src[j];
}

/// The batch indices by group, a counting sort of `ids`: group e's are
/// order[first[e] .. first[e + 1]). An id outside [0, groups) stops the
/// job at `location`, or with `dropOutside` belongs to no group.
void sortByGroup(const int64_t *ids, int64_t batch, int64_t groups,
                 bool dropOutside, const char *location,
                 std::vector<int64_t> &first, std::vector<int64_t> &order) {
  auto inside = [&](int64_t id) { return id >= 0 && id < groups; };
  first.assign(size_t(groups + 1), 0);
  for (int64_t s = 0; s < batch; ++s) {
    if (inside(ids[s]))
      ++first[size_t(ids[s] + 1)];
    else if (!dropOutside)
      assertionFailed("tensor.extract index out of range", location);
  }
  for (int64_t e = 0; e < groups; ++e)
    first[size_t(e + 1)] += first[size_t(e)];
  std::vector<int64_t> next(first.begin(), first.end() - 1);
  order.resize(size_t(first.back()));
  for (int64_t s = 0; s < batch; ++s)
    if (inside(ids[s]))
      order[size_t(next[size_t(ids[s])]++)] = s;
}

void sgemm(char transA, char transB, int64_t m, int64_t n, int64_t k,
           const float *a, int64_t lda, const float *b, int64_t ldb, float beta,
           float *c, int64_t ldc) {
  dnnl_status_t status =
      dnnl_sgemm(transA, transB, m, n, k, 1.0f, a, lda, b, ldb, beta, c, ldc);
  if (status == dnnl_success)
    return;
  std::fprintf(stderr,
               "shardrt: a grouped GEMM's sgemm (%lld x %lld x %lld) "
               "failed: oneDNN status %d\n",
               (long long)m, (long long)n, (long long)k, int(status));
  std::fflush(stderr);
  abortMpiJob(1);
}

/// A stack as A or B: each group's rows against its matrix.
void gatheredGroups(const GroupedGemmDesc &desc, const RowProblem &p,
                    const std::vector<int64_t> &first,
                    const std::vector<int64_t> &order) {
  GemmDesc::Input input = desc.gemm.input;
  // A group's matrix as stored: k x cols, or cols x k transposed.
  int64_t storedRows = p.wTransposed ? p.cols : p.k;
  int64_t storedCols = p.wTransposed ? p.k : p.cols;
  int64_t wSpan = (storedRows - 1) * p.ldw + storedCols;
  thread_local std::vector<float> packed, product, wide;
  for (int64_t e = 0; e < desc.groups; ++e) {
    int64_t begin = first[size_t(e)], count = first[size_t(e + 1)] - begin;
    if (!count)
      continue;
    int64_t rows = count * p.rows;
    packGroup(packed, p.x, order, begin, count, p.xBatch, p.rows, p.xRow,
              p.xCol, p.k, input);
    product.resize(size_t(rows * p.cols));
    const float *w = nullptr;
    if (input == GemmDesc::Input::F32) {
      w = static_cast<const float *>(p.w) + e * p.wStride;
    } else {
      wide.resize(size_t(wSpan));
      packRow(wide.data(), p.w, e * p.wStride, 1, wSpan, input);
      w = wide.data();
    }
    sgemm('N', p.wTransposed ? 'T' : 'N', rows, p.cols, p.k, packed.data(), p.k,
          w, p.ldw, 0.0f, product.data(), p.cols);
    for (int64_t i = 0; i < count; ++i) {
      int64_t s = order[size_t(begin + i)];
      for (int64_t r = 0; r < p.rows; ++r)
        unpackRow(p.out + s * p.outBatch + r * p.outRow, p.outCol,
                  product.data() + (i * p.rows + r) * p.cols, p.cols,
                  desc.gemm.accumulate);
    }
  }
}

/// A stack as C: C[e] += sum over the group's indices s of
/// op(A[s]) op(B[s]), as one GEMM over their packed K.
void scatteredGroups(const GroupedGemmDesc &desc, const void *a, const void *b,
                     float *c, const std::vector<int64_t> &first,
                     const std::vector<int64_t> &order) {
  const GemmDesc &d = desc.gemm;
  int64_t sa = d.batchStrideA[0], sb = d.batchStrideB[0],
          sc = d.batchStrideC[0];
  // Row (s, l) of the packed A^T is column l of op(A[s]); row (s, l) of
  // the packed B is row l of op(B[s]).
  int64_t aRow = d.transA ? d.lda : 1, aCol = d.transA ? 1 : d.lda;
  int64_t bRow = d.transB ? 1 : d.ldb, bCol = d.transB ? d.ldb : 1;
  thread_local std::vector<float> packedA, packedB;
  for (int64_t e = 0; e < desc.groups; ++e) {
    int64_t begin = first[size_t(e)], count = first[size_t(e + 1)] - begin;
    if (!count)
      continue;
    int64_t depth = count * d.k;
    packGroup(packedA, a, order, begin, count, sa, d.k, aRow, aCol, d.m,
              d.input);
    packGroup(packedB, b, order, begin, count, sb, d.k, bRow, bCol, d.n,
              d.input);
    sgemm('T', 'N', d.m, d.n, depth, packedA.data(), d.m, packedB.data(), d.n,
          1.0f, c + e * sc, d.ldc);
  }
}

} // namespace

void groupedGemm(const GroupedGemmDesc &desc, const int64_t *ids, const void *a,
                 const void *b, float *c) {
  bool scatter = desc.stack == GroupedGemmDesc::Stack::C;
  thread_local std::vector<int64_t> first, order;
  sortByGroup(ids, desc.gemm.batch[0], desc.groups, scatter, desc.location,
              first, order);
  if (scatter)
    scatteredGroups(desc, a, b, c, first, order);
  else
    gatheredGroups(desc, rowProblem(desc, a, b, c), first, order);
}

} // namespace shardrt
