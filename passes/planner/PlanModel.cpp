//===- PlanModel.cpp - what one plan costs: time, bytes and memory --------===//

#include "passes/planner/PlanModel.h"

#include "passes/planner/ChunkLayout.h"
#include "passes/planner/CollectiveMatmulCost.h"
#include "passes/planner/PlanDraft.h"
#include "passes/planner/WeightCosts.h"

#include "passes/planner/KernelTiming.h"

#include "runtime/Traffic.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace mlir::dist;
using namespace mlir::dist::plan;
namespace sm = mlir::dist::schedule;

namespace {

/// Whether every group of `size` devices `stride` apart stays inside a
/// node when `devices` devices are laid out dp x pp x tp (tp fastest): the
/// groups fill aligned blocks of stride x size devices, and a group crosses
/// nodes when its first and last devices do. Size alone does not decide
/// it: with tp = 3 on 8-device nodes, devices 6, 7 and 8 are a group that
/// straddles two. The pattern repeats every lcm(block, devices per node).
bool staysInNode(const Cluster &cluster, int64_t stride, int64_t size,
                 int64_t devices) {
  if (size <= 1)
    return true;
  int64_t node = cluster.devicesPerNode;
  int64_t block = stride * size;
  int64_t period = std::min(devices, std::lcm(block, node));
  for (int64_t base = 0; base < period; base += block)
    for (int64_t offset = 0; offset < stride; ++offset)
      if ((base + offset) / node != (base + offset + block - stride) / node)
        return false;
  return true;
}

/// The members that a group of `size` devices `stride` apart has in one
/// node (the most, where nodes hold different counts).
int64_t membersPerNode(const Cluster &cluster, int64_t stride, int64_t size) {
  if (stride >= cluster.devicesPerNode)
    return 1;
  return std::min(size, std::max<int64_t>(1, cluster.devicesPerNode / stride));
}

/// Whether the degrees suit the model and the options: dp x pp x tp is
/// the devices, they divide the batch and the split dims, the stages fit
/// the blocks, and the user's constraints hold.
bool suits(const ModelSummary &model, const Options &options, int64_t dp,
           int64_t pp, int64_t tp, int64_t microbatches, int64_t virtualStages,
           Recompute recompute, StateSharding state, bool sequenceParallel,
           StageBalance balance) {
  // dp x pp x tp == devices, without a product that could overflow (the
  // degrees of a given plan are the user's).
  if (dp < 1 || pp < 1 || tp < 1 || options.devices % dp != 0 ||
      (options.devices / dp) % pp != 0 || options.devices / dp / pp != tp ||
      model.batch % dp != 0 || microbatches < 1 ||
      microbatches > sm::kMaxMicrobatches ||
      (model.batch / dp) % microbatches != 0 ||
      (recompute != Recompute::None &&
       (!options.training || model.blocks == 0)) ||
      (recompute == Recompute::Selective && model.attentions == 0) ||
      (state != StateSharding::None && (!options.training || dp == 1)) ||
      (state == StateSharding::Gradients && pp == 1 && microbatches == 1) ||
      (sequenceParallel && tp == 1) ||
      (balance != StageBalance::Flops && pp == 1))
    return false;
  // A microbatch's rows (its examples' tokens) split over tp.
  if (sequenceParallel &&
      (model.batch / dp / microbatches * model.rowsPerExample) % tp != 0)
    return false;
  for (int64_t size : model.tpSplitSizes)
    if (size % tp != 0)
      return false;
  if (tp > 1 && model.tpSplitSizes.empty())
    return false;
  int64_t chunks = pp * virtualStages;
  if ((pp > 1 && chunks > model.blocks) ||
      (model.fixedStages && chunks != model.fixedStages) ||
      (model.batchWhole && dp > 1))
    return false;
  return true;
}

/// Sets whether each of `p`'s groups (tp, pp, dp) stays inside a node.
void placeGroups(Plan &p, const Cluster &cluster) {
  int64_t devices = p.dp * p.pp * p.tp;
  p.tpIntraNode = staysInNode(cluster, 1, p.tp, devices);
  p.ppIntraNode = staysInNode(cluster, p.tp, p.pp, devices);
  p.dpIntraNode = staysInNode(cluster, p.tp * p.pp, p.dp, devices);
  p.tpPerNode = membersPerNode(cluster, 1, p.tp);
  p.dpPerNode = membersPerNode(cluster, p.tp * p.pp, p.dp);
}

/// What one microbatch through one chunk of a plan is of the whole model.
struct ChunkShare {
  /// The share of the batch in one microbatch of one dp rank.
  double perMicrobatch = 0;
  /// The chunks' shares of the model.
  const ChunkLayout *layout = nullptr;
  /// The blocks of a mean chunk, and their share of the model's: what a
  /// chunk's costs are computed for, each chunk's scaled from them.
  double blocksPerChunk = 0, share = 0;
  /// Bytes that one microbatch sends across a stage boundary.
  double boundary = 0;
  /// Microbatch-chunks that each rank runs in a pass.
  double work = 0;
};

/// One microbatch through one chunk of `p`.
ChunkShare chunkShareOf(const ModelSummary &model, const Plan &p) {
  ChunkShare c;
  int64_t chunks = p.pp * p.virtualStages;
  double m = double(p.microbatches);
  c.perMicrobatch = 1.0 / (double(p.dp) * m);
  c.layout = &chunkLayoutOf(model, chunks, p.balance, p.tp);
  // The mean: 1 / chunks where the chunks split the blocks, the largest
  // equal share where they are taken as such.
  c.share =
      std::accumulate(c.layout->blocks.begin(), c.layout->blocks.end(), 0.0) /
      double(chunks);
  c.blocksPerChunk = c.share * double(std::max<int64_t>(1, model.blocks));
  // Under sequence parallelism the residual stream crosses split over tp.
  c.boundary = model.boundaryBytes * c.perMicrobatch /
               double(p.sequenceParallel ? p.tp : 1);
  c.work = m * double(p.virtualStages);
  return c;
}

/// Whether `p` runs attention fused: where the code generator fuses it
/// and no backward pass reads the scores (a forward pass, or a training
/// step that recomputes them).
bool attentionFused(const Plan &p, const Options &options) {
  return p.fuseAttention &&
         (!options.training || p.recompute != Recompute::None);
}

/// Times `d`: a chunk's forward, backward and weight gradient for the
/// schedule (the first and last stages' extra work, before and after
/// the blocks, as their stage scales), and the step's compute, tp and pp
/// time and bytes.
void costPasses(Draft &d, const ModelSummary &model, const Cluster &cluster,
                const Options &options, const ChunkShare &c, double peakFlops) {
  Plan &p = d.plan;
  int64_t tp = p.tp;
  int64_t chunks = p.pp * p.virtualStages;
  Link tpLink = groupLink(cluster, p.tpIntraNode, p.tpPerNode);
  const Link &ppLink = linkOf(cluster, p.ppIntraNode);
  ForwardSeconds t =
      forwardSeconds(model, cluster, c.perMicrobatch, tp, peakFlops);
  constexpr int blocks = int(Kernel::Place::Blocks),
                before = int(Kernel::Place::Before),
                after = int(Kernel::Place::After);
  // Where attention runs fused (attentionFused), its kernel replaces the
  // chain of Q K^T, the softmax's loops and P V in every forward pass; in
  // training its backward kernel runs in the input gradient's pass (for
  // the chain's kernels again there) and makes dQ, dK and dV itself (the
  // weight gradient has none of the chain's GEMMs).
  double attentionBackward[3] = {};
  if (attentionFused(p, options))
    for (int place : {blocks, before, after}) {
      t.all[place] += t.fused[place] - t.attention[place];
      t.gemms[place] -= t.attentionGemms[place];
      attentionBackward[place] = t.fusedBackward[place] - t.fused[place];
    }
  double forwardCompute = t.all[blocks] * c.share;
  double gemmCompute = t.gemms[blocks] * c.share;
  double backwardExtra = attentionBackward[blocks] * c.share;
  // Without stages the one chunk runs everything; with them, the first
  // and last stages run their extra work besides.
  double extraForward = t.all[before] + t.all[after];
  double extraGemms = t.gemms[before] + t.gemms[after];
  double extraBackward = attentionBackward[before] + attentionBackward[after];
  if (chunks == 1) {
    forwardCompute += extraForward;
    gemmCompute += extraGemms;
    backwardExtra += extraBackward;
  }
  // The forward pass's all-reduces over tp, and the backward's: a model's
  // layers make runs of equal sizes, each costed once (the search costs
  // every plan so); each in `pieces` collectives of a share of its bytes.
  auto reductions = [&](const std::vector<double> &all, double pieces = 1) {
    std::pair<double, double> secondsAndBytes{0, 0};
    for (size_t i = 0, next = 0; i < all.size(); i = next) {
      while (next < all.size() && all[next] == all[i])
        ++next;
      double count = double(next - i) * c.share;
      double local = all[i] * c.perMicrobatch;
      secondsAndBytes.first +=
          allReduceSeconds(tp, local, tpLink, pieces) * count;
      if (tp > 1)
        secondsAndBytes.second +=
            double(shardrt::ringAllReduceBytes(tp, int64_t(local))) * count;
    }
    return secondsAndBytes;
  };
  auto [tpSeconds, tpBytes] = reductions(model.rowOutputBytes);
  auto [reduced, tpBackBytes] = reductions(model.inputGradientBytes);
  // Under sequence parallelism the backward pass (a ZB-H1 W pass) gathers
  // each column-parallel input again (backwardTpFactor). A full
  // recomputation's forward gathers it again instead (its reductions
  // counted twice below).
  bool gathersAgain = p.sequenceParallel && p.recompute != Recompute::Full;
  tpBackBytes *= backwardTpFactor(gathersAgain);
  auto backward = [&](int64_t k) {
    return backwardTp(
        p, options.training && cluster.overlapsAllReduce, k, reduced,
        gemmCompute, gathersAgain, [&](double pieces) {
          return reductions(model.inputGradientBytes, pieces).first;
        });
  };
  ChunkedForward chunked = chunkForward(
      model, cluster, options, p, c.perMicrobatch * c.share, tpSeconds,
      gemmCompute,
      [&](double pieces) {
        return reductions(model.rowOutputBytes, pieces).first;
      },
      [&](int64_t k) {
        BackwardTp b = backward(k);
        return options.training ? b.seconds - b.hidden : 0.0;
      });
  p.collectiveMatmulChunks = chunked.chunks;
  tpSeconds = chunked.seconds;
  double tpForwardHidden = chunked.hidden, chunkCopies = chunked.copies;
  BackwardTp back = backward(p.collectiveMatmulChunks);
  double tpBackSeconds = back.seconds, tpBackHidden = back.hidden;
  double sendSeconds =
      p.pp > 1 ? ppLink.latency + c.boundary / ppLink.bandwidth : 0;

  d.costs.forward =
      forwardCompute + chunkCopies + tpSeconds - tpForwardHidden + sendSeconds;
  // Backward: the input gradient runs the forward's kernels again (its
  // GEMMs transposed, each loop nest's derivative), all-reduces over tp
  // and sends back; the weight gradient runs the GEMMs once more.
  // Recomputation runs the forward (and its all-reduces) again first.
  // Unfused under selective recomputation, the backward makes the scores
  // again as the forward did, loops and all.
  d.costs.backward =
      forwardCompute + tpBackSeconds - tpBackHidden + sendSeconds;
  double recomputedScores = 0;
  if (!attentionFused(p, options) && p.recompute == Recompute::Selective)
    recomputedScores = t.scores[blocks] * c.share;
  if (options.training)
    d.costs.backward += backwardExtra;
  d.costs.backward += recomputedScores;
  if (p.recompute == Recompute::Full)
    d.costs.backward +=
        forwardCompute + chunkCopies + tpSeconds - tpForwardHidden;
  d.costs.weightGradient = gemmCompute;
  if (chunks > 1) {
    // Each chunk's blocks against the mean's (the send the same), and the
    // first and last chunks' extra work.
    double blockPart = (d.costs.forward - sendSeconds) / d.costs.forward;
    for (double blockShare : c.layout->blocks)
      d.costs.stageScale.push_back(blockPart * blockShare / c.share + 1.0 -
                                   blockPart);
    d.costs.stageScale.front() += t.all[before] / d.costs.forward;
    d.costs.stageScale.back() += t.all[after] / d.costs.forward;
  }

  bool full = p.recompute == Recompute::Full;
  double forwardPasses = options.training ? (full ? 3.0 : 2.0) : 1.0;
  // The forward's reductions run again under full recomputation.
  double tpForwardPasses = options.training && full ? 2.0 : 1.0;
  double tpBackward = options.training ? 1.0 : 0.0;
  double sendPasses = options.training ? 2.0 : 1.0;
  // Compute per device: each chunk's, and the extra work's share.
  double extraShare = chunks > 1 ? 1.0 / double(chunks) : 0.0;
  double forwardOnce = forwardCompute + extraForward * extraShare + chunkCopies;
  double backwardOnly = options.training
                            ? gemmCompute + backwardExtra +
                                  (extraGemms + extraBackward) * extraShare
                            : 0;
  p.compute = c.work *
              (forwardPasses * (forwardCompute + extraForward * extraShare) +
               backwardOnly + recomputedScores + tpForwardPasses * chunkCopies);
  d.backwardCompute = p.compute - c.work * forwardOnce;
  p.tpTime =
      c.work * (tpForwardPasses * tpSeconds + tpBackward * tpBackSeconds);
  p.tpHidden = c.work * (tpForwardPasses * tpForwardHidden + tpBackHidden);
  p.ppTime = c.work * sendPasses * sendSeconds;
  p.tpBytes = c.work * (tpForwardPasses * tpBytes + tpBackward * tpBackBytes);
  // Under sequence parallelism each weight tp leaves whole gets its
  // gradient from each rank's share of the tokens: all-reduced over tp
  // once a step.
  if (p.sequenceParallel && options.training) {
    double whole = unsplitParamElements(model) / double(p.pp) *
                   double(model.dtypeBytes);
    p.tpGradientTime = allReduceSeconds(tp, whole, tpLink);
    p.tpTime += p.tpGradientTime;
    p.tpBytes += double(shardrt::ringAllReduceBytes(tp, int64_t(whole)));
  }
  p.ppBytes = p.pp > 1 ? c.work * sendPasses * c.boundary : 0;
}

/// A quantity's bytes per device and microbatch-chunk in flight: its part
/// split over tp, its part made before the first row-parallel reduction
/// and the rest, each spread over the chunks by its own shares (a stage of
/// the residual stream and the norms holds more of the rest than the
/// model's average).
struct PerDevice {
  double split = 0, leading = 0, rest = 0;
  double total() const { return split + leading + rest; }
  double in(const ChunkLayout::Shares &shares, size_t chunk) const {
    return split * shares.split[chunk] + leading * shares.leading[chunk] +
           rest * shares.rest[chunk];
  }
};

/// Sizes `d`'s activations: per microbatch-chunk in flight, and held
/// besides.
void costActivations(Draft &d, const ModelSummary &model,
                     const Options &options, const ChunkShare &c) {
  int64_t tp = d.plan.tp;
  double notSplit = double(d.plan.sequenceParallel ? tp : 1);
  // What the tp split reaches is split; the rest (the residual stream,
  // layernorms) every tp rank holds whole.
  // Under sequence parallelism that rest is split over tp too (a
  // column-parallel projection's input is gathered whole where it is
  // read, and gathered again for the backward pass from the share kept),
  // but for what comes before the first row-parallel reduction, where the
  // tokens are split.
  auto bytes = [](const OptionalSplit &s) { return s.activationBytes; };
  PerDevice activations{
      model.tpActivationBytes / double(tp) * c.perMicrobatch,
      model.leadingActivationBytes * c.perMicrobatch,
      (optionalPerDevice(model, tp, bytes) +
       (model.activationBytes - model.tpActivationBytes -
        model.leadingActivationBytes - optionalPerDevice(model, 1, bytes)) /
           notSplit) *
          c.perMicrobatch};
  const ChunkLayout &l = *c.layout;
  size_t chunks = l.blocks.size();
  // What a split weight gradient reads that its backward pass made: the
  // output gradient of each product by a weight and its input's copy in
  // the product's layout, kept until W runs.
  PerDevice weightProducts{
      model.tpWeightProductBytes / double(tp) * c.perMicrobatch, 0,
      (model.weightProductBytes - model.tpWeightProductBytes) / notSplit *
          c.perMicrobatch};
  // Attention's fused kernels, forward and backward, store no S x S: the
  // backward one makes the scores again block by block. Unfused, a
  // selective recomputation's backward makes one attention's again.
  PerDevice scores{model.tpScoreBytes / double(tp) * c.perMicrobatch, 0,
                   (model.scoreBytes - model.tpScoreBytes) * c.perMicrobatch};
  // As --dist-pipeline recomputes fully: a chunk keeps each block's input
  // (the residual stream, whole on every tp rank without sequence
  // parallelism) and rebuilds one block's activations at a time in the
  // backward. A checkpoint is the residual stream where the program has
  // blocks, else what a cut carries.
  double checkpoint = model.checkpointBytes > 0
                          ? model.checkpointBytes * c.perMicrobatch / notSplit
                          : c.boundary;
  bool fused = attentionFused(d.plan, options);
  double perBlock = c.share / c.blocksPerChunk;
  if (d.plan.recompute == Recompute::Full)
    d.transient =
        (activations.total() - (fused ? scores.total() : 0)) * perBlock;
  if (d.plan.recompute == Recompute::Selective && !fused)
    d.transient = scores.total() * perBlock;
  for (size_t i = 0; i < chunks; ++i) {
    double held = activations.in(l.activations, i);
    if (d.plan.recompute == Recompute::Selective || fused)
      held -= scores.in(l.scores, i);
    if (d.plan.recompute == Recompute::Full)
      held = checkpoint * l.checkpoints[i];
    d.costs.stageActivations.push_back(held);
    d.costs.stageAwaitingW.push_back(weightProducts.in(l.weightProducts, i));
  }
}

} // namespace

