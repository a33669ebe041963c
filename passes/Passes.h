//===- Passes.h - shard's passes ---------------------------------*- C++
//-*-===//

#ifndef SHARD_PASSES_PASSES_H
#define SHARD_PASSES_PASSES_H

#include "dialect/DistDialect.h"
#include "passes/BucketBytes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::dist {

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

/// The front end every program goes through before sharding: calls are
/// inlined, mutable globals become arguments and results, tensor.insert and
/// torch-mlir's tm_tensor ops become generics, TOSA and elementwise ops on
/// tensors become linalg, contractions
/// over merged batch dims get a loop per dim, and the result is
/// canonicalized.
void buildDistFrontEnd(OpPassManager &pm);

/// Partitioning after propagation: --dist-partition, then (if `optimize`)
/// --dist-optimize-collectives, then cleanup. `pipelineAxis`: the mesh axis
/// of the stages of functions that will be pipelined.
void buildDistPartitioning(OpPassManager &pm, bool optimize,
                           int64_t bucketBytes = kDefaultBucketBytes,
                           StringRef pipelineAxis = "pp");

/// --dist-pipeline on `axis` with `schedule`, `virtualStages`,
/// `bucketBytes` (the stages' gradient buckets), `recompute`,
/// `selectiveRecompute`, `balance` (what automatic cuts balance) and
/// `shardGradients` (ZeRO-2's reduce_scatter per microbatch), then
/// (if `optimize`) --dist-optimize-collectives again with `bucketBytes`,
/// then cleanup.
void buildDistPipelining(OpPassManager &pm, StringRef axis, StringRef schedule,
                         int64_t virtualStages, bool optimize,
                         int64_t bucketBytes = kDefaultBucketBytes,
                         bool recompute = false,
                         bool selectiveRecompute = false,
                         StringRef balance = "flops",
                         bool shardGradients = false);

/// --dist-collective-matmul with `chunks`, then cleanup; nothing when
/// `chunks` is 1. Last: after the collectives' optimization and pipelining.
void buildDistCollectiveMatmul(OpPassManager &pm, int64_t chunks);

/// What --dist-parallelize runs, and how.
struct ParallelizeConfig {
  /// Microbatches per run of pipelined functions, their schedule, model
  /// chunks per rank (interleaved-1f1b), and the mesh axis of the stages.
  int64_t microbatches = 1;
  std::string schedule = "1f1b";
  int64_t virtualStages = 1;
  std::string axis = "pp";
  /// --dist-optimize-collectives, merging all_reduces up to `bucketBytes`.
  bool optimize = true;
  int64_t bucketBytes = kDefaultBucketBytes;
  /// Pipelines recompute their forward values in the backward passes.
  bool recompute = false;
  /// --dist-shard-optimizer over this axis (empty: not); the weights too
  /// with `shardWeights` (FSDP).
  std::string shardOptimizerAxis;
  bool shardWeights = false;
  /// --dist-sequence-parallel over this axis (empty: not).
  std::string sequenceAxis;
  /// --dist-narrow-f64 after the front end.
  bool narrowF64 = false;
  /// Pipelines make attention's scores again in the backward passes.
  bool selectiveRecompute = false;
  /// What automatic stage cuts balance (--dist-pipeline's `balance`).
  std::string balance = "flops";
  /// Pipelines reduce_scatter each microbatch's gradient and keep only
  /// their share (--dist-pipeline's `shard-gradients`, ZeRO-2).
  bool shardGradients = false;
  /// --dist-collective-matmul's chunks, last (1: not run).
  int64_t collectiveMatmulChunks = 1;
};

/// Adds what --dist-parallelize runs to `pm`: the front end,
/// --dist-narrow-f64, --dist-shard-optimizer, --dist-sequence-parallel
/// (each when `config` asks), --dist-microbatch, --dist-propagate, the
/// partitioning and --dist-pipeline.
void buildDistParallelize(OpPassManager &pm, const ParallelizeConfig &config);

/// Registers --dist-parallelize: the front end, --dist-microbatch,
/// --dist-propagate, the partitioning and --dist-pipeline, in order
/// (functions without cuts on a mesh without stages are not pipelined);
/// and --dist-front-end alone (what the planner reads a frontend's
/// program after).
void registerDistParallelizePipeline();

} // namespace mlir::dist

#endif // SHARD_PASSES_PASSES_H
