//===- PlanModel.cpp - the 3D-parallel planner's cost model and search ----===//

#include "passes/planner/PlanModel.h"

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

const Link &linkOf(const Cluster &cluster, bool intraNode) {
  return intraNode ? cluster.intraNode : cluster.interNode;
}

/// Seconds of a ring all-reduce of `bytes` (per device) over `n` devices.
double allReduceSeconds(int64_t n, double bytes, const Link &link) {
  if (n <= 1)
    return 0;
  return double(shardrt::ringAllReduceBytes(n, int64_t(bytes))) /
             link.bandwidth +
         2.0 * double(n - 1) * link.latency;
}

std::vector<int64_t> divisors(int64_t n) {
  std::vector<int64_t> d;
  for (int64_t i = 1; i * i <= n; ++i)
    if (n % i == 0) {
      d.push_back(i);
      if (i != n / i)
        d.push_back(n / i);
    }
  std::sort(d.begin(), d.end());
  return d;
}

/// A plan before its schedule runs: its costs, and bounds that the
/// simulation can only raise, so that the search simulates few plans.
struct Draft {
  Plan plan;
  sm::Shape shape;
  sm::Costs costs;
  /// Activation bytes per microbatch-chunk in flight, and held besides.
  double perInFlight = 0, transient = 0;
  /// The step without idle time; memory with one microbatch in flight.
  double minStep = 0, minMemory = 0;
};

/// Whether the degrees suit the model and the options: dp x pp x tp is
/// the devices, they divide the batch and the split dims, the stages fit
/// the blocks, and the user's constraints hold.
bool suits(const ModelSummary &model, const Options &options, int64_t dp,
           int64_t pp, int64_t tp, int64_t microbatches, int64_t virtualStages,
           Recompute recompute, StateSharding state, bool sequenceParallel) {
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
      (sequenceParallel && (tp == 1 || pp > 1 || microbatches > 1)))
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
}

/// What one microbatch through one chunk of a plan is of the whole model.
struct ChunkShare {
  /// The share of the batch in one microbatch of one dp rank.
  double perMicrobatch = 0;
  /// The blocks in a chunk, and their share of the model's.
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
  // One microbatch through one chunk: a 1/chunks share of the blocks (the
  // largest share when they do not divide evenly).
  c.blocksPerChunk = p.pp > 1 ? std::ceil(double(model.blocks) / double(chunks))
                              : double(std::max<int64_t>(1, model.blocks));
  c.share = p.pp > 1 ? c.blocksPerChunk / double(model.blocks) : 1.0;
  c.boundary = model.boundaryBytes * c.perMicrobatch;
  c.work = m * double(p.virtualStages);
  return c;
}

