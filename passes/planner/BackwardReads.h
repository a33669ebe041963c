//===- BackwardReads.h - the forward values a backward pass reads -*- C++
//-*-===//
//
// What a training step keeps of its forward pass for the backward: the
// values its backward pass reads. For a training step (a forward and a
// backward pass in one function) they are read off its backward ops; for
// a forward function planned as a training step, each op's derivative
// says what it needs, as an autodiff saves it: a contraction its
// operands, an elementwise op the inputs that reach an op of its body
// whose derivative needs them (a factor whose partner varies with the
// weights, a divisor, the operand of exp, a comparison or a maximum),
// nothing for sums, copies, views and conversions; a value made
// elementwise from one other, or moved, is made again from it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_BACKWARD_READS_H
#define SHARD_PASSES_PLANNER_BACKWARD_READS_H

#include "passes/training/ArgumentRoles.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::dist::plan {

/// Whether `op` makes a buffer of its own (not a view, an empty tensor, a
/// fill or a constant).
bool makesBuffer(Operation &op);

/// The buffers `fn`'s forward pass (`roles`) makes from the batch that its
/// backward pass reads, directly or through views. What no example
/// reaches (a mask made from constants) a pipeline makes once, not per
/// microbatch.
DenseSet<Value> backwardReads(func::FuncOp fn, const ArgumentRoles &roles);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_BACKWARD_READS_H
