//===- ScheduleReport.cpp - a pipeline's schedule under the cost model ----===//
//
// For every dist.pipeline, prints (to stdout) what its schedule costs: each
// rank's timeline of forward (F), backward (B) and weight-gradient (W)
// passes, idle time and bubble, peak in-flight microbatches and the most
// bytes it keeps between a microbatch's passes at once -- the stage's kept
// values (KeptBuffer) under the modelled order, which the runtime counts
// as the schedule runs (shard-run's `kept bytes`). Stage costs are the
// stages' FLOPs (scalar body ops times iterations, per microbatch). The
// schedule, microbatch count and virtual stages can be changed to compare;
// `training` models a backward (B and W each cost a forward, the usual
// assumption) for a forward pipeline; a pipeline whose stages run backward
// regions is modelled as the training step it is.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/pipeline/ScheduleModel.h"
#include "passes/pipeline/Stages.h"

#include "dialect/DistOps.h"
#include "support/Debug.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTSCHEDULEREPORT
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-schedule-report"

using namespace mlir;
using namespace mlir::dist;
namespace sm = mlir::dist::schedule;

namespace {

/// What one stage function costs per microbatch.
struct StageCost {
  double flops = 0;
  /// What its passes keep for later passes of the same microbatch: its
  /// schedule's kept buffers; for a stage written by hand without one, the
  /// tensors its ops make per microbatch, kept from forward to backward.
  std::vector<sm::Kept> kept;
};

/// The model's pass of a dist.schedule region kind.
sm::Pass passOf(StringRef kind) {
  return kind == ScheduleOp::kForward    ? sm::Pass::Forward
         : kind == ScheduleOp::kBackward ? sm::Pass::Backward
                                         : sm::Pass::WeightGradient;
}

/// The kept values of `schedule`, for the model.
void appendKept(ScheduleOp schedule, std::vector<sm::Kept> &kept) {
  for (const KeptBuffer &buffer : keptBuffers(schedule)) {
    sm::Kept k;
    k.chunk = int(schedule.getChunks()[buffer.maker]);
    k.from = passOf(schedule.getKind(buffer.maker));
    for (unsigned reader : buffer.readers)
      k.readers.push_back(passOf(schedule.getKind(reader)));
    k.bytes = buffer.slotBytes;
    kept.push_back(std::move(k));
  }
}

/// How often each region of `schedule` runs: the rows that name it.
SmallVector<int64_t> regionRuns(ScheduleOp schedule) {
  SmallVector<int64_t> runs(schedule.getBodies().size(), 0);
  for (int32_t region : schedule.getCases())
    ++runs[region];
  return runs;
}

StageCost costOf(func::FuncOp stage, int64_t microbatches, int chunks) {
  StageCost cost;
  // What runs once per step (the prologue, the step) is shared by the
  // microbatches; a schedule's regions run as often as its rows say.
  DenseMap<Operation *, SmallVector<int64_t>> runs;
  stage.walk([&](ScheduleOp schedule) {
    runs[schedule] = regionRuns(schedule);
    appendKept(schedule, cost.kept);
  });
  // A stage without a schedule (written by hand) is its passes in order:
  // what its ops make, over the microbatches and its chunks.
  double made = 0;
  stage.walk([&](Operation *op) {
    double times = 1;
    if (runs.empty() && op->getParentOp() == stage)
      for (Value r : op->getResults())
        if (std::optional<int64_t> bytes = staticTensorBytes(r.getType()))
          made += double(*bytes);
    if (auto schedule = op->getParentOfType<ScheduleOp>()) {
      Region *region = op->getParentRegion();
      while (region->getParentOp() != schedule)
        region = region->getParentOp()->getParentRegion();
      times = double(runs[schedule][region->getRegionNumber()]);
    }
    cost.flops += opFlops(op) * times;
  });
  if (runs.empty())
    for (int c = 0; c < chunks; ++c)
      cost.kept.push_back(
          {c,
           sm::Pass::Forward,
           {sm::Pass::Backward, sm::Pass::WeightGradient},
           int64_t(made / double(microbatches) / double(chunks))});
  cost.flops /= double(microbatches);
  return cost;
}

/// The schedules of `pipeline`'s stage functions.
SmallVector<ScheduleOp> schedulesOf(PipelineOp pipeline) {
  SmallVector<ScheduleOp> schedules;
  for (auto name : pipeline.getStages().getAsRange<FlatSymbolRefAttr>())
    if (auto fn =
            SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(pipeline, name))
      fn.walk([&](ScheduleOp schedule) { schedules.push_back(schedule); });
  return schedules;
}

/// The model chunks each rank of `pipeline` runs (1 + the largest chunk its
/// actions name).
int64_t chunksOf(PipelineOp pipeline) {
  int64_t chunks = 1;
  for (ScheduleOp schedule : schedulesOf(pipeline))
    for (auto [i, chunk] : llvm::enumerate(schedule.getChunks()))
      if (schedule.isAction(i))
        chunks = std::max<int64_t>(chunks, chunk + 1);
  return chunks;
}

/// True if `pipeline`'s stages run backward passes.
bool hasBackwardPasses(PipelineOp pipeline) {
  for (ScheduleOp schedule : schedulesOf(pipeline))
    for (unsigned i = 0; i < schedule.getBodies().size(); ++i)
      if (schedule.getKind(i) == ScheduleOp::kBackward ||
          schedule.getKind(i) == ScheduleOp::kWeightGradient)
        return true;
  return false;
}

std::string actionName(const sm::Action &a, int chunks) {
  static const char *names[] = {"F", "B", "W"};
  std::string text = names[int(a.pass)] + std::to_string(a.microbatch);
  if (chunks > 1)
    text += "." + std::to_string(a.chunk);
  return text;
}

/// The cost per microbatch of each stage of `pipeline`, in rank order.
std::vector<StageCost> stageCosts(PipelineOp pipeline, int chunks) {
  std::vector<StageCost> stages;
  for (auto name : pipeline.getStages().getAsRange<FlatSymbolRefAttr>())
    stages.push_back(costOf(
        SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(pipeline, name),
        pipeline.getMicrobatches(), chunks));
  return stages;
}

/// The mean FLOPs of `stages`.
double meanFlops(ArrayRef<StageCost> stages) {
  double mean = 0;
  for (const StageCost &s : stages)
    mean += s.flops;
  return mean / double(stages.size());
}

/// The model's costs: each chunk's stage cost relative to `mean`; a rank's
/// chunks split its cost.
sm::Costs scaledCosts(ArrayRef<StageCost> stages, double mean, int chunks) {
  sm::Costs costs;
  for (int c = 0; c < chunks; ++c)
    for (const StageCost &s : stages)
      costs.stageScale.push_back((mean > 0 ? s.flops / mean : 1.0) /
                                 double(chunks));
  return costs;
}

/// Prints the report's first lines: what is modelled and the time unit.
void printHeader(raw_ostream &os, PipelineOp pipeline, const sm::Shape &shape,
                 sm::Kind kind, bool isTraining, double forwardFlops) {
  os << "pipeline @" << pipeline.getSymName() << ": " << shape.ranks
     << " stages, " << shape.microbatches << " microbatches, " << shape.chunks
     << " chunk" << (shape.chunks > 1 ? "s" : "") << " per rank, schedule "
     << sm::kindName(kind)
     << (isTraining ? ", training (B = W = F)" : ", forward only") << "\n";
  os << "time unit: the mean stage's forward of one microbatch ("
     << llvm::format("%.0f", forwardFlops) << " FLOPs)\n";
}

/// Prints each rank's load (busy, idle, in-flight microbatches, kept bytes
/// at peak under `order`) and the schedule's makespan and bubble.
void printRankLoads(raw_ostream &os, const sm::Shape &shape,
                    ArrayRef<StageCost> stages, const sm::Schedule &order,
                    const sm::Timeline &timeline) {
  os << llvm::format("%-5s %-14s %-9s %-9s %-8s %-9s %s\n", "rank", "FLOPs/mb",
                     "busy", "idle", "bubble", "in-flight", "kept bytes");
  for (int r = 0; r < shape.ranks; ++r) {
    double busy = 0;
    for (const sm::Timed &t : timeline.ranks[r])
      busy += t.end - t.start;
    double idle = timeline.makespan - busy;
    os << llvm::format(
        "%-5d %-14.0f %-9.3f %-9.3f %-8.4f %-9d %lld\n", r, stages[r].flops,
        busy, idle, busy > 0 ? idle / busy : 0.0, timeline.peakInFlight[r],
        (long long)sm::heldAtPeak(order.ranks[r], stages[r].kept));
  }
  os << llvm::format("makespan %.3f; bubble (idle / busy, worst rank) "
                     "%.4f\n",
                     timeline.makespan, timeline.bubble);
}

/// Prints each rank's timeline of actions and idle gaps.
void printRankActions(raw_ostream &os, const sm::Shape &shape,
                      const sm::Timeline &timeline) {
  for (int r = 0; r < shape.ranks; ++r) {
    os << "rank " << r << ":";
    double clock = 0;
    for (const sm::Timed &t : timeline.ranks[r]) {
      if (t.start > clock + 1e-9)
        os << llvm::format(" (idle %.3g)", t.start - clock);
      os << " " << actionName(t.action, shape.chunks);
      clock = t.end;
    }
    os << "\n";
  }
}

struct DistScheduleReport
    : dist::impl::DistScheduleReportBase<DistScheduleReport> {
  using DistScheduleReportBase::DistScheduleReportBase;

  LogicalResult report(PipelineOp pipeline, raw_ostream &os) {
    std::string scheduleName =
        schedule.empty() ? pipeline.getSchedule().str() : schedule.getValue();
    std::optional<sm::Kind> kind = sm::parseKind(scheduleName);
    if (!kind)
      return pipeline.emitOpError()
             << "--dist-schedule-report: unknown schedule \"" << scheduleName
             << "\" (gpipe, 1f1b, interleaved-1f1b, zb-h1)";
    sm::Shape shape;
    shape.ranks = int(pipeline.getStages().size());
    shape.microbatches =
        int(microbatches > 0 ? microbatches : pipeline.getMicrobatches());
    // An interleaved pipeline's actions name their chunks.
    shape.chunks = int(std::max<int64_t>(virtualStages, chunksOf(pipeline)));
    // A training step's stages say so with their backward actions.
    bool runsBackward = hasBackwardPasses(pipeline);
    bool isTraining = training || runsBackward;
    shape.forwardOnly = !isTraining;
    // The model lists every action: keep it to what a report can show.
    int64_t m =
        microbatches > 0 ? int64_t(microbatches) : pipeline.getMicrobatches();
    if (m > 4096 || virtualStages < 1 || virtualStages > 64)
      return pipeline.emitOpError()
             << "--dist-schedule-report: models 1 to 4096 microbatches and 1 "
                "to 64 virtual stages, not "
             << m << " and " << int64_t(virtualStages);

    // Stage costs, relative to the mean; a rank's chunks split its cost.
    std::vector<StageCost> stages = stageCosts(pipeline, shape.chunks);
    double mean = meanFlops(stages);
    // The unit is a forward pass; a training stage's FLOPs hold its
    // backward too (B = W = F).
    double forwardFlops = runsBackward ? mean / 3 : mean;
    sm::Costs costs = scaledCosts(stages, mean, shape.chunks);

    // The order the pipeline pass emits (ZB-H1 places its weight gradients
    // for B = W = F), timed under the stages' costs.
    sm::Schedule built = sm::build(*kind, shape);
    if (!built.error.empty())
      return pipeline.emitOpError()
             << "--dist-schedule-report: " << built.error;
    sm::Timeline timeline = sm::simulate(built, shape, *kind, costs);
    if (!timeline.error.empty())
      return pipeline.emitOpError() << "--dist-schedule-report: schedule "
                                    << "deadlocks: " << timeline.error;

    printHeader(os, pipeline, shape, *kind, isTraining, forwardFlops);
    printRankLoads(os, shape, stages, built, timeline);
    printRankActions(os, shape, timeline);
    return success();
  }

  void runOnOperation() override {
    for (PipelineOp pipeline : getOperation().getOps<PipelineOp>()) {
      SHARD_DEBUG(llvm::dbgs()
                  << "[" DEBUG_TYPE "] pipeline @" << pipeline.getSymName()
                  << ": " << pipeline.getStages().size() << " stages\n");
      if (failed(report(pipeline, llvm::outs())))
        return signalPassFailure();
    }
    llvm::outs().flush();
  }
};

} // namespace
