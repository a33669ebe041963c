//===- Runtime.h - tensor collectives over the groups of a mesh -*- C++ -*-===//
//
// What generated programs call. A program names the groups it communicates
// in (lists of mesh axes, like the `axes` of dist collectives); the runtime
// creates one sub-communicator per group at start-up and implements the
// dist collectives on row-major tensors on top of the flat ones, packing and
// unpacking blocks when the dimension is not the outermost.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_RUNTIME_H
#define SHARD_RUNTIME_RUNTIME_H

#include "runtime/Communicator.h"
#include "runtime/Layout.h"
#include "runtime/Trace.h"
#include "runtime/Traffic.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace shardrt {

using Shape = std::vector<int64_t>;

class Runtime {
public:
  /// Splits `world` into one communicator per group. Every rank must pass
  /// the same groups in the same order.
  static StatusOr<std::unique_ptr<Runtime>>
  create(std::unique_ptr<Communicator> world, MeshShape mesh,
         const std::vector<std::vector<std::string>> &groups);
  ~Runtime();

  int rank() const { return worldComm->rank(); }
  const MeshShape &mesh() const { return meshShape; }
  const std::vector<int64_t> &coords() const { return myCoords; }
  Communicator &world() { return *worldComm; }
  Communicator &group(int id) { return *groups[size_t(id)].comm; }
  /// This device's rank in group `id` (dist.group_rank).
  int64_t groupRank(int id) { return group(id).rank(); }

  // The dist collectives, enqueued on `stream`. `shape` is the operand's
  // (device-local) shape. all_reduce may run in place (in == out).
  Status allReduce(int group, const void *in, void *out, DType dtype,
                   const Shape &shape, ReduceOp op, Stream stream);
  /// An all_reduce the program overlaps with the work it enqueues before
  /// `wait`: started here, it runs beside that work
  /// (Communicator::startAllReduce) and writes `out` by the time `wait`
  /// returns. On the host it runs to completion here instead, unless
  /// SHARDRT_OVERLAP=1; SHARDRT_OVERLAP=0 does the same on devices.
  using Pending = shardrt::Pending;
  Status startAllReduce(int group, const void *in, void *out, DType dtype,
                        const Shape &shape, ReduceOp op, Stream stream,
                        Pending &pending);
  /// allGather and reduceScatter, started as startAllReduce starts its
  /// all_reduce. One whose blocks are not contiguous (split on a dim after
  /// the first of extent > 1) goes through scratch as in line: a
  /// reduce_scatter packs its operand before it starts, an all_gather
  /// unpacks its result in `wait`. The scratch it goes through is its own
  /// until then: a collective of another group that runs while it is in
  /// flight takes another.
  Status startAllGather(int group, const void *in, void *out, DType dtype,
                        const Shape &shape, int dim, Stream stream,
                        Pending &pending);
  Status startReduceScatter(int group, const void *in, void *out, DType dtype,
                            const Shape &shape, int dim, ReduceOp op,
                            Stream stream, Pending &pending);
  /// Orders the work enqueued on `stream` after this call after `pending`.
  Status wait(Pending &pending, Stream stream);
  Status allGather(int group, const void *in, void *out, DType dtype,
                   const Shape &shape, int dim, Stream stream);
  Status reduceScatter(int group, const void *in, void *out, DType dtype,
                       const Shape &shape, int dim, ReduceOp op, Stream stream);
  Status allToAll(int group, const void *in, void *out, DType dtype,
                  const Shape &shape, int split, int concat, Stream stream);
  Status allSlice(int group, const void *in, void *out, DType dtype,
                  const Shape &shape, int dim, Stream stream);
  Status broadcast(int group, const void *in, void *out, DType dtype,
                   const Shape &shape, int root, Stream stream);

  /// A tensor sent to, or received from, a rank of a group.
  struct Transfer {
    PeerTransfer::Kind kind;
    void *buffer;
    DType dtype;
    Shape shape;
    int peer;
  };
  static Transfer sendTo(const void *in, DType dtype, Shape shape, int peer) {
    return {PeerTransfer::Kind::Send, const_cast<void *>(in), dtype,
            std::move(shape), peer};
  }
  static Transfer recvFrom(void *out, DType dtype, Shape shape, int peer) {
    return {PeerTransfer::Kind::Recv, out, dtype, std::move(shape), peer};
  }
  /// dist.send and dist.recv: every transfer of `transfers` as one group
  /// (Communicator::exchange).
  Status exchange(int group, const std::vector<Transfer> &transfers,
                  Stream stream);
  /// A dist.exchange of a schedule: the same transfers, posted and left in
  /// flight (Communicator::startExchange) until finishInFlight names one
  /// of their buffers, so that the passes between run while they move.
  /// What is in flight on one of these buffers completes first.
  Status startExchange(int group, const std::vector<Transfer> &transfers,
                       Stream stream);
  /// A buffer all_reduced in place.
  struct Reduced {
    void *buffer;
    DType dtype;
    Shape shape;
  };
  /// A dist.all_reduce_buffers of a schedule: the buffers started as one
  /// bucket (Communicator::startReduceBucket; in line on the host unless
  /// SHARDRT_OVERLAP=1) and left in flight until finishInFlight names one
  /// of them. What is in flight on one of these buffers completes first.
  Status startAllReduceBuffers(int group, const std::vector<Reduced> &buffers,
                               ReduceOp op, Stream stream);
  /// A buffer reduce_scattered into another on `dim`.
  struct Scattered {
    const void *whole;
    void *share;
    DType dtype;
    Shape shape;
    int dim;
  };
  /// A dist.reduce_scatter_buffers of a schedule: each whole
  /// reduce_scattered into its share, started as one bucket as
  /// startAllReduceBuffers starts its buffers (a split whose blocks are
  /// not contiguous runs in line, packed) and left in flight until
  /// finishInFlight names one of the buffers. What is in flight on one of
  /// them completes first.
  Status startReduceScatterBuffers(int group,
                                   const std::vector<Scattered> &pairs,
                                   ReduceOp op, Stream stream);
  /// Completes the exchanges and reductions in flight on one of `buffers`
  /// (in the order they started).
  Status finishInFlight(const std::vector<const void *> &buffers,
                        Stream stream);
  /// Completes everything in flight.
  Status finishAllInFlight(Stream stream);

