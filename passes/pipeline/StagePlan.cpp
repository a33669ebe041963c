//===- StagePlan.cpp - where each value of a pipelined function lives -----===//
//
// See StagePlan.h. Forward ops get stages from the chain of cuts (segments
// grouped by FLOPs); backward ops of a training step go with the forward
// ops they differentiate; all_reduces over microbatches become per-stage
// accumulations followed by per-step ops.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StagePlan.h"

#include "passes/pipeline/Accumulations.h"
#include "passes/pipeline/Stages.h"

#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::dist;

/// The values `op` reads: its operands and what its regions capture.
SetVector<Value> mlir::dist::valuesRead(Operation *op) {
  SetVector<Value> read(op->getOperands().begin(), op->getOperands().end());
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, read);
  return read;
}

/// The value a cut's result stands for: the operand that crosses.
Value mlir::dist::sourceOf(Value v) {
  while (auto cut = v.getDefiningOp<StageBoundaryOp>())
    v = cut.getInputs()[cast<OpResult>(v).getResultNumber()];
  return v;
}

static bool namesAxis(ArrayRef<StringRef> axes, StringRef axis) {
  return llvm::is_contained(axes, axis);
}

/// True if `axes` is the microbatch axis alone.
static bool isMicrobatchAxis(ArrayRef<StringRef> axes) {
  return axes.size() == 1 && axes.front() == DistDialect::kMicrobatchAxis;
}

/// An all_slice over the microbatch axis: the microbatch's block of a value
/// every microbatch shares (a local slice).
bool mlir::dist::isMicrobatchSlice(Operation *op) {
  auto slice = dyn_cast<AllSliceOp>(op);
  return slice && isMicrobatchAxis(slice.getAxisNames());
}

/// An all_gather over the microbatch axis that only the function returns:
/// the assembly of a result from its microbatches, which the last stage
/// does anyway.
static bool isMicrobatchAssembly(Operation *op) {
  // Null for a returned function argument.
  auto gather = dyn_cast_or_null<AllGatherOp>(op);
  return gather && isMicrobatchAxis(gather.getAxisNames()) &&
         llvm::all_of(op->getUsers(), [](Operation *user) {
           return isa<func::ReturnOp>(user);
         });
}

/// An all_reduce over the microbatch axis (and maybe others): a sum (max,
/// min) over the batch, as a gradient or a loss is. A pipeline accumulates
/// it over the microbatches on the stage that makes its input and reduces
/// the sum over the other axes once per step.
AllReduceOp mlir::dist::asAccumulation(Operation *op) {
  auto reduce = dyn_cast<AllReduceOp>(op);
  if (reduce && namesAxis(reduce.getAxisNames(), DistDialect::kMicrobatchAxis))
    return reduce;
  return {};
}

bool mlir::dist::addsToAccumulation(Operation *op) {
  auto scatter = dyn_cast<ReduceScatterOp>(op);
  return asAccumulation(op) || (scatter && scatteredTermSum(scatter));
}

/// True if `op` computes something per microbatch: it reads a value of
/// `batch`, slices the microbatch, or asks its rank among microbatches.
static bool isPerMicrobatch(Operation &op, const DenseSet<Value> &batch) {
  if (auto rank = dyn_cast<GroupRankOp>(op))
    return llvm::is_contained(rank.getAxes().getAsValueRange<StringAttr>(),
                              DistDialect::kMicrobatchAxis);
  return isMicrobatchSlice(&op) || llvm::any_of(valuesRead(&op), [&](Value v) {
           return batch.contains(v);
         });
}

/// The values of `fn`'s body that depend on the batch: the arguments
/// microbatches split (with none marked, its first argument, as
/// --dist-microbatch has it), and what is computed from them (a cut's
/// result from its own operand). A step exported from PyTorch takes its
/// weights first: its first argument is not the batch.
DenseSet<Value> mlir::dist::batchValues(func::FuncOp fn) {
  DenseSet<Value> batch;
  Block &body = fn.getBody().front();
  auto marked = [&](BlockArgument arg) {
    return bool(
        fn.getArgAttr(arg.getArgNumber(), DistDialect::kMicrobatchDimAttrName));
  };
  bool anyMarked = llvm::any_of(body.getArguments(), marked);
  for (BlockArgument arg : body.getArguments())
    if (anyMarked ? marked(arg) : arg.getArgNumber() == 0)
      batch.insert(arg);
  for (Operation &op : body.without_terminator()) {
    if (auto cut = dyn_cast<StageBoundaryOp>(op)) {
      for (auto [in, out] : llvm::zip(cut.getInputs(), cut.getResults()))
        if (batch.contains(in))
          batch.insert(out);
    } else if (!asAccumulation(&op) && isPerMicrobatch(op, batch)) {
      for (Value r : op.getResults())
        batch.insert(r);
    }
  }
  return batch;
}

