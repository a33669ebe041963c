//===- Runtime.cpp - CUDA's runtime API and kernels, on the CPU -----------===//
//
// See include/cuda_runtime.h. One process is one emulated GPU context; all
// of its state is behind one lock, and the work of every stream runs on the
// thread that waits for it. A kernel's blocks run one after another, in a
// drawn order, their threads as coroutines (Threads.cpp).
//
//===----------------------------------------------------------------------===//

#include "Threads.h"
#include "cuda_runtime.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>

using Work = std::function<void()>;

#if defined(__SANITIZE_ADDRESS__)
/// AddressSanitizer's defaults for executables linking the sanitized
/// emulator (a program loading it as a library takes $ASAN_OPTIONS): no
/// leak report at exit, where OpenMPI holds its allocations on purpose.
extern "C" const char *__asan_default_options() { return "detect_leaks=0"; }
#endif

thread_local uint3 threadIdx, blockIdx;
thread_local dim3 blockDim, gridDim;

struct CUgraph_st {
  std::vector<Work> work;
  bool invalidated = false;
};
struct CUgraphExec_st {
  std::vector<Work> work;
};
struct CUstream_st {
  std::deque<Work> queue;
  /// How much work has been enqueued and how much has run.
  uint64_t enqueued = 0, done = 0;
  /// The graph being captured from this stream, or null; how much work
  /// the stream added to it, and how much of that another capturing
  /// stream has waited for (a forked stream must be joined back).
  CUgraph_st *capture = nullptr;
  uint64_t captured = 0, joined = 0;
};
struct CUevent_st {
  CUstream_st *stream = nullptr;
  uint64_t position = 0;
  /// Recorded during a capture: a stream that waits for it joins it.
  CUgraph_st *capture = nullptr;
  /// A timing event's time: when its stream ran up to it. Shared with the
  /// queued work that stamps it, which may outlive the event.
  std::shared_ptr<std::chrono::steady_clock::time_point> stamp;
};

