//===- PlanAnalysis.cpp - what the planner reads from a program and writes ===//

#include "passes/planner/PlanAnalysis.h"

#include "passes/Annotations.h"
#include "passes/Passes.h"
#include "passes/pipeline/StagePlan.h"
#include "passes/pipeline/Stages.h"
#include "passes/planner/ChunkLayout.h"
#include "passes/planner/ForwardKernels.h"
#include "passes/planner/InputGradients.h"
#include "passes/planner/TensorParallelLayout.h"
#include "passes/prepare/LiftWeights.h"
#include "passes/spmd/ElementwiseSums.h"
#include "passes/spmd/ShardingRules.h"
#include "passes/training/ShardOptimizer.h"

#include "dialect/DistOps.h"

#include "llvm/ADT/DenseSet.h"

#include <map>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// An error at `fn`'s location naming it (one line: not the op's text).
InFlightDiagnostic planError(func::FuncOp fn) {
  return mlir::emitError(fn.getLoc()) << "@" << fn.getSymName() << " ";
}

/// "f32", "bf16", "f16", or "" for another type.
std::string dtypeName(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isBF16())
    return "bf16";
  if (type.isF16())
    return "f16";
  return "";
}

/// Checks that `fn`, annotated over `mesh` (null if not), is one the
/// planner can plan: its mesh, its ops, its batch arguments (`roles`).
LogicalResult checkPlannable(func::FuncOp fn, MeshOp mesh,
                             const ArgumentRoles &roles) {
  Block &body = fn.getBody().front();
  if (mesh)
    for (Attribute axis : mesh.getAxisNames())
      if (!llvm::is_contained({"dp", "pp", "tp"},
                              cast<StringAttr>(axis).getValue()))
        return planError(fn)
               << "is annotated over mesh @" << mesh.getSymName()
               << ", whose axis \"" << cast<StringAttr>(axis).getValue()
               << "\" the planner does not plan (it plans dp, pp and tp)";
  if (fn.getNumArguments() == 0)
    return planError(fn) << "has no arguments; the planner splits the "
                            "batch of its first";
  for (auto [i, dim] : roles.batch) {
    auto type = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[i]);
    if (!type || !type.hasStaticShape() || dim < 0 || dim >= type.getRank()) {
      if (!roles.batchMarked)
        return planError(fn)
               << "has a first argument of type " << fn.getArgumentTypes()[i]
               << "; the planner needs a statically shaped "
                  "tensor whose dim 0 is the batch";
      return planError(fn) << "argument " << i << " is marked "
                           << DistDialect::kMicrobatchDimAttrName << " = "
                           << dim << " but has type "
                           << fn.getArgumentTypes()[i]
                           << "; the planner needs a statically shaped "
                              "tensor with that dim, the batch";
    }
    auto [first, firstDim] = roles.batch.front();
    if (type.getDimSize(dim) !=
        cast<RankedTensorType>(fn.getArgumentTypes()[first])
            .getDimSize(firstDim))
      return planError(fn) << "has batch arguments of different batch sizes ("
                           << first << " and " << i << ")";
  }
  for (Operation &op : body.without_terminator())
    if (!op.getRegions().empty() && !getFactorRule(&op))
      return mlir::emitError(op.getLoc())
             << "'" << op.getName()
             << "' has regions the planner cannot see through; inline or "
                "unroll it first";
  return success();
}

