//===- PlanAnalysis.cpp - what the planner reads from a program and writes ===//

#include "passes/planner/PlanAnalysis.h"

#include "passes/Annotations.h"
#include "passes/pipeline/StagePlan.h"
#include "passes/pipeline/Stages.h"
#include "passes/spmd/ShardingRules.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// Where factor `f` is in `dims`: the dim it is the major factor of, -1 if
/// none holds it, -2 if one holds it as a minor factor (a split of it would
/// not be contiguous).
int majorDimOf(ArrayRef<SmallVector<unsigned, 2>> dims, unsigned f) {
  for (auto [d, factors] : llvm::enumerate(dims)) {
    if (factors.empty())
      continue;
    if (factors.front() == f)
      return int(d);
    if (llvm::is_contained(factors, f))
      return -2;
  }
  return -1;
}

/// What splitting one dim of a weight reaches.
struct ColumnTrace {
  bool valid = true;
  /// The weight every path ends at, reduced over the split: (argument,
  /// dim).
  std::optional<std::pair<unsigned, unsigned>> partner;
  /// The contractions that reduce over the split (their results are
  /// partial sums: one all-reduce each).
  SmallVector<Operation *> rowOps;
  /// Other weights the split reaches as a parallel dim (biases).
  SmallVector<std::pair<unsigned, unsigned>> companions;
  /// Sizes of the factors the split crosses.
  SmallVector<int64_t> sizes;
  /// The weight is reduced over the split right away, with no partner
  /// (a vocabulary-parallel embedding).
  bool alone = false;
};

/// The argument of the function whose body is `body`, and its dim, that
/// dim `dim` of `v` comes from: `v` is the argument, or is made from it
/// alone by ops the factor passes through as a major factor (transposes,
/// reshapes, elementwise ops with scalars). Nullopt otherwise.
std::optional<std::pair<unsigned, unsigned>> sourceDim(Value v, unsigned dim,
                                                       Block &body) {
  // Weights reach their contractions through a few such ops at most.
  for (int depth = 0; depth < 8; ++depth) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != &body)
        return std::nullopt;
      return std::make_pair(arg.getArgNumber(), dim);
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != &body)
      return std::nullopt;
    std::optional<FactorRule> rule = getFactorRule(def);
    if (!rule)
      return std::nullopt;
    const DimFactors &dims =
        rule->resultDims[cast<OpResult>(v).getResultNumber()];
    if (dim >= dims.size() || dims[dim].empty())
      return std::nullopt;
    unsigned f = dims[dim].front();
    SmallVector<Value> operands = ruleOperands(def, *rule);
    std::optional<std::pair<Value, unsigned>> from;
    for (auto [k, operand] : llvm::enumerate(operands)) {
      bool init = k < rule->tiedResult.size() && rule->tiedResult[k] >= 0;
      if (init || !isa<RankedTensorType>(operand.getType()))
        continue;
      int e = majorDimOf(ruleOperandDims(*rule, k), f);
      // A second tensor input: not made from one weight alone.
      if (from || e < 0)
        return std::nullopt;
      from = std::make_pair(operand, unsigned(e));
    }
    if (!from)
      return std::nullopt;
    std::tie(v, dim) = *from;
  }
  return std::nullopt;
}

/// A weight, as (argument, dim), or a work item, as (value, dim).
using ArgDim = std::pair<unsigned, unsigned>;
using ValueDim = std::pair<Value, unsigned>;

/// The weight (argument, dim) that operand k of `rule` holds factor f of.
std::optional<ArgDim> weightOf(const FactorRule &rule, ArrayRef<Value> operands,
                               size_t k, unsigned f, Block &body) {
  int e = majorDimOf(ruleOperandDims(rule, k), f);
  if (e < 0)
    return std::nullopt;
  return sourceDim(operands[k], unsigned(e), body);
}

/// Records `user`, which reduces over factor `f` of its operand `i` (`v`),
/// as a row op of `t`; false if it is neither the row-parallel contraction
/// with one partner nor `weight` reduced alone.
bool traceReduction(ColumnTrace &t, Operation *user, const FactorRule &rule,
                    ArrayRef<Value> operands, size_t i, unsigned f, Value v,
                    BlockArgument weight, Block &body) {
  // The row-parallel contraction: another weight is reduced over
  // the same factor.
  bool found = false;
  for (size_t k = 0; k < operands.size(); ++k) {
    std::optional<ArgDim> partner = weightOf(rule, operands, k, f, body);
    if (k == i || !partner || partner->first == 0)
      continue;
    if (t.partner && *t.partner != *partner)
      return false;
    t.partner = partner;
    found = true;
  }
  // The weight itself reduced over the split, with nothing else
  // that has it (an embedding's vocabulary): a partial result,
  // one all-reduce.
  bool alone =
      v == weight &&
      llvm::none_of(llvm::seq<size_t>(0, operands.size()), [&](size_t k) {
        return k != i && majorDimOf(ruleOperandDims(rule, k), f) != -1;
      });
  if (!found && !alone)
    return false;
  t.alone |= alone;
  t.rowOps.push_back(user);
  return true;
}

