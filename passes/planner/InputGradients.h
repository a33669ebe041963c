//===- InputGradients.h - the tp reductions of a backward pass -*- C++ -*-===//
//
// Where a training step's backward pass all-reduces over tp. A
// column-parallel contraction reads its input whole and each tp rank
// holds part of the weight, so each rank's gradient of that input is a
// partial sum: the backward pass reduces it once per value, however many
// contractions read it (Q, K and V of one layernorm's output, or the two
// branches of a parallel residual under one layernorm, are summed first;
// GroupReductionTerms). An input that no weight reaches (the batch) has
// no gradient to reduce.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_INPUT_GRADIENTS_H
#define SHARD_PASSES_PLANNER_INPUT_GRADIENTS_H

#include "passes/planner/TensorParallelLayout.h"
#include "passes/training/ArgumentRoles.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <vector>

namespace mlir::dist::plan {

/// The value `v` is a view of (through reshapes and casts), or `v`: the
/// gradients of all its views are summed before any is reduced, and the
/// backward pass keeps one of them.
Value viewedThrough(Value v);

/// The bytes of each input gradient of `fn`'s column-parallel
/// contractions (`layout`) that the backward pass all-reduces over tp,
/// one per value read through views, over the whole batch.
std::vector<double> inputGradientBytes(func::FuncOp fn, const Layout &layout,
                                       const ArgumentRoles &roles);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_INPUT_GRADIENTS_H
