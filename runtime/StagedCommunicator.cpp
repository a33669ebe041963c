//===- StagedCommunicator.cpp - MPI collectives on device buffers ---------===//
//
// For more ranks than GPUs: buffers, streams and copies are the device's,
// and every communicating call waits for the stream, copies its device
// operands to host staging buffers, runs the MPI backend's call on them
// and copies the results back. Correct, and slow by design; the NCCL
// backend is the fast path.
//
//===----------------------------------------------------------------------===//

#include "runtime/CudaDevice.h"
#include "runtime/DeviceWorld.h"

#include <vector>

namespace shardrt {
namespace {

class StagedCommunicator final : public DeviceCommunicator {
public:
  explicit StagedCommunicator(std::unique_ptr<Communicator> host)
      : host(std::move(host)) {}

  int rank() const override { return host->rank(); }
  int size() const override { return host->size(); }
  bool communicatesOnHost() const override { return true; }

  Status allReduce(const void *in, void *out, size_t count, DType dtype,
                   ReduceOp op, Stream stream) override {
    size_t bytes = count * sizeOf(dtype);
    SHARDRT_RETURN_IF_ERROR(toHost(0, in, bytes, stream));
    SHARDRT_RETURN_IF_ERROR(host->allReduce(
        staging[0].data(), staging[0].data(), count, dtype, op, Stream()));
    return fromHost(out, 0, bytes, stream);
  }
  Status allGather(const void *in, void *out, size_t countPerRank, DType dtype,
                   Stream stream) override {
    size_t bytes = countPerRank * sizeOf(dtype);
    SHARDRT_RETURN_IF_ERROR(toHost(0, in, bytes, stream));
    staging[1].resize(bytes * size_t(size()));
    SHARDRT_RETURN_IF_ERROR(host->allGather(
        staging[0].data(), staging[1].data(), countPerRank, dtype, Stream()));
    return fromHost(out, 1, bytes * size_t(size()), stream);
  }
  Status reduceScatter(const void *in, void *out, size_t countPerRank,
                       DType dtype, ReduceOp op, Stream stream) override {
    size_t bytes = countPerRank * sizeOf(dtype);
    SHARDRT_RETURN_IF_ERROR(toHost(0, in, bytes * size_t(size()), stream));
    staging[1].resize(bytes);
    SHARDRT_RETURN_IF_ERROR(host->reduceScatter(staging[0].data(),
                                                staging[1].data(), countPerRank,
                                                dtype, op, Stream()));
    return fromHost(out, 1, bytes, stream);
  }
  Status allToAll(const void *in, void *out, size_t countPerRank, DType dtype,
                  Stream stream) override {
    size_t bytes = countPerRank * sizeOf(dtype) * size_t(size());
    SHARDRT_RETURN_IF_ERROR(toHost(0, in, bytes, stream));
    staging[1].resize(bytes);
    SHARDRT_RETURN_IF_ERROR(host->allToAll(staging[0].data(), staging[1].data(),
                                           countPerRank, dtype, Stream()));
    return fromHost(out, 1, bytes, stream);
  }
  Status broadcast(void *buffer, size_t count, DType dtype, int root,
                   Stream stream) override {
    size_t bytes = count * sizeOf(dtype);
    SHARDRT_RETURN_IF_ERROR(toHost(0, buffer, bytes, stream));
    SHARDRT_RETURN_IF_ERROR(
        host->broadcast(staging[0].data(), count, dtype, root, Stream()));
    return fromHost(buffer, 0, bytes, stream);
  }
  Status exchange(const PeerTransfer *transfers, size_t count,
                  Stream stream) override {
    // One host buffer per transfer: sends staged before the group is
    // posted, receives copied back after it completes.
    std::vector<std::vector<std::byte>> buffers(count);
    std::vector<PeerTransfer> staged(transfers, transfers + count);
    SHARDRT_CUDA(cudaStreamSynchronize(cuda::streamOf(stream)));
    for (size_t i = 0; i < count; ++i) {
      buffers[i].resize(transfers[i].count * sizeOf(transfers[i].dtype));
      staged[i].buffer = buffers[i].data();
      if (transfers[i].kind == PeerTransfer::Kind::Send)
        SHARDRT_CUDA(cudaMemcpy(buffers[i].data(), transfers[i].buffer,
                                buffers[i].size(), cudaMemcpyDeviceToHost));
    }
    SHARDRT_RETURN_IF_ERROR(host->exchange(staged.data(), count, Stream()));
    for (size_t i = 0; i < count; ++i)
      if (transfers[i].kind == PeerTransfer::Kind::Recv)
        SHARDRT_CUDA(cudaMemcpyAsync(transfers[i].buffer, buffers[i].data(),
                                     buffers[i].size(), cudaMemcpyHostToDevice,
                                     cuda::streamOf(stream)));
    // The host buffers go away on return.
    SHARDRT_CUDA(cudaStreamSynchronize(cuda::streamOf(stream)));
    return Status::ok();
  }
  Status barrier() override { return host->barrier(); }

  StatusOr<std::unique_ptr<Communicator>> split(int color, int key) override {
    StatusOr<std::unique_ptr<Communicator>> sub = host->split(color, key);
    SHARDRT_RETURN_IF_ERROR(sub.status());
    return std::unique_ptr<Communicator>(
        new StagedCommunicator(std::move(*sub)));
  }

  // MPI calls here complete (or fail) inside the call.
  Status asyncError() override { return Status::ok(); }

private:
  /// Waits for the stream's work, then copies `bytes` of device `src` into
  /// staging buffer `which`.
  Status toHost(size_t which, const void *src, size_t bytes, Stream stream) {
    // After the wait: an earlier copy from the staging buffer is done.
    SHARDRT_CUDA(cudaStreamSynchronize(cuda::streamOf(stream)));
    staging[which].resize(bytes);
    SHARDRT_CUDA(
        cudaMemcpy(staging[which].data(), src, bytes, cudaMemcpyDeviceToHost));
    return Status::ok();
  }
  /// Copies staging buffer `which` to device `dst` on the stream, so that
  /// later work on it sees the result, and waits for the copy.
  Status fromHost(void *dst, size_t which, size_t bytes, Stream stream) {
    SHARDRT_CUDA(cudaMemcpyAsync(dst, staging[which].data(), bytes,
                                 cudaMemcpyHostToDevice,
                                 cuda::streamOf(stream)));
    SHARDRT_CUDA(cudaStreamSynchronize(cuda::streamOf(stream)));
    return Status::ok();
  }

  std::unique_ptr<Communicator> host;
  std::vector<std::byte> staging[2];
};

} // namespace

StatusOr<std::unique_ptr<Communicator>>
createStagedWorld(Communicator &bootstrap) {
  // A communicator of its own over the same ranks: the caller may drop the
  // bootstrap.
  StatusOr<std::unique_ptr<Communicator>> host =
      bootstrap.split(0, bootstrap.rank());
  SHARDRT_RETURN_IF_ERROR(host.status());
  return std::unique_ptr<Communicator>(
      new StagedCommunicator(std::move(*host)));
}

} // namespace shardrt
