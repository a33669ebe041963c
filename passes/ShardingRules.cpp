//===- ShardingRules.cpp - factor rules from op structure -----------------===//

#include "passes/ShardingRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

using DimFactors = SmallVector<SmallVector<unsigned, 2>>;

/// Dims of a rank-`rank` tensor made of factors first, first+1, ...
DimFactors identityDims(unsigned rank, unsigned first = 0) {
  DimFactors dims(rank);
  for (unsigned d = 0; d < rank; ++d)
    dims[d] = {first + d};
  return dims;
}

/// A rule whose factors are the dims of `type`.
FactorRule dimsRule(ShapedType type) {
  FactorRule rule;
  rule.sizes.assign(type.getShape().begin(), type.getShape().end());
  rule.isReduction.assign(rule.sizes.size(), false);
  rule.blocked.assign(rule.sizes.size(), false);
  return rule;
}

bool isStaticTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

/// How result `i` of a linalg op combines over its reduction loops, read
/// from the body: the yielded value must be `combine(init_i, x)`.
std::optional<ReductionKind> combinerOf(linalg::LinalgOp op, unsigned i) {
  Block *body = op.getBlock();
  BlockArgument init = body->getArgument(op.getNumDpsInputs() + i);
  Value yielded = body->getTerminator()->getOperand(i);
  Operation *combine = yielded.getDefiningOp();
  if (!combine || combine->getBlock() != body || !init.hasOneUse() ||
      !llvm::is_contained(combine->getOperands(), init))
    return std::nullopt;
  return TypeSwitch<Operation *, std::optional<ReductionKind>>(combine)
      .Case<arith::AddFOp, arith::AddIOp>(
          [](auto) { return ReductionKind::sum; })
      .Case<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(
          [](auto) { return ReductionKind::max; })
      .Case<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp>(
          [](auto) { return ReductionKind::min; })
      .Default([](Operation *) { return std::nullopt; });
}

std::optional<FactorRule> linalgRule(linalg::LinalgOp op) {
  if (!llvm::all_of(op->getResultTypes(), isStaticTensor))
    return std::nullopt;
  FactorRule rule;
  // Loop sizes read off the operands a loop indexes directly: cheaper than
  // inverting the indexing maps (getStaticLoopRanges), which only loops
  // used in index arithmetic need.
  rule.sizes.assign(op.getNumLoops(), ShapedType::kDynamic);
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type)
      continue;
    for (auto [r, e] :
         llvm::enumerate(op.getMatchingIndexingMap(&operand).getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(e))
        rule.sizes[dim.getPosition()] = type.getDimSize(r);
  }
  if (llvm::any_of(rule.sizes, ShapedType::isDynamic))
    rule.sizes = op.getStaticLoopRanges();
  if (llvm::any_of(rule.sizes, ShapedType::isDynamic))
    return std::nullopt;
  for (utils::IteratorType it : op.getIteratorTypesArray())
    rule.isReduction.push_back(it == utils::IteratorType::reduction);
  rule.blocked.assign(rule.sizes.size(), false);
  for (OpOperand &operand : op->getOpOperands()) {
    DimFactors dims;
    if (isa<RankedTensorType>(operand.get().getType())) {
      for (AffineExpr e : op.getMatchingIndexingMap(&operand).getResults()) {
        if (auto dim = dyn_cast<AffineDimExpr>(e)) {
          dims.push_back({dim.getPosition()});
          continue;
        }
        // A loop inside index arithmetic (a convolution window) cannot be
        // split without halos; a constant index pins the dim.
        dims.push_back({});
        e.walk([&](AffineExpr sub) {
          if (auto dim = dyn_cast<AffineDimExpr>(sub))
            rule.blocked[dim.getPosition()] = true;
        });
      }
    }
    rule.operandDims.push_back(dims);
    rule.tiedResult.push_back(
        op.isDpsInit(&operand)
            ? int(cast<DestinationStyleOpInterface>(op.getOperation())
                      .getTiedOpResult(&operand)
                      .getResultNumber())
            : -1);
  }
  bool reduces = llvm::is_contained(rule.isReduction, true);
  bool combinable = true;
  for (OpResult result : op->getResults()) {
    rule.resultDims.push_back(
        rule.operandDims[op.getDpsInitOperand(result.getResultNumber())
                             ->getOperandNumber()]);
    std::optional<ReductionKind> kind =
        reduces ? combinerOf(op, result.getResultNumber()) : std::nullopt;
    combinable &= !reduces || kind.has_value();
    rule.resultReductions.push_back(kind);
  }
  // Partial results must be combinable; otherwise reductions stay whole.
  if (!combinable)
    for (unsigned f = 0; f < rule.numFactors(); ++f)
      rule.blocked[f] = rule.blocked[f] || rule.isReduction[f];
  return rule;
}

