//===- LinalgRules.cpp - sharding rules of linalg ops ---------------------===//
//
// Every linalg structured op (named or generic, convolutions and pooling
// included) gets its rule from its indexing maps and iterator types: the
// loops are the factors, a loop that appears in index arithmetic (a
// convolution window) is blocked, a reduction loop yields partial results
// when the body's combiner is known (add, max, min).
//
// A generic body may also read tensors it captures with tensor.extract: an
// embedding table, a RoPE table, a mask. A dim indexed by `linalg.index d`
// of the same size is factor d (it splits with the loop). In a pure lookup
// -- the body yields what it extracts -- every other dim of the table is a
// *gather factor*: a reduction factor summed over, since
// out = sum_v [index == v] * table[v]. Split over a mesh axis, each device
// looks up the rows it holds, contributes zero for the others, and the
// result is partial: Megatron's vocab-parallel embedding, derived instead of
// special-cased.
//
//===----------------------------------------------------------------------===//

#include "rules/Rules.h"

#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// How result `i` of a linalg op combines over its reduction loops, read
/// from the body: the yielded value must be `combine(init_i, x)`, or a
/// masked update `select(c, combine(init_i, x), init_i)` (either way
/// round), which is `combine(init_i, c ? x : identity)`: torch-mlir's
/// scatter-add (an embedding's backward) accumulates so.
std::optional<ReductionKind> combinerOf(linalg::LinalgOp op, unsigned i) {
  Block *body = op.getBlock();
  BlockArgument init = body->getArgument(op.getNumDpsInputs() + i);
  Value yielded = body->getTerminator()->getOperand(i);
  unsigned uses = 1;
  if (auto select = yielded.getDefiningOp<arith::SelectOp>();
      select && select->getBlock() == body) {
    // The init is read by the combine and kept by the select, and nowhere
    // else: the mask does not depend on it.
    if (select.getFalseValue() == init)
      yielded = select.getTrueValue();
    else if (select.getTrueValue() == init)
      yielded = select.getFalseValue();
    else
      return std::nullopt;
    uses = 2;
  }
  Operation *combine = yielded.getDefiningOp();
  if (!combine || combine->getBlock() != body || !init.hasNUses(uses) ||
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

/// `v` without integer casts and without the wrap of negative indices
/// (`x < 0 ? x + n : x`, as torch-mlir normalizes every index), which is `x`
/// when `x` is a loop index: loop indices are never negative.
Value stripIndexArithmetic(Value v) {
  for (;;) {
    Operation *def = v.getDefiningOp();
    if (isa_and_nonnull<arith::IndexCastOp, arith::IndexCastUIOp,
                        arith::ExtSIOp, arith::ExtUIOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    auto select = dyn_cast_or_null<arith::SelectOp>(def);
    if (!select)
      return v;
    Value x = select.getFalseValue();
    auto negative = select.getCondition().getDefiningOp<arith::CmpIOp>();
    auto wrapped = select.getTrueValue().getDefiningOp<arith::AddIOp>();
    if (!negative || !wrapped ||
        negative.getPredicate() != arith::CmpIPredicate::slt ||
        negative.getLhs() != x || !matchPattern(negative.getRhs(), m_Zero()) ||
        !llvm::is_contained(wrapped->getOperands(), x))
      return v;
    v = x;
  }
}

/// Whether every element of `tensor` is its own index along `dim` (an
/// arange, however reshaped), as far as a few producers show.
bool isIotaAlong(Value tensor, int64_t dim, unsigned depth = 0) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || !type.hasStaticShape() || depth > 8)
    return false;
  Operation *def = tensor.getDefiningOp();
  if (auto cast = dyn_cast_or_null<tensor::CastOp>(def))
    return isIotaAlong(cast.getSource(), dim, depth + 1);
  // Unit dims added or removed around `dim` leave it an iota.
  if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(def)) {
    for (auto [source, group] :
         llvm::enumerate(expand.getReassociationIndices()))
      if (llvm::is_contained(group, dim))
        return llvm::all_of(group,
                            [&](int64_t d) {
                              return d == dim || type.getDimSize(d) == 1;
                            }) &&
               isIotaAlong(expand.getSrc(), source, depth + 1);
    return false;
  }
  if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(def)) {
    SmallVector<int64_t> wide;
    for (int64_t d : collapse.getReassociationIndices()[dim])
      if (collapse.getSrcType().getDimSize(d) != 1)
        wide.push_back(d);
    // A dim of size 1 is all zeros: its own index.
    if (wide.empty())
      return true;
    return wide.size() == 1 &&
           isIotaAlong(collapse.getSrc(), wide.front(), depth + 1);
  }
  // A generic that yields (a cast of) the index of the loop `dim` maps.
  if (auto generic = dyn_cast_or_null<linalg::GenericOp>(def)) {
    if (generic->getNumResults() != 1 || !generic.hasPureTensorSemantics())
      return false;
    Value yielded =
        stripIndexArithmetic(generic.getBody()->getTerminator()->getOperand(0));
    auto index = yielded.getDefiningOp<linalg::IndexOp>();
    AffineMap map =
        generic.getIndexingMapMatchingResult(cast<OpResult>(tensor));
    return index && index->getParentOp() == generic &&
           map.getResult(dim) ==
               getAffineDimExpr(index.getDim(), generic.getContext());
  }
  DenseIntElementsAttr values;
  if (!matchPattern(tensor, m_Constant(&values)) ||
      values.getNumElements() > 4096)
    return false;
  SmallVector<int64_t> strides = computeStrides(type.getShape());
  for (auto [i, value] : llvm::enumerate(values.getValues<APInt>()))
    if (value.getSExtValue() !=
        (int64_t(i) / strides[dim]) % type.getDimSize(dim))
      return false;
  return true;
}

