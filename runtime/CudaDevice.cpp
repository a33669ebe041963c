//===- CudaDevice.cpp - streams, memory and copies on the GPU -------------===//

#include "runtime/CudaDevice.h"

namespace shardrt {

using cuda::streamOf;

DeviceCommunicator::~DeviceCommunicator() {
  if (side.handle)
    destroyStream(side);
}

/// An event without timing (the cheap kind), recorded on `stream`.
static StatusOr<cudaEvent_t> recordEvent(Stream stream) {
  cudaEvent_t event;
  SHARDRT_CUDA(cudaEventCreateWithFlags(&event, cudaEventDisableTiming));
  cudaError_t recorded = cudaEventRecord(event, streamOf(stream));
  if (recorded != cudaSuccess) {
    cudaEventDestroy(event);
    return cuda::check(recorded, "cudaEventRecord");
  }
  return event;
}

StatusOr<Event>
DeviceCommunicator::startOnSide(Stream stream,
                                const std::function<Status(Stream)> &run) {
  if (!side.handle) {
    StatusOr<Stream> created = createStream();
    SHARDRT_RETURN_IF_ERROR(created.status());
    side = *created;
  }
  // The side stream starts where the program's stream is now; the event may
  // be destroyed once the wait is enqueued.
  StatusOr<cudaEvent_t> ready = recordEvent(stream);
  SHARDRT_RETURN_IF_ERROR(ready.status());
  cudaError_t ordered = cudaStreamWaitEvent(streamOf(side), *ready, 0);
  cudaEventDestroy(*ready);
  SHARDRT_RETURN_IF_ERROR(cuda::check(ordered, "cudaStreamWaitEvent"));
  SHARDRT_RETURN_IF_ERROR(run(side));
  StatusOr<cudaEvent_t> done = recordEvent(side);
  SHARDRT_RETURN_IF_ERROR(done.status());
  return Event{*done};
}

StatusOr<Event> DeviceCommunicator::startAllReduce(const void *in, void *out,
                                                   size_t count, DType dtype,
                                                   ReduceOp op, Stream stream) {
  return startOnSide(stream, [&](Stream on) {
    return allReduce(in, out, count, dtype, op, on);
  });
}

StatusOr<Event> DeviceCommunicator::startAllGather(const void *in, void *out,
                                                   size_t countPerRank,
                                                   DType dtype, Stream stream) {
  return startOnSide(stream, [&](Stream on) {
    return allGather(in, out, countPerRank, dtype, on);
  });
}

StatusOr<Event> DeviceCommunicator::startReduceScatter(const void *in,
                                                       void *out,
                                                       size_t countPerRank,
                                                       DType dtype, ReduceOp op,
                                                       Stream stream) {
  return startOnSide(stream, [&](Stream on) {
    return reduceScatter(in, out, countPerRank, dtype, op, on);
  });
}

StatusOr<Event> DeviceCommunicator::startExchange(const PeerTransfer *transfers,
                                                  size_t count, Stream stream) {
  return startOnSide(stream,
                     [&](Stream on) { return exchange(transfers, count, on); });
}

StatusOr<Event>
DeviceCommunicator::startReduceBucket(const BucketReduction *reductions,
                                      size_t count, ReduceOp op,
                                      Stream stream) {
  return startOnSide(stream, [&](Stream on) {
    return reduceBucket(reductions, count, op, on);
  });
}

Status DeviceCommunicator::wait(Event event, Stream stream) {
  auto done = static_cast<cudaEvent_t>(event.handle);
  cudaError_t ordered = cudaStreamWaitEvent(streamOf(stream), done, 0);
  // CUDA releases a destroyed event once the work it waits for completes.
  cudaEventDestroy(done);
  return cuda::check(ordered, "cudaStreamWaitEvent");
}

StatusOr<Stream> DeviceCommunicator::createStream() {
  cudaStream_t stream;
  SHARDRT_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  return Stream{stream};
}

void DeviceCommunicator::destroyStream(Stream stream) {
  cudaStreamDestroy(streamOf(stream));
}

StatusOr<bool> DeviceCommunicator::isComplete(Stream stream) {
  cudaError_t state = cudaStreamQuery(streamOf(stream));
  if (state == cudaSuccess)
    return true;
  if (state == cudaErrorNotReady)
    return false;
  return Status::error("work on the stream failed: ",
                       cudaGetErrorString(state));
}

StatusOr<void *> DeviceCommunicator::allocate(size_t bytes) {
  void *p = nullptr;
  SHARDRT_CUDA(cudaMalloc(&p, bytes ? bytes : 1));
  return p;
}

void DeviceCommunicator::deallocate(void *pointer) { cudaFree(pointer); }

Status DeviceCommunicator::copy2D(void *dst, size_t dstPitch, const void *src,
                                  size_t srcPitch, size_t width, size_t rows,
                                  Stream stream) {
  SHARDRT_CUDA(cudaMemcpy2DAsync(dst, dstPitch, src, srcPitch, width, rows,
                                 cudaMemcpyDeviceToDevice, streamOf(stream)));
  return Status::ok();
}

Status DeviceCommunicator::copyFromHost(void *dst, const void *src,
                                        size_t bytes, Stream stream) {
  SHARDRT_CUDA(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice,
                               streamOf(stream)));
  return Status::ok();
}

Status DeviceCommunicator::copyToHost(void *dst, const void *src, size_t bytes,
                                      Stream stream) {
  SHARDRT_CUDA(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost,
                               streamOf(stream)));
  return Status::ok();
}

} // namespace shardrt
