//===- Passes.cpp - registerDistPasses, buildParallelizePipeline ----------===//

#include "api/Passes.h"

#include "passes/Passes.h"

void shard::registerDistPasses() {
  mlir::dist::registerDistPasses();
  mlir::dist::registerDistParallelizePipeline();
}

void shard::buildParallelizePipeline(mlir::OpPassManager &pm,
                                     const ParallelizeOptions &options) {
  mlir::dist::buildDistParallelize(
      pm,
      mlir::dist::ParallelizeConfig{
          options.microbatches, options.schedule, options.virtualStages,
          options.pipelineAxis, options.optimizeCollectives,
          options.bucketBytes, options.recompute, options.shardOptimizerAxis,
          options.shardWeights, options.sequenceParallelAxis, options.narrowF64,
          options.selectiveRecompute, options.balance, options.shardGradients});
}
