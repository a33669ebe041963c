//===- CollectiveOps.cpp - verifiers of the dist collectives --------------===//
//
// Each collective checks in verify() what needs no mesh (dims in range) and
// in verifyGroupShape() what depends on the number of devices in its group.
// The shared part (mesh and axes, C1 and C2) is verifyCollectiveSymbolUses.
//
//===----------------------------------------------------------------------===//

#include "dialect/DistOps.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::dist;

FailureOr<int64_t> mlir::dist::verifyMeshAxes(Operation *op,
                                              FlatSymbolRefAttr meshName,
                                              ArrayRef<StringRef> axes,
                                              SymbolTableCollection &tables) {
  auto emitError = [&] { return op->emitOpError(); };
  // C1
  FailureOr<MeshOp> mesh = lookupMesh(op, meshName, emitError, &tables);
  if (failed(mesh))
    return failure();
  // C2
  if (axes.empty())
    return emitError() << "needs at least one mesh axis to form groups";
  llvm::StringSet<> seen;
  for (StringRef axis : axes) {
    if (!mesh->getAxisSize(axis))
      return emitError() << "unknown axis \"" << axis << "\" on mesh @"
                         << mesh->getSymName() << " (its axes are "
                         << formatAxes(mesh->getAxisNameRefs()) << ")";
    if (!seen.insert(axis).second)
      return emitError() << "axis \"" << axis << "\" is listed twice";
  }
  return mesh->getGroupSize(axes);
}

LogicalResult
mlir::dist::verifyCollectiveSymbolUses(CollectiveOpInterface op,
                                       SymbolTableCollection &tables) {
  FailureOr<int64_t> groupSize =
      verifyMeshAxes(op, op.getMeshAttr(), op.getAxisNames(), tables);
  if (failed(groupSize))
    return failure();
  return op.verifyGroupShape(*groupSize);
}

LogicalResult GroupRankOp::verifySymbolUses(SymbolTableCollection &tables) {
  // C1, C2
  return verifyMeshAxes(
      *this, getMeshAttr(),
      llvm::to_vector(getAxes().getAsValueRange<StringAttr>()), tables);
}

LogicalResult mlir::dist::verifyDimInRange(Operation *op, StringRef what,
                                           int64_t dim, ShapedType type) {
  if (dim < type.getRank())
    return success();
  return op->emitOpError() << what << " " << dim
                           << " is out of range for an operand of rank "
                           << type.getRank();
}

LogicalResult mlir::dist::verifyScaledDim(Operation *op, StringRef what,
                                          ShapedType input, ShapedType result,
                                          int64_t dim, int64_t factor,
                                          bool multiply) {
  int64_t size = input.getDimSize(dim);
  if (!multiply && size % factor != 0)
    return op->emitOpError()
           << "dim " << dim << " of size " << size
           << " is not divisible by the group size " << factor;
  SmallVector<int64_t> expected(input.getShape());
  expected[dim] = multiply ? size * factor : size / factor;
  if (result.getShape() == ArrayRef<int64_t>(expected))
    return success();
  return op->emitOpError() << "result type " << result << " does not match "
                           << what << " dim " << dim << " over " << factor
                           << " devices (expected " << input.clone(expected)
                           << ")";
}

/// Reports unless `rank` names a device of a group of `groupSize`.
static LogicalResult verifyGroupRank(Operation *op, StringRef what,
                                     int64_t rank, int64_t groupSize) {
  if (rank < groupSize)
    return success();
  return op->emitOpError() << what << " " << rank
                           << " is not a rank of the group of " << groupSize
                           << " devices (ranks are 0.." << groupSize - 1 << ")";
}

//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  // C3
  return verifyDimInRange(*this, "dim", getDim(), getInput().getType());
}

LogicalResult AllGatherOp::verifyGroupShape(int64_t groupSize) {
  // C4
  return verifyScaledDim(*this, "gathering", getInput().getType(),
                         getResult().getType(), getDim(), groupSize,
                         /*multiply=*/true);
}

LogicalResult ReduceScatterOp::verify() {
  // C3
  return verifyDimInRange(*this, "dim", getDim(), getInput().getType());
}

LogicalResult ReduceScatterOp::verifyGroupShape(int64_t groupSize) {
  // C4, C5
  return verifyScaledDim(*this, "scattering", getInput().getType(),
                         getResult().getType(), getDim(), groupSize,
                         /*multiply=*/false);
}

LogicalResult AllToAllOp::verify() {
  // C3
  if (failed(verifyDimInRange(*this, "split dim", getSplit(),
                              getInput().getType())) ||
      failed(verifyDimInRange(*this, "concat dim", getConcat(),
                              getInput().getType())))
    return failure();
  if (getSplit() == getConcat())
    return emitOpError() << "split and concat must be different dims, both are "
                         << getSplit();
  return success();
}

