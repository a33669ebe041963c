//===- PlanDraft.h - one plan before its schedule runs ----------*- C++ -*-===//
//
// What the cost model (PlanModel.cpp) hands the search (PlanSearch.cpp):
// a plan's costs before its schedule is simulated, with bounds the
// simulation can only raise, so that the search simulates few plans.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_PLAN_DRAFT_H
#define SHARD_PASSES_PLANNER_PLAN_DRAFT_H

#include "passes/planner/PlanModel.h"

namespace mlir::dist::plan {

/// A plan before its schedule runs: its costs, and bounds that the
/// simulation can only raise, so that the search simulates few plans.
struct Draft {
  Plan plan;
  schedule::Shape shape;
  schedule::Costs costs;
  /// Activation bytes held besides those in flight (costs' per-stage
  /// stageActivations and stageAwaitingW).
  double transient = 0;
  /// Seconds of compute per device in backward passes.
  double backwardCompute = 0;
  /// Seconds of the plan's dpTime that its passes run (ZeRO-2's
  /// reduce_scatters, less what the table's end waits for of the last
  /// pass's): the part a pass waits for is in its costs, the rest hides
  /// behind the passes.
  double dpInPasses = 0;
  /// The step without idle time; memory with one microbatch in flight.
  double minStep = 0, minMemory = 0;
};

/// `model` under the plan of these degrees, before its schedule runs;
/// nullopt if they do not suit it.
std::optional<Draft> draft(const ModelSummary &model, const Cluster &cluster,
                           const Options &options, int64_t dp, int64_t pp,
                           int64_t tp, int64_t microbatches,
                           schedule::Kind kind, int64_t virtualStages,
                           Recompute recompute, StateSharding state,
                           bool sequenceParallel,
                           StageBalance balance = StageBalance::Flops);

/// Simulates the draft's schedule, its order taken from `orders`; nullopt
/// if the schedule cannot run it.
std::optional<Plan> finish(const Draft &d, const Cluster &cluster,
                           schedule::Orders &orders);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_PLAN_DRAFT_H
