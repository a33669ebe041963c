//===- StageBuilder.h - the function of one pipeline rank -------*- C++ -*-===//
//
// Turns a StagePlan into the function one rank of the pipeline axis runs:
// a dist.schedule whose regions are its passes (forward, backward,
// weight-gradient of each of its model chunks, each built once for any
// microbatch) and its exchanges, and whose table lists its actions in the
// schedule's order; then what runs once per step.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_STAGE_BUILDER_H
#define SHARD_PASSES_PIPELINE_STAGE_BUILDER_H

#include "passes/Passes.h"
#include "passes/pipeline/ScheduleModel.h"
#include "passes/pipeline/StagePlan.h"

#include "mlir/IR/SymbolTable.h"

namespace mlir::dist {

/// How a rank's function runs its passes.
struct StageOptions {
  schedule::Kind kind = schedule::Kind::OneFOneB;
  /// The most bytes of sums one dist.all_reduce_buffers reduces.
  int64_t bucketBytes = kDefaultBucketBytes;
  /// Backward and weight-gradient passes make the forward pass's values
  /// again from their chunk's inputs (what other stages sent it, the
  /// microbatch's slices, the weights) and `checkpoints` instead of
  /// reading what the forward pass kept: full activation recomputation.
  /// Only those are kept between its forward and backward passes.
  bool recompute = false;
  /// With `recompute`, forward values kept rather than made again (the
  /// residual stream between blocks: checkpoints), when not null. Each is
  /// made again where a backward pass first reads it, so the blocks are
  /// recomputed one at a time, each from the checkpoint before it.
  const DenseSet<Value> *checkpoints = nullptr;
  /// Values backward and weight-gradient passes make again from what the
  /// forward pass kept rather than keep themselves (selective
  /// recomputation: attentionScores), when not null.
  const DenseSet<Value> *recomputed = nullptr;
};

/// The function rank `rank` of `ranks` runs for `plan` of `fn`: the
/// actions `order` (the schedule's list for that rank; chunk c is virtual
/// stage c * ranks + rank) under `options.kind`, exchanging with the other
/// ranks on mesh axis `axis` of `mesh`. Inserted before `fn` and into
/// `symbols`, named `<fn>_stage<rank>`, taking the arguments it reads
/// (`dist.arg_numbers`) and returning the results it makes
/// (`dist.result_numbers`). Sums over the microbatches that also reduce
/// over other axes (a gradient's over dp) are reduced by their chunk's last
/// action, in buckets of at most `options.bucketBytes` as they become
/// final. Fails
/// (reported on `fn`) for a plan whose pass reads another chunk's value
/// without a transfer.
FailureOr<func::FuncOp>
buildStage(func::FuncOp fn, const StagePlan &plan, unsigned rank,
           unsigned ranks, ArrayRef<schedule::Action> order, MeshOp mesh,
           StringRef axis, const StageOptions &options, SymbolTable &symbols);

} // namespace mlir::dist

#endif // SHARD_PASSES_PIPELINE_STAGE_BUILDER_H
