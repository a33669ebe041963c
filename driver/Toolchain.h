//===- Toolchain.h - compiling and launching generated programs -*- C++ -*-===//

#ifndef SHARD_DRIVER_TOOLCHAIN_H
#define SHARD_DRIVER_TOOLCHAIN_H

#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shard::driver {

/// Where the runtime lives: `root`/runtime/Program.h and
/// `root`/runtime/libshardrt.so.
/// What a generated program runs on.
enum class Target { Host, Cuda };

struct Toolchain {
  std::string root;
  std::string compiler;
  std::vector<std::string> flags;
  /// Cuda: nvcc and the GPU architecture it compiles for (sm_90).
  std::string nvcc;
  std::string cudaArch = "sm_90";
  bool verbose = false;

  /// Finds the runtime for `target`: `explicitRoot`, $SHARD_RUNTIME_ROOT,
  /// Bazel runfiles ($RUNFILES_DIR, $TEST_SRCDIR, <executable>.runfiles),
  /// in that order; for Cuda also nvcc ($NVCC, $CUDA_PATH/bin/nvcc,
  /// /usr/local/cuda/bin/nvcc, PATH).
  static shardrt::StatusOr<Toolchain> find(const std::string &explicitRoot,
                                           const std::string &argv0,
                                           Target target);

  /// Compiles `source` into `binary` for `target` (g++ with OpenMP against
  /// libshardrt; nvcc against libshardrt_cuda), killing the compiler after
  /// `timeoutSeconds`. Binaries are cached by the hash of source, command
  /// line and runtime (headers and library) under $SHARD_CACHE_DIR (default
  /// ~/.cache/shard-run), so an unchanged program is not rebuilt.
  shardrt::Status compile(const std::string &source, const std::string &binary,
                          Target target, int64_t timeoutSeconds) const;
};

/// Runs `program args` on `ranks` MPI ranks with mpirun, killing the job
/// after `timeoutSeconds`. The ranks' output goes to this process's.
shardrt::Status launch(const std::string &program,
                       const std::vector<std::string> &args, int ranks,
                       int64_t timeoutSeconds, bool verbose);

} // namespace shard::driver

#endif // SHARD_DRIVER_TOOLCHAIN_H
