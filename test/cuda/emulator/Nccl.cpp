//===- Nccl.cpp - NCCL's calls, on the CPU over MPI -----------------------===//
//
// See include/nccl.h. A call checks its buffers, then enqueues a closure
// on its stream; the closure runs the MPI exchange when the stream gets
// there, on the thread that waits for it.
//
//===----------------------------------------------------------------------===//

#include "nccl.h"

#include "runtime/DType.h"

#include <mpi.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

struct ncclComm {
  MPI_Comm mpi = MPI_COMM_NULL;
  int rank = 0, size = 1;
  std::string error;
};

namespace {

size_t sizeOf(ncclDataType_t type) {
  switch (type) {
  case ncclInt8:
  case ncclUint8:
    return 1;
  case ncclFloat16:
  case ncclBfloat16:
    return 2;
  case ncclInt32:
  case ncclUint32:
  case ncclFloat32:
    return 4;
  case ncclInt64:
  case ncclUint64:
  case ncclFloat64:
    return 8;
  }
  return 0;
}

template <typename T> T apply(ncclRedOp_t op, T a, T b) {
  switch (op) {
  case ncclSum:
    return T(a + b);
  case ncclProd:
    return T(a * b);
  case ncclMax:
    return a > b ? a : b;
  case ncclMin:
    return a < b ? a : b;
  }
  return a;
}

template <typename T>
void combineAs(ncclRedOp_t op, void *acc, const void *other, size_t count) {
  T *a = static_cast<T *>(acc);
  const T *b = static_cast<const T *>(other);
  for (size_t i = 0; i < count; ++i)
    a[i] = apply(op, a[i], b[i]);
}

/// 16-bit floats combine in float and round once per step.
template <float (*toFloat)(uint16_t), uint16_t (*fromFloat)(float)>
void combineHalf(ncclRedOp_t op, void *acc, const void *other, size_t count) {
  uint16_t *a = static_cast<uint16_t *>(acc);
  const uint16_t *b = static_cast<const uint16_t *>(other);
  for (size_t i = 0; i < count; ++i)
    a[i] = fromFloat(apply(op, toFloat(a[i]), toFloat(b[i])));
}

/// acc[i] = acc[i] op other[i] for `count` elements of `type`.
void combine(ncclDataType_t type, ncclRedOp_t op, void *acc, const void *other,
             size_t count) {
  switch (type) {
  case ncclInt8:
    return combineAs<int8_t>(op, acc, other, count);
  case ncclUint8:
    return combineAs<uint8_t>(op, acc, other, count);
  case ncclInt32:
    return combineAs<int32_t>(op, acc, other, count);
  case ncclUint32:
    return combineAs<uint32_t>(op, acc, other, count);
  case ncclInt64:
    return combineAs<int64_t>(op, acc, other, count);
  case ncclUint64:
    return combineAs<uint64_t>(op, acc, other, count);
  case ncclFloat32:
    return combineAs<float>(op, acc, other, count);
  case ncclFloat64:
    return combineAs<double>(op, acc, other, count);
  case ncclFloat16:
    return combineHalf<shardrt::f16ToFloat, shardrt::floatToF16>(op, acc, other,
                                                                 count);
  case ncclBfloat16:
    return combineHalf<shardrt::bf16ToFloat, shardrt::floatToBf16>(
        op, acc, other, count);
  }
}

/// Every rank's `bytes` from `send`, in rank order.
std::vector<char> gatherAll(ncclComm_t comm, const void *send, size_t bytes) {
  std::vector<char> mine(static_cast<const char *>(send),
                         static_cast<const char *>(send) + bytes);
  std::vector<char> all(bytes * size_t(comm->size));
  MPI_Allgather(mine.data(), int(bytes), MPI_BYTE, all.data(), int(bytes),
                MPI_BYTE, comm->mpi);
  return all;
}

/// The reduction over ranks of the `count` elements at element `offset` of
/// every rank's block of `all`, in rank order.
std::vector<char> reduceRanks(ncclComm_t comm, const std::vector<char> &all,
                              size_t block, size_t offset, size_t count,
                              ncclDataType_t type, ncclRedOp_t op) {
  size_t element = sizeOf(type);
  std::vector<char> acc(all.begin() + long(offset * element),
                        all.begin() + long((offset + count) * element));
  for (int r = 1; r < comm->size; ++r)
    combine(type, op, acc.data(),
            all.data() + size_t(r) * block + offset * element, count);
  return acc;
}

ncclResult_t invalid(ncclComm_t comm, const std::string &what) {
  if (comm)
    comm->error = what;
  return ncclInvalidArgument;
}

/// The checks every call makes: a communicator, a known type, device
/// buffers.
ncclResult_t
checkCall(ncclComm_t comm, ncclDataType_t type,
          std::initializer_list<std::pair<const void *, size_t>> buffers) {
  if (!comm)
    return ncclInvalidArgument;
  if (sizeOf(type) == 0)
    return invalid(comm, "unknown data type");
  for (auto [pointer, bytes] : buffers)
    if (bytes && !shard_emulator::inDeviceAllocation(pointer, bytes))
      return invalid(comm, "a buffer that is not in device memory");
  return ncclSuccess;
}

ncclResult_t enqueue(cudaStream_t stream, std::function<void()> work) {
  return shard_emulator::enqueueWork(stream, std::move(work)) == cudaSuccess
             ? ncclSuccess
             : ncclUnhandledCudaError;
}

struct PeerCall {
  bool send;
  void *buffer;
  size_t bytes;
  int peer;
  ncclComm_t comm;
  cudaStream_t stream;
};

thread_local int groupDepth = 0;
thread_local std::vector<PeerCall> group;

/// Enqueues the group's sends and receives, one closure per stream that
/// posts them all and waits for them all.
ncclResult_t flushGroup() {
  std::vector<PeerCall> calls;
  calls.swap(group);
  std::vector<cudaStream_t> streams;
  for (const PeerCall &call : calls)
    if (std::find(streams.begin(), streams.end(), call.stream) == streams.end())
      streams.push_back(call.stream);
  for (cudaStream_t stream : streams) {
    std::vector<PeerCall> mine;
    for (const PeerCall &call : calls)
      if (call.stream == stream)
        mine.push_back(call);
    ncclResult_t queued = enqueue(stream, [mine] {
      std::vector<MPI_Request> requests(mine.size());
      for (size_t i = 0; i < mine.size(); ++i) {
        const PeerCall &c = mine[i];
        if (c.send)
          MPI_Isend(c.buffer, int(c.bytes), MPI_BYTE, c.peer, 0, c.comm->mpi,
                    &requests[i]);
        else
          MPI_Irecv(c.buffer, int(c.bytes), MPI_BYTE, c.peer, 0, c.comm->mpi,
                    &requests[i]);
      }
      MPI_Waitall(int(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
    });
    if (queued != ncclSuccess)
      return queued;
  }
  return ncclSuccess;
}

ncclResult_t peerCall(PeerCall call, ncclDataType_t type) {
  if (ncclResult_t checked =
          checkCall(call.comm, type, {{call.buffer, call.bytes}}))
    return checked;
  if (call.peer < 0 || call.peer >= call.comm->size)
    return invalid(call.comm, "a peer outside the communicator");
  group.push_back(call);
  return groupDepth == 0 ? flushGroup() : ncclSuccess;
}

} // namespace

ncclResult_t ncclGetUniqueId(ncclUniqueId *id) {
  std::random_device random;
  for (char &c : id->internal)
    c = char(random());
  return ncclSuccess;
}

ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id,
                              int rank) {
  int worldSize = 0, worldRank = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  // The emulated world is the MPI job's; the ranks must agree on the id
  // (a broadcast that did not reach a rank shows here).
  if (nranks != worldSize || rank != worldRank)
    return ncclInvalidUsage;
  std::vector<char> ids(sizeof(id) * size_t(worldSize));
  MPI_Allgather(&id, sizeof(id), MPI_BYTE, ids.data(), sizeof(id), MPI_BYTE,
                MPI_COMM_WORLD);
  for (int r = 0; r < worldSize; ++r)
    if (std::memcmp(ids.data() + size_t(r) * sizeof(id), &id, sizeof(id)))
      return ncclInvalidUsage;
  auto *created = new ncclComm();
  MPI_Comm_dup(MPI_COMM_WORLD, &created->mpi);
  created->rank = rank;
  created->size = nranks;
  *comm = created;
  return ncclSuccess;
}

ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key,
                           ncclComm_t *newcomm, ncclConfig_t *) {
  MPI_Comm sub = MPI_COMM_NULL;
  MPI_Comm_split(comm->mpi, color == NCCL_SPLIT_NOCOLOR ? MPI_UNDEFINED : color,
                 key, &sub);
  if (sub == MPI_COMM_NULL) {
    *newcomm = nullptr;
    return ncclSuccess;
  }
  auto *created = new ncclComm();
  created->mpi = sub;
  MPI_Comm_rank(sub, &created->rank);
  MPI_Comm_size(sub, &created->size);
  *newcomm = created;
  return ncclSuccess;
}

ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (comm && !finalized)
    MPI_Comm_free(&comm->mpi);
  delete comm;
  return ncclSuccess;
}

