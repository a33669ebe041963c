//===- Runtime.cpp - dist collectives on row-major tensors ----------------===//
//
// A tensor of shape S split along dim d is viewed as `outer` rows (the
// product of S[0..d)) of `row` bytes (S[d..] of one block). Concatenating the
// blocks of n ranks along d interleaves their rows; packing and unpacking are
// pitched 2-D copies in the communicator's memory space.
//
//===----------------------------------------------------------------------===//

#include "runtime/Runtime.h"

#include <algorithm>
#include <cstdlib>

namespace shardrt {
namespace {

/// Rows before `dim` and bytes from `dim` on, for a tensor of `shape`.
struct RowView {
  size_t outer = 1;
  size_t rowBytes = 0;
};

RowView rowView(const Shape &shape, int dim, DType dtype) {
  RowView view;
  view.rowBytes = sizeOf(dtype);
  for (size_t i = 0; i < shape.size(); ++i) {
    if (int(i) < dim)
      view.outer *= size_t(shape[i]);
    else
      view.rowBytes *= size_t(shape[i]);
  }
  return view;
}

size_t count(const Shape &shape) { return size_t(numElements(shape)); }

/// Cuts each of the `view.outer` rows of `src` into `n` equal pieces and
/// writes piece j of every row, in row order, as block j of `dst`: the
/// blocks of a split along the viewed dim, made contiguous.
Status packBlocks(Communicator &comm, std::byte *dst, const void *src,
                  RowView view, size_t n, Stream stream) {
  size_t piece = view.rowBytes / n;
  for (size_t j = 0; j < n; ++j)
    SHARDRT_RETURN_IF_ERROR(
        comm.copy2D(dst + j * view.outer * piece, piece,
                    static_cast<const std::byte *>(src) + j * piece,
                    view.rowBytes, piece, view.outer, stream));
  return Status::ok();
}

/// The inverse of packBlocks: block j of `src` (`outer` rows of `row` bytes)
/// becomes piece j of each row of `dst`, concatenating the blocks along the
/// viewed dim.
Status unpackBlocks(Communicator &comm, void *dst, const std::byte *src,
                    size_t outer, size_t row, size_t n, Stream stream) {
  for (size_t j = 0; j < n; ++j)
    SHARDRT_RETURN_IF_ERROR(comm.copy2D(static_cast<std::byte *>(dst) + j * row,
                                        n * row, src + j * outer * row, row,
                                        row, outer, stream));
  return Status::ok();
}

} // namespace

StatusOr<std::unique_ptr<Runtime>>
Runtime::create(std::unique_ptr<Communicator> world, MeshShape mesh,
                const std::vector<std::vector<std::string>> &groups) {
  if (world->size() != mesh.numDevices()) {
    std::string axes;
    for (size_t i = 0; i < mesh.axes.size(); ++i)
      axes +=
          (i ? "," : "") + mesh.axes[i] + "=" + std::to_string(mesh.sizes[i]);
    return Status::error("the program was compiled for a mesh of ",
                         mesh.numDevices(), " devices (", axes,
                         ") but runs on ", world->size(), " ranks");
  }
  std::unique_ptr<Runtime> rt(new Runtime());
  rt->myCoords = mesh.coords(world->rank());
  for (const std::vector<std::string> &names : groups) {
    std::vector<int> axes;
    for (const std::string &name : names) {
      int axis = mesh.axisIndex(name);
      if (axis < 0)
        return Status::error("group axis '", name, "' is not a mesh axis");
      axes.push_back(axis);
    }
    // Ranks that agree on every other axis form a group; their position in
    // it is row-major over `axes`, as in dist collectives.
    std::vector<int> others;
    for (int a = 0; a < int(mesh.sizes.size()); ++a)
      if (std::find(axes.begin(), axes.end(), a) == axes.end())
        others.push_back(a);
    int color = int(groupIndex(others, rt->myCoords, mesh));
    int key = int(groupIndex(axes, rt->myCoords, mesh));
    StatusOr<std::unique_ptr<Communicator>> comm = world->split(color, key);
    if (!comm.isOk())
      return comm.status();
    rt->groups.push_back({names, std::move(*comm)});
  }
  rt->worldComm = std::move(world);
  rt->meshShape = std::move(mesh);
  // Device backends run a started all_reduce on a stream of its own. MPI
  // progresses a nonblocking collective only inside MPI calls, so on the
  // host overlapping only delays it (bench/grad_overlap.py): there it runs
  // in line unless asked for, which tests do to check where waits go.
  rt->overlap = rt->worldComm->memorySpace() == MemorySpace::Device;
  if (const char *overlap = std::getenv("SHARDRT_OVERLAP")) {
    std::string value = overlap;
    if (value != "0" && value != "1")
      return Status::error("SHARDRT_OVERLAP is '", value,
                           "'; it must be 0 (all_reduces in line) or 1 "
                           "(overlapped)");
    rt->overlap = value == "1";
  }
  return rt;
}

Runtime::~Runtime() {
  for (Scratch &s : scratches)
    if (s.buffer)
      worldComm->deallocate(s.buffer);
}

StatusOr<Runtime::ScratchSlot> Runtime::scratch(size_t bytes, Stream stream,
                                                int from) {
  size_t slot = size_t(from);
  while (slot < scratches.size() && scratches[slot].held)
    ++slot;
  if (slot == scratches.size())
    scratches.emplace_back();
  Scratch &s = scratches[slot];
  if (s.bytes < bytes) {
    if (s.buffer) {
      SHARDRT_RETURN_IF_ERROR(synchronize(stream));
      worldComm->deallocate(s.buffer);
    }
    s.buffer = nullptr;
    s.bytes = 0;
    StatusOr<void *> fresh = worldComm->allocate(bytes);
    if (!fresh.isOk())
      return fresh.status();
    s.buffer = static_cast<std::byte *>(*fresh);
    s.bytes = bytes;
  }
  return ScratchSlot{s.buffer, int(slot)};
}

void Runtime::holdScratch(Pending &pending, int slot) {
  pending.scratch = slot;
  if (slot >= 0)
    scratches[size_t(slot)].held = true;
}

Status Runtime::synchronize(Stream stream) {
  std::vector<Communicator *> comms{worldComm.get()};
  for (Group &g : groups)
    comms.push_back(g.comm.get());
  return shardrt::synchronize(comms.data(), comms.size(), stream);
}

Status Runtime::annotate(Status status, const char *op, int group) const {
  if (status.isOk())
    return status;
  std::string axes;
  for (const std::string &a : groups[size_t(group)].axes)
    axes += (axes.empty() ? "\"" : ", \"") + a + "\"";
  return Status::error(op, " over {", axes, "}: ", status.message());
}

Status Runtime::allReduce(int g, const void *in, void *out, DType dtype,
                          const Shape &shape, ReduceOp op, Stream stream) {
  TraceScope traced(trace, "all_reduce");
  int64_t bytes = int64_t(count(shape) * sizeOf(dtype));
  countCall(ringAllReduceBytes(group(g).size(), bytes));
  return annotate(group(g).allReduce(in, out, count(shape), dtype, op, stream),
                  "all_reduce", g);
}

/// Records in `pending` the collective `what` that `started` left in flight
/// on group `g` (an event without a handle when the backend ran it in
/// line: nothing to wait for, though an all_gather's blocks may still be
/// laid out at the wait).
static Status track(Pending &pending, int g, const char *what, double start,
                    StatusOr<Event> started) {
  if (!started.isOk())
    return started.status();
  pending.what = what;
  pending.start = start;
  pending.group = g;
  pending.event = *started;
  return Status::ok();
}

Status Runtime::startAllReduce(int g, const void *in, void *out, DType dtype,
                               const Shape &shape, ReduceOp op, Stream stream,
                               Pending &pending) {
  if (!overlap)
    return allReduce(g, in, out, dtype, shape, op, stream);
  int64_t bytes = int64_t(count(shape) * sizeOf(dtype));
  countCall(ringAllReduceBytes(group(g).size(), bytes));
  double start = trace.enabled() ? Trace::now() : 0;
  return annotate(
      track(pending, g, "all_reduce", start,
            group(g).startAllReduce(in, out, count(shape), dtype, op, stream)),
      "all_reduce", g);
}

Status Runtime::startAllGather(int g, const void *in, void *out, DType dtype,
                               const Shape &shape, int dim, Stream stream,
                               Pending &pending) {
  if (!overlap)
    return allGather(g, in, out, dtype, shape, dim, stream);
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  countCall(ringGatherBytes(int64_t(n), int64_t(count(shape) * sizeOf(dtype))));
  double start = trace.enabled() ? Trace::now() : 0;
  RowView local = rowView(shape, dim, dtype);
  ScratchSlot gathered{static_cast<std::byte *>(out), -1};
  if (local.outer != 1) {
    StatusOr<ScratchSlot> buffer =
        scratch(n * local.outer * local.rowBytes, stream);
    if (!buffer.isOk())
      return annotate(buffer.status(), "all_gather", g);
    gathered = *buffer;
  }
  SHARDRT_RETURN_IF_ERROR(
      annotate(track(pending, g, "all_gather", start,
                     comm.startAllGather(in, gathered.buffer, count(shape),
                                         dtype, stream)),
               "all_gather", g));
  holdScratch(pending, gathered.slot);
  if (local.outer != 1) {
    pending.unpackTo = out;
    pending.outer = local.outer;
    pending.rowBytes = local.rowBytes;
  }
  return Status::ok();
}

Status Runtime::startReduceScatter(int g, const void *in, void *out,
                                   DType dtype, const Shape &shape, int dim,
                                   ReduceOp op, Stream stream,
                                   Pending &pending) {
  if (!overlap)
    return reduceScatter(g, in, out, dtype, shape, dim, op, stream);
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  countCall(
      ringScatterBytes(int64_t(n), int64_t(count(shape) * sizeOf(dtype))));
  double start = trace.enabled() ? Trace::now() : 0;
  StatusOr<Packed> packed = packedOperand(comm, in, shape, dim, dtype, stream);
  if (!packed.isOk())
    return annotate(packed.status(), "reduce_scatter", g);
  SHARDRT_RETURN_IF_ERROR(annotate(
      track(pending, g, "reduce_scatter", start,
            comm.startReduceScatter(packed->data, out, count(shape) / n, dtype,
                                    op, stream)),
      "reduce_scatter", g));
  holdScratch(pending, packed->slot);
  return Status::ok();
}

Status Runtime::wait(Pending &pending, Stream stream) {
  if (pending.group < 0)
    return Status::ok();
  int g = pending.group;
  pending.group = -1;
  Status waited = Status::ok();
  if (pending.event.handle)
    waited = annotate(group(g).wait(pending.event, stream), pending.what, g);
  if (waited.isOk() && pending.unpackTo) {
    Communicator &comm = group(g);
    waited = annotate(unpackBlocks(comm, pending.unpackTo,
                                   scratches[size_t(pending.scratch)].buffer,
                                   pending.outer, pending.rowBytes,
                                   size_t(comm.size()), stream),
                      pending.what, g);
    pending.unpackTo = nullptr;
  }
  // What reads the scratch after this is enqueued after the unpack.
  if (pending.scratch >= 0)
    scratches[size_t(pending.scratch)].held = false;
  pending.scratch = -1;
  // The span from the start to the end of the wait: the host's view of the
  // overlapped collective.
  if (trace.enabled())
    trace.record(pending.what, "communication", pending.start, Trace::now());
  return waited;
}

Status Runtime::allGather(int g, const void *in, void *out, DType dtype,
                          const Shape &shape, int dim, Stream stream) {
  TraceScope traced(trace, "all_gather");
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  countCall(ringGatherBytes(int64_t(n), int64_t(count(shape) * sizeOf(dtype))));
  RowView local = rowView(shape, dim, dtype);
  if (local.outer == 1)
    return annotate(comm.allGather(in, out, count(shape), dtype, stream),
                    "all_gather", g);
  size_t block = local.outer * local.rowBytes;
  StatusOr<ScratchSlot> gathered = scratch(n * block, stream);
  if (!gathered.isOk())
    return annotate(gathered.status(), "all_gather", g);
  SHARDRT_RETURN_IF_ERROR(annotate(
      comm.allGather(in, gathered->buffer, count(shape), dtype, stream),
      "all_gather", g));
  return annotate(unpackBlocks(comm, out, gathered->buffer, local.outer,
                               local.rowBytes, n, stream),
                  "all_gather", g);
}

StatusOr<Runtime::Packed> Runtime::packedOperand(Communicator &comm,
                                                 const void *in,
                                                 const Shape &shape, int dim,
                                                 DType dtype, Stream stream) {
  RowView full = rowView(shape, dim, dtype);
  if (full.outer == 1)
    return Packed{in, -1};
  size_t n = size_t(comm.size());
  StatusOr<ScratchSlot> buffer = scratch(full.outer * full.rowBytes, stream);
  if (!buffer.isOk())
    return buffer.status();
  SHARDRT_RETURN_IF_ERROR(
      packBlocks(comm, buffer->buffer, in, full, n, stream));
  return Packed{buffer->buffer, buffer->slot};
}

Status Runtime::reduceScatter(int g, const void *in, void *out, DType dtype,
                              const Shape &shape, int dim, ReduceOp op,
                              Stream stream) {
  TraceScope traced(trace, "reduce_scatter");
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  countCall(
      ringScatterBytes(int64_t(n), int64_t(count(shape) * sizeOf(dtype))));
  StatusOr<Packed> packed = packedOperand(comm, in, shape, dim, dtype, stream);
  if (!packed.isOk())
    return annotate(packed.status(), "reduce_scatter", g);
  return annotate(comm.reduceScatter(packed->data, out, count(shape) / n, dtype,
                                     op, stream),
                  "reduce_scatter", g);
}

Status Runtime::allToAll(int g, const void *in, void *out, DType dtype,
                         const Shape &shape, int split, int concat,
                         Stream stream) {
  TraceScope traced(trace, "all_to_all");
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  countCall(
      ringScatterBytes(int64_t(n), int64_t(count(shape) * sizeOf(dtype))));
  // Pack: block j (the j-th slice along `split`) goes to rank j.
  RowView full = rowView(shape, split, dtype);
  size_t block = full.outer * full.rowBytes / n;
  StatusOr<ScratchSlot> sendBuffer = scratch(n * block, stream);
  if (!sendBuffer.isOk())
    return annotate(sendBuffer.status(), "all_to_all", g);
  StatusOr<ScratchSlot> recvBuffer =
      scratch(n * block, stream, sendBuffer->slot + 1);
  if (!recvBuffer.isOk())
    return annotate(recvBuffer.status(), "all_to_all", g);
  SHARDRT_RETURN_IF_ERROR(
      annotate(packBlocks(comm, sendBuffer->buffer, in, full, n, stream),
               "all_to_all", g));
  SHARDRT_RETURN_IF_ERROR(
      annotate(comm.allToAll(sendBuffer->buffer, recvBuffer->buffer,
                             count(shape) / n, dtype, stream),
               "all_to_all", g));
  // Unpack: the block from rank i is the i-th slice along `concat`.
  Shape blockShape = shape;
  blockShape[size_t(split)] /= int64_t(n);
  RowView received = rowView(blockShape, concat, dtype);
  return annotate(unpackBlocks(comm, out, recvBuffer->buffer, received.outer,
                               received.rowBytes, n, stream),
                  "all_to_all", g);
}

Status Runtime::allSlice(int g, const void *in, void *out, DType dtype,
                         const Shape &shape, int dim, Stream stream) {
  // A local copy: nothing crosses a link.
  countCall(0);
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  RowView full = rowView(shape, dim, dtype);
  size_t row = full.rowBytes / n;
  return annotate(comm.copy2D(out, row,
                              static_cast<const std::byte *>(in) +
                                  size_t(comm.rank()) * row,
                              full.rowBytes, row, full.outer, stream),
                  "all_slice", g);
}

Status Runtime::broadcast(int g, const void *in, void *out, DType dtype,
                          const Shape &shape, int root, Stream stream) {
  TraceScope traced(trace, "broadcast");
  Communicator &comm = group(g);
  size_t bytes = count(shape) * sizeOf(dtype);
  // Pipelined: every byte crosses each link about once.
  countCall(int64_t(bytes));
  if (in != out)
    SHARDRT_RETURN_IF_ERROR(annotate(
        comm.copy2D(out, bytes, in, bytes, bytes, 1, stream), "broadcast", g));
  return annotate(comm.broadcast(out, count(shape), dtype, root, stream),
                  "broadcast", g);
}

std::vector<PeerTransfer>
Runtime::flatten(const std::vector<Transfer> &transfers) {
  std::vector<PeerTransfer> flat;
  flat.reserve(transfers.size());
  int64_t bytes = 0;
  for (const Transfer &t : transfers) {
    flat.push_back({t.kind, t.buffer, count(t.shape), t.dtype, t.peer});
    if (t.kind == PeerTransfer::Kind::Send)
      bytes += int64_t(count(t.shape) * sizeOf(t.dtype));
  }
  countCall(bytes);
  return flat;
}

/// The buffers of `transfers`.
static std::vector<const void *>
buffersOf(const std::vector<Runtime::Transfer> &transfers) {
  std::vector<const void *> buffers;
  for (const Runtime::Transfer &t : transfers)
    buffers.push_back(t.buffer);
  return buffers;
}

Status Runtime::exchange(int g, const std::vector<Transfer> &transfers,
                         Stream stream) {
  // An action ends where its stage next sends or receives.
  trace.endAction();
  SHARDRT_RETURN_IF_ERROR(finishInFlight(buffersOf(transfers), stream));
  TraceScope traced(trace, "send/recv");
  std::vector<PeerTransfer> flat = flatten(transfers);
  return annotate(group(g).exchange(flat.data(), flat.size(), stream),
                  "send/recv", g);
}

Status Runtime::startExchange(int g, const std::vector<Transfer> &transfers,
                              Stream stream) {
  trace.endAction();
  std::vector<const void *> buffers = buffersOf(transfers);
  SHARDRT_RETURN_IF_ERROR(finishInFlight(buffers, stream));
  double start = trace.enabled() ? Trace::now() : 0;
  std::vector<PeerTransfer> flat = flatten(transfers);
  StatusOr<Event> event =
      group(g).startExchange(flat.data(), flat.size(), stream);
  SHARDRT_RETURN_IF_ERROR(annotate(event.status(), "send/recv", g));
  inFlight.push_back({g, *event, std::move(buffers), start, "send/recv"});
  return Status::ok();
}

Status Runtime::startAllReduceBuffers(int g,
                                      const std::vector<Reduced> &buffers,
                                      ReduceOp op, Stream stream) {
  std::vector<const void *> pointers;
  for (const Reduced &r : buffers)
    pointers.push_back(r.buffer);
  SHARDRT_RETURN_IF_ERROR(finishInFlight(pointers, stream));
  std::vector<BucketReduction> bucket;
  for (const Reduced &r : buffers) {
    // Run in line (the host without SHARDRT_OVERLAP=1): done here.
    if (!overlap) {
      SHARDRT_RETURN_IF_ERROR(
          allReduce(g, r.buffer, r.buffer, r.dtype, r.shape, op, stream));
      continue;
    }
    countCall(ringAllReduceBytes(group(g).size(),
                                 int64_t(count(r.shape) * sizeOf(r.dtype))));
    bucket.push_back({BucketReduction::Kind::AllReduce, r.buffer, r.buffer,
                      count(r.shape), r.dtype});
  }
  return startBucket(g, bucket, std::move(pointers), "all_reduce", op, stream);
}

Status Runtime::startReduceScatterBuffers(int g,
                                          const std::vector<Scattered> &pairs,
                                          ReduceOp op, Stream stream) {
  std::vector<const void *> pointers;
  for (const Scattered &s : pairs)
    pointers.insert(pointers.end(), {s.whole, s.share});
  SHARDRT_RETURN_IF_ERROR(finishInFlight(pointers, stream));
  Communicator &comm = group(g);
  size_t n = size_t(comm.size());
  std::vector<BucketReduction> bucket;
  for (const Scattered &s : pairs) {
    // A split whose blocks are not contiguous is packed first, and with
    // the host's collectives in line, runs in line: done here.
    if (!overlap || rowView(s.shape, s.dim, s.dtype).outer != 1) {
      SHARDRT_RETURN_IF_ERROR(reduceScatter(g, s.whole, s.share, s.dtype,
                                            s.shape, s.dim, op, stream));
      continue;
    }
    countCall(ringScatterBytes(int64_t(n),
                               int64_t(count(s.shape) * sizeOf(s.dtype))));
    bucket.push_back({BucketReduction::Kind::ReduceScatter, s.whole, s.share,
                      count(s.shape) / n, s.dtype});
  }
  return startBucket(g, bucket, std::move(pointers), "reduce_scatter", op,
                     stream);
}

Status Runtime::startBucket(int g, const std::vector<BucketReduction> &bucket,
                            std::vector<const void *> buffers, const char *what,
                            ReduceOp op, Stream stream) {
  if (bucket.empty())
    return Status::ok();
  double start = trace.enabled() ? Trace::now() : 0;
  StatusOr<Event> event =
      group(g).startReduceBucket(bucket.data(), bucket.size(), op, stream);
  SHARDRT_RETURN_IF_ERROR(annotate(event.status(), what, g));
  if (event->handle)
    inFlight.push_back({g, *event, std::move(buffers), start, what});
  return Status::ok();
}

template <typename Pick> Status Runtime::finish(Pick pick, Stream stream) {
  Status status = Status::ok();
  for (auto it = inFlight.begin(); it != inFlight.end();) {
    if (!pick(*it)) {
      ++it;
      continue;
    }
    InFlight done = std::move(*it);
    it = inFlight.erase(it);
    // Waiting for communication is no part of an action.
    trace.endAction();
    if (done.event.handle) {
      Status waited = annotate(group(done.group).wait(done.event, stream),
                               done.what, done.group);
      if (status.isOk())
        status = waited;
    }
    // The span from the start to the end of the wait: the host's view of
    // the communication.
    if (trace.enabled())
      trace.record(done.what, "communication", done.start, Trace::now());
  }
  return status;
}

Status Runtime::finishInFlight(const std::vector<const void *> &buffers,
                               Stream stream) {
  return finish(
      [&](const InFlight &f) {
        for (const void *b : f.buffers)
          if (std::find(buffers.begin(), buffers.end(), b) != buffers.end())
            return true;
        return false;
      },
      stream);
}

Status Runtime::finishAllInFlight(Stream stream) {
  return finish([](const InFlight &) { return true; }, stream);
}

} // namespace shardrt
