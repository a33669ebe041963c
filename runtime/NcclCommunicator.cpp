//===- NcclCommunicator.cpp - the NCCL backend ----------------------------===//
//
// One CUDA stream per communicator. Each call enqueues its NCCL operation and
// waits for it while polling NCCL's asynchronous error state, so that a peer
// that died turns into an error here instead of a hang.
//
//===----------------------------------------------------------------------===//

#include "runtime/NcclCommunicator.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

namespace shardrt {
namespace {

Status cudaStatus(cudaError_t code, const char *call) {
  if (code == cudaSuccess)
    return Status::ok();
  return Status::error(call, " failed: ", cudaGetErrorString(code));
}

Status ncclStatus(ncclResult_t code, const char *call, ncclComm_t comm) {
  if (code == ncclSuccess)
    return Status::ok();
  const char *detail = comm ? ncclGetLastError(comm) : nullptr;
  return Status::error(call, " failed: ", ncclGetErrorString(code),
                       detail && *detail ? std::string(" (") + detail + ")"
                                         : std::string());
}

#define SHARDRT_CUDA(call) SHARDRT_RETURN_IF_ERROR(cudaStatus(call, #call))
#define SHARDRT_NCCL(call)                                                     \
  SHARDRT_RETURN_IF_ERROR(ncclStatus(call, #call, comm))

StatusOr<ncclDataType_t> ncclType(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return ncclFloat32;
  case DType::F16:
    return ncclFloat16;
  case DType::BF16:
    return ncclBfloat16;
  case DType::F64:
    return ncclFloat64;
  case DType::I64:
    return ncclInt64;
  case DType::I32:
    return ncclInt32;
  case DType::I8:
    return ncclInt8;
  case DType::Bool:
    return ncclUint8;
  case DType::I16:
    break;
  }
  return Status::error("NCCL has no ", name(dtype),
                       " type; store the tensor as i32 instead");
}

ncclRedOp_t ncclOp(ReduceOp op) {
  switch (op) {
  case ReduceOp::Sum:
    return ncclSum;
  case ReduceOp::Max:
    return ncclMax;
  case ReduceOp::Min:
    return ncclMin;
  }
  return ncclSum;
}

class NcclCommunicator final : public Communicator {
public:
  NcclCommunicator(ncclComm_t comm, cudaStream_t stream)
      : comm(comm), stream(stream) {
    ncclCommUserRank(comm, &myRank);
    ncclCommCount(comm, &mySize);
  }
  ~NcclCommunicator() override {
    ncclCommDestroy(comm);
    cudaStreamDestroy(stream);
  }

  int rank() const override { return myRank; }
  int size() const override { return mySize; }
  MemorySpace memorySpace() const override { return MemorySpace::Device; }

  Status allReduce(const void *in, void *out, size_t count, DType dtype,
                   ReduceOp op) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(
        ncclAllReduce(in, out, count, *type, ncclOp(op), comm, stream));
    return wait("ncclAllReduce");
  }

  Status allGather(const void *in, void *out, size_t countPerRank,
                   DType dtype) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclAllGather(in, out, countPerRank, *type, comm, stream));
    return wait("ncclAllGather");
  }

