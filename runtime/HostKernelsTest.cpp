//===- HostKernelsTest.cpp - GEMMs and vector math against direct sums ----===//
//
// shardrt::Gemm against a double-precision loop over the same descriptor
// (batches with broadcast operands, transposes, leading dims wider than
// the matrices, accumulation, every epilogue, 16-bit inputs), a grouped
// GEMM against the same loop over the matrices it gathers, and the
// vector math entry points at every width the CPU runs against libm.
//
//===----------------------------------------------------------------------===//

#include "runtime/HostKernels.h"
#include "runtime/DType.h"
#include "runtime/ProgramAbi.h"
#include "runtime/Status.h"
#include "runtime/VectorMath.h"

#include <gtest/gtest.h>

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

using namespace shardrt;

namespace {

/// What the descriptor means, computed in double from its definition.
std::vector<float> reference(const GemmDesc &d, const std::vector<float> &a,
                             const std::vector<float> &b,
                             const std::vector<float> &c,
                             const std::vector<float> &bias,
                             const std::vector<float> &residual) {
  std::vector<float> out = c;
  int64_t batches = 1;
  for (int i = 0; i < d.batchDims; ++i)
    batches *= d.batch[i];
  for (int64_t flat = 0; flat < batches; ++flat) {
    int64_t offA = 0, offB = 0, offC = 0, rest = flat;
    for (int i = d.batchDims; i-- > 0;) {
      int64_t index = rest % d.batch[i];
      rest /= d.batch[i];
      offA += index * d.batchStrideA[i];
      offB += index * d.batchStrideB[i];
      offC += index * d.batchStrideC[i];
    }
    for (int64_t i = 0; i < d.m; ++i)
      for (int64_t j = 0; j < d.n; ++j) {
        double sum = 0;
        for (int64_t l = 0; l < d.k; ++l)
          sum += double(a[offA + (d.transA ? l * d.lda + i : i * d.lda + l)]) *
                 b[offB + (d.transB ? j * d.ldb + l : l * d.ldb + j)];
        int64_t at = offC + i * d.ldc + j;
        if (d.bias)
          sum += bias[j];
        if (d.accumulate)
          sum += c[at];
        switch (d.activation) {
        case Activation::None:
          break;
        case Activation::Relu:
          sum = std::max(sum, 0.0);
          break;
        case Activation::GeluErf:
          sum = 0.5 * sum * (1 + std::erf(sum / std::sqrt(2.0)));
          break;
        case Activation::GeluTanh:
          sum = 0.5 * sum *
                (1 + std::tanh(std::sqrt(2 / M_PI) *
                               (sum + 0.044715 * sum * sum * sum)));
          break;
        }
        if (d.residual)
          sum += residual[at];
        out[at] = float(sum);
      }
  }
  return out;
}

std::vector<float> randomVector(size_t n, std::mt19937 &gen) {
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<float> v(n);
  for (float &x : v)
    x = dist(gen);
  return v;
}

/// For 16-bit `input`: `values` rounded to it in place, and their bits
/// (for the kernel); for f32 nothing.
std::vector<uint16_t> narrow(std::vector<float> &values,
                             GemmDesc::Input input) {
  if (input == GemmDesc::Input::F32)
    return {};
  bool bf16 = input == GemmDesc::Input::BF16;
  std::vector<uint16_t> bits(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    bits[i] = bf16 ? floatToBf16(values[i]) : floatToF16(values[i]);
    values[i] = bf16 ? bf16ToFloat(bits[i]) : f16ToFloat(bits[i]);
  }
  return bits;
}

/// Runs `d` on random operands (16-bit ones rounded first, so that the
/// reference sees the same values) and compares with the reference.
void expectGemm(const GemmDesc &d, size_t sizeA, size_t sizeB, size_t sizeC,
                double tolerance = 1e-5) {
  std::mt19937 gen(11);
  std::vector<float> a = randomVector(sizeA, gen), b = randomVector(sizeB, gen),
                     c = randomVector(sizeC, gen),
                     bias = randomVector(size_t(d.n), gen),
                     residual = randomVector(sizeC, gen);
  std::vector<uint16_t> a16 = narrow(a, d.input), b16 = narrow(b, d.input);
  std::vector<float> want = reference(d, a, b, c, bias, residual);
  std::vector<float> got = c;
  Gemm gemm(d);
  const void *pa = d.input == GemmDesc::Input::F32 ? (const void *)a.data()
                                                   : (const void *)a16.data();
  const void *pb = d.input == GemmDesc::Input::F32 ? (const void *)b.data()
                                                   : (const void *)b16.data();
  // Twice: the prepared call is reused.
  for (int round = 0; round < 2; ++round) {
    got = c;
    gemm(pa, pb, got.data(), bias.data(), residual.data());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_NEAR(got[i], want[i], tolerance * (1 + std::fabs(want[i])))
          << "element " << i << " of round " << round;
  }
}

TEST(Gemm, PlainAndTransposedWithWideLeadingDims) {
  GemmDesc d;
  d.m = 13, d.n = 17, d.k = 19;
  d.lda = 24, d.ldb = 20, d.ldc = 21;
  expectGemm(d, 13 * 24, 19 * 20, 13 * 21);
  d.transA = d.transB = true;
  d.lda = 16, d.ldb = 22;
  expectGemm(d, 19 * 16, 17 * 22, 13 * 21);
}

TEST(Gemm, BatchedWithABroadcastOperand) {
  // Attention-like: batch {2, 3}, B shared over the first batch dim.
  GemmDesc d;
  d.m = 8, d.n = 5, d.k = 4;
  d.lda = 4, d.ldb = 5, d.ldc = 5;
  d.setBatch({2, 3}, {3 * 32, 32}, {0, 20}, {3 * 40, 40});
  expectGemm(d, 6 * 32, 3 * 20, 6 * 40);
}

TEST(Gemm, AccumulatesAndAppliesEveryEpilogue) {
  for (Activation act : {Activation::None, Activation::Relu,
                         Activation::GeluErf, Activation::GeluTanh}) {
    GemmDesc d;
    d.m = 9, d.n = 33, d.k = 7;
    d.lda = 7, d.ldb = 33, d.ldc = 33;
    d.accumulate = true;
    d.bias = true;
    d.activation = act;
    d.residual = true;
    SCOPED_TRACE(int(act));
    expectGemm(d, 9 * 7, 7 * 33, 9 * 33);
  }
}

TEST(Gemm, SixteenBitInputsAccumulateInF32) {
  for (GemmDesc::Input input : {GemmDesc::Input::BF16, GemmDesc::Input::F16}) {
    GemmDesc d;
    d.input = input;
    d.m = 12, d.n = 10, d.k = 64;
    d.lda = 64, d.ldb = 64, d.ldc = 10;
    d.transB = true;
    d.setBatch({2}, {12 * 64}, {10 * 64}, {12 * 10});
    d.bias = true;
    expectGemm(d, 2 * 12 * 64, 2 * 10 * 64, 2 * 12 * 10);
  }
}

/// Gives `d` (m, n, k and the transposes set) leading dims `pad` wider
/// than its matrices and one batch dim of `batch` whole matrices; returns
/// A's, B's and C's spans.
std::array<int64_t, 3> padAndBatch(GemmDesc &d, int64_t batch,
                                   std::array<int64_t, 3> pad) {
  d.lda = (d.transA ? d.m : d.k) + pad[0];
  d.ldb = (d.transB ? d.k : d.n) + pad[1];
  d.ldc = d.n + pad[2];
  std::array<int64_t, 3> spans = {(d.transA ? d.k : d.m) * d.lda,
                                  (d.transB ? d.n : d.k) * d.ldb, d.m * d.ldc};
  d.setBatch({batch}, {spans[0]}, {spans[1]}, {spans[2]});
  return spans;
}

/// A grouped GEMM (either operand a stack, either transposed, leading
/// dims wider than the matrices, with and without accumulation, 16-bit
/// inputs, a group no id names) against the reference on the matrices it
/// gathers.
TEST(GroupedGemm, MatchesTheGatheredBatch) {
  const int64_t batch = 11, groups = 4;
  std::mt19937 gen(3);
  std::vector<int64_t> ids(batch);
  std::uniform_int_distribution<int64_t> pick(0, groups - 2);
  for (int64_t &id : ids)
    id = pick(gen);
  for (int variant = 0; variant < 48; ++variant) {
    GroupedGemmDesc g;
    g.stack =
        variant & 1 ? GroupedGemmDesc::Stack::A : GroupedGemmDesc::Stack::B;
    bool stackA = variant & 1;
    g.groups = groups;
    GemmDesc &d = g.gemm;
    d.transA = variant & 2;
    d.transB = variant & 4;
    d.accumulate = variant & 8;
    d.input = variant < 16   ? GemmDesc::Input::F32
              : variant < 32 ? GemmDesc::Input::BF16
                             : GemmDesc::Input::F16;
    d.m = 5, d.n = 3, d.k = 7;
    auto [spanA, spanB, spanC] = padAndBatch(d, batch, {2, 1, 3});
    SCOPED_TRACE(variant);
    int64_t spanStack = stackA ? spanA : spanB;
    std::vector<float> stack = randomVector(size_t(groups * spanStack), gen);
    std::vector<float> a = randomVector(size_t(batch * spanA), gen);
    std::vector<float> b = randomVector(size_t(batch * spanB), gen);
    std::vector<float> c = randomVector(size_t(batch * spanC), gen);
    bool wide = d.input == GemmDesc::Input::F32;
    std::vector<uint16_t> stack16 = narrow(stack, d.input),
                          other16 = narrow(stackA ? b : a, d.input);
    // The batch the grouped GEMM stands for: matrix ids[s] of the stack as
    // batch index s's operand.
    std::vector<float> &gathered = stackA ? a : b;
    for (int64_t s = 0; s < batch; ++s)
      std::copy_n(stack.begin() + ids[size_t(s)] * spanStack, spanStack,
                  gathered.begin() + s * spanStack);
    std::vector<float> want = reference(d, a, b, c, {}, {});
    std::vector<float> got = c;
    const void *stackData =
        wide ? (const void *)stack.data() : (const void *)stack16.data();
    const void *otherData = wide ? (const void *)(stackA ? b : a).data()
                                 : (const void *)other16.data();
    groupedGemm(g, ids.data(), stackA ? stackData : otherData,
                stackA ? otherData : stackData, got.data());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_NEAR(got[i], want[i], 1e-5 * (1 + std::fabs(want[i])))
          << "element " << i;
  }
}

/// A grouped GEMM into a stack (C): each product op(A[s]) op(B[s]) added
/// onto matrix ids[s] of the stack (either operand transposed, wide
/// leading dims, 16-bit inputs, ids outside the stack adding nothing)
/// against the reference summed per index.
TEST(GroupedGemm, AddsEachProductIntoItsGroup) {
  const int64_t batch = 13, groups = 3;
  std::vector<int64_t> ids = {0, 2, 2, -1, 1, 0, 3, 2, 0, 0, 1, 2, 0};
  std::mt19937 gen(7);
  for (int variant = 0; variant < 12; ++variant) {
    GroupedGemmDesc g;
    g.stack = GroupedGemmDesc::Stack::C;
    g.groups = groups;
    GemmDesc &d = g.gemm;
    d.transA = variant & 1;
    d.transB = variant & 2;
    d.input = variant < 4   ? GemmDesc::Input::F32
              : variant < 8 ? GemmDesc::Input::BF16
                            : GemmDesc::Input::F16;
    d.accumulate = true;
    d.m = 6, d.n = 5, d.k = 2;
    auto [spanA, spanB, spanC] = padAndBatch(d, batch, {1, 2, 1});
    SCOPED_TRACE(variant);
    std::vector<float> a = randomVector(size_t(batch * spanA), gen);
    std::vector<float> b = randomVector(size_t(batch * spanB), gen);
    std::vector<float> c = randomVector(size_t(groups * spanC), gen);
    bool wide = d.input == GemmDesc::Input::F32;
    std::vector<uint16_t> a16 = narrow(a, d.input), b16 = narrow(b, d.input);
    // Each index's product (the reference on its matrices alone) added
    // into its group.
    std::vector<float> want = c;
    GemmDesc one = d;
    one.batchDims = 0;
    for (int64_t s = 0; s < batch; ++s) {
      int64_t e = ids[size_t(s)];
      if (e < 0 || e >= groups)
        continue;
      std::vector<float> as(a.begin() + s * spanA, a.begin() + (s + 1) * spanA);
      std::vector<float> bs(b.begin() + s * spanB, b.begin() + (s + 1) * spanB);
      std::vector<float> cs(want.begin() + e * spanC,
                            want.begin() + (e + 1) * spanC);
      cs = reference(one, as, bs, cs, {}, {});
      std::copy(cs.begin(), cs.end(), want.begin() + e * spanC);
    }
    std::vector<float> got = c;
    groupedGemm(g, ids.data(), wide ? (const void *)a.data() : a16.data(),
                wide ? (const void *)b.data() : b16.data(), got.data());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_NEAR(got[i], want[i], 1e-5 * (1 + std::fabs(want[i])))
          << "element " << i;
  }
}

// The vector-ABI variants the simd attribute makes loops call.
extern "C" {
__m128 _ZGVbN4v_shardrt_expf(__m128);
__m128 _ZGVbN4v_shardrt_erff(__m128);
__m128 _ZGVbN4v_shardrt_tanhf(__m128);
__m128 _ZGVbN4v_shardrt_logf(__m128);
__m256 _ZGVdN8v_shardrt_expf(__m256);
__m256 _ZGVdN8v_shardrt_erff(__m256);
__m256 _ZGVdN8v_shardrt_tanhf(__m256);
__m256 _ZGVdN8v_shardrt_logf(__m256);
__m512 _ZGVeN16v_shardrt_expf(__m512);
__m512 _ZGVeN16v_shardrt_erff(__m512);
__m512 _ZGVeN16v_shardrt_tanhf(__m512);
__m512 _ZGVeN16v_shardrt_logf(__m512);
}

__attribute__((target("avx2"))) void run8(__m256 (*f)(__m256), const float *x,
                                          float *y) {
  _mm256_storeu_ps(y, f(_mm256_loadu_ps(x)));
}
__attribute__((target("avx512f"))) void run16(__m512 (*f)(__m512),
                                              const float *x, float *y) {
  _mm512_storeu_ps(y, f(_mm512_loadu_ps(x)));
}

/// Every width's results are libm's within `ulps`, and the same
/// non-finite values: exp(-inf) = 0, log(0) = -inf, NaN stays NaN.
void expectVectorFunction(float (*scalar)(float), float (*libm)(float),
                          __m128 (*v4)(__m128), __m256 (*v8)(__m256),
                          __m512 (*v16)(__m512), std::vector<float> inputs,
                          double ulps) {
  while (inputs.size() % 16)
    inputs.push_back(0.5f);
  std::vector<float> got(inputs.size());
  auto check = [&](const char *width) {
    for (size_t i = 0; i < inputs.size(); ++i) {
      float want = libm(inputs[i]);
      SCOPED_TRACE(std::string(width) + " at " + std::to_string(inputs[i]));
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got[i]));
      } else if (std::isinf(want) || want == 0) {
        EXPECT_EQ(got[i], want);
      } else {
        float ulp = std::nextafter(std::fabs(want), INFINITY) - std::fabs(want);
        EXPECT_LE(std::fabs(got[i] - want), ulps * ulp);
      }
    }
  };
  for (size_t i = 0; i < inputs.size(); ++i)
    got[i] = scalar(inputs[i]);
  check("scalar");
  for (size_t i = 0; i < inputs.size(); i += 4)
    _mm_storeu_ps(&got[i], v4(_mm_loadu_ps(&inputs[i])));
  check("SSE2");
  if (__builtin_cpu_supports("avx2")) {
    for (size_t i = 0; i < inputs.size(); i += 8)
      run8(v8, &inputs[i], &got[i]);
    check("AVX2");
  }
  if (__builtin_cpu_supports("avx512f")) {
    for (size_t i = 0; i < inputs.size(); i += 16)
      run16(v16, &inputs[i], &got[i]);
    check("AVX-512");
  }
}

