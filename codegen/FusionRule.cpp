//===- FusionRule.cpp - when an elementwise producer joins its consumer ---===//

#include "codegen/FusionRule.h"

#include "codegen/GemmMatch.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

using namespace mlir;

bool dist::codegen::fusesIntoConsumer(OpOperand *operand) {
  auto consumer = dyn_cast<linalg::LinalgOp>(operand->getOwner());
  auto producer = operand->get().getDefiningOp<linalg::LinalgOp>();
  if (!consumer || !producer ||
      producer.getNumLoops() != producer.getNumParallelLoops())
    return false;
  if (linalg::isaContractionOpInterface(consumer))
    return movesOrWidens(producer) &&
           matchGemmThroughViews(consumer).has_value();
  if (!operand->get().hasOneUse())
    return false;
  if (producer->getBlock() != consumer->getBlock())
    return false;
  return consumer.getMatchingIndexingMap(operand).isPermutation();
}
