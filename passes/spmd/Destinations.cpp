//===- Destinations.cpp - one destination per use -------------------------===//

#include "passes/spmd/Destinations.h"

#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// A tensor whose sharding can only come from its users: rank 1 or more.
bool isShardable(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type && type.getRank() > 0;
}

/// Whether `v` is made from scalars alone (see untieDestinations), so that
/// a copy of the ops that make it is the same tensor. Memoized in `made`.
class MadeFromScalars {
public:
  bool operator()(Value v) { return check(v, /*depth=*/0); }

private:
  bool check(Value v, unsigned depth) {
    if (!isa<RankedTensorType>(v.getType()))
      return true;
    auto it = made.find(v);
    if (it != made.end())
      return it->second;
    // Chains of fills and broadcasts are short; a long one is data.
    bool result = depth < 8 && compute(v, depth);
    made[v] = result;
    return result;
  }

  bool compute(Value v, unsigned depth) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return false;
    if (isa<tensor::EmptyOp>(def))
      return true;
    if (auto constant = dyn_cast<arith::ConstantOp>(def)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      return dense && dense.isSplat();
    }
    auto linalg = dyn_cast<linalg::LinalgOp>(def);
    if (!linalg || !linalg.hasPureTensorSemantics() ||
        !capturedTensors(def).empty())
      return false;
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return check(operand, depth + 1);
    });
  }

  DenseMap<Value, bool> made;
};

/// Gives every linalg op's `outs` operand that its body does not read an
/// empty of its own. Records the ops whose results lost a use in `orphans`.
void freshUnreadInits(func::FuncOp func,
                      llvm::SetVector<Operation *> &orphans) {
  func.walk([&](linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics())
      return;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto type = dyn_cast<RankedTensorType>(init.get().getType());
      if (!type || !type.hasStaticShape() ||
          op.payloadUsesValueFromOperand(&init))
        continue;
      Value old = init.get();
      if (old.getDefiningOp<tensor::EmptyOp>() && old.hasOneUse())
        continue;
      OpBuilder b(op);
      init.set(tensor::EmptyOp::create(b, op.getLoc(), type.getShape(),
                                       type.getElementType(),
                                       type.getEncoding()));
      if (Operation *def = old.getDefiningOp())
        orphans.insert(def);
    }
  });
}

/// A copy of the ops that make `v` (made from scalars), created at `b`.
Value cloneMaker(OpBuilder &b, Value v) {
  Operation *def = v.getDefiningOp();
  IRMapping map;
  for (Value operand : def->getOperands())
    if (isShardable(operand) && !map.contains(operand))
      map.map(operand, cloneMaker(b, operand));
  return b.clone(*def, map)->getResult(cast<OpResult>(v).getResultNumber());
}

/// The uses of `v` that may take a copy, in program order (`position`):
/// not inside a linalg body, which reads a captured tensor as data (and
/// where a copy would run per element).
SmallVector<OpOperand *>
copyableUses(Value v, const DenseMap<Operation *, unsigned> &position) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : v.getUses())
    if (!use.getOwner()->getParentOfType<linalg::LinalgOp>())
      uses.push_back(&use);
  llvm::sort(uses, [&](OpOperand *a, OpOperand *b) {
    return std::make_pair(position.lookup(a->getOwner()),
                          a->getOperandNumber()) <
           std::make_pair(position.lookup(b->getOwner()),
                          b->getOperandNumber());
  });
  return uses;
}

/// Gives each user but the first of every tensor made from scalars its own
/// copy, created in the original's block (outside any loop the user is in).
void cloneSharedMakers(func::FuncOp func) {
  MadeFromScalars made;
  SmallVector<Operation *> makers;
  DenseMap<Operation *, unsigned> position;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    position[op] = makers.size();
    makers.push_back(op);
    // A linalg body's ops are scalars.
    return isa<linalg::LinalgOp>(op) ? WalkResult::skip()
                                     : WalkResult::advance();
  });
  for (Operation *op : makers) {
    for (Value v : op->getResults()) {
      if (!isShardable(v) || !made(v))
        continue;
      SmallVector<OpOperand *> uses = copyableUses(v, position);
      if (uses.size() < 2)
        continue;
      OpBuilder b(op->getContext());
      for (OpOperand *use : llvm::drop_begin(uses)) {
        // Just before the user (or the op of the original's block that
        // holds it): a copy made early would be live, and counted, across
        // everything in between (a pipeline cut's activations).
        Operation *before =
            op->getBlock()->findAncestorOpInBlock(*use->getOwner());
        if (!before)
          continue;
        b.setInsertionPoint(before);
        use->set(cloneMaker(b, v));
      }
    }
  }
}

/// Erases the `orphans` no one uses any more, and what only they used.
void eraseOrphans(llvm::SetVector<Operation *> &orphans) {
  while (!orphans.empty()) {
    Operation *op = orphans.pop_back_val();
    if (!isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        orphans.insert(def);
    op->erase();
  }
}

} // namespace

void mlir::dist::untieDestinations(func::FuncOp func) {
  llvm::SetVector<Operation *> orphans;
  freshUnreadInits(func, orphans);
  eraseOrphans(orphans);
  cloneSharedMakers(func);
}