  /// Waits until everything enqueued on `stream` has completed; a failure
  /// of any group's communicator becomes an error.
  Status synchronize(Stream stream);

  /// What this rank's collectives sent since the last reset (Traffic.h's
  /// ring counts, which the communication report uses too).
  const Traffic &traffic() const { return sent; }
  void resetTraffic() { sent = Traffic(); }

  /// dist.action: a pipeline stage starts `kind` ("forward", "backward",
  /// "weight_gradient") of `microbatch` through chunk `chunk`; it lasts until
  /// the next action or exchange. Recorded only when tracing.
  void beginAction(const char *kind, int64_t microbatch, int64_t chunk) {
    trace.beginAction(kind, microbatch, chunk);
  }
  Trace &tracer() { return trace; }

  /// A pipeline stage's kept values (values a microbatch's pass keeps in a
  /// buffer slot for its later passes): a schedule region that stores them
  /// holds `bytes` more, the region that reads them last frees them.
  void holdKept(int64_t bytes) {
    keptBytes += bytes;
    keptPeak = std::max(keptPeak, keptBytes);
  }
  void releaseKept(int64_t bytes) { keptBytes -= bytes; }
  /// The most bytes of kept values held at once so far (a schedule holds
  /// as much in every run).
  int64_t keptPeakBytes() const { return keptPeak; }

private:
  struct Group {
    std::vector<std::string> axes;
    std::unique_ptr<Communicator> comm;
  };
  Runtime() = default;
  /// Scratch memory and the slot it is (-1: none, the caller's own).
  struct ScratchSlot {
    std::byte *buffer = nullptr;
    int slot = -1;
  };
  /// Scratch memory of at least `bytes`, reused across calls on `stream`:
  /// the first slot from `from` on that no collective in flight holds.
  /// Growing it waits for the work that may still read the old buffer.
  StatusOr<ScratchSlot> scratch(size_t bytes, Stream stream, int from = 0);
  /// A reduce_scatter's operand with each rank's block contiguous, and
  /// the scratch slot it is in: `in` itself (no slot), or its blocks
  /// packed into scratch when split on a dim after the first of extent > 1.
  struct Packed {
    const void *data = nullptr;
    int slot = -1;
  };
  StatusOr<Packed> packedOperand(Communicator &comm, const void *in,
                                 const Shape &shape, int dim, DType dtype,
                                 Stream stream);
  /// Marks scratch `slot` (-1: none) held by `pending` until its wait.
  void holdScratch(Pending &pending, int slot);
  /// Prefixes an error with the collective and its group.
  Status annotate(Status status, const char *op, int group) const;
  /// `bucket` started on group `g` and, unless it ran in line, kept in
  /// flight on `buffers` as `what`.
  Status startBucket(int g, const std::vector<BucketReduction> &bucket,
                     std::vector<const void *> buffers, const char *what,
                     ReduceOp op, Stream stream);
  /// Counts one collective call that sends `bytes`.
  void countCall(int64_t bytes) {
    ++sent.calls;
    sent.bytesSent += bytes;
  }

  std::unique_ptr<Communicator> worldComm;
  MeshShape meshShape;
  std::vector<int64_t> myCoords;
  std::vector<Group> groups;
  Trace trace;
  Traffic sent;
  int64_t keptBytes = 0, keptPeak = 0;
  /// Exchanges and reductions started and not yet finished, oldest first;
  /// `what` names the collective in errors and the trace.
  struct InFlight {
    int group;
    Event event;
    std::vector<const void *> buffers;
    double start;
    const char *what;
  };
  std::vector<InFlight> inFlight;
  /// Completes what is in flight for which `pick` is true.
  template <typename Pick> Status finish(Pick pick, Stream stream);
  /// The flat transfers of `transfers`, counted as one call.
  std::vector<PeerTransfer> flatten(const std::vector<Transfer> &transfers);
  /// Whether startAllReduce overlaps: on device backends, or as
  /// SHARDRT_OVERLAP says.
  bool overlap = false;
  /// Scratch slots; one a started collective reads or writes is `held`
  /// until its wait.
  struct Scratch {
    std::byte *buffer = nullptr;
    size_t bytes = 0;
    bool held = false;
  };
  std::vector<Scratch> scratches;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_RUNTIME_H
