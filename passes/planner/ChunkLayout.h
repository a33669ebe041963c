//===- ChunkLayout.h - a pipeline's chunks as cut ---------------*- C++ -*-===//
//
// What each chunk (virtual stage) of a pipeline holds of a model, as the
// stage cuts group its segments. No MLIR here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_CHUNK_LAYOUT_H
#define SHARD_PASSES_PLANNER_CHUNK_LAYOUT_H

#include "passes/planner/PlanModel.h"

namespace mlir::dist::plan {

/// `model`'s chunks under `chunks` virtual stages: as automatic cuts group
/// its segments by `balance` where it has enough of them, else each chunk
/// the largest share of the blocks when they do not divide evenly.
/// Computed once per balance and count (the model caches it).
const ChunkLayout &chunkLayoutOf(const ModelSummary &model, int64_t chunks,
                                 StageBalance balance);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_CHUNK_LAYOUT_H