std::vector<float> sample(float lo, float hi, std::vector<float> extra) {
  std::mt19937 gen(5);
  std::uniform_real_distribution<float> dist(lo, hi);
  for (int i = 0; i < 1000; ++i)
    extra.push_back(dist(gen));
  return extra;
}

TEST(VectorMath, MatchesLibmAtEveryWidth) {
  expectVectorFunction(
      shardrt_expf, expf, _ZGVbN4v_shardrt_expf, _ZGVdN8v_shardrt_expf,
      _ZGVeN16v_shardrt_expf,
      sample(-80, 80, {-INFINITY, INFINITY, NAN, 0, -200, 200}), 4);
  expectVectorFunction(shardrt_erff, erff, _ZGVbN4v_shardrt_erff,
                       _ZGVdN8v_shardrt_erff, _ZGVeN16v_shardrt_erff,
                       sample(-6, 6, {-INFINITY, INFINITY, NAN, 0}), 4);
  expectVectorFunction(shardrt_tanhf, tanhf, _ZGVbN4v_shardrt_tanhf,
                       _ZGVdN8v_shardrt_tanhf, _ZGVeN16v_shardrt_tanhf,
                       sample(-12, 12, {-INFINITY, INFINITY, NAN, 0}), 4);
  expectVectorFunction(shardrt_logf, logf, _ZGVbN4v_shardrt_logf,
                       _ZGVdN8v_shardrt_logf, _ZGVeN16v_shardrt_logf,
                       sample(1e-30f, 1e30f, {0, INFINITY, NAN, -1, 1}), 4);
}

