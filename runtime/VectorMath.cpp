//===- VectorMath.cpp - the vector math library behind each function ------===//
//
// Defines the scalar and vector-ABI entry points of VectorMath.h. The choice
// of library is per function, from bench/vector_math (bench/RESULTS.md):
//
//   exp:            SLEEF (u10). glibc's libmvec takes a slow path for every
//                   vector holding -inf, which a masked softmax's exp is fed
//                   for half its elements: 3.3 vs 1.1 ns per element (SSE2).
//   erf, tanh, log: libmvec, 2-8x faster than SLEEF's u10 versions at both
//                   SSE2 and AVX-512 width, within 4 ulps.
//
// To change a choice, change its line in the table below. Each width's
// definitions are compiled for its ISA with a target attribute, so this
// file builds for plain x86-64 and the program's loops pick the widest
// variant their own ISA allows.
//
//===----------------------------------------------------------------------===//

#define SHARDRT_DEFINING_VECTOR_MATH
#include "runtime/VectorMath.h"

#include <immintrin.h>

#include <cmath>

// The library entry points, declared here because sleef.h and math.h
// declare the wider ones only when this file is compiled for their ISA.

extern "C" {
// libmvec's names: _ZGV<isa>N<lanes>v_<function>.
__m128 _ZGVbN4v_erff(__m128);
__m256 _ZGVcN8v_erff(__m256);
__m256 _ZGVdN8v_erff(__m256);
__m512 _ZGVeN16v_erff(__m512);
__m128 _ZGVbN4v_tanhf(__m128);
__m256 _ZGVcN8v_tanhf(__m256);
__m256 _ZGVdN8v_tanhf(__m256);
__m512 _ZGVeN16v_tanhf(__m512);
__m128 _ZGVbN4v_logf(__m128);
__m256 _ZGVcN8v_logf(__m256);
__m256 _ZGVdN8v_logf(__m256);
__m512 _ZGVeN16v_logf(__m512);
// SLEEF's dispatchers (each picks its best kernel for the running CPU).
__m128 Sleef_expf4_u10(__m128);
__m256 Sleef_expf8_u10(__m256);
__m512 Sleef_expf16_u10(__m512);
}

// One function's entry points: the scalar one (libm's) and the vector-ABI
// variants b (SSE2, 4 lanes), c (AVX, 8), d (AVX2, 8) and e (AVX-512, 16),
// each calling the given library function of its width.
#define SHARDRT_VECTOR_ENTRIES(fn, b4, c8, d8, e16)                            \
  extern "C" {                                                                 \
  float shardrt_##fn(float x) { return ::fn(x); }                              \
  __m128 _ZGVbN4v_shardrt_##fn(__m128 x) { return b4(x); }                     \
  __attribute__((target("avx"))) __m256 _ZGVcN8v_shardrt_##fn(__m256 x) {      \
    return c8(x);                                                              \
  }                                                                            \
  __attribute__((target("avx2"))) __m256 _ZGVdN8v_shardrt_##fn(__m256 x) {     \
    return d8(x);                                                              \
  }                                                                            \
  __attribute__((target("avx512f"))) __m512 _ZGVeN16v_shardrt_##fn(__m512 x) { \
    return e16(x);                                                             \
  }                                                                            \
  }

// glibc's libmvec names its variants _ZGV<isa>N<lanes>v_<function>; SLEEF's
// dispatchers (each picks its best kernel for the running CPU) are
// Sleef_<function><lanes>_u10, AVX and AVX2 sharing the 8-lane one.
#define SHARDRT_FROM_LIBMVEC(fn)                                               \
  SHARDRT_VECTOR_ENTRIES(fn, _ZGVbN4v_##fn, _ZGVcN8v_##fn, _ZGVdN8v_##fn,      \
                         _ZGVeN16v_##fn)
#define SHARDRT_FROM_SLEEF(fn)                                                 \
  SHARDRT_VECTOR_ENTRIES(fn, Sleef_##fn##4_u10, Sleef_##fn##8_u10,             \
                         Sleef_##fn##8_u10, Sleef_##fn##16_u10)

// The table: one line per function.
SHARDRT_FROM_SLEEF(expf)
SHARDRT_FROM_LIBMVEC(erff)
SHARDRT_FROM_LIBMVEC(tanhf)
SHARDRT_FROM_LIBMVEC(logf)