/// Follows parallel factor `f` of operand `i` through `user`: the other
/// weights that hold it join `t` as companions, the results that hold it
/// join `work`. False if a minor factor or the data holds it.
bool traceParallel(ColumnTrace &t, Operation *user, const FactorRule &rule,
                   ArrayRef<Value> operands, size_t i, unsigned f,
                   BlockArgument weight, Block &body,
                   SmallVectorImpl<ValueDim> &work) {
  for (size_t k = 0; k < operands.size(); ++k) {
    if (k == i)
      continue;
    if (majorDimOf(ruleOperandDims(rule, k), f) == -2)
      return false;
    std::optional<ArgDim> companion = weightOf(rule, operands, k, f, body);
    if (!companion || companion->first == weight.getArgNumber())
      continue;
    if (companion->first == 0)
      return false;
    t.companions.push_back(*companion);
  }
  for (auto [j, resultDims] : llvm::enumerate(rule.resultDims)) {
    int e = majorDimOf(resultDims, f);
    if (e == -2)
      return false;
    if (e >= 0)
      work.push_back({user->getResult(j), unsigned(e)});
  }
  return true;
}

/// Follows dim `d` of `v` into its use `use`; false if the use is one a
/// column/row pair cannot contain (see traceColumn).
bool traceUse(ColumnTrace &t, Value v, unsigned d, Operation *use,
              BlockArgument weight, Block &body,
              SmallVectorImpl<ValueDim> &work) {
  // A use inside an op's region: the op captures `v` (a lookup table).
  Operation *user = body.findAncestorOpInBlock(*use);
  if (!user || user == body.getTerminator())
    return false;
  std::optional<FactorRule> rule = getFactorRule(user);
  if (!rule)
    return false;
  SmallVector<Value> operands = ruleOperands(user, *rule);
  if (!llvm::is_contained(operands, v))
    return false;
  for (auto [i, operand] : llvm::enumerate(operands)) {
    if (operand != v)
      continue;
    ArrayRef<SmallVector<unsigned, 2>> dims = ruleOperandDims(*rule, i);
    if (d >= dims.size() || dims[d].empty())
      return false;
    unsigned f = dims[d].front();
    if (rule->blocked[f])
      return false;
    t.sizes.push_back(rule->sizes[f]);
    if (rule->isReduction[f]) {
      if (!traceReduction(t, user, *rule, operands, i, f, v, weight, body))
        return false;
      continue;
    }
    if (!traceParallel(t, user, *rule, operands, i, f, weight, body, work))
      return false;
  }
  return true;
}

/// Follows dim `dim` of weight `weight` through the body of `fn` (see the
/// header). Stops at the first thing a column/row pair cannot contain:
/// a factor that cannot be split, a reduction over it that is not a
/// contraction with another weight, a result, a minor factor, an op
/// without a rule or in a nested region.
ColumnTrace traceColumn(func::FuncOp fn, BlockArgument weight, unsigned dim) {
  ColumnTrace t;
  Block &body = fn.getBody().front();
  SmallVector<ValueDim> work = {{weight, dim}};
  DenseSet<ValueDim> seen;
  while (!work.empty()) {
    auto [v, d] = work.pop_back_val();
    if (!seen.insert({v, d}).second)
      continue;
    for (Operation *use : v.getUsers()) {
      if (!traceUse(t, v, d, use, weight, body, work)) {
        t.valid = false;
        return t;
      }
    }
  }
  // A pair, or a weight split alone; not both.
  if (t.partner.has_value() == t.alone)
    t.valid = false;
  return t;
}

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
/// planner can plan; returns the type of its first argument, the batch.
FailureOr<RankedTensorType> checkPlannable(func::FuncOp fn, MeshOp mesh) {
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
  auto dataType = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[0]);
  if (!dataType || !dataType.hasStaticShape() || dataType.getRank() == 0)
    return planError(fn)
           << "has a first argument of type " << fn.getArgumentTypes()[0]
           << "; the planner needs a statically shaped tensor whose dim 0 is "
              "the batch";
  for (Operation &op : body.without_terminator())
    if (!op.getRegions().empty() && !getFactorRule(&op))
      return mlir::emitError(op.getLoc())
             << "'" << op.getName()
             << "' has regions the planner cannot see through; inline or "
                "unroll it first";
  return dataType;
}

