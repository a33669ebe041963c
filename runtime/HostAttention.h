//===- HostAttention.h - fused attention for host programs ------*- C++ -*-===//
//
// Part of the program ABI (ProgramAbi.h): a header-only kernel that host
// programs instantiate with their score modification inlined.
//
// O = softmax(mod(Q K^T)) V (Q, K and V f32 or 16-bit floats, widened as
// they are read; O f32), row by row, without storing a row of scores
// longer than a block of keys: each task takes kRows queries of one batch
// index and walks the keys kKeys at a time, keeping each row's running
// maximum m, sum l and output acc (flash attention's online softmax):
//
//   s_j   = mod(q . k_j)                     the model's score modification
//   m'    = max(m, s_j...)                   NaN as the model's max says
//   shift = m' == -inf ? 0 : m'
//   acc   = acc * exp(m - m') + sum_j exp(s_j - shift) v_j
//   l     = l   * exp(m - m') + sum_j exp(s_j - shift)
//   o     = acc / l
//
// with exp(m - m') taken as 0 while m is -inf (nothing was added yet but
// zeros). That is the unfused softmax's arithmetic up to the order of its
// sums: the rows start from the model's max init, and rows the model
// leaves NaN or zero (a whole row masked) are NaN or zero here. A block the
// model's mask (a condition of the indices alone) covers throughout is
// skipped whole, one it covers past some key for every row of the task
// stops there, and one whose weights are all 0 for every row of a task
// skips its product with V: there the unfused chain would add 0 * v, which
// differs only where V holds an infinity or a NaN.
//
// The products run on a 6 x 16 register tile (tileProduct) over K^T and
// V packed in strips of 16 columns, each batch index's once per thread
// (about (d + e) x n floats a thread, in place of S x S), and the task's
// code is compiled for each x86-64 ISA level (SHARDRT_ISA_CLONES, as the
// programs' loop nests are), since a program's own flags target the
// baseline.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_HOSTATTENTION_H
#define SHARD_RUNTIME_HOSTATTENTION_H

#include "runtime/AttentionDesc.h"
#include "runtime/VectorMath.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

// Clones for x86-64-v4 (AVX-512), v3 (AVX2) and the baseline, the best the
// CPU has chosen when the program loads, unless it targets AVX-512 already.
#if defined(__x86_64__) && !defined(__AVX512F__)
#define SHARDRT_ISA_CLONES                                                     \
  __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define SHARDRT_ISA_CLONES
#endif

