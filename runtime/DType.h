//===- DType.h - element types and their conversions -----------*- C++ -*-===//
//
// Tensors are stored as f32, f16, bf16, f64 or integers; f16 and bf16 are
// computed in f32 and rounded to nearest even when stored.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_DTYPE_H
#define SHARD_RUNTIME_DTYPE_H

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

// The conversions are also used by generated CUDA code.
#ifdef __CUDACC__
#define SHARDRT_HD __host__ __device__
#else
#define SHARDRT_HD
#endif

namespace shardrt {

enum class DType : uint8_t { F32, F16, BF16, F64, I64, I32, I16, I8, Bool };

/// Bytes per element.
inline size_t sizeOf(DType t) {
  switch (t) {
  case DType::F64:
  case DType::I64:
    return 8;
  case DType::F32:
  case DType::I32:
    return 4;
  case DType::F16:
  case DType::BF16:
  case DType::I16:
    return 2;
  case DType::I8:
  case DType::Bool:
    return 1;
  }
  return 0;
}

/// True for the floating-point types.
inline bool isFloat(DType t) {
  return t == DType::F32 || t == DType::F16 || t == DType::BF16 ||
         t == DType::F64;
}

/// The MLIR spelling (f32, bf16, i64, i1, ...).
const char *name(DType t);
/// Parses the MLIR spelling.
std::optional<DType> parseDType(const std::string &name);

/// IEEE binary16 and bfloat16 bit patterns <-> float.
SHARDRT_HD inline float f16ToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  uint32_t bits;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else { // subnormal: renormalize
      exp = 127 - 15 + 1;
      while (!(mant & 0x400)) {
        mant <<= 1;
        --exp;
      }
      bits = sign | (exp << 23) | ((mant & 0x3ff) << 13);
    }
  } else if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

SHARDRT_HD inline uint16_t floatToF16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  uint32_t sign = (bits >> 16) & 0x8000;
  int32_t exp = int32_t((bits >> 23) & 0xff) - 127 + 15;
  uint32_t mant = bits & 0x7fffff;
  if (((bits >> 23) & 0xff) == 0xff) // inf or nan
    return uint16_t(sign | 0x7c00 | (mant ? 0x200 : 0));
  if (exp >= 0x1f)
    return uint16_t(sign | 0x7c00);
  if (exp <= 0) {
    if (exp < -10)
      return uint16_t(sign);
    mant |= 0x800000;
    uint32_t shift = uint32_t(14 - exp);
    uint32_t half = mant >> shift;
    uint32_t rest = mant & ((1u << shift) - 1);
    uint32_t mid = 1u << (shift - 1);
    if (rest > mid || (rest == mid && (half & 1)))
      ++half;
    return uint16_t(sign | half);
  }
  uint32_t half = sign | (uint32_t(exp) << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
    ++half; // may carry into the exponent, which is the right rounding
  return uint16_t(half);
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

#endif // SHARD_RUNTIME_DTYPE_H
