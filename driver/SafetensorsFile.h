//===- SafetensorsFile.h - where a tensor is in a safetensors file -*- C++
//-*-===//
//
// Checkpoints are read back from safetensors files, and a run's inputs may
// be one (tensors named input<i>, as checkpoints name them): both find a
// tensor's bytes from the header without reading them, the header checked
// against the file first (a hostile header is an error, not an
// allocation).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_SAFETENSORSFILE_H
#define SHARD_DRIVER_SAFETENSORSFILE_H

#include "runtime/DType.h"
#include "runtime/Status.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace shard::driver {

/// Largest safetensors header or checkpoint index read: far above what a
/// job of kMaxRanks ranks or a model's weights write, far below what would
/// exhaust memory.
constexpr uint64_t kMaxHeaderBytes = uint64_t(64) << 20;
/// Deepest JSON read: an index nests four deep, a safetensors header three.
constexpr size_t kMaxJsonDepth = 16;

/// Where tensor `name` of a safetensors file is: its dtype, its shape and
/// the offset of its first byte in the file.
struct SafetensorsEntry {
  shardrt::DType dtype;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
};

/// Tensor `name` of the safetensors file at `path`, checked to lie in the
/// file with as many bytes as its shape holds.
shardrt::StatusOr<SafetensorsEntry> locateSafetensor(const std::string &path,
                                                     const std::string &name);

/// Whether the header of the safetensors file at `path` names a tensor
/// `name`; an error if the header cannot be read.
shardrt::StatusOr<bool> hasSafetensor(const std::string &path,
                                      const std::string &name);

/// A JSON array of non-negative integers, or none.
std::optional<std::vector<int64_t>> jsonCounts(const llvm::json::Array *array);

} // namespace shard::driver

#endif // SHARD_DRIVER_SAFETENSORSFILE_H