/// What one tp rank holds of the optional splits: each split's `part`
/// (its weights' elements or its activation bytes), divided by tp where
/// tp divides the split.
template <typename Part>
double optionalPerDevice(const ModelSummary &model, int64_t tp, Part part) {
  double sum = 0;
  for (const OptionalSplit &split : model.optionalSplits)
    sum += part(split) / (dividesSplit(split.size, tp) ? double(tp) : 1.0);
  return sum;
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
  const Link &tpLink = linkOf(cluster, p.tpIntraNode);
  const Link &ppLink = linkOf(cluster, p.ppIntraNode);
  ForwardSeconds t =
      forwardSeconds(model, cluster, c.perMicrobatch, tp, peakFlops);
  constexpr int blocks = int(Kernel::Place::Blocks),
                before = int(Kernel::Place::Before),
                after = int(Kernel::Place::After);
  double forwardCompute = t.all[blocks] * c.share;
  double gemmCompute = t.gemms[blocks] * c.share;
  // Without stages the one chunk runs everything; with them, the first
  // and last stages run their extra work besides.
  double extraForward = t.all[before] + t.all[after];
  double extraGemms = t.gemms[before] + t.gemms[after];
  if (chunks == 1) {
    forwardCompute += extraForward;
    gemmCompute += extraGemms;
  }
  double tpSeconds = 0, tpBytes = 0;
  for (double bytes : model.rowOutputBytes) {
    double local = bytes * c.perMicrobatch;
    tpSeconds += allReduceSeconds(tp, local, tpLink);
    if (tp > 1)
      tpBytes += double(shardrt::ringAllReduceBytes(tp, int64_t(local)));
  }
  tpSeconds *= c.share;
  tpBytes *= c.share;
  double sendSeconds =
      p.pp > 1 ? ppLink.latency + c.boundary / ppLink.bandwidth : 0;

  d.costs.forward = forwardCompute + tpSeconds + sendSeconds;
  // Backward: the input gradient runs the forward's kernels again (its
  // GEMMs transposed, each loop nest's derivative), all-reduces over tp
  // and sends back; the weight gradient runs the GEMMs once more.
  // Recomputation runs the forward (and its all-reduces) again first;
  // selective recomputation only the scores, whose forward then runs fused
  // (the softmax's loops over S x S gone, its GEMMs kept).
  d.costs.backward = forwardCompute + tpSeconds + sendSeconds;
  if (p.recompute == Recompute::Full)
    d.costs.backward += forwardCompute + tpSeconds;
  double fusedSaving = 0, recomputedScores = 0;
  if (p.recompute == Recompute::Selective) {
    fusedSaving = t.scoreLoops[blocks] * c.share;
    recomputedScores = t.scores[blocks] * c.share;
    d.costs.forward -= fusedSaving;
    d.costs.backward += recomputedScores;
  }
  d.costs.weightGradient = gemmCompute;
  if (chunks > 1 && extraForward > 0) {
    d.costs.stageScale.assign(size_t(chunks), 1.0);
    d.costs.stageScale.front() += t.all[before] / d.costs.forward;
    d.costs.stageScale.back() += t.all[after] / d.costs.forward;
  }

  bool full = p.recompute == Recompute::Full;
  double forwardPasses = options.training ? (full ? 3.0 : 2.0) : 1.0;
  double tpPasses = options.training ? (full ? 3.0 : 2.0) : 1.0;
  double sendPasses = options.training ? 2.0 : 1.0;
  // Compute per device: each chunk's, and the extra work's share.
  double extraShare = chunks > 1 ? 1.0 / double(chunks) : 0.0;
  p.compute =
      c.work * (forwardPasses * (forwardCompute + extraForward * extraShare) +
                (options.training ? gemmCompute + extraGemms * extraShare : 0) -
                fusedSaving + recomputedScores);
  p.tpTime = c.work * tpPasses * tpSeconds;
  p.ppTime = c.work * sendPasses * sendSeconds;
  p.tpBytes = c.work * tpPasses * tpBytes;
  p.ppBytes = p.pp > 1 ? c.work * sendPasses * c.boundary : 0;
}

/// Sizes `p`'s weights and, in training, their state and the dp
/// all-reduce of their gradients.
void costWeights(Plan &p, const ModelSummary &model, const Cluster &cluster,
                 const Options &options) {
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
    // weight being read (at most the largest; the backward pass gathers
    // its own again).
    double gathered = p.pp > 1
                          ? localBytes
                          : std::min(localBytes, model.largestParamElements *
                                                     double(model.dtypeBytes));
    p.weightMemory = localBytes / double(p.dp) + gathered;
  }
  // Gradients in the weights' type, whole until the update reads them (the
  // reduce_scatter runs there); Adam's two moments in f32, and an f32
  // master copy of 16-bit weights, each dp rank holding its share of
  // these with the state sharded. The reduce_scatter and all_gather send
  // what the all_reduce would; fully sharded outside a pipeline, the
  // backward pass's gather sends half as much again.
  double optimizerElements =
      localElements / double(p.state != StateSharding::None ? p.dp : 1);
  p.gradientMemory = localBytes;
  p.optimizerMemory = optimizerElements * (model.dtypeBytes < 4 ? 12.0 : 8.0);
  double regather = full && p.pp == 1 ? 1.5 : 1.0;
  p.dpTime = regather *
             allReduceSeconds(p.dp, localBytes, linkOf(cluster, p.dpIntraNode));
  p.dpBytes = p.dp > 1 ? regather * double(shardrt::ringAllReduceBytes(
                                        p.dp, int64_t(localBytes)))
                       : 0;
}

