//===- CompileCache.cpp - where shard-run keeps compiled programs ---------===//

#include "driver/CompileCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace shard::driver {

using shardrt::Status;

std::string cacheDirectory() {
  llvm::SmallString<256> dir;
  if (const char *env = std::getenv("SHARD_CACHE_DIR"))
    dir = env;
  else if (const char *home = std::getenv("HOME"))
    llvm::sys::path::append(dir, home, ".cache", "shard-run");
  if (dir.empty() || llvm::sys::fs::create_directories(dir))
    return "";
  return std::string(dir);
}

/// $SHARD_CACHE_MAX_MB megabytes (default 2048).
static uint64_t cacheLimitBytes() {
  uint64_t megabytes = 2048;
  if (const char *limit = std::getenv("SHARD_CACHE_MAX_MB"))
    if (llvm::StringRef(limit).getAsInteger(10, megabytes))
      megabytes = 2048;
  return megabytes << 20;
}

void evictCache(const std::string &dir) {
  struct Entry {
    std::string path;
    uint64_t bytes;
    llvm::sys::TimePoint<> used;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::sys::fs::file_status status;
    if (llvm::StringRef(it->path()).contains(".partial") ||
        llvm::StringRef(it->path()).ends_with(".lock") ||
        llvm::sys::fs::status(it->path(), status) ||
        status.type() != llvm::sys::fs::file_type::regular_file)
      continue;
    entries.push_back(
        {it->path(), status.getSize(), status.getLastModificationTime()});
    total += status.getSize();
  }
  std::sort(entries.begin(), entries.end(),
            [](const Entry &a, const Entry &b) { return a.used < b.used; });
  uint64_t limit = cacheLimitBytes();
  for (const Entry &e : entries) {
    if (total <= limit)
      break;
    if (!llvm::sys::fs::remove(e.path)) {
      total -= e.bytes;
      llvm::sys::fs::remove(e.path + ".lock");
    }
  }
}

CacheLock::~CacheLock() {
  if (fd >= 0)
    ::close(fd); // Releases the lock.
}

Status CacheLock::acquire(const std::string &path, int64_t timeoutSeconds) {
  fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return Status::ok();
  auto end =
      std::chrono::steady_clock::now() + std::chrono::seconds(timeoutSeconds);
  while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    if (errno != EWOULDBLOCK)
      return Status::ok();
    if (std::chrono::steady_clock::now() >= end)
      return Status::error("--timeout reached while waiting for another "
                           "compilation of the same program ('",
                           path, "')");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return Status::ok();
}

Status publish(const std::string &built, const std::string &entry) {
  std::string partial = entry + ".partial" + std::to_string(::getpid());
  std::error_code ec = llvm::sys::fs::copy_file(built, partial);
  if (!ec)
    ec = llvm::sys::fs::rename(partial, entry);
  if (!ec)
    return Status::ok();
  llvm::sys::fs::remove(partial);
  return Status::error("cannot write the compile cache entry '", entry,
                       "': ", ec.message(),
                       " (--no-cache runs without the cache; "
                       "$SHARD_CACHE_DIR moves it)");
}

} // namespace shard::driver
