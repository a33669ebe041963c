//===- PlanReport.cpp - the planner's choice against DP, PP and TP alone --===//

#include "passes/Passes.h"

#include "passes/ReportOutput.h"
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

/// "12.3 MB node": bytes a device sends and whether the group stays in a
/// node, or "-".
std::string traffic(double bytes, bool intraNode) {
  if (bytes <= 0)
    return "-";
  return formatBytes(bytes) + (intraNode ? " node" : " net");
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
     << ", " << m.dtype << "\n";
  os << llvm::format("  %-16s %-46s %11s %11s %11s %11s %11s %11s %8s %17s "
                     "%17s %17s %11s %s\n",
                     "plan", "split", "step ms", "compute ms", "tp ms", "pp ms",
                     "dp ms", "idle ms", "bubble", "tp sent/dev", "pp sent/dev",
                     "dp sent/dev", "memory/dev", "fits");
  for (const auto &[role, plan] : rowsOf(p.choice, given))
    os << llvm::format(
        "  %-16s %-46s %11.4g %11.4g %11.4g %11.4g %11.4g %11.4g %8.3f %17s "
        "%17s %17s %11s %s\n",
        role.c_str(), describe(*plan).c_str(), plan->step * 1e3,
        plan->compute * 1e3, plan->tpTime * 1e3, plan->ppTime * 1e3,
        plan->dpTime * 1e3, plan->idle * 1e3, plan->bubble,
        traffic(plan->tpBytes, plan->tpIntraNode).c_str(),
        traffic(plan->ppBytes, plan->ppIntraNode).c_str(),
        traffic(plan->dpBytes, plan->dpIntraNode).c_str(),
        formatBytes(plan->memory()).c_str(), plan->fits ? "yes" : "no");
  os << "  (node: the group stays inside a node; net: it crosses nodes; "
     << p.choice.considered << " plans estimated)\n";
  os << "  verdict: " << p.choice.verdict << "\n";
}

llvm::json::Object planJson(StringRef role, const Plan &plan) {
  return llvm::json::Object{{"role", role},
                            {"dp", plan.dp},
                            {"pp", plan.pp},
                            {"tp", plan.tp},
                            {"microbatches", plan.microbatches},
                            {"schedule", schedule::kindName(plan.schedule)},
                            {"virtual_stages", plan.virtualStages},
                            {"recompute", plan.recompute},
                            {"step_seconds", plan.step},
                            {"compute_seconds", plan.compute},
                            {"tp_seconds", plan.tpTime},
                            {"pp_seconds", plan.ppTime},
                            {"dp_seconds", plan.dpTime},
                            {"idle_seconds", plan.idle},
                            {"bubble", plan.bubble},
                            {"tp_bytes_per_device", plan.tpBytes},
                            {"pp_bytes_per_device", plan.ppBytes},
                            {"dp_bytes_per_device", plan.dpBytes},
                            {"tp_intra_node", plan.tpIntraNode},
                            {"pp_intra_node", plan.ppIntraNode},
                            {"dp_intra_node", plan.dpIntraNode},
                            {"weight_bytes", plan.weightMemory},
                            {"state_bytes", plan.stateMemory},
                            {"activation_bytes", plan.activationMemory},
                            {"memory_bytes", plan.memory()},
                            {"fits", plan.fits}};
}

llvm::json::Object toJson(const Planned &p,
                          ArrayRef<std::pair<std::string, Plan>> given) {
  const ModelSummary &m = p.analysis.summary;
  const Options &options = p.options;
  llvm::json::Array plans;
  for (const auto &[role, plan] : rowsOf(p.choice, given))
    plans.push_back(planJson(role, *plan));
  llvm::json::Array splits;
  for (const ArgumentSplit &s : p.analysis.splits)
    splits.push_back(llvm::json::Object{{"argument", s.argument},
                                        {"dim", s.dim},
                                        {"row", s.row},
                                        {"blocks", s.blocks}});
  return llvm::json::Object{{"function", m.name},
                            {"devices", options.devices},
                            {"cluster", p.cluster.name},
                            {"training", options.training},
                            {"batch", m.batch},
                            {"forward_flops", m.forwardFlops},
                            {"weight_bytes", m.paramBytes},
                            {"tp_blocks", m.blocks},
                            {"tp_splits", std::move(splits)},
                            {"plans", std::move(plans)},
                            {"considered", p.choice.considered},
                            {"verdict", p.choice.verdict}};
}

struct DistPlanReport : dist::impl::DistPlanReportBase<DistPlanReport> {
  using DistPlanReportBase::DistPlanReportBase;

  void runOnOperation() override {
    plan::Options options{devices, training};
    if (failed(writeReport(
            getOperation(), "dist-plan-report", output, json,
            [&](raw_ostream &text,
                llvm::json::Array &functions) -> LogicalResult {
              for (func::FuncOp fn : functionsToPlan(getOperation())) {
                FailureOr<Planned> planned = planFunction(fn, cluster, options);
                if (failed(planned))
                  return failure();
                SHARD_DEBUG(llvm::dbgs()
                            << "[" DEBUG_TYPE "] @" << fn.getSymName()
                            << ": best " << describe(planned->choice.best)
                            << "\n");
                SmallVector<std::pair<std::string, Plan>> given;
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
