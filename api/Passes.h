//===- Passes.h - shard's passes, for other MLIR-based tools ----*- C++ -*-===//
//
// Installed as <prefix>/include/shard/Passes.h; link libshard.so.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_API_PASSES_H
#define SHARD_API_PASSES_H

#include <cstdint>
#include <string>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace shard {

/// Registers every --dist-* pass and the --dist-parallelize pipeline with
/// MLIR's pass registry (for tools built on MlirOptMain).
void registerDistPasses();

/// What --dist-parallelize's options set.
struct ParallelizeOptions {
  /// Microbatches per run of pipelined functions.
  int64_t microbatches = 1;
  /// gpipe, 1f1b, interleaved-1f1b or zb-h1.
  std::string schedule = "1f1b";
  /// Model chunks per pipeline rank (interleaved-1f1b).
  int64_t virtualStages = 1;
  /// The mesh axis whose coordinates are pipeline stages.
  std::string pipelineAxis = "pp";
  /// Run --dist-optimize-collectives, merging all_reduces up to this many
  /// bytes (0: do not merge).
  bool optimizeCollectives = true;
  int64_t bucketBytes = 1 << 20;
  /// What automatic stage cuts balance: flops, layers (the same blocks on
  /// each stage, the ends riding with the first and last) or
  /// layers-and-ends (the embedding and the head counted as a layer each).
  std::string balance = "flops";
  /// Pipelines recompute their forward passes' values in the backward
  /// passes instead of keeping them (activation recomputation).
  bool recompute = false;
  /// Pipelines make only attention's scores again in the backward passes,
  /// attention running fused both ways (selective recomputation).
  bool selectiveRecompute = false;
  /// Shard training steps' optimizer state and update over this mesh axis
  /// (ZeRO-1, --dist-shard-optimizer); empty: kept whole.
  std::string shardOptimizerAxis;
  /// With shardOptimizerAxis: the weights stored split over it too and
  /// gathered where read (FSDP, --dist-shard-optimizer's `weights`).
  bool shardWeights = false;
  /// With shardOptimizerAxis and microbatches: each microbatch's gradient
  /// reduce_scattered where it is made, only this rank's share accumulated
  /// (ZeRO-2, --dist-pipeline's `shard-gradients`).
  bool shardGradients = false;
  /// Split the tokens between tensor-parallel blocks over this mesh axis
  /// (--dist-sequence-parallel); empty: not.
  std::string sequenceParallelAxis;
  /// Compute in f32 what the program widens from f32 to f64 and rounds
  /// back (torch-mlir's LayerNorm variance; --dist-narrow-f64).
  bool narrowF64 = false;
};

/// Adds shard's whole pipeline to `pm` (on a module): the front end
/// (inlining, TOSA and elementwise ops to linalg), --dist-narrow-f64 (with
/// narrowF64), --dist-shard-optimizer (with a shardOptimizerAxis),
/// --dist-sequence-parallel (with a sequenceParallelAxis), --dist-microbatch,
/// --dist-propagate, --dist-partition, --dist-optimize-collectives and
/// --dist-pipeline, as --dist-parallelize runs them.
void buildParallelizePipeline(mlir::OpPassManager &pm,
                              const ParallelizeOptions &options = {});

} // namespace shard

#endif // SHARD_API_PASSES_H
