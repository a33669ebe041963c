//===- WeightCosts.cpp - a plan's weights, their state and dp traffic ----===//
//
// See WeightCosts.h.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/WeightCosts.h"

#include "passes/BucketBytes.h"

#include "runtime/Traffic.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

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

/// The elements of a tp rank's share of the most weights two consecutive
/// blocks hold (an attention's and an MLP's: a layer); nullopt where the
/// blocks' weights are not known.
std::optional<double> layerWeightElements(const ModelSummary &model,
                                          int64_t tp) {
  const std::vector<double> &blocks = model.blockParamElements;
  if (blocks.size() < 2)
    return std::nullopt;
  double most = 0;
  for (size_t i = 0; i + 1 < blocks.size(); ++i)
    most = std::max(most, blocks[i] + blocks[i + 1]);
  return most / double(tp);
}

/// The weights a stage of `p` holds, at least one: a sharded state's
/// reduce_scatters are one per weight.
double weightsPerStage(const ModelSummary &model, const Plan &p) {
  return std::max(1.0, double(model.weightCount) / double(p.pp));
}

/// The collectives of a stage's weights in buckets, at least one: the
/// all_gathers of the updated weights after a sharded optimizer's update,
/// which --dist-optimize-collectives merges, and a table's reduce_scatters
/// of whole gradient sums, which --dist-pipeline starts together; buckets
/// of the plan's bucketBytes (what a tp rank holds of each weight), a
/// weight larger than a bucket on its own. One per weight where the weights'
/// sizes are not known.
double bucketsPerStage(const ModelSummary &model, const Plan &p) {
  if (model.weightGroups.empty())
    return weightsPerStage(model, p);
  double bucket = double(p.bucketBytes), alone = 0, small = 0;
  for (const WeightGroup &g : model.weightGroups) {
    double bytes =
        g.elements * double(model.dtypeBytes) /
        (g.splitSize && dividesSplit(g.splitSize, p.tp) ? double(p.tp) : 1.0);
    if (bytes > bucket)
      alone += double(g.count);
    else
      small += double(g.count) * bytes;
  }
  return std::max(1.0, (alone + std::ceil(small / bucket)) / double(p.pp));
}

/// Costs the gradients of `d` reduce_scattered in its passes
/// (Plan::shardsGradientsPerPass), whose rank's weights are `localBytes`:
/// each microbatch's pass through a chunk stores each gradient it makes
/// into a whole buffer and reduce_scatters it into the rank's running sum,
/// left in flight (dist.reduce_scatter_buffers) until the next row that
/// touches either: the next pass that stores a gradient (a backward pass,
/// W under ZB-H1; a forward pass runs between two in a steady state), or
/// the table's end. Whatever of a pass's reduce_scatters outlasts that
/// window lengthens the pass; the last pass's, with nothing after it, is
/// taken as waited for as in line (each block's beside the next block's
/// compute, the first block's whole: exposedBehindBlocks). Each rank holds
/// its share of the gradients (the running sum, which each reduce_scatter
/// writes) and, whole, one gradient of each shape (the buffer the terms of
/// a shape share): a layer's, never more than a chunk's (all of it where
/// the layers are not known). ZeRO-2 gathers the updated weights after the
/// table, waited for. FSDP stores them sharded, and each pass gathers the
/// weights it reads where it reads them, each block's prefetched beside
/// the block before (the first block's waited for), the backward pass
/// again: the link then carries a forward and backward pass's gathers and
/// the scatter, in the window of their compute.
void costShardedGradients(Draft &d, const ModelSummary &model,
                          const Cluster &cluster, double work,
                          double blocksPerChunk, double localBytes) {
  Plan &p = d.plan;
  bool full = p.state == StateSharding::Full;
  Link link = groupLink(cluster, p.dpIntraNode, p.dpPerNode);
  double chunkBytes = localBytes / double(p.virtualStages);
  // One collective per weight: a chunk's share of them.
  double weights = weightsPerStage(model, p);
  double scatter = allReduceSeconds(p.dp, chunkBytes, link,
                                    weights / double(p.virtualStages)) /
                   2;
  double gather = full ? 0
                       : allReduceSeconds(p.dp, localBytes, link,
                                          bucketsPerStage(model, p)) /
                             2;
  double passGather = full ? scatter : 0;
  // A pass's compute (its backward and weight gradients, made once per
  // microbatch and chunk), and a forward's.
  double backward = d.backwardCompute / work;
  double forward = (p.compute - d.backwardCompute) / work;
  std::vector<double> shares = chunkBlockShares(model, blocksPerChunk);
  double forwardWait = passGather, backwardWait = passGather;
  double waited = scatter, last = scatter;
  if (cluster.overlapsAllReduce) {
    if (full) {
      forwardWait = exposedBehindBlocks(passGather, forward, shares);
      backwardWait = exposedBehindBlocks(
          passGather, backward,
          std::vector<double>(shares.rbegin(), shares.rend()));
    }
    waited = std::max(0.0, 2 * passGather + scatter - backward - forward -
                               forwardWait - backwardWait);
    last = exposedBehindBlocks(scatter, backward, shares);
  }
  d.costs.forward += forwardWait;
  d.costs.backward += backwardWait;
  d.costs.weightGradient += waited;
  double inPasses = scatter + 2 * passGather;
  d.dpInPasses = work * inPasses - last;
  std::optional<double> layer = layerWeightElements(model, p.tp);
  double whole = layer ? std::min(chunkBytes, *layer * double(model.dtypeBytes))
                       : chunkBytes;
  p.gradientMemory = localBytes / double(p.dp) + whole;
  p.dpTime = work * inPasses + gather;
  p.dpGatherTime = gather;
  double chunkRing =
      double(shardrt::ringAllReduceBytes(p.dp, int64_t(chunkBytes)));
  p.dpBytes =
      (work * chunkRing * (full ? 3 : 1) +
       (full
            ? 0
            : double(shardrt::ringAllReduceBytes(p.dp, int64_t(localBytes))))) /
      2;
}

