//===- ForwardKernels.h - the forward pass as the planner costs it -*- C++
//-*-===//
//
// The kernels the code generator will form from a function's forward pass
// (contractions as GEMMs; other linalg ops as loop nests, an elementwise
// producer fused into its consumer by the code generator's own rule,
// codegen/FusionRule.h), and the bytes of the tensors the pass makes, each
// marked split over tp where the tensor-parallel layout's splits reach it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_FORWARD_KERNELS_H
#define SHARD_PASSES_PLANNER_FORWARD_KERNELS_H

#include "passes/planner/PlanModel.h"
#include "passes/planner/TensorParallelLayout.h"

namespace mlir::dist::plan {

/// `s`'s optional split of `size`, added if it has none.
OptionalSplit &optionalSplitOf(ModelSummary &s, int64_t size);

/// Fills `s.kernels` and the activation bytes (whole, split over tp, and
/// of each optional split) from the forward pass of `fn` (`roles`) under
/// `layout`: for `training`, of the buffers its backward pass reads
/// (BackwardReads.h), else of every buffer it makes; `s.batch` must be
/// set.
void summarizeKernels(func::FuncOp fn, const ArgumentRoles &roles,
                      const Layout &layout, bool training, ModelSummary &s);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_FORWARD_KERNELS_H