namespace shard_emulator {
namespace {

/// Two multiprocessors: grids of at most 16 blocks (gridFor's cap): the
/// kernels' grid-stride loops wrap.
constexpr int kMultiprocessors = 2;

struct Context {
  std::recursive_mutex mutex;
  std::map<uintptr_t, size_t> allocations;
  CUstream_st legacy;
  std::vector<CUstream_st *> streams{&legacy};
  int device = 0;
  cudaError_t last = cudaSuccess;
  /// A failed kernel corrupts the context, as on a GPU: later calls fail.
  cudaError_t sticky = cudaSuccess;
};

Context &context() {
  static Context *instance = new Context();
  return *instance;
}

cudaError_t fail(cudaError_t code) {
  context().last = code;
  return code;
}

/// Each process sees one GPU, its own.
constexpr int kDevices = 1;

CUstream_st *streamOf(cudaStream_t stream) {
  return stream ? stream : &context().legacy;
}

/// The allocation holding [pointer, pointer + bytes), if there is one.
bool inAllocation(const void *pointer, size_t bytes) {
  auto &allocations = context().allocations;
  auto address = reinterpret_cast<uintptr_t>(pointer);
  auto it = allocations.upper_bound(address);
  if (it == allocations.begin())
    return false;
  --it;
  return address + bytes <= it->first + it->second;
}

bool anyCapture() {
  for (CUstream_st *s : context().streams)
    if (s->capture)
      return true;
  return false;
}

/// Runs `stream`'s work until `position` of it has run.
void runUntil(CUstream_st *stream, uint64_t position) {
  while (stream->done < position && !stream->queue.empty()) {
    Work work = std::move(stream->queue.front());
    stream->queue.pop_front();
    work();
    ++stream->done;
  }
}

void runAll(CUstream_st *stream) { runUntil(stream, stream->enqueued); }

/// Queues `work` on `stream`, or adds it to the graph the stream captures.
cudaError_t enqueue(cudaStream_t handle, Work work) {
  Context &c = context();
  if (c.sticky != cudaSuccess)
    return fail(c.sticky);
  CUstream_st *stream = streamOf(handle);
  if (stream->capture) {
    stream->capture->work.push_back(std::move(work));
    ++stream->captured;
    return cudaSuccess;
  }
  stream->queue.push_back(std::move(work));
  ++stream->enqueued;
  return cudaSuccess;
}

/// A call that waits on the host: not allowed while a stream it concerns
/// captures (the capture is invalidated, as CUDA does).
cudaError_t refuseDuringCapture(CUstream_st *stream) {
  bool capturing = stream ? stream->capture != nullptr : anyCapture();
  if (!capturing)
    return cudaSuccess;
  for (CUstream_st *s : context().streams)
    if (s->capture && (!stream || s->capture == stream->capture))
      s->capture->invalidated = true;
  return fail(cudaErrorStreamCaptureUnsupported);
}

bool copyKindHolds(void *dst, const void *src, size_t bytes,
                   cudaMemcpyKind kind) {
  bool dstDevice = inAllocation(dst, bytes),
       srcDevice = inAllocation(src, bytes);
  switch (kind) {
  case cudaMemcpyHostToHost:
    return !dstDevice && !srcDevice;
  case cudaMemcpyHostToDevice:
    return dstDevice && !srcDevice;
  case cudaMemcpyDeviceToHost:
    return !dstDevice && srcDevice;
  case cudaMemcpyDeviceToDevice:
    return dstDevice && srcDevice;
  case cudaMemcpyDefault:
    return true;
  }
  return false;
}

#if defined(__SANITIZE_ADDRESS__)
/// Appended to AddressSanitizer's report (the sanitized build): where the
/// bad access lies in the nearest device allocation, as a byte offset and
/// an element index of its size (the report's stack names the kernel).
void describeBadAccess(const char *) {
  auto address = reinterpret_cast<uintptr_t>(__asan_get_report_address());
  size_t size = std::max<size_t>(__asan_get_report_access_size(), 1);
  auto &allocations = context().allocations;
  auto nearest = allocations.end();
  uintptr_t distance = UINTPTR_MAX;
  auto after = allocations.upper_bound(address);
  for (auto it : {after, after == allocations.begin() ? allocations.end()
                                                      : std::prev(after)}) {
    if (it == allocations.end())
      continue;
    uintptr_t end = it->first + it->second;
    uintptr_t d = address < it->first ? it->first - address
                  : address >= end    ? address - end
                                      : 0;
    if (d < distance) {
      distance = d;
      nearest = it;
    }
  }
  if (nearest == allocations.end())
    return;
  auto offset = int64_t(address) - int64_t(nearest->first);
  // Rounded down, so that an access before the start is element -1 or less.
  int64_t element = offset / int64_t(size) - (offset % int64_t(size) < 0);
  std::fprintf(stderr,
               "shard CUDA emulator: the %zu-byte access is at byte %lld of "
               "a %zu-byte device allocation: element %lld of %zu\n",
               size, static_cast<long long>(offset), nearest->second,
               static_cast<long long>(element), nearest->second / size);
}

/// Registers describeBadAccess before any kernel runs.
const bool describesBadAccesses =
    (__asan_set_error_report_callback(describeBadAccess), true);
#endif

} // namespace

bool inDeviceAllocation(const void *pointer, size_t bytes) {
  std::lock_guard<std::recursive_mutex> lock(context().mutex);
  return inAllocation(pointer, bytes);
}

cudaError_t enqueueWork(cudaStream_t stream, Work work) {
  std::lock_guard<std::recursive_mutex> lock(context().mutex);
  return enqueue(stream, std::move(work));
}

cudaError_t launch(const cudaLaunchConfig_t &config, Work body) {
  Context &c = context();
  std::lock_guard<std::recursive_mutex> lock(c.mutex);
  if (config.blockDim.x * config.blockDim.y * config.blockDim.z > 1024 ||
      config.gridDim.x == 0 || config.blockDim.x == 0)
    return fail(cudaErrorInvalidValue);
  return enqueue(config.stream, [config, body = std::move(body)] {
    unsigned blocks = config.gridDim.x * config.gridDim.y * config.gridDim.z;
    for (unsigned b : drawnOrder(blocks)) {
      std::string error = runBlock(config, b, body);
      if (!error.empty()) {
        std::fprintf(stderr, "shard CUDA emulator: a kernel failed: %s\n",
                     error.c_str());
        context().sticky = cudaErrorLaunchFailure;
        return;
      }
    }
  });
}

} // namespace shard_emulator

