//===- MpiCommunicator.cpp - the MPI backend ------------------------------===//

#include "runtime/MpiCommunicator.h"

#include <mpi.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

namespace shardrt {
namespace {

/// Reports a failed MPI call by name with MPI's own explanation.
Status mpiStatus(int code, const char *call) {
  if (code == MPI_SUCCESS)
    return Status::ok();
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(code, text, &length);
  return Status::error(call, " failed: ", std::string(text, size_t(length)));
}

#define SHARDRT_MPI(call) SHARDRT_RETURN_IF_ERROR(mpiStatus(call, #call))

//===----------------------------------------------------------------------===//
// f16 and bf16: MPI has no such types, so reductions use user ops on 16-bit
// words that compute in f32 and round back.
//===----------------------------------------------------------------------===//

template <float (*ToFloat)(uint16_t), uint16_t (*FromFloat)(float), ReduceOp Op>
void reduceHalf(void *in, void *inout, int *len, MPI_Datatype *) {
  auto *a = static_cast<const uint16_t *>(in);
  auto *b = static_cast<uint16_t *>(inout);
  for (int i = 0; i < *len; ++i) {
    float x = ToFloat(a[i]), y = ToFloat(b[i]);
    float r = Op == ReduceOp::Sum   ? x + y
              : Op == ReduceOp::Max ? std::max(x, y)
                                    : std::min(x, y);
    b[i] = FromFloat(r);
  }
}

/// The user op for a 16-bit float type and reduction, created on first use.
MPI_Op halfOp(DType dtype, ReduceOp op) {
  struct Ops {
    MPI_Op table[2][3];
    Ops() {
      MPI_Op_create(&reduceHalf<f16ToFloat, floatToF16, ReduceOp::Sum>, 1,
                    &table[0][0]);
      MPI_Op_create(&reduceHalf<f16ToFloat, floatToF16, ReduceOp::Max>, 1,
                    &table[0][1]);
      MPI_Op_create(&reduceHalf<f16ToFloat, floatToF16, ReduceOp::Min>, 1,
                    &table[0][2]);
      MPI_Op_create(&reduceHalf<bf16ToFloat, floatToBf16, ReduceOp::Sum>, 1,
                    &table[1][0]);
      MPI_Op_create(&reduceHalf<bf16ToFloat, floatToBf16, ReduceOp::Max>, 1,
                    &table[1][1]);
      MPI_Op_create(&reduceHalf<bf16ToFloat, floatToBf16, ReduceOp::Min>, 1,
                    &table[1][2]);
    }
  };
  static const Ops ops;
  return ops.table[dtype == DType::BF16][int(op)];
}

MPI_Datatype mpiType(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return MPI_FLOAT;
  case DType::F64:
    return MPI_DOUBLE;
  case DType::F16:
  case DType::BF16:
    return MPI_UINT16_T;
  case DType::I64:
    return MPI_INT64_T;
  case DType::I32:
    return MPI_INT32_T;
  case DType::I16:
    return MPI_INT16_T;
  case DType::I8:
    return MPI_INT8_T;
  case DType::Bool:
    return MPI_UINT8_T;
  }
  return MPI_BYTE;
}

MPI_Op mpiOp(DType dtype, ReduceOp op) {
  if (dtype == DType::F16 || dtype == DType::BF16)
    return halfOp(dtype, op);
  switch (op) {
  case ReduceOp::Sum:
    return MPI_SUM;
  case ReduceOp::Max:
    return MPI_MAX;
  case ReduceOp::Min:
    return MPI_MIN;
  }
  return MPI_SUM;
}

/// MPI counts are ints; larger messages are an error, not a wrap-around.
Status checkCount(size_t count, const char *what) {
  if (count > size_t(INT_MAX))
    return Status::error(what, ": ", count,
                         " elements exceed MPI's int count limit");
  return Status::ok();
}

class MpiCommunicator final : public Communicator {
public:
  explicit MpiCommunicator(MPI_Comm comm) : comm(comm) {
    MPI_Comm_rank(comm, &myRank);
    MPI_Comm_size(comm, &mySize);
  }
  ~MpiCommunicator() override {
    if (comm != MPI_COMM_WORLD && comm != MPI_COMM_NULL)
      MPI_Comm_free(&comm);
  }

