//===- ArithRules.cpp - sharding rule of arith.constant -------------------===//
//
// A tensor constant is made on every device, never communicated: a splat in
// its local shape, anything else whole and then sliced to the device's block
// (dist.all_slice copies locally).
//
//===----------------------------------------------------------------------===//

#include "rules/Rules.h"

#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

struct ConstantRule
    : ShardingRuleOpInterface::ExternalModel<ConstantRule, arith::ConstantOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !type.hasStaticShape())
      return failure();
    FactorRule rule = FactorRule::ofShape(type.getShape());
    // Sliced by position (dist.all_slice), unless every element is equal.
    auto dense =
        dyn_cast<DenseElementsAttr>(cast<arith::ConstantOp>(op).getValue());
    if (!dense || !dense.isSplat())
      rule.positional.assign(rule.numFactors(), true);
    rule.resultDims.push_back(identityDims(type.getRank()));
    rule.completeFor(op);
    return rule;
  }

  FailureOr<SmallVector<Value>> partition(Operation *op,
                                          PartitionContext &context, ValueRange,
                                          TypeRange resultTypes,
                                          const FactorRule &,
                                          const FactorAxes &axes) const {
    auto constant = cast<arith::ConstantOp>(op);
    auto localType = cast<RankedTensorType>(resultTypes[0]);
    OpBuilder &b = context.builder;
    Location loc = op->getLoc();
    if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
        dense && dense.isSplat()) {
      Value local = arith::ConstantOp::create(
          b, loc, localType,
          DenseElementsAttr::get(localType, dense.getSplatValue<Attribute>()));
      return SmallVector<Value>{local};
    }
    Value whole = arith::ConstantOp::create(b, loc, constant.getValue());
    auto mesh = FlatSymbolRefAttr::get(context.mesh.getSymNameAttr());
    SmallVector<int64_t> shape(
        cast<RankedTensorType>(whole.getType()).getShape());
    for (auto [d, dimAxes] : llvm::enumerate(axes)) {
      if (dimAxes.empty())
        continue;
      shape[d] /= context.mesh.getGroupSize(dimAxes);
      SmallVector<Attribute> names(dimAxes.begin(), dimAxes.end());
      whole = AllSliceOp::create(b, loc, localType.clone(shape), mesh,
                                 b.getArrayAttr(names), whole,
                                 b.getI64IntegerAttr(d));
    }
    return SmallVector<Value>{whole};
  }
};

} // namespace

void mlir::dist::registerArithShardingRules(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    arith::ConstantOp::attachInterface<ConstantRule>(*ctx);
  });
}
