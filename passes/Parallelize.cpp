//===- Parallelize.cpp - the whole pipeline as --dist-parallelize ---------===//

#include "passes/Passes.h"

#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::dist::buildDistFrontEnd(OpPassManager &pm) {
  pm.addPass(createInlinerPass());
  tosa::addTosaToLinalgPasses(pm, TosaToLinalgOptions());
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addPass(createDistSplitBatchDims());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mlir::dist::buildDistPartitioning(OpPassManager &pm, bool optimize,
                                       int64_t bucketBytes) {
  pm.addPass(createDistPartition());
  if (optimize)
    pm.addPass(createDistOptimizeCollectives(
        DistOptimizeCollectivesOptions{bucketBytes}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

namespace {
struct ParallelizeOptions : PassPipelineOptions<ParallelizeOptions> {
  Option<bool> optimize{*this, "optimize",
                        llvm::cl::desc("run --dist-optimize-collectives"),
                        llvm::cl::init(true)};
  Option<int64_t> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("largest merged all_reduce (0: do not merge)"),
      llvm::cl::init(1 << 20)};
};
} // namespace

void mlir::dist::registerDistParallelizePipeline() {
  PassPipelineRegistration<ParallelizeOptions>(
      "dist-parallelize",
      "front end, --dist-propagate, --dist-partition and "
      "--dist-optimize-collectives, in order",
      [](OpPassManager &pm, const ParallelizeOptions &options) {
        buildDistFrontEnd(pm);
        pm.addPass(createDistPropagate());
        buildDistPartitioning(pm, options.optimize, options.bucketBytes);
      });
}
