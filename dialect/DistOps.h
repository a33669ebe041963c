//===- DistOps.h - operations of the dist dialect --------------*- C++ -*-===//

#ifndef SHARD_DIALECT_DISTOPS_H
#define SHARD_DIALECT_DISTOPS_H

#include "dialect/DistDialect.h"
#include "runtime/Traffic.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <vector>

namespace mlir::dist {

/// A collective's libshardrt call (runtime/ProgramAbi.h), as the code
/// generator prints it: the entry point, and what it takes after (rt,
/// group, in, out, dtype, dims): `integers` in order (a dim, a root, split
/// and concat), then `reduction` if the op reduces.
struct RuntimeCall {
  StringRef entry;
  SmallVector<int64_t, 2> integers;
  std::optional<ReductionKind> reduction;
};

} // namespace mlir::dist

#include "dialect/DistInterfaces.h.inc"

#define GET_OP_CLASSES
#include "dialect/DistOps.h.inc"

namespace mlir::dist {

/// Returns the mesh `name` visible from `from`; reports through `emitError`
/// and fails if there is none. `tables` caches lookups when given.
FailureOr<MeshOp> lookupMesh(Operation *from, FlatSymbolRefAttr name,
                             function_ref<InFlightDiagnostic()> emitError,
                             SymbolTableCollection *tables = nullptr);

/// Checks that `sharding` fits a value of `type` on its mesh (looked up from
/// `scope`): ShardingAttr's constraints C4-C6.
LogicalResult
verifyShardingForType(Operation *scope, ShardingAttr sharding, Type type,
                      function_ref<InFlightDiagnostic()> emitError,
                      SymbolTableCollection *tables = nullptr);

/// Checks that `mesh` exists and `axes` are distinct axes of it, reporting on
/// `op`; returns the number of devices in a group.
FailureOr<int64_t> verifyMeshAxes(Operation *op, FlatSymbolRefAttr mesh,
                                  ArrayRef<StringRef> axes,
                                  SymbolTableCollection &tables);

/// Checks what every collective shares (mesh exists, axes valid) and then
/// the op's own group-size constraints.
LogicalResult verifyCollectiveSymbolUses(CollectiveOpInterface op,
                                         SymbolTableCollection &tables);

/// Reports on `op` unless `dim` is a dimension of `type`; `what` names it.
LogicalResult verifyDimInRange(Operation *op, StringRef what, int64_t dim,
                               ShapedType type);

/// Reports on `op` unless `result` is `input` with `dim` scaled: multiplied
/// by `factor` when `multiply`, else divided by it (which must be exact).
/// `what` names the operation's effect for the message.
LogicalResult verifyScaledDim(Operation *op, StringRef what, ShapedType input,
                              ShapedType result, int64_t dim, int64_t factor,
                              bool multiply);

/// Formats mesh axes the way shardings write them: {"dp", "tp"}.
std::string formatAxes(ArrayRef<StringRef> axes);

/// Bytes each device sends in a ring collective over `n` devices on an
/// operand of `bytes` bytes (runtime/Traffic.h: the runtime counts the
/// same while it runs).
using shardrt::ringAllReduceBytes;
using shardrt::ringGatherBytes;
using shardrt::ringScatterBytes;

/// Bytes one element of `type` occupies in memory (index: 8, i1: 1); 0 for a
/// type that has no size.
int64_t elementBytes(Type type);

/// The bit patterns of the elements of `value` (of element type `type`),
/// read without making an attribute per element: constants can hold
/// millions of weights. i1 elements are 0 or 1.
std::vector<uint64_t> elementBits(ElementsAttr value, Type type);

/// Bytes of a statically shaped ranked tensor of `type`; nullopt if the type
/// is not one or its size does not fit in int64_t.
std::optional<int64_t> staticTensorBytes(Type type);

/// Bytes of the tensor `buffer` (a !dist.buffer) holds; 0 where that is not
/// static.
int64_t bufferBytes(Value buffer);

/// How many times `op` runs per call of its function: once, times the rows
/// of each dist.schedule around it that run the region holding it.
int64_t runsPerCall(Operation *op);

/// A buffer whose slots keep what one pass of each microbatch makes for the
/// later passes of the same microbatch that read it (a pipeline stage's
/// activations, from its forward to its backward): every access is to a
/// slot, in a region of one dist.schedule; one action region stores it,
/// other regions load it.
struct KeptBuffer {
  Value buffer;
  /// The region that stores it, and those that load it.
  unsigned maker;
  SmallVector<unsigned> readers;
  /// The regions of `readers` of the kind that runs last for a microbatch
  /// (backward after forward, weight gradient after backward; a chunk's
  /// last action has a region of its own beside its kind's other): the end
  /// of the one a microbatch runs frees its slot.
  SmallVector<unsigned> lastReaders;
  /// Bytes of one slot: one microbatch's value.
  int64_t slotBytes;
};

/// The kept buffers of `schedule`'s regions.
SmallVector<KeptBuffer> keptBuffers(ScheduleOp schedule);

} // namespace mlir::dist

#endif // SHARD_DIALECT_DISTOPS_H
