//===- ShardingRules.cpp - factor rules: lookup, projection, inference ----===//

#include "passes/spmd/ShardingRules.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::dist;

/// The structural rule of an elementwise op whose result has the shape of
/// every tensor operand; nullopt for any other op.
static std::optional<FactorRule> elementwiseRule(Operation *op) {
  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumResults() != 1)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  bool sameShape = llvm::all_of(op->getOperands(), [&](Value v) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    return !t || t.getShape() == type.getShape();
  });
  if (!sameShape)
    return std::nullopt;
  return FactorRule::sameShape(op, type);
}

std::optional<FactorRule> mlir::dist::getFactorRule(Operation *op) {
  if (auto ruled = dyn_cast<ShardingRuleOpInterface>(op)) {
    FailureOr<FactorRule> rule = ruled.getFactorRule();
    if (failed(rule))
      return std::nullopt;
    return std::move(*rule);
  }
  return elementwiseRule(op);
}

FailureOr<SmallVector<Value>>
mlir::dist::partitionOp(Operation *op, PartitionContext &context,
                        ValueRange operands, TypeRange resultTypes,
                        const FactorRule &rule, const FactorAxes &axes) {
  if (auto ruled = dyn_cast<ShardingRuleOpInterface>(op))
    return ruled.partition(context, operands, resultTypes, rule, axes);
  return SmallVector<Value>(
      context.cloneWith(op, operands, resultTypes)->getResults());
}

