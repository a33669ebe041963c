//===- IndexMask.cpp - a mask computed from the indices alone -------------===//

#include "codegen/IndexMask.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

bool isMinusInf(Value v) {
  FloatAttr value;
  return matchPattern(v, m_Constant(&value)) && value.getValue().isInfinity() &&
         value.getValue().isNegative();
}

/// The ops of `op`'s body that `v` is computed from, in body order, when
/// it is computed from linalg.index and constants alone (pure ops without
/// regions; values from outside the body only constants). Each value is
/// looked at once (a body's values may be shared many times over).
FailureOr<SmallVector<Operation *>> indexSlice(linalg::GenericOp op, Value v) {
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist = {v};
  while (!worklist.empty()) {
    Value next = worklist.pop_back_val();
    Operation *def = next.getDefiningOp();
    if (!def)
      return failure();
    if (!op.getRegion().isAncestor(def->getParentRegion())) {
      if (!matchPattern(next, m_Constant()))
        return failure();
      continue;
    }
    if (!slice.insert(def) || isa<linalg::IndexOp>(def))
      continue;
    if (def->getNumRegions() != 0 || !isPure(def))
      return failure();
    llvm::append_range(worklist, def->getOperands());
  }
  SmallVector<Operation *> ordered(slice.begin(), slice.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

} // namespace

std::optional<IndexMask> codegen::indexMaskOf(linalg::GenericOp op) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  Operation *last =
      op.getBody()->getTerminator()->getOperand(0).getDefiningOp();
  if (auto widen = dyn_cast_or_null<arith::ExtFOp>(last))
    last = widen.getIn().getDefiningOp();
  auto select = dyn_cast_or_null<arith::SelectOp>(last);
  if (!select)
    return std::nullopt;
  IndexMask mask;
  if (isMinusInf(select.getTrueValue()))
    mask.maskedWhen = true;
  else if (isMinusInf(select.getFalseValue()))
    mask.maskedWhen = false;
  else
    return std::nullopt;
  FailureOr<SmallVector<Operation *>> slice =
      indexSlice(op, select.getCondition());
  if (failed(slice))
    return std::nullopt;
  mask.condition = select.getCondition();
  mask.slice = std::move(*slice);
  return mask;
}