/// Reads the user's argument shardings into `a`, and the weights annotated
/// whole into `keepWhole`; fails on one the planner cannot keep.
LogicalResult readUserShardings(func::FuncOp fn, Analysis &a,
                                DenseSet<unsigned> &keepWhole) {
  const ArgumentRoles &roles = a.roles;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto sharding =
        fn.getArgAttrOfType<ShardingAttr>(i, DistDialect::kShardingAttrName);
    a.userShardings.push_back(sharding);
    if (!sharding)
      continue;
    if (sharding.isPartial())
      return planError(fn) << "argument " << i
                           << " is annotated partial; the planner keeps "
                              "only splits and whole tensors";
    bool whole = llvm::all_of(sharding.getDims(),
                              [](ArrayAttr axes) { return axes.empty(); });
    if (std::optional<int64_t> batchDim = roles.batchDim(i)) {
      for (int64_t d = 0; d < sharding.getRank(); ++d)
        if (d != *batchDim && sharding.isDimSharded(d))
          return planError(fn) << "argument " << i << " splits dim " << d
                               << "; the planner splits only the batch (dim "
                               << *batchDim << ", over dp)";
      SmallVector<StringRef> axes = sharding.getDimAxes(*batchDim);
      if (!axes.empty() && axes != SmallVector<StringRef>{"dp"})
        return planError(fn) << "argument " << i
                             << " splits the batch over other axes than dp";
      a.summary.batchWhole = axes.empty();
    } else if (whole) {
      keepWhole.insert(i);
    }
  }
  return success();
}

/// Sums up `fn`'s sizes into `s`: its stages, batch, weights, and its
/// forward pass's FLOPs (`roles`).
LogicalResult summarizeSizes(func::FuncOp fn, const ArgumentRoles &roles,
                             ModelSummary &s) {
  Block &body = fn.getBody().front();
  if (hasCuts(fn))
    s.fixedStages = 1 + int64_t(llvm::count_if(body, [](Operation &op) {
                      return isa<StageBoundaryOp>(op);
                    }));
  auto [first, batchDim] = roles.batch.front();
  auto dataType = cast<RankedTensorType>(fn.getArgumentTypes()[first]);
  s.batch = dataType.getDimSize(batchDim);
  // Token ids, [batch, sequence] integers: tokens per example.
  if (isa<IntegerType>(dataType.getElementType()) && dataType.getRank() == 2 &&
      batchDim == 0)
    s.tokensPerExample = dataType.getDimSize(1);
  // Rows per example: its tokens, or the dims of a [batch, ..., features]
  // input between the two.
  if (s.tokensPerExample > 0)
    s.rowsPerExample = s.tokensPerExample;
  else if (batchDim == 0)
    for (int64_t d = 1; d + 1 < dataType.getRank(); ++d)
      if (!dataType.isDynamicDim(d))
        s.rowsPerExample *= dataType.getDimSize(d);
  // What a cut carries (the residual stream), else the batch argument.
  s.boundaryBytes = cutBytes(fn);
  if (s.boundaryBytes <= 0)
    s.boundaryBytes = double(tensorBytes(dataType));
  // What recomputation keeps at a block's end: a checkpoint's bytes (each
  // block ends at one value, the residual stream).
  DenseSet<Value> checkpoints = blockBoundaryValues(fn);
  for (Value v : checkpoints)
    s.checkpointBytes += double(tensorBytes(v.getType()));
  if (!checkpoints.empty())
    s.checkpointBytes /= double(checkpoints.size());
  // The weights' type is the largest one's.
  int64_t largest = -1;
  s.weightCount = int64_t(roles.weights.size());
  for (unsigned w : roles.weights) {
    BlockArgument arg = body.getArgument(w);
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return planError(fn) << "argument " << arg.getArgNumber()
                           << " is not a statically shaped tensor";
    s.paramElements += double(type.getNumElements());
    s.paramBytes += double(tensorBytes(type));
    if (type.getNumElements() > largest) {
      largest = type.getNumElements();
      s.largestParamElements = double(largest);
      s.dtype = dtypeName(type.getElementType());
      if (s.dtype.empty())
        return planError(fn) << "has weights of type " << type.getElementType()
                             << "; the planner knows f32, bf16 and f16";
      s.dtypeBytes = int64_t(tensorBytes(type) /
                             std::max<int64_t>(1, type.getNumElements()));
    }
  }
  for (Operation &op : body.without_terminator())
    if (roles.inForward(&op))
      s.forwardFlops += opFlops(&op);
  return success();
}

