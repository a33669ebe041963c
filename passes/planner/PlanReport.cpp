//===- PlanReport.cpp - the planner's choice against DP, PP and TP alone --===//

#include "passes/Passes.h"

#include "passes/ReportOutput.h"
#include "passes/planner/GivenPlan.h"
#include "passes/planner/PlanAnalysis.h"
#include "support/Debug.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPLANREPORT
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-plan-report"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// The rows of the report: each single parallelism, the choice, then the
/// plans given to compare.
SmallVector<std::pair<std::string, const Plan *>>
rowsOf(const Choice &c, ArrayRef<std::pair<std::string, Plan>> given) {
  SmallVector<std::pair<std::string, const Plan *>> rows;
  if (c.dataOnly)
    rows.push_back({"data parallel", &*c.dataOnly});
  if (c.pipelineOnly)
    rows.push_back({"pipeline", &*c.pipelineOnly});
  if (c.tensorOnly)
    rows.push_back({"tensor parallel", &*c.tensorOnly});
  rows.push_back({"chosen", &c.best});
  for (const auto &[spec, plan] : given)
    rows.push_back({"given", &plan});
  return rows;
}

/// Why no plan runs one parallelism alone on every device (`axis`: 'd',
/// 'p' or 't'), for the report.
std::string whyNotAlone(const ModelSummary &model, const Options &options,
                        char axis) {
  int64_t n = options.devices;
  if (axis == 'd') {
    if (model.batchWhole)
      return "the batch is annotated whole";
    if (model.batch % n != 0)
      return "the batch (" + std::to_string(model.batch) +
             ") does not split in " + std::to_string(n);
  } else if (axis == 'p') {
    if (model.fixedStages && model.fixedStages != n)
      return "its cuts fix " + std::to_string(model.fixedStages) + " stages";
    if (n > model.blocks)
      return std::to_string(n) + " stages, but " +
             std::to_string(model.blocks) + " column/row blocks";
  } else {
    if (model.tpSplitSizes.empty())
      return "no tensor-parallel layout found in the graph";
    for (int64_t size : model.tpSplitSizes)
      if (size % n != 0)
        return "a split dim of " + std::to_string(size) +
               " does not divide in " + std::to_string(n);
  }
  return "no schedule runs it on " + formatDevices(n);
}

/// The single parallelisms no plan of `p` runs, and why.
SmallVector<std::pair<std::string, std::string>>
impossibleRows(const Planned &p) {
  const Choice &c = p.choice;
  const ModelSummary &m = p.analysis.summary;
  SmallVector<std::pair<std::string, std::string>> rows;
  if (!c.dataOnly)
    rows.push_back({"data parallel", whyNotAlone(m, p.options, 'd')});
  if (!c.pipelineOnly)
    rows.push_back({"pipeline", whyNotAlone(m, p.options, 'p')});
  if (!c.tensorOnly)
    rows.push_back({"tensor parallel", whyNotAlone(m, p.options, 't')});
  return rows;
}

/// How many GEMM shapes of `dtype` `c` carries measurements of.
int64_t measuredShapes(const Cluster &c, const std::string &dtype) {
  auto found = c.gemmEfficiency.find(dtype);
  return found == c.gemmEfficiency.end() ? 0 : int64_t(found->second.size());
}

/// How the cost model times compute on `c`: "GEMMs at 0.8 of peak in
/// 128 x 128 tiles over 108 units, loop nests at 1800 GB/s", and on a GPU
/// how it times fused attention where the model's can run so
/// (`attention`).
std::string computeAssumptions(const Cluster &c, const std::string &dtype,
                               bool attention) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (int64_t measured = measuredShapes(c, dtype)) {
    os << "GEMMs at the efficiency of the " << measured << " measured " << dtype
       << " shapes nearest theirs";
  } else if (c.memoryBandwidth <= 0 && c.gemmUnits == 0) {
    os << "compute at " << llvm::format("%.2g", c.efficiency) << " of peak";
    return s;
  } else {
    os << "GEMMs at " << llvm::format("%.2g", c.efficiency) << " of peak";
  }
  if (c.gemmUnits > 0)
    os << " in " << c.gemmTileM << " x " << c.gemmTileN << " tiles over "
       << c.gemmUnits << " units";
  if (c.memoryBandwidth > 0)
    os << ", loop nests at " << llvm::format("%.0f", c.memoryBandwidth / 1e9)
       << " GB/s";
  else
    os << ", loop nests at " << llvm::format("%.2g", c.efficiency)
       << " of peak";
  // On a GPU (GEMMs in tiles over units) the estimates take fused
  // attention at a tensor-core kernel's rate, which shard's CUDA attention
  // kernels (a query row per warp, on the vector units) do not reach: a
  // reader of the numbers must know.
  if (attention && c.gemmUnits > 0) {
    os << ", fused attention as the GEMMs of the score blocks its mask "
          "leaves open at ";
    if (c.attentionEfficiency > 0)
      os << llvm::format("%.2g", c.attentionEfficiency) << " of peak";
    else
      os << "that rate";
    os << " and its softmax's operations at "
       << (c.memoryBandwidth > 0 ? "the vector rate" : "that rate")
       << ", no S x S in memory "
          "(about what a tensor-core FlashAttention kernel takes; shard's "
          "CUDA attention kernels run a query row per warp on the vector "
          "units and have not been timed on a GPU)";
  }
  return s;
}

