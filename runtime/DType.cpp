//===- DType.cpp - element type names -------------------------------------===//

#include "runtime/DType.h"

namespace shardrt {

const char *name(DType t) {
  switch (t) {
  case DType::F32:
    return "f32";
  case DType::F16:
    return "f16";
  case DType::BF16:
    return "bf16";
  case DType::F64:
    return "f64";
  case DType::I64:
    return "i64";
  case DType::I32:
    return "i32";
  case DType::I16:
    return "i16";
  case DType::I8:
    return "i8";
  case DType::Bool:
    return "i1";
  }
  return "?";
}

std::optional<DType> parseDType(const std::string &text) {
  for (DType t : {DType::F32, DType::F16, DType::BF16, DType::F64, DType::I64,
                  DType::I32, DType::I16, DType::I8, DType::Bool})
    if (text == name(t))
      return t;
  return std::nullopt;
}

} // namespace shardrt
