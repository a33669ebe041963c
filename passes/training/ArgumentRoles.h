//===- ArgumentRoles.h - what each argument of a planned function is -*- C++
//-*-===//
//
// The planner splits a function's batch over dp and its weights over tp.
// The batch is the arguments marked dist.microbatch_dim (a training step's
// inputs and labels), or else the first argument. A forward function's
// other arguments are its weights. A training step -- a function that
// returns its losses (batch scalars) and the next values of its weights --
// has more: its weights are the arguments its forward pass reads; the
// optimizer's state (Adam's moments) and the next values it returns are
// computed from their weight element by element in the update, so they
// take the weight's sharding; the rest (learning rates, step counts) is
// replicated. The planner reads the forward pass alone: the backward and
// the update are propagated from the weights' shardings, as from hints.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_TRAINING_ARGUMENT_ROLES_H
#define SHARD_PASSES_TRAINING_ARGUMENT_ROLES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace mlir::dist {

struct ArgumentRoles {
  /// The arguments that carry the batch, each with its batch dim.
  SmallVector<std::pair<unsigned, int64_t>> batch;
  /// Whether the batch arguments were marked (dist.microbatch_dim).
  bool batchMarked = false;
  /// The weights: what the tensor-parallel layout may split and the memory
  /// model counts as parameters.
  SmallVector<unsigned> weights;
  /// A training step's forward pass (the ops its losses are computed
  /// from); none for a forward function, whose every op is forward.
  std::optional<DenseSet<Operation *>> forward;
  /// A training step's arguments (optimizer state) and results (the next
  /// weights and state) that take a weight's sharding, each mapped to it.
  DenseMap<unsigned, unsigned> argumentFollows, resultFollows;

  bool isTraining() const { return forward.has_value(); }
  /// The batch dim of argument `argument`, if it carries the batch.
  std::optional<int64_t> batchDim(unsigned argument) const;
  bool isBatch(unsigned argument) const {
    return batchDim(argument).has_value();
  }
  /// Whether `op`, an op of the function's body, runs in the forward pass.
  bool inForward(Operation *op) const {
    return !forward || forward->contains(op);
  }
};

/// The roles of `fn`'s arguments and results (see the file comment);
/// reports on `fn` and fails on a training step whose batch is not
/// marked.
FailureOr<ArgumentRoles> findArgumentRoles(func::FuncOp fn);

} // namespace mlir::dist

#endif // SHARD_PASSES_TRAINING_ARGUMENT_ROLES_H
