//===- ShardingRules.h - how an op's tensor dims move together -*- C++ -*-===//
//
// Propagation and partitioning see every op through one abstraction: its
// *factors*, the independent dimensions of its iteration space (the loops of
// a linalg op, the dims of an elementwise op, the expanded dims of a
// reshape). Each tensor dim of each operand and result is a list of factors
// (several when a reshape merges dims). Sharding a factor over some mesh
// axes shards every tensor dim made of it; sharding a reduction factor makes
// the results partial.
//
// Rules are derived from op structure (indexing maps and iterator types,
// reassociations, slice boxes), never from a table of op names.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SHARDINGRULES_H
#define SHARD_PASSES_SHARDINGRULES_H

#include "dialect/DistOps.h"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::dist {

/// The factors of one op and how its tensors are made of them.
struct FactorRule {
  /// Size of each factor.
  SmallVector<int64_t> sizes;
  /// Reduction factors: the op sums (or maxes, mins) over them.
  SmallVector<bool> isReduction;
  /// Factors that cannot be split (used in index arithmetic, sliced,
  /// padded, or reduced by an unknown combiner).
  SmallVector<bool> blocked;
  /// For each operand and each result: per tensor dim, its factors, major to
  /// minor. A dim with no factors cannot be sharded. Non-tensor operands
  /// have no dims.
  SmallVector<SmallVector<SmallVector<unsigned, 2>>> operandDims;
  SmallVector<SmallVector<SmallVector<unsigned, 2>>> resultDims;
  /// For each result: how its values combine over reduction factors
  /// (nullopt if the op has none or the combiner is unknown).
  SmallVector<std::optional<ReductionKind>> resultReductions;
  /// For each operand: the result it is the destination-style init of, or
  /// -1. When reduction factors are split, an init must hold a partial
  /// value like the result it starts.
  SmallVector<int> tiedResult;

  unsigned numFactors() const { return sizes.size(); }
};

/// The factor rule of `op`, or nullopt if `op` has tensor operands or
/// results but no rule (propagation then keeps it replicated and says so).
std::optional<FactorRule> getFactorRule(Operation *op);

/// Axes assigned to each factor of an op, major to minor (uniqued names:
/// comparing and projecting them needs no string work).
using FactorAxes = SmallVector<SmallVector<StringAttr, 2>>;

/// The sharding of a tensor whose dims are `dims` (factor lists) under
/// `axes`, with `partial` axes (kind `reduction`) if any. Returns null if
/// the assignment does not describe contiguous blocks of some dim.
ShardingAttr projectSharding(MLIRContext *ctx, FlatSymbolRefAttr mesh,
                             ArrayRef<SmallVector<unsigned, 2>> dims,
                             const FactorAxes &axes, ArrayRef<int64_t> sizes,
                             MeshOp meshOp, ArrayRef<StringAttr> partial,
                             ReductionKind reduction);

/// What propagation and partitioning know of one tensor of an op.
struct TensorFacts {
  /// Current sharding; null if unknown.
  ShardingAttr sharding;
  /// Higher wins when tensors disagree on a factor: user annotations over
  /// propagated shardings.
  int priority = 0;
  /// Bytes of the (global) tensor: among equal priorities, keeping the
  /// larger tensor in place moves fewer bytes.
  int64_t bytes = 0;
};

/// Chooses the axes of each factor of `rule` from what the operands and
/// results know: tensors by decreasing priority, then size, then position;
/// each takes the factors it shards unless a factor or an axis is taken.
/// Blocked factors stay unsharded; assignments that would not give every
/// tensor contiguous blocks are dropped.
FactorAxes inferFactorAxes(const FactorRule &rule, MeshOp mesh,
                           ArrayRef<TensorFacts> operands,
                           ArrayRef<TensorFacts> results);

/// The sharding `rule` gives operand `i` / result `i` under `axes`.
/// Results of split reduction factors are partial; so are inits that start
/// such results.
ShardingAttr operandSharding(const FactorRule &rule, const FactorAxes &axes,
                             MeshOp mesh, Operation *op, unsigned i);
ShardingAttr resultSharding(const FactorRule &rule, const FactorAxes &axes,
                            MeshOp mesh, Operation *op, unsigned i);

} // namespace mlir::dist

#endif // SHARD_PASSES_SHARDINGRULES_H