/// Reads the user's argument shardings into `a`, and the weights annotated
/// whole into `keepWhole`; fails on one the planner cannot keep.
LogicalResult readUserShardings(func::FuncOp fn, Analysis &a,
                                DenseSet<unsigned> &keepWhole) {
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
    if (i == 0) {
      for (int64_t d = 1; d < sharding.getRank(); ++d)
        if (sharding.isDimSharded(d))
          return planError(fn) << "argument 0 splits dim " << d
                               << "; the planner splits only the batch (dim "
                                  "0, over dp)";
      SmallVector<StringRef> axes = sharding.getDimAxes(0);
      if (!axes.empty() && axes != SmallVector<StringRef>{"dp"})
        return planError(fn) << "argument 0 splits the batch over other "
                                "axes than dp";
      a.summary.batchWhole = axes.empty();
    } else if (whole) {
      keepWhole.insert(i);
    }
  }
  return success();
}

/// Sums up `fn`'s sizes into `s`: its stages, batch, weights, FLOPs and
/// activations; `dataType` is its first argument's type.
LogicalResult summarizeSizes(func::FuncOp fn, RankedTensorType dataType,
                             ModelSummary &s) {
  Block &body = fn.getBody().front();
  if (hasCuts(fn))
    s.fixedStages = 1 + int64_t(llvm::count_if(body, [](Operation &op) {
                      return isa<StageBoundaryOp>(op);
                    }));
  s.batch = dataType.getDimSize(0);
  s.boundaryBytes = double(tensorBytes(dataType));
  // The weights: every other argument; their type is the largest one's.
  int64_t largest = -1;
  for (BlockArgument arg : body.getArguments().drop_front()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return planError(fn) << "argument " << arg.getArgNumber()
                           << " is not a statically shaped tensor";
    s.paramElements += double(type.getNumElements());
    s.paramBytes += double(tensorBytes(type));
    if (type.getNumElements() > largest) {
      largest = type.getNumElements();
      s.dtype = dtypeName(type.getElementType());
      if (s.dtype.empty())
        return planError(fn) << "has weights of type " << type.getElementType()
                             << "; the planner knows f32, bf16 and f16";
      s.dtypeBytes = int64_t(tensorBytes(type) /
                             std::max<int64_t>(1, type.getNumElements()));
    }
  }
  for (Operation &op : body.without_terminator()) {
    s.forwardFlops += opFlops(&op);
    for (Value r : op.getResults())
      if (auto type = dyn_cast<RankedTensorType>(r.getType());
          type && type.hasStaticShape() && !isa<arith::ConstantOp>(op))
        s.activationBytes += double(tensorBytes(type));
  }
  return success();
}

/// The tensor-parallel layout: each split weight's role, the row ops
/// (whose results are all-reduced) and the row weights of the pairs.
struct Layout {
  DenseMap<unsigned, ArgumentSplit> assigned;
  llvm::SetVector<Operation *> rowOps;
  DenseSet<unsigned> partners;
};

/// Adds the sizes that `t` splits to `s.tpSplitSizes`, each once.
void addSplitSizes(ModelSummary &s, const ColumnTrace &t) {
  for (int64_t size : t.sizes)
    if (size > 1 && !llvm::is_contained(s.tpSplitSizes, size))
      s.tpSplitSizes.push_back(size);
}