/// The bytes of optimizer state per weight element: Adam's two moments in
/// f32, and an f32 master copy of a 16-bit weight.
double stateBytes(const ModelSummary &model) {
  return model.dtypeBytes < 4 ? 12.0 : 8.0;
}

/// Seconds of Adam's update of `elements` weight elements on one device:
/// a loop nest over them that reads each gradient, reads and writes the
/// state and the weight in its own type (a 16-bit weight's master is in
/// the state: the weight is only written) -- 28 bytes an element in bf16
/// or f32 -- at the memory bandwidth; without one, its FLOPs at the GEMM
/// rate, as a loop nest's (loopSeconds).
double updateSeconds(double elements, const ModelSummary &model,
                     const Cluster &cluster) {
  double element = double(model.dtypeBytes);
  double gradientRead = element;
  double weightAccess = model.dtypeBytes < 4 ? element : 2 * element;
  double bytes = gradientRead + 2 * stateBytes(model) + weightAccess;
  if (cluster.memoryBandwidth > 0)
    return elements * bytes / cluster.memoryBandwidth;
  // The moments' two updates, the bias corrections, the square root, the
  // division and the step: about a dozen FLOPs an element.
  constexpr double kAdamFlops = 12;
  auto peak = cluster.peakFlops.find(model.dtype);
  if (peak == cluster.peakFlops.end() || peak->second <= 0)
    return 0;
  return elements * kAdamFlops / (peak->second * cluster.efficiency);
}

} // namespace

int64_t mlir::dist::plan::chooseBucketBytes(const ModelSummary &model,
                                            const Cluster &cluster,
                                            const Plan &p, double localBytes) {
  if (p.dp <= 1)
    return kDefaultBucketBytes;
  constexpr double latencyShare = 1.0 / 8;
  constexpr double mib = double(1 << 20);
  Link link = groupLink(cluster, p.dpIntraNode, p.dpPerNode);
  double n = double(p.dp);
  // (n - 1) latency <= share (n - 1) / n bytes / bandwidth.
  double bytes = n * link.latency * link.bandwidth / latencyShare;
  if (std::optional<double> layer = layerWeightElements(model, p.tp))
    bytes = std::min(bytes, *layer * double(model.dtypeBytes));
  bytes = std::min(bytes, localBytes);
  double wholeMib = std::ceil(bytes / mib) * mib;
  return std::max(kDefaultBucketBytes, int64_t(wholeMib));
}