/// Checks that a weight the user split is split as the layout splits it.
LogicalResult checkUserSplits(func::FuncOp fn, const Analysis &a,
                              const DenseSet<unsigned> &keepWhole,
                              const Layout &layout) {
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    ShardingAttr user = a.userShardings[i];
    if (!user || keepWhole.contains(i) || a.roles.isBatch(i))
      continue;
    auto found = layout.assigned.find(i);
    for (int64_t d = 0; d < user.getRank(); ++d) {
      SmallVector<StringRef> axes = user.getDimAxes(d);
      bool expected = found != layout.assigned.end() && found->second.dim == d;
      if ((axes.empty() && !expected) ||
          (axes == SmallVector<StringRef>{"tp"} && expected &&
           user.getDimBlocks(d) == found->second.blocks))
        continue;
      InFlightDiagnostic diag = planError(fn);
      diag << "argument " << i << " is annotated " << user
           << "; the layout found from the graph ";
      if (found == layout.assigned.end())
        diag << "leaves it whole";
      else
        diag << "splits its dim " << found->second.dim << " over tp"
             << (found->second.blocks > 1
                     ? " in " + std::to_string(found->second.blocks) + " blocks"
                     : "");
      return diag << ", and the planner estimates only that layout";
    }
  }
  return success();
}

/// Writes `layout` into `a`: its splits, by argument, and their sizes.
void recordLayout(func::FuncOp fn, const Layout &layout, Analysis &a) {
  ModelSummary &s = a.summary;
  for (auto &[argument, split] : layout.assigned) {
    auto type = cast<RankedTensorType>(fn.getArgumentTypes()[argument]);
    a.splits.push_back(split);
    if (split.toResult) {
      optionalSplitOf(s, type.getDimSize(split.dim)).paramElements +=
          double(type.getNumElements());
      continue;
    }
    s.tpParamElements += double(type.getNumElements());
    s.tpParamBytes += double(tensorBytes(type));
  }
  llvm::sort(a.splits, [](const ArgumentSplit &x, const ArgumentSplit &y) {
    return x.argument < y.argument;
  });
  // The weights by size and split, in order: a model's layers repeat a
  // few shapes, which the cost model then reads once each.
  std::map<std::pair<int64_t, int64_t>, int64_t> groups;
  for (unsigned w : a.roles.weights) {
    auto type = cast<RankedTensorType>(fn.getArgumentTypes()[w]);
    auto split = layout.assigned.find(w);
    ++groups[{type.getNumElements(), split == layout.assigned.end()
                                         ? 0
                                         : type.getDimSize(split->second.dim)}];
  }
  for (auto [shape, count] : groups)
    s.weightGroups.push_back({double(shape.first), shape.second, count});
  // One all-reduce per row-parallel result, but one per sum that adds
  // several (a parallel residual's attention and MLP outputs):
  // --dist-optimize-collectives adds the partial sums and reduces once.
  DenseSet<Operation *> sums;
  for (Operation *op : layout.rowOps) {
    Operation *sum = sumOf(op->getResult(0));
    if (!sum || sums.insert(sum).second)
      s.rowOutputBytes.push_back(
          double(tensorBytes(op->getResult(0).getType())));
  }
  s.inputGradientBytes = inputGradientBytes(fn, layout, a.roles);
  s.blocks = int64_t(layout.partners.size());
  // The blocks in the order the program first reads their rows.
  DenseMap<unsigned, double> elementsOfBlock;
  for (auto &[row, weights] : layout.blockWeights)
    for (unsigned w : weights)
      elementsOfBlock[row] += double(
          cast<RankedTensorType>(fn.getArgumentTypes()[w]).getNumElements());
  DenseSet<unsigned> seen;
  fn.walk([&](Operation *op) {
    for (Value operand : op->getOperands())
      if (auto arg = dyn_cast<BlockArgument>(operand);
          arg && arg.getOwner() == &fn.getBody().front() &&
          elementsOfBlock.count(arg.getArgNumber()) &&
          seen.insert(arg.getArgNumber()).second)
        s.blockParamElements.push_back(
            elementsOfBlock.lookup(arg.getArgNumber()));
  });
  s.tpSplitSizes.assign(layout.splitSizes.begin(), layout.splitSizes.end());
}

} // namespace