/// The loop whose index `index` is in `op`'s body: `linalg.index d`, or the
/// element of an input that is an arange along a dim the loop indexes --
/// through casts and the wrap of negative indices.
std::optional<unsigned> loopOfIndex(Value index, linalg::LinalgOp op) {
  index = stripIndexArithmetic(index);
  // `x mod n` is x when x indexes a loop of at most n iterations (how
  // torch-mlir wraps the row numbers it scatters a one-hot by).
  if (Operation *rem = index.getDefiningOp();
      isa_and_nonnull<arith::RemSIOp, arith::RemUIOp>(rem)) {
    APInt n;
    if (!matchPattern(rem->getOperand(1), m_ConstantInt(&n)))
      return std::nullopt;
    std::optional<unsigned> loop = loopOfIndex(rem->getOperand(0), op);
    if (!loop)
      return std::nullopt;
    int64_t range = op.getStaticLoopRanges()[*loop];
    if (ShapedType::isDynamic(range) || n.getSExtValue() < range)
      return std::nullopt;
    return loop;
  }
  if (auto loop = index.getDefiningOp<linalg::IndexOp>()) {
    if (loop->getParentOp() != op)
      return std::nullopt;
    return loop.getDim();
  }
  auto arg = dyn_cast<BlockArgument>(index);
  if (!arg || arg.getOwner() != op.getBlock() ||
      arg.getArgNumber() >= op.getNumDpsInputs())
    return std::nullopt;
  OpOperand *input = op.getDpsInputOperand(arg.getArgNumber());
  for (auto [d, e] :
       llvm::enumerate(op.getMatchingIndexingMap(input).getResults()))
    if (auto loop = dyn_cast<AffineDimExpr>(e);
        loop && isIotaAlong(input->get(), d))
      return loop.getPosition();
  return std::nullopt;
}

