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

/// `model`'s chunks under `chunks` virtual stages on `tp`-way tensor
/// parallelism: as automatic cuts group its segments by `balance` where
/// it has enough of them (FLOPs as a tp rank runs them: the cuts are made
/// on the partitioned program), else each chunk the largest share of the
/// blocks when they do not divide evenly. Computed once per balance, tp
/// and count (the model caches it).
const ChunkLayout &chunkLayoutOf(const ModelSummary &model, int64_t chunks,
                                 StageBalance balance, int64_t tp);

/// The FLOPs of `segment` as a `tp`-way tensor-parallel rank runs them
/// (as the cuts count them on the partitioned program): its share of each
/// split that applies.
double rankFlops(const Segment &segment, int64_t tp);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_CHUNK_LAYOUT_H
