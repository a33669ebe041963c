//===- Communicator.h - the interface every backend implements -*- C++ -*-===//
//
// Flat collectives over contiguous buffers of one group of ranks, and the
// memory of the backend's space (host for MPI, device for NCCL). Tensor-level
// collectives along a dimension are built on top of this in Runtime.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_COMMUNICATOR_H
#define SHARD_RUNTIME_COMMUNICATOR_H

#include "runtime/DType.h"
#include "runtime/Layout.h"
#include "runtime/Status.h"

#include <cstddef>
#include <memory>

namespace shardrt {

/// One side of a point-to-point transfer: `count` elements sent from, or
/// received into, `buffer`. Transfers are matched in the order they are
/// posted between each pair of ranks.
struct PeerTransfer {
  enum class Kind : uint8_t { Send, Recv };
  Kind kind;
  void *buffer;
  size_t count;
  DType dtype;
  int peer;
};

/// One reduction of a bucket (Communicator::reduceBucket): `in`
/// all-reduced into `out` (`count` elements), or reduce-scattered into it
/// (`count` elements of each rank's block).
struct BucketReduction {
  enum class Kind : uint8_t { AllReduce, ReduceScatter };
  Kind kind;
  const void *in;
  void *out;
  size_t count;
  DType dtype;
};

/// Every call that moves data is enqueued on `stream` and may return before
/// it completes (on device backends); `synchronize` waits. In-place calls
/// follow NCCL: all_reduce with in == out; all_gather with in == out +
/// rank * countPerRank; reduce_scatter with out == in + rank * countPerRank.
class Communicator {
public:
  virtual ~Communicator() = default;

  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// Where the buffers passed to this communicator live.
  virtual MemorySpace memorySpace() const = 0;
  /// Whether every call finishes its communication on the host before it
  /// returns (MPI, the staged backend), rather than only enqueueing it on
  /// the stream (NCCL). A CUDA graph can capture only the latter.
  virtual bool communicatesOnHost() const = 0;

