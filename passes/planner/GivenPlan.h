//===- GivenPlan.h - a plan given as text, parsed and estimated -*- C++ -*-===//
//
// The plans --dist-plan-report compares (`compare=`) and --dist-auto-plan
// writes (`plan=`) as a user gives them: degrees, microbatches, schedule
// and techniques in one string.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_GIVEN_PLAN_H
#define SHARD_PASSES_PLANNER_GIVEN_PLAN_H

#include "passes/planner/PlanAnalysis.h"

namespace mlir::dist::plan {

/// Parses a plan given as DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS] and its
/// techniques in any order, each at most once: /recompute or
/// /selective-recompute, /shard-optimizer, /shard-gradients or /fsdp,
/// /sequence-parallel, /collective-matmul[=N] (without N, the planner
/// chooses), /unfused-attention, /balance=BALANCE
/// (8x16x8/192/1f1b/recompute), and estimates it for `p`'s
/// function, cluster and options; reports on `fn` and fails if it is malformed
/// or cannot run.
FailureOr<Plan> givenPlan(func::FuncOp fn, StringRef spec, const Planned &p);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_GIVEN_PLAN_H
