//===- StripAnnotations.cpp - the program on one device -------------------===//

#include "passes/Passes.h"

#include "dialect/DistOps.h"
#include "support/Debug.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTSTRIPANNOTATIONS
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-strip-annotations"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Erases every dist annotation in `module`; fails on a collective.
LogicalResult stripAnnotations(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    if (isa<CollectiveOpInterface>(op)) {
      op->emitOpError() << "communicates; a partitioned program has no "
                           "single-device form";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  module.walk([&](Operation *op) {
    if (isa<ShardOp, StageBoundaryOp>(op)) {
      op->replaceAllUsesWith(op->getOperands());
      op->erase();
      return;
    }
    op->removeAttr(DistDialect::kShardingAttrName);
    if (auto fn = dyn_cast<FunctionOpInterface>(op)) {
      for (unsigned i = 0; i < fn.getNumArguments(); ++i)
        fn.removeArgAttr(i, DistDialect::kShardingAttrName);
      for (unsigned i = 0; i < fn.getNumResults(); ++i)
        fn.removeResultAttr(i, StringAttr::get(op->getContext(),
                                               DistDialect::kShardingAttrName));
    }
  });
  for (MeshOp mesh : llvm::make_early_inc_range(module.getOps<MeshOp>()))
    mesh.erase();
  return success();
}

struct DistStripAnnotations
    : dist::impl::DistStripAnnotationsBase<DistStripAnnotations> {
  void runOnOperation() override {
    SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] stripping the dist "
                                "annotations of the module\n");
    if (failed(stripAnnotations(getOperation())))
      signalPassFailure();
  }
};

} // namespace
