//===- Safetensors.h - tensors in the safetensors format --------*- C++ -*-===//
//
// Checkpoints are safetensors files (the format of Hugging Face's
// `safetensors`): an 8-byte little-endian header length, a JSON header
// naming each tensor's dtype, shape and byte range, then the bytes. Ranks
// write them (runtime); shard-run reads them back (driver/Checkpoint.cpp),
// and so can any tool of the ecosystem.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_SAFETENSORS_H
#define SHARD_RUNTIME_SAFETENSORS_H

#include "runtime/DType.h"
#include "runtime/Status.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardrt {

/// The format's name of `dtype` (F32, BF16, I64, BOOL, ...).
const char *safetensorsName(DType dtype);
/// The dtype of a format name; none for names shard does not store.
std::optional<DType> dtypeOfSafetensorsName(const std::string &name);

/// A tensor to write: host bytes, row-major.
struct NamedTensor {
  std::string name;
  DType dtype;
  std::vector<int64_t> shape;
  const void *data;
};

/// Writes `tensors` to `path` with `metadata` (string pairs) in the
/// header's `__metadata__`; a failed write or close is an error. Names
/// and metadata must not need JSON escapes (shard writes identifiers).
Status writeSafetensors(
    const std::string &path, const std::vector<NamedTensor> &tensors,
    const std::vector<std::pair<std::string, std::string>> &metadata);

} // namespace shardrt

#endif // SHARD_RUNTIME_SAFETENSORS_H