ncclResult_t ncclCommAbort(ncclComm_t comm) { return ncclCommDestroy(comm); }

ncclResult_t ncclCommCount(const ncclComm_t comm, int *count) {
  *count = comm->size;
  return ncclSuccess;
}

ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank) {
  *rank = comm->rank;
  return ncclSuccess;
}

ncclResult_t ncclCommGetAsyncError(ncclComm_t, ncclResult_t *async) {
  *async = ncclSuccess;
  return ncclSuccess;
}

const char *ncclGetErrorString(ncclResult_t result) {
  switch (result) {
  case ncclSuccess:
    return "no error";
  case ncclUnhandledCudaError:
    return "unhandled cuda error";
  case ncclSystemError:
    return "unhandled system error";
  case ncclInternalError:
    return "internal error";
  case ncclInvalidArgument:
    return "invalid argument";
  case ncclInvalidUsage:
    return "invalid usage";
  case ncclRemoteError:
    return "remote process exited or there was a network error";
  case ncclInProgress:
    return "NCCL operation in progress";
  }
  return "unknown result code";
}

const char *ncclGetLastError(ncclComm_t comm) {
  return comm ? comm->error.c_str() : "";
}

ncclResult_t ncclAllReduce(const void *send, void *recv, size_t count,
                           ncclDataType_t type, ncclRedOp_t op, ncclComm_t comm,
                           cudaStream_t stream) {
  size_t bytes = count * sizeOf(type);
  if (ncclResult_t checked =
          checkCall(comm, type, {{send, bytes}, {recv, bytes}}))
    return checked;
  return enqueue(stream, [=] {
    std::vector<char> all = gatherAll(comm, send, bytes);
    std::vector<char> sum = reduceRanks(comm, all, bytes, 0, count, type, op);
    std::memcpy(recv, sum.data(), bytes);
  });
}