OpPassManager mlir::dist::plan::planningFrontEnd() {
  OpPassManager pm(ModuleOp::getOperationName());
  mlir::dist::buildDistFrontEnd(pm);
  return pm;
}

SmallVector<func::FuncOp> mlir::dist::plan::functionsToPlan(ModuleOp module) {
  SmallVector<func::FuncOp> fns;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isExternal())
      fns.push_back(fn);
  return fns;
}

void mlir::dist::plan::liftForwardWeights(ArrayRef<func::FuncOp> fns) {
  // A training step's constants are buffers nothing trains (a rotary
  // table): its weights are arguments already.
  for (func::FuncOp fn : fns)
    if (!forwardPass(fn))
      liftWeights(fn);
}

FailureOr<Analysis> mlir::dist::plan::analyzeForPlanning(func::FuncOp fn,
                                                         bool training) {
  FailureOr<MeshOp> annotated = getAnnotatedMesh(fn);
  if (failed(annotated))
    return failure();
  if (fn.getNumArguments() == 0)
    return planError(fn) << "has no arguments; the planner splits the "
                            "batch of its first";
  FailureOr<ArgumentRoles> roles = findArgumentRoles(fn);
  if (failed(roles) || failed(checkPlannable(fn, *annotated, *roles)))
    return failure();

  Analysis a;
  a.roles = std::move(*roles);
  ModelSummary &s = a.summary;
  s.name = fn.getSymName().str();
  a.mesh = *annotated;
  // The user's argument shardings: constraints the plan keeps.
  DenseSet<unsigned> keepWhole;
  if (failed(readUserShardings(fn, a, keepWhole)) ||
      failed(summarizeSizes(fn, a.roles, s)))
    return failure();
  Layout layout = findLayout(fn, a.roles, keepWhole);
  if (failed(checkUserSplits(fn, a, keepWhole, layout)))
    return failure();
  recordLayout(fn, layout, a);
  summarizeKernels(fn, a.roles, layout, training || a.roles.isTraining(), s);
  return a;
}

