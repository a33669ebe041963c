//===- DistRules.cpp - sharding rule of dist.stage_boundary ---------------===//

#include "rules/Rules.h"

#include "dialect/ShardingRuleInterface.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Each value crossing a cut keeps its layout: its dims are factors of their
/// own, tied only to the matching result, and a group of their own, so that
/// every value the cut carries may be split over the same axes (the
/// activations and the labels, all split over dp and microbatches).
struct StageBoundaryRule
    : ShardingRuleOpInterface::ExternalModel<StageBoundaryRule,
                                             StageBoundaryOp> {
  FailureOr<FactorRule> getFactorRule(Operation *op) const {
    FactorRule rule;
    for (auto [i, v] : llvm::enumerate(op->getOperands())) {
      auto type = cast<RankedTensorType>(v.getType());
      if (!type.hasStaticShape())
        return failure();
      unsigned first = rule.numFactors();
      for (int64_t size : type.getShape())
        rule.group[rule.addFactor(size)] = i;
      rule.operandDims.push_back(identityDims(type.getRank(), first));
      rule.resultDims.push_back(identityDims(type.getRank(), first));
    }
    rule.completeFor(op);
    return rule;
  }
};

} // namespace

void mlir::dist::registerDistShardingRules(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, DistDialect *) {
    StageBoundaryOp::attachInterface<StageBoundaryRule>(*ctx);
  });
}
