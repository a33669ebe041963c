//===- Threads.h - running a kernel's blocks ------------------*- C++ -*-===//

#ifndef SHARD_TEST_CUDA_EMULATOR_THREADS_H
#define SHARD_TEST_CUDA_EMULATOR_THREADS_H

#include "cuda_runtime.h"

#include <functional>
#include <string>
#include <vector>

namespace shard_emulator {

/// Runs block `blockId` of a launch of `body` with `config`, its threads as
/// coroutines; returns an error message (a trap, a barrier or shuffle that
/// some threads never reach) or "".
std::string runBlock(const cudaLaunchConfig_t &config, unsigned blockId,
                     const std::function<void()> &body);

/// [0, count) in an order drawn from the scheduling generator
/// (seedScheduling): the order a launch's blocks run in, and, each round,
/// the order in which a block's ready threads run between barriers and
/// shuffles.
std::vector<unsigned> drawnOrder(size_t count);

} // namespace shard_emulator

#endif // SHARD_TEST_CUDA_EMULATOR_THREADS_H
