//===- DType.h - element types: sizes, names --------------------*- C++ -*-===//
//
// Tensors are stored as f32, f16, bf16, f64 or integers (DType, in
// ProgramAbi.h); f16 and bf16 are computed in f32 (Float16.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_DTYPE_H
#define SHARD_RUNTIME_DTYPE_H

#include "runtime/Float16.h"
#include "runtime/ProgramAbi.h"

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>

namespace shardrt {

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

/// `pointer` advanced by `count` elements of `dtype` (a buffer's piece).
template <typename T> T *advance(T *pointer, int64_t count, DType dtype) {
  using Byte = std::conditional_t<std::is_const_v<T>, const char, char>;
  return reinterpret_cast<Byte *>(pointer) + size_t(count) * sizeOf(dtype);
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

} // namespace shardrt

#endif // SHARD_RUNTIME_DTYPE_H
