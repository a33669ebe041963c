//===- LiftGlobals.cpp - ml_program globals as arguments and results ------===//
//
// torch-mlir keeps the dropout RNG's seed in a mutable ml_program.global
// that every call loads, advances and stores. Code for a mesh has no
// per-process variables that outlive a call: state is what a function takes
// and returns. So each mutable global a public function uses becomes an
// argument (its value on entry) and, if the function stores it, a result
// (its value on exit) that `dist.updated_by` names as the argument's next
// value -- a training job carries it from step to step and checkpoints it
// like a weight. The argument keeps the global's initializer as
// `dist.initial_value`: shard-run starts from it unless given the input.
// Immutable globals are constants.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/prepare/ContainsDialect.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTLIFTGLOBALS
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-lift-globals"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// The global `op` (a load or store) names: the ops' verifier checks that
/// it is one.
ml_program::GlobalOp globalOf(Operation *op, SymbolRefAttr name) {
  return SymbolTable::lookupNearestSymbolFrom<ml_program::GlobalOp>(op, name);
}

/// The initializer of `global` as a constant of its type, or an error.
FailureOr<ElementsAttr> initializerOf(ml_program::GlobalOp global,
                                      Operation *user) {
  auto value =
      dyn_cast_or_null<ElementsAttr>(global.getValue().value_or(Attribute()));
  if (!value || value.getType() != global.getType())
    return user->emitOpError()
           << "reads @" << global.getSymName()
           << ", which has no initial value of its type " << global.getType()
           << "; shard starts every global from its initializer";
  return value;
}

/// Loads of immutable globals become constants.
LogicalResult foldConstantLoads(func::FuncOp fn) {
  SmallVector<std::pair<Operation *, ml_program::GlobalOp>> loads;
  fn.walk([&](Operation *op) {
    if (auto load = dyn_cast<ml_program::GlobalLoadConstOp>(op))
      loads.push_back({op, globalOf(op, load.getGlobal())});
    else if (auto load = dyn_cast<ml_program::GlobalLoadOp>(op))
      if (ml_program::GlobalOp global = globalOf(op, load.getGlobal());
          !global.getIsMutable())
        loads.push_back({op, global});
  });
  for (auto [op, global] : loads) {
    FailureOr<ElementsAttr> value = initializerOf(global, op);
    if (failed(value))
      return failure();
    OpBuilder b(op);
    op->replaceAllUsesWith(
        arith::ConstantOp::create(b, op->getLoc(), cast<TypedAttr>(*value)));
    op->erase();
  }
  return success();
}

/// The mutable globals `fn` loads or stores, in order of first use, or an
/// error where lifting them would change what the function does.
FailureOr<SmallVector<ml_program::GlobalOp>> mutableGlobals(func::FuncOp fn) {
  SmallVector<ml_program::GlobalOp> globals;
  WalkResult walked = fn.walk([&](Operation *op) -> WalkResult {
    if (isa<ml_program::GlobalLoadGraphOp, ml_program::GlobalStoreGraphOp>(op))
      return op->emitOpError()
             << "orders global accesses by tokens; shard reads and writes "
                "globals only with ml_program.global_load and global_store";
    SymbolRefAttr name;
    if (auto load = dyn_cast<ml_program::GlobalLoadOp>(op))
      name = load.getGlobal();
    else if (auto store = dyn_cast<ml_program::GlobalStoreOp>(op))
      name = store.getGlobal();
    else
      return WalkResult::advance();
    if (op->getParentOp() != fn || !fn.getBody().hasOneBlock())
      return op->emitOpError()
             << "is not in the straight-line body of @" << fn.getSymName()
             << "; shard makes globals arguments and results only there";
    if (fn.isPrivate())
      return op->emitOpError()
             << "is in private function @" << fn.getSymName()
             << ", which no public function inlines; shard makes globals "
                "the state of public functions";
    ml_program::GlobalOp global = globalOf(op, name);
    if (failed(initializerOf(global, op)))
      return WalkResult::interrupt();
    if (!llvm::is_contained(globals, global))
      globals.push_back(global);
    return WalkResult::advance();
  });
  if (walked.wasInterrupted())
    return failure();
  return globals;
}

/// Makes `global` an argument of `fn` and, if `fn` stores it, a result
/// that updates the argument.
void lift(func::FuncOp fn, ml_program::GlobalOp global) {
  Block &body = fn.getBody().front();
  MLIRContext *context = fn.getContext();
  unsigned argIndex = fn.getNumArguments();
  auto initial = NamedAttribute(
      StringAttr::get(context, DistDialect::kInitialValueAttrName),
      *global.getValue());
  (void)fn.insertArgument(argIndex, global.getType(),
                          DictionaryAttr::get(context, {initial}),
                          global.getLoc());
  Value current = body.getArgument(argIndex);
  bool stored = false;
  for (Operation &op : llvm::make_early_inc_range(body)) {
    if (auto load = dyn_cast<ml_program::GlobalLoadOp>(op);
        load && load.getGlobal().getLeafReference() == global.getSymName()) {
      load.replaceAllUsesWith(current);
      load.erase();
    } else if (auto store = dyn_cast<ml_program::GlobalStoreOp>(op);
               store &&
               store.getGlobal().getLeafReference() == global.getSymName()) {
      current = store.getValue();
      stored = true;
      store.erase();
    }
  }
  if (!stored)
    return;
  unsigned resultIndex = fn.getNumResults();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  ret->insertOperands(ret->getNumOperands(), current);
  (void)fn.insertResult(resultIndex, global.getType(), DictionaryAttr());
  fn.setArgAttr(argIndex, DistDialect::kUpdatedByAttrName,
                IntegerAttr::get(IntegerType::get(context, 64), resultIndex));
  SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] @" << global.getSymName()
                           << " is argument " << argIndex << " of @"
                           << fn.getSymName() << ", updated by result "
                           << resultIndex << "\n");
}

struct DistLiftGlobalsPass
    : dist::impl::DistLiftGlobalsBase<DistLiftGlobalsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Without ml_program ops the IR stays as it is and needs no verifying
    // again.
    if (!containsDialect<ml_program::MLProgramDialect>(module))
      return markAllAnalysesPreserved();
    for (auto fn : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (fn.isExternal())
        continue;
      if (failed(foldConstantLoads(fn)))
        return signalPassFailure();
      FailureOr<SmallVector<ml_program::GlobalOp>> globals = mutableGlobals(fn);
      if (failed(globals))
        return signalPassFailure();
      for (ml_program::GlobalOp global : *globals)
        lift(fn, global);
    }
    // Globals nothing names any more are gone with their loads.
    for (auto global : llvm::to_vector(module.getOps<ml_program::GlobalOp>()))
      if (SymbolTable::symbolKnownUseEmpty(global, module))
        global.erase();
  }
};

} // namespace