bool mlir::dist::plan::fusesAttention(const ModelSummary &model,
                                      const Cluster &cluster) {
  return cluster.attentionMaxHeadDim == 0 ||
         model.attentionHeadDim <= cluster.attentionMaxHeadDim;
}

/// `model` under the plan of these degrees, before its schedule runs;
/// nullopt if they do not suit it.
std::optional<Draft> mlir::dist::plan::draft(
    const ModelSummary &model, const Cluster &cluster, const Options &options,
    int64_t dp, int64_t pp, int64_t tp, int64_t microbatches, sm::Kind kind,
    int64_t virtualStages, Recompute recompute, StateSharding state,
    bool sequenceParallel, StageBalance balance) {
  if (!suits(model, options, dp, pp, tp, microbatches, virtualStages, recompute,
             state, sequenceParallel, balance))
    return std::nullopt;
  auto peak = cluster.peakFlops.find(model.dtype);
  if (peak == cluster.peakFlops.end())
    return std::nullopt;

  Draft d;
  Plan &p = d.plan;
  p.dp = dp;
  p.pp = pp;
  p.tp = tp;
  p.microbatches = microbatches;
  p.schedule = kind;
  p.virtualStages = virtualStages;
  p.recompute = recompute;
  p.state = state;
  p.sequenceParallel = sequenceParallel;
  p.balance = balance;
  p.fuseAttention = options.fuseAttention && fusesAttention(model, cluster);
  placeGroups(p, cluster);
  ChunkShare c = chunkShareOf(model, p);
  d.shape = sm::Shape{int(pp), int(microbatches), int(virtualStages),
                      !options.training};
  costPasses(d, model, cluster, options, c, peak->second);
  costWeights(d, model, cluster, options, c.work, c.blocksPerChunk);
  costActivations(d, model, options, c);
  // ZeRO-2's and FSDP's passes run their reduce_scatters (and FSDP's its
  // gathers: costShardedGradients): only the last pass's scatters and
  // ZeRO-2's gathers after the table remain. DDP's and ZeRO-1's chunks
  // reduce in their last actions.
  // A chunk's last action: its last backward pass, or under ZB-H1 its
  // last W pass (the weight gradients' share of one).
  double lastPass = d.backwardCompute / c.work;
  if (kind == sm::Kind::ZeroBubbleH1)
    lastPass *=
        d.costs.weightGradient / (d.costs.backward + d.costs.weightGradient);
  p.dpExposed = options.training
                    ? exposedDataParallel(
                          p, model, cluster, p.compute - d.backwardCompute,
                          d.backwardCompute, lastPass, c.blocksPerChunk) -
                          d.dpInPasses
                    : p.dpTime;
  double perPass = d.costs.forward;
  if (options.training)
    perPass += d.costs.backward + d.costs.weightGradient;
  // The busiest rank runs its chunks' passes, and the last stage waits for
  // the first microbatch's forward through the others (each at least the
  // lightest chunk's) before its own work.
  const std::vector<double> &scale = d.costs.stageScale;
  double busiest = scale.empty() ? double(virtualStages) : 0.0;
  for (int64_t r = 0; r < pp && !scale.empty(); ++r) {
    double chunks = 0;
    for (int64_t v = 0; v < virtualStages; ++v)
      chunks += scale[size_t(v * pp + r)];
    busiest = std::max(busiest, chunks);
  }
  double lightest =
      scale.empty() ? 1.0 : *std::min_element(scale.begin(), scale.end());
  d.minStep = double(microbatches) * busiest * perPass +
              double(pp - 1) * lightest * d.costs.forward + p.dpExposed +
              p.tpGradientTime + p.updateTime;
  // Some rank holds the largest chunk's activations at least once.
  d.minMemory = p.weightMemory + p.gradientMemory + p.optimizerMemory +
                *std::max_element(d.costs.stageActivations.begin(),
                                  d.costs.stageActivations.end()) +
                d.transient;
  return d;
}

