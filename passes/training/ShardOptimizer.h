//===- ShardOptimizer.h - the optimizer's state sharded over dp -*- C++ -*-===//
//
// Megatron's distributed optimizer (ZeRO stage 1) written as shardings. A
// training step's optimizer state (Adam's moments, a momentum buffer) and
// the update that makes the next weights run on each data-parallel rank's
// share of every weight: the state arguments and their next values are
// split over the data-parallel axis too, the update reads each weight
// split and makes each value of its chains split (`dist.shard`s), and
// each next weight is returned whole. Partitioning then does the
// rest: the gradient, a sum over the batch, is reduce_scattered where the
// update reads it instead of all_reduced; each rank updates its share; the
// next weights are all_gathered. The bytes sent are an all_reduce's, the
// state held per rank is 1/dp of it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_TRAINING_SHARD_OPTIMIZER_H
#define SHARD_PASSES_TRAINING_SHARD_OPTIMIZER_H

#include "passes/training/ArgumentRoles.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dist {

/// Shards the optimizer state and update of training step `fn`, whose
/// arguments and results play `roles`, over `axis` of `mesh` (see the file
/// comment). Each weight's split gains
/// `axis`, minor to the axes already there, on the first dim whose local
/// extent it divides and that is not split in blocks; a weight no dim of
/// which suits, or already split over `axis`, is left as it is. Reports on `fn`
/// and fails when `fn` is not a training step or `mesh` has no `axis`.
LogicalResult shardOptimizerState(func::FuncOp fn, const ArgumentRoles &roles,
                                  MeshOp mesh, StringRef axis,
                                  bool weights = false);

} // namespace mlir::dist

#endif // SHARD_PASSES_TRAINING_SHARD_OPTIMIZER_H
