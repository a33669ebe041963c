//===- Threads.h - running a kernel's blocks ------------------*- C++ -*-===//

#ifndef SHARD_TEST_CUDA_EMULATOR_THREADS_H
#define SHARD_TEST_CUDA_EMULATOR_THREADS_H

#include "cuda_runtime.h"

#include <functional>
#include <string>

namespace shard_emulator {

/// Runs block `blockId` of a launch of `body` with `config`, its threads as
/// coroutines; returns an error message (a trap, a barrier or shuffle that
/// some threads never reach) or "".
std::string runBlock(const cudaLaunchConfig_t &config, unsigned blockId,
                     const std::function<void()> &body);

} // namespace shard_emulator

#endif // SHARD_TEST_CUDA_EMULATOR_THREADS_H
