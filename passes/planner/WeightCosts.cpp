//===- WeightCosts.cpp - a plan's weights, their state and dp traffic ----===//
//
// See WeightCosts.h.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/WeightCosts.h"

#include "runtime/Traffic.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// The elements of a tp rank's share of the largest block matrix (what
/// tp splits), or of the largest weight where tp splits none. Weights tp
/// leaves whole besides the blocks' are embeddings, which a pipeline's
/// weights, counted as 1/pp of the model on each stage, spread already.
double largestBlockWeightElements(const ModelSummary &model, int64_t tp) {
  if (model.largestSplitParamElements == 0)
    return model.largestParamElements;
  return model.largestSplitParamElements / double(tp);
}

/// The seconds of a pass's `total` collective time that it waits for
/// when its blocks' collectives, one at a time, take `shares` of it,
/// listed in the reverse of the order the pass meets the blocks (for a
/// backward pass, the forward order): block i's starts once block i is
/// done and runs beside block i - 1's compute (that block's share of
/// `compute`); block 0's, met last, is waited for whole at the pass's
/// end.
double exposedBehindBlocks(double total, double compute,
                           const std::vector<double> &shares) {
  double exposed = total * shares.front();
  for (size_t i = 1; i < shares.size(); ++i)
    exposed += std::max(0.0, total * shares[i] - compute * shares[i - 1]);
  return exposed;
}

/// The shares of their weights of a mean chunk's blocks (`blocks`, at
/// least one), in forward order: the model's first blocks', or equal
/// where the blocks' weights are not known.
std::vector<double> chunkBlockShares(const ModelSummary &model, double blocks) {
  size_t n = size_t(std::max(1.0, std::round(blocks)));
  std::vector<double> shares(n, 1.0 / double(n));
  if (model.blockParamElements.size() < n)
    return shares;
  double sum = std::accumulate(model.blockParamElements.begin(),
                               model.blockParamElements.begin() + n, 0.0);
  for (size_t i = 0; i < n && sum > 0; ++i)
    shares[i] = model.blockParamElements[i] / sum;
  return shares;
}

/// Costs ZeRO-2's gradients for `d` (StateSharding::Gradients), whose
/// rank's weights are `localBytes`: each microbatch's pass through a chunk
/// reduce_scatters the chunk's gradients, each started where it is made
/// and waited for before the next collective (codegen/CollectiveOverlap.
/// cpp): exposedBehindBlocks. The pass that makes them (W under ZB-H1,
/// else the backward, which includes it) is longer by what it waits for.
/// Each rank holds its share of the gradients and the whole of at most
/// two at once: the one in flight and the next being made. The updated
/// weights are gathered after the table, waited for.
void costShardedGradients(Draft &d, const ModelSummary &model,
                          const Cluster &cluster, double work,
                          double blocksPerChunk, double localBytes) {
  Plan &p = d.plan;
  const Link &link = linkOf(cluster, p.dpIntraNode);
  double chunkBytes = localBytes / double(p.virtualStages);
  double scatter = allReduceSeconds(p.dp, chunkBytes, link) / 2;
  double gather = allReduceSeconds(p.dp, localBytes, link) / 2;
  double window = d.costs.weightGradient;
  if (p.schedule != schedule::Kind::ZeroBubbleH1)
    window += d.costs.backward;
  double waited =
      cluster.overlapsAllReduce
          ? exposedBehindBlocks(scatter, window,
                                chunkBlockShares(model, blocksPerChunk))
          : scatter;
  d.costs.weightGradient += waited;
  d.dpInPasses = work * scatter;
  p.gradientMemory =
      std::min(localBytes, localBytes / double(p.dp) +
                               2 * largestBlockWeightElements(model, p.tp) *
                                   double(model.dtypeBytes));
  p.dpTime = work * scatter + gather;
  p.dpBytes =
      (work * double(shardrt::ringAllReduceBytes(p.dp, int64_t(chunkBytes))) +
       double(shardrt::ringAllReduceBytes(p.dp, int64_t(localBytes)))) /
      2;
}

} // namespace