/// What the estimates of a report take as given, in words: the text
/// report's legend and the JSON's "assumptions" say the same.
struct Assumptions {
  std::string mfu, optimizer, memory, compute, overlap;
  /// Empty for a forward function (no dp collectives merge).
  std::string buckets;
};

Assumptions assumptionsOf(const Planned &p) {
  const ModelSummary &m = p.analysis.summary;
  bool training = p.options.training;
  bool overlaps = p.cluster.overlapsAllReduce;
  Assumptions a;
  a.mfu = std::string("model FLOPs") + (training ? " (3 x forward)" : "") +
          " per second over the device's " + m.dtype + " peak";
  a.optimizer = std::string("Adam's two moments, and f32 master weights of "
                            "16-bit ones") +
                (training ? ", its update (28 bytes an element a rank "
                            "updates) in the compute as a loop nest"
                          : "");
  // What "fits" leaves out: the runtime's and its libraries' own memory,
  // which no part of the program's memory plan holds.
  a.memory = "weights, gradients, the optimizer's state and activations; no "
             "workspace (the GEMM library's, the collectives' scratch, the "
             "communication library's buffers, a GPU's context)";
  a.compute = computeAssumptions(
      p.cluster, m.dtype, m.attentions > 0 && fusesAttention(m, p.cluster));
  if (!overlaps) {
    a.overlap = "nothing overlapped";
  } else {
    if (training)
      a.overlap =
          "dp's collectives behind the compute without stages or "
          "microbatches (gradients' all_reduces and reduce_scatters behind "
          "the backward pass, FSDP's gathers behind the block before); with "
          "them, DDP's all_reduces and ZeRO-1's reduce_scatters behind each "
          "chunk's last backward pass, ZeRO-2's and FSDP's reduce_scatters "
          "in flight behind the passes that make them and the next forward, "
          "and FSDP's gathers in each pass behind the block before; tp's "
          "backward reductions behind a weight gradient's GEMM (not under "
          "ZB-H1) and sequence parallelism's second gathers behind an input "
          "gradient's; ";
    a.overlap +=
        std::string("sequence parallelism's forward gathers and "
                    "scatters") +
        (training ? ", and the backward's gathers of output gradients," : "") +
        " in chunks (--collective-matmul) behind their GEMMs but for "
        "one chunk's; nothing else overlapped";
  }
  if (training)
    a.buckets = "dp's merged collectives in buckets (--bucket-bytes) that "
                "spend at most an eighth of their time in latency, from 1 MiB "
                "to a layer's weights";
  return a;
}

/// "32.64 s", "931.9 ms", "4.2 us": seconds in the unit that reads best.
std::string formatSeconds(double seconds) {
  // Below a picosecond: rounding of a sum that is zero.
  if (seconds < 1e-12)
    return "0";
  static const std::pair<double, const char *> units[] = {
      {1, "s"}, {1e-3, "ms"}, {1e-6, "us"}, {1e-9, "ns"}};
  for (auto [scale, unit] : units)
    if (seconds >= scale || scale == 1e-9)
      return llvm::formatv("{0} {1}", llvm::format("%.4g", seconds / scale),
                           unit)
          .str();
  return "";
}

/// What a plan delivers: model FLOP/s per device (the forward pass's
/// FLOPs, times 3 for a training step: recomputation not counted, as MFU
/// counts them), its fraction of the device's peak, and examples and
/// tokens (0: unknown) per second.
struct Throughput {
  double flopsPerDevice = 0, mfu = 0, examplesPerSecond = 0,
         tokensPerSecond = 0;
};

