//===- TensorParallelLayout.h - Megatron's layout found from the graph -*- C++
//-*-===//
//
// A weight is column-parallel when the dim it adds to its contraction's
// result reaches, through ops that keep it a parallel dim (elementwise ops,
// reshapes that keep it major, attention's per-head contractions), only
// contractions that reduce over it with another weight: its row-parallel
// partner. A weight that an op reduces over alone (an embedding's
// vocabulary in the lookup) is split on that dim, its result summed. A
// weight whose dim reaches only the function's results (an LM head's
// vocabulary) is split on it where tp divides it, the results returned
// split. A
// fused projection sliced into equal parts along the split dim (q, k and
// v side by side) is split in as many blocks. Only
// the forward pass is read: a training step's backward and update follow
// the weights' shardings by propagation.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_TENSOR_PARALLEL_LAYOUT_H
#define SHARD_PASSES_PLANNER_TENSOR_PARALLEL_LAYOUT_H

#include "passes/training/ArgumentRoles.h"

#include "llvm/ADT/MapVector.h"
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
  /// The split reaches only the function's results, which are returned
  /// split (an LM head over its vocabulary): the dim is split only when
  /// tp divides it, and whole otherwise.
  bool toResult = false;
};

/// A value the tp split reaches: the dim split, and for a split that
/// reaches only results (ArgumentSplit::toResult) the size tp must
/// divide for it to be split at all (0: always split).
struct SplitValue {
  unsigned dim;
  int64_t optionalSize = 0;
};

/// Each split weight's role, the row ops (whose results are all-reduced),
/// the values split over tp (the weights' splits reach them: each rank
/// computes and holds its part), the row weights of the pairs and the
/// sizes of the dims split (tp must divide each).
struct Layout {
  DenseMap<unsigned, ArgumentSplit> assigned;
  llvm::SetVector<Operation *> rowOps;
  /// The values column-parallel contractions read whole (their inputs),
  /// each once.
  llvm::SetVector<Value> columnInputs;
  DenseMap<Value, SplitValue> splitValues;
  DenseSet<unsigned> partners;
  SmallVector<int64_t> splitSizes;
  /// Each column/row block's weights (columns, companions, the row), by
  /// its row.
  llvm::MapVector<unsigned, llvm::SetVector<unsigned>> blockWeights;
};

/// The layout of `fn`'s weights (`roles`), in order, each dim from the
/// last; a weight already in a pair keeps its role, and those in
/// `keepWhole` stay whole.
Layout findLayout(func::FuncOp fn, const ArgumentRoles &roles,
                  const DenseSet<unsigned> &keepWhole);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_TENSOR_PARALLEL_LAYOUT_H
