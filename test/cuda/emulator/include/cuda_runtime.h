//===- cuda_runtime.h - the CUDA runtime API, emulated on the CPU ---------===//
//
// The subset of CUDA's runtime API and device builtins that libshardrt's
// device half and generated CUDA programs use, for running them on a
// machine without a GPU. It checks the generated kernels' logic (indices,
// warp and block reductions, wide accesses, GEMM operand layouts,
// synchronization), not speed:
//
//   - work is queued per stream and runs only when something waits for it
//     (a synchronize, a query, a blocking copy, an event another stream
//     waits on), so a missing wait reads stale data, as it may on a GPU;
//   - a kernel's blocks run one after another; a block's threads are
//     coroutines that switch at __syncthreads and at warp shuffles, so that
//     a barrier some threads of a block miss, or a full-mask shuffle some
//     lanes of a warp miss, is reported rather than silently passed;
//   - kernel pointer arguments and copies are checked against the
//     allocations (device or host), and __shared__ is per kernel.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TEST_CUDA_EMULATOR_CUDA_RUNTIME_H
#define SHARD_TEST_CUDA_EMULATOR_CUDA_RUNTIME_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
// Blocks run one at a time on one host thread, so a function-local static
// is one block's shared memory.
#define __shared__ static

enum cudaError_t {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700,
  cudaErrorLaunchFailure = 719,
  cudaErrorStreamCaptureUnsupported = 900,
  cudaErrorStreamCaptureInvalidated = 901,
  cudaErrorStreamCaptureUnmatched = 903,
  cudaErrorStreamCaptureUnjoined = 904,
};

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
};

enum cudaDeviceAttr { cudaDevAttrMultiProcessorCount = 16 };
enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2,
};

constexpr unsigned cudaStreamNonBlocking = 1;
constexpr unsigned cudaEventDisableTiming = 2;

struct CUstream_st;
struct CUevent_st;
struct CUgraph_st;
struct CUgraphExec_st;
using cudaStream_t = CUstream_st *;
using cudaEvent_t = CUevent_st *;
using cudaGraph_t = CUgraph_st *;
using cudaGraphExec_t = CUgraphExec_st *;

struct uint3 {
  unsigned x, y, z;
};
struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1)
      : x(x), y(y), z(z) {}
};

struct cudaLaunchConfig_t {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes = 0;
  cudaStream_t stream = nullptr;
  void *attrs = nullptr;
  unsigned numAttrs = 0;
};

cudaError_t cudaMalloc(void **pointer, size_t bytes);
/// The typed overload CUDA's header adds.
template <typename T> cudaError_t cudaMalloc(T **pointer, size_t bytes) {
  return cudaMalloc(reinterpret_cast<void **>(pointer), bytes);
}
cudaError_t cudaFree(void *pointer);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes,
                       cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes,
                            cudaMemcpyKind kind, cudaStream_t stream = nullptr);
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dstPitch, const void *src,
                              size_t srcPitch, size_t width, size_t height,
                              cudaMemcpyKind kind,
                              cudaStream_t stream = nullptr);
cudaError_t cudaMemsetAsync(void *pointer, int value, size_t bytes,
                            cudaStream_t stream = nullptr);
/// Ordered after the legacy stream's work, as cudaMemcpy is.
cudaError_t cudaMemset(void *pointer, int value, size_t bytes);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned flags);
cudaError_t cudaStreamDestroy(cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                unsigned flags = 0);
cudaError_t cudaStreamBeginCapture(cudaStream_t stream,
                                   cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *graph);
/// Without cudaEventDisableTiming an event records when its stream's work
/// reached it (the CPU's clock), for cudaEventElapsedTime.
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned flags);
cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                 cudaEvent_t stop);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = nullptr);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph,
                                 unsigned long long flags = 0);
cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream);
cudaError_t cudaGraphDestroy(cudaGraph_t graph);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec);
cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attribute,
                                   int device);