LogicalResult mlir::dist::plan::applyPlan(func::FuncOp fn,
                                          const Analysis &analysis,
                                          const Plan &plan,
                                          StringRef meshName) {
  auto module = fn->getParentOfType<ModuleOp>();
  MLIRContext *ctx = fn.getContext();
  OpBuilder b(ctx);
  MeshOp mesh = analysis.mesh;
  if (mesh) {
    // The user's mesh, with every axis at the plan's size.
    mesh.setAxisNamesAttr(b.getStrArrayAttr({"dp", "pp", "tp"}));
    mesh.setShapeAttr(b.getDenseI64ArrayAttr({plan.dp, plan.pp, plan.tp}));
  } else {
    // A name of its own: the module may already use `meshName`.
    std::string fresh = meshName.str();
    for (int i = 0; SymbolTable::lookupSymbolIn(module, fresh); ++i)
      fresh = (meshName + "_" + Twine(i)).str();
    b.setInsertionPointToStart(module.getBody());
    mesh = MeshOp::create(b, fn.getLoc(), fresh,
                          b.getStrArrayAttr({"dp", "pp", "tp"}),
                          b.getDenseI64ArrayAttr({plan.dp, plan.pp, plan.tp}));
  }
  StringRef name = mesh.getSymName();
  const ArgumentRoles &roles = analysis.roles;
  // Argument i's sharding: the user's, or the batch's over dp and the
  // layout's splits over tp.
  auto shardingOf = [&](unsigned i) -> ShardingAttr {
    if (ShardingAttr user = analysis.userShardings[i])
      return user;
    auto tensor = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[i]);
    if (!tensor)
      return {};
    SmallVector<SmallVector<StringRef>> dims(tensor.getRank());
    SmallVector<int64_t> blocks(tensor.getRank(), 1);
    if (std::optional<int64_t> batchDim = roles.batchDim(i);
        batchDim && plan.dp > 1)
      dims[*batchDim].push_back("dp");
    for (const ArgumentSplit &split : analysis.splits)
      if (split.argument == i && plan.tp > 1 &&
          (!split.toResult || tensor.getDimSize(split.dim) % plan.tp == 0)) {
        dims[split.dim].push_back("tp");
        blocks[split.dim] = split.blocks;
      }
    ShardingAttr sharding = ShardingAttr::get(ctx, name, dims);
    return ShardingAttr::get(sharding.getMesh(), sharding.getDims(), {},
                             ReductionKind::sum, blocks);
  };
  // A training step's optimizer state and next values take their
  // weight's sharding.
  SmallVector<ShardingAttr> shardings;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto follows = roles.argumentFollows.find(i);
    shardings.push_back(analysis.userShardings[i] ||
                                follows == roles.argumentFollows.end()
                            ? shardingOf(i)
                            : shardingOf(follows->second));
  }
  setArgumentShardings(fn, shardings);
  if (!roles.resultFollows.empty()) {
    SmallVector<ShardingAttr> results;
    for (unsigned k = 0; k < fn.getNumResults(); ++k) {
      auto user = fn.getResultAttrOfType<ShardingAttr>(
          k, DistDialect::kShardingAttrName);
      auto follows = roles.resultFollows.find(k);
      results.push_back(user || follows == roles.resultFollows.end()
                            ? user
                            : shardings[follows->second]);
    }
    setFunctionResultShardings(fn, results);
  }
  if (plan.state != StateSharding::None &&
      failed(
          shardOptimizerState(fn, roles, mesh, "dp",
                              /*weights=*/plan.state == StateSharding::Full)))
    return failure();
  // The cuts the planner costed: by a tp rank's FLOPs, as the pipeline
  // pass cuts a partitioned program.
  if (plan.pp > 1 && !hasCuts(fn)) {
    SmallVector<double> segmentFlops;
    for (const Segment &segment : analysis.summary.segments)
      segmentFlops.push_back(rankFlops(segment, plan.tp));
    return insertAutomaticCuts(fn, unsigned(plan.pp * plan.virtualStages), "pp",
                               plan.balance, segmentFlops);
  }
  return success();
}

FailureOr<Planned> mlir::dist::plan::planFunction(func::FuncOp fn,
                                                  StringRef clusterName,
                                                  const Options &options) {
  if (options.devices < 1)
    return planError(fn) << "cannot be planned for " << options.devices
                         << " devices; give devices=N (N >= 1)";
  llvm::Expected<Cluster> cluster = loadCluster(clusterName);
  if (!cluster)
    return planError(fn) << "cannot be planned: "
                         << llvm::toString(cluster.takeError());
  FailureOr<Analysis> analysis = analyzeForPlanning(fn, options.training);
  if (failed(analysis))
    return failure();
  // A training step is planned as one, whatever the option says.
  Options planned = options;
  planned.training |= analysis->roles.isTraining();
  llvm::Expected<Choice> choice =
      choosePlan(analysis->summary, *cluster, planned);
  if (!choice)
    return planError(fn) << "cannot be planned: "
                         << llvm::toString(choice.takeError());
  return Planned{std::move(*cluster), std::move(*analysis), std::move(*choice),
                 planned};
}
