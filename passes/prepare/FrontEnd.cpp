//===- FrontEnd.cpp - what every program goes through, once ---------------===//
//
// The rewrites that make an exported program (torch-mlir's linalg and
// tm_tensor ops, TOSA, a generator's linalg) the form sharding works on.
// They are not a fixed point, so the pass marks the module and runs once:
// the planner's passes, --dist-parallelize and shard-run all run it, and
// the program planned must be the program compiled.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTFRONTEND
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

/// The rewrites, in order.
OpPassManager frontEndPasses() {
  OpPassManager pm(ModuleOp::getOperationName());
  pm.addPass(createInlinerPass());
  pm.addPass(createDistLiftGlobals());
  pm.addPass(createDistLowerTensorInsert());
  pm.addPass(createDistConvertTMTensor());
  pm.addPass(createDistLowerTosa());
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addPass(createDistConvolutionToGemm());
  pm.addPass(createDistSinkExtractedScalars());
  pm.addPass(createDistSplitBatchDims());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  return pm;
}

struct DistFrontEnd : dist::impl::DistFrontEndBase<DistFrontEnd> {
  void getDependentDialects(DialectRegistry &registry) const override {
    frontEndPasses().getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module->hasAttr(DistDialect::kFrontEndAttrName)) {
      markAllAnalysesPreserved();
      return;
    }
    OpPassManager pm = frontEndPasses();
    if (failed(runPipeline(pm, module)))
      return signalPassFailure();
    module->setAttr(DistDialect::kFrontEndAttrName,
                    UnitAttr::get(&getContext()));
  }
};

} // namespace

void mlir::dist::buildDistFrontEnd(OpPassManager &pm) {
  pm.addPass(createDistFrontEnd());
}