  int rank() const override { return myRank; }
  int size() const override { return mySize; }
  MemorySpace memorySpace() const override { return MemorySpace::Host; }
  bool communicatesOnHost() const override { return true; }

  Status allReduce(const void *in, void *out, size_t count, DType dtype,
                   ReduceOp op, Stream) override {
    SHARDRT_RETURN_IF_ERROR(checkCount(count, "MPI_Allreduce"));
    const void *send = in == out ? MPI_IN_PLACE : in;
    SHARDRT_MPI(MPI_Allreduce(send, out, int(count), mpiType(dtype),
                              mpiOp(dtype, op), comm));
    return Status::ok();
  }

  StatusOr<Event> startAllReduce(const void *in, void *out, size_t count,
                                 DType dtype, ReduceOp op, Stream) override {
    SHARDRT_RETURN_IF_ERROR(checkCount(count, "MPI_Iallreduce"));
    const void *send = in == out ? MPI_IN_PLACE : in;
    auto request = std::make_unique<MPI_Request>();
    SHARDRT_MPI(MPI_Iallreduce(send, out, int(count), mpiType(dtype),
                               mpiOp(dtype, op), comm, request.get()));
    return Event{request.release()};
  }

  Status wait(Event event, Stream) override {
    std::unique_ptr<MPI_Request> request(
        static_cast<MPI_Request *>(event.handle));
    SHARDRT_MPI(MPI_Wait(request.get(), MPI_STATUS_IGNORE));
    return Status::ok();
  }

  Status allGather(const void *in, void *out, size_t countPerRank, DType dtype,
                   Stream) override {
    SHARDRT_RETURN_IF_ERROR(checkCount(countPerRank, "MPI_Allgather"));
    bool inPlace = in == static_cast<const char *>(out) +
                             size_t(myRank) * countPerRank * sizeOf(dtype);
    SHARDRT_MPI(MPI_Allgather(inPlace ? MPI_IN_PLACE : in, int(countPerRank),
                              mpiType(dtype), out, int(countPerRank),
                              mpiType(dtype), comm));
    return Status::ok();
  }

  Status reduceScatter(const void *in, void *out, size_t countPerRank,
                       DType dtype, ReduceOp op, Stream) override {
    SHARDRT_RETURN_IF_ERROR(checkCount(countPerRank, "MPI_Reduce_scatter"));
    size_t block = countPerRank * sizeOf(dtype);
    if (out == static_cast<const char *>(in) + size_t(myRank) * block) {
      // NCCL's in-place form keeps the result in this rank's block; MPI's
      // writes it to the front of the buffer, so move it after.
      void *buffer = const_cast<void *>(in);
      SHARDRT_MPI(MPI_Reduce_scatter_block(MPI_IN_PLACE, buffer,
                                           int(countPerRank), mpiType(dtype),
                                           mpiOp(dtype, op), comm));
      std::memmove(out, buffer, block);
      return Status::ok();
    }
    SHARDRT_MPI(MPI_Reduce_scatter_block(
        in, out, int(countPerRank), mpiType(dtype), mpiOp(dtype, op), comm));
    return Status::ok();
  }

  Status allToAll(const void *in, void *out, size_t countPerRank, DType dtype,
                  Stream) override {
    SHARDRT_RETURN_IF_ERROR(checkCount(countPerRank, "MPI_Alltoall"));
    SHARDRT_MPI(MPI_Alltoall(in, int(countPerRank), mpiType(dtype), out,
                             int(countPerRank), mpiType(dtype), comm));
    return Status::ok();
  }

