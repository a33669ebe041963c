//===- ShardingRuleInterface.h - factor rules and partitioning -*- C++ -*-===//
//
// The contract between ops and shard's passes (see the interface's ODS
// description). An op is seen through its *factors*, the independent dims of
// its iteration space (the loops of a linalg op, the dims of an elementwise
// op, the expanded dims of a reshape). Each dim of each tensor the op reads
// or writes is a list of factors, major to minor (several when a reshape
// merges dims, none when the dim cannot be split). Sharding a factor over
// mesh axes shards every dim made of it; sharding a reduction factor makes
// the results partial.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_SHARDINGRULEINTERFACE_H
#define SHARD_DIALECT_SHARDINGRULEINTERFACE_H

#include "dialect/DistOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

#include <optional>

namespace mlir::dist {

/// Per tensor dim, its factors, major to minor.
using DimFactors = SmallVector<SmallVector<unsigned, 2>>;

/// The factors of one op and how its tensors are made of them.
struct FactorRule {
  /// Size of each factor.
  SmallVector<int64_t> sizes;
  /// Reduction factors: the op combines over them (resultReductions says
  /// how).
  SmallVector<bool> isReduction;
  /// Factors that cannot be split (used in index arithmetic, sliced,
  /// padded, or reduced by an unknown combiner).
  SmallVector<bool> blocked;
  /// Factors whose global position the op's partition computes (a
  /// linalg.index of the loop, a captured table read along it, a constant
  /// sliced along it): they split in one block per device, never in
  /// several (see FactorAxes::blocks).
  SmallVector<bool> positional;
  /// The independent computation each factor belongs to: one op that is
  /// several side by side (a cut carries each value on its own). A mesh
  /// axis splits at most one factor of each group. Factors past its end
  /// (rules that set `sizes` directly) are in group 0.
  SmallVector<unsigned> group;
  /// For each operand and each result: its dims. Non-tensor operands and
  /// results have no dims.
  SmallVector<DimFactors> operandDims;
  SmallVector<DimFactors> resultDims;
  /// For each result: how its values combine over the reduction factors
  /// (nullopt if the op has none or the combiner is unknown).
  SmallVector<std::optional<ReductionKind>> resultReductions;
  /// For each operand: the result it is the destination-style init of, or
  /// -1. When reduction factors are split, an init must hold a partial
  /// value like the result it starts.
  SmallVector<int> tiedResult;
  /// Tensors defined outside the op that its regions read (a table that a
  /// linalg.generic body looks up with tensor.extract), and their dims. They
  /// are resharded like operands before the op runs.
  SmallVector<Value> captured;
  SmallVector<DimFactors> capturedDims;

  unsigned numFactors() const { return sizes.size(); }
  unsigned groupOf(unsigned f) const { return f < group.size() ? group[f] : 0; }
  /// Adds a factor of `size` (in group 0) and returns its index.
  unsigned addFactor(int64_t size, bool reduction = false);
  /// A rule whose factors are the dims of `shape`, with no tensors yet.
  static FactorRule ofShape(ArrayRef<int64_t> shape);
  /// The rule of `op` whose one result and every tensor operand have the
  /// dims of `type` (elementwise ops, casts, creation ops).
  static FactorRule sameShape(Operation *op, RankedTensorType type);
  /// Sizes the per-operand and per-result lists to `op`'s operands and
  /// results (entries not set become "no dims", "not tied", "no reduction").
  void completeFor(Operation *op);
};

/// Dims of a rank-`rank` tensor made of factors first, first+1, ...
DimFactors identityDims(unsigned rank, unsigned first = 0);

/// True for a ranked tensor type of static shape (what rules describe).
bool isStaticTensor(Type type);

/// The ranked tensors defined outside `op` that its regions read, in a
/// deterministic order (first use).
SmallVector<Value> capturedTensors(Operation *op);

/// Axes assigned to each factor of an op, major to minor (uniqued names:
/// comparing and projecting them needs no string work), and the equal
/// blocks each factor is viewed as before the axes split it (`blocks` of
/// #dist.sharding; 1 for a split in one contiguous run per device). Ops
/// compute the same on any order of a factor's indices, so only
/// `positional` factors care.
struct FactorAxes : SmallVector<SmallVector<StringAttr, 2>> {
  FactorAxes() = default;
  explicit FactorAxes(size_t numFactors)
      : SmallVector(numFactors), blocks(numFactors, 1) {}
  SmallVector<int64_t> blocks;
};

/// What an op's partition method may use: where to build, the mesh, and the
/// local value of every value of the original function built so far.
class PartitionContext {
public:
  PartitionContext(OpBuilder &builder, MeshOp mesh, IRMapping &mapping)
      : builder(builder), mesh(mesh), mapping(mapping) {}

  OpBuilder &builder;
  MeshOp mesh;
  /// Original value -> its device-local value.
  IRMapping &mapping;

  /// This device's rank in the group formed by `axes` (dist.group_rank).
  Value groupRank(Location loc, ArrayRef<StringAttr> axes);
  /// The global index at which this device's block of factor `f` starts:
  /// its rank in the group of `axes[f]` times the local size of `f`.
  Value blockStart(Location loc, const FactorRule &rule, const FactorAxes &axes,
                   unsigned f);
  /// Clones `op` reading `operands` and producing `resultTypes`; values its
  /// regions capture read their local values through `mapping`.
  Operation *cloneWith(Operation *op, ValueRange operands,
                       TypeRange resultTypes);
};

} // namespace mlir::dist

#include "dialect/ShardingRuleInterface.h.inc"

#endif // SHARD_DIALECT_SHARDINGRULEINTERFACE_H