/// Marks the factors of the dims of a slice-like op that it does not take
/// whole (offset 0, full size, stride 1) as blocked.
void blockSlicedDims(FactorRule &rule, ArrayRef<int64_t> fullShape,
                     ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                     ArrayRef<int64_t> strides) {
  for (unsigned d = 0; d < fullShape.size(); ++d)
    if (offsets[d] != 0 || sizes[d] != fullShape[d] || strides[d] != 1)
      rule.blocked[d] = true;
}

/// The dims of a possibly rank-reduced slice of a full tensor whose dims are
/// factors 0..n-1: `dropped` full dims have no slice dim.
DimFactors sliceDims(unsigned fullRank, const llvm::SmallBitVector &dropped) {
  DimFactors dims;
  for (unsigned d = 0; d < fullRank; ++d)
    if (!dropped.test(d))
      dims.push_back({d});
  return dims;
}

void finish(FactorRule &rule, Operation *op) {
  rule.tiedResult.resize(op->getNumOperands(), -1);
  rule.operandDims.resize(op->getNumOperands());
  rule.resultReductions.resize(op->getNumResults());
}

} // namespace

std::optional<FactorRule> mlir::dist::getFactorRule(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgRule(linalgOp);
  if (!llvm::all_of(op->getResultTypes(), isStaticTensor))
    return std::nullopt;
  std::optional<FactorRule> rule;
  TypeSwitch<Operation *>(op)
      .Case([&](tensor::ExpandShapeOp expand) {
        if (!isStaticTensor(expand.getSrcType()))
          return;
        // Factors are the expanded dims; a source dim is its group.
        rule = dimsRule(expand.getResultType());
        rule->resultDims.push_back(
            identityDims(expand.getResultType().getRank()));
        DimFactors src;
        for (ReassociationIndices group : expand.getReassociationIndices())
          src.push_back(SmallVector<unsigned, 2>(group.begin(), group.end()));
        rule->operandDims.push_back(src);
      })
      .Case([&](tensor::CollapseShapeOp collapse) {
        if (!isStaticTensor(collapse.getSrcType()))
          return;
        rule = dimsRule(collapse.getSrcType());
        rule->operandDims.push_back(
            identityDims(collapse.getSrcType().getRank()));
        DimFactors dst;
        for (ReassociationIndices group : collapse.getReassociationIndices())
          dst.push_back(SmallVector<unsigned, 2>(group.begin(), group.end()));
        rule->resultDims.push_back(dst);
      })
      .Case([&](tensor::ExtractSliceOp slice) {
        if (!isStaticTensor(slice.getSourceType()))
          return;
        rule = dimsRule(slice.getSourceType());
        unsigned rank = slice.getSourceType().getRank();
        rule->operandDims.push_back(identityDims(rank));
        rule->resultDims.push_back(sliceDims(rank, slice.getDroppedDims()));
        blockSlicedDims(*rule, slice.getSourceType().getShape(),
                        slice.getStaticOffsets(), slice.getStaticSizes(),
                        slice.getStaticStrides());
      })
      .Case([&](tensor::InsertSliceOp insert) {
        if (!isStaticTensor(insert.getSourceType()))
          return;
        rule = dimsRule(insert.getDestType());
        unsigned rank = insert.getDestType().getRank();
        rule->operandDims.push_back(sliceDims(rank, insert.getDroppedDims()));
        rule->operandDims.push_back(identityDims(rank));
        rule->resultDims.push_back(identityDims(rank));
        rule->tiedResult = {-1, 0};
        blockSlicedDims(*rule, insert.getDestType().getShape(),
                        insert.getStaticOffsets(), insert.getStaticSizes(),
                        insert.getStaticStrides());
      })
      .Case([&](tensor::PadOp pad) {
        if (!isStaticTensor(pad.getSourceType()))
          return;
        rule = dimsRule(pad.getResultType());
        unsigned rank = pad.getResultType().getRank();
        rule->operandDims.push_back(identityDims(rank));
        rule->resultDims.push_back(identityDims(rank));
        for (unsigned d = 0; d < rank; ++d)
          if (pad.getStaticLow()[d] != 0 || pad.getStaticHigh()[d] != 0)
            rule->blocked[d] = true;
      })
      .Case([&](StageBoundaryOp cut) {
        // Each value crossing the cut keeps its layout: independent factors.
        rule.emplace();
        for (Value v : cut.getInputs()) {
          auto type = cast<RankedTensorType>(v.getType());
          if (!type.hasStaticShape()) {
            rule.reset();
            return;
          }
          unsigned first = rule->numFactors();
          rule->operandDims.push_back(identityDims(type.getRank(), first));
          rule->resultDims.push_back(identityDims(type.getRank(), first));
          llvm::append_range(rule->sizes, type.getShape());
        }
        rule->isReduction.assign(rule->numFactors(), false);
        rule->blocked.assign(rule->numFactors(), false);
      })
      .Default([&](Operation *other) {
        // Ops whose results take the shape of every tensor operand: casts,
        // annotations, elementwise ops on tensors; and ops with no tensor
        // operands (tensor.empty, constants).
        if (other->getNumResults() != 1)
          return;
        auto type = cast<RankedTensorType>(other->getResult(0).getType());
        bool sameShape = llvm::all_of(other->getOperands(), [&](Value v) {
          auto t = dyn_cast<RankedTensorType>(v.getType());
          return !t || t.getShape() == type.getShape();
        });
        bool anyTensor = llvm::any_of(other->getOperandTypes(), [](Type t) {
          return isa<RankedTensorType>(t);
        });
        bool shapeFollows =
            isa<tensor::CastOp, ShardOp, tensor::EmptyOp, arith::ConstantOp>(
                other) ||
            other->hasTrait<OpTrait::Elementwise>();
        if (!shapeFollows || !sameShape ||
            (!anyTensor && !isa<tensor::EmptyOp, arith::ConstantOp>(other)))
          return;
        rule = dimsRule(type);
        rule->resultDims.push_back(identityDims(type.getRank()));
        for (Value v : other->getOperands())
          rule->operandDims.push_back(isa<RankedTensorType>(v.getType())
                                          ? identityDims(type.getRank())
                                          : DimFactors());
      });
  if (rule)
    finish(*rule, op);
  return rule;
}