//===----------------------------------------------------------------------===//
// The runtime API
//===----------------------------------------------------------------------===//

using namespace shard_emulator;

#define EMULATOR_ENTER()                                                       \
  Context &c = context();                                                      \
  std::lock_guard<std::recursive_mutex> lock(c.mutex);                         \
  if (c.sticky != cudaSuccess)                                                 \
  return fail(c.sticky)

cudaError_t cudaMalloc(void **pointer, size_t bytes) {
  EMULATOR_ENTER();
  if (!pointer || bytes == 0)
    return fail(cudaErrorInvalidValue);
  // Exactly `bytes` (cudaMalloc's 256-byte alignment, no rounding of the
  // size): under AddressSanitizer an access past the end is reported.
  void *p = nullptr;
  if (posix_memalign(&p, 256, bytes) != 0)
    return fail(cudaErrorMemoryAllocation);
  c.allocations[reinterpret_cast<uintptr_t>(p)] = bytes;
  *pointer = p;
  return cudaSuccess;
}

cudaError_t cudaFree(void *pointer) {
  EMULATOR_ENTER();
  if (!pointer)
    return cudaSuccess;
  // Like cudaFree, it waits for the device first.
  for (CUstream_st *s : c.streams)
    runAll(s);
  if (!c.allocations.erase(reinterpret_cast<uintptr_t>(pointer)))
    return fail(cudaErrorInvalidValue);
  std::free(pointer);
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes,
                       cudaMemcpyKind kind) {
  EMULATOR_ENTER();
  if (cudaError_t refused = refuseDuringCapture(nullptr))
    return refused;
  if (!copyKindHolds(dst, src, bytes, kind))
    return fail(cudaErrorInvalidValue);
  // After the legacy stream's work only: the program's are non-blocking.
  runAll(&c.legacy);
  std::memmove(dst, src, bytes);
  return cudaSuccess;
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes,
                            cudaMemcpyKind kind, cudaStream_t stream) {
  EMULATOR_ENTER();
  if (!copyKindHolds(dst, src, bytes, kind))
    return fail(cudaErrorInvalidValue);
  return enqueue(stream, [=] { std::memmove(dst, src, bytes); });
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dstPitch, const void *src,
                              size_t srcPitch, size_t width, size_t height,
                              cudaMemcpyKind kind, cudaStream_t stream) {
  EMULATOR_ENTER();
  if (width > dstPitch || width > srcPitch)
    return fail(cudaErrorInvalidValue);
  if (height == 0 || width == 0)
    return cudaSuccess;
  size_t dstSpan = dstPitch * (height - 1) + width;
  size_t srcSpan = srcPitch * (height - 1) + width;
  if (kind == cudaMemcpyDeviceToDevice &&
      !(inAllocation(dst, dstSpan) && inAllocation(src, srcSpan)))
    return fail(cudaErrorInvalidValue);
  return enqueue(stream, [=] {
    for (size_t row = 0; row < height; ++row)
      std::memmove(static_cast<char *>(dst) + row * dstPitch,
                   static_cast<const char *>(src) + row * srcPitch, width);
  });
}

