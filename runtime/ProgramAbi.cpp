//===- ProgramAbi.cpp - the program ABI on the runtime's C++
//---------------===//
//
// Each call of ProgramAbi.h is the Runtime member or ProgramInfo field of
// the same name, its arguments converted: Dims to shapes, Status to Error.
//
//===----------------------------------------------------------------------===//

#include "runtime/ProgramAbi.h"

#include "runtime/Program.h"
#include "runtime/Runtime.h"

#include <cstdint>
#include <string>

namespace shardrt {
namespace {

Shape shapeOf(Dims dims) { return Shape(dims.begin(), dims.end()); }

} // namespace

Error *allReduce(Runtime &rt, int group, const void *in, void *out, DType dtype,
                 Dims dims, ReduceOp op, Stream stream) {
  return toError(
      rt.allReduce(group, in, out, dtype, shapeOf(dims), op, stream));
}

Error *allGather(Runtime &rt, int group, const void *in, void *out, DType dtype,
                 Dims dims, int dim, Stream stream) {
  return toError(
      rt.allGather(group, in, out, dtype, shapeOf(dims), dim, stream));
}

Error *reduceScatter(Runtime &rt, int group, const void *in, void *out,
                     DType dtype, Dims dims, int dim, ReduceOp op,
                     Stream stream) {
  return toError(
      rt.reduceScatter(group, in, out, dtype, shapeOf(dims), dim, op, stream));
}

Error *allToAll(Runtime &rt, int group, const void *in, void *out, DType dtype,
                Dims dims, int split, int concat, Stream stream) {
  return toError(
      rt.allToAll(group, in, out, dtype, shapeOf(dims), split, concat, stream));
}

Error *allSlice(Runtime &rt, int group, const void *in, void *out, DType dtype,
                Dims dims, int dim, Stream stream) {
  return toError(
      rt.allSlice(group, in, out, dtype, shapeOf(dims), dim, stream));
}

Error *broadcast(Runtime &rt, int group, const void *in, void *out, DType dtype,
                 Dims dims, int root, Stream stream) {
  return toError(
      rt.broadcast(group, in, out, dtype, shapeOf(dims), root, stream));
}

Error *startAllReduce(Runtime &rt, int group, const void *in, void *out,
                      DType dtype, Dims dims, ReduceOp op, Stream stream,
                      Pending &pending) {
  return toError(rt.startAllReduce(group, in, out, dtype, shapeOf(dims), op,
                                   stream, pending));
}

Error *startAllGather(Runtime &rt, int group, const void *in, void *out,
                      DType dtype, Dims dims, int dim, Stream stream,
                      Pending &pending) {
  return toError(rt.startAllGather(group, in, out, dtype, shapeOf(dims), dim,
                                   stream, pending));
}

Error *startReduceScatter(Runtime &rt, int group, const void *in, void *out,
                          DType dtype, Dims dims, int dim, ReduceOp op,
                          Stream stream, Pending &pending) {
  return toError(rt.startReduceScatter(group, in, out, dtype, shapeOf(dims),
                                       dim, op, stream, pending));
}

Error *wait(Runtime &rt, Pending &pending, Stream stream) {
  return toError(rt.wait(pending, stream));
}

/// The runtime's form of a generated program's transfers.
static std::vector<Runtime::Transfer>
runtimeTransfers(std::initializer_list<Transfer> transfers) {
  std::vector<Runtime::Transfer> list;
  list.reserve(transfers.size());
  for (const Transfer &t : transfers)
    list.push_back(
        {t.send ? PeerTransfer::Kind::Send : PeerTransfer::Kind::Recv, t.buffer,
         t.dtype, Shape{t.numElements}, t.peer});
  return list;
}

Error *exchange(Runtime &rt, int group,
                std::initializer_list<Transfer> transfers, Stream stream) {
  return toError(rt.exchange(group, runtimeTransfers(transfers), stream));
}

Error *startExchange(Runtime &rt, int group,
                     std::initializer_list<Transfer> transfers, Stream stream) {
  return toError(rt.startExchange(group, runtimeTransfers(transfers), stream));
}

Error *startAllReduceBuffers(Runtime &rt, int group,
                             std::initializer_list<Reduced> buffers,
                             ReduceOp op, Stream stream) {
  std::vector<Runtime::Reduced> reduced;
  for (const Reduced &r : buffers)
    reduced.push_back({r.buffer, r.dtype, {r.numElements}});
  return toError(rt.startAllReduceBuffers(group, reduced, op, stream));
}

Error *startReduceScatterBuffers(Runtime &rt, int group,
                                 std::initializer_list<Scattered> pairs,
                                 ReduceOp op, Stream stream) {
  std::vector<Runtime::Scattered> scattered;
  for (const Scattered &s : pairs)
    scattered.push_back(
        {s.whole, s.share, s.dtype, {s.rows, s.rowElements}, /*dim=*/1});
  return toError(rt.startReduceScatterBuffers(group, scattered, op, stream));
}

Error *finishInFlight(Runtime &rt, std::initializer_list<const void *> buffers,
                      Stream stream) {
  return toError(rt.finishInFlight(buffers, stream));
}

Error *finishAllInFlight(Runtime &rt, Stream stream) {
  return toError(rt.finishAllInFlight(stream));
}

int64_t groupRank(Runtime &rt, int group) { return rt.groupRank(group); }

Error *checkAlignment(const std::byte *arena, const void *const *inputs,
                      int numInputs, void *const *outputs, int numOutputs) {
  auto misaligned = [](const std::string &what, const void *p) -> Error * {
    if (reinterpret_cast<uintptr_t>(p) % kBufferAlignment == 0)
      return nullptr;
    return toError(Status::error(what, " is at ", p, ", not aligned to ",
                                 kBufferAlignment,
                                 " bytes as the program ABI requires "
                                 "(runtime/ProgramAbi.h)"));
  };
  SHARDRT_TRY(misaligned("the arena", arena));
  for (int i = 0; i < numInputs; ++i)
    SHARDRT_TRY(misaligned("input " + std::to_string(i), inputs[i]));
  for (int i = 0; i < numOutputs; ++i)
    SHARDRT_TRY(misaligned("output " + std::to_string(i), outputs[i]));
  return nullptr;
}

Error *offsetOutOfRange(const char *where, int64_t offset, int64_t limit) {
  return toError(Status::error("the copy at ", where, " starts at element ",
                               offset, ", outside 0..", limit,
                               " of its buffer"));
}

void beginAction(Runtime &rt, const char *kind, int64_t microbatch,
                 int64_t chunk) {
  rt.beginAction(kind, microbatch, chunk);
}

void holdKept(Runtime &rt, int64_t bytes) { rt.holdKept(bytes); }

void releaseKept(Runtime &rt, int64_t bytes) { rt.releaseKept(bytes); }

void describeProgram(ProgramInfo &info, const char *name, size_t arenaBytes) {
  info.name = name;
  info.arenaBytes = arenaBytes;
}

void addMeshAxis(ProgramInfo &info, const char *axis, int64_t size) {
  info.mesh.axes.push_back(axis);
  info.mesh.sizes.push_back(size);
}

void addGroup(ProgramInfo &info, std::initializer_list<const char *> axes) {
  info.groups.emplace_back(axes.begin(), axes.end());
}

void addInput(ProgramInfo &info, DType dtype, Dims dims, int number) {
  info.inputs.push_back({dtype, shapeOf(dims)});
  info.inputNumbers.push_back(number);
}

void addOutput(ProgramInfo &info, DType dtype, Dims dims, int number) {
  info.outputs.push_back({dtype, shapeOf(dims)});
  info.outputNumbers.push_back(number);
}

void useDevice(ProgramInfo &info, const DeviceBackend &backend) {
  info.device = &backend;
}

} // namespace shardrt