ncclResult_t ncclAllGather(const void *send, void *recv, size_t sendCount,
                           ncclDataType_t type, ncclComm_t comm,
                           cudaStream_t stream) {
  size_t bytes = sendCount * sizeOf(type);
  if (ncclResult_t checked = checkCall(
          comm, type, {{send, bytes}, {recv, bytes * size_t(comm->size)}}))
    return checked;
  return enqueue(stream, [=] {
    std::vector<char> all = gatherAll(comm, send, bytes);
    std::memcpy(recv, all.data(), all.size());
  });
}

ncclResult_t ncclReduceScatter(const void *send, void *recv, size_t recvCount,
                               ncclDataType_t type, ncclRedOp_t op,
                               ncclComm_t comm, cudaStream_t stream) {
  size_t bytes = recvCount * sizeOf(type);
  size_t total = bytes * size_t(comm ? comm->size : 1);
  if (ncclResult_t checked =
          checkCall(comm, type, {{send, total}, {recv, bytes}}))
    return checked;
  return enqueue(stream, [=] {
    std::vector<char> all = gatherAll(comm, send, total);
    std::vector<char> mine = reduceRanks(
        comm, all, total, size_t(comm->rank) * recvCount, recvCount, type, op);
    std::memcpy(recv, mine.data(), bytes);
  });
}

ncclResult_t ncclBroadcast(const void *send, void *recv, size_t count,
                           ncclDataType_t type, int root, ncclComm_t comm,
                           cudaStream_t stream) {
  size_t bytes = count * sizeOf(type);
  bool isRoot = comm && comm->rank == root;
  if (ncclResult_t checked =
          checkCall(comm, type, {{send, isRoot ? bytes : 0}, {recv, bytes}}))
    return checked;
  if (root < 0 || root >= comm->size)
    return invalid(comm, "a root outside the communicator");
  return enqueue(stream, [=] {
    std::vector<char> data(bytes);
    if (isRoot)
      std::memcpy(data.data(), send, bytes);
    MPI_Bcast(data.data(), int(bytes), MPI_BYTE, root, comm->mpi);
    std::memcpy(recv, data.data(), bytes);
  });
}

ncclResult_t ncclSend(const void *send, size_t count, ncclDataType_t type,
                      int peer, ncclComm_t comm, cudaStream_t stream) {
  return peerCall({true, const_cast<void *>(send), count * sizeOf(type), peer,
                   comm, stream},
                  type);
}

ncclResult_t ncclRecv(void *recv, size_t count, ncclDataType_t type, int peer,
                      ncclComm_t comm, cudaStream_t stream) {
  return peerCall({false, recv, count * sizeOf(type), peer, comm, stream},
                  type);
}

ncclResult_t ncclGroupStart() {
  ++groupDepth;
  return ncclSuccess;
}

ncclResult_t ncclGroupEnd() {
  if (groupDepth == 0)
    return ncclInvalidUsage;
  return --groupDepth == 0 ? flushGroup() : ncclSuccess;
}