/// Simulates the draft's schedule; nullopt if the schedule cannot run it.
std::optional<Plan> mlir::dist::plan::finish(const Draft &d,
                                             const Cluster &cluster,
                                             sm::Orders &orders) {
  // The order --dist-pipeline emits (ZB-H1's W passes placed as for
  // passes of equal cost), timed with the draft's costs.
  const sm::Schedule &schedule = orders.of(d.plan.schedule, d.shape);
  if (!schedule.error.empty())
    return std::nullopt;
  sm::Timeline timeline =
      sm::simulate(schedule, d.shape, d.plan.schedule, d.costs);
  if (!timeline.error.empty())
    return std::nullopt;
  Plan p = d.plan;
  p.bubble = timeline.bubble;
  // The rank that holds the most at once, its chunks weighed by their
  // shares (a forward program holds one microbatch-chunk while it runs).
  p.transientMemory = d.transient;
  p.activationMemory = *std::max_element(timeline.peakHeldBytes.begin(),
                                         timeline.peakHeldBytes.end()) +
                       d.transient;
  p.idle = std::max(0.0, timeline.makespan + p.tpGradientTime - p.compute -
                             (p.tpTime - p.tpHidden) - p.ppTime);
  // The optimizer's update runs once the passes and the gradients'
  // reductions are done, on every rank at once.
  p.compute += p.updateTime;
  p.step = timeline.makespan + p.dpExposed + p.tpGradientTime + p.updateTime;
  p.fits = p.memory() <= cluster.memory;
  return p;
}