/// The forward pass of `fn`, if it is a training step (it accumulates over
/// microbatches): the ops its cuts and its losses (accumulated scalars)
/// are computed from, not counting the batch's statistics. Everything
/// else per microbatch is the backward pass. None when every op is
/// forward: the function does not accumulate, or has neither cuts nor a
/// loss to tell the passes apart by.
std::optional<DenseSet<Operation *>> mlir::dist::forwardPass(func::FuncOp fn) {
  Block &body = fn.getBody().front();
  DenseSet<Value> statistics = batchStatistics(fn, batchValues(fn));
  SmallVector<Value> worklist;
  bool training = false;
  for (Operation &op : body.without_terminator()) {
    if (auto acc = asAccumulation(&op)) {
      training = true;
      if (acc.getType().getRank() == 0 && !statistics.contains(acc.getResult()))
        worklist.push_back(acc.getInput());
    } else if (auto cut = dyn_cast<StageBoundaryOp>(op)) {
      llvm::append_range(worklist, cut.getInputs());
    }
  }
  // One microbatch accumulates nothing: its losses are the scalars of the
  // batch the function returns.
  if (!training) {
    DenseSet<Value> batch = batchValues(fn);
    for (Value v : body.getTerminator()->getOperands())
      if (auto type = dyn_cast<RankedTensorType>(v.getType());
          type && type.getRank() == 0 && batch.contains(v) &&
          !statistics.contains(v)) {
        training = true;
        worklist.push_back(v);
      }
  }
  if (!training || worklist.empty())
    return std::nullopt;
  DenseSet<Operation *> forward;
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !(def = body.findAncestorOpInBlock(*def)) ||
        !forward.insert(def).second)
      continue;
    llvm::append_range(worklist, valuesRead(def));
  }
  return forward;
}