/// Gives dim `d` of `arg`, traced as `t`, its role in `layout`: split
/// alone, or the column of a pair; false if the pair's other weights are
/// not free for their role.
bool assignTrace(Layout &layout, BlockArgument arg, unsigned d,
                 const ColumnTrace &t, const DenseSet<unsigned> &keepWhole,
                 ModelSummary &s) {
  DenseMap<unsigned, ArgumentSplit> &assigned = layout.assigned;
  if (t.alone) {
    // Split alone: its result is partial, one all-reduce.
    assigned[arg.getArgNumber()] = {arg.getArgNumber(), d, /*row=*/true};
    layout.rowOps.insert(t.rowOps.begin(), t.rowOps.end());
    addSplitSizes(s, t);
    return true;
  }
  auto [row, rowDim] = *t.partner;
  // The pair's other weights must be free for their role.
  auto taken = [&](unsigned argument, unsigned dim, bool isRow) {
    if (argument == arg.getArgNumber() || keepWhole.contains(argument))
      return true;
    auto it = assigned.find(argument);
    return it != assigned.end() &&
           (it->second.dim != dim || it->second.row != isRow);
  };
  if (taken(row, rowDim, true) || llvm::any_of(t.companions, [&](auto c) {
        return taken(c.first, c.second, false);
      }))
    return false;
  assigned[arg.getArgNumber()] = {arg.getArgNumber(), d, false};
  assigned[row] = {row, rowDim, true};
  for (auto [c, cd] : t.companions)
    assigned[c] = {c, cd, false};
  layout.rowOps.insert(t.rowOps.begin(), t.rowOps.end());
  layout.partners.insert(row);
  addSplitSizes(s, t);
  return true;
}

/// The layout: weights in order, each dim from the last; a weight already
/// in a pair keeps its role.
Layout findLayout(func::FuncOp fn, const DenseSet<unsigned> &keepWhole,
                  ModelSummary &s) {
  Layout layout;
  for (BlockArgument arg : fn.getBody().front().getArguments().drop_front()) {
    auto type = cast<RankedTensorType>(arg.getType());
    if (type.getRank() < 2 || layout.assigned.count(arg.getArgNumber()) ||
        keepWhole.contains(arg.getArgNumber()))
      continue;
    for (int d = int(type.getRank()) - 1; d >= 0; --d) {
      ColumnTrace t = traceColumn(fn, arg, unsigned(d));
      if (t.valid && assignTrace(layout, arg, unsigned(d), t, keepWhole, s))
        break;
    }
  }
  return layout;
}

/// Checks that a weight the user split is split as the layout splits it.
LogicalResult checkUserSplits(func::FuncOp fn, const Analysis &a,
                              const DenseSet<unsigned> &keepWhole,
                              const Layout &layout) {
  for (unsigned i = 1; i < fn.getNumArguments(); ++i) {
    ShardingAttr user = a.userShardings[i];
    if (!user || keepWhole.contains(i))
      continue;
    auto found = layout.assigned.find(i);
    for (int64_t d = 0; d < user.getRank(); ++d) {
      SmallVector<StringRef> axes = user.getDimAxes(d);
      bool expected = found != layout.assigned.end() && found->second.dim == d;
      if ((axes.empty() && !expected) ||
          (axes == SmallVector<StringRef>{"tp"} && expected))
        continue;
      InFlightDiagnostic diag = planError(fn);
      diag << "argument " << i << " is annotated " << user
           << "; the layout found from the graph ";
      if (found == layout.assigned.end())
        diag << "leaves it whole";
      else
        diag << "splits its dim " << found->second.dim << " over tp";
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
    s.tpParamElements += double(type.getNumElements());
    s.tpParamBytes += double(tensorBytes(type));
    a.splits.push_back(split);
  }
  llvm::sort(a.splits, [](const ArgumentSplit &x, const ArgumentSplit &y) {
    return x.argument < y.argument;
  });
  for (Operation *op : layout.rowOps)
    s.rowOutputBytes.push_back(double(tensorBytes(op->getResult(0).getType())));
  s.blocks = int64_t(layout.partners.size());
}

} // namespace

SmallVector<func::FuncOp> mlir::dist::plan::functionsToPlan(ModuleOp module) {
  SmallVector<func::FuncOp> fns;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isExternal())
      fns.push_back(fn);
  return fns;
}

FailureOr<Analysis> mlir::dist::plan::analyzeForPlanning(func::FuncOp fn) {
  FailureOr<MeshOp> annotated = getAnnotatedMesh(fn);
  if (failed(annotated))
    return failure();
  FailureOr<RankedTensorType> dataType = checkPlannable(fn, *annotated);
  if (failed(dataType))
    return failure();

  Analysis a;
  ModelSummary &s = a.summary;
  s.name = fn.getSymName().str();
  a.mesh = *annotated;
  // The user's argument shardings: constraints the plan keeps.
  DenseSet<unsigned> keepWhole;
  if (failed(readUserShardings(fn, a, keepWhole)) ||
      failed(summarizeSizes(fn, *dataType, s)))
    return failure();
  Layout layout = findLayout(fn, keepWhole, s);
  if (failed(checkUserSplits(fn, a, keepWhole, layout)))
    return failure();
  recordLayout(fn, layout, a);
  return a;
}

