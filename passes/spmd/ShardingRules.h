//===- ShardingRules.h - factor rules: lookup, projection, inference -*- C++
//-*-===//
//
// Propagation and partitioning see every op through its factor rule
// (dialect/ShardingRuleInterface.h): from the op's ShardingRuleOpInterface,
// or, for elementwise ops, from their structure. This file finds an op's
// rule, chooses the mesh axes of its factors from what its tensors know, and
// projects those axes back onto each tensor as a sharding.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_SHARDING_RULES_H
#define SHARD_PASSES_SPMD_SHARDING_RULES_H

#include "dialect/ShardingRuleInterface.h"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::dist {

/// The factor rule of `op`: its ShardingRuleOpInterface's, else a structural
/// one for elementwise ops on tensors of one shape; nullopt if `op` has none
/// (it is then computed replicated).
std::optional<FactorRule> getFactorRule(Operation *op);

/// Builds the device-local form of `op` (see
/// ShardingRuleOpInterface::partition); ops with a structural rule are
/// cloned with local types.
FailureOr<SmallVector<Value>>
partitionOp(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &rule,
            const FactorAxes &axes);

/// True if `op` reads or writes ranked tensors: operands, results, or
/// tensors its regions capture from outside.
bool touchesTensors(Operation *op);

/// The tensors a rule describes, in order: the op's operands (non-tensors
/// included, with no dims), then the tensors its regions capture.
SmallVector<Value> ruleOperands(Operation *op, const FactorRule &rule);

/// The dims of rule operand `i` of ruleOperands (captured tensors follow
/// the operands).
ArrayRef<SmallVector<unsigned, 2>> ruleOperandDims(const FactorRule &rule,
                                                   unsigned i);

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

/// Chooses the axes of each factor of `rule` from what the operands (the
/// rule's operands: captured tensors follow the op's) and results know:
/// tensors by decreasing priority, then size, then position; each takes the
/// factors it shards unless a factor or an axis is taken. Blocked factors
/// stay unsharded; assignments that would not give every tensor contiguous
/// blocks are dropped.
FactorAxes inferFactorAxes(const FactorRule &rule, MeshOp mesh,
                           ArrayRef<TensorFacts> operands,
                           ArrayRef<TensorFacts> results);

/// The sharding `rule` gives rule operand `i` / result `i` under `axes`.
/// Results of split reduction factors are partial; so are inits that start
/// such results.
ShardingAttr operandSharding(const FactorRule &rule, const FactorAxes &axes,
                             MeshOp mesh, Operation *op, unsigned i);
ShardingAttr resultSharding(const FactorRule &rule, const FactorAxes &axes,
                            MeshOp mesh, Operation *op, unsigned i);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_SHARDING_RULES_H