cudaError_t cudaMemsetAsync(void *pointer, int value, size_t bytes,
                            cudaStream_t stream) {
  EMULATOR_ENTER();
  if (!inAllocation(pointer, bytes))
    return fail(cudaErrorInvalidValue);
  return enqueue(stream, [=] { std::memset(pointer, value, bytes); });
}

cudaError_t cudaMemset(void *pointer, int value, size_t bytes) {
  if (cudaError_t failed = cudaMemsetAsync(pointer, value, bytes, nullptr))
    return failed;
  return cudaStreamSynchronize(nullptr);
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned) {
  EMULATOR_ENTER();
  *stream = new CUstream_st();
  c.streams.push_back(*stream);
  return cudaSuccess;
}

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  EMULATOR_ENTER();
  // The stream's work still runs, as it does on a GPU.
  runAll(stream);
  c.streams.erase(std::find(c.streams.begin(), c.streams.end(), stream));
  delete stream;
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  EMULATOR_ENTER();
  if (cudaError_t refused = refuseDuringCapture(streamOf(stream)))
    return refused;
  runAll(streamOf(stream));
  return c.sticky == cudaSuccess ? cudaSuccess : fail(c.sticky);
}

// Work runs when something asks about it: a query finds it done.
cudaError_t cudaStreamQuery(cudaStream_t stream) {
  return cudaStreamSynchronize(stream);
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                unsigned) {
  EMULATOR_ENTER();
  CUstream_st *s = streamOf(stream);
  if (event->capture) {
    // Waiting for captured work joins the capture (a fork) or rejoins it.
    if (s->capture != event->capture) {
      s->capture = event->capture;
      s->captured = s->joined = 0;
    }
    if (event->stream != s)
      event->stream->joined = std::max(event->stream->joined, event->position);
    return cudaSuccess;
  }
  if (!event->stream)
    return cudaSuccess;
  CUstream_st *other = event->stream;
  uint64_t position = event->position;
  return enqueue(stream, [other, position] { runUntil(other, position); });
}

cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode) {
  EMULATOR_ENTER();
  CUstream_st *s = streamOf(stream);
  if (!stream || s->capture)
    return fail(cudaErrorInvalidValue);
  s->capture = new CUgraph_st();
  s->captured = s->joined = 0;
  return cudaSuccess;
}

cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *graph) {
  EMULATOR_ENTER();
  CUstream_st *s = streamOf(stream);
  CUgraph_st *captured = s->capture;
  if (!captured)
    return fail(cudaErrorStreamCaptureUnmatched);
  // Work a forked stream added after the capture last waited for it would
  // have nothing to join the graph's end.
  bool unjoined = false;
  for (CUstream_st *other : c.streams)
    if (other->capture == captured) {
      unjoined |= other != s && other->captured > other->joined;
      other->capture = nullptr;
    }
  if (captured->invalidated || unjoined) {
    delete captured;
    *graph = nullptr;
    return fail(unjoined ? cudaErrorStreamCaptureUnjoined
                         : cudaErrorStreamCaptureInvalidated);
  }
  *graph = captured;
  return cudaSuccess;
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned flags) {
  EMULATOR_ENTER();
  *event = new CUevent_st();
  if (!(flags & cudaEventDisableTiming))
    (*event)->stamp = std::make_shared<std::chrono::steady_clock::time_point>();
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *event) {
  return cudaEventCreateWithFlags(event, 0);
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  EMULATOR_ENTER();
  CUstream_st *s = streamOf(stream);
  // A timing event outside a capture stamps the time its stream reaches
  // it: one more piece of work, which the event's position then follows.
  if (event->stamp && !s->capture)
    if (cudaError_t failed = enqueue(stream, [stamp = event->stamp] {
          *stamp = std::chrono::steady_clock::now();
        }))
      return failed;
  event->capture = s->capture;
  event->stream = s;
  event->position = s->capture ? s->captured : s->enqueued;
  return cudaSuccess;
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                 cudaEvent_t stop) {
  EMULATOR_ENTER();
  if (!start->stamp || !stop->stamp || start->capture || stop->capture ||
      !start->stream || !stop->stream)
    return fail(cudaErrorInvalidResourceHandle);
  // Either not reached yet: CUDA answers "not ready" and so does this.
  if (start->stream->done < start->position ||
      stop->stream->done < stop->position)
    return fail(cudaErrorNotReady);
  *ms = std::chrono::duration<float, std::milli>(*stop->stamp - *start->stamp)
            .count();
  return cudaSuccess;
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  EMULATOR_ENTER();
  if (event->capture)
    return fail(cudaErrorStreamCaptureUnsupported);
  if (event->stream)
    runUntil(event->stream, event->position);
  return c.sticky == cudaSuccess ? cudaSuccess : fail(c.sticky);
}

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  EMULATOR_ENTER();
  // Waits already enqueued keep their own copy of what they wait for.
  delete event;
  return cudaSuccess;
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph,
                                 unsigned long long) {
  EMULATOR_ENTER();
  *exec = new CUgraphExec_st{graph->work};
  return cudaSuccess;
}

cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream) {
  EMULATOR_ENTER();
  for (const Work &work : exec->work)
    if (cudaError_t code = enqueue(stream, work))
      return code;
  return cudaSuccess;
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph) {
  delete graph;
  return cudaSuccess;
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec) {
  delete exec;
  return cudaSuccess;
}

cudaError_t cudaGetDeviceCount(int *count) {
  *count = kDevices;
  return cudaSuccess;
}

cudaError_t cudaSetDevice(int device) {
  EMULATOR_ENTER();
  if (device < 0 || device >= kDevices)
    return fail(cudaErrorInvalidDevice);
  c.device = device;
  return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device) {
  EMULATOR_ENTER();
  *device = c.device;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attribute, int) {
  if (attribute != cudaDevAttrMultiProcessorCount)
    return fail(cudaErrorInvalidValue);
  *value = kMultiprocessors;
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize() {
  EMULATOR_ENTER();
  if (cudaError_t refused = refuseDuringCapture(nullptr))
    return refused;
  for (CUstream_st *s : c.streams)
    runAll(s);
  return c.sticky == cudaSuccess ? cudaSuccess : fail(c.sticky);
}

cudaError_t cudaDeviceReset() {
  Context &c = context();
  std::lock_guard<std::recursive_mutex> lock(c.mutex);
  for (CUstream_st *s : c.streams) {
    s->queue.clear();
    s->done = s->enqueued;
    s->capture = nullptr;
  }
  c.sticky = c.last = cudaSuccess;
  return cudaSuccess;
}

cudaError_t cudaGetLastError() {
  Context &c = context();
  std::lock_guard<std::recursive_mutex> lock(c.mutex);
  cudaError_t last = c.sticky != cudaSuccess ? c.sticky : c.last;
  c.last = cudaSuccess;
  return last;
}

const char *cudaGetErrorString(cudaError_t error) {
  switch (error) {
  case cudaSuccess:
    return "no error";
  case cudaErrorInvalidValue:
    return "invalid argument";
  case cudaErrorMemoryAllocation:
    return "out of memory";
  case cudaErrorInvalidDevice:
    return "invalid device ordinal";
  case cudaErrorInvalidResourceHandle:
    return "invalid resource handle";
  case cudaErrorNotReady:
    return "device not ready";
  case cudaErrorIllegalAddress:
    return "an illegal memory access was encountered";
  case cudaErrorLaunchFailure:
    return "unspecified launch failure";
  case cudaErrorStreamCaptureUnsupported:
    return "operation not permitted when stream is capturing";
  case cudaErrorStreamCaptureInvalidated:
    return "operation failed due to a previous error during capture";
  case cudaErrorStreamCaptureUnmatched:
    return "the capture was not initiated in this stream";
  case cudaErrorStreamCaptureUnjoined:
    return "the capture sequence contains a fork that was not joined to the "
           "primary stream";
  }
  return "unknown error";
}
