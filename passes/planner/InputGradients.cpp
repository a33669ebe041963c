//===- InputGradients.cpp - the tp reductions of a backward pass ----------===//
//
// See InputGradients.h.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/InputGradients.h"

#include "passes/Annotations.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

Value mlir::dist::plan::viewedThrough(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp>(
            def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

namespace {

/// Whether a weight of `roles` reaches `v` in `fn`'s body (so the backward
/// pass makes its gradient), memoized in `known`.
bool madeFromWeight(Value v, const ArgumentRoles &roles, Block &body,
                    DenseMap<Value, bool> &known) {
  SmallVector<Value> work = {v};
  // Depth first, each value decided after its operands.
  while (!work.empty()) {
    Value top = work.back();
    if (known.count(top)) {
      work.pop_back();
      continue;
    }
    if (auto arg = dyn_cast<BlockArgument>(top)) {
      known[top] = arg.getOwner() == &body &&
                   llvm::is_contained(roles.weights, arg.getArgNumber());
      work.pop_back();
      continue;
    }
    Operation *def = top.getDefiningOp();
    bool pending = false, reached = false;
    for (Value operand : def->getOperands()) {
      auto it = known.find(operand);
      if (it == known.end()) {
        work.push_back(operand);
        pending = true;
      } else {
        reached |= it->second;
      }
    }
    if (pending)
      continue;
    // Captured values of a region (a lookup's table) count too.
    def->walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        if (auto arg = dyn_cast<BlockArgument>(operand);
            arg && arg.getOwner() == &body)
          reached |= llvm::is_contained(roles.weights, arg.getArgNumber());
    });
    known[top] = reached;
    work.pop_back();
  }
  return known.lookup(v);
}

} // namespace

std::vector<double>
mlir::dist::plan::inputGradientBytes(func::FuncOp fn, const Layout &layout,
                                     const ArgumentRoles &roles) {
  Block &body = fn.getBody().front();
  DenseMap<Value, bool> known;
  llvm::SetVector<Value> reduced;
  for (Value input : layout.columnInputs) {
    Value v = viewedThrough(input);
    if (!isa<BlockArgument>(v) && madeFromWeight(v, roles, body, known))
      reduced.insert(v);
  }
  std::vector<double> bytes;
  for (Value v : reduced)
    bytes.push_back(double(tensorBytes(v.getType())));
  return bytes;
}