/// Sizes `d`'s activations: per microbatch-chunk in flight, and held
/// besides.
void costActivations(Draft &d, const ModelSummary &model, const ChunkShare &c) {
  // What the tp split reaches is split; the rest (the residual stream,
  // layernorms) every tp rank holds whole.
  // Under sequence parallelism that rest is split over tp too.
  auto bytes = [](const OptionalSplit &s) { return s.activationBytes; };
  double perDevice = model.tpActivationBytes / double(d.plan.tp) +
                     optionalPerDevice(model, d.plan.tp, bytes) +
                     (model.activationBytes - model.tpActivationBytes -
                      optionalPerDevice(model, 1, bytes)) /
                         double(d.plan.sequenceParallel ? d.plan.tp : 1);
  double chunkActivations = perDevice * c.perMicrobatch * c.share;
  if (d.plan.recompute == Recompute::Selective) {
    // The scores are made again one attention at a time in the backward;
    // the forward pass's fused attention stores none.
    double scores = (model.tpScoreBytes / double(d.plan.tp) + model.scoreBytes -
                     model.tpScoreBytes) *
                    c.perMicrobatch * c.share;
    d.perInFlight = chunkActivations - scores;
    d.transient = scores / std::max(1.0, model.attentions * c.share);
  } else if (d.plan.recompute == Recompute::Full) {
    // As --dist-pipeline recomputes: a chunk keeps its input (the residual
    // stream, whole on every tp rank) and rebuilds its activations one
    // microbatch at a time in the backward.
    d.perInFlight = c.boundary;
    d.transient = chunkActivations;
  } else {
    d.perInFlight = chunkActivations;
  }
}

/// `model` under the plan of these degrees, before its schedule runs;
/// nullopt if they do not suit it.
std::optional<Draft> draft(const ModelSummary &model, const Cluster &cluster,
                           const Options &options, int64_t dp, int64_t pp,
                           int64_t tp, int64_t microbatches, sm::Kind kind,
                           int64_t virtualStages, Recompute recompute,
                           StateSharding state, bool sequenceParallel) {
  if (!suits(model, options, dp, pp, tp, microbatches, virtualStages, recompute,
             state, sequenceParallel))
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
  placeGroups(p, cluster);
  ChunkShare c = chunkShareOf(model, p);
  d.shape = sm::Shape{int(pp), int(microbatches), int(virtualStages),
                      !options.training};
  costPasses(d, model, cluster, options, c, peak->second);
  costWeights(p, model, cluster, options);
  costActivations(d, model, c);
  double perPass = d.costs.forward;
  if (options.training)
    perPass += d.costs.backward + d.costs.weightGradient;
  // The last stage waits for the first microbatch's forward through the
  // others before its own work.
  d.minStep = c.work * perPass + double(pp - 1) * d.costs.forward + p.dpTime;
  d.minMemory = p.weightMemory + p.gradientMemory + p.optimizerMemory +
                d.perInFlight + d.transient;
  return d;
}

/// Simulates the draft's schedule; nullopt if the schedule cannot run it.
std::optional<Plan> finish(const Draft &d, const Cluster &cluster,
                           const Options &options) {
  sm::Schedule schedule = sm::build(d.plan.schedule, d.shape, d.costs);
  if (!schedule.error.empty())
    return std::nullopt;
  sm::Timeline timeline =
      sm::simulate(schedule, d.shape, d.plan.schedule, d.costs);
  if (!timeline.error.empty())
    return std::nullopt;
  Plan p = d.plan;
  p.bubble = timeline.bubble;
  int inFlight = 1;
  if (options.training)
    for (int held : timeline.peakInFlight)
      inFlight = std::max(inFlight, held);
  p.activationMemory = d.perInFlight * double(inFlight) + d.transient;
  p.step = timeline.makespan + p.dpTime;
  p.idle = std::max(0.0, timeline.makespan - p.compute - p.tpTime - p.ppTime);
  p.fits = p.memory() <= cluster.memory;
  return p;
}

/// Faster; among equals, more data parallel, fewer stages, fewer
/// microbatches, less recomputation, less state sharded, the tokens whole
/// (fewer collectives).
bool better(const Plan &a, const Plan &b) {
  if (a.step != b.step)
    return a.step < b.step;
  if (a.dp != b.dp)
    return a.dp > b.dp;
  if (a.pp != b.pp)
    return a.pp < b.pp;
  if (a.microbatches != b.microbatches)
    return a.microbatches < b.microbatches;
  if (a.recompute != b.recompute)
    return a.recompute < b.recompute;
  if (a.state != b.state)
    return a.state < b.state;
  return !a.sequenceParallel && b.sequenceParallel;
}

