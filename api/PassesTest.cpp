//===- PassesTest.cpp - the public API's pipeline is --dist-parallelize's -===//
//
// buildParallelizePipeline with every option away from its default adds
// exactly the passes, with exactly the options, that the registered
// --dist-parallelize pipeline adds given the same options as text: a field
// the API forgets to pass on shows as a difference in the printed pipeline.
//
//===----------------------------------------------------------------------===//

#include "api/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

namespace {

std::string printed(const mlir::OpPassManager &pm) {
  std::string text;
  llvm::raw_string_ostream os(text);
  pm.printAsTextualPipeline(os);
  return text;
}

TEST(PublicPasses, EveryOptionReachesThePipeline) {
  shard::registerDistPasses();
  shard::ParallelizeOptions options;
  options.microbatches = 8;
  options.schedule = "interleaved-1f1b";
  options.virtualStages = 2;
  options.pipelineAxis = "stages";
  options.optimizeCollectives = true;
  options.bucketBytes = 4096;
  options.balance = "layers-and-ends";
  options.recompute = false;
  options.selectiveRecompute = true;
  options.shardOptimizerAxis = "dp";
  options.shardWeights = true;
  options.shardGradients = true;
  options.sequenceParallelAxis = "tp";
  options.narrowF64 = true;
  mlir::OpPassManager fromApi("builtin.module");
  shard::buildParallelizePipeline(fromApi, options);

  mlir::OpPassManager fromText("builtin.module");
  ASSERT_TRUE(mlir::succeeded(mlir::parsePassPipeline(
      "dist-parallelize{microbatches=8 schedule=interleaved-1f1b "
      "virtual-stages=2 axis=stages optimize=true bucket-bytes=4096 "
      "balance=layers-and-ends recompute=false selective-recompute=true "
      "shard-optimizer=dp shard-weights=true shard-gradients=true "
      "sequence-parallel=tp "
      "narrow-f64=true}",
      fromText)));
  std::string api = printed(fromApi);
  EXPECT_EQ(api, printed(fromText));
  // Each option away from its default is in the printed pipeline.
  for (const char *option :
       {"microbatches=8", "schedule=interleaved-1f1b", "virtual-stages=2",
        "axis=stages", "balance=layers-and-ends", "selective-recompute=true",
        "bucket-bytes=4096", "dist-narrow-f64", "axis=dp weights=true",
        "dist-sequence-parallel{axis=tp}", "shard-gradients=true"})
    EXPECT_NE(api.find(option), std::string::npos) << option << "\n" << api;

  // Full recomputation, and the defaults, reach it the same way.
  shard::ParallelizeOptions full;
  full.recompute = true;
  mlir::OpPassManager fullApi("builtin.module");
  shard::buildParallelizePipeline(fullApi, full);
  mlir::OpPassManager fullText("builtin.module");
  ASSERT_TRUE(mlir::succeeded(
      mlir::parsePassPipeline("dist-parallelize{recompute=true}", fullText)));
  EXPECT_EQ(printed(fullApi), printed(fullText));
  EXPECT_NE(printed(fullApi).find(" recompute=true"), std::string::npos);
}

} // namespace
