//===- TensorRules.cpp - sharding rules of tensor ops ---------------------===//
//
// Reshapes: the factors are the expanded dims, so a split dim may move into
// the major part of a reshape, or into its minor part, the major one
// becoming blocks (`blocks` of #dist.sharding). Slices, inserts and pads:
// dims taken whole split freely, the others are blocked, but for a slice of
// one of equal parts, whose part's elements split (the source in blocks).
// Concatenation: every dim but the joined one, and the parts' elements of
// a concatenation of equal parts. Creation (tensor.empty) and casts: the
// dims.
//
//===----------------------------------------------------------------------===//

#include "rules/Rules.h"

#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallBitVector.h"

#include <type_traits>

using namespace mlir;
using namespace mlir::dist;

namespace {

bool allStatic(Operation *op) {
  return llvm::all_of(op->getOperandTypes(),
                      [](Type t) {
                        return !isa<RankedTensorType>(t) || isStaticTensor(t);
                      }) &&
         llvm::all_of(op->getResultTypes(), isStaticTensor);
}

/// The factors of slice-like `op` (extract or insert) are the dims of its
/// full tensor, of type `full`; those it does not take whole (offset 0,
/// full size, stride 1) are blocked.
FactorRule fullTensorRule(RankedTensorType full,
                          OffsetSizeAndStrideOpInterface op) {
  FactorRule rule = FactorRule::ofShape(full.getShape());
  for (unsigned d = 0; d < full.getRank(); ++d)
    if (op.getStaticOffsets()[d] != 0 ||
        op.getStaticSizes()[d] != full.getDimSize(d) ||
        op.getStaticStrides()[d] != 1)
      rule.blocked[d] = true;
  return rule;
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

/// expand_shape and collapse_shape: the factors are the expanded dims; a
/// collapsed dim is its group of them, major to minor.
template <typename OpTy>
struct ReshapeRule
    : ShardingRuleOpInterface::ExternalModel<ReshapeRule<OpTy>, OpTy> {
  static constexpr bool kExpands = std::is_same_v<OpTy, tensor::ExpandShapeOp>;

  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto reshape = cast<OpTy>(op);
    if (!allStatic(op))
      return failure();
    RankedTensorType expanded =
        kExpands ? reshape.getResultType() : reshape.getSrcType();
    FactorRule rule = FactorRule::ofShape(expanded.getShape());
    DimFactors groups;
    for (ReassociationIndices group : reshape.getReassociationIndices())
      groups.push_back(SmallVector<unsigned, 2>(group.begin(), group.end()));
    DimFactors dims = identityDims(expanded.getRank());
    rule.operandDims.push_back(kExpands ? groups : dims);
    rule.resultDims.push_back(kExpands ? dims : groups);
    rule.completeFor(op);
    return rule;
  }

  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &,
            const FactorAxes &) const {
    Value local = OpTy::create(
        context.builder, op->getLoc(), cast<RankedTensorType>(resultTypes[0]),
        operands[0], cast<OpTy>(op).getReassociationIndices());
    return SmallVector<Value>{local};
  }
};

/// The number of equal parts `slice` takes one of along `dim` (a fused
/// projection's q, k or v): its size divides the dim, its offset is a
/// multiple of its size, its stride is 1 and it keeps the dim; 0 otherwise.
int64_t equalParts(tensor::ExtractSliceOp slice, unsigned dim) {
  int64_t full = slice.getSourceType().getDimSize(dim);
  int64_t size = slice.getStaticSizes()[dim];
  int64_t offset = slice.getStaticOffsets()[dim];
  if (slice.getDroppedDims().test(dim) || size <= 1 || size >= full ||
      ShapedType::isDynamic(offset) || full % size != 0 || offset % size != 0 ||
      slice.getStaticStrides()[dim] != 1)
    return 0;
  return full / size;
}