/// Adds the tensors `op`'s regions capture to `rule` (see the file header).
/// A tensor read in any other way than one tensor.extract has no factors:
/// it is read whole.
void addCaptured(linalg::LinalgOp op, FactorRule &rule) {
  Block *body = op.getBlock();
  bool pureLookupOp =
      op.getNumReductionLoops() == 0 && op->getNumResults() == 1;
  bool gathers = false;
  for (Value v : capturedTensors(op)) {
    auto type = cast<RankedTensorType>(v.getType());
    DimFactors dims(type.getRank());
    SmallVector<tensor::ExtractOp> extracts;
    bool otherUse = false;
    for (OpOperand &use : v.getUses()) {
      if (!op->isProperAncestor(use.getOwner()))
        continue;
      auto extract = dyn_cast<tensor::ExtractOp>(use.getOwner());
      if (extract && extract.getTensor() == v)
        extracts.push_back(extract);
      else
        otherUse = true;
    }
    if (!otherUse && extracts.size() == 1 && type.hasStaticShape()) {
      tensor::ExtractOp extract = extracts.front();
      bool lookup = pureLookupOp && extract->getBlock() == body &&
                    body->getTerminator()->getOperand(0) == extract.getResult();
      for (auto [d, index] : llvm::enumerate(extract.getIndices())) {
        std::optional<unsigned> loop = loopOfIndex(index, op);
        if (loop && rule.sizes[*loop] == type.getDimSize(d)) {
          dims[d] = {*loop};
        } else if (lookup) {
          dims[d] = {rule.addFactor(type.getDimSize(d), /*reduction=*/true)};
          gathers = true;
        }
      }
    }
    rule.captured.push_back(v);
    rule.capturedDims.push_back(std::move(dims));
  }
  // A split gather factor leaves each device with its rows' contributions.
  if (gathers)
    rule.resultReductions[0] = ReductionKind::sum;
}

FailureOr<FactorRule> linalgRule(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() ||
      !llvm::all_of(op->getResultTypes(), isStaticTensor))
    return failure();
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
    return failure();
  for (utils::IteratorType it : op.getIteratorTypesArray())
    rule.isReduction.push_back(it == utils::IteratorType::reduction);
  rule.blocked.assign(rule.sizes.size(), false);
  rule.positional.assign(rule.sizes.size(), false);
  op->walk([&](linalg::IndexOp index) {
    if (index.getDim() < rule.positional.size())
      rule.positional[index.getDim()] = true;
  });
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
  addCaptured(op, rule);
  // A captured table is read at global positions of its factors.
  for (const DimFactors &dims : rule.capturedDims)
    for (ArrayRef<unsigned> factors : dims)
      for (unsigned f : factors)
        rule.positional[f] = true;
  return rule;
}

/// linalg.index on a split loop counts from the device's block start: adds
/// the start so that the body sees global indices.
void offsetIndices(linalg::GenericOp generic, PartitionContext &context,
                   const FactorRule &rule, const FactorAxes &axes) {
  SmallVector<linalg::IndexOp> indices;
  generic.getBody()->walk([&](linalg::IndexOp index) {
    if (!axes[index.getDim()].empty())
      indices.push_back(index);
  });
  for (linalg::IndexOp index : indices) {
    Value start;
    {
      OpBuilder::InsertionGuard guard(context.builder);
      context.builder.setInsertionPoint(generic);
      start = context.blockStart(generic.getLoc(), rule, axes, index.getDim());
    }
    OpBuilder inside(index->getContext());
    inside.setInsertionPointAfter(index);
    Value global =
        arith::AddIOp::create(inside, index.getLoc(), index.getResult(), start);
    index.getResult().replaceAllUsesExcept(global, global.getDefiningOp());
  }
}