  /// Every rank gets the reduction of all ranks' `in`.
  virtual Status allReduce(const void *in, void *out, size_t count, DType dtype,
                           ReduceOp op, Stream stream) = 0;
  /// allReduce, overlapped with the work enqueued on `stream` after it: it
  /// starts once the work enqueued on `stream` so far is done, runs beside
  /// later work (on a stream of its own on device backends; as a
  /// nonblocking MPI call on the host), and is finished by `wait` on the
  /// returned event. Until then `out` is undefined and neither buffer may be
  /// written. One started collective per communicator at a time.
  virtual StatusOr<Event> startAllReduce(const void *in, void *out,
                                         size_t count, DType dtype, ReduceOp op,
                                         Stream stream) = 0;
  /// Orders the work enqueued on `stream` after this call after the
  /// collective of `event` (on the host: waits for it), and releases
  /// `event`.
  virtual Status wait(Event event, Stream stream) = 0;
  /// `out` is the concatenation of all ranks' `in`, in rank order.
  virtual Status allGather(const void *in, void *out, size_t countPerRank,
                           DType dtype, Stream stream) = 0;
  /// Rank r gets block r of the reduction of all ranks' `in`.
  virtual Status reduceScatter(const void *in, void *out, size_t countPerRank,
                               DType dtype, ReduceOp op, Stream stream) = 0;
  /// allGather and reduceScatter, started as startAllReduce starts its
  /// all-reduce and finished by `wait`. A backend that cannot leave one in
  /// flight runs it here and returns an event without a handle, which
  /// needs no wait.
  virtual StatusOr<Event> startAllGather(const void *in, void *out,
                                         size_t countPerRank, DType dtype,
                                         Stream stream) {
    SHARDRT_RETURN_IF_ERROR(allGather(in, out, countPerRank, dtype, stream));
    return Event{};
  }
  virtual StatusOr<Event> startReduceScatter(const void *in, void *out,
                                             size_t countPerRank, DType dtype,
                                             ReduceOp op, Stream stream) {
    SHARDRT_RETURN_IF_ERROR(
        reduceScatter(in, out, countPerRank, dtype, op, stream));
    return Event{};
  }
  /// The reductions of one bucket, posted together so that the bucket
  /// pays one collective's latency rather than one for each (NCCL fuses a
  /// group's collectives into one launch). The base posts them one after
  /// another.
  virtual Status reduceBucket(const BucketReduction *reductions, size_t count,
                              ReduceOp op, Stream stream) {
    for (size_t i = 0; i < count; ++i) {
      const BucketReduction &r = reductions[i];
      SHARDRT_RETURN_IF_ERROR(
          r.kind == BucketReduction::Kind::AllReduce
              ? allReduce(r.in, r.out, r.count, r.dtype, op, stream)
              : reduceScatter(r.in, r.out, r.count, r.dtype, op, stream));
    }
    return Status::ok();
  }
  /// reduceBucket, started as startAllReduce starts its all-reduce and
  /// finished, all of it, by one `wait`. The base runs it here and returns
  /// an event without a handle, which needs no wait.
  virtual StatusOr<Event> startReduceBucket(const BucketReduction *reductions,
                                            size_t count, ReduceOp op,
                                            Stream stream) {
    SHARDRT_RETURN_IF_ERROR(reduceBucket(reductions, count, op, stream));
    return Event{};
  }
  /// Block j of rank i's `in` becomes block i of rank j's `out`.
  virtual Status allToAll(const void *in, void *out, size_t countPerRank,
                          DType dtype, Stream stream) = 0;
  /// Every rank gets `root`'s buffer.
  virtual Status broadcast(void *buffer, size_t count, DType dtype, int root,
                           Stream stream) = 0;
  /// Posts every transfer of `transfers` together and completes them as one
  /// group (ncclGroupStart/End; MPI_Isend/Irecv/Waitall), so that ranks
  /// that send to each other at the same time do not deadlock. A send's
  /// buffer must not be overwritten until the group has completed.
  virtual Status exchange(const PeerTransfer *transfers, size_t count,
                          Stream stream) = 0;
  /// exchange's transfers, posted and left in flight: until wait(event)
  /// the buffers are the group's (a send's not written, a receive's not
  /// read). A backend whose exchange is already ordered on the stream runs
  /// it here and returns an event without a handle, which needs no wait.
  virtual StatusOr<Event> startExchange(const PeerTransfer *transfers,
                                        size_t count, Stream stream) {
    SHARDRT_RETURN_IF_ERROR(exchange(transfers, count, stream));
    return Event{};
  }
  /// Waits on the host until all ranks have called it (not stream-ordered).
  virtual Status barrier() = 0;

  /// The communicator of the ranks that pass the same `color`, ranked by
  /// `key`. Collective: every rank of this communicator calls it.
  virtual StatusOr<std::unique_ptr<Communicator>> split(int color, int key) = 0;

  /// A new stream on this communicator's device, and its release.
  virtual StatusOr<Stream> createStream() = 0;
  virtual void destroyStream(Stream stream) = 0;
  /// Whether everything enqueued on `stream` has completed.
  virtual StatusOr<bool> isComplete(Stream stream) = 0;
  /// An error a peer's failure left in this communicator (its operations
  /// will not complete); the communicator is aborted when there is one.
  virtual Status asyncError() = 0;

  /// Memory in this communicator's space. Deallocation does not wait for
  /// work that reads the memory: synchronize first.
  virtual StatusOr<void *> allocate(size_t bytes) = 0;
  virtual void deallocate(void *pointer) = 0;
  /// Copies `rows` rows of `width` bytes between pitched buffers of this
  /// communicator's space.
  virtual Status copy2D(void *dst, size_t dstPitch, const void *src,
                        size_t srcPitch, size_t width, size_t rows,
                        Stream stream) = 0;
  /// Copies between host memory and this communicator's space; the host
  /// side may be read or reused only after the stream is synchronized.
  virtual Status copyFromHost(void *dst, const void *src, size_t bytes,
                              Stream stream) = 0;
  virtual Status copyToHost(void *dst, const void *src, size_t bytes,
                            Stream stream) = 0;
};

/// Waits until everything enqueued on `stream` has completed, polling the
/// asynchronous error state of `comms` so that a failed peer becomes an
/// error instead of a hang. `comms` are the communicators whose work may be
/// on the stream; the first one answers for the stream itself.
Status synchronize(Communicator *const *comms, size_t count, Stream stream);

} // namespace shardrt

#endif // SHARD_RUNTIME_COMMUNICATOR_H