/// A run's buffers must be kBufferAlignment-aligned; the check names the
/// first that is not.
TEST(ProgramAbi, CheckAlignmentNamesTheMisalignedBuffer) {
  alignas(shardrt::kBufferAlignment) static std::byte memory[4096];
  std::byte *arena = memory;
  const void *inputs[2] = {memory + 256, memory + 512};
  void *outputs[1] = {memory + 768};
  EXPECT_TRUE(
      shardrt::fromError(shardrt::checkAlignment(arena, inputs, 2, outputs, 1))
          .isOk());
  EXPECT_TRUE(shardrt::fromError(
                  shardrt::checkAlignment(nullptr, inputs, 2, outputs, 1))
                  .isOk());
  inputs[1] = memory + 64;
  shardrt::Status status =
      shardrt::fromError(shardrt::checkAlignment(arena, inputs, 2, outputs, 1));
  ASSERT_FALSE(status.isOk());
  EXPECT_NE(status.message().find("input 1 is at"), std::string::npos)
      << status.message();
  inputs[1] = memory + 512;
  outputs[0] = memory + 4;
  status =
      shardrt::fromError(shardrt::checkAlignment(arena, inputs, 2, outputs, 1));
  ASSERT_FALSE(status.isOk());
  EXPECT_NE(status.message().find("output 0"), std::string::npos);
  status = shardrt::fromError(
      shardrt::checkAlignment(memory + 128, inputs, 2, outputs, 0));
  ASSERT_FALSE(status.isOk());
  EXPECT_NE(status.message().find("the arena"), std::string::npos);
}

} // namespace
