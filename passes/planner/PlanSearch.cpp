//===- PlanSearch.cpp - the fastest plan that fits, and why ---------------===//
//
// Every dp x pp x tp split of the devices, microbatch count, schedule,
// recomputation and state sharding that suits the model, drafted by the
// cost model and simulated in order of their lower bounds until no
// unsimulated one can be faster; each parallelism alone; and the verdict
// that says why the choice splits the model as it does.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/PlanDraft.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir::dist;
using namespace mlir::dist::plan;
namespace sm = mlir::dist::schedule;

namespace {

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

/// A draft as the search keeps it: its plan and the bounds that order
/// the simulations. A large cluster's search drafts hundreds of thousands
/// of plans and simulates a few thousand, so it does not keep their costs
/// per stage; Simulation drafts each again whole.
struct Candidate {
  Plan plan;
  double minStep = 0, minMemory = 0;
};

/// Simulates candidates: each drafted again whole, its schedule's order
/// built once per kind and shape.
struct Simulation {
  const ModelSummary &model;
  const Cluster &cluster;
  const Options &options;
  sm::Orders orders;
  /// The candidates simulated.
  int64_t count = 0;

  std::optional<Plan> run(const Candidate &candidate) {
    ++count;
    const Plan &p = candidate.plan;
    std::optional<Draft> whole = draft(
        model, cluster, options, p.dp, p.pp, p.tp, p.microbatches, p.schedule,
        p.virtualStages, p.recompute, p.state, p.sequenceParallel, p.balance);
    return whole ? finish(*whole, cluster, orders) : std::nullopt;
  }
};

/// The fastest plan of `drafts` that fits, simulating them by increasing
/// lower bound until the bound passes the best found.
std::optional<Plan> fastest(std::vector<const Candidate *> drafts,
                            Simulation &simulation) {
  llvm::stable_sort(drafts, [](const Candidate *a, const Candidate *b) {
    return a->minStep < b->minStep;
  });
  std::optional<Plan> best;
  for (const Candidate *d : drafts) {
    if (best && d->minStep > best->step)
      break;
    if (d->minMemory > simulation.cluster.memory)
      continue;
    std::optional<Plan> p = simulation.run(*d);
    if (p && p->fits && (!best || better(*p, *best)))
      best = p;
  }
  return best;
}

/// The plan of `drafts` that needs the least memory.
std::optional<Plan> smallest(std::vector<const Candidate *> drafts,
                             Simulation &simulation) {
  llvm::stable_sort(drafts, [](const Candidate *a, const Candidate *b) {
    return a->minMemory < b->minMemory;
  });
  std::optional<Plan> least;
  for (const Candidate *d : drafts) {
    if (least && d->minMemory >= least->memory())
      break;
    std::optional<Plan> p = simulation.run(*d);
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

/// The chunks per rank the search tries for `kind` on `pp` stages: one,
/// or for interleaved 1F1B 2 up to 8 while every chunk has a block.
/// More chunks shrink the bubble and the warm-up's memory and send as many
/// times the activations; the cap bounds the search (each count is as
/// many drafts again).
std::vector<int64_t> chunksPerRank(const ModelSummary &model, sm::Kind kind,
                                   int64_t pp) {
  if (kind != sm::Kind::Interleaved)
    return {1};
  std::vector<int64_t> counts = {2};
  for (int64_t v = 3; v <= 8 && pp * v <= model.blocks; ++v)
    counts.push_back(v);
  return counts;
}

/// What the cuts of `pp` stages may balance: FLOPs, or blocks with or
/// without the work before and after them counted as layers (which holds
/// less on the first ranks, where a pipeline keeps most).
std::vector<StageBalance> stageBalances(int64_t pp) {
  if (pp == 1)
    return {StageBalance::Flops};
  return {StageBalance::Flops, StageBalance::Layers,
          StageBalance::LayersAndEnds};
}

/// Drafts of every dp x pp x tp split of the devices, microbatch count,
/// schedule of `kinds`, recomputation and sharding of the optimizer that
/// suits the model.
std::vector<Candidate> allDrafts(const ModelSummary &model,
                                 const Cluster &cluster, const Options &options,
                                 const std::vector<sm::Kind> &kinds) {
  std::vector<Candidate> drafts;
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
                  StateSharding::Gradients, StateSharding::Full})
              for (bool sequenceParallel : {false, true}) {
                // Sequence parallelism's limits are suits()'s, in draft().
                if (pp == 1 && kind != kinds.front())
                  continue;
                for (int64_t v : chunksPerRank(model, kind, pp))
                  for (StageBalance balance : stageBalances(pp))
                    if (std::optional<Draft> d = draft(
                            model, cluster, options, dp, pp, tp, m, kind, v,
                            recompute, state, sequenceParallel, balance))
                      drafts.push_back({d->plan, d->minStep, d->minMemory});
              }
      }
    }
  return drafts;
}

