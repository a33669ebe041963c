//===- Toolchain.h - compiling and launching generated programs -*- C++ -*-===//

#ifndef SHARD_DRIVER_TOOLCHAIN_H
#define SHARD_DRIVER_TOOLCHAIN_H

#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shard::driver {

/// What a generated program runs on.
enum class Target { Host, Cuda };

struct Toolchain {
  /// Where the runtime lives: its headers are `includeDir`/runtime/*.h
  /// (generated programs include "runtime/ProgramAbi.h"), its libraries in
  /// `libDir`. In a source tree (or Bazel runfiles) R: R and R/runtime; in
  /// an installation under prefix P: P/include/shard and P/lib.
  std::string includeDir;
  std::string libDir;
  std::string compiler;
  /// Extra compiler flags: $SHARD_CXXFLAGS (split at spaces), then
  /// shard-run's --Xcxx.
  std::vector<std::string> flags;
  /// Cuda: nvcc and the GPU architecture it compiles for (sm_90).
  std::string nvcc;
  std::string cudaArch = "sm_90";
  bool verbose = false;
  /// Host programs: tune for this machine's CPU (-march=native); off, the
  /// binary runs on any x86-64 machine.
  bool native = false;
  /// Look up and publish binaries in the compile cache.
  bool useCache = true;

  /// Finds the runtime for `target`: `explicitRoot`, $SHARD_RUNTIME_ROOT
  /// (each a source tree or an installation prefix), the installation the
  /// executable is in (<exe>/../include/shard, <exe>/../lib), Bazel
  /// runfiles ($RUNFILES_DIR, $TEST_SRCDIR, <executable>.runfiles), in that
  /// order; for Cuda also nvcc ($NVCC, $CUDA_PATH/bin/nvcc,
  /// /usr/local/cuda/bin/nvcc, PATH).
  static shardrt::StatusOr<Toolchain> find(const std::string &explicitRoot,
                                           const std::string &argv0,
                                           Target target);

  /// Compiles `source` into `binary` for `target` (g++ with OpenMP against
  /// libshardrt; nvcc against libshardrt_cuda), killing the compiler after
  /// `timeoutSeconds`. Binaries are cached under $SHARD_CACHE_DIR (default
  /// ~/.cache/shard-run) by the hash of what makes them: source, command
  /// line, runtime (headers and library), compiler (its binary) and, when
  /// tuned for it, the CPU; so an unchanged program is not rebuilt and a
  /// changed toolchain never reuses a stale binary. The cache keeps at most
  /// $SHARD_CACHE_MAX_MB megabytes (default 2048), least recently used
  /// binaries going first.
  shardrt::Status compile(const std::string &source, const std::string &binary,
                          Target target, int64_t timeoutSeconds) const;
};

/// How the ranks are started.
struct LaunchOptions {
  /// mpirun (OpenMPI, on this machine or a --hostfile's), srun (Slurm,
  /// inside an allocation), or none: the user's launcher started one
  /// shard-run per rank, and each runs its rank of the program.
  enum class Launcher { Mpirun, Srun, None } launcher = Launcher::Mpirun;
  /// More arguments for the launcher, before the program.
  std::vector<std::string> launcherArgs;
  /// mpirun's hostfile; empty: every rank on this machine.
  std::string hostfile;
};

/// This process's place in the job a launcher started.
struct JobRank {
  int rank;
  int size;
};

/// Where this process is in the job its launcher started, from the
/// launcher's environment (OpenMPI's OMPI_COMM_WORLD_RANK/SIZE, Hydra's
/// PMI_RANK/PMI_SIZE, Slurm's SLURM_PROCID/SLURM_NTASKS); an error outside
/// a job.
shardrt::StatusOr<JobRank> jobRank();

/// Runs `program args` on `ranks` MPI ranks, killing the job after
/// `timeoutSeconds`. The ranks' output goes to this process's. Only the
/// flags the situation needs: mpirun oversubscribes (and does not bind)
/// only when more ranks than this machine's cores run here, and allows
/// running as root only for root. With Launcher::None this process is one
/// rank of a job already started: a program of the job's size runs here as
/// this rank, and a program of one rank runs alone (the job's environment
/// removed).
shardrt::Status launch(const std::string &program,
                       const std::vector<std::string> &args, int ranks,
                       int64_t timeoutSeconds, bool verbose,
                       const LaunchOptions &how);

} // namespace shard::driver

#endif // SHARD_DRIVER_TOOLCHAIN_H
