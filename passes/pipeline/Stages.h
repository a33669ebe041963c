//===- Stages.h - which functions become pipelines ---------------*- C++
//-*-===//

#ifndef SHARD_PASSES_PIPELINE_STAGES_H
#define SHARD_PASSES_PIPELINE_STAGES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::dist {

/// FLOPs of `op` as pipelines balance them: a structured op's scalar body
/// ops (yield excluded, at least one) times its iterations; other ops move
/// data and count 0.
double opFlops(Operation *op);

/// True if `fn` has dist.stage_boundary cuts.
bool hasCuts(func::FuncOp fn);

/// The functions --dist-microbatch and --dist-pipeline work on: those with
/// cuts, and, when the module's mesh has axis `axis` with more than one
/// device, every public function with a body (cut automatically). A mesh
/// whose axis `axis` has one device runs its functions as one stage when
/// they run microbatches (`microbatches`, or the mesh's microbatch axis
/// once --dist-microbatch added it: gradient accumulation without stages)
/// or when they `recompute` their activations, which a pipeline's passes
/// do: a step with neither stages nor microbatches recomputes as one
/// stage running one microbatch.
SmallVector<func::FuncOp> functionsToPipeline(ModuleOp module, StringRef axis,
                                              int64_t microbatches = 1,
                                              bool recompute = false);

} // namespace mlir::dist

#endif // SHARD_PASSES_PIPELINE_STAGES_H
