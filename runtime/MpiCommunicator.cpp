//===- MpiCommunicator.cpp - the MPI backend ------------------------------===//

#include "runtime/MpiCommunicator.h"

#include <mpi.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>
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

//===----------------------------------------------------------------------===//
// i8 and i16 sums: Open MPI's vectorized ops (op/avx) saturate them on
// longer buffers (100 + 100 in i8 gives 127) while they wrap on short ones
// and in the program, so they use user ops that wrap.
//===----------------------------------------------------------------------===//

template <typename T>
void sumWrapping(void *in, void *inout, int *len, MPI_Datatype *) {
  using Unsigned = std::make_unsigned_t<T>;
  auto *a = static_cast<const T *>(in);
  auto *b = static_cast<T *>(inout);
  for (int i = 0; i < *len; ++i)
    b[i] = T(Unsigned(Unsigned(a[i]) + Unsigned(b[i])));
}

/// The wrapping sum of a narrow integer type, created on first use.
MPI_Op narrowSum(DType dtype) {
  struct Ops {
    MPI_Op i8, i16;
    Ops() {
      MPI_Op_create(&sumWrapping<int8_t>, 1, &i8);
      MPI_Op_create(&sumWrapping<int16_t>, 1, &i16);
    }
  };
  static const Ops ops;
  return dtype == DType::I8 ? ops.i8 : ops.i16;
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
  if ((dtype == DType::I8 || dtype == DType::I16) && op == ReduceOp::Sum)
    return narrowSum(dtype);
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

/// The most elements one MPI call moves: MPI's counts are ints, so larger
/// messages go in chunks of at most this many. SHARDRT_MPI_MAX_COUNT (a
/// count from 1 to INT_MAX) lowers it, so that tests cross the chunking
/// with small tensors.
size_t maxCount() {
  static const size_t value = [] {
    const char *text = std::getenv("SHARDRT_MPI_MAX_COUNT");
    char *end = nullptr;
    long long parsed = text ? std::strtoll(text, &end, 10) : 0;
    if (text && *text && end && !*end && parsed >= 1 && parsed <= INT_MAX)
      return size_t(parsed);
    return size_t(INT_MAX);
  }();
  return value;
}

/// Calls `f(offset, count)` for the consecutive chunks of `total` elements,
/// each of at most maxCount() (one call for none), stopping at an error.
template <typename F> Status forChunks(size_t total, F f) {
  size_t offset = 0;
  do {
    size_t n = std::min(maxCount(), total - offset);
    SHARDRT_RETURN_IF_ERROR(f(offset, n));
    offset += n;
  } while (offset < total);
  return Status::ok();
}

/// `count` elements of `element` whose extent is a whole block of
/// `blockCount` elements: one rank's part of a chunk in a buffer of one
/// block per rank (all_gather's result, all_to_all's operands), so that a
/// collective moves the same chunk of every rank's block with one count.
class ChunkOfBlock {
public:
  ChunkOfBlock(size_t count, size_t blockCount, DType dtype,
               MPI_Datatype element) {
    MPI_Datatype chunk;
    MPI_Type_contiguous(int(count), element, &chunk);
    MPI_Type_create_resized(chunk, 0, MPI_Aint(blockCount * sizeOf(dtype)),
                            &type);
    MPI_Type_free(&chunk);
    MPI_Type_commit(&type);
  }
  ~ChunkOfBlock() { MPI_Type_free(&type); }
  ChunkOfBlock(const ChunkOfBlock &) = delete;
  ChunkOfBlock &operator=(const ChunkOfBlock &) = delete;
  MPI_Datatype get() const { return type; }

private:
  MPI_Datatype type;
};

/// A started all_reduce: one request per chunk.
struct Requests {
  std::vector<MPI_Request> all;
};

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
    return forChunks(count, [&](size_t offset, size_t n) {
      const void *send = in == out ? MPI_IN_PLACE : advance(in, offset, dtype);
      return mpiStatus(MPI_Allreduce(send, advance(out, offset, dtype), int(n),
                                     mpiType(dtype), mpiOp(dtype, op), comm),
                       "MPI_Allreduce");
    });
  }

  StatusOr<Event> startAllReduce(const void *in, void *out, size_t count,
                                 DType dtype, ReduceOp op, Stream) override {
    auto requests = std::make_unique<Requests>();
    Status started = forChunks(count, [&](size_t offset, size_t n) {
      const void *send = in == out ? MPI_IN_PLACE : advance(in, offset, dtype);
      MPI_Request request;
      SHARDRT_RETURN_IF_ERROR(mpiStatus(
          MPI_Iallreduce(send, advance(out, offset, dtype), int(n),
                         mpiType(dtype), mpiOp(dtype, op), comm, &request),
          "MPI_Iallreduce"));
      requests->all.push_back(request);
      return Status::ok();
    });
    if (!started.isOk()) {
      // What was started completes before its buffers are handed back.
      MPI_Waitall(int(requests->all.size()), requests->all.data(),
                  MPI_STATUSES_IGNORE);
      return started;
    }
    return Event{requests.release()};
  }

  /// One nonblocking MPI call left in flight; a block larger than one MPI
  /// count, or a buffer the call works in place, runs in line.
  StatusOr<Event> startAllGather(const void *in, void *out, size_t countPerRank,
                                 DType dtype, Stream stream) override {
    bool inPlace = in == advance(out, size_t(myRank) * countPerRank, dtype);
    if (countPerRank > maxCount() || inPlace)
      return Communicator::startAllGather(in, out, countPerRank, dtype, stream);
    auto requests = std::make_unique<Requests>();
    MPI_Request request;
    SHARDRT_MPI(MPI_Iallgather(in, int(countPerRank), mpiType(dtype), out,
                               int(countPerRank), mpiType(dtype), comm,
                               &request));
    requests->all.push_back(request);
    return Event{requests.release()};
  }

  StatusOr<Event> startReduceScatter(const void *in, void *out,
                                     size_t countPerRank, DType dtype,
                                     ReduceOp op, Stream stream) override {
    bool inPlace =
        out == advance(in, int64_t(size_t(myRank) * countPerRank), dtype);
    if (countPerRank > maxCount() || inPlace)
      return Communicator::startReduceScatter(in, out, countPerRank, dtype, op,
                                              stream);
    auto requests = std::make_unique<Requests>();
    MPI_Request request;
    SHARDRT_MPI(MPI_Ireduce_scatter_block(in, out, int(countPerRank),
                                          mpiType(dtype), mpiOp(dtype, op),
                                          comm, &request));
    requests->all.push_back(request);
    return Event{requests.release()};
  }

  /// Each reduction's nonblocking calls, finished by one wait; those that
  /// run in line (startReduceScatter's) are done when this returns.
  StatusOr<Event> startReduceBucket(const BucketReduction *reductions,
                                    size_t count, ReduceOp op,
                                    Stream stream) override {
    auto requests = std::make_unique<Requests>();
    Status started = Status::ok();
    for (size_t i = 0; i < count && started.isOk(); ++i) {
      const BucketReduction &r = reductions[i];
      StatusOr<Event> one =
          r.kind == BucketReduction::Kind::AllReduce
              ? startAllReduce(r.in, r.out, r.count, r.dtype, op, stream)
              : startReduceScatter(r.in, r.out, r.count, r.dtype, op, stream);
      started = one.status();
      if (started.isOk() && one->handle) {
        std::unique_ptr<Requests> its(static_cast<Requests *>(one->handle));
        requests->all.insert(requests->all.end(), its->all.begin(),
                             its->all.end());
      }
    }
    if (!started.isOk()) {
      // What was started completes before its buffers are handed back.
      MPI_Waitall(int(requests->all.size()), requests->all.data(),
                  MPI_STATUSES_IGNORE);
      return started;
    }
    return Event{requests.release()};
  }

  Status wait(Event event, Stream) override {
    std::unique_ptr<Requests> requests(static_cast<Requests *>(event.handle));
    SHARDRT_MPI(MPI_Waitall(int(requests->all.size()), requests->all.data(),
                            MPI_STATUSES_IGNORE));
    return Status::ok();
  }

  Status allGather(const void *in, void *out, size_t countPerRank, DType dtype,
                   Stream) override {
    bool inPlace = in == advance(out, size_t(myRank) * countPerRank, dtype);
    if (countPerRank <= maxCount()) {
      SHARDRT_MPI(MPI_Allgather(inPlace ? MPI_IN_PLACE : in, int(countPerRank),
                                mpiType(dtype), out, int(countPerRank),
                                mpiType(dtype), comm));
      return Status::ok();
    }
    // The same chunk of every rank's block at once.
    return forChunks(countPerRank, [&](size_t offset, size_t n) {
      ChunkOfBlock chunk(n, countPerRank, dtype, mpiType(dtype));
      const void *send = inPlace ? MPI_IN_PLACE : advance(in, offset, dtype);
      return mpiStatus(MPI_Allgather(send, int(n), mpiType(dtype),
                                     advance(out, offset, dtype), 1,
                                     chunk.get(), comm),
                       "MPI_Allgather");
    });
  }

  Status reduceScatter(const void *in, void *out, size_t countPerRank,
                       DType dtype, ReduceOp op, Stream) override {
    size_t block = countPerRank * sizeOf(dtype);
    if (countPerRank > maxCount())
      return reduceScatterInChunks(in, out, countPerRank, dtype, op);
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
    if (countPerRank <= maxCount()) {
      SHARDRT_MPI(MPI_Alltoall(in, int(countPerRank), mpiType(dtype), out,
                               int(countPerRank), mpiType(dtype), comm));
      return Status::ok();
    }
    return forChunks(countPerRank, [&](size_t offset, size_t n) {
      ChunkOfBlock chunk(n, countPerRank, dtype, mpiType(dtype));
      return mpiStatus(MPI_Alltoall(advance(in, offset, dtype), 1, chunk.get(),
                                    advance(out, offset, dtype), 1, chunk.get(),
                                    comm),
                       "MPI_Alltoall");
    });
  }

  Status broadcast(void *buffer, size_t count, DType dtype, int root,
                   Stream) override {
    return forChunks(count, [&](size_t offset, size_t n) {
      return mpiStatus(MPI_Bcast(advance(buffer, offset, dtype), int(n),
                                 mpiType(dtype), root, comm),
                       "MPI_Bcast");
    });
  }

  Status exchange(const PeerTransfer *transfers, size_t count,
                  Stream stream) override {
    StatusOr<Event> started = startExchange(transfers, count, stream);
    SHARDRT_RETURN_IF_ERROR(started.status());
    return wait(*started, stream);
  }

  StatusOr<Event> startExchange(const PeerTransfer *transfers, size_t count,
                                Stream) override {
    auto requests = std::make_unique<Requests>();
    Status posted = Status::ok();
    // A transfer larger than one count goes in chunks, in order: MPI keeps
    // the order of messages between two ranks with one tag.
    for (size_t i = 0; i < count && posted.isOk(); ++i) {
      const PeerTransfer &t = transfers[i];
      bool send = t.kind == PeerTransfer::Kind::Send;
      posted = forChunks(t.count, [&](size_t offset, size_t n) {
        MPI_Request request;
        void *buffer = advance(t.buffer, offset, t.dtype);
        int code = send ? MPI_Isend(buffer, int(n), mpiType(t.dtype), t.peer, 0,
                                    comm, &request)
                        : MPI_Irecv(buffer, int(n), mpiType(t.dtype), t.peer, 0,
                                    comm, &request);
        SHARDRT_RETURN_IF_ERROR(
            mpiStatus(code, send ? "MPI_Isend" : "MPI_Irecv"));
        requests->all.push_back(request);
        return Status::ok();
      });
    }
    if (!posted.isOk()) {
      // Whatever was posted completes before the buffers are handed back.
      MPI_Waitall(int(requests->all.size()), requests->all.data(),
                  MPI_STATUSES_IGNORE);
      return posted;
    }
    return Event{requests.release()};
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
    // The program ABI's alignment (kBufferAlignment), which aligned_alloc
    // needs the size to be a multiple of.
    void *p = std::aligned_alloc(
        kBufferAlignment,
        std::max<size_t>(kBufferAlignment, (bytes + kBufferAlignment - 1) /
                                               kBufferAlignment *
                                               kBufferAlignment));
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
  /// reduce_scatter of blocks larger than one count: each chunk of every
  /// rank's block is packed together and reduced into this rank's chunk.
  /// In place (`out` this rank's block of `in`), a chunk of the result only
  /// overwrites what its own packing already read.
  Status reduceScatterInChunks(const void *in, void *out, size_t countPerRank,
                               DType dtype, ReduceOp op) {
    size_t bytes = sizeOf(dtype);
    std::vector<char> packed;
    return forChunks(countPerRank, [&](size_t offset, size_t n) {
      packed.resize(size_t(mySize) * n * bytes);
      for (int r = 0; r < mySize; ++r)
        std::memcpy(packed.data() + size_t(r) * n * bytes,
                    advance(in, size_t(r) * countPerRank + offset, dtype),
                    n * bytes);
      return mpiStatus(MPI_Reduce_scatter_block(
                           packed.data(), advance(out, offset, dtype), int(n),
                           mpiType(dtype), mpiOp(dtype, op), comm),
                       "MPI_Reduce_scatter");
    });
  }

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
