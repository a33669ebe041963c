//===- NcclCommunicator.cpp - the NCCL backend ----------------------------===//
//
// Every call enqueues its NCCL operation or copy on the caller's stream and
// returns; nothing waits on the host except `barrier` and `synchronize`
// (Communicator.h), which polls NCCL's asynchronous error state so that a
// peer that died turns into an error instead of a hang.
//
//===----------------------------------------------------------------------===//

#include "runtime/CudaDevice.h"
#include "runtime/DeviceWorld.h"

#include <nccl.h>

#include <string>
#include <vector>

namespace shardrt {
namespace {

Status ncclStatus(ncclResult_t code, const char *call, ncclComm_t comm) {
  if (code == ncclSuccess)
    return Status::ok();
  const char *detail = comm ? ncclGetLastError(comm) : nullptr;
  return Status::error(call, " failed: ", ncclGetErrorString(code),
                       detail && *detail ? std::string(" (") + detail + ")"
                                         : std::string());
}

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

class NcclCommunicator final : public DeviceCommunicator {
public:
  explicit NcclCommunicator(ncclComm_t comm) : comm(comm) {
    ncclCommUserRank(comm, &myRank);
    ncclCommCount(comm, &mySize);
  }
  ~NcclCommunicator() override {
    if (comm)
      ncclCommDestroy(comm);
  }

  int rank() const override { return myRank; }
  int size() const override { return mySize; }
  bool communicatesOnHost() const override { return false; }

  Status allReduce(const void *in, void *out, size_t count, DType dtype,
                   ReduceOp op, Stream stream) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclAllReduce(in, out, count, *type, ncclOp(op), comm,
                               cuda::streamOf(stream)));
    return Status::ok();
  }

  Status allGather(const void *in, void *out, size_t countPerRank, DType dtype,
                   Stream stream) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclAllGather(in, out, countPerRank, *type, comm,
                               cuda::streamOf(stream)));
    return Status::ok();
  }

  Status reduceScatter(const void *in, void *out, size_t countPerRank,
                       DType dtype, ReduceOp op, Stream stream) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclReduceScatter(in, out, countPerRank, *type, ncclOp(op),
                                   comm, cuda::streamOf(stream)));
    return Status::ok();
  }

  /// One group: NCCL launches the bucket's collectives as one.
  Status reduceBucket(const BucketReduction *reductions, size_t count,
                      ReduceOp op, Stream stream) override {
    SHARDRT_NCCL(ncclGroupStart());
    Status posted = Communicator::reduceBucket(reductions, count, op, stream);
    // The group is closed even after a failed post, or NCCL stays in it.
    Status ended = ncclStatus(ncclGroupEnd(), "ncclGroupEnd", comm);
    return posted.isOk() ? ended : posted;
  }

  Status allToAll(const void *in, void *out, size_t countPerRank, DType dtype,
                  Stream stream) override {
    size_t chunk = countPerRank * sizeOf(dtype);
    std::vector<PeerTransfer> transfers;
    for (int peer = 0; peer < mySize; ++peer) {
      transfers.push_back(
          {PeerTransfer::Kind::Send,
           const_cast<char *>(static_cast<const char *>(in)) + peer * chunk,
           countPerRank, dtype, peer});
      transfers.push_back({PeerTransfer::Kind::Recv,
                           static_cast<char *>(out) + peer * chunk,
                           countPerRank, dtype, peer});
    }
    return exchange(transfers.data(), transfers.size(), stream);
  }

  Status broadcast(void *buffer, size_t count, DType dtype, int root,
                   Stream stream) override {
    StatusOr<ncclDataType_t> type = ncclType(dtype);
    SHARDRT_RETURN_IF_ERROR(type.status());
    SHARDRT_NCCL(ncclBroadcast(buffer, buffer, count, *type, root, comm,
                               cuda::streamOf(stream)));
    return Status::ok();
  }

  Status exchange(const PeerTransfer *transfers, size_t count,
                  Stream stream) override {
    SHARDRT_NCCL(ncclGroupStart());
    Status posted = Status::ok();
    for (size_t i = 0; i < count && posted.isOk(); ++i) {
      const PeerTransfer &t = transfers[i];
      StatusOr<ncclDataType_t> type = ncclType(t.dtype);
      posted = type.status();
      if (!posted.isOk())
        break;
      posted = t.kind == PeerTransfer::Kind::Send
                   ? ncclStatus(ncclSend(t.buffer, t.count, *type, t.peer, comm,
                                         cuda::streamOf(stream)),
                                "ncclSend", comm)
                   : ncclStatus(ncclRecv(t.buffer, t.count, *type, t.peer, comm,
                                         cuda::streamOf(stream)),
                                "ncclRecv", comm);
    }
    // The group is closed even after a failed post, or NCCL stays in it.
    Status ended = ncclStatus(ncclGroupEnd(), "ncclGroupEnd", comm);
    return posted.isOk() ? ended : posted;
  }

  Status barrier() override {
    // NCCL has no barrier; a one-element all-reduce on a private stream,
    // waited for, orders all ranks.
    StatusOr<Stream> stream = createStream();
    SHARDRT_RETURN_IF_ERROR(stream.status());
    StatusOr<void *> scratch = allocate(sizeof(float));
    Status status = scratch.status();
    if (status.isOk()) {
      status = cuda::check(
          cudaMemsetAsync(*scratch, 0, sizeof(float), cuda::streamOf(*stream)),
          "cudaMemsetAsync");
      if (status.isOk())
        status = allReduce(*scratch, *scratch, 1, DType::F32, ReduceOp::Sum,
                           *stream);
      if (status.isOk()) {
        Communicator *self = this;
        status = synchronize(&self, 1, *stream);
      }
      deallocate(*scratch);
    }
    destroyStream(*stream);
    return status;
  }

  StatusOr<std::unique_ptr<Communicator>> split(int color, int key) override {
    ncclComm_t sub = nullptr;
    SHARDRT_NCCL(ncclCommSplit(comm, color, key, &sub, nullptr));
    return std::unique_ptr<Communicator>(new NcclCommunicator(sub));
  }

  Status asyncError() override {
    if (!comm)
      return Status::error("the NCCL communicator was aborted after a failure");
    ncclResult_t async = ncclSuccess;
    SHARDRT_NCCL(ncclCommGetAsyncError(comm, &async));
    if (async == ncclSuccess || async == ncclInProgress)
      return Status::ok();
    ncclCommAbort(comm);
    comm = nullptr;
    return Status::error("NCCL failed asynchronously: ",
                         ncclGetErrorString(async));
  }

private:
  ncclComm_t comm;
  int myRank = 0;
  int mySize = 1;
};

} // namespace

StatusOr<std::unique_ptr<Communicator>>
createNcclWorld(Communicator &bootstrap) {
  ncclComm_t comm = nullptr;
  ncclUniqueId id;
  if (bootstrap.rank() == 0)
    SHARDRT_NCCL(ncclGetUniqueId(&id));
  SHARDRT_RETURN_IF_ERROR(
      bootstrap.broadcast(&id, sizeof(id), DType::I8, /*root=*/0, Stream()));
  SHARDRT_NCCL(ncclCommInitRank(&comm, bootstrap.size(), id, bootstrap.rank()));
  return std::unique_ptr<Communicator>(new NcclCommunicator(comm));
}

} // namespace shardrt