/// tensor.extract_slice: a dim taken whole is one factor; a dim cut into
/// equal parts is two, the part (blocked, not in the result) and the
/// part's elements, which split freely: the source is then split in blocks
/// (`blocks k` of #dist.sharding), each part on every device; any other
/// sliced dim is one blocked factor.
struct ExtractSliceRule
    : ShardingRuleOpInterface::ExternalModel<ExtractSliceRule,
                                             tensor::ExtractSliceOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    if (!allStatic(op))
      return failure();
    RankedTensorType source = slice.getSourceType();
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    FactorRule rule;
    DimFactors sourceDims, resultDims;
    for (unsigned d = 0; d < source.getRank(); ++d) {
      int64_t parts = equalParts(slice, d);
      if (parts) {
        unsigned part = rule.addFactor(parts);
        rule.blocked[part] = true;
        unsigned inner = rule.addFactor(source.getDimSize(d) / parts);
        sourceDims.push_back({part, inner});
        resultDims.push_back({inner});
        continue;
      }
      unsigned f = rule.addFactor(source.getDimSize(d));
      rule.blocked[f] = slice.getStaticOffsets()[d] != 0 ||
                        slice.getStaticSizes()[d] != source.getDimSize(d) ||
                        slice.getStaticStrides()[d] != 1;
      sourceDims.push_back({f});
      if (!dropped.test(d))
        resultDims.push_back({f});
    }
    rule.operandDims.push_back(sourceDims);
    rule.resultDims.push_back(resultDims);
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &rule,
            const FactorAxes &axes) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    auto source = cast<RankedTensorType>(operands[0].getType());
    OpBuilder &b = context.builder;
    SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
    SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
    // A split dim taken whole keeps only its local size; a split part is
    // the same part of the device's blocks, one per part.
    for (auto [d, factors] : llvm::enumerate(rule.operandDims[0])) {
      unsigned f = factors.back();
      if (axes[f].empty())
        continue;
      int64_t local = source.getDimSize(d);
      if (int64_t parts = equalParts(slice, d)) {
        int64_t index = slice.getStaticOffsets()[d] / slice.getStaticSizes()[d];
        offsets[d] = b.getIndexAttr(index * (local / parts));
        local /= parts;
      }
      sizes[d] = b.getIndexAttr(local);
    }
    Value local = tensor::ExtractSliceOp::create(
        b, op->getLoc(), cast<RankedTensorType>(resultTypes[0]), operands[0],
        offsets, sizes, slice.getMixedStrides());
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
    FactorRule rule = fullTensorRule(insert.getDestType(), insert);
    unsigned rank = insert.getDestType().getRank();
    rule.operandDims.push_back(sliceDims(rank, insert.getDroppedDims()));
    rule.operandDims.push_back(identityDims(rank));
    rule.resultDims.push_back(identityDims(rank));
    rule.tiedResult = {-1, 0};
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
    DimFactors resultDims = identityDims(type.getRank());
    operandDims[joined].clear();
    // Equal parts (q, k and v joined again): the joined dim is the part
    // and the part's elements, which split freely; the result is then in
    // blocks, each device joining its parts (the default partition).
    int64_t part =
        cast<RankedTensorType>(op->getOperand(0).getType()).getDimSize(joined);
    if (op->getNumOperands() > 1 && part > 1 &&
        llvm::all_of(op->getOperandTypes(), [&](Type t) {
          return cast<RankedTensorType>(t).getDimSize(joined) == part;
        })) {
      rule.sizes[joined] = op->getNumOperands();
      unsigned inner = rule.addFactor(part);
      operandDims[joined] = {inner};
      resultDims[joined] = {joined, inner};
    }
    rule.operandDims.assign(op->getNumOperands(), operandDims);
    rule.resultDims.push_back(resultDims);
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
    return FactorRule::sameShape(
        op, cast<RankedTensorType>(op->getResult(0).getType()));
  }
};

} // namespace

void mlir::dist::registerTensorShardingRules(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExpandShapeOp::attachInterface<ReshapeRule<tensor::ExpandShapeOp>>(
        *ctx);
    tensor::CollapseShapeOp::attachInterface<
        ReshapeRule<tensor::CollapseShapeOp>>(*ctx);
    tensor::ExtractSliceOp::attachInterface<ExtractSliceRule>(*ctx);
    tensor::InsertSliceOp::attachInterface<InsertSliceRule>(*ctx);
    tensor::PadOp::attachInterface<PadRule>(*ctx);
    tensor::ConcatOp::attachInterface<ConcatRule>(*ctx);
    tensor::EmptyOp::attachInterface<SameShapeRule<tensor::EmptyOp>>(*ctx);
    tensor::CastOp::attachInterface<SameShapeRule<tensor::CastOp>>(*ctx);
  });
}
