//===- ShardingRuleInterface.cpp - factor rules and partition helpers -----===//

#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::dist;

#include "dialect/ShardingRuleInterface.cpp.inc"

unsigned FactorRule::addFactor(int64_t size, bool reduction) {
  sizes.push_back(size);
  isReduction.push_back(reduction);
  blocked.push_back(false);
  positional.push_back(false);
  group.push_back(0);
  return sizes.size() - 1;
}

FactorRule FactorRule::ofShape(ArrayRef<int64_t> shape) {
  FactorRule rule;
  for (int64_t size : shape)
    rule.addFactor(size);
  return rule;
}

FactorRule FactorRule::sameShape(Operation *op, RankedTensorType type) {
  FactorRule rule = ofShape(type.getShape());
  for (Value v : op->getOperands())
    rule.operandDims.push_back(isa<RankedTensorType>(v.getType())
                                   ? identityDims(type.getRank())
                                   : DimFactors());
  rule.resultDims.push_back(identityDims(type.getRank()));
  rule.completeFor(op);
  return rule;
}

void FactorRule::completeFor(Operation *op) {
  operandDims.resize(op->getNumOperands());
  tiedResult.resize(op->getNumOperands(), -1);
  resultDims.resize(op->getNumResults());
  resultReductions.resize(op->getNumResults());
  capturedDims.resize(captured.size());
}

DimFactors mlir::dist::identityDims(unsigned rank, unsigned first) {
  DimFactors dims(rank);
  for (unsigned d = 0; d < rank; ++d)
    dims[d] = {first + d};
  return dims;
}

bool mlir::dist::isStaticTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

SmallVector<Value> mlir::dist::capturedTensors(Operation *op) {
  SmallVector<Value> tensors;
  if (op->getNumRegions() == 0)
    return tensors;
  SetVector<Value> above;
  getUsedValuesDefinedAbove(op->getRegions(), above);
  for (Value v : above)
    if (isa<RankedTensorType>(v.getType()))
      tensors.push_back(v);
  return tensors;
}

Value PartitionContext::groupRank(Location loc, ArrayRef<StringAttr> axes) {
  SmallVector<Attribute> names(axes.begin(), axes.end());
  return GroupRankOp::create(builder, loc, builder.getIndexType(),
                             FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                             builder.getArrayAttr(names));
}

Value PartitionContext::blockStart(Location loc, const FactorRule &rule,
                                   const FactorAxes &axes, unsigned f) {
  assert(rule.positional[f] && axes.blocks[f] == 1 &&
         "a factor whose start is computed must be positional");
  Value rank = groupRank(loc, axes[f]);
  Value size = arith::ConstantIndexOp::create(
      builder, loc, rule.sizes[f] / mesh.getGroupSize(axes[f]));
  return arith::MulIOp::create(builder, loc, rank, size);
}

Operation *PartitionContext::cloneWith(Operation *op, ValueRange operands,
                                       TypeRange resultTypes) {
  // Operands are set explicitly: an op may read one value twice, sharded
  // differently for each use, which one mapping cannot say.
  Operation *clone = builder.clone(*op, mapping);
  clone->setOperands(operands);
  for (auto [result, type] : llvm::zip_equal(clone->getResults(), resultTypes))
    result.setType(type);
  return clone;
}
