//===- CompileCache.h - where shard-run keeps compiled programs -*- C++ -*-===//
//
// Binaries (and the precompiled headers they are built with) are kept in a
// directory, $SHARD_CACHE_DIR or ~/.cache/shard-run, under the hash of
// everything that makes them. Concurrent shard-runs share it: an entry is
// built under a lock and published by an atomic rename, and the directory
// is trimmed to $SHARD_CACHE_MAX_MB, least recently used entries first.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_COMPILECACHE_H
#define SHARD_DRIVER_COMPILECACHE_H

#include "runtime/Status.h"

#include <cstdint>
#include <string>

namespace shard::driver {

/// $SHARD_CACHE_DIR, else ~/.cache/shard-run, created if needed; empty if
/// there is none (no HOME, or it cannot be created).
std::string cacheDirectory();

/// Removes the least recently used entries of the cache in `dir` (with
/// their locks) until it holds at most $SHARD_CACHE_MAX_MB megabytes
/// (default 2048).
void evictCache(const std::string &dir);

/// An exclusive lock on a file of the compile cache, released with it.
class CacheLock {
public:
  CacheLock() = default;
  CacheLock(const CacheLock &) = delete;
  CacheLock &operator=(const CacheLock &) = delete;
  ~CacheLock();

  /// Waits at most `timeoutSeconds` for the lock on `path`. A cache that
  /// cannot be locked (a file system without locks) is used unlocked: the
  /// worst case is a program compiled twice.
  shardrt::Status acquire(const std::string &path, int64_t timeoutSeconds);

private:
  int fd = -1;
};

/// Publishes `built` as the cache entry `entry`: copied beside it and
/// renamed, so that concurrent runs never see half a file. A copy or
/// rename that fails (a full disk, an entry that is not a file) leaves no
/// partial file and is an error naming the entry.
shardrt::Status publish(const std::string &built, const std::string &entry);

} // namespace shard::driver

#endif // SHARD_DRIVER_COMPILECACHE_H
