//===- LiftWeights.cpp - weight constants as arguments --------------------===//
//
// torch-mlir's normal export keeps a model's parameters in the program as
// constants. Shardings are decided per argument -- the planner's layout
// traces each argument to its contractions and writes the split on the
// signature -- so a model whose weights are constants has nothing to
// split. Each non-splat floating-point tensor constant of a public
// function becomes a trailing argument that keeps its elements as
// `dist.initial_value`, which shard-run reads as the argument's value
// unless the input is given: the program computes what it did. A
// `dist.shard` that constrains the constant alone becomes the argument's
// `dist.sharding`.
//
//===----------------------------------------------------------------------===//

#include "passes/prepare/LiftWeights.h"

#include "dialect/DistOps.h"
#include "passes/Passes.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTLIFTWEIGHTS
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-lift-weights"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// The value of `op` if it holds a weight: a floating-point tensor whose
/// elements are not all one value.
ElementsAttr weightValue(arith::ConstantOp op) {
  auto type = dyn_cast<RankedTensorType>(op.getType());
  if (!type || !isa<FloatType>(type.getElementType()))
    return {};
  auto value = dyn_cast<ElementsAttr>(op.getValue());
  if (!value || value.isSplat())
    return {};
  return value;
}

/// Whether the file holds `value`'s elements: a resource's blob may have
/// been elided on export.
bool holdsElements(ElementsAttr value) {
  auto resource = dyn_cast<DenseResourceElementsAttr>(value);
  return !resource || resource.getRawHandle().getBlob();
}

} // namespace

void mlir::dist::liftWeights(func::FuncOp fn) {
  // Its callers would have to pass the weights: the front end inlines
  // calls first.
  if (!SymbolTable::symbolKnownUseEmpty(fn, fn->getParentOp())) {
    SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] @" << fn.getSymName()
                             << " is called: left as it is\n");
    return;
  }
  MLIRContext *context = fn.getContext();
  Block &body = fn.getBody().front();
  auto initialName =
      StringAttr::get(context, DistDialect::kInitialValueAttrName);
  // Collected first: lifting erases the constant and its dist.shard.
  for (auto constant : llvm::to_vector(body.getOps<arith::ConstantOp>())) {
    ElementsAttr value = weightValue(constant);
    if (!value)
      continue;
    unsigned index = fn.getNumArguments();
    SmallVector<NamedAttribute> attrs;
    if (holdsElements(value))
      attrs.push_back(NamedAttribute(initialName, value));
    (void)fn.insertArgument(index, constant.getType(),
                            DictionaryAttr::get(context, attrs),
                            constant.getLoc());
    BlockArgument arg = body.getArgument(index);
    // A constraint on the constant alone is the argument's sharding, where
    // the planner reads a user's annotations.
    if (constant->hasOneUse())
      if (auto shard = dyn_cast<ShardOp>(*constant->user_begin())) {
        fn.setArgAttr(index, DistDialect::kShardingAttrName,
                      shard.getSharding());
        shard.replaceAllUsesWith(arg);
        shard.erase();
      }
    constant.replaceAllUsesWith(arg);
    constant.erase();
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] @" << fn.getSymName() << ": argument "
                << index << " " << arg.getType()
                << (attrs.empty() ? ", no initial value" : "") << "\n");
  }
}

namespace {

struct DistLiftWeightsPass
    : dist::impl::DistLiftWeightsBase<DistLiftWeightsPass> {
  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (fn.isPublic() && !fn.isExternal())
        liftWeights(fn);
  }
};

} // namespace
