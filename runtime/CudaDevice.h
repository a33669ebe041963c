//===- CudaDevice.h - CUDA errors, streams and device memory -----*- C++
//-*-===//
//
// What every piece of libshardrt that touches a GPU shares: CUDA errors as
// Status, the cudaStream_t behind a Stream, and DeviceCommunicator, the
// part of a Communicator that is the device's own (streams, memory,
// copies), which the NCCL and staged backends both are.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_CUDADEVICE_H
#define SHARD_RUNTIME_CUDADEVICE_H

#include "runtime/Communicator.h"

#include <cuda_runtime.h>

#include <functional>

namespace shardrt::cuda {

inline cudaStream_t streamOf(Stream stream) {
  return static_cast<cudaStream_t>(stream.handle);
}

/// `code` as a Status naming `call`.
inline Status check(cudaError_t code, const char *call) {
  if (code == cudaSuccess)
    return Status::ok();
  return Status::error(call, " failed: ", cudaGetErrorString(code));
}

} // namespace shardrt::cuda

/// Returns from the enclosing function if the CUDA call fails.
#define SHARDRT_CUDA(call)                                                     \
  SHARDRT_RETURN_IF_ERROR(::shardrt::cuda::check(call, #call))

namespace shardrt {

/// Streams, memory and copies on the current GPU; the collectives are the
/// subclass's. A started all-reduce, all-gather, reduce-scatter or
/// exchange runs the subclass's call on a stream of the communicator's own,
/// ordered after and before the program's stream by events, in the order they
/// started.
class DeviceCommunicator : public Communicator {
public:
  ~DeviceCommunicator() override;
  MemorySpace memorySpace() const override { return MemorySpace::Device; }
  StatusOr<Event> startAllReduce(const void *in, void *out, size_t count,
                                 DType dtype, ReduceOp op,
                                 Stream stream) override;
  StatusOr<Event> startAllGather(const void *in, void *out, size_t countPerRank,
                                 DType dtype, Stream stream) override;
  StatusOr<Event> startReduceScatter(const void *in, void *out,
                                     size_t countPerRank, DType dtype,
                                     ReduceOp op, Stream stream) override;
  StatusOr<Event> startExchange(const PeerTransfer *transfers, size_t count,
                                Stream stream) override;
  StatusOr<Event> startReduceBucket(const BucketReduction *reductions,
                                    size_t count, ReduceOp op,
                                    Stream stream) override;
  Status wait(Event event, Stream stream) override;
  StatusOr<Stream> createStream() override;
  void destroyStream(Stream stream) override;
  StatusOr<bool> isComplete(Stream stream) override;
  StatusOr<void *> allocate(size_t bytes) override;
  void deallocate(void *pointer) override;
  Status copy2D(void *dst, size_t dstPitch, const void *src, size_t srcPitch,
                size_t width, size_t rows, Stream stream) override;
  Status copyFromHost(void *dst, const void *src, size_t bytes,
                      Stream stream) override;
  Status copyToHost(void *dst, const void *src, size_t bytes,
                    Stream stream) override;

private:
  /// `run` enqueued on the side stream once the work enqueued on `stream`
  /// so far is done; the event of its end.
  StatusOr<Event> startOnSide(Stream stream,
                              const std::function<Status(Stream)> &run);
  /// Where started collectives run; created on first use.
  Stream side;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_CUDADEVICE_H
