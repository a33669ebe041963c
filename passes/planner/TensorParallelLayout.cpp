//===- TensorParallelLayout.cpp - Megatron's layout found from the graph --===//

#include "passes/planner/TensorParallelLayout.h"

#include "passes/spmd/ShardingRules.h"

#include "dialect/DistOps.h"

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
  /// What the contractions that make the split read whole besides the
  /// weight (a column-parallel projection's input): its gradient is
  /// partial over tp, one all-reduce in the backward pass.
  SmallVector<Value> columnInputs;
  /// Other weights the split reaches as a parallel dim (biases).
  SmallVector<std::pair<unsigned, unsigned>> companions;
  /// Sizes of the factors the split crosses.
  SmallVector<int64_t> sizes;
  /// The weight is reduced over the split right away, with no partner
  /// (a vocabulary-parallel embedding).
  bool alone = false;
  /// The split dim holds this many projections side by side (a fused QKV
  /// weight, sliced apart): it is split in as many blocks.
  int64_t blocks = 1;
  /// The split reaches the function's results.
  bool toResult = false;
  /// The values the split reaches (each op's results between the weight
  /// and its row contractions): what each tp rank holds a part of.
  SmallVector<std::pair<Value, unsigned>> reached;
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

/// What a trace follows one weight's dim through: the function's body,
/// its arguments' roles, the weight.
struct TraceScope {
  Block &body;
  const ArgumentRoles &roles;
  BlockArgument weight;
  /// The size of the weight's split dim.
  int64_t size;
};

/// Records that the split reaches dim `d` of `v` cut into `parts` equal
/// parts (a fused projection's q, k and v, sliced apart): the weight's dim
/// is split in as many blocks. False if they are not the weight's dim's
/// parts (a reshape changed it on the way) or disagree with earlier ones.
bool recordBlocks(ColumnTrace &t, Value v, unsigned d, int64_t parts,
                  const TraceScope &scope) {
  if (cast<RankedTensorType>(v.getType()).getDimSize(d) != scope.size ||
      (t.blocks != 1 && t.blocks != parts))
    return false;
  t.blocks = parts;
  return true;
}

/// The weight (argument, dim) that operand k of `rule` holds factor f of.
std::optional<ArgDim> weightOf(const FactorRule &rule, ArrayRef<Value> operands,
                               size_t k, unsigned f, Block &body) {
  int e = majorDimOf(ruleOperandDims(rule, k), f);
  if (e < 0)
    return std::nullopt;
  return sourceDim(operands[k], unsigned(e), body);
}

/// Whether `v` is computed from an argument that carries the batch.
bool readsBatch(Value v, const TraceScope &scope) {
  SmallVector<Value> work = {v};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value next = work.pop_back_val();
    if (!seen.insert(next).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(next)) {
      if (arg.getOwner() == &scope.body &&
          scope.roles.isBatch(arg.getArgNumber()))
        return true;
      continue;
    }
    llvm::append_range(work, next.getDefiningOp()->getOperands());
  }
  return false;
}

