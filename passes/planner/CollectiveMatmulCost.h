//===- CollectiveMatmulCost.h - tp collectives in chunks, costed -*- C++
//-*-===//
//
// The part of the cost model (PlanModel.cpp) about --dist-collective-matmul:
// whether a plan's tp collectives split in a number of chunks as the
// compiler splits them, and what the forward's collectives then cost.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_COLLECTIVE_MATMUL_COST_H
#define SHARD_PASSES_PLANNER_COLLECTIVE_MATMUL_COST_H

#include "passes/planner/PlanModel.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::dist::plan {

/// Whether --dist-collective-matmul splits `p`'s tp collectives in
/// `chunks`: under sequence parallelism, where they divide a rank's share
/// of the split token dim (a microbatch's examples where tp divides them,
/// else their sequence) or the other one.
bool chunksTokens(const ModelSummary &model, const Plan &p, int64_t chunks);

/// The forward's tp collectives as --dist-collective-matmul leaves them:
/// their seconds, the share of them that runs beside the GEMMs, and the
/// copies that put the chunks in place (compute).
struct ChunkedForward {
  int64_t chunks = 1;
  double seconds = 0, hidden = 0, copies = 0;
};

/// In chunks, each of the forward's gathers and scatters under sequence
/// parallelism runs beside its GEMMs but for one chunk's share; each chunk
/// pays the collective's latency (`secondsIn(pieces)`: the collectives'
/// seconds in that many pieces). Taken as the forward's collectives
/// beside its GEMMs (`gemms`), each chunk's at most as long as a chunk of
/// them. Putting the chunks in place copies the GEMMs' operands and
/// products that tp splits (a block's Q, K, V and first MLP product, the
/// inputs of its row-parallel projections), `share` of the model's in a
/// pass: each read and written once, at loop-nest bandwidth. The count:
/// the given plan's (Options::collectiveMatmul), or of 2, 4 and 8 the one
/// whose exposed time is least, or none (`whole`: their seconds in line).
ChunkedForward chunkForward(const ModelSummary &model, const Cluster &cluster,
                            const Options &options, const Plan &p, double share,
                            double whole, double gemms,
                            llvm::function_ref<double(double)> secondsIn);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_COLLECTIVE_MATMUL_COST_H
