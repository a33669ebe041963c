//===- LiftWeights.h - weight constants as arguments ------------*- C++ -*-===//
//
// The rewrite of --dist-lift-weights, for the planner, which applies it to
// forward functions only.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PREPARE_LIFT_WEIGHTS_H
#define SHARD_PASSES_PREPARE_LIFT_WEIGHTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dist {

/// Makes each non-splat floating-point tensor constant of `fn`'s body a
/// trailing argument of `fn` that keeps the constant's elements as
/// `dist.initial_value` (none where a dense_resource's bytes are elided),
/// in the order the body defines them; a `dist.shard` that is the
/// constant's only use becomes the argument's `dist.sharding`. A function
/// something calls is left as it is.
void liftWeights(func::FuncOp fn);

} // namespace mlir::dist

#endif // SHARD_PASSES_PREPARE_LIFT_WEIGHTS_H
