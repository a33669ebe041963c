//===- PlanAnalysis.h - what the planner reads from a program and writes -*-
// C++ -*-===//
//
// Reads an unannotated function for the planner: its FLOPs, weights,
// activations, and its Megatron tensor-parallel layout, found from the
// graph: a weight is column-parallel when the dim it adds to its
// contraction's result reaches, through ops that keep it a parallel dim
// (elementwise ops, reshapes that keep it major, attention's per-head
// contractions), only contractions that reduce over it with another weight:
// its row-parallel partner. And writes a chosen plan back: the mesh, each
// argument's sharding and the pipeline's stage cuts.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_PLAN_ANALYSIS_H
#define SHARD_PASSES_PLANNER_PLAN_ANALYSIS_H

#include "passes/planner/PlanModel.h"
#include "passes/planner/TensorParallelLayout.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::dist::plan {

struct Analysis {
  ModelSummary summary;
  ArgumentRoles roles;
  SmallVector<ArgumentSplit> splits;
  /// A partly annotated function: its mesh (resized by the plan) and its
  /// arguments' shardings (null where none), which the plan keeps.
  MeshOp mesh;
  SmallVector<ShardingAttr> userShardings;
};

/// Analyzes `fn` (a public function with a body: a forward function, its
/// first argument the batch, or a training step; see ArgumentRoles.h);
/// reports on `fn` and fails if it cannot be planned. A partly
/// annotated function's annotations are constraints: its mesh may name
/// only dp, pp and tp; a batch argument may split its batch dim over dp
/// (or keep it whole: no data parallelism); a weight annotated whole leaves its
/// column/row pair unsplit; a weight split must be split as the layout
/// found from the graph splits it, over tp; dist.stage_boundary cuts fix
/// the number of stages. Planned for `training` (or a training step), its
/// activations are the forward values a backward pass reads.
FailureOr<Analysis> analyzeForPlanning(func::FuncOp fn, bool training);

/// Writes `plan` into the module of `fn`: the mesh @`meshName` of axes dp,
/// pp and tp (a partly annotated function's own mesh, resized), the
/// sharding of every argument of `fn` the user did not annotate (the batch
/// over dp, the layout's splits over tp, a training step's optimizer state
/// as its weight, the rest replicated) and of a training step's next
/// values (as their weights; split over dp too with a sharded optimizer:
/// training/ShardOptimizer.h), and, with pp > 1 and no cuts yet, stage
/// cuts balanced as the plan's balance says.
LogicalResult applyPlan(func::FuncOp fn, const Analysis &analysis,
                        const Plan &plan, StringRef meshName);

/// The functions the planner plans: public, with a body.
SmallVector<func::FuncOp> functionsToPlan(ModuleOp module);

/// Makes the weight constants of each forward function of `fns` arguments
/// (--dist-lift-weights): torch-mlir exports weights so, and the plan
/// splits arguments; each keeps its elements for shard-run.
void liftForwardWeights(ArrayRef<func::FuncOp> fns);

/// The front end (buildDistFrontEnd) as a pipeline on a module: the
/// planner's passes run it first, so that they plan the program the
/// partitioner will see (contractions over merged batch dims split, and
/// so each attention's column/row pair found) whether or not the user ran
/// --dist-front-end; it runs once on a module (dist.front_end), so
/// shard-run compiles the program planned.
OpPassManager planningFrontEnd();

struct Planned {
  Cluster cluster;
  Analysis analysis;
  Choice choice;
  /// The options planned with: a training step is planned as one.
  Options options;
};

/// Loads the cluster `clusterName` (built-in or a file), analyzes `fn` and
/// chooses its plan; reports on `fn` and fails if any step does.
FailureOr<Planned> planFunction(func::FuncOp fn, StringRef clusterName,
                                const Options &options);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_PLAN_ANALYSIS_H