LogicalResult AllToAllOp::verifyGroupShape(int64_t groupSize) {
  ShapedType input = getInput().getType();
  int64_t split = input.getDimSize(getSplit());
  // C4
  if (split % groupSize != 0)
    return emitOpError() << "split dim " << getSplit() << " of size " << split
                         << " is not divisible by the group size " << groupSize;
  // C5
  SmallVector<int64_t> expected(input.getShape());
  expected[getSplit()] /= groupSize;
  expected[getConcat()] *= groupSize;
  if (getResult().getType().getShape() == ArrayRef<int64_t>(expected))
    return success();
  return emitOpError() << "result type " << getResult().getType()
                       << " does not match moving the split from dim "
                       << getConcat() << " to dim " << getSplit() << " over "
                       << groupSize << " devices (expected "
                       << input.clone(expected) << ")";
}

LogicalResult AllSliceOp::verify() {
  // C3
  return verifyDimInRange(*this, "dim", getDim(), getInput().getType());
}

LogicalResult AllSliceOp::verifyGroupShape(int64_t groupSize) {
  // C4, C5
  return verifyScaledDim(*this, "slicing", getInput().getType(),
                         getResult().getType(), getDim(), groupSize,
                         /*multiply=*/false);
}

LogicalResult BroadcastOp::verifyGroupShape(int64_t groupSize) {
  // C3
  return verifyGroupRank(*this, "root", getRoot(), groupSize);
}

LogicalResult SendOp::verifyGroupShape(int64_t groupSize) {
  // C3
  return verifyGroupRank(*this, "destination", getTo(), groupSize);
}

LogicalResult RecvOp::verifyGroupShape(int64_t groupSize) {
  // C3
  return verifyGroupRank(*this, "source", getFrom(), groupSize);
}

//===----------------------------------------------------------------------===//
// Bytes sent (ring algorithms)
//===----------------------------------------------------------------------===//

/// Bytes of the tensor `v` (saturating).
static int64_t bytesOf(Value v) {
  return staticTensorBytes(v.getType()).value_or(INT64_MAX);
}

int64_t AllReduceOp::getBytesSent(int64_t n) {
  return ringAllReduceBytes(n, bytesOf(getInput()));
}
int64_t ReduceScatterOp::getBytesSent(int64_t n) {
  return ringScatterBytes(n, bytesOf(getInput()));
}
int64_t AllToAllOp::getBytesSent(int64_t n) {
  return ringScatterBytes(n, bytesOf(getInput()));
}
int64_t AllGatherOp::getBytesSent(int64_t n) {
  return ringGatherBytes(n, bytesOf(getInput()));
}
/// A local copy: nothing crosses a link.
int64_t AllSliceOp::getBytesSent(int64_t) { return 0; }
/// Pipelined broadcast: every byte crosses each link about once.
int64_t BroadcastOp::getBytesSent(int64_t) { return bytesOf(getInput()); }
int64_t SendOp::getBytesSent(int64_t) { return bytesOf(getInput()); }
int64_t RecvOp::getBytesSent(int64_t) { return 0; }

//===----------------------------------------------------------------------===//
// Runtime calls
//===----------------------------------------------------------------------===//

std::optional<RuntimeCall> AllReduceOp::getRuntimeCall() {
  return RuntimeCall{"allReduce", {}, getReduction()};
}
std::optional<RuntimeCall> AllGatherOp::getRuntimeCall() {
  return RuntimeCall{"allGather", {int64_t(getDim())}, std::nullopt};
}
std::optional<RuntimeCall> ReduceScatterOp::getRuntimeCall() {
  return RuntimeCall{"reduceScatter", {int64_t(getDim())}, getReduction()};
}
std::optional<RuntimeCall> AllToAllOp::getRuntimeCall() {
  return RuntimeCall{
      "allToAll", {int64_t(getSplit()), int64_t(getConcat())}, std::nullopt};
}
std::optional<RuntimeCall> AllSliceOp::getRuntimeCall() {
  return RuntimeCall{"allSlice", {int64_t(getDim())}, std::nullopt};
}
std::optional<RuntimeCall> BroadcastOp::getRuntimeCall() {
  return RuntimeCall{"broadcast", {int64_t(getRoot())}, std::nullopt};
}
/// Posted with their neighbours through exchange.
std::optional<RuntimeCall> SendOp::getRuntimeCall() { return std::nullopt; }
std::optional<RuntimeCall> RecvOp::getRuntimeCall() { return std::nullopt; }