/// The fastest plan of `drafts` that fits, simulating them by increasing
/// lower bound until the bound passes the best found.
std::optional<Plan> fastest(std::vector<const Draft *> drafts,
                            const Cluster &cluster, const Options &options,
                            int64_t &simulated) {
  llvm::stable_sort(drafts, [](const Draft *a, const Draft *b) {
    return a->minStep < b->minStep;
  });
  std::optional<Plan> best;
  for (const Draft *d : drafts) {
    if (best && d->minStep > best->step)
      break;
    if (d->minMemory > cluster.memory)
      continue;
    ++simulated;
    std::optional<Plan> p = finish(*d, cluster, options);
    if (p && p->fits && (!best || better(*p, *best)))
      best = p;
  }
  return best;
}

/// The plan of `drafts` that needs the least memory.
std::optional<Plan> smallest(std::vector<const Draft *> drafts,
                             const Cluster &cluster, const Options &options,
                             int64_t &simulated) {
  llvm::stable_sort(drafts, [](const Draft *a, const Draft *b) {
    return a->minMemory < b->minMemory;
  });
  std::optional<Plan> least;
  for (const Draft *d : drafts) {
    if (least && d->minMemory >= least->memory())
      break;
    ++simulated;
    std::optional<Plan> p = finish(*d, cluster, options);
    if (p && (!least || p->memory() < least->memory()))
      least = p;
  }
  return least;
}

/// A failure to choose a plan, saying why.
llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Checks that the devices can be planned for on `cluster` at all.
llvm::Error checkRequest(const ModelSummary &model, const Cluster &cluster,
                         const Options &options) {
  if (options.devices < 1)
    return fail("devices=" + llvm::Twine(options.devices) +
                " is not a device count");
  if (options.devices > cluster.devices())
    return fail("devices=" + llvm::Twine(options.devices) + " but " +
                cluster.name + " has " + llvm::Twine(cluster.devices()));
  if (!cluster.peakFlops.count(model.dtype))
    return fail("the cluster gives no peak_tflops for " + model.dtype +
                ", the weights' type");
  return llvm::Error::success();
}

/// The schedules the search tries, the first the one without stages use.
std::vector<sm::Kind> scheduleKinds(const Options &options) {
  std::vector<sm::Kind> kinds = {sm::Kind::GPipe};
  if (options.training)
    kinds = {sm::Kind::OneFOneB, sm::Kind::GPipe, sm::Kind::ZeroBubbleH1,
             sm::Kind::Interleaved};
  return kinds;
}

/// Drafts of every dp x pp x tp split of the devices, microbatch count,
/// schedule of `kinds`, recomputation and sharding of the optimizer that
/// suits the model.
std::vector<Draft> allDrafts(const ModelSummary &model, const Cluster &cluster,
                             const Options &options,
                             const std::vector<sm::Kind> &kinds) {
  std::vector<Draft> drafts;
  for (int64_t tp : divisors(options.devices))
    for (int64_t pp : divisors(options.devices / tp)) {
      int64_t dp = options.devices / (tp * pp);
      if (model.batch % dp != 0)
        continue;
      int64_t local = model.batch / dp;
      for (int64_t m = 1; m <= std::min(local, sm::kMaxMicrobatches); ++m) {
        // A pipeline uses up to 16 microbatches per stage.
        if (local % m != 0 || (m > 16 * pp && m != local))
          continue;
        for (sm::Kind kind : kinds)
          for (Recompute recompute :
               {Recompute::None, Recompute::Selective, Recompute::Full})
            for (StateSharding state :
                 {StateSharding::None, StateSharding::Optimizer,
                  StateSharding::Full})
              for (bool sequenceParallel : {false, true}) {
                // Sharded weights over stages are gathered whole for the
                // step: as fast as the optimizer alone and larger, never
                // chosen, so not simulated.
                // Sequence parallelism's limits are suits()'s, in draft().
                if ((pp == 1 && kind != kinds.front()) ||
                    whyNotExecutable(pp, m, recompute) ||
                    (pp > 1 && state == StateSharding::Full))
                  continue;
                int64_t v = kind == sm::Kind::Interleaved ? 2 : 1;
                if (std::optional<Draft> d =
                        draft(model, cluster, options, dp, pp, tp, m, kind, v,
                              recompute, state, sequenceParallel))
                  drafts.push_back(std::move(*d));
              }
      }
    }
  return drafts;
}