/// Records `user`, which reduces over factor `f` of its operand `i` (`v`),
/// as a row op of `t`; false if it is neither the row-parallel contraction
/// with one partner nor `weight` reduced alone.
bool traceReduction(ColumnTrace &t, Operation *user, const FactorRule &rule,
                    ArrayRef<Value> operands, size_t i, unsigned f, Value v,
                    const TraceScope &scope) {
  // The row-parallel contraction: another weight is reduced over
  // the same factor.
  bool found = false;
  for (size_t k = 0; k < operands.size(); ++k) {
    std::optional<ArgDim> partner = weightOf(rule, operands, k, f, scope.body);
    if (k == i || !partner || scope.roles.isBatch(partner->first))
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
      v == scope.weight &&
      llvm::none_of(llvm::seq<size_t>(0, operands.size()), [&](size_t k) {
        return k != i && majorDimOf(ruleOperandDims(rule, k), f) != -1;
      });
  // A table looked up by ids that are not the data's (positions, BERT's
  // constant token types) stays whole, as Megatron keeps its position and
  // token-type embeddings: only a vocabulary's rows are worth an
  // all-reduce of every token's lookup.
  if (alone && !found &&
      llvm::none_of(llvm::seq<size_t>(0, operands.size()), [&](size_t k) {
        return k != i && readsBatch(operands[k], scope);
      }))
    return false;
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
                   const TraceScope &scope, SmallVectorImpl<ValueDim> &work) {
  bool contraction = llvm::is_contained(rule.isReduction, true);
  for (size_t k = 0; k < operands.size(); ++k) {
    if (k == i)
      continue;
    int e = majorDimOf(ruleOperandDims(rule, k), f);
    if (e == -2)
      return false;
    bool init = k < rule.tiedResult.size() && rule.tiedResult[k] >= 0;
    if (contraction && e == -1 && !init &&
        isa<RankedTensorType>(operands[k].getType()))
      t.columnInputs.push_back(operands[k]);
    std::optional<ArgDim> companion =
        weightOf(rule, operands, k, f, scope.body);
    if (!companion || companion->first == scope.weight.getArgNumber())
      continue;
    if (scope.roles.isBatch(companion->first))
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
/// column/row pair cannot contain (see traceColumn). A use outside the
/// forward pass (a training step's backward and update) is not followed.
bool traceUse(ColumnTrace &t, Value v, unsigned d, Operation *use,
              const TraceScope &scope, SmallVectorImpl<ValueDim> &work) {
  // A use inside an op's region: the op captures `v` (a lookup table).
  Operation *user = scope.body.findAncestorOpInBlock(*use);
  if (!user)
    return false;
  if (user == scope.body.getTerminator()) {
    t.toResult = true;
    return true;
  }
  if (!scope.roles.inForward(user))
    return true;
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
    // A dim cut into equal parts (a slice of one of them): the part is a
    // blocked major factor, the split follows the part's elements.
    if (rule->blocked[f] && dims[d].size() == 2 && !rule->blocked[dims[d][1]]) {
      if (!recordBlocks(t, v, d, rule->sizes[f], scope))
        return false;
      f = dims[d][1];
    }
    if (rule->blocked[f])
      return false;
    t.sizes.push_back(rule->sizes[f]);
    if (rule->isReduction[f]) {
      if (!traceReduction(t, user, *rule, operands, i, f, v, scope))
        return false;
      continue;
    }
    if (!traceParallel(t, user, *rule, operands, i, f, scope, work))
      return false;
  }
  return true;
}

/// Follows dim `dim` of weight `weight` through the body of `fn` (see the
/// header). Stops at the first thing a column/row pair cannot contain:
/// a factor that cannot be split, a reduction over it that is not a
/// contraction with another weight, a result, a minor factor, an op
/// without a rule or in a nested region.
ColumnTrace traceColumn(func::FuncOp fn, const ArgumentRoles &roles,
                        BlockArgument weight, unsigned dim) {
  ColumnTrace t;
  TraceScope scope{fn.getBody().front(), roles, weight,
                   cast<RankedTensorType>(weight.getType()).getDimSize(dim)};
  SmallVector<ValueDim> work = {{weight, dim}};
  DenseSet<ValueDim> seen;
  while (!work.empty()) {
    auto [v, d] = work.pop_back_val();
    if (!seen.insert({v, d}).second)
      continue;
    t.reached.push_back({v, d});
    for (Operation *use : v.getUsers()) {
      if (!traceUse(t, v, d, use, scope, work)) {
        t.valid = false;
        return t;
      }
    }
  }
  // A pair, a weight split alone, or one split to the results; one of
  // them.
  if (int(t.partner.has_value()) + int(t.alone) + int(t.toResult) != 1)
    t.valid = false;
  return t;
}

/// Records the values that `t` reaches as split, each with its dim (and
/// the size tp must divide, for a split to the results of that size).
void recordSplitValues(Layout &layout, const ColumnTrace &t,
                       int64_t optionalSize = 0) {
  for (auto [v, d] : t.reached)
    layout.splitValues.try_emplace(v, SplitValue{d, optionalSize});
}

/// Adds the sizes that `t` splits to `layout.splitSizes`, each once.
void addSplitSizes(Layout &layout, const ColumnTrace &t) {
  for (int64_t size : t.sizes)
    if (size > 1 && !llvm::is_contained(layout.splitSizes, size))
      layout.splitSizes.push_back(size);
}

/// Gives dim `d` of `arg`, traced as `t`, its role in `layout`: split
/// alone, or the column of a pair; false if the pair's other weights are
/// not free for their role.
bool assignTrace(Layout &layout, BlockArgument arg, unsigned d,
                 const ColumnTrace &t, const DenseSet<unsigned> &keepWhole) {
  DenseMap<unsigned, ArgumentSplit> &assigned = layout.assigned;
  if (t.toResult) {
    // Split to the results where tp divides it, with the weights on its
    // way (a bias).
    int64_t size = cast<RankedTensorType>(arg.getType()).getDimSize(d);
    assigned[arg.getArgNumber()] = {arg.getArgNumber(), d, false, 1, true};
    for (auto [c, cd] : t.companions)
      if (!assigned.count(c) && !keepWhole.contains(c))
        assigned[c] = {c, cd, false, 1, true};
    recordSplitValues(layout, t, size);
    return true;
  }
  if (t.alone) {
    // Split alone: its result is partial, one all-reduce.
    assigned[arg.getArgNumber()] = {arg.getArgNumber(), d, /*row=*/true};
    layout.rowOps.insert(t.rowOps.begin(), t.rowOps.end());
    recordSplitValues(layout, t);
    addSplitSizes(layout, t);
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
  assigned[arg.getArgNumber()] = {arg.getArgNumber(), d, false, t.blocks};
  assigned[row] = {row, rowDim, true};
  // A companion of the fused dim's size (the fused bias) is split in its
  // blocks too; one met after the slices holds one projection.
  Block *body = arg.getOwner();
  int64_t size = cast<RankedTensorType>(arg.getType()).getDimSize(d);
  for (auto [c, cd] : t.companions) {
    int64_t companionSize =
        cast<RankedTensorType>(body->getArgument(c).getType()).getDimSize(cd);
    assigned[c] = {c, cd, false, companionSize == size ? t.blocks : 1};
  }
  layout.rowOps.insert(t.rowOps.begin(), t.rowOps.end());
  layout.columnInputs.insert(t.columnInputs.begin(), t.columnInputs.end());
  recordSplitValues(layout, t);
  layout.partners.insert(row);
  llvm::SetVector<unsigned> &weights = layout.blockWeights[row];
  weights.insert(row);
  weights.insert(arg.getArgNumber());
  for (auto [c, cd] : t.companions)
    weights.insert(c);
  addSplitSizes(layout, t);
  return true;
}

} // namespace

Layout mlir::dist::plan::findLayout(func::FuncOp fn, const ArgumentRoles &roles,
                                    const DenseSet<unsigned> &keepWhole) {
  Layout layout;
  for (unsigned w : roles.weights) {
    BlockArgument arg = fn.getArgument(w);
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || type.getRank() < 2 || layout.assigned.count(w) ||
        keepWhole.contains(w))
      continue;
    for (int d = int(type.getRank()) - 1; d >= 0; --d) {
      ColumnTrace t = traceColumn(fn, roles, arg, unsigned(d));
      if (t.valid && assignTrace(layout, arg, unsigned(d), t, keepWhole))
        break;
    }
  }
  return layout;
}
