//===- TensorRules.cpp - sharding rules of tensor ops ---------------------===//
//
// Reshapes: the factors are the expanded dims, so a split dim may move into
// the major part of a reshape. Slices, inserts and pads: dims taken whole
// split freely, the others are blocked. Concatenation: every dim but the
// joined one. Creation (tensor.empty) and casts: the dims.
//
//===----------------------------------------------------------------------===//

#include "rules/Rules.h"

#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

bool isStaticTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

bool allStatic(Operation *op) {
  return llvm::all_of(op->getOperandTypes(),
                      [](Type t) {
                        return !isa<RankedTensorType>(t) || isStaticTensor(t);
                      }) &&
         llvm::all_of(op->getResultTypes(), isStaticTensor);
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

/// Sizes of a slice op with its split dims (taken whole) at their local
/// size in `local`.
SmallVector<OpFoldResult> localSizes(OpBuilder &b, ArrayRef<OpFoldResult> sizes,
                                     const FactorAxes &axes,
                                     RankedTensorType local) {
  SmallVector<OpFoldResult> result(sizes);
  for (unsigned d = 0; d < result.size(); ++d)
    if (!axes[d].empty())
      result[d] = b.getIndexAttr(local.getDimSize(d));
  return result;
}

struct ExpandShapeRule
    : ShardingRuleOpInterface::ExternalModel<ExpandShapeRule,
                                             tensor::ExpandShapeOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto expand = cast<tensor::ExpandShapeOp>(op);
    if (!allStatic(op))
      return failure();
    // Factors are the expanded dims; a source dim is its group.
    FactorRule rule = FactorRule::ofShape(expand.getResultType().getShape());
    DimFactors src;
    for (ReassociationIndices group : expand.getReassociationIndices())
      src.push_back(SmallVector<unsigned, 2>(group.begin(), group.end()));
    rule.operandDims.push_back(src);
    rule.resultDims.push_back(identityDims(expand.getResultType().getRank()));
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &,
            const FactorAxes &) const {
    auto expand = cast<tensor::ExpandShapeOp>(op);
    Value local = tensor::ExpandShapeOp::create(
        context.builder, op->getLoc(), cast<RankedTensorType>(resultTypes[0]),
        operands[0], expand.getReassociationIndices());
    return SmallVector<Value>{local};
  }
};

struct CollapseShapeRule
    : ShardingRuleOpInterface::ExternalModel<CollapseShapeRule,
                                             tensor::CollapseShapeOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto collapse = cast<tensor::CollapseShapeOp>(op);
    if (!allStatic(op))
      return failure();
    FactorRule rule = FactorRule::ofShape(collapse.getSrcType().getShape());
    rule.operandDims.push_back(identityDims(collapse.getSrcType().getRank()));
    DimFactors dst;
    for (ReassociationIndices group : collapse.getReassociationIndices())
      dst.push_back(SmallVector<unsigned, 2>(group.begin(), group.end()));
    rule.resultDims.push_back(dst);
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &,
            const FactorAxes &) const {
    auto collapse = cast<tensor::CollapseShapeOp>(op);
    Value local = tensor::CollapseShapeOp::create(
        context.builder, op->getLoc(), cast<RankedTensorType>(resultTypes[0]),
        operands[0], collapse.getReassociationIndices());
    return SmallVector<Value>{local};
  }
};

struct ExtractSliceRule
    : ShardingRuleOpInterface::ExternalModel<ExtractSliceRule,
                                             tensor::ExtractSliceOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    if (!allStatic(op))
      return failure();
    FactorRule rule = FactorRule::ofShape(slice.getSourceType().getShape());
    unsigned rank = slice.getSourceType().getRank();
    rule.operandDims.push_back(identityDims(rank));
    rule.resultDims.push_back(sliceDims(rank, slice.getDroppedDims()));
    blockSlicedDims(rule, slice.getSourceType().getShape(),
                    slice.getStaticOffsets(), slice.getStaticSizes(),
                    slice.getStaticStrides());
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &,
            const FactorAxes &axes) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    // Split dims are taken whole, so only their size changes.
    Value local = tensor::ExtractSliceOp::create(
        context.builder, op->getLoc(), cast<RankedTensorType>(resultTypes[0]),
        operands[0], slice.getMixedOffsets(),
        localSizes(context.builder, slice.getMixedSizes(), axes,
                   cast<RankedTensorType>(operands[0].getType())),
        slice.getMixedStrides());
    return SmallVector<Value>{local};
  }
};

