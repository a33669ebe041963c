//===- Process.h - child processes the driver owns --------------*- C++ -*-===//
//
// shard-run starts compilers and launchers (mpirun, srun) and must not
// leave them behind: each child runs in a process group of its own, which
// a timeout, a SIGTERM, SIGINT or SIGHUP to shard-run, or shard-run's death
// stops as a whole, and what it started elsewhere on this machine is found
// by a mark in its environment.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_PROCESS_H
#define SHARD_DRIVER_PROCESS_H

#include <cstdint>
#include <string>
#include <vector>

namespace shard::driver {

/// What became of a child process.
struct ProcessResult {
  /// Its exit code; -1 if it could not start, -2 if a signal ended it or
  /// it was stopped at the timeout.
  int code = -1;
  bool timedOut = false;
  /// Why it could not start or what ended it; empty after a normal exit.
  std::string error;
};

/// Runs `argv` (argv[0] a path, or a name looked up in PATH) with the
/// environment `env`, its stderr to `stderrFile` unless empty, in a
/// process group of its own, and waits for it. Past `timeoutSeconds`, and
/// when this process gets SIGTERM, SIGINT or SIGHUP, the group is stopped
/// (SIGTERM, then SIGKILL after 3 s); after a signal this process then
/// ends by it. If this process dies, the child gets SIGTERM. The child's
/// environment gets SHARD_RUN_JOB, a mark of its own that its descendants
/// inherit: when the child was stopped (or ended as this process was asked
/// to stop) or died by a signal, every process
/// on this machine that still carries the mark (a launcher's ranks, which
/// it left behind) is killed.
ProcessResult runProcess(const std::vector<std::string> &argv,
                         const std::vector<std::string> &env,
                         int64_t timeoutSeconds, const std::string &stderrFile);

} // namespace shard::driver

#endif // SHARD_DRIVER_PROCESS_H