namespace shardrt {

namespace attention_detail {

/// Queries per task and keys per block; a tile's rows come in sixes (and
/// twos) and its columns in sixteens (tileProduct's register block).
constexpr int64_t kRows = 64, kKeys = 128, kColumns = 16;

inline int64_t roundUp(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

/// Eight floats as one value of GCC's vector extension: one AVX register,
/// or two SSE ones.
typedef float Eight __attribute__((vector_size(8 * sizeof(float))));
/// Sixteen floats: one AVX-512 register, two AVX ones or four SSE ones
/// (the compiler splits it for the ISA level it builds for).
typedef float Sixteen __attribute__((vector_size(16 * sizeof(float))));

/// c[R x cols] (+)= a[R x depth] * b[depth x cols], a and c row major,
/// b packed in strips of kColumns columns (strip x / kColumns at b +
/// x / kColumns * strip, depth rows of kColumns each: a strip is read in
/// order), cols a multiple of kColumns: R x kColumns of c stay in
/// registers while depth runs, each row of b loaded once and each value of
/// a broadcast. A row of the tile is one 16-float vector: on AVX-512 one
/// register (six accumulators, b's row and a broadcast: eight of 32), on
/// AVX2 two (twelve, two and one: fifteen of 16).
template <int R>
__attribute__((always_inline)) inline void
tileRows(const float *a, int64_t lda, const float *b, int64_t strip, float *c,
         int64_t ldc, int64_t cols, int64_t depth, bool accumulate) {
  static_assert(kColumns == 16, "a tile's columns are one vector of 16");
  // Loads and stores through memcpy: unaligned, and no vector-typed calls.
  constexpr size_t kBytes = sizeof(Sixteen);
  for (int64_t x = 0; x < cols; x += kColumns) {
    float *c0 = c + x;
    const float *bx = b + x / kColumns * strip;
    Sixteen s[R];
    for (int i = 0; i < R; ++i) {
      if (accumulate)
        std::memcpy(&s[i], c0 + i * ldc, kBytes);
      else
        s[i] = Sixteen{};
    }
    for (int64_t t = 0; t < depth; ++t) {
      Sixteen b0;
      std::memcpy(&b0, bx + t * kColumns, kBytes);
      for (int i = 0; i < R; ++i)
        s[i] += a[i * lda + t] * b0;
    }
    for (int i = 0; i < R; ++i)
      std::memcpy(c0 + i * ldc, &s[i], kBytes);
  }
}

/// c[rows x cols] (+)= a[rows x depth] * b[depth x cols] as tileRows
/// packs b, rows even: six rows at a time, then the rest. A function of
/// its own, compiled for each x86-64 ISA level like the programs' loop
/// nests (the program's own flags are the baseline's), run at the CPU's
/// best.
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
tileProduct(const float *a, int64_t lda, const float *b, int64_t strip,
            float *c, int64_t ldc, int64_t rows, int64_t cols, int64_t depth,
            bool accumulate) {
  int64_t r = 0;
  for (; r + 6 <= rows; r += 6)
    tileRows<6>(a + r * lda, lda, b, strip, c + r * ldc, ldc, cols, depth,
                accumulate);
  for (; r + 2 <= rows; r += 2)
    tileRows<2>(a + r * lda, lda, b, strip, c + r * ldc, ldc, cols, depth,
                accumulate);
}

/// Calls `f(load)` where `load(i)` is element i of `base`, an array of
/// `type` widened to f32: the type is looked at once, not per element, so
/// that the packing loops below compile to plain (vectorizable) copies,
/// inlined into each ISA level's clone of their callers.
template <typename F>
__attribute__((always_inline)) inline void withLoader(DType type,
                                                      const void *base, F f) {
  switch (type) {
  case DType::F16: {
    const auto *p = static_cast<const uint16_t *>(base);
    f([p](int64_t i) { return f16ToFloat(p[i]); });
    return;
  }
  case DType::BF16: {
    const auto *p = static_cast<const uint16_t *>(base);
    f([p](int64_t i) { return bf16ToFloat(p[i]); });
    return;
  }
  default: {
    const auto *p = static_cast<const float *>(base);
    f([p](int64_t i) { return p[i]; });
  }
  }
}

/// Calls `f(at)` where `at(r, c)` is element (r, c) of `op`'s matrix at
/// `base` (already at its batch index) as f32: its type and layout are
/// looked at once, not per element (withLoader).
template <typename F>
__attribute__((always_inline)) inline void
withMatrix(const AttentionOperand &op, const void *base, F f) {
  const int64_t rowStride = op.byRows ? op.ld : 1;
  const int64_t colStride = op.byRows ? 1 : op.ld;
  withLoader(op.type, base, [&](auto load) {
    f([&](int64_t r, int64_t c) {
      return load(r * rowStride + c * colStride);
    });
  });
}

/// A (rows x cols) matrix of `op` at `base` packed for tileRows as its B:
/// strips of kColumns columns, each `paddedRows` rows of kColumns (a strip
/// is paddedRows * kColumns floats), zeros past the matrix. `transpose`
/// packs its transpose (cols x rows) instead.
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
packStrips(const AttentionOperand &op, const void *base, int64_t rows,
           int64_t cols, bool transpose, int64_t paddedRows, int64_t paddedCols,
           float *out) {
  std::fill(out, out + paddedRows * paddedCols, 0.0f);
  const int64_t outRows = transpose ? cols : rows;
  const int64_t outCols = transpose ? rows : cols;
  withMatrix(op, base, [&](auto at) {
    for (int64_t c0 = 0; c0 < outCols; c0 += kColumns) {
      float *strip = out + c0 * paddedRows;
      const int64_t columns = std::min(kColumns, outCols - c0);
      for (int64_t r = 0; r < outRows; ++r)
        for (int64_t c = 0; c < columns; ++c)
          strip[r * kColumns + c] = transpose ? at(c0 + c, r) : at(r, c0 + c);
    }
  });
}

/// K^T packed for tileRows: kt[c / kColumns][t][c % kColumns] = K(c, t)
/// for the batch index's n keys, zeros past them up to np. A block of
/// keys j0.. is the strips from kt + j0 * d on (strip d * kColumns).
inline void loadKeys(const AttentionDesc &desc, const void *k, int64_t np,
                     float *kt) {
  AttentionOperand keys;
  keys.ld = desc.ldk;
  keys.byRows = desc.keysByRow;
  keys.type = desc.qk;
  packStrips(keys, k, desc.n, desc.d, /*transpose=*/true, desc.d, np, kt);
}

/// V packed for tileRows: vt[x / kColumns][c][x % kColumns] = V(c, x) for
/// the batch index's n keys and V's e columns, zeros past them (np rows,
/// ep columns). A block of keys j0.. is the strips from vt + j0 *
/// kColumns on (strip np * kColumns).
inline void loadValues(const AttentionDesc &desc, const void *v, int64_t np,
                       int64_t ep, float *vt) {
  AttentionOperand values;
  values.ld = desc.ldv;
  values.byRows = !desc.transV;
  values.type = desc.v;
  packStrips(values, v, desc.n, desc.e, /*transpose=*/false, np, ep, vt);
}

/// Each thread's tiles, padded: Q's rows to kRows and its depth as is,
/// the keys to a multiple of kKeys, V's and the output's columns to
/// kColumns. K^T and V hold one batch index's keys whole: a thread's
/// tasks are consecutive row blocks, mostly of one batch index, and each
/// loads them once (`loaded`) rather than once per row block.
struct Scratch {
  explicit Scratch(const AttentionDesc &desc)
      : ep(roundUp(desc.e, kColumns)), np(roundUp(desc.n, kKeys)),
        memory(static_cast<float *>(std::malloc(
            sizeof(float) * size_t(kRows * desc.d + desc.d * np + np * ep +
                                   kRows * kKeys + kRows * ep)))),
        qt(memory), kt(qt + kRows * desc.d), vt(kt + desc.d * np),
        s(vt + np * ep), acc(s + kRows * kKeys) {}
  ~Scratch() { std::free(memory); }
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;

  int64_t ep, np;
  float *memory, *qt, *kt, *vt, *s, *acc;
  float rowMax[kRows], rowSum[kRows];
  int64_t loaded = -1;
};

/// The maximum of `m` and the kKeys values of `s` that are numbers, and
/// whether any of them is NaN: vmaxps's rule (x > m ? x : m) passes a NaN
/// x over and keeps a NaN m, eight lanes at a time.
__attribute__((always_inline)) inline float rowMaximum(const float *s, float m,
                                                       bool &nan) {
  typedef int Mask __attribute__((vector_size(8 * sizeof(int))));
  Eight m8 = {m, m, m, m, m, m, m, m};
  Mask nan8 = {};
  for (int64_t c = 0; c < kKeys; c += 8) {
    Eight x;
    std::memcpy(&x, s + c, sizeof x);
    nan8 |= x != x;
    m8 = x > m8 ? x : m8;
  }
  int any = 0;
  for (int l = 0; l < 8; ++l) {
    m = m8[l] > m ? m8[l] : m;
    any |= nan8[l];
  }
  nan = any != 0;
  return m;
}

/// The keys of block j0 (of `blockKeys`) up to the last one some query of
/// rows i0..i0+rows has unmasked: past it the model masks every score
/// (-inf: weight 0, the maximum unchanged). Rows are scanned from the last
/// (a causal mask's widest), each without an early exit (so it
/// vectorizes, inlined into each ISA level's clone of its caller).
template <typename Masked>
__attribute__((always_inline)) inline int64_t
openKeysOf(const int64_t *index, int64_t i0, int64_t rows, int64_t j0,
           int64_t blockKeys, Masked masked) {
  int open = 0;
  for (int64_t r = rows - 1; r >= 0 && open < blockKeys; --r) {
    int last = 0;
#pragma omp simd reduction(max : last)
    for (int64_t c = 0; c < blockKeys; ++c)
      last = std::max(last, masked(index, i0 + r, j0 + c) ? 0 : int(c) + 1);
    open = std::max(open, last);
  }
  return open;
}

/// The rows of task `task` (kRows queries of one batch index), compiled
/// for each x86-64 ISA level with the model's callbacks inlined.
template <typename ScoreMod, typename Masked>
SHARDRT_ISA_CLONES __attribute__((noinline)) static void
attentionTask(const AttentionDesc &desc, int64_t task, int64_t rowBlocks,
              Scratch &scratch, const void *q, const void *k, const void *v,
              float *o, ScoreMod mod, Masked masked) {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  const int64_t d = desc.d, ep = scratch.ep;
  float *qt = scratch.qt, *kt = scratch.kt, *vt = scratch.vt, *s = scratch.s,
        *acc = scratch.acc;
  float *rowMax = scratch.rowMax, *rowSum = scratch.rowSum;
  // The batch index and each operand's matrix.
  const int64_t i0 = task % rowBlocks * kRows;
  const int64_t rows = std::min(kRows, desc.m - i0);
  const AttentionBatch batch(desc, task / rowBlocks);
  const int64_t *index = batch.index;
  float *ob = o + batch.o;
  if (scratch.loaded != task / rowBlocks) {
    loadKeys(desc, attentionAdvance(desc.qk, k, batch.k), scratch.np, kt);
    loadValues(desc, attentionAdvance(desc.v, v, batch.v), scratch.np, ep, vt);
    scratch.loaded = task / rowBlocks;
  }
  // Q's rows i0.. (zeros past the last): row r's element t is at
  // (i0 + r) * rowStride + t * colStride.
  const int64_t rowStride = desc.transQ ? 1 : desc.ldq;
  const int64_t colStride = desc.transQ ? desc.ldq : 1;
  withLoader(desc.qk, attentionAdvance(desc.qk, q, batch.q), [&](auto load) {
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t t = 0; t < d; ++t)
        qt[r * d + t] = load((i0 + r) * rowStride + t * colStride);
  });
  std::fill(qt + rows * d, qt + kRows * d, 0.0f);
  std::fill(acc, acc + kRows * ep, 0.0f);
  for (int64_t r = 0; r < kRows; ++r) {
    rowMax[r] = desc.maxInit;
    rowSum[r] = 0.0f;
  }
  for (int64_t j0 = 0; j0 < desc.n; j0 += kKeys) {
    // The products stop at the block's last open key (a causal
    // diagonal's block is about half), and a block masked throughout adds
    // nothing.
    const int64_t keys =
        openKeysOf(index, i0, rows, j0, std::min(kKeys, desc.n - j0), masked);
    if (!keys)
      continue;
    tileProduct(qt, d, kt + j0 * d, d * kColumns, s, kKeys, kRows,
                roundUp(keys, kColumns), d, /*accumulate=*/false);
    bool weighted = false;
    for (int64_t r = 0; r < rows; ++r) {
      float *sr = s + r * kKeys;
      const int64_t i = i0 + r;
#pragma omp simd
      for (int64_t c = 0; c < keys; ++c)
        sr[c] = mod(index, i, j0 + c, sr[c]);
      for (int64_t c = keys; c < kKeys; ++c)
        sr[c] = -kInf;
      // The maximum over the scores that are numbers, and whether any is
      // NaN (which wins where the model's maximum propagates it; a NaN
      // running maximum stays NaN either way).
      bool nan = false;
      float m = rowMaximum(sr, rowMax[r], nan);
      if (nan && desc.maxPropagatesNaN)
        m = std::numeric_limits<float>::quiet_NaN();
      const float shift = m == -kInf ? 0.0f : m;
      const float scale =
          rowMax[r] == -kInf ? 0.0f : shardrt_expf(rowMax[r] - m);
      float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
      for (int64_t c = 0; c < keys; ++c) {
        float p = shardrt_expf(sr[c] - shift);
        sr[c] = p;
        sum += p;
      }
      for (int64_t c = keys; c < kKeys; ++c)
        sr[c] = 0.0f;
      rowSum[r] = rowSum[r] * scale + sum;
      rowMax[r] = m;
      weighted = weighted || sum != 0.0f;
      float *ar = acc + r * ep;
#pragma omp simd
      for (int64_t x = 0; x < ep; ++x)
        ar[x] *= scale;
    }
    // A block whose weights are all 0 (masked out: above a causal
    // diagonal) adds nothing; its product is skipped.
    if (!weighted)
      continue;
    for (int64_t r = rows; r < kRows; ++r)
      for (int64_t c = 0; c < kKeys; ++c)
        s[r * kKeys + c] = 0.0f;
    tileProduct(s, kKeys, vt + j0 * kColumns, scratch.np * kColumns, acc, ep,
                kRows, ep, keys, /*accumulate=*/true);
  }
  for (int64_t r = 0; r < rows; ++r) {
    const float l = rowSum[r];
    const bool nan = !desc.guardedShift && rowMax[r] == -kInf;
    const bool zero = desc.zeroEmptyRows && l == 0.0f;
    float *orow = ob + (i0 + r) * desc.ldo;
    for (int64_t x = 0; x < desc.e; ++x)
      orow[x] = nan    ? std::numeric_limits<float>::quiet_NaN()
                : zero ? 0.0f
                       : acc[r * ep + x] / l;
  }
}

} // namespace attention_detail

/// Runs attention as `desc` says (q and k of element type desc.qk, v of
/// desc.v). `mod(batch, i, j, s)` is the score of
/// query i and key j at batch index batch[0..batchDims) from their product
/// s; `masked(batch, i, j)` says that the model makes that score -inf
/// whatever the product (a mask of the indices alone; false when unknown).
template <typename ScoreMod, typename Masked>
void attention(const AttentionDesc &desc, const void *q, const void *k,
               const void *v, float *o, ScoreMod mod, Masked masked) {
  using namespace attention_detail;
  int64_t batches = 1;
  for (int i = 0; i < desc.batchDims; ++i)
    batches *= desc.batch[i];
  const int64_t rowBlocks = (desc.m + kRows - 1) / kRows;
#pragma omp parallel
  {
    Scratch scratch(desc);
#pragma omp for schedule(static)
    for (int64_t task = 0; task < batches * rowBlocks; ++task)
      attentionTask(desc, task, rowBlocks, scratch, q, k, v, o, mod, masked);
  }
}

} // namespace shardrt

#endif // SHARD_RUNTIME_HOSTATTENTION_H