  Status broadcast(void *buffer, size_t count, DType dtype, int root,
                   Stream) override {
    SHARDRT_RETURN_IF_ERROR(checkCount(count, "MPI_Bcast"));
    SHARDRT_MPI(MPI_Bcast(buffer, int(count), mpiType(dtype), root, comm));
    return Status::ok();
  }

  Status exchange(const PeerTransfer *transfers, size_t count,
                  Stream) override {
    std::vector<MPI_Request> requests;
    requests.reserve(count);
    Status posted = Status::ok();
    for (size_t i = 0; i < count && posted.isOk(); ++i) {
      const PeerTransfer &t = transfers[i];
      bool send = t.kind == PeerTransfer::Kind::Send;
      posted = checkCount(t.count, send ? "MPI_Isend" : "MPI_Irecv");
      if (!posted.isOk())
        break;
      MPI_Request request;
      int code = send ? MPI_Isend(t.buffer, int(t.count), mpiType(t.dtype),
                                  t.peer, 0, comm, &request)
                      : MPI_Irecv(t.buffer, int(t.count), mpiType(t.dtype),
                                  t.peer, 0, comm, &request);
      posted = mpiStatus(code, send ? "MPI_Isend" : "MPI_Irecv");
      if (posted.isOk())
        requests.push_back(request);
    }
    // Whatever was posted completes before the buffers are handed back.
    Status waited = mpiStatus(
        MPI_Waitall(int(requests.size()), requests.data(), MPI_STATUSES_IGNORE),
        "MPI_Waitall");
    return posted.isOk() ? waited : posted;
  }

  Status barrier() override {
    SHARDRT_MPI(MPI_Barrier(comm));
    return Status::ok();
  }

  StatusOr<std::unique_ptr<Communicator>> split(int color, int key) override {
    MPI_Comm sub;
    SHARDRT_MPI(MPI_Comm_split(comm, color, key, &sub));
    MPI_Comm_set_errhandler(sub, MPI_ERRORS_RETURN);
    return std::unique_ptr<Communicator>(new MpiCommunicator(sub));
  }

  // Host work completes inside each call: there is nothing to wait for.
  StatusOr<Stream> createStream() override { return Stream(); }
  void destroyStream(Stream) override {}
  StatusOr<bool> isComplete(Stream) override { return true; }
  Status asyncError() override { return Status::ok(); }

  StatusOr<void *> allocate(size_t bytes) override {
    void *p =
        std::aligned_alloc(64, std::max<size_t>(64, (bytes + 63) / 64 * 64));
    if (!p)
      return Status::error("out of host memory allocating ", bytes, " bytes");
    return p;
  }
  void deallocate(void *pointer) override { std::free(pointer); }

  Status copy2D(void *dst, size_t dstPitch, const void *src, size_t srcPitch,
                size_t width, size_t rows, Stream) override {
    for (size_t r = 0; r < rows; ++r)
      std::memcpy(static_cast<char *>(dst) + r * dstPitch,
                  static_cast<const char *>(src) + r * srcPitch, width);
    return Status::ok();
  }
  Status copyFromHost(void *dst, const void *src, size_t bytes,
                      Stream) override {
    std::memcpy(dst, src, bytes);
    return Status::ok();
  }
  Status copyToHost(void *dst, const void *src, size_t bytes, Stream) override {
    std::memcpy(dst, src, bytes);
    return Status::ok();
  }

private:
  MPI_Comm comm;
  int myRank = 0;
  int mySize = 1;
};

} // namespace

StatusOr<std::unique_ptr<Communicator>> createMpiWorld(int *argc,
                                                       char ***argv) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized)
    SHARDRT_MPI(MPI_Init(argc, argv));
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  return std::unique_ptr<Communicator>(new MpiCommunicator(MPI_COMM_WORLD));
}

void abortMpiJob(int code) {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized)
    MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}

void finalizeMpi() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized)
    MPI_Finalize();
}

} // namespace shardrt