void mlir::dist::plan::costWeights(Draft &d, const ModelSummary &model,
                                   const Cluster &cluster,
                                   const Options &options, double work,
                                   double blocksPerChunk) {
  Plan &p = d.plan;
  // Weights: the split part over tp, all of it over the stages.
  auto elements = [](const OptionalSplit &s) { return s.paramElements; };
  double localElements = (model.tpParamElements / double(p.tp) +
                          optionalPerDevice(model, p.tp, elements) +
                          unsplitParamElements(model)) /
                         double(p.pp);
  double localBytes = localElements * double(model.dtypeBytes);
  p.weightMemory = localBytes;
  if (!options.training)
    return;
  p.bucketBytes = chooseBucketBytes(model, cluster, p, localBytes);
  bool full = p.state == StateSharding::Full;
  if (full) {
    // Each rank's share, and what it holds gathered: the weight being
    // read and the next, prefetched (at most twice the largest; the
    // backward pass gathers its own again).
    double gathered = std::min(localBytes, 2 * model.largestParamElements *
                                               double(model.dtypeBytes));
    p.weightMemory = localBytes / double(p.dp) + gathered;
  }
  // Each dp rank holds its share of the state with the state sharded.
  bool sharded = p.state != StateSharding::None;
  double optimizerElements = localElements / double(sharded ? p.dp : 1);
  p.optimizerMemory = optimizerElements * stateBytes(model);
  p.updateTime = updateSeconds(optimizerElements, model, cluster);
  if (p.shardsGradientsPerPass())
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
  // A sharded state's reduce_scatters are one per weight where each is
  // made, as are FSDP's gathers, but bucketed in a table (over stages or
  // microbatches, in the chunk's last pass); the updated weights' gathers
  // after the update are bucketed, as are the all_reduces of whole
  // gradients (taken as one).
  double regather = full ? 1.5 : 1.0;
  Link link = groupLink(cluster, p.dpIntraNode, p.dpPerNode);
  double weights = weightsPerStage(model, p);
  if (sharded && !full) {
    double buckets = bucketsPerStage(model, p);
    double scatter = allReduceSeconds(p.dp, localBytes, link,
                                      p.hasTable() ? buckets : weights) /
                     2;
    p.dpGatherTime = allReduceSeconds(p.dp, localBytes, link, buckets) / 2;
    p.dpTime = scatter + p.dpGatherTime;
  } else {
    p.dpTime = regather * allReduceSeconds(p.dp, localBytes, link,
                                           sharded ? weights : 1.0);
  }
  p.dpBytes = p.dp > 1 ? regather * double(shardrt::ringAllReduceBytes(
                                        p.dp, int64_t(localBytes)))
                       : 0;
}

/// The seconds of `reduce` (the rank's gradient reductions, each chunk's
/// an equal share) that a table waits for when each chunk's last action
/// (`lastPass` seconds) starts its chunk's as its blocks' gradients become
/// final: the last chunk's hide behind that pass block by block; each
/// earlier chunk's have the pass after its own, until the next chunk's
/// start.
double exposedBehindLastPasses(double reduce, double lastPass,
                               const std::vector<double> &shares,
                               int64_t chunks) {
  double chunk = reduce / double(chunks);
  return exposedBehindBlocks(chunk, lastPass, shares) +
         double(chunks - 1) * std::max(0.0, chunk - lastPass);
}

double mlir::dist::plan::exposedDataParallel(
    const Plan &p, const ModelSummary &model, const Cluster &cluster,
    double forwardCompute, double backwardCompute, double lastPass,
    double blocksPerChunk) {
  if (!cluster.overlapsAllReduce || backwardCompute <= 0)
    return p.dpTime;
  if (p.hasTable()) {
    std::vector<double> shares = chunkBlockShares(model, blocksPerChunk);
    switch (p.state) {
    case StateSharding::None:
      return exposedBehindLastPasses(p.dpTime, lastPass, shares,
                                     p.virtualStages);
    case StateSharding::Optimizer:
      // The reduce_scatters in the table, the gathers after it.
      return exposedBehindLastPasses(p.dpTime - p.dpGatherTime, lastPass,
                                     shares, p.virtualStages) +
             p.dpGatherTime;
    case StateSharding::Gradients:
    case StateSharding::Full:
      return p.dpTime;
    }
  }
  int64_t units = std::max<int64_t>(1, model.blocks);
  std::vector<double> equal(size_t(units), 1.0 / double(units));
  switch (p.state) {
  case StateSharding::None:
    return exposedBehindBlocks(p.dpTime, backwardCompute, equal);
  case StateSharding::Optimizer:
  case StateSharding::Gradients:
    // The reduce_scatters behind the backward pass, the gathers after the
    // update.
    return exposedBehindBlocks(p.dpTime - p.dpGatherTime, backwardCompute,
                               equal) +
           p.dpGatherTime;
  case StateSharding::Full:
    return exposedBehindBlocks(p.dpTime / 3, forwardCompute, equal) +
           exposedBehindBlocks(2 * p.dpTime / 3, backwardCompute, equal);
  }
  return p.dpTime;
}