/// Rewrites the reads of split captured tensors in `generic` (a clone whose
/// body reads their local values) to local indices: the global index minus
/// the block start; along a gather factor, an index outside the block reads
/// element 0 and contributes zero instead.
void localizeCapturedReads(linalg::GenericOp generic, PartitionContext &context,
                           const FactorRule &rule, const FactorAxes &axes) {
  unsigned numLoops = generic.getNumLoops();
  for (auto [i, captured] : llvm::enumerate(rule.captured)) {
    const DimFactors &dims = rule.capturedDims[i];
    if (llvm::none_of(dims, [&](ArrayRef<unsigned> factors) {
          return !factors.empty() && !axes[factors[0]].empty();
        }))
      continue;
    Value local = context.mapping.lookup(captured);
    SmallVector<tensor::ExtractOp> reads;
    for (Operation *user : local.getUsers())
      if (auto extract = dyn_cast<tensor::ExtractOp>(user);
          extract && generic->isProperAncestor(extract))
        reads.push_back(extract);
    for (tensor::ExtractOp read : reads) {
      Location loc = read.getLoc();
      OpBuilder b(read);
      SmallVector<Value> indices(read.getIndices());
      Value inBlock;
      for (auto [d, factors] : llvm::enumerate(dims)) {
        if (factors.empty() || axes[factors[0]].empty())
          continue;
        unsigned f = factors[0];
        Value start;
        {
          OpBuilder::InsertionGuard guard(context.builder);
          context.builder.setInsertionPoint(generic);
          start = context.blockStart(loc, rule, axes, f);
        }
        Value index = arith::SubIOp::create(b, loc, indices[d], start);
        if (f >= numLoops) {
          // Unsigned: a negative index is out of the block too.
          Value size = arith::ConstantIndexOp::create(
              b, loc, rule.sizes[f] / context.mesh.getGroupSize(axes[f]));
          Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           index, size);
          Value zero = arith::ConstantIndexOp::create(b, loc, 0);
          index = arith::SelectOp::create(b, loc, ok, index, zero);
          inBlock = inBlock ? arith::AndIOp::create(b, loc, inBlock, ok) : ok;
        }
        indices[d] = index;
      }
      Value value = tensor::ExtractOp::create(b, loc, local, indices);
      if (inBlock) {
        Value zero =
            arith::ConstantOp::create(b, loc, b.getZeroAttr(read.getType()));
        value = arith::SelectOp::create(b, loc, inBlock, value, zero);
      }
      read.getResult().replaceAllUsesWith(value);
      read.erase();
    }
  }
}

template <typename OpTy>
struct StructuredOpRule
    : ShardingRuleOpInterface::ExternalModel<StructuredOpRule<OpTy>, OpTy> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    return linalgRule(cast<linalg::LinalgOp>(op));
  }

  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &rule,
            const FactorAxes &axes) const {
    Operation *local = context.cloneWith(op, operands, resultTypes);
    if (auto generic = dyn_cast<linalg::GenericOp>(local)) {
      offsetIndices(generic, context, rule, axes);
      localizeCapturedReads(generic, context, rule, axes);
    }
    return SmallVector<Value>(local->getResults());
  }
};

/// linalg.softmax: every dim but the normalized one can be split.
struct SoftmaxRule
    : ShardingRuleOpInterface::ExternalModel<SoftmaxRule, linalg::SoftmaxOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto softmax = cast<linalg::SoftmaxOp>(op);
    ShapedType type = softmax.getInputOperandType();
    if (!isStaticTensor(type) ||
        !isStaticTensor(softmax.getOutputOperandType()))
      return failure();
    FactorRule rule = FactorRule::ofShape(type.getShape());
    rule.blocked[softmax.getDimension()] = true;
    rule.operandDims = {identityDims(type.getRank()),
                        identityDims(type.getRank())};
    rule.tiedResult = {-1, 0};
    rule.resultDims = {identityDims(type.getRank())};
    rule.completeFor(op);
    return rule;
  }
};

template <typename OpTy> void attachStructured(MLIRContext *ctx) {
  OpTy::template attachInterface<StructuredOpRule<OpTy>>(*ctx);
}

template <typename... OpTys> void attachAllStructured(MLIRContext *ctx) {
  (attachStructured<OpTys>(ctx), ...);
}

} // namespace

void mlir::dist::registerLinalgShardingRules(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    attachAllStructured<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(ctx);
    linalg::SoftmaxOp::attachInterface<SoftmaxRule>(*ctx);
  });
}