Throughput throughputOf(const Planned &p, const Plan &plan) {
  const ModelSummary &m = p.analysis.summary;
  Throughput t;
  if (plan.step <= 0)
    return t;
  double flops = m.forwardFlops * (p.options.training ? 3 : 1);
  t.flopsPerDevice = flops / plan.step / double(p.options.devices);
  auto peak = p.cluster.peakFlops.find(m.dtype);
  if (peak != p.cluster.peakFlops.end() && peak->second > 0)
    t.mfu = t.flopsPerDevice / peak->second;
  t.examplesPerSecond = double(m.batch) / plan.step;
  t.tokensPerSecond = t.examplesPerSecond * double(m.tokensPerExample);
  return t;
}

/// "12.3 MB node": bytes a device sends and whether the group stays in a
/// node, or "-".
std::string traffic(double bytes, bool intraNode) {
  if (bytes <= 0)
    return "-";
  return formatBytes(bytes) + (intraNode ? " node" : " net");
}

/// The shard-run options that run `plan` as --dist-auto-plan writes it
/// (the mesh, the layout, the cuts and the state's sharding are in the
/// IR; how the passes run is not).
std::string runFlags(const Plan &plan) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (plan.microbatches > 1)
    os << " --microbatches " << plan.microbatches;
  if (plan.hasTable())
    os << " --schedule " << schedule::kindName(plan.schedule);
  if (plan.virtualStages > 1)
    os << " --virtual-stages " << plan.virtualStages;
  if (plan.recompute == Recompute::Full)
    os << " --recompute";
  if (plan.recompute == Recompute::Selective)
    os << " --selective-recompute";
  if (plan.shardsGradientsPerPass())
    os << " --shard-gradients";
  if (plan.sequenceParallel)
    os << " --sequence-parallel=tp";
  if (plan.collectiveMatmulChunks > 1)
    os << " --collective-matmul=" << plan.collectiveMatmulChunks;
  if (!plan.fuseAttention)
    os << " --unfused-attention";
  if (plan.bucketBytes != kDefaultBucketBytes)
    os << " --bucket-bytes=" << plan.bucketBytes;
  return s.empty() ? s : s.substr(1);
}

void printText(const Planned &p, ArrayRef<std::pair<std::string, Plan>> given,
               raw_ostream &os) {
  const ModelSummary &m = p.analysis.summary;
  const Options &options = p.options;
  os << "plan for @" << m.name << " on " << options.devices << " devices of "
     << p.cluster.name << ", "
     << (options.training ? "a training step" : "the forward pass") << ":\n";
  os << llvm::format("  model: batch %lld, %.4g GFLOP forward, ",
                     (long long)m.batch, m.forwardFlops / 1e9)
     << "weights " << formatBytes(m.paramBytes) << " ("
     << formatBytes(m.tpParamBytes) << " split by tp in " << m.blocks
     << " column/row blocks), activations " << formatBytes(m.activationBytes)
     << ", " << m.dtype;
  if (m.attentions > 0 && m.attentionOpenShare < 0.995)
    os << llvm::format(", %.0f%% of attention's score blocks open",
                       100 * m.attentionOpenShare);
  os << "\n";
  // The split column as wide as its longest entry: aligned columns.
  int splitWidth = 5;
  for (const auto &row : rowsOf(p.choice, given))
    splitWidth = std::max(splitWidth, int(describe(*row.second).size()));
  os << llvm::format("  %-16s %-*s %10s %10s %10s %10s %10s %10s %7s %11s "
                     "%6s %10s %10s %14s %14s %14s %10s %10s %10s %10s %10s "
                     "%s\n",
                     "plan", splitWidth, "split", "step", "compute", "tp", "pp",
                     "dp", "idle", "bubble", "TFLOP/s/dev", "MFU", "examples/s",
                     "tokens/s", "tp sent/dev", "pp sent/dev", "dp sent/dev",
                     "weights", "gradients", "optimizer", "activation",
                     "memory/dev", "fits");
  for (const auto &[role, plan] : rowsOf(p.choice, given)) {
    Throughput t = throughputOf(p, *plan);
    std::string tokens =
        t.tokensPerSecond > 0
            ? llvm::formatv("{0}", llvm::format("%.4g", t.tokensPerSecond))
                  .str()
            : "-";
    os << llvm::format(
        "  %-16s %-*s %10s %10s %10s %10s %10s %10s %7.3f %11.4g %5.1f%% "
        "%10.4g %10s %14s %14s %14s %10s %10s %10s %10s %10s %s\n",
        role.c_str(), splitWidth, describe(*plan).c_str(),
        formatSeconds(plan->step).c_str(), formatSeconds(plan->compute).c_str(),
        formatSeconds(plan->tpTime).c_str(),
        formatSeconds(plan->ppTime).c_str(),
        formatSeconds(plan->dpTime).c_str(), formatSeconds(plan->idle).c_str(),
        plan->bubble, t.flopsPerDevice / 1e12, t.mfu * 100, t.examplesPerSecond,
        tokens.c_str(), traffic(plan->tpBytes, plan->tpIntraNode).c_str(),
        traffic(plan->ppBytes, plan->ppIntraNode).c_str(),
        traffic(plan->dpBytes, plan->dpIntraNode).c_str(),
        formatBytes(plan->weightMemory).c_str(),
        formatBytes(plan->gradientMemory).c_str(),
        formatBytes(plan->optimizerMemory).c_str(),
        formatBytes(plan->activationMemory).c_str(),
        formatBytes(plan->memory()).c_str(), plan->fits ? "yes" : "no");
  }
  for (const auto &[role, why] : impossibleRows(p))
    os << llvm::format("  %-16s none: %s\n", role.c_str(), why.c_str());
  Assumptions a = assumptionsOf(p);
  os << "  (node: the group stays inside a node; net: it crosses nodes; "
        "MFU: "
     << a.mfu << "; optimizer: " << a.optimizer << "; memory: " << a.memory
     << "; " << a.compute << ", " << a.overlap << "; "
     << (a.buckets.empty() ? "" : a.buckets + "; ") << p.choice.considered
     << " plans estimated)\n";
  os << "  verdict: " << p.choice.verdict << "\n";
  std::string flags = runFlags(p.choice.best);
  os << "  run: --dist-auto-plan writes the mesh, the layout and the cuts; "
        "shard-run runs it"
     << (flags.empty() ? " as it is" : " with " + flags) << "\n";
}