  Status reduceScatter(const void *in, void *out, size_t countPerRank,
                       DType dtype, ReduceOp op) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclReduceScatter(in, out, countPerRank, *type, ncclOp(op),
                                   comm, stream));
    return wait("ncclReduceScatter");
  }

  Status allToAll(const void *in, void *out, size_t countPerRank,
                  DType dtype) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    size_t chunk = countPerRank * sizeOf(dtype);
    SHARDRT_NCCL(ncclGroupStart());
    for (int peer = 0; peer < mySize; ++peer) {
      SHARDRT_NCCL(ncclSend(static_cast<const char *>(in) + peer * chunk,
                            countPerRank, *type, peer, comm, stream));
      SHARDRT_NCCL(ncclRecv(static_cast<char *>(out) + peer * chunk,
                            countPerRank, *type, peer, comm, stream));
    }
    SHARDRT_NCCL(ncclGroupEnd());
    return wait("all-to-all (ncclSend/ncclRecv)");
  }

  Status broadcast(void *buffer, size_t count, DType dtype, int root) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(
        ncclBroadcast(buffer, buffer, count, *type, root, comm, stream));
    return wait("ncclBroadcast");
  }

  Status send(const void *buffer, size_t count, DType dtype,
              int peer) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclSend(buffer, count, *type, peer, comm, stream));
    return wait("ncclSend");
  }

  Status recv(void *buffer, size_t count, DType dtype, int peer) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclRecv(buffer, count, *type, peer, comm, stream));
    return wait("ncclRecv");
  }

  Status barrier() override {
    // NCCL has no barrier; a one-element all-reduce orders all ranks.
    StatusOr<void *> scratch = allocate(sizeof(float));
    SHARDRT_RETURN_IF_ERROR(scratch.status());
    SHARDRT_CUDA(cudaMemsetAsync(*scratch, 0, sizeof(float), stream));
    Status status = allReduce(*scratch, *scratch, 1, DType::F32, ReduceOp::Sum);
    deallocate(*scratch);
    return status;
  }

  StatusOr<std::unique_ptr<Communicator>> split(int color, int key) override {
    ncclComm_t sub = nullptr;
    SHARDRT_NCCL(ncclCommSplit(comm, color, key, &sub, nullptr));
    cudaStream_t subStream;
    SHARDRT_CUDA(cudaStreamCreateWithFlags(&subStream, cudaStreamNonBlocking));
    return std::unique_ptr<Communicator>(new NcclCommunicator(sub, subStream));
  }

  StatusOr<void *> allocate(size_t bytes) override {
    void *p = nullptr;
    SHARDRT_CUDA(cudaMalloc(&p, bytes ? bytes : 1));
    return p;
  }
  void deallocate(void *pointer) override { cudaFree(pointer); }

  Status copy2D(void *dst, size_t dstPitch, const void *src, size_t srcPitch,
                size_t width, size_t rows) override {
    SHARDRT_CUDA(cudaMemcpy2DAsync(dst, dstPitch, src, srcPitch, width, rows,
                                   cudaMemcpyDeviceToDevice, stream));
    SHARDRT_CUDA(cudaStreamSynchronize(stream));
    return Status::ok();
  }
  Status copyFromHost(void *dst, const void *src, size_t bytes) override {
    SHARDRT_CUDA(cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice));
    return Status::ok();
  }
  Status copyToHost(void *dst, const void *src, size_t bytes) override {
    SHARDRT_CUDA(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost));
    return Status::ok();
  }

private:
  /// Waits for the stream; a peer's failure surfaces as NCCL's async error,
  /// after which the communicator is aborted so that nothing hangs.
  Status wait(const char *what) {
    for (;;) {
      cudaError_t state = cudaStreamQuery(stream);
      if (state == cudaSuccess)
        return Status::ok();
      if (state != cudaErrorNotReady)
        return Status::error(what, ": ", cudaGetErrorString(state));
      ncclResult_t async = ncclSuccess;
      SHARDRT_NCCL(ncclCommGetAsyncError(comm, &async));
      if (async != ncclSuccess) {
        ncclCommAbort(comm);
        return Status::error(
            what, " failed asynchronously: ", ncclGetErrorString(async));
      }
      std::this_thread::sleep_for(std::chrono::microseconds(20));
    }
  }

  ncclComm_t comm;
  cudaStream_t stream;
  int myRank = 0;
  int mySize = 1;
};

/// This process's rank among the processes of its node, from the launcher.
int localRank(int worldRank) {
  for (const char *var : {"OMPI_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID",
                          "MPI_LOCALRANKID", "LOCAL_RANK"})
    if (const char *value = std::getenv(var))
      return std::atoi(value);
  return worldRank;
}

} // namespace

StatusOr<std::unique_ptr<Communicator>>
createNcclWorld(Communicator &bootstrap) {
  ncclComm_t comm = nullptr;
  int devices = 0;
  SHARDRT_CUDA(cudaGetDeviceCount(&devices));
  if (devices == 0)
    return Status::error("no CUDA device visible to this rank");
  SHARDRT_CUDA(cudaSetDevice(localRank(bootstrap.rank()) % devices));
  ncclUniqueId id;
  if (bootstrap.rank() == 0)
    SHARDRT_NCCL(ncclGetUniqueId(&id));
  SHARDRT_RETURN_IF_ERROR(
      bootstrap.broadcast(&id, sizeof(id), DType::I8, /*root=*/0));
  SHARDRT_NCCL(ncclCommInitRank(&comm, bootstrap.size(), id, bootstrap.rank()));
  cudaStream_t stream;
  SHARDRT_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  return std::unique_ptr<Communicator>(new NcclCommunicator(comm, stream));
}

} // namespace shardrt