struct InsertSliceRule
    : ShardingRuleOpInterface::ExternalModel<InsertSliceRule,
                                             tensor::InsertSliceOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto insert = cast<tensor::InsertSliceOp>(op);
    if (!allStatic(op))
      return failure();
    FactorRule rule = FactorRule::ofShape(insert.getDestType().getShape());
    unsigned rank = insert.getDestType().getRank();
    rule.operandDims.push_back(sliceDims(rank, insert.getDroppedDims()));
    rule.operandDims.push_back(identityDims(rank));
    rule.resultDims.push_back(identityDims(rank));
    rule.tiedResult = {-1, 0};
    blockSlicedDims(rule, insert.getDestType().getShape(),
                    insert.getStaticOffsets(), insert.getStaticSizes(),
                    insert.getStaticStrides());
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &,
            const FactorAxes &axes) const {
    auto insert = cast<tensor::InsertSliceOp>(op);
    Value local = tensor::InsertSliceOp::create(
        context.builder, op->getLoc(), operands[0], operands[1],
        insert.getMixedOffsets(),
        localSizes(context.builder, insert.getMixedSizes(), axes,
                   cast<RankedTensorType>(resultTypes[0])),
        insert.getMixedStrides());
    return SmallVector<Value>{local};
  }
};

/// tensor.pad: dims padded on either side are blocked; the others split
/// (the pad region yields one value for every padded element).
struct PadRule
    : ShardingRuleOpInterface::ExternalModel<PadRule, tensor::PadOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto pad = cast<tensor::PadOp>(op);
    if (!allStatic(op) || !pad.getLow().empty() || !pad.getHigh().empty())
      return failure();
    FactorRule rule = FactorRule::ofShape(pad.getResultType().getShape());
    unsigned rank = pad.getResultType().getRank();
    rule.operandDims.push_back(identityDims(rank));
    rule.resultDims.push_back(identityDims(rank));
    for (unsigned d = 0; d < rank; ++d)
      if (pad.getStaticLow()[d] != 0 || pad.getStaticHigh()[d] != 0)
        rule.blocked[d] = true;
    rule.completeFor(op);
    return rule;
  }
};

/// tensor.concat: every dim but the joined one is shared by all operands.
struct ConcatRule
    : ShardingRuleOpInterface::ExternalModel<ConcatRule, tensor::ConcatOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto concat = cast<tensor::ConcatOp>(op);
    if (!allStatic(op))
      return failure();
    RankedTensorType type = concat.getResultType();
    unsigned joined = concat.getDim();
    FactorRule rule = FactorRule::ofShape(type.getShape());
    rule.blocked[joined] = true;
    DimFactors operandDims = identityDims(type.getRank());
    operandDims[joined].clear();
    rule.operandDims.assign(op->getNumOperands(), operandDims);
    rule.resultDims.push_back(identityDims(type.getRank()));
    rule.completeFor(op);
    return rule;
  }
};

/// Ops whose one result has the shape of their tensor operands (if any):
/// tensor.empty, tensor.cast. Their attributes do not mention sizes, so the
/// default partition (a clone with local types) is right.
template <typename OpTy>
struct SameShapeRule
    : ShardingRuleOpInterface::ExternalModel<SameShapeRule<OpTy>, OpTy> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    if (!allStatic(op))
      return failure();
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    FactorRule rule = FactorRule::ofShape(type.getShape());
    for (Value v : op->getOperands())
      rule.operandDims.push_back(isa<RankedTensorType>(v.getType())
                                     ? identityDims(type.getRank())
                                     : DimFactors());
    rule.resultDims.push_back(identityDims(type.getRank()));
    rule.completeFor(op);
    return rule;
  }
};

} // namespace

void mlir::dist::registerTensorShardingRules(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExpandShapeOp::attachInterface<ExpandShapeRule>(*ctx);
    tensor::CollapseShapeOp::attachInterface<CollapseShapeRule>(*ctx);
    tensor::ExtractSliceOp::attachInterface<ExtractSliceRule>(*ctx);
    tensor::InsertSliceOp::attachInterface<InsertSliceRule>(*ctx);
    tensor::PadOp::attachInterface<PadRule>(*ctx);
    tensor::ConcatOp::attachInterface<ConcatRule>(*ctx);
    tensor::EmptyOp::attachInterface<SameShapeRule<tensor::EmptyOp>>(*ctx);
    tensor::CastOp::attachInterface<SameShapeRule<tensor::CastOp>>(*ctx);
  });
}