llvm::json::Object planJson(StringRef role, const Plan &plan,
                            const Throughput &t) {
  return llvm::json::Object{
      // A json::Value of a StringRef does not own it: the rows are
      // temporaries.
      {"role", role.str()},
      {"tflops_per_device", t.flopsPerDevice / 1e12},
      {"mfu", t.mfu},
      {"examples_per_second", t.examplesPerSecond},
      {"tokens_per_second", t.tokensPerSecond > 0
                                ? llvm::json::Value(t.tokensPerSecond)
                                : llvm::json::Value(nullptr)},
      {"dp", plan.dp},
      {"pp", plan.pp},
      {"tp", plan.tp},
      {"microbatches", plan.microbatches},
      {"schedule", schedule::kindName(plan.schedule)},
      {"virtual_stages", plan.virtualStages},
      {"stage_balance", stageBalanceName(plan.balance)},
      {"recompute", plan.recompute == Recompute::Full},
      {"selective_recompute", plan.recompute == Recompute::Selective},
      {"shard_optimizer", plan.state != StateSharding::None},
      {"shard_gradients", plan.shardsGradientsPerPass()},
      {"fsdp", plan.state == StateSharding::Full},
      {"sequence_parallel", plan.sequenceParallel},
      {"collective_matmul_chunks", plan.collectiveMatmulChunks},
      {"fused_attention", plan.fuseAttention},
      {"bucket_bytes", plan.bucketBytes},
      {"shard_run_flags", runFlags(plan)},
      {"step_seconds", plan.step},
      {"compute_seconds", plan.compute},
      {"update_seconds", plan.updateTime},
      {"tp_seconds", plan.tpTime},
      {"tp_hidden_seconds", plan.tpHidden},
      {"pp_seconds", plan.ppTime},
      {"dp_seconds", plan.dpTime},
      {"dp_exposed_seconds", plan.dpExposed},
      {"idle_seconds", plan.idle},
      {"bubble", plan.bubble},
      {"tp_bytes_per_device", plan.tpBytes},
      {"pp_bytes_per_device", plan.ppBytes},
      {"dp_bytes_per_device", plan.dpBytes},
      {"tp_intra_node", plan.tpIntraNode},
      {"pp_intra_node", plan.ppIntraNode},
      {"dp_intra_node", plan.dpIntraNode},
      {"weight_bytes", plan.weightMemory},
      {"gradient_bytes", plan.gradientMemory},
      {"optimizer_bytes", plan.optimizerMemory},
      {"activation_bytes", plan.activationMemory},
      {"activation_transient_bytes", plan.transientMemory},
      {"memory_bytes", plan.memory()},
      {"fits", plan.fits}};
}

