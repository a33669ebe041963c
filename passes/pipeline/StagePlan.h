//===- StagePlan.h - where each value of a pipelined function lives -*- C++
//-*-===//
//
// The analysis --dist-pipeline runs on a partitioned function: which ops
// run per microbatch, in the forward or backward pass of which stage, what
// crosses between stages either way, what is accumulated over microbatches
// and what runs once per step; and the automatic cuts of a function that
// has none. StageBuilder.h turns a plan into stage functions.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_STAGE_PLAN_H
#define SHARD_PASSES_PIPELINE_STAGE_PLAN_H

#include "dialect/DistOps.h"
#include "passes/pipeline/BalanceSegments.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <vector>

namespace mlir::dist {

/// A result of the program: the value the stage that makes it returns
/// and, if microbatches split it, the dim their pieces are concatenated
/// along.
struct PlannedResult {
  Value piece;
  std::optional<int64_t> dim;
  unsigned stage;
};

/// A value made once per step on stage `from` (an accumulated sum, or what
/// its step computes) that stage `to`'s step reads: sent once per step.
struct StepTransfer {
  Value value;
  unsigned from, to;
  bool operator==(const StepTransfer &other) const {
    return value == other.value && from == other.from && to == other.to;
  }
};

/// Where each value of a function lives in its pipeline.
struct StagePlan {
  unsigned numStages = 1;
  int64_t microbatches = 1;
  /// A training step: some op runs in the backward pass.
  bool training = false;
  /// Stage of each op result and cut result; absent: needed by no stage in
  /// particular (made wherever it is used). Stage s holds what reads stage
  /// s's values or, before any cut, the batch.
  DenseMap<Value, unsigned> stageOf;
  /// Values that depend on the microbatch (made once per microbatch).
  DenseSet<Value> perMicrobatch;
  /// Values made once per step from sums over the microbatches.
  DenseSet<Value> perStep;
  /// Statistics of the batch's data alone (batchStatistics): every stage
  /// that reads one computes it from the whole batch before its passes.
  DenseSet<Value> prologue;
  /// The forward ops of each stage, in program order (cuts excluded).
  std::vector<SmallVector<Operation *>> ops;
  /// The backward ops of each stage that compute input gradients (B), and
  /// those only weight gradients need (W), each in program order.
  std::vector<SmallVector<Operation *>> backward;
  std::vector<SmallVector<Operation *>> weightGradient;
  /// What crosses from stage s to s + 1 in forward passes, in a fixed
  /// order.
  std::vector<SetVector<Value>> crossing;
  /// What crosses from stage s + 1 to s in backward passes.
  std::vector<SetVector<Value>> backCrossing;
  /// The all_reduces over microbatches each stage accumulates.
  std::vector<SmallVector<AllReduceOp>> accumulations;
  /// The ops each stage runs once per step, after its last microbatch.
  std::vector<SmallVector<Operation *>> stepOps;
  /// Values sent from one stage's step to another's, in order.
  SmallVector<StepTransfer> stepTransfers;
  SmallVector<PlannedResult> results;
  /// The stage of each segment the cuts make, and the FLOPs of each stage.
  SmallVector<unsigned> stageOfSegment;
  SmallVector<double> stageFlops;
};

/// Plans the pipeline of `fn` over `numStages` stages (ranks times virtual
/// stages) and `microbatches` microbatches: its forward ops by the cuts,
/// the backward ops of a training step by what they read, the per-step ops
/// after the accumulations, and each result on the stage that makes it.
/// Reports what a pipeline cannot run.
FailureOr<StagePlan> planStages(func::FuncOp fn, unsigned numStages,
                                int64_t microbatches, StringRef axis);

/// Places the backward ops of a training step (those not in `forward`) on
/// the stages of the forward ops they differentiate, and splits each
/// stage's into input and weight gradients (see BackwardPlacement.cpp).
void placeBackward(func::FuncOp fn, StagePlan &plan,
                   const DenseSet<Operation *> &forward);

/// Moves backward ops of a training step across the cuts where that makes
/// fewer bytes cross back: a minimum cut per stage boundary, from the last
/// (see GradientCuts.cpp). Call before the backward crossings are recorded.
void sendFewestGradients(StagePlan &plan);

/// Cuts `fn`, which has no cuts, into `numStages` stages where the fewest
/// batch values are live, balancing FLOPs or blocks (`balance`; see the
/// pass description). `segmentFlops`, when it has one entry per segment
/// of cutSegments, are the FLOPs balanced instead of `fn`'s own: a tensor-
/// parallel rank's, for a function not yet partitioned (the planner's).
LogicalResult insertAutomaticCuts(func::FuncOp fn, unsigned numStages,
                                  StringRef axis,
                                  StageBalance balance = StageBalance::Flops,
                                  ArrayRef<double> segmentFlops = {});

/// The batch values live at the end of each block of `fn`'s forward pass:
/// at the first place with the fewest values live (those
/// insertAutomaticCuts chooses among) after a place with more (a
/// transformer's residual stream after each attention or MLP block):
/// full recomputation's checkpoints.
DenseSet<Value> blockBoundaryValues(func::FuncOp fn);

/// The forward pass of `fn` in the segments insertAutomaticCuts balances
/// into stages when it cuts no more stages than there are segments: the
/// parts between the places with the fewest batch values live (a
/// transformer's blocks, and the work before the first and after the
/// last).
struct CutSegments {
  /// Each forward op's segment.
  DenseMap<Operation *, unsigned> segmentOf;
  /// Each segment's FLOPs, as the cuts count them, and whether it starts
  /// where a block ends (blockBoundaryValues: a checkpoint of full
  /// recomputation).
  SmallVector<double> flops;
  SmallVector<bool> startsBlock;
  /// Whether the last segment ends a block (the function returns the
  /// stream) rather than holding the work after the blocks.
  bool lastEndsBlock = false;
};
CutSegments cutSegments(func::FuncOp fn);

/// The bytes one cut of `fn` carries, over the whole batch: the most any
/// of its dist.stage_boundary cuts carries, or without cuts the most at
/// the places insertAutomaticCuts chooses among (where the fewest batch
/// values are live: a transformer's residual stream); 0 if there is none.
double cutBytes(func::FuncOp fn);

/// The values of `fn`'s body that depend on the batch: the arguments
/// microbatches split (with none marked, its first argument, as
/// --dist-microbatch has it), and what is computed from them (a cut's
/// result from its own operand).
DenseSet<Value> batchValues(func::FuncOp fn);

/// The statistics of the batch's data alone, given the values that depend
/// on the batch (`batch`): the sums over the microbatches of values
/// computed only from the batch's arguments and constants (the number of
/// labels a mean loss divides by), and what is computed from those sums
/// and constants. A pipeline has such a sum before its first microbatch,
/// from the whole batch every stage reads, so a backward pass may use it
/// (a mean's 1 / count), where a loss's sum exists only after the last.
DenseSet<Value> batchStatistics(func::FuncOp fn, const DenseSet<Value> &batch);

/// The forward pass of `fn`, if it is a training step (it accumulates over
/// microbatches): the ops its cuts and its losses (accumulated scalars) are
/// computed from; none when every op is forward.
std::optional<DenseSet<Operation *>> forwardPass(func::FuncOp fn);

/// What selective recomputation makes again in backward passes: the values
/// of each attention's scores, from the contraction Q K^T of two batch
/// values to the contraction that reads the softmax (see
/// SelectiveRecompute.cpp), among the ops `inForward` takes for the
/// forward pass's.
DenseSet<Value>
attentionScores(func::FuncOp fn,
                llvm::function_ref<bool(Operation *)> inForward);

/// The values `op` reads: its operands and what its regions capture.
SetVector<Value> valuesRead(Operation *op);

/// The value a cut's result stands for: the operand that crosses.
Value sourceOf(Value v);

/// An all_slice over the microbatch axis: the microbatch's block of a value
/// every microbatch shares (a local slice).
bool isMicrobatchSlice(Operation *op);

/// An all_reduce over the microbatch axis (and maybe others), which a
/// pipeline accumulates; null otherwise.
AllReduceOp asAccumulation(Operation *op);

/// True if `op` adds what it reads into a sum over the microbatches: an
/// accumulation, or the reduce_scatter of each microbatch's term of one
/// (scatteredTermSum), which runs where the term is made as a weight
/// gradient does.
bool addsToAccumulation(Operation *op);

} // namespace mlir::dist

#endif // SHARD_PASSES_PIPELINE_STAGE_PLAN_H