//===----------------------------------------------------------------------===//
// Projection and inference
//===----------------------------------------------------------------------===//

/// The size of mesh axis `axis` (a name the mesh declares).
static int64_t axisSize(MeshOp mesh, StringAttr axis) {
  for (auto [name, size] : llvm::zip(mesh.getAxisNames(), mesh.getShape()))
    if (name == axis)
      return size;
  llvm_unreachable("shardings only name axes of their mesh");
}

/// Product of the sizes of `axes` on `mesh`.
static int64_t groupSize(MeshOp mesh, ArrayRef<StringAttr> axes) {
  int64_t n = 1;
  for (StringAttr a : axes)
    n *= axisSize(mesh, a);
  return n;
}

/// True if a dim made of `factors` has contiguous blocks under `axes`: every
/// factor before the last split one must be split down to size 1.
static bool isContiguous(ArrayRef<unsigned> factors, const FactorAxes &axes,
                         ArrayRef<int64_t> sizes, MeshOp mesh) {
  bool laterSplit = false;
  for (unsigned f : llvm::reverse(factors)) {
    if (laterSplit && sizes[f] / groupSize(mesh, axes[f]) != 1)
      return false;
    laterSplit |= !axes[f].empty();
  }
  return true;
}

ShardingAttr
mlir::dist::projectSharding(MLIRContext *ctx, FlatSymbolRefAttr meshName,
                            ArrayRef<SmallVector<unsigned, 2>> dims,
                            const FactorAxes &axes, ArrayRef<int64_t> sizes,
                            MeshOp mesh, ArrayRef<StringAttr> partial,
                            ReductionKind reduction) {
  SmallVector<ArrayAttr> dimAxes;
  SmallVector<Attribute> list;
  for (ArrayRef<unsigned> factors : dims) {
    if (!isContiguous(factors, axes, sizes, mesh))
      return {};
    list.clear();
    for (unsigned f : factors)
      list.append(axes[f].begin(), axes[f].end());
    dimAxes.push_back(ArrayAttr::get(ctx, list));
  }
  return ShardingAttr::get(meshName, dimAxes, partial, reduction);
}

