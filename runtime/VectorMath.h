//===- VectorMath.h - math functions host loops vectorize ------*- C++ -*-===//
//
// The transcendental functions that generated host loop nests call on f32
// values. Each is declared `omp declare simd`, so a loop over it vectorizes
// into calls of the x86-64 vector-ABI variants (SSE2, AVX, AVX2 and AVX-512
// widths, chosen by the ISA the loop is compiled for), which VectorMath.cpp
// defines on the vector math library measured fastest for each function
// (bench/vector_math). The scalar entry points are libm's.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_VECTORMATH_H
#define SHARD_RUNTIME_VECTORMATH_H

// Loops over these vectorize: OpenMP's `declare simd` (GCC and Clang, with
// -fopenmp) makes them call the x86-64 vector-ABI variants. VectorMath.cpp
// defines those by hand, so it sees plain declarations.
#ifdef SHARDRT_DEFINING_VECTOR_MATH
#define SHARDRT_VECTOR_FUNCTION
#else
#define SHARDRT_VECTOR_FUNCTION                                                \
  _Pragma("omp declare simd notinbranch") __attribute__((const, nothrow))
#endif

extern "C" {
SHARDRT_VECTOR_FUNCTION float shardrt_expf(float x);
SHARDRT_VECTOR_FUNCTION float shardrt_erff(float x);
SHARDRT_VECTOR_FUNCTION float shardrt_tanhf(float x);
SHARDRT_VECTOR_FUNCTION float shardrt_logf(float x);
}

#undef SHARDRT_VECTOR_FUNCTION

#endif // SHARD_RUNTIME_VECTORMATH_H
