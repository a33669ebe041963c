//===- MappedFile.h - a file mapped read-only -------------------*- C++ -*-===//
//
// Ranks read their blocks of inputs and datasets from files mapped in
// memory: the kernel reads only the pages a rank touches, so a rank's
// memory holds its share of a tensor, never the whole of it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_MAPPEDFILE_H
#define SHARD_RUNTIME_MAPPEDFILE_H

#include "runtime/Status.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace shardrt {

class MappedFile {
public:
  MappedFile() = default;
  MappedFile(const MappedFile &) = delete;
  MappedFile &operator=(const MappedFile &) = delete;
  ~MappedFile();

  /// Maps the regular file at `path`, which must hold at least `needed`
  /// bytes; `what` names it in errors ("dataset", "input 3").
  Status open(const std::string &path, uint64_t needed,
              const std::string &what);
  const std::byte *bytes() const { return static_cast<std::byte *>(base); }
  /// Drops the pages read so far from this process (they stay in the page
  /// cache and are read again if touched): a rank that reads its block a
  /// piece at a time, or rank 0 reading every rank's, holds one piece's
  /// pages, not the file's.
  void dropPages() const;

private:
  void *base = nullptr;
  size_t size = 0;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_MAPPEDFILE_H