/// The drafts whose plans `keep` keeps.
template <typename Keep>
std::vector<const Draft *> selectDrafts(const std::vector<Draft> &drafts,
                                        Keep keep) {
  std::vector<const Draft *> chosen;
  for (const Draft &d : drafts)
    if (keep(d.plan))
      chosen.push_back(&d);
  return chosen;
}

/// The fastest plan of `drafts` that fits, counting the plans simulated
/// in `choice`.
std::optional<Plan> fastestOfAll(const std::vector<Draft> &drafts,
                                 const Cluster &cluster, const Options &options,
                                 Choice &choice) {
  // Tensor-parallel groups across nodes only when nothing else fits:
  // by where the groups fall, not their size (tp = 3 on 8-device nodes
  // has a group that straddles two).
  std::optional<Plan> best = fastest(
      selectDrafts(drafts, [&](const Plan &p) { return p.tpIntraNode; }),
      cluster, options, choice.considered);
  if (!best)
    best = fastest(
        selectDrafts(drafts, [&](const Plan &p) { return !p.tpIntraNode; }),
        cluster, options, choice.considered);
  return best;
}

/// Each parallelism alone in `choice`: its fastest plan that fits, else
/// its smallest.
void chooseAlone(const std::vector<Draft> &drafts, const Cluster &cluster,
                 const Options &options, Choice &choice) {
  auto alone = [&](auto keep) {
    std::vector<const Draft *> chosen = selectDrafts(drafts, keep);
    std::optional<Plan> p =
        fastest(chosen, cluster, options, choice.considered);
    return p ? p : smallest(chosen, cluster, options, choice.considered);
  };
  choice.dataOnly = alone([](const Plan &p) { return p.pp == 1 && p.tp == 1; });
  choice.pipelineOnly =
      alone([](const Plan &p) { return p.dp == 1 && p.tp == 1 && p.pp > 1; });
  choice.tensorOnly =
      alone([](const Plan &p) { return p.dp == 1 && p.pp == 1 && p.tp > 1; });
}

/// Why no plan of `drafts` fits: the smallest one's memory.
llvm::Error noFit(const std::vector<Draft> &drafts, const Cluster &cluster,
                  const Options &options, Choice &choice) {
  std::optional<Plan> least =
      smallest(selectDrafts(drafts, [](const Plan &) { return true; }), cluster,
               options, choice.considered);
  if (!least)
    return fail("no schedule runs a dp x pp x tp split of " +
                llvm::Twine(options.devices) + " devices");
  return fail("it does not fit on " + llvm::Twine(options.devices) +
              " devices of " + formatBytes(cluster.memory) +
              ": the smallest plan (" + describe(*least) + ") needs " +
              formatBytes(least->memory()) + " per device");
}

/// The memory that one device needs for the model (infinity if it cannot
/// run it), its first schedule of `kind`.
double oneDeviceMemory(const ModelSummary &model, const Cluster &cluster,
                       const Options &options, sm::Kind kind) {
  // One device: the weights, their state and one example's activations.
  ModelSummary unconstrained = model;
  unconstrained.fixedStages = 0;
  unconstrained.batchWhole = false;
  // As few examples at a time as the microbatch bound allows (one, unless
  // the batch is larger than the bound).
  int64_t oneAtATime = 1;
  for (int64_t m = std::min(model.batch, sm::kMaxMicrobatches); m >= 1; --m)
    if (model.batch % m == 0) {
      oneAtATime = m;
      break;
    }
  std::optional<Draft> one =
      draft(unconstrained, cluster, Options{1, options.training}, 1, 1, 1,
            oneAtATime, kind, 1, Recompute::None, StateSharding::None, false);
  return one ? one->minMemory : INFINITY;
}

