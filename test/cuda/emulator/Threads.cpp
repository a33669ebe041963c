//===- Threads.cpp - a kernel block's threads as coroutines ---------------===//
//
// A block's threads run on one OS thread, each on a stack of its own, and
// switch at __syncthreads() and warp shuffles: the scheduler resumes every
// ready thread, in an order drawn anew each round, then releases the
// barriers and shuffles that all threads concerned have reached, and
// reports one that some can never reach. A launch's blocks run one after
// another, in a drawn order too: a GPU defines neither order.
//
//===----------------------------------------------------------------------===//

#include "Threads.h"

#include <ucontext.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <random>
#include <string>
#include <vector>

using Work = std::function<void()>;

namespace shard_emulator {
namespace {

constexpr size_t kStackBytes = size_t(128) << 10;
constexpr unsigned kWarp = 32;

struct Thread {
  enum class State { Ready, AtBarrier, AtShuffle, Done };
  ucontext_t context;
  State state = State::Ready;
  uint64_t value = 0;
  /// At a shuffle: the lane mask to xor with, or (`indexed`) the lane to
  /// read.
  int offset = 0;
  bool indexed = false;
  uint3 thread, block;
};

struct Block {
  std::vector<Thread> threads;
  ucontext_t scheduler;
  Thread *running = nullptr;
  const Work *body = nullptr;
  bool trapped = false;
};

thread_local Block *block = nullptr;

/// The fixed seed of runs without $SHARD_EMULATOR_SEED.
constexpr uint64_t kDefaultSeed = 0x5eed;

std::mt19937_64 &scheduling() {
  static std::mt19937_64 generator([] {
    const char *seed = std::getenv("SHARD_EMULATOR_SEED");
    return seed ? std::strtoull(seed, nullptr, 0) : kDefaultSeed;
  }());
  return generator;
}

std::vector<std::unique_ptr<char[]>> &stacks() {
  static std::vector<std::unique_ptr<char[]>> pool;
  return pool;
}

void threadEntry() {
  (*block->body)();
  block->running->state = Thread::State::Done;
  // Returning resumes uc_link, the scheduler.
}

/// Yields the running thread to the scheduler.
void yieldThread() {
  Thread *self = block->running;
  swapcontext(&self->context, &block->scheduler);
}

/// Releases the threads waiting at shuffles and barriers that every thread
/// concerned has reached; returns an error message for one that some
/// threads can never reach, or "" (with `released` set if any was).
std::string release(Block &b, unsigned blockId, bool &released) {
  using State = Thread::State;
  released = false;
  size_t count = b.threads.size();
  bool anyBarrier = false, anyDone = false, anyShuffle = false;
  for (size_t w = 0; w * kWarp < count; ++w) {
    size_t first = w * kWarp, end = std::min(count, first + kWarp);
    size_t shuffling = 0;
    for (size_t t = first; t < end; ++t)
      shuffling += b.threads[t].state == State::AtShuffle;
    if (shuffling == 0)
      continue;
    anyShuffle = true;
    if (shuffling != kWarp)
      continue; // the others may still get there
    // An xor shuffle's lanes use one offset; an indexed one's lanes each
    // read the lane they name.
    int offset = b.threads[first].offset;
    bool indexed = b.threads[first].indexed;
    std::vector<uint64_t> values(kWarp);
    for (size_t t = first; t < end; ++t) {
      if (b.threads[t].indexed != indexed ||
          (!indexed && b.threads[t].offset != offset))
        return "the lanes of warp " + std::to_string(w) + " of block " +
               std::to_string(blockId) + " shuffle with different offsets";
      values[t - first] = b.threads[t].value;
    }
    for (size_t t = first; t < end; ++t) {
      Thread &lane = b.threads[t];
      lane.value = values[indexed ? unsigned(lane.offset) % kWarp
                                  : (t - first) ^ unsigned(offset)];
      lane.state = State::Ready;
    }
    released = true;
  }
  if (released)
    return "";
  for (const Thread &t : b.threads) {
    anyBarrier |= t.state == State::AtBarrier;
    anyDone |= t.state == State::Done;
  }
  if (anyShuffle)
    return "a full-warp shuffle in block " + std::to_string(blockId) +
           " that some lanes of the warp never reach";
  if (anyBarrier && anyDone)
    return "a __syncthreads() in block " + std::to_string(blockId) +
           " that some of its threads never reach";
  if (anyBarrier) {
    for (Thread &t : b.threads)
      t.state = State::Ready;
    released = true;
  }
  return "";
}

} // namespace

/// Runs block `blockId` of a launch; returns an error message or "".
std::string runBlock(const cudaLaunchConfig_t &config, unsigned blockId,
                     const Work &body) {
  using State = Thread::State;
  size_t count =
      size_t(config.blockDim.x) * config.blockDim.y * config.blockDim.z;
  Block b;
  b.threads.resize(count);
  b.body = &body;
  auto &pool = stacks();
  while (pool.size() < count)
    pool.emplace_back(new char[kStackBytes]);
  dim3 grid = config.gridDim, dims = config.blockDim;
  for (size_t t = 0; t < count; ++t) {
    Thread &thread = b.threads[t];
    thread.block = {blockId % grid.x, blockId / grid.x % grid.y,
                    blockId / (grid.x * grid.y)};
    thread.thread = {unsigned(t % dims.x), unsigned(t / dims.x % dims.y),
                     unsigned(t / (dims.x * dims.y))};
    getcontext(&thread.context);
    thread.context.uc_stack.ss_sp = pool[t].get();
    thread.context.uc_stack.ss_size = kStackBytes;
    thread.context.uc_link = &b.scheduler;
    makecontext(&thread.context, threadEntry, 0);
  }
  Block *outer = block;
  block = &b;
  blockDim = dims;
  gridDim = grid;
  std::string error;
  while (error.empty()) {
    bool ran = false;
    for (unsigned t : drawnOrder(count)) {
      Thread &thread = b.threads[t];
      if (thread.state != State::Ready)
        continue;
      b.running = &thread;
      threadIdx = thread.thread;
      blockIdx = thread.block;
      swapcontext(&b.scheduler, &thread.context);
      ran = true;
      if (b.trapped) {
        error = "a kernel trapped (an assertion failed) in block " +
                std::to_string(blockId);
        break;
      }
    }
    if (!error.empty())
      break;
    bool released = false;
    error = release(b, blockId, released);
    if (!released && !ran)
      break; // every thread is done
  }
  block = outer;
  return error;
}

std::vector<unsigned> drawnOrder(size_t count) {
  std::vector<unsigned> order(count);
  std::iota(order.begin(), order.end(), 0u);
  std::shuffle(order.begin(), order.end(), scheduling());
  return order;
}

void seedScheduling(uint64_t seed) { scheduling().seed(seed); }

void syncThreads() {
  block->running->state = Thread::State::AtBarrier;
  yieldThread();
}

/// Waits at a full-warp shuffle of `bits` (see release).
static uint64_t shuffle(uint64_t bits, int offset, bool indexed) {
  Thread *self = block->running;
  self->state = Thread::State::AtShuffle;
  self->value = bits;
  self->offset = offset;
  self->indexed = indexed;
  yieldThread();
  return self->value;
}

uint64_t shuffleXor(uint64_t bits, int offset) {
  return shuffle(bits, offset, false);
}

uint64_t shuffleIndexed(uint64_t bits, int lane) {
  return shuffle(bits, lane, true);
}

void trap() {
  if (!block) {
    std::fprintf(stderr, "shard CUDA emulator: __trap() outside a kernel\n");
    std::abort();
  }
  block->trapped = true;
  yieldThread(); // never resumed
  std::abort();
}

} // namespace shard_emulator
