//===- ElementwiseSums.cpp - sums of tensors, term by term ----------------===//

#include "passes/spmd/ElementwiseSums.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::dist;

bool mlir::dist::addsOrSubtractsInputs(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 2 || generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0)
    return false;
  Block &body = *generic.getBody();
  if (!llvm::hasSingleElement(body.without_terminator()))
    return false;
  Operation &op = body.front();
  Value x = body.getArgument(0), y = body.getArgument(1);
  return isa<arith::AddFOp, arith::SubFOp>(op) &&
         body.getTerminator()->getOperand(0) == op.getResult(0) &&
         ((op.getOperand(0) == x && op.getOperand(1) == y) ||
          (op.getOperand(0) == y && op.getOperand(1) == x));
}

bool mlir::dist::isElementwiseSum(linalg::GenericOp generic) {
  return addsOrSubtractsInputs(generic) &&
         llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

bool mlir::dist::isElementwiseAdd(linalg::GenericOp generic) {
  return isElementwiseSum(generic) &&
         isa<arith::AddFOp>(generic.getBody()->front());
}

namespace {

/// The add of `v`'s type that reads `v` as the only reader of `v`, if
/// one does: the next add out in a sum.
linalg::GenericOp addReading(Value v) {
  if (!v.hasOneUse())
    return {};
  auto add = dyn_cast<linalg::GenericOp>(*v.getUsers().begin());
  if (!add || !isElementwiseAdd(add) ||
      add->getResult(0).getType() != v.getType())
    return {};
  return add;
}

} // namespace

void mlir::dist::sumTerms(linalg::GenericOp root, SmallVectorImpl<Value> &terms,
                          SmallVectorImpl<Operation *> &adds) {
  for (Value operand : root.getDpsInputs()) {
    auto inner = operand.getDefiningOp<linalg::GenericOp>();
    if (inner && isElementwiseAdd(inner) && addReading(operand) == root) {
      adds.push_back(inner);
      sumTerms(inner, terms, adds);
    } else {
      terms.push_back(operand);
    }
  }
}

Operation *mlir::dist::sumOf(Value v) {
  Operation *root = nullptr;
  while (linalg::GenericOp add = addReading(v)) {
    root = add;
    v = add->getResult(0);
  }
  return root;
}