namespace {

/// The factor axes a tensor with `sharding` and dims `dims` asks for: each
/// dim's axes go to its factors major to minor, a factor taking axes until it
/// is split down to size 1. Axes that do not fit are dropped.
void proposeFromDims(const FactorRule &rule,
                     ArrayRef<SmallVector<unsigned, 2>> dims,
                     ShardingAttr sharding, MeshOp mesh, FactorAxes &proposal) {
  ArrayRef<ArrayAttr> shardedDims = sharding.getDims();
  for (auto [d, factors] : llvm::enumerate(dims)) {
    if (d >= shardedDims.size())
      break;
    ArrayRef<Attribute> axes = shardedDims[d].getValue();
    size_t next = 0;
    for (unsigned f : factors) {
      int64_t local = rule.sizes[f];
      while (next < axes.size() && local > 1) {
        auto axis = cast<StringAttr>(axes[next]);
        int64_t n = axisSize(mesh, axis);
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
    for (unsigned f = 0; f < rule.numFactors(); ++f) {
      if (!rule.isReduction[f] || rule.blocked[f])
        continue;
      int64_t local = rule.sizes[f] / groupSize(mesh, proposal[f]);
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
  SmallVector<StringAttr, 4> taken;
  for (const Source &source : sources) {
    FactorAxes proposal(rule.numFactors());
    ShardingAttr sharding = source.facts->sharding;
    if (source.isResult) {
      proposeFromDims(rule, rule.resultDims[source.index], sharding, mesh,
                      proposal);
      proposeFromPartial(rule, sharding, rule.resultReductions[source.index],
                         mesh, proposal);
    } else {
      proposeFromDims(rule, rule.operandDims[source.index], sharding, mesh,
                      proposal);
      if (int tied = rule.tiedResult[source.index]; tied >= 0)
        proposeFromPartial(rule, sharding, rule.resultReductions[tied], mesh,
                           proposal);
    }
    for (unsigned f = 0; f < rule.numFactors(); ++f) {
      if (proposal[f].empty() || !axes[f].empty() || rule.blocked[f] ||
          llvm::any_of(proposal[f], [&](StringAttr a) {
            return llvm::is_contained(taken, a);
          }))
        continue;
      axes[f] = proposal[f];
      llvm::append_range(taken, proposal[f]);
    }
  }

  // Every tensor must see contiguous blocks; unsplit the minor factors of a
  // dim until it does.
  auto fixDims = [&](ArrayRef<SmallVector<unsigned, 2>> dims) {
    for (ArrayRef<unsigned> factors : dims)
      while (!isContiguous(factors, axes, rule.sizes, mesh))
        for (unsigned f : llvm::reverse(factors))
          if (!axes[f].empty()) {
            axes[f].clear();
            break;
          }
  };
  for (const auto &dims : rule.operandDims)
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
  if (int tied = rule.tiedResult[i]; tied >= 0 && rule.resultReductions[tied]) {
    partial = reductionAxes(rule, axes);
    kind = *rule.resultReductions[tied];
  }
  return projectSharding(
      op->getContext(), FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
      rule.operandDims[i], axes, rule.sizes, mesh, partial, kind);
}
