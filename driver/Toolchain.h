//===- Toolchain.h - compiling and launching generated programs -*- C++ -*-===//

#ifndef SHARD_DRIVER_TOOLCHAIN_H
#define SHARD_DRIVER_TOOLCHAIN_H

#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shard::driver {

/// Where the runtime lives: `root`/runtime/Program.h and
/// `root`/runtime/libshardrt.so.
struct Toolchain {
  std::string root;
  std::string compiler;
  std::vector<std::string> flags;
  bool verbose = false;

  /// Finds the runtime: `explicitRoot`, $SHARD_RUNTIME_ROOT, Bazel runfiles
  /// ($RUNFILES_DIR, $TEST_SRCDIR, <executable>.runfiles), in that order.
  static shardrt::StatusOr<Toolchain> find(const std::string &explicitRoot,
                                           const std::string &argv0);

  /// Compiles `source` into `binary`, killing the compiler after
  /// `timeoutSeconds`. Binaries are cached by the hash of source and command
  /// line under $SHARD_CACHE_DIR (default ~/.cache/shard-run), so an
  /// unchanged program is not rebuilt.
  shardrt::Status compile(const std::string &source, const std::string &binary,
                          int64_t timeoutSeconds) const;
};

/// Runs `program args` on `ranks` MPI ranks with mpirun, killing the job
/// after `timeoutSeconds`. The ranks' output goes to this process's.
shardrt::Status launch(const std::string &program,
                       const std::vector<std::string> &args, int ranks,
                       int64_t timeoutSeconds, bool verbose);

} // namespace shard::driver

#endif // SHARD_DRIVER_TOOLCHAIN_H
