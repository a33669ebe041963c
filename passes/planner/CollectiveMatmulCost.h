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
/// whose forward and backward collectives wait least (`backwardExposed`:
/// the backward's waited seconds for a count, backwardTp's), or none
/// (`whole`: the forward's seconds in line).
ChunkedForward
chunkForward(const ModelSummary &model, const Cluster &cluster,
             const Options &options, const Plan &p, double share, double whole,
             double gemms, llvm::function_ref<double(double)> secondsIn,
             llvm::function_ref<double(int64_t)> backwardExposed);

/// The backward pass's tp collectives against its reductions alone (an
/// all-reduce's worth each; under sequence parallelism a reduce_scatter
/// of the input gradient and a gather of the output gradient): where it
/// also gathers each column-parallel input again from the share its
/// forward kept (`gathersAgain`, as Megatron-LM's does), half an
/// all-reduce more, 1.5 of them, in seconds and in bytes alike.
inline double backwardTpFactor(bool gathersAgain) {
  return gathersAgain ? 1.5 : 1.0;
}

/// A backward pass's tp collectives: their seconds, and what of them runs
/// beside its GEMMs.
struct BackwardTp {
  double seconds = 0, hidden = 0;
};

/// The tp collectives of a chunk's backward pass for `reduced`, the
/// all-reduces of its input gradients (`secondsIn(pieces)`: them in that
/// many pieces), in `chunks` (1: whole), where the cluster runs started
/// collectives beside the compute (`overlaps`). Under sequence
/// parallelism a reduction is a reduce_scatter of the input gradient and
/// a gather of the output gradient, half an all-reduce each, and
/// (`gathersAgain`) the backward gathers each column-parallel input again,
/// half an all-reduce more. As --dist-optimize-collectives places them and
/// the code generator overlaps them, each input gradient's reduction runs
/// beside a weight gradient's GEMM (but under ZB-H1, whose B passes have
/// none) and each input gathered again beside an input gradient's GEMM (a
/// ZB-H1 W pass's previous weight gradient's), each kind at most as long
/// as the GEMMs it runs beside (`gemms`: a chunk's forward GEMMs' time
/// each, a fused attention kernel's not among them). In chunks
/// (--collective-matmul) the input gradients' reduce_scatters are made and
/// scattered chunk by chunk, and the output gradients' gathers, which the
/// backward adds to the residual stream's gradient before the projection's
/// GEMMs read the sum, follow chunk by chunk: under ZB-H1 all but one chunk's
/// share of the scatters runs beside the input gradients' GEMMs, and all but
/// one chunk's share of the gathers beside the chunk before's input and weight
/// gradients' GEMMs (a B pass's input gradients'), in what those GEMMs leave
/// beside the other collectives; each chunk pays its collective's latency.
BackwardTp backwardTp(const Plan &p, bool overlaps, int64_t chunks,
                      double reduced, double gemms, bool gathersAgain,
                      llvm::function_ref<double(double)> secondsIn);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_COLLECTIVE_MATMUL_COST_H
