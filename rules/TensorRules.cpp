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

/// The number of equal parts slice-like `op` (an extract or an insert of
/// a part of a tensor of type `full`) takes one of along `dim` (a fused
/// projection's q, k or v): its size divides the dim, its offset is a
/// multiple of its size, its stride is 1 and it keeps the dim; 0 otherwise.
int64_t equalParts(OffsetSizeAndStrideOpInterface op, RankedTensorType full,
                   const llvm::SmallBitVector &dropped, unsigned dim) {
  int64_t whole = full.getDimSize(dim);
  int64_t size = op.getStaticSizes()[dim];
  int64_t offset = op.getStaticOffsets()[dim];
  if (dropped.test(dim) || size <= 1 || size >= whole ||
      ShapedType::isDynamic(offset) || whole % size != 0 ||
      offset % size != 0 || op.getStaticStrides()[dim] != 1)
    return 0;
  return whole / size;
}

/// The factors of slice-like `op` on a full tensor of type `full`, and the
/// dims of the full tensor and of the part. A dim taken whole (offset 0,
/// full size, stride 1) is one factor; a dim cut into equal parts is two,
/// the part (blocked, not in the part's dims) and the part's elements,
/// which split freely: the full tensor is then split in blocks (`blocks k`
/// of #dist.sharding), each part on every device; any other dim is one
/// blocked factor. `dropped` full dims have no part dim.
struct SliceFactors {
  FactorRule rule;
  DimFactors fullDims, partDims;
};
SliceFactors sliceFactors(OffsetSizeAndStrideOpInterface op,
                          RankedTensorType full,
                          const llvm::SmallBitVector &dropped) {
  SliceFactors result;
  FactorRule &rule = result.rule;
  for (unsigned d = 0; d < full.getRank(); ++d) {
    if (int64_t parts = equalParts(op, full, dropped, d)) {
      unsigned part = rule.addFactor(parts);
      rule.blocked[part] = true;
      unsigned inner = rule.addFactor(full.getDimSize(d) / parts);
      result.fullDims.push_back({part, inner});
      result.partDims.push_back({inner});
      continue;
    }
    unsigned f = rule.addFactor(full.getDimSize(d));
    rule.blocked[f] = op.getStaticOffsets()[d] != 0 ||
                      op.getStaticSizes()[d] != full.getDimSize(d) ||
                      op.getStaticStrides()[d] != 1;
    result.fullDims.push_back({f});
    if (!dropped.test(d))
      result.partDims.push_back({f});
  }
  return result;
}

/// Offsets and sizes of slice-like `op` on `local`, the device's block of
/// its full tensor (of global type `full`, whose dims are `fullDims`): a
/// split dim taken whole keeps only its local size; a split part is the
/// same part of the device's blocks, one per part.
void localOffsetsAndSizes(OpBuilder &b, OffsetSizeAndStrideOpInterface op,
                          RankedTensorType full,
                          const llvm::SmallBitVector &dropped,
                          ArrayRef<SmallVector<unsigned, 2>> fullDims,
                          const FactorAxes &axes, RankedTensorType local,
                          SmallVector<OpFoldResult> &offsets,
                          SmallVector<OpFoldResult> &sizes) {
  offsets = op.getMixedOffsets();
  sizes = op.getMixedSizes();
  for (auto [d, factors] : llvm::enumerate(fullDims)) {
    if (axes[factors.back()].empty())
      continue;
    int64_t size = local.getDimSize(d);
    if (int64_t parts = equalParts(op, full, dropped, d)) {
      int64_t index = op.getStaticOffsets()[d] / op.getStaticSizes()[d];
      offsets[d] = b.getIndexAttr(index * (size / parts));
      size /= parts;
    }
    sizes[d] = b.getIndexAttr(size);
  }
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

/// tensor.extract_slice: its source is the full tensor (see sliceFactors).
struct ExtractSliceRule
    : ShardingRuleOpInterface::ExternalModel<ExtractSliceRule,
                                             tensor::ExtractSliceOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    if (!allStatic(op))
      return failure();
    SliceFactors factors =
        sliceFactors(slice, slice.getSourceType(), slice.getDroppedDims());
    FactorRule rule = std::move(factors.rule);
    rule.operandDims.push_back(factors.fullDims);
    rule.resultDims.push_back(factors.partDims);
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &rule,
            const FactorAxes &axes) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    SmallVector<OpFoldResult> offsets, sizes;
    localOffsetsAndSizes(context.builder, slice, slice.getSourceType(),
                         slice.getDroppedDims(), rule.operandDims[0], axes,
                         cast<RankedTensorType>(operands[0].getType()), offsets,
                         sizes);
    Value local = tensor::ExtractSliceOp::create(
        context.builder, op->getLoc(), cast<RankedTensorType>(resultTypes[0]),
        operands[0], offsets, sizes, slice.getMixedStrides());
    return SmallVector<Value>{local};
  }
};

/// tensor.insert_slice: its destination and result are the full tensor
/// (see sliceFactors; q, k and v inserted back into a fused gradient split
/// in blocks).
struct InsertSliceRule
    : ShardingRuleOpInterface::ExternalModel<InsertSliceRule,
                                             tensor::InsertSliceOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto insert = cast<tensor::InsertSliceOp>(op);
    if (!allStatic(op))
      return failure();
    SliceFactors factors =
        sliceFactors(insert, insert.getDestType(), insert.getDroppedDims());
    FactorRule rule = std::move(factors.rule);
    rule.operandDims.push_back(factors.partDims);
    rule.operandDims.push_back(factors.fullDims);
    rule.resultDims.push_back(factors.fullDims);
    rule.tiedResult = {-1, 0};
    rule.completeFor(op);
    return rule;
  }
  FailureOr<SmallVector<Value>>
  partition(Operation *op, PartitionContext &context, ValueRange operands,
            TypeRange resultTypes, const FactorRule &rule,
            const FactorAxes &axes) const {
    auto insert = cast<tensor::InsertSliceOp>(op);
    SmallVector<OpFoldResult> offsets, sizes;
    localOffsetsAndSizes(context.builder, insert, insert.getDestType(),
                         insert.getDroppedDims(), rule.resultDims[0], axes,
                         cast<RankedTensorType>(resultTypes[0]), offsets,
                         sizes);
    Value local = tensor::InsertSliceOp::create(
        context.builder, op->getLoc(), operands[0], operands[1], offsets, sizes,
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
