//===- Float16.h - f16 and bf16 to and from f32 -----------------*- C++ -*-===//
//
// f16 and bf16 tensors are computed in f32 and rounded to nearest even when
// stored. The runtime and generated programs (host code and CUDA kernels)
// share these conversions.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_FLOAT16_H
#define SHARD_RUNTIME_FLOAT16_H

#include <cstdint>
#include <cstring>

// The conversions are also used by generated CUDA code.
#ifdef __CUDACC__
#define SHARDRT_HD __host__ __device__
#else
#define SHARDRT_HD
#endif

namespace shardrt {

/// `a` where `pick` is true, else `b`, by masks: a ternary becomes a branch
/// when the compiler sinks a floating-point operand into it (one that may
/// trap is never speculated back), and a loop with a branch does not
/// vectorize.
SHARDRT_HD inline uint32_t pickBits(bool pick, uint32_t a, uint32_t b) {
  uint32_t mask = 0u - uint32_t(pick);
  return (a & mask) | (b & ~mask);
}

/// IEEE binary16 and bfloat16 bit patterns <-> float. The f16 conversions
/// compute every case and pick one with masks, without branches, so that a
/// loop of them vectorizes (x86-64 without F16C has no instruction for
/// them).
SHARDRT_HD inline float f16ToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t magnitude = h & 0x7fff;
  // Normal: the exponent rebiased (15 to 127); infinity and NaN keep their
  // mantissa under the all-ones exponent; a subnormal is its mantissa
  // times 2^-24, exactly.
  uint32_t normal = (magnitude << 13) + ((127 - 15) << 23);
  uint32_t special = (magnitude << 13) | 0x7f800000u;
  float subnormalValue = float(magnitude) * 0x1p-24f;
  uint32_t subnormal;
  std::memcpy(&subnormal, &subnormalValue, 4);
  uint32_t bits = pickBits(magnitude >= 0x7c00, special,
                           pickBits(magnitude < 0x400, subnormal, normal)) |
                  sign;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

SHARDRT_HD inline uint16_t floatToF16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  uint32_t sign = (bits >> 16) & 0x8000;
  uint32_t magnitude = bits & 0x7fffffff;
  // A normal half: the exponent rebiased (127 to 15) and the 13 dropped
  // bits rounded to nearest even (a carry into the exponent is right).
  uint32_t normal =
      (magnitude - ((127 - 15) << 23) + 0xfff + ((magnitude >> 13) & 1)) >> 13;
  // Below 2^-14 the half is subnormal, in units of 2^-24: adding 0.5, whose
  // ulp is 2^-24, rounds |f| to that unit (to nearest even, as float
  // addition does), and the sum's low bits are the half's.
  float magnitudeValue;
  std::memcpy(&magnitudeValue, &magnitude, 4);
  float shifted = magnitudeValue + 0.5f;
  uint32_t subnormal;
  std::memcpy(&subnormal, &shifted, 4);
  subnormal -= 0x3f000000u;
  uint32_t half = pickBits(magnitude < 0x38800000u, subnormal, normal);
  // From 65520 (halfway to the next power of two, rounding up) infinity;
  // a NaN stays a (quiet) NaN.
  half = pickBits(magnitude >= 0x477ff000u, 0x7c00u, half);
  half = pickBits(magnitude > 0x7f800000u, 0x7e00u, half);
  return uint16_t(half | sign);
}

SHARDRT_HD inline float bf16ToFloat(uint16_t b) {
  uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

SHARDRT_HD inline uint16_t floatToBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if ((bits & 0x7fffffff) > 0x7f800000) // nan stays nan
    return uint16_t((bits >> 16) | 0x40);
  uint32_t rounding = 0x7fff + ((bits >> 16) & 1);
  return uint16_t((bits + rounding) >> 16);
}

} // namespace shardrt

#endif // SHARD_RUNTIME_FLOAT16_H
