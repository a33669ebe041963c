//===- Parallelize.cpp - the whole pipeline as --dist-parallelize ---------===//

#include "passes/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::dist::buildDistPartitioning(OpPassManager &pm, bool optimize,
                                       int64_t bucketBytes,
                                       StringRef pipelineAxis) {
  pm.addPass(createDistPartition(DistPartitionOptions{pipelineAxis.str()}));
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
      llvm::cl::desc(
          "largest merged all_reduce or all_gather result (0: do not merge)"),
      llvm::cl::init(mlir::dist::kDefaultBucketBytes)};
  Option<int64_t> microbatches{
      *this, "microbatches",
      llvm::cl::desc("microbatches per run of pipelined functions"),
      llvm::cl::init(1)};
  Option<std::string> schedule{
      *this, "schedule",
      llvm::cl::desc("gpipe, 1f1b, interleaved-1f1b or zb-h1"),
      llvm::cl::init("1f1b")};
  Option<int64_t> virtualStages{
      *this, "virtual-stages",
      llvm::cl::desc("model chunks per rank (interleaved-1f1b)"),
      llvm::cl::init(1)};
  Option<std::string> axis{*this, "axis",
                           llvm::cl::desc("the mesh axis of pipeline stages"),
                           llvm::cl::init("pp")};
  Option<std::string> balance{
      *this, "balance",
      llvm::cl::desc("what automatic stage cuts balance: flops, layers or "
                     "layers-and-ends"),
      llvm::cl::init("flops")};
  Option<bool> recompute{
      *this, "recompute",
      llvm::cl::desc("pipelines recompute their forward passes' values in "
                     "the backward passes instead of keeping them"),
      llvm::cl::init(false)};
  Option<bool> selectiveRecompute{
      *this, "selective-recompute",
      llvm::cl::desc("pipelines make attention's scores again in the "
                     "backward passes instead of keeping them"),
      llvm::cl::init(false)};
  Option<std::string> shardOptimizer{
      *this, "shard-optimizer",
      llvm::cl::desc("shard training steps' optimizer state over this mesh "
                     "axis (--dist-shard-optimizer; empty: kept whole)"),
      llvm::cl::init("")};
  Option<std::string> sequenceParallel{
      *this, "sequence-parallel",
      llvm::cl::desc("split the tokens between tensor-parallel blocks over "
                     "this mesh axis (--dist-sequence-parallel; empty: not)"),
      llvm::cl::init("")};
  Option<bool> shardWeights{
      *this, "shard-weights",
      llvm::cl::desc("with shard-optimizer, store the weights split over "
                     "its axis too, gathered where read (FSDP)"),
      llvm::cl::init(false)};
  Option<bool> shardGradients{
      *this, "shard-gradients",
      llvm::cl::desc("with shard-optimizer, pipelines reduce_scatter each "
                     "microbatch's gradient and keep only their share "
                     "(ZeRO-2)"),
      llvm::cl::init(false)};
  Option<int64_t> collectiveMatmul{
      *this, "collective-matmul",
      llvm::cl::desc("split tp gathers and scatters into this many chunks "
                     "beside their GEMMs, last (--dist-collective-matmul; 1: "
                     "not)"),
      llvm::cl::init(1)};
  Option<bool> narrowF64{
      *this, "narrow-f64",
      llvm::cl::desc("compute in f32 what the program widens from f32 to "
                     "f64 and rounds back (--dist-narrow-f64)"),
      llvm::cl::init(false)};
};
} // namespace

void mlir::dist::registerDistParallelizePipeline() {
  PassPipelineRegistration<ParallelizeOptions>(
      "dist-parallelize",
      "front end, --dist-narrow-f64, --dist-shard-optimizer, "
      "--dist-microbatch, --dist-sequence-parallel, "
      "--dist-propagate, --dist-partition, --dist-optimize-collectives, "
      "--dist-pipeline and --dist-collective-matmul, in order",
      [](OpPassManager &pm, const ParallelizeOptions &options) {
        buildDistParallelize(
            pm,
            ParallelizeConfig{
                options.microbatches, options.schedule, options.virtualStages,
                options.axis, options.optimize, options.bucketBytes,
                options.recompute, options.shardOptimizer, options.shardWeights,
                options.sequenceParallel, options.narrowF64,
                options.selectiveRecompute, options.balance,
                options.shardGradients, options.collectiveMatmul});
      });
}

void mlir::dist::buildDistParallelize(OpPassManager &pm,
                                      const ParallelizeConfig &config) {
  buildDistFrontEnd(pm);
  if (config.narrowF64)
    pm.addPass(createDistNarrowF64());
  // Weights to shard over no axis: the pass reports the mesh has none.
  if (!config.shardOptimizerAxis.empty() || config.shardWeights)
    pm.addPass(createDistShardOptimizer(DistShardOptimizerOptions{
        config.shardOptimizerAxis, config.shardWeights}));
  pm.addPass(createDistMicrobatch(
      DistMicrobatchOptions{config.microbatches, config.axis}));
  // The tokens split over tp within a microbatch.
  if (!config.sequenceAxis.empty())
    pm.addPass(createDistSequenceParallel(
        DistSequenceParallelOptions{config.sequenceAxis}));
  pm.addPass(createDistPropagate());
  // Buckets form after --dist-pipeline, which runs the optimization again:
  // bucketed before, a one-microbatch step's loss joins its gradients'
  // all_reduce and seems to need the whole backward.
  buildDistPartitioning(pm, config.optimize, /*bucketBytes=*/0, config.axis);
  buildDistPipelining(pm, config.axis, config.schedule, config.virtualStages,
                      config.optimize, config.bucketBytes, config.recompute,
                      config.selectiveRecompute, config.balance,
                      config.shardGradients);
  buildDistCollectiveMatmul(pm, config.collectiveMatmulChunks);
}

void mlir::dist::buildDistCollectiveMatmul(OpPassManager &pm, int64_t chunks) {
  if (chunks == 1)
    return;
  pm.addPass(createDistCollectiveMatmul(DistCollectiveMatmulOptions{chunks}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mlir::dist::buildDistPipelining(OpPassManager &pm, StringRef axis,
                                     StringRef schedule, int64_t virtualStages,
                                     bool optimize, int64_t bucketBytes,
                                     bool recompute, bool selectiveRecompute,
                                     StringRef balance, bool shardGradients) {
  // Each stage reduces its accumulated gradients over dp in buckets of
  // `bucketBytes` as its last action makes them final; what the step
  // reduces after the table buckets as any other all_reduces do.
  pm.addPass(createDistPipeline(DistPipelineOptions{
      axis.str(), schedule.str(), virtualStages, bucketBytes, recompute,
      selectiveRecompute, false, balance.str(), shardGradients}));
  if (optimize)
    pm.addPass(createDistOptimizeCollectives(
        DistOptimizeCollectivesOptions{bucketBytes}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}