LogicalResult mlir::dist::plan::applyPlan(func::FuncOp fn,
                                          const Analysis &analysis,
                                          const Plan &plan,
                                          StringRef meshName) {
  auto module = fn->getParentOfType<ModuleOp>();
  MLIRContext *ctx = fn.getContext();
  OpBuilder b(ctx);
  std::string name;
  if (MeshOp mesh = analysis.mesh) {
    // The user's mesh, with every axis at the plan's size.
    name = mesh.getSymName().str();
    mesh.setAxisNamesAttr(b.getStrArrayAttr({"dp", "pp", "tp"}));
    mesh.setShapeAttr(b.getDenseI64ArrayAttr({plan.dp, plan.pp, plan.tp}));
  } else {
    // A name of its own: the module may already use `meshName`.
    name = meshName.str();
    for (int i = 0; SymbolTable::lookupSymbolIn(module, name); ++i)
      name = (meshName + "_" + Twine(i)).str();
    b.setInsertionPointToStart(module.getBody());
    MeshOp::create(b, fn.getLoc(), name, b.getStrArrayAttr({"dp", "pp", "tp"}),
                   b.getDenseI64ArrayAttr({plan.dp, plan.pp, plan.tp}));
  }
  SmallVector<ShardingAttr> shardings;
  for (auto [i, type] : llvm::enumerate(fn.getArgumentTypes())) {
    if (ShardingAttr user = analysis.userShardings[i]) {
      shardings.push_back(user);
      continue;
    }
    auto tensor = cast<RankedTensorType>(type);
    SmallVector<SmallVector<StringRef>> dims(tensor.getRank());
    if (i == 0 && plan.dp > 1)
      dims[0].push_back("dp");
    for (const ArgumentSplit &split : analysis.splits)
      if (split.argument == i && plan.tp > 1)
        dims[split.dim].push_back("tp");
    shardings.push_back(ShardingAttr::get(ctx, name, dims));
  }
  setArgumentShardings(fn, shardings);
  if (plan.pp > 1 && !hasCuts(fn))
    return insertAutomaticCuts(fn, unsigned(plan.pp * plan.virtualStages),
                               "pp");
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
  FailureOr<Analysis> analysis = analyzeForPlanning(fn);
  if (failed(analysis))
    return failure();
  llvm::Expected<Choice> choice =
      choosePlan(analysis->summary, *cluster, options);
  if (!choice)
    return planError(fn) << "cannot be planned: "
                         << llvm::toString(choice.takeError());
  return Planned{std::move(*cluster), std::move(*analysis), std::move(*choice)};
}

/// Parses DPxPPxTP/MICROBATCHES/SCHEDULE[/recompute] and estimates it.
FailureOr<Plan> mlir::dist::plan::givenPlan(func::FuncOp fn, StringRef spec,
                                            const Planned &p,
                                            const Options &options) {
  SmallVector<StringRef> parts, degrees;
  spec.split(parts, '/');
  int64_t dp = 0, pp = 0, tp = 0, microbatches = 0;
  std::optional<schedule::Kind> kind;
  if (parts.size() >= 3) {
    parts[0].split(degrees, 'x');
    kind = schedule::parseKind(parts[2].str());
  }
  bool recompute = parts.size() == 4 && parts[3] == "recompute";
  if (parts.size() < 3 || parts.size() > 4 || degrees.size() != 3 ||
      degrees[0].getAsInteger(10, dp) || degrees[1].getAsInteger(10, pp) ||
      degrees[2].getAsInteger(10, tp) ||
      parts[1].getAsInteger(10, microbatches) || !kind ||
      (parts.size() == 4 && !recompute))
    return mlir::emitError(fn.getLoc())
           << "plan '" << spec
           << "' is not DPxPPxTP/MICROBATCHES/SCHEDULE[/recompute] (e.g. "
              "8x16x8/192/1f1b/recompute)";
  std::optional<Plan> plan =
      estimate(p.analysis.summary, p.cluster, options, dp, pp, tp, microbatches,
               *kind, *kind == schedule::Kind::Interleaved ? 2 : 1, recompute);
  if (!plan)
    return mlir::emitError(fn.getLoc())
           << "@" << fn.getSymName() << " cannot run " << spec << " on "
           << options.devices
           << " devices (the degrees must multiply to the devices and divide "
              "the batch and the split dims, the microbatches the local "
              "batch, the stages at most the blocks; the schedule must "
              "suit the pass)";
  return *plan;
}