/// The drafts whose plans `keep` keeps.
template <typename Keep>
std::vector<const Candidate *>
selectDrafts(const std::vector<Candidate> &drafts, Keep keep) {
  std::vector<const Candidate *> chosen;
  for (const Candidate &d : drafts)
    if (keep(d.plan))
      chosen.push_back(&d);
  return chosen;
}

/// The fastest plan of `drafts` that fits.
std::optional<Plan> fastestOfAll(const std::vector<Candidate> &drafts,
                                 Simulation &simulation) {
  // Tensor-parallel groups across nodes only when nothing else fits:
  // by where the groups fall, not their size (tp = 3 on 8-device nodes
  // has a group that straddles two).
  std::optional<Plan> best = fastest(
      selectDrafts(drafts, [&](const Plan &p) { return p.tpIntraNode; }),
      simulation);
  if (!best)
    best = fastest(
        selectDrafts(drafts, [&](const Plan &p) { return !p.tpIntraNode; }),
        simulation);
  return best;
}

/// Each parallelism alone in `choice`: its fastest plan that fits, else
/// its smallest.
void chooseAlone(const std::vector<Candidate> &drafts, Simulation &simulation,
                 Choice &choice) {
  auto alone = [&](auto keep) {
    std::vector<const Candidate *> chosen = selectDrafts(drafts, keep);
    std::optional<Plan> p = fastest(chosen, simulation);
    return p ? p : smallest(chosen, simulation);
  };
  choice.dataOnly = alone([](const Plan &p) { return p.pp == 1 && p.tp == 1; });
  choice.pipelineOnly =
      alone([](const Plan &p) { return p.dp == 1 && p.tp == 1 && p.pp > 1; });
  choice.tensorOnly =
      alone([](const Plan &p) { return p.dp == 1 && p.pp == 1 && p.tp > 1; });
}

/// Why no plan of `drafts` fits: the smallest one's memory.
llvm::Error noFit(const std::vector<Candidate> &drafts,
                  Simulation &simulation) {
  std::optional<Plan> least = smallest(
      selectDrafts(drafts, [](const Plan &) { return true; }), simulation);
  int64_t devices = simulation.options.devices;
  if (!least)
    return fail("no schedule runs a dp x pp x tp split of " +
                formatDevices(devices));
  return fail("it does not fit on " + formatDevices(devices) + " of " +
              formatBytes(simulation.cluster.memory) + ": the smallest plan (" +
              describe(*least) + ") needs " + formatBytes(least->memory()) +
              " per device");
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
  if (b.state == StateSharding::Gradients)
    parts.push_back("the optimizer's state and the gradients sharded over "
                    "dp (ZeRO-2)");
  if (b.state == StateSharding::Full)
    parts.push_back("the weights, their gradients and optimizer state "
                    "sharded over dp (FSDP)");
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

llvm::Expected<Choice> mlir::dist::plan::choosePlan(const ModelSummary &model,
                                                    const Cluster &cluster,
                                                    const Options &options) {
  if (llvm::Error error = checkRequest(model, cluster, options))
    return std::move(error);
  std::vector<sm::Kind> kinds = scheduleKinds(options);
  std::vector<Candidate> drafts = allDrafts(model, cluster, options, kinds);
  if (drafts.empty())
    return fail("no dp x pp x tp split of " + llvm::Twine(options.devices) +
                " devices suits it (batch " + llvm::Twine(model.batch) + ", " +
                llvm::Twine(model.blocks) + " tensor-parallel blocks)");

  Choice choice;
  Simulation simulation{model, cluster, options};
  std::optional<Plan> best = fastestOfAll(drafts, simulation);
  chooseAlone(drafts, simulation, choice);
  choice.considered = simulation.count;
  if (!best)
    return noFit(drafts, simulation);
  choice.best = *best;
  choice.verdict = verdictOf(
      choice.best, oneDeviceMemory(model, cluster, options, kinds.front()),
      cluster);
  return choice;
}
