//===- Rules.h - sharding rules of upstream ops ------------------*- C++
//-*-===//
//
// External models of ShardingRuleOpInterface for the upstream ops shard
// shards: linalg structured ops (rules from indexing maps and iterator
// types), linalg.softmax, the tensor ops that reshape, slice, pad, join and
// create tensors, arith.constant, and dist.stage_boundary.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RULES_RULES_H
#define SHARD_RULES_RULES_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::dist {

/// Attaches the models to their ops when their dialects load. Tools and
/// libraries that run shard's passes on upstream ops call this once on their
/// registry (shard's passes also declare it as a dependency).
void registerShardingRules(DialectRegistry &registry);

/// One registration per dialect (what registerShardingRules calls).
void registerLinalgShardingRules(DialectRegistry &registry);
void registerTensorShardingRules(DialectRegistry &registry);
void registerArithShardingRules(DialectRegistry &registry);
void registerDistShardingRules(DialectRegistry &registry);

} // namespace mlir::dist

#endif // SHARD_RULES_RULES_H