void mlir::dist::plan::costWeights(Draft &d, const ModelSummary &model,
                                   const Cluster &cluster,
                                   const Options &options, double work,
                                   double blocksPerChunk) {
  Plan &p = d.plan;
  // Weights: the split part over tp, all of it over the stages.
  auto elements = [](const OptionalSplit &s) { return s.paramElements; };
  double optional = optionalPerDevice(model, 1, elements);
  double localElements =
      (model.tpParamElements / double(p.tp) +
       optionalPerDevice(model, p.tp, elements) +
       (model.paramElements - model.tpParamElements - optional)) /
      double(p.pp);
  double localBytes = localElements * double(model.dtypeBytes);
  p.weightMemory = localBytes;
  if (!options.training)
    return;
  bool full = p.state == StateSharding::Full;
  if (full) {
    // Each rank's share, and what it holds gathered: in a pipeline every
    // weight of its stage, gathered once before the table; else the
    // weight being read and the next, prefetched (at most twice the
    // largest; the backward pass gathers its own again).
    double gathered =
        p.pp > 1 ? localBytes
                 : std::min(localBytes, 2 * model.largestParamElements *
                                            double(model.dtypeBytes));
    p.weightMemory = localBytes / double(p.dp) + gathered;
  }
  // Adam's two moments in f32, and an f32 master copy of 16-bit weights,
  // each dp rank holding its share of these with the state sharded.
  bool sharded = p.state != StateSharding::None;
  double optimizerElements = localElements / double(sharded ? p.dp : 1);
  p.optimizerMemory = optimizerElements * (model.dtypeBytes < 4 ? 12.0 : 8.0);
  if (p.state == StateSharding::Gradients)
    return costShardedGradients(d, model, cluster, work, blocksPerChunk,
                                localBytes);
  // Gradients in the weights' type. A sharded state's gradients are
  // reduce_scattered where they are made (--dist-optimize-collectives):
  // in one pass each is whole only while reduced (at most the largest,
  // as a gather above; never more than all of them whole); accumulated
  // over microbatches or a pipeline's table, they stay whole until then.
  // The reduce_scatter and all_gather send what the all_reduce would;
  // fully sharded outside a pipeline, the backward pass's gather sends
  // half as much again.
  p.gradientMemory = localBytes;
  if (sharded && p.pp == 1 && p.microbatches == 1)
    p.gradientMemory = std::min(localBytes, localBytes / double(p.dp) +
                                                model.largestParamElements *
                                                    double(model.dtypeBytes));
  double regather = full && p.pp == 1 ? 1.5 : 1.0;
  p.dpTime = regather *
             allReduceSeconds(p.dp, localBytes, linkOf(cluster, p.dpIntraNode));
  p.dpBytes = p.dp > 1 ? regather * double(shardrt::ringAllReduceBytes(
                                        p.dp, int64_t(localBytes)))
                       : 0;
}

double mlir::dist::plan::exposedDataParallel(const Plan &p,
                                             const ModelSummary &model,
                                             const Cluster &cluster,
                                             double forwardCompute,
                                             double backwardCompute) {
  if (!cluster.overlapsAllReduce || p.pp > 1 || p.microbatches > 1 ||
      backwardCompute <= 0)
    return p.dpTime;
  int64_t units = std::max<int64_t>(1, model.blocks);
  std::vector<double> equal(size_t(units), 1.0 / double(units));
  switch (p.state) {
  case StateSharding::None:
    return exposedBehindBlocks(p.dpTime, backwardCompute, equal);
  case StateSharding::Optimizer:
  case StateSharding::Gradients:
    // The all_reduce's traffic: half a reduce_scatter, half a gather.
    return exposedBehindBlocks(p.dpTime / 2, backwardCompute, equal) +
           p.dpTime / 2;
  case StateSharding::Full:
    return exposedBehindBlocks(p.dpTime / 3, forwardCompute, equal) +
           exposedBehindBlocks(2 * p.dpTime / 3, backwardCompute, equal);
  }
  return p.dpTime;
}
