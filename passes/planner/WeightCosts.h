//===- WeightCosts.h - a plan's weights, their state and dp traffic -*- C++
//-*-===//
//
// The part of the cost model (PlanModel.cpp) about a training step's
// weights: the memory of the weights, their gradients and the optimizer's
// state per device, and the data-parallel collectives of the gradients
// (all_reduce, ZeRO-1's reduce_scatter and gather, FSDP's gathers, ZeRO-2's
// reduce_scatter per microbatch) with what of them a step waits for.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_WEIGHT_COSTS_H
#define SHARD_PASSES_PLANNER_WEIGHT_COSTS_H

#include "passes/planner/KernelTiming.h"
#include "passes/planner/PlanDraft.h"

namespace mlir::dist::plan {

/// What one tp rank holds of the optional splits: each split's `part`
/// (its weights' elements or its activation bytes), divided by tp where
/// tp divides the split.
template <typename Part>
inline double optionalPerDevice(const ModelSummary &model, int64_t tp,
                                Part part) {
  double sum = 0;
  for (const OptionalSplit &split : model.optionalSplits)
    sum += part(split) / (dividesSplit(split.size, tp) ? double(tp) : 1.0);
  return sum;
}

/// The weights' elements that tp never splits (norms, row biases, whole
/// tables and heads): neither its layout's splits nor the optional ones.
inline double unsplitParamElements(const ModelSummary &model) {
  return model.paramElements - model.tpParamElements -
         optionalPerDevice(model, 1, [](const OptionalSplit &s) {
           return s.paramElements;
         });
}

/// The bucket of `p`'s dp collectives (shard-run's --bucket-bytes): the
/// smallest, in whole MiB and at least kDefaultBucketBytes, whose ring
/// over the dp group spends at most an eighth of its time in latency
/// ((n - 1) steps of the link's latency against (n - 1) / n of the bucket
/// at its bandwidth), so that a ring across nodes does not pay a latency
/// per weight (Megatron's buckets are max(40M, 1M x dp) elements for the
/// same reason); at most a layer's weights (a tp rank's share), so that
/// each layer's gradients still start their reduction as the backward
/// pass finishes it (exposedDataParallel counts them block by block), and
/// at most the `localBytes` of weights the rank holds. Only a training
/// step has these collectives; costWeights sets it there.
int64_t chooseBucketBytes(const ModelSummary &model, const Cluster &cluster,
                          const Plan &p, double localBytes);

/// Sizes `d`'s weights and, in training, their state and the dp
/// collectives of their gradients. Each rank runs `work` microbatch-chunk
/// passes of `blocksPerChunk` blocks each (ZeRO-2 reduce_scatters in each
/// and waits for some of it, which lengthens `d`'s passes).
void costWeights(Draft &d, const ModelSummary &model, const Cluster &cluster,
                 const Options &options, double work, double blocksPerChunk);

/// The seconds of `p`'s data-parallel collectives that its step waits for.
/// The code generator starts each gradient's all_reduce or reduce_scatter
/// where the gradient is made, and each gather of a fully sharded weight
/// just after the previous weight's first reader (--dist-optimize-
/// collectives), and waits for it before the next collective of its group
/// or the first read of its result (codegen/CollectiveOverlap.cpp; tp's
/// collectives run beside it); a device backend runs it on a stream of its
/// own meanwhile. So without stages or
/// microbatches (whose table or loop waits at its end), taken here per
/// column/row block (an attention's, an MLP's; tp's all-reduce between
/// them), the first of each kind waited for whole:
///   - gradients all_reduced or reduce_scattered (ZeRO-1, FSDP) hide
///     behind the backward compute, one per block;
///   - ZeRO-1's gathers of the updated weights, after the backward, wait;
///   - FSDP's forward gathers hide behind the forward compute, its
///     backward gathers (a third of its traffic) with the reduce_scatters
///     behind the backward compute, one of each per block.
/// With stages or microbatches (a table whose chunks have `blocksPerChunk`
/// blocks each) a chunk's gradient sums are final in its last action
/// (`lastPass` seconds: a backward pass, ZB-H1's W pass), which reduces
/// them (DDP's all_reduces, in buckets) or reduce_scatters them (ZeRO-1) as
/// they become final, left in flight (--dist-pipeline): the rank's last
/// chunk's behind that pass, one per block; each other chunk's behind the
/// pass after its own; ZeRO-1's gathers after the table wait. FSDP's and
/// ZeRO-2's reduce_scatters, run inside the passes, are Draft::dpInPasses of
/// the rest, all of which waits.
double exposedDataParallel(const Plan &p, const ModelSummary &model,
                           const Cluster &cluster, double forwardCompute,
                           double backwardCompute, double lastPass,
                           double blocksPerChunk);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_WEIGHT_COSTS_H