llvm::json::Object assumptionsJson(const Assumptions &a) {
  return llvm::json::Object{{"mfu", a.mfu},
                            {"optimizer", a.optimizer},
                            {"memory", a.memory},
                            {"compute", a.compute},
                            {"overlap", a.overlap},
                            {"buckets", a.buckets.empty()
                                            ? llvm::json::Value(nullptr)
                                            : llvm::json::Value(a.buckets)}};
}

llvm::json::Object toJson(const Planned &p,
                          ArrayRef<std::pair<std::string, Plan>> given) {
  const ModelSummary &m = p.analysis.summary;
  const Options &options = p.options;
  llvm::json::Array plans;
  for (const auto &[role, plan] : rowsOf(p.choice, given))
    plans.push_back(planJson(role, *plan, throughputOf(p, *plan)));
  llvm::json::Array impossible;
  for (const auto &[role, why] : impossibleRows(p))
    impossible.push_back(llvm::json::Object{{"role", std::string(role)},
                                            {"reason", std::string(why)}});
  llvm::json::Array splits;
  for (const ArgumentSplit &s : p.analysis.splits)
    splits.push_back(llvm::json::Object{{"argument", s.argument},
                                        {"dim", s.dim},
                                        {"row", s.row},
                                        {"blocks", s.blocks},
                                        {"to_result", s.toResult}});
  return llvm::json::Object{
      {"function", m.name},
      {"devices", options.devices},
      {"cluster", p.cluster.name},
      {"training", options.training},
      {"batch", m.batch},
      {"forward_flops", m.forwardFlops},
      {"weight_bytes", m.paramBytes},
      {"activation_bytes", m.activationBytes},
      {"tp_blocks", m.blocks},
      {"tp_splits", std::move(splits)},
      {"tokens_per_example", m.tokensPerExample},
      {"efficiency", p.cluster.efficiency},
      {"memory_bandwidth_gb_per_s", p.cluster.memoryBandwidth / 1e9},
      {"gemm_units", p.cluster.gemmUnits},
      {"overlap_all_reduce", p.cluster.overlapsAllReduce},
      {"gemm_measured_shapes", measuredShapes(p.cluster, m.dtype)},
      {"attention_head_dim", m.attentionHeadDim},
      {"attention_open_share", m.attentionOpenShare},
      {"attention_efficiency", p.cluster.attentionEfficiency},
      {"attention_max_head_dim", p.cluster.attentionMaxHeadDim},
      {"gemm_tile",
       llvm::json::Array{p.cluster.gemmTileM, p.cluster.gemmTileN}},
      {"assumptions", assumptionsJson(assumptionsOf(p))},
      {"plans", std::move(plans)},
      {"impossible", std::move(impossible)},
      {"considered", p.choice.considered},
      {"verdict", p.choice.verdict}};
}

struct DistPlanReport : dist::impl::DistPlanReportBase<DistPlanReport> {
  using DistPlanReportBase::DistPlanReportBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    DistPlanReportBase::getDependentDialects(registry);
    planningFrontEnd().getDependentDialects(registry);
  }

  void runOnOperation() override {
    OpPassManager frontEnd = planningFrontEnd();
    if (failed(runPipeline(frontEnd, getOperation())))
      return signalPassFailure();
    plan::Options options{devices, training};
    if (failed(writeReport(
            getOperation(), "dist-plan-report", output, json,
            [&](raw_ostream &text,
                llvm::json::Array &functions) -> LogicalResult {
              SmallVector<func::FuncOp> fns = functionsToPlan(getOperation());
              liftForwardWeights(fns);
              for (func::FuncOp fn : fns) {
                FailureOr<Planned> planned = planFunction(fn, cluster, options);
                if (failed(planned))
                  return failure();
                SHARD_DEBUG(llvm::dbgs()
                            << "[" DEBUG_TYPE "] @" << fn.getSymName()
                            << ": best " << describe(planned->choice.best)
                            << "\n");
                SmallVector<std::pair<std::string, Plan>, 2> given;
                for (const std::string &spec : compare) {
                  FailureOr<Plan> plan = givenPlan(fn, spec, *planned);
                  if (failed(plan))
                    return failure();
                  given.push_back({spec, *plan});
                }
                if (json)
                  functions.push_back(toJson(*planned, given));
                else
                  printText(*planned, given, text);
              }
              return success();
            })))
      signalPassFailure();
  }
};

} // namespace
