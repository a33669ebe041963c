// Nanoseconds per element of the vector math libraries shard's host
// programs may call (glibc's libmvec and SLEEF), for each function the
// emitter vectorizes, at SSE2 width (what a default x86-64 build calls) and
// AVX-512 width (--native on this machine), with scalar libm as the
// baseline. Inputs are the ranges models feed them: exp after a masked
// softmax's max subtraction (half the lanes -inf), erf and tanh of GELU
// arguments, log of probabilities. Each result is checked against libm.
//
//   g++ -O2 -std=c++17 vector_math_bench.cpp -lsleef -lm && ./a.out
#include <sleef.h>

#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

extern "C" {
const __m128 _ZGVbN4v_expf(__m128);
const __m128 _ZGVbN4v_erff(__m128);
const __m128 _ZGVbN4v_tanhf(__m128);
const __m128 _ZGVbN4v_logf(__m128);
const __m512 _ZGVeN16v_expf(__m512);
const __m512 _ZGVeN16v_erff(__m512);
const __m512 _ZGVeN16v_tanhf(__m512);
const __m512 _ZGVeN16v_logf(__m512);
// sleef.h declares its AVX-512 entry points only when compiling for AVX-512.
const __m512 Sleef_expf16_u10(__m512);
const __m512 Sleef_erff16_u10(__m512);
const __m512 Sleef_tanhf16_u10(__m512);
const __m512 Sleef_logf16_u10(__m512);
}

namespace {

using Scalar = float (*)(float);
using V4 = const __m128 (*)(__m128);
using V16 = const __m512 (*)(__m512);

struct Function {
  const char *name;
  Scalar libm;
  V4 mvec4, sleef4;
  V16 mvec16, sleef16;
  float lo, hi;
  bool maskedHalf;
};

std::vector<float> inputs(const Function &f) {
  std::mt19937 gen(3);
  std::uniform_real_distribution<float> dist(f.lo, f.hi);
  std::vector<float> x(1 << 20);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = f.maskedHalf && (i / 64) % 2 ? -INFINITY : dist(gen);
  return x;
}

template <typename Body> double nsPerElement(size_t n, Body body) {
  double best = 1e30;
  for (int round = 0; round < 7; ++round) {
    auto t0 = std::chrono::steady_clock::now();
    body();
    std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
    best = std::min(best, dt.count());
  }
  return best / n * 1e9;
}

double worstUlps(const std::vector<float> &x, const std::vector<float> &y,
                 Scalar libm) {
  double worst = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    double ref = libm(x[i]);
    double ulp = std::nextafter(float(ref), INFINITY) - float(ref);
    if (std::isinf(ref) || ref == 0)
      worst = std::max(worst, y[i] == float(ref) ? 0.0 : 1e9);
    else
      worst = std::max(worst, std::fabs(y[i] - ref) / ulp);
  }
  return worst;
}

__attribute__((target("avx512f"))) void run16(V16 f, const float *x, float *y,
                                              size_t n) {
  for (size_t i = 0; i < n; i += 16)
    _mm512_storeu_ps(y + i, f(_mm512_loadu_ps(x + i)));
}

void run4(V4 f, const float *x, float *y, size_t n) {
  for (size_t i = 0; i < n; i += 4)
    _mm_storeu_ps(y + i, f(_mm_loadu_ps(x + i)));
}

} // namespace

int main() {
  const Function functions[] = {
      {"exp (masked softmax)", expf, _ZGVbN4v_expf, Sleef_expf4_u10,
       _ZGVeN16v_expf, Sleef_expf16_u10, -20, 0, true},
      {"erf (GELU)", erff, _ZGVbN4v_erff, Sleef_erff4_u10, _ZGVeN16v_erff,
       Sleef_erff16_u10, -4, 4, false},
      {"tanh (GELU, tanh form)", tanhf, _ZGVbN4v_tanhf, Sleef_tanhf4_u10,
       _ZGVeN16v_tanhf, Sleef_tanhf16_u10, -5, 5, false},
      {"log (probabilities)", logf, _ZGVbN4v_logf, Sleef_logf4_u10,
       _ZGVeN16v_logf, Sleef_logf16_u10, 1e-6f, 1, false},
  };
  bool avx512 = __builtin_cpu_supports("avx512f");
  std::printf("| function | libm scalar | libmvec SSE2 | SLEEF SSE2 | "
              "libmvec AVX-512 | SLEEF AVX-512 | worst ulps (mvec, sleef) |\n"
              "|---|---|---|---|---|---|---|\n");
  for (const Function &f : functions) {
    std::vector<float> x = inputs(f), y(x.size());
    size_t n = x.size();
    double scalar = nsPerElement(n, [&] {
      for (size_t i = 0; i < n; ++i)
        y[i] = f.libm(x[i]);
    });
    double m4 = nsPerElement(n, [&] { run4(f.mvec4, x.data(), y.data(), n); });
    double u1 = worstUlps(x, y, f.libm);
    double s4 = nsPerElement(n, [&] { run4(f.sleef4, x.data(), y.data(), n); });
    double u2 = worstUlps(x, y, f.libm);
    double m16 = 0, s16 = 0;
    if (avx512) {
      m16 = nsPerElement(n, [&] { run16(f.mvec16, x.data(), y.data(), n); });
      u1 = std::max(u1, worstUlps(x, y, f.libm));
      s16 = nsPerElement(n, [&] { run16(f.sleef16, x.data(), y.data(), n); });
      u2 = std::max(u2, worstUlps(x, y, f.libm));
    }
    std::printf("| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.0f, %.0f |\n",
                f.name, scalar, m4, s4, m16, s16, u1, u2);
  }
  std::printf("(ns per element, best of 7 over 2^20 elements; AVX-512 "
              "columns 0 where the CPU has none)\n");
  return 0;
}