/// Rejects what a pipeline cannot run: collectives that combine
/// microbatches other than by accumulation or assembly, and anything on
/// the pipeline axis itself.
static LogicalResult checkMicrobatchesApart(func::FuncOp fn, StringRef axis) {
  WalkResult mixed = fn.walk([&](Operation *op) {
    if (isMicrobatchSlice(op) || isMicrobatchAssembly(op) || asAccumulation(op))
      return WalkResult::advance();
    if (auto c = dyn_cast<CollectiveOpInterface>(op)) {
      if (namesAxis(c.getAxisNames(), axis)) {
        op->emitOpError() << "communicates over the pipeline axis \"" << axis
                          << "\", whose devices run different stages";
        return WalkResult::interrupt();
      }
      if (namesAxis(c.getAxisNames(), DistDialect::kMicrobatchAxis)) {
        op->emitOpError()
            << "combines the microbatches of a batch (it gathers or "
               "scatters over the batch); a pipeline runs them one after "
               "another, so only sums over them (accumulated) and the "
               "assembly of results may: mark every argument that carries "
               "the batch (inputs, labels) with dist.microbatch_dim; where "
               "they are, an op before it needs the whole batch at once (a "
               "scatter or gather across the batch's rows, as a top-k "
               "router's backward pass has), which a pipeline cannot run";
        return WalkResult::interrupt();
      }
    }
    if (auto rank = dyn_cast<GroupRankOp>(op)) {
      if (llvm::is_contained(rank.getAxes().getAsValueRange<StringAttr>(),
                             axis)) {
        op->emitOpError() << "asks its rank on the pipeline axis \"" << axis
                          << "\", which no value may be split over";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(mixed.wasInterrupted());
}

/// True if `op` makes scalars (no tensors) from the microbatch's number
/// (`numbers`: group ranks over the microbatch axis and what is computed
/// from them) and values that do not depend on the batch.
static bool isMicrobatchNumber(Operation &op, const StagePlan &plan,
                               const DenseSet<Value> &numbers) {
  if (op.getNumResults() == 0 || op.getNumRegions() != 0 ||
      llvm::any_of(op.getResultTypes(),
                   [](Type t) { return isa<ShapedType>(t); }))
    return false;
  bool fromNumber = false;
  for (Value v : valuesRead(&op)) {
    if (numbers.contains(v))
      fromNumber = true;
    else if (plan.perMicrobatch.contains(v))
      return false;
  }
  return fromNumber;
}

namespace {
/// The pieces the cuts of a function make of its forward ops, numbered
/// along the chain of cuts.
struct ForwardSegments {
  /// The segment of each value a placed op or a cut makes.
  DenseMap<Value, unsigned> segmentOf;
  /// The cut that starts each segment (none for segment 0).
  SmallVector<StageBoundaryOp> cutEnding = SmallVector<StageBoundaryOp>(1);
  /// The forward ops with a segment, in program order.
  SmallVector<std::pair<Operation *, unsigned>> placed;
};
} // namespace

/// Gives each op of `batchWork` (forward work on the batch that reads no
/// cut's value, in program order) the segment of its first reader: the
/// earliest segment among its users' (one before a cut's), or segment 0
/// without a placed user. Megatron's last stage reads the labels itself;
/// made on the first stage, the labels' reshapes and masks were sent
/// through every stage, and the loss's backward, reading them, was placed
/// where they were made.
static void placeBatchWork(ArrayRef<Operation *> batchWork,
                           ForwardSegments &segments,
                           DenseMap<Operation *, unsigned> &segmentOfOp) {
  for (Operation *op : llvm::reverse(batchWork)) {
    std::optional<unsigned> first;
    for (Operation *user : op->getUsers()) {
      Operation *top = op->getBlock()->findAncestorOpInBlock(*user);
      std::optional<unsigned> at;
      if (auto cut = dyn_cast_or_null<StageBoundaryOp>(top))
        at = segments.segmentOf.lookup(cut.getResult(0)) - 1;
      else if (auto known = segmentOfOp.find(top); known != segmentOfOp.end())
        at = known->second;
      if (at)
        first = std::min(first.value_or(*at), *at);
    }
    segmentOfOp[op] = first.value_or(0);
    for (Value r : op->getResults())
      segments.segmentOf[r] = first.value_or(0);
  }
}

/// Numbers the segments the cuts of `fn` make and gives each forward op
/// one. Reports cuts that do not form a chain.
static LogicalResult
segmentForward(func::FuncOp fn, const StagePlan &plan,
               const std::optional<DenseSet<Operation *>> &forward,
               ForwardSegments &segments) {
  Block &body = fn.getBody().front();
  DenseMap<Value, unsigned> &segmentOf = segments.segmentOf;
  SmallVector<StageBoundaryOp> &cutEnding = segments.cutEnding;
  DenseSet<Value> microbatchNumbers;
  DenseMap<Operation *, unsigned> segmentOfOp;
  SmallVector<Operation *> batchWork;
  for (Operation &op : body.without_terminator()) {
    if (isMicrobatchAssembly(&op) || asAccumulation(&op) ||
        (forward && !isa<StageBoundaryOp>(op) && !forward->contains(&op)))
      continue;
    std::optional<unsigned> segment;
    for (Value v : valuesRead(&op))
      if (auto known = segmentOf.find(v); known != segmentOf.end())
        segment = std::max(segment.value_or(0), known->second);
    if (auto cut = dyn_cast<StageBoundaryOp>(op)) {
      unsigned ends = segment.value_or(0) + 1;
      if (ends >= cutEnding.size())
        cutEnding.resize(ends + 1);
      if (cutEnding[ends]) {
        InFlightDiagnostic diag =
            cut.emitOpError()
            << "starts segment " << ends << " like an earlier cut: the cuts "
            << "must form a chain (values that cross a cut together go "
               "through one dist.stage_boundary)";
        diag.attachNote(cutEnding[ends].getLoc()) << "the earlier cut";
        return diag;
      }
      cutEnding[ends] = cut;
      for (Value r : cut.getResults())
        segmentOf[r] = ends;
      continue;
    }
    // Scalars computed from the microbatch's number (a gather's row offset)
    // are made where they are used: a pipeline sends tensors, and they cost
    // nothing.
    if (isa<GroupRankOp>(op) ||
        isMicrobatchNumber(op, plan, microbatchNumbers)) {
      for (Value r : op.getResults())
        microbatchNumbers.insert(r);
      continue;
    }
    // Work on the batch that no cut's value reaches (the embedding's
    // lookup, the labels' reshapes and masks) goes with its first reader
    // (placeBatchWork); what does not touch the batch (constants, fills,
    // reads of weights) is made where it is used.
    if (!segment && isPerMicrobatch(op, plan.perMicrobatch)) {
      batchWork.push_back(&op);
      continue;
    }
    if (!segment)
      continue;
    for (Value r : op.getResults())
      segmentOf[r] = *segment;
    segmentOfOp[&op] = *segment;
  }
  placeBatchWork(batchWork, segments, segmentOfOp);
  for (Operation &op : body.without_terminator())
    if (auto known = segmentOfOp.find(&op); known != segmentOfOp.end())
      segments.placed.push_back({&op, known->second});
  return success();
}

/// Shares the stages of `plan` among the segments, balanced by their
/// FLOPs, and places each segmented value and op on its segment's stage.
static void assignSegmentStages(StagePlan &plan,
                                const ForwardSegments &segments) {
  unsigned numSegments = segments.cutEnding.size();
  // Consecutive segments share a stage, balanced by their FLOPs.
  SmallVector<double> segmentFlops(numSegments, 0);
  for (auto [op, segment] : segments.placed)
    segmentFlops[segment] += opFlops(op);
  plan.stageOfSegment = balanceSegments(segmentFlops, plan.numStages);
  plan.stageFlops.assign(plan.numStages, 0);
  for (auto [segment, flops] : llvm::enumerate(segmentFlops))
    plan.stageFlops[plan.stageOfSegment[segment]] += flops;
  for (auto &[v, segment] : segments.segmentOf)
    plan.stageOf[v] = plan.stageOfSegment[segment];
  for (auto [op, segment] : segments.placed)
    plan.ops[plan.stageOfSegment[segment]].push_back(op);
}

/// Records in `plan.crossing` the values that forward ops and cuts read
/// from earlier stages.
static void recordForwardCrossings(StagePlan &plan,
                                   ArrayRef<StageBoundaryOp> cutEnding) {
  // A value of stage a read in stage b > a crosses every cut in between.
  auto need = [&](Value v, unsigned at) {
    Value source = sourceOf(v);
    auto known = plan.stageOf.find(source);
    if (known == plan.stageOf.end())
      return;
    for (unsigned s = known->second; s < at; ++s)
      plan.crossing[s].insert(source);
  };
  for (auto [s, ops] : llvm::enumerate(plan.ops))
    for (Operation *op : ops)
      for (Value v : valuesRead(op))
        need(v, s);
  // A cut's values cross to the stage of its results (or stay, when both
  // sides share a stage).
  for (StageBoundaryOp cut : cutEnding)
    if (cut)
      for (Value v : cut.getInputs())
        need(v, plan.stageOf.lookup(cut.getResult(0)));
}

/// Assigns every forward op of `fn` a stage from its cuts: the cuts make a
/// chain of segments, and consecutive segments share one of `numStages`
/// stages, balanced by FLOPs. Reports cuts that do not form a chain and
/// fewer segments than stages.
static LogicalResult
placeForward(func::FuncOp fn, StagePlan &plan,
             const std::optional<DenseSet<Operation *>> &forward,
             StringRef axis) {
  unsigned numStages = plan.numStages;
  // Segments: the pieces the cuts make, numbered along the chain.
  ForwardSegments segments;
  if (failed(segmentForward(fn, plan, forward, segments)))
    return failure();
  unsigned numSegments = segments.cutEnding.size();
  // Each cut starts the segment after its inputs', so segments have no
  // gaps.
  if (numSegments < numStages)
    return fn.emitOpError()
           << "has cuts for " << numSegments << " stages, but mesh axis \""
           << axis << "\" has " << numStages
           << "; add dist.stage_boundary cuts or change the axis size";
  assignSegmentStages(plan, segments);
  recordForwardCrossings(plan, segments.cutEnding);
  return success();
}

/// Places what runs once per step: each accumulation on the stage of its
/// input, and the ops that use accumulated values (an optimizer update)
/// on the stage of those values. Reports ops that mix a step's values with
/// a microbatch's, or the accumulations of two stages.
static LogicalResult placeStep(func::FuncOp fn, StagePlan &plan) {
  unsigned last = plan.numStages - 1;
  Block &body = fn.getBody().front();
  for (Operation &op : body.without_terminator()) {
    // The batch's statistics are made where they are read.
    if (op.getNumResults() > 0 && plan.prologue.contains(op.getResult(0)))
      continue;
    std::optional<unsigned> at;
    if (auto acc = asAccumulation(&op)) {
      at = last;
      if (auto known = plan.stageOf.find(sourceOf(acc.getInput()));
          known != plan.stageOf.end())
        at = known->second;
      plan.accumulations[*at].push_back(acc);
    } else {
      // On the last stage of its operands; what another stage's step made
      // (its accumulated sum, what it computed from it) is sent there once
      // per step (a weight tied across stages, as GPT-2's embedding and LM
      // head: Megatron all-reduces its two gradients between the first and
      // last stage).
      SmallVector<Value> read;
      for (Value v : valuesRead(&op)) {
        if (!plan.perStep.contains(v))
          continue;
        read.push_back(v);
        at = std::max(at.value_or(0), plan.stageOf.lookup(v));
      }
      for (Value v : read) {
        unsigned stage = plan.stageOf.lookup(v);
        if (stage == *at)
          continue;
        if (!llvm::is_contained(plan.stepTransfers,
                                StepTransfer{v, stage, *at}))
          plan.stepTransfers.push_back({v, stage, *at});
      }
      if (!at)
        continue;
      if (llvm::any_of(op.getResults(),
                       [&](Value r) { return plan.perMicrobatch.contains(r); }))
        return op.emitOpError()
               << "uses a value accumulated over the microbatches together "
                  "with one microbatch's; a pipeline has the sum only after "
                  "its last microbatch";
      plan.stepOps[*at].push_back(&op);
    }
    for (Value r : op.getResults()) {
      plan.perStep.insert(r);
      plan.stageOf[r] = *at;
    }
  }
  return success();
}

/// Plans the pipeline of `fn`: its forward ops by the cuts, the backward
/// ops of a training step by what they read, the per-step ops after the
/// accumulations, and each result on the stage that makes it.
FailureOr<StagePlan> mlir::dist::planStages(func::FuncOp fn, unsigned numStages,
                                            int64_t microbatches,
                                            StringRef axis) {
  StagePlan plan;
  plan.numStages = numStages;
  plan.microbatches = microbatches;
  plan.ops.resize(numStages);
  plan.backward.resize(numStages);
  plan.weightGradient.resize(numStages);
  plan.crossing.resize(numStages);
  plan.backCrossing.resize(numStages);
  plan.accumulations.resize(numStages);
  plan.stepOps.resize(numStages);
  plan.perMicrobatch = batchValues(fn);
  plan.prologue = batchStatistics(fn, plan.perMicrobatch);
  if (failed(checkMicrobatchesApart(fn, axis)))
    return failure();
  std::optional<DenseSet<Operation *>> forward = forwardPass(fn);
  if (failed(placeForward(fn, plan, forward, axis)))
    return failure();
  if (forward)
    placeBackward(fn, plan, *forward);
  plan.training = llvm::any_of(llvm::concat<const SmallVector<Operation *>>(
                                   plan.backward, plan.weightGradient),
                               [](const auto &ops) { return !ops.empty(); });
  if (failed(placeStep(fn, plan)))
    return failure();

  Block &body = fn.getBody().front();
  for (auto [i, v] : llvm::enumerate(body.getTerminator()->getOperands())) {
    std::optional<int64_t> dim;
    if (auto dimAttr = fn.getResultAttrOfType<IntegerAttr>(
            i, DistDialect::kMicrobatchDimAttrName))
      dim = dimAttr.getInt();
    Value piece = v;
    if (isMicrobatchAssembly(v.getDefiningOp())) {
      auto gather = v.getDefiningOp<AllGatherOp>();
      piece = gather.getInput();
      dim = gather.getDim();
    }
    // A value of neither the batch nor its sums (a lifted global's next
    // value: the dropout seed) is the same in every microbatch; the stage
    // that returns it makes it (StageBuilder: microbatch 0's).
    Value source = sourceOf(piece);
    auto known = plan.stageOf.find(source);
    plan.results.push_back(
        {piece, dim,
         known == plan.stageOf.end() ? numStages - 1 : known->second});
  }
  return plan;
}