/// Why the plan `b` splits the model as it does, given the memory that
/// one device would need.
std::string verdictOf(const Plan &b, double oneDevice, const Cluster &cluster) {
  bool fitsOne = oneDevice <= cluster.memory;
  if (b.pp == 1 && b.tp == 1 && fitsOne)
    return "fits on one device: data parallel";
  if (fitsOne)
    return "fits on one device, but splitting the model is "
           "predicted faster";
  std::vector<std::string> parts;
  if (b.tp > 1)
    parts.push_back(b.tpIntraNode ? "tensor parallel inside a node"
                                  : "tensor parallel across nodes (no "
                                    "plan with it inside a node fits)");
  if (b.pp > 1)
    parts.push_back(b.tp > 1 ? "pipelined across tensor-parallel groups"
                             : "pipelined");
  if (b.dp > 1)
    parts.push_back(b.pp == 1 && b.tp == 1 ? "data parallel"
                                           : "data parallel outermost");
  if (b.state == StateSharding::Optimizer)
    parts.push_back("the optimizer's state sharded over dp");
  if (b.state == StateSharding::Full)
    parts.push_back("the weights and their optimizer state sharded over dp "
                    "(FSDP)");
  if (b.sequenceParallel)
    parts.push_back("the tokens between tensor-parallel blocks split over "
                    "tp");
  if (b.recompute == Recompute::Selective)
    parts.push_back("attention's scores made again in the backward pass");
  if (b.recompute == Recompute::Full)
    parts.push_back("the forward pass made again in the backward pass");
  std::string verdict = "does not fit on one device (" +
                        formatBytes(oneDevice) + " > " +
                        formatBytes(cluster.memory) + "): ";
  if (b.pp > 1 || b.tp > 1)
    verdict += "split the model, ";
  for (size_t i = 0; i < parts.size(); ++i)
    verdict += (i ? ", " : "") + parts[i];
  return verdict;
}

} // namespace

std::optional<Plan>
mlir::dist::plan::estimate(const ModelSummary &model, const Cluster &cluster,
                           const Options &options, int64_t dp, int64_t pp,
                           int64_t tp, int64_t microbatches, sm::Kind kind,
                           int64_t virtualStages, Recompute recompute,
                           StateSharding state, bool sequenceParallel) {
  std::optional<Draft> d =
      draft(model, cluster, options, dp, pp, tp, microbatches, kind,
            virtualStages, recompute, state, sequenceParallel);
  if (!d)
    return std::nullopt;
  return finish(*d, cluster, options);
}

std::optional<std::string>
mlir::dist::plan::whyNotExecutable(int64_t pp, int64_t microbatches,
                                   Recompute recompute) {
  if (pp == 1 && microbatches == 1 && recompute != Recompute::None)
    return std::string("activation recomputation runs over stages or "
                       "microbatches");
  return std::nullopt;
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
  if (plan.state == StateSharding::Full)
    os << ", fully sharded over dp";
  if (plan.sequenceParallel)
    os << ", sequence parallel";
  if (plan.microbatches > 1)
    os << ", " << plan.microbatches << " microbatches";
  if (plan.pp > 1) {
    os << ", " << sm::kindName(plan.schedule);
    if (plan.virtualStages > 1)
      os << " (" << plan.virtualStages << " chunks per rank)";
  }
  return s;
}

llvm::Expected<Choice> mlir::dist::plan::choosePlan(const ModelSummary &model,
                                                    const Cluster &cluster,
                                                    const Options &options) {
  if (llvm::Error error = checkRequest(model, cluster, options))
    return std::move(error);
  std::vector<sm::Kind> kinds = scheduleKinds(options);
  std::vector<Draft> drafts = allDrafts(model, cluster, options, kinds);
  if (drafts.empty())
    return fail("no dp x pp x tp split of " + llvm::Twine(options.devices) +
                " devices suits it (batch " + llvm::Twine(model.batch) + ", " +
                llvm::Twine(model.blocks) + " tensor-parallel blocks)");

  Choice choice;
  std::optional<Plan> best = fastestOfAll(drafts, cluster, options, choice);
  chooseAlone(drafts, cluster, options, choice);
  if (!best)
    return noFit(drafts, cluster, options, choice);
  choice.best = *best;
  choice.verdict = verdictOf(
      choice.best, oneDeviceMemory(model, cluster, options, kinds.front()),
      cluster);
  return choice;
}