cudaError_t cudaDeviceSynchronize();
/// Drops all work and errors (allocations stay).
cudaError_t cudaDeviceReset();
cudaError_t cudaGetLastError();
const char *cudaGetErrorString(cudaError_t error);

namespace shard_emulator {

/// Runs `body` as every thread of a `config.gridDim` x `config.blockDim`
/// launch, when `config.stream` reaches it.
cudaError_t launch(const cudaLaunchConfig_t &config,
                   std::function<void()> body);

/// Whether [pointer, pointer + bytes) lies in one device allocation.
bool inDeviceAllocation(const void *pointer, size_t bytes);
/// Queues `work` on `stream` (or on the graph it captures).
cudaError_t enqueueWork(cudaStream_t stream, std::function<void()> work);

/// Restarts the generator of the orders in which a launch's blocks, and
/// a block's ready threads between barriers and shuffles, run (neither is
/// defined on a GPU, so a kernel whose result depends on them races).
/// Each process starts from $SHARD_EMULATOR_SEED, or from a fixed seed
/// without it, so that a run is repeatable.
void seedScheduling(uint64_t seed);

void syncThreads();
/// Exchanges `bits` (a value of `bytes` bytes) with lane `lane ^ offset` of
/// the warp; every lane of the warp must call it.
uint64_t shuffleXor(uint64_t bits, int offset);
/// Each lane gets the `bits` of lane `lane` (of its warp).
uint64_t shuffleIndexed(uint64_t bits, int lane);
[[noreturn]] void trap();

template <typename T> bool pointsToDevice(const T &) { return true; }
template <typename T> bool pointsToDevice(T *const &pointer) {
  return !pointer || inDeviceAllocation(pointer, 1);
}

} // namespace shard_emulator

// The running thread's coordinates: the scheduler sets them each time it
// resumes a thread.
extern thread_local uint3 threadIdx, blockIdx;
extern thread_local dim3 blockDim, gridDim;

inline void __syncthreads() { shard_emulator::syncThreads(); }
/// As CUDA's: adds `value` to `*address` and returns the old value. The
/// emulator switches threads only at barriers and shuffles, so the update
/// is atomic.
inline float atomicAdd(float *address, float value) {
  const float old = *address;
  *address = old + value;
  return old;
}
inline void __trap() { shard_emulator::trap(); }

namespace shard_emulator {
/// `value` through a full-warp shuffle of its bits (`xorLanes`: with the
/// lane `lane` xor's, else lane `lane`'s). Generated code shuffles across
/// whole warps only.
template <typename T>
T shuffleValue(unsigned mask, int width, T value, int lane, bool xorLanes) {
  static_assert(std::is_trivially_copyable<T>::value && sizeof(T) <= 8,
                "shuffles move at most 8 bytes");
  if (mask != 0xffffffffu || width != 32)
    trap();
  uint64_t bits = 0;
  std::memcpy(&bits, &value, sizeof(T));
  bits = xorLanes ? shuffleXor(bits, lane) : shuffleIndexed(bits, lane);
  std::memcpy(&value, &bits, sizeof(T));
  return value;
}
} // namespace shard_emulator

template <typename T>
T __shfl_xor_sync(unsigned mask, T value, int offset, int width = 32) {
  return shard_emulator::shuffleValue(mask, width, value, offset, true);
}

template <typename T>
T __shfl_sync(unsigned mask, T value, int lane, int width = 32) {
  return shard_emulator::shuffleValue(mask, width, value, lane, false);
}

/// As CUDA's: the arguments converted to the kernel's parameter types. They
/// are copied into the queued launch (the kernel runs later); pointer
/// arguments must point into device allocations.
template <typename... Params, typename... Args>
cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config,
                               void (*kernel)(Params...), Args &&...args) {
  return [&](Params... converted) {
    bool valid = (true && ... && shard_emulator::pointsToDevice(converted));
    if (!valid)
      return cudaErrorIllegalAddress;
    return shard_emulator::launch(*config, [=] { kernel(converted...); });
  }(std::forward<Args>(args)...);
}

#endif // SHARD_TEST_CUDA_EMULATOR_CUDA_RUNTIME_H