bool mlir::dist::touchesTensors(Operation *op) {
  if (llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
      llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
    return true;
  return !capturedTensors(op).empty();
}

SmallVector<Value> mlir::dist::ruleOperands(Operation *op,
                                            const FactorRule &rule) {
  SmallVector<Value> values(op->getOperands());
  llvm::append_range(values, rule.captured);
  return values;
}

ArrayRef<SmallVector<unsigned, 2>>
mlir::dist::ruleOperandDims(const FactorRule &rule, unsigned i) {
  if (i < rule.operandDims.size())
    return rule.operandDims[i];
  return rule.capturedDims[i - rule.operandDims.size()];
}

/// The result rule operand `i` is the init of, or -1.
static int tiedResultOf(const FactorRule &rule, unsigned i) {
  return i < rule.tiedResult.size() ? rule.tiedResult[i] : -1;
}

//===----------------------------------------------------------------------===//
// Projection and inference
//===----------------------------------------------------------------------===//

/// The size of mesh axis `axis` (a name the mesh declares).
static int64_t axisSize(MeshOp mesh, StringAttr axis) {
  return *mesh.getAxisSize(axis.getValue());
}

/// The blocks (#dist.sharding's) of a dim made of `factors` under `axes`, or
/// nullopt if no sharding states its split: the unsplit factors before the
/// first split one and that factor's own blocks make the dim's blocks; from
/// it on, every factor before the last split one must be split down to one
/// element per block, and only the first split factor may have blocks.
static std::optional<int64_t> dimBlocks(ArrayRef<unsigned> factors,
                                        const FactorAxes &axes,
                                        ArrayRef<int64_t> sizes, MeshOp mesh) {
  size_t first = 0;
  int64_t blocks = 1;
  for (; first < factors.size() && axes[factors[first]].empty(); ++first)
    blocks *= sizes[factors[first]];
  if (first == factors.size())
    return 1;
  bool laterSplit = false;
  for (size_t i = factors.size(); i-- > first;) {
    unsigned f = factors[i];
    if (i > first && axes.blocks[f] != 1)
      return std::nullopt;
    if (laterSplit &&
        sizes[f] / axes.blocks[f] / mesh.getGroupSize(axes[f]) != 1)
      return std::nullopt;
    laterSplit |= !axes[f].empty();
  }
  return blocks * axes.blocks[factors[first]];
}

ShardingAttr
mlir::dist::projectSharding(MLIRContext *ctx, FlatSymbolRefAttr meshName,
                            ArrayRef<SmallVector<unsigned, 2>> dims,
                            const FactorAxes &axes, ArrayRef<int64_t> sizes,
                            MeshOp mesh, ArrayRef<StringAttr> partial,
                            ReductionKind reduction) {
  SmallVector<ArrayAttr> dimAxes;
  SmallVector<int64_t> blocks;
  SmallVector<Attribute> list;
  for (ArrayRef<unsigned> factors : dims) {
    std::optional<int64_t> b = dimBlocks(factors, axes, sizes, mesh);
    if (!b)
      return {};
    list.clear();
    int64_t shards = 1;
    for (unsigned f : factors) {
      list.append(axes[f].begin(), axes[f].end());
      shards *= mesh.getGroupSize(axes[f]);
    }
    dimAxes.push_back(ArrayAttr::get(ctx, list));
    // A dim split by no axis of size > 1 is whole, in any blocks.
    blocks.push_back(shards == 1 ? 1 : *b);
  }
  return ShardingAttr::get(meshName, dimAxes, partial, reduction, blocks);
}

namespace {

/// The factor axes a tensor with `sharding` and dims `dims` asks for: a
/// dim's blocks are its major factors left whole, or blocks of the factor
/// where they end (unless it is positional); its axes go to the factors
/// from there, major to minor, a factor taking axes until it is split down
/// to one element per block. Axes that do not fit are dropped.
void proposeFromDims(const FactorRule &rule,
                     ArrayRef<SmallVector<unsigned, 2>> dims,
                     ShardingAttr sharding, MeshOp mesh, FactorAxes &proposal) {
  ArrayRef<ArrayAttr> shardedDims = sharding.getDims();
  for (auto [d, allFactors] : llvm::enumerate(dims)) {
    if (d >= shardedDims.size())
      break;
    ArrayRef<Attribute> axes = shardedDims[d].getValue();
    if (axes.empty())
      continue;
    ArrayRef<unsigned> factors = allFactors;
    int64_t blocks = sharding.getDimBlocks(d);
    while (!factors.empty() && blocks > 1 && rule.sizes[factors.front()] > 0 &&
           blocks % rule.sizes[factors.front()] == 0) {
      blocks /= rule.sizes[factors.front()];
      factors = factors.drop_front();
    }
    if (blocks > 1) {
      if (factors.empty() || rule.positional[factors.front()] ||
          rule.sizes[factors.front()] <= 0 ||
          rule.sizes[factors.front()] % blocks != 0)
        continue;
      proposal.blocks[factors.front()] = blocks;
    }
    size_t next = 0;
    for (unsigned f : factors) {
      int64_t local = rule.sizes[f] / proposal.blocks[f];
      while (next < axes.size() && local > 1) {
        auto axis = cast<StringAttr>(axes[next]);
        int64_t n = axisSize(mesh, axis);
        // An axis of size 1 splits nothing: no factor takes it.
        if (n == 1) {
          ++next;
          continue;
        }
        if (local % n != 0)
          break;
        local /= n;
        proposal[f].push_back(axis);
        ++next;
      }
      if (local != 1)
        break;
    }
  }
}

/// Partial axes of a result (or init) become axes of reduction factors.
void proposeFromPartial(const FactorRule &rule, ShardingAttr sharding,
                        std::optional<ReductionKind> kind, MeshOp mesh,
                        FactorAxes &proposal) {
  if (!sharding.isPartial() || kind != sharding.getReduction())
    return;
  for (StringAttr axis : sharding.getPartial()) {
    if (axisSize(mesh, axis) == 1)
      continue;
    for (unsigned f = 0; f < rule.numFactors(); ++f) {
      if (!rule.isReduction[f] || rule.blocked[f])
        continue;
      int64_t local = rule.sizes[f] / mesh.getGroupSize(proposal[f]);
      if (local % axisSize(mesh, axis) == 0) {
        proposal[f].push_back(axis);
        break;
      }
    }
  }
}

} // namespace

FactorAxes mlir::dist::inferFactorAxes(const FactorRule &rule, MeshOp mesh,
                                       ArrayRef<TensorFacts> operands,
                                       ArrayRef<TensorFacts> results) {
  struct Source {
    bool isResult;
    unsigned index;
    const TensorFacts *facts;
  };
  SmallVector<Source> sources;
  for (auto [i, facts] : llvm::enumerate(results))
    if (facts.sharding)
      sources.push_back({true, unsigned(i), &facts});
  for (auto [i, facts] : llvm::enumerate(operands))
    if (facts.sharding)
      sources.push_back({false, unsigned(i), &facts});
  llvm::stable_sort(sources, [](const Source &a, const Source &b) {
    if (a.facts->priority != b.facts->priority)
      return a.facts->priority > b.facts->priority;
    return a.facts->bytes > b.facts->bytes;
  });

  FactorAxes axes(rule.numFactors());
  // The axes each group's factors split so far.
  DenseMap<unsigned, SmallVector<StringAttr, 4>> taken;
  // Reduction factors whose axes came from a partial sharding, which says
  // nothing of blocks: an operand split in blocks over the same axes (a
  // fused projection's input gradient sums over its q, k and v blocks)
  // gives them.
  SmallVector<bool> blocksFromPartial(rule.numFactors(), false);
  for (const Source &source : sources) {
    FactorAxes proposal(rule.numFactors());
    ShardingAttr sharding = source.facts->sharding;
    if (source.isResult) {
      proposeFromDims(rule, rule.resultDims[source.index], sharding, mesh,
                      proposal);
      proposeFromPartial(rule, sharding, rule.resultReductions[source.index],
                         mesh, proposal);
    } else {
      proposeFromDims(rule, ruleOperandDims(rule, source.index), sharding, mesh,
                      proposal);
      if (int tied = tiedResultOf(rule, source.index); tied >= 0)
        proposeFromPartial(rule, sharding, rule.resultReductions[tied], mesh,
                           proposal);
    }
    // A result's, or a tied init's, reduction factors are proposed from
    // its partial axes alone.
    bool partialSource =
        source.isResult || tiedResultOf(rule, source.index) >= 0;
    for (unsigned f = 0; f < rule.numFactors(); ++f) {
      if (proposal[f].empty() || rule.blocked[f])
        continue;
      if (!axes[f].empty()) {
        if (blocksFromPartial[f] && !partialSource && axes[f] == proposal[f]) {
          axes.blocks[f] = proposal.blocks[f];
          blocksFromPartial[f] = false;
        }
        continue;
      }
      SmallVector<StringAttr, 4> &groupTaken = taken[rule.groupOf(f)];
      if (llvm::any_of(proposal[f], [&](StringAttr a) {
            return llvm::is_contained(groupTaken, a);
          }))
        continue;
      axes[f] = proposal[f];
      axes.blocks[f] = proposal.blocks[f];
      blocksFromPartial[f] = partialSource && rule.isReduction[f];
      llvm::append_range(groupTaken, proposal[f]);
    }
  }

  // Every tensor's split must be one a sharding states; unsplit the minor
  // factors of a dim until it is.
  auto fixDims = [&](ArrayRef<SmallVector<unsigned, 2>> dims) {
    for (ArrayRef<unsigned> factors : dims)
      while (!dimBlocks(factors, axes, rule.sizes, mesh))
        for (unsigned f : llvm::reverse(factors))
          if (!axes[f].empty()) {
            axes[f].clear();
            axes.blocks[f] = 1;
            break;
          }
  };
  for (const auto &dims : rule.operandDims)
    fixDims(dims);
  for (const auto &dims : rule.capturedDims)
    fixDims(dims);
  for (const auto &dims : rule.resultDims)
    fixDims(dims);
  return axes;
}

/// Axes of the split reduction factors, in factor order.
static SmallVector<StringAttr> reductionAxes(const FactorRule &rule,
                                             const FactorAxes &axes) {
  SmallVector<StringAttr> partial;
  for (unsigned f = 0; f < rule.numFactors(); ++f)
    if (rule.isReduction[f])
      llvm::append_range(partial, axes[f]);
  return partial;
}

ShardingAttr mlir::dist::resultSharding(const FactorRule &rule,
                                        const FactorAxes &axes, MeshOp mesh,
                                        Operation *op, unsigned i) {
  SmallVector<StringAttr> partial;
  ReductionKind kind = ReductionKind::sum;
  if (rule.resultReductions[i]) {
    partial = reductionAxes(rule, axes);
    kind = *rule.resultReductions[i];
  }
  return projectSharding(
      op->getContext(), FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
      rule.resultDims[i], axes, rule.sizes, mesh, partial, kind);
}

ShardingAttr mlir::dist::operandSharding(const FactorRule &rule,
                                         const FactorAxes &axes, MeshOp mesh,
                                         Operation *op, unsigned i) {
  SmallVector<StringAttr> partial;
  ReductionKind kind = ReductionKind::sum;
  if (int tied = tiedResultOf(rule, i);
      tied >= 0 && rule.resultReductions[tied]) {
    partial = reductionAxes(rule, axes);
    kind = *rule.resultReductions[tied];
  }
  return projectSharding(
      op->getContext(), FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
      ruleOperandDims(rule, i), axes, rule.sizes, mesh, partial, kind);
}
