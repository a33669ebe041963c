//===- LowerTosa.cpp - TOSA as linalg, when there is TOSA -----------------===//
//
// Upstream's TOSA-to-linalg pipeline is nine passes over every function;
// on a program without TOSA (linalg from torch-mlir, a generator's) each
// walks it for nothing, which the planner's passes and every shard-run
// compile would pay on large models.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTLOWERTOSA
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;

namespace {

OpPassManager tosaToLinalg() {
  OpPassManager pm(ModuleOp::getOperationName());
  tosa::addTosaToLinalgPasses(pm, TosaToLinalgOptions());
  return pm;
}

struct DistLowerTosa : dist::impl::DistLowerTosaBase<DistLowerTosa> {
  void getDependentDialects(DialectRegistry &registry) const override {
    tosaToLinalg().getDependentDialects(registry);
  }

  void runOnOperation() override {
    bool hasTosa = getOperation()
                       .walk([](Operation *op) {
                         return isa<tosa::TosaDialect>(op->getDialect())
                                    ? WalkResult::interrupt()
                                    : WalkResult::advance();
                       })
                       .wasInterrupted();
    if (!hasTosa) {
      markAllAnalysesPreserved();
      return;
    }
    OpPassManager pm = tosaToLinalg();
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }
};

} // namespace