std::optional<Plan> mlir::dist::plan::estimate(
    const ModelSummary &model, const Cluster &cluster, const Options &options,
    int64_t dp, int64_t pp, int64_t tp, int64_t microbatches, sm::Kind kind,
    int64_t virtualStages, Recompute recompute, StateSharding state,
    bool sequenceParallel, StageBalance balance) {
  std::optional<Draft> d =
      draft(model, cluster, options, dp, pp, tp, microbatches, kind,
            virtualStages, recompute, state, sequenceParallel, balance);
  if (!d)
    return std::nullopt;
  sm::Orders orders;
  return finish(*d, cluster, orders);
}

std::string mlir::dist::plan::formatBytes(double bytes) {
  static const char *const units[] = {"B", "KB", "MB", "GB", "TB"};
  int unit = 0;
  while (unit < 4 && bytes >= 1000) {
    bytes /= 1000;
    ++unit;
  }
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format(unit == 0 ? "%.0f %s" : "%.1f %s", bytes, units[unit]);
  return s;
}

std::string mlir::dist::plan::formatDevices(int64_t devices) {
  return std::to_string(devices) + (devices == 1 ? " device" : " devices");
}

std::string mlir::dist::plan::describe(const Plan &plan) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "dp=" << plan.dp << " pp=" << plan.pp << " tp=" << plan.tp;
  if (plan.recompute == Recompute::Full)
    os << ", recomputed";
  if (plan.recompute == Recompute::Selective)
    os << ", scores recomputed";
  if (plan.state == StateSharding::Optimizer)
    os << ", optimizer over dp";
  if (plan.state == StateSharding::Gradients)
    os << ", optimizer and gradients over dp";
  if (plan.state == StateSharding::Full)
    os << ", fully sharded over dp";
  if (plan.sequenceParallel)
    os << ", sequence parallel";
  if (plan.collectiveMatmulChunks > 1)
    os << " in " << plan.collectiveMatmulChunks << " chunks";
  if (!plan.fuseAttention)
    os << ", attention unfused";
  if (plan.microbatches > 1)
    os << ", " << plan.microbatches << " microbatches";
  if (plan.pp > 1) {
    os << ", " << sm::kindName(plan.schedule);
    if (plan.virtualStages > 1)
      os << " (" << plan.virtualStages << " chunks per rank)";
    if (plan.balance == StageBalance::Layers)
      os << ", stages by layers";
    if (plan.balance == StageBalance::LayersAndEnds)
      os << ", stages by layers and ends";
  }
  return s;
}
