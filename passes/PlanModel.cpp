//===- PlanModel.cpp - the 3D-parallel planner's cost model and search ----===//

#include "passes/PlanModel.h"

#include "runtime/Traffic.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace mlir::dist;
using namespace mlir::dist::plan;
namespace sm = mlir::dist::schedule;

namespace {

/// The link a group of `size` devices, `stride` apart, crosses; true if it
/// stays inside a node.
bool staysInNode(const Cluster &cluster, int64_t stride, int64_t size) {
  return size <= 1 || stride * size <= cluster.devicesPerNode;
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

} // namespace

std::optional<Plan>
mlir::dist::plan::estimate(const ModelSummary &model, const Cluster &cluster,
                           const Options &options, int64_t dp, int64_t pp,
                           int64_t tp, int64_t microbatches, sm::Kind kind,
                           int64_t virtualStages) {
  if (dp * pp * tp != options.devices || model.batch % dp != 0 ||
      (model.batch / dp) % microbatches != 0)
    return std::nullopt;
  for (int64_t size : model.tpSplitSizes)
    if (size % tp != 0)
      return std::nullopt;
  if (tp > 1 && model.tpSplitSizes.empty())
    return std::nullopt;
  int64_t chunks = pp * virtualStages;
  if (pp > 1 && chunks > model.blocks)
    return std::nullopt;
  auto peak = cluster.peakFlops.find(model.dtype);
  if (peak == cluster.peakFlops.end())
    return std::nullopt;

  Plan p;
  p.dp = dp;
  p.pp = pp;
  p.tp = tp;
  p.microbatches = microbatches;
  p.schedule = kind;
  p.virtualStages = virtualStages;
  p.tpIntraNode = staysInNode(cluster, 1, tp);
  p.ppIntraNode = staysInNode(cluster, tp, pp);
  p.dpIntraNode = staysInNode(cluster, tp * pp, dp);
  const Link &tpLink = linkOf(cluster, p.tpIntraNode);
  const Link &ppLink = linkOf(cluster, p.ppIntraNode);
  const Link &dpLink = linkOf(cluster, p.dpIntraNode);
  double m = double(microbatches);
  double perMicrobatch = 1.0 / (double(dp) * m);

  // One microbatch through one chunk (a 1/chunks share of the blocks; the
  // largest share when they do not divide evenly).
  double imbalance = pp > 1 ? std::ceil(double(model.blocks) / double(chunks)) *
                                  double(chunks) / double(model.blocks)
                            : 1.0;
  double chunkShare = imbalance / double(chunks);
  double flopRate = peak->second * cluster.efficiency;
  double forwardCompute =
      model.forwardFlops * perMicrobatch / double(tp) * chunkShare / flopRate;
  double tpSeconds = 0, tpBytes = 0;
  for (double bytes : model.rowOutputBytes) {
    double local = bytes * perMicrobatch;
    tpSeconds += allReduceSeconds(tp, local, tpLink);
    if (tp > 1)
      tpBytes += double(shardrt::ringAllReduceBytes(tp, int64_t(local)));
  }
  tpSeconds *= chunkShare;
  tpBytes *= chunkShare;
  double boundary = pp > 1 ? model.boundaryBytes * perMicrobatch : 0;
  double sendSeconds =
      pp > 1 ? ppLink.latency + boundary / ppLink.bandwidth : 0;

  sm::Shape shape{int(pp), int(microbatches), int(virtualStages),
                  !options.training};
  sm::Costs costs;
  costs.forward = forwardCompute + tpSeconds + sendSeconds;
  // Backward: the input gradient and the weight gradient cost a forward's
  // FLOPs each; the input gradient all-reduces over tp and sends back.
  costs.backward = forwardCompute + tpSeconds + sendSeconds;
  costs.weightGradient = forwardCompute;
  sm::Schedule schedule = sm::build(kind, shape, costs);
  if (!schedule.error.empty())
    return std::nullopt;
  sm::Timeline timeline = sm::simulate(schedule, shape, kind, costs);
  if (!timeline.error.empty())
    return std::nullopt;

  double passes = options.training ? 3.0 : 1.0;
  double tpPasses = options.training ? 2.0 : 1.0;
  double work = m * double(virtualStages);
  p.compute = work * passes * forwardCompute;
  p.tpTime = work * tpPasses * tpSeconds;
  p.ppTime = work * tpPasses * sendSeconds;
  p.tpBytes = work * tpPasses * tpBytes;
  p.ppBytes = pp > 1 ? work * tpPasses * boundary : 0;
  p.bubble = timeline.bubble;

  // Weights: the split part over tp, all of it over the stages.
  double localElements = (model.tpParamElements / double(tp) +
                          (model.paramElements - model.tpParamElements)) /
                         double(pp);
  double localBytes = localElements * double(model.dtypeBytes);
  p.weightMemory = localBytes;
  if (options.training) {
    // Gradients in the weights' type; Adam's two moments in f32, and an
    // f32 master copy of 16-bit weights.
    p.stateMemory =
        localBytes + localElements * (model.dtypeBytes < 4 ? 12.0 : 8.0);
    p.dpTime = allReduceSeconds(dp, localBytes, dpLink);
    p.dpBytes =
        dp > 1 ? double(shardrt::ringAllReduceBytes(dp, int64_t(localBytes)))
               : 0;
  }
  int inFlight = 1;
  if (options.training)
    for (int held : timeline.peakInFlight)
      inFlight = std::max(inFlight, held);
  p.activationMemory = model.activationBytes * perMicrobatch / double(tp) *
                       chunkShare * double(inFlight);
  p.step = timeline.makespan + p.dpTime;
  p.idle = std::max(0.0, timeline.makespan - p.compute - p.tpTime - p.ppTime);
  p.fits = p.memory() <= cluster.memory;
  return p;
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
  if (plan.pp > 1) {
    os << ", " << plan.microbatches << " microbatches, "
       << sm::kindName(plan.schedule);
    if (plan.virtualStages > 1)
      os << " (" << plan.virtualStages << " chunks per rank)";
  }
  return s;
}

llvm::Expected<Choice> mlir::dist::plan::choosePlan(const ModelSummary &model,
                                                    const Cluster &cluster,
                                                    const Options &options) {
  auto fail = [](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  if (options.devices < 1)
    return fail("devices=" + llvm::Twine(options.devices) +
                " is not a device count");
  if (options.devices > cluster.devices())
    return fail("devices=" + llvm::Twine(options.devices) + " but " +
                cluster.name + " has " + llvm::Twine(cluster.devices()));
  if (!cluster.peakFlops.count(model.dtype))
    return fail("the cluster gives no peak_tflops for " + model.dtype +
                ", the weights' type");

  Choice choice;
  std::optional<Plan> best, smallest, bestInNode;
  auto better = [](const Plan &a, const Plan &b) {
    // Faster; among equals, more data parallel, fewer stages, fewer
    // microbatches.
    if (a.step != b.step)
      return a.step < b.step;
    if (a.dp != b.dp)
      return a.dp > b.dp;
    if (a.pp != b.pp)
      return a.pp < b.pp;
    return a.microbatches < b.microbatches;
  };
  auto consider = [&](const Plan &p) {
    ++choice.considered;
    if (!smallest || p.memory() < smallest->memory())
      smallest = p;
    std::optional<Plan> *single = nullptr;
    if (p.pp == 1 && p.tp == 1)
      single = &choice.dataOnly;
    else if (p.dp == 1 && p.tp == 1)
      single = &choice.pipelineOnly;
    else if (p.dp == 1 && p.pp == 1)
      single = &choice.tensorOnly;
    if (single && (!*single || (p.fits && !(*single)->fits) ||
                   (p.fits == (*single)->fits && better(p, **single))))
      *single = p;
    if (!p.fits)
      return;
    if (!best || better(p, *best))
      best = p;
    if (p.tp <= cluster.devicesPerNode &&
        (!bestInNode || better(p, *bestInNode)))
      bestInNode = p;
  };

  std::vector<sm::Kind> kinds = {sm::Kind::GPipe};
  if (options.training)
    kinds = {sm::Kind::OneFOneB, sm::Kind::GPipe, sm::Kind::ZeroBubbleH1,
             sm::Kind::Interleaved};
  for (int64_t tp : divisors(options.devices))
    for (int64_t pp : divisors(options.devices / tp)) {
      int64_t dp = options.devices / (tp * pp);
      if (model.batch % dp != 0)
        continue;
      for (int64_t m : divisors(model.batch / dp)) {
        // One microbatch unless pipelined, and no more than a pipeline
        // can use: 16 per stage.
        if ((pp == 1 && m > 1) || m > 16 * pp)
          continue;
        for (sm::Kind kind : kinds) {
          if (pp == 1 && kind != kinds.front())
            continue;
          int64_t v = kind == sm::Kind::Interleaved ? 2 : 1;
          if (std::optional<Plan> p =
                  estimate(model, cluster, options, dp, pp, tp, m, kind, v))
            consider(*p);
        }
      }
    }
  if (!smallest)
    return fail("no dp x pp x tp split of " + llvm::Twine(options.devices) +
                " devices suits it (batch " + llvm::Twine(model.batch) + ", " +
                llvm::Twine(model.blocks) + " tensor-parallel blocks)");
  if (!best)
    return fail("it does not fit on " + llvm::Twine(options.devices) +
                " devices of " + formatBytes(cluster.memory) +
                ": the smallest plan (" + describe(*smallest) + ") needs " +
                formatBytes(smallest->memory()) + " per device");
  // Tensor parallelism across nodes only when nothing else fits.
  choice.best = bestInNode ? *bestInNode : *best;
  const Plan &b = choice.best;
  if (b.pp == 1 && b.tp == 1)
    choice.verdict = "fits on one device: data parallel";
  else if (choice.dataOnly && !choice.dataOnly->fits) {
    std::vector<std::string> parts;
    if (b.tp > 1)
      parts.push_back(b.tpIntraNode ? "tensor parallel inside a node"
                                    : "tensor parallel across nodes (no "
                                      "plan with it inside a node fits)");
    if (b.pp > 1)
      parts.push_back(b.tp > 1 ? "pipelined across tensor-parallel groups"
                               : "pipelined");
    if (b.dp > 1)
      parts.push_back("data parallel outermost");
    choice.verdict = "does not fit on one device (" +
                     formatBytes(choice.dataOnly->memory()) + " > " +
                     formatBytes(cluster.memory) + "): split the model, ";
    for (size_t i = 0; i < parts.size(); ++i)
      choice.verdict += (i ? ", " : "") + parts[i];
  } else
    choice.verdict = "fits on one device, but splitting the model is "
                     "predicted faster";
  return choice;
}
