//===- TensorParallelLayout.h - Megatron's layout found from the graph -*- C++
//-*-===//
//
// A weight is column-parallel when the dim it adds to its contraction's
// result reaches, through ops that keep it a parallel dim (elementwise ops,
// reshapes that keep it major, attention's per-head contractions), only
// contractions that reduce over it with another weight: its row-parallel
// partner. A weight that an op reduces over alone (an embedding's
// vocabulary in the lookup) is split on that dim, its result summed. A
// fused projection sliced into equal parts along the split dim (q, k and
// v side by side) is split in as many blocks. Only
// the forward pass is read: a training step's backward and update follow
// the weights' shardings by propagation.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_TENSOR_PARALLEL_LAYOUT_H
#define SHARD_PASSES_PLANNER_TENSOR_PARALLEL_LAYOUT_H

#include "passes/planner/ArgumentRoles.h"

#include "llvm/ADT/SetVector.h"

namespace mlir::dist::plan {

/// A dim of a function argument that the tensor-parallel layout splits.
struct ArgumentSplit {
  unsigned argument;
  unsigned dim;
  /// Column (the output features of its contraction, or a bias on them)
  /// or row (the contraction's reduced dim).
  bool row;
  /// Equal blocks the dim is split in (a fused QKV weight's 3).
  int64_t blocks = 1;
};

/// Each split weight's role, the row ops (whose results are all-reduced),
/// the row weights of the pairs and the sizes of the dims split (tp must
/// divide each).
struct Layout {
  DenseMap<unsigned, ArgumentSplit> assigned;
  llvm::SetVector<Operation *> rowOps;
  DenseSet<unsigned> partners;
  SmallVector<int64_t> splitSizes;
};

/// The layout of `fn`'s weights (`roles`), in order, each dim from the
/// last; a weight already in a pair keeps its role, and those in
/// `keepWhole` stay whole.
Layout findLayout(func::FuncOp fn, const ArgumentRoles &roles,
                  const DenseSet<unsigned> &keepWhole);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_TENSOR_PARALLEL_LAYOUT_H
