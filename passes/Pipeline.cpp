//===- Pipeline.cpp - a partitioned function cut into pipeline stages -----===//
//
// After partitioning, a function with dist.stage_boundary cuts still holds
// the whole model. This pass gives each coordinate of the pipeline axis its
// own function: the ops between two cuts, run once per microbatch, with the
// values that cross a cut sent to the next stage (each device's local
// shard to the device of the same data- and tensor-parallel coordinates:
// partitioning already made every value the shard that device holds, so
// nothing is gathered) and values that skip stages forwarded through the
// stages between. Ops that need no stage's result (constants, fills, reads
// of weights) are made again in every stage that uses them, and arguments
// go only to the stages that read them. Segments between cuts are grouped
// into stages by FLOPs; a function without cuts is cut where the fewest
// batch values are live. In a training step the backward ops go to the
// stages of the forward ops they differentiate, sums over the batch are
// accumulated over microbatches and reduced once per step, and the ops
// that use them (the update) run after the last microbatch. Each stage
// runs its passes in the schedule's order, each starting with a
// dist.action (the schedule as data, and trace points). A dist.pipeline op
// named after the function lists the stages; its verifier proves the
// transfers cannot deadlock.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/ScheduleModel.h"
#include "passes/Stages.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Format.h"

#include <limits>

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPIPELINE
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

/// A result of the program: the value the stage that makes it returns
/// and, if microbatches split it, the dim their pieces are concatenated
/// along.
struct PlannedResult {
  Value piece;
  std::optional<int64_t> dim;
  unsigned stage;
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
  SmallVector<PlannedResult> results;
  /// The stage of each segment the cuts make, and the FLOPs of each stage.
  SmallVector<unsigned> stageOfSegment;
  SmallVector<double> stageFlops;
};

/// The stage of each of `flops.size()` consecutive segments, grouped into
/// `stages` contiguous stages so that the most FLOPs any stage has is as
/// small as it can be (ties: earlier stages take less); needs
/// flops.size() >= stages.
SmallVector<unsigned> balanceSegments(ArrayRef<double> flops, unsigned stages) {
  size_t n = flops.size();
  SmallVector<double> prefix(n + 1, 0);
  for (size_t i = 0; i < n; ++i)
    prefix[i + 1] = prefix[i] + flops[i];
  // best[k][i]: the least possible maximum for the first i segments in k
  // stages (each non-empty); cut[k][i]: where the last stage starts.
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> best(stages + 1,
                                        std::vector<double>(n + 1, inf));
  std::vector<std::vector<size_t>> cut(stages + 1,
                                       std::vector<size_t>(n + 1, 0));
  best[0][0] = 0;
  for (unsigned k = 1; k <= stages; ++k)
    for (size_t i = k; i <= n; ++i)
      for (size_t j = k - 1; j < i; ++j) {
        double cost = std::max(best[k - 1][j], prefix[i] - prefix[j]);
        // Later starts for the last stage on ties: earlier stages lighter.
        if (cost < best[k][i] || (cost == best[k][i] && j > cut[k][i])) {
          best[k][i] = cost;
          cut[k][i] = j;
        }
      }
  SmallVector<unsigned> stageOf(n);
  size_t end = n;
  for (unsigned k = stages; k > 0; --k) {
    size_t begin = cut[k][end];
    for (size_t i = begin; i < end; ++i)
      stageOf[i] = k - 1;
    end = begin;
  }
  return stageOf;
}

/// The values `op` reads: its operands and what its regions capture.
SetVector<Value> valuesRead(Operation *op) {
  SetVector<Value> read(op->getOperands().begin(), op->getOperands().end());
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, read);
  return read;
}

/// The value a cut's result stands for: the operand that crosses.
Value sourceOf(Value v) {
  while (auto cut = v.getDefiningOp<StageBoundaryOp>())
    v = cut.getInputs()[cast<OpResult>(v).getResultNumber()];
  return v;
}

bool namesAxis(ArrayRef<StringRef> axes, StringRef axis) {
  return llvm::is_contained(axes, axis);
}

/// True if `axes` is the microbatch axis alone.
bool isMicrobatchAxis(ArrayRef<StringRef> axes) {
  return axes.size() == 1 && axes.front() == DistDialect::kMicrobatchAxis;
}

/// An all_slice over the microbatch axis: the microbatch's block of a value
/// every microbatch shares (a local slice).
bool isMicrobatchSlice(Operation *op) {
  auto slice = dyn_cast<AllSliceOp>(op);
  return slice && isMicrobatchAxis(slice.getAxisNames());
}

/// An all_gather over the microbatch axis that only the function returns:
/// the assembly of a result from its microbatches, which the last stage
/// does anyway.
bool isMicrobatchAssembly(Operation *op) {
  auto gather = dyn_cast<AllGatherOp>(op);
  return gather && isMicrobatchAxis(gather.getAxisNames()) &&
         llvm::all_of(op->getUsers(), [](Operation *user) {
           return isa<func::ReturnOp>(user);
         });
}

/// An all_reduce over the microbatch axis (and maybe others): a sum (max,
/// min) over the batch, as a gradient or a loss is. A pipeline accumulates
/// it over the microbatches on the stage that makes its input and reduces
/// the sum over the other axes once per step.
AllReduceOp asAccumulation(Operation *op) {
  auto reduce = dyn_cast<AllReduceOp>(op);
  if (reduce && namesAxis(reduce.getAxisNames(), DistDialect::kMicrobatchAxis))
    return reduce;
  return {};
}

/// True if `op` computes something per microbatch: it reads a value of
/// `batch`, slices the microbatch, or asks its rank among microbatches.
bool isPerMicrobatch(Operation &op, const DenseSet<Value> &batch) {
  if (auto rank = dyn_cast<GroupRankOp>(op))
    return rank.getAxes().size() == 1 &&
           cast<StringAttr>(rank.getAxes()[0]).getValue() ==
               DistDialect::kMicrobatchAxis;
  return isMicrobatchSlice(&op) || llvm::any_of(valuesRead(&op), [&](Value v) {
           return batch.contains(v);
         });
}

/// The values of `fn`'s body that depend on the batch: its first argument
/// (as --dist-microbatch has it), arguments microbatches split, and what is
/// computed from them (a cut's result from its own operand).
DenseSet<Value> batchValues(func::FuncOp fn) {
  DenseSet<Value> batch;
  Block &body = fn.getBody().front();
  for (BlockArgument arg : body.getArguments())
    if (arg.getArgNumber() == 0 ||
        fn.getArgAttr(arg.getArgNumber(), DistDialect::kMicrobatchDimAttrName))
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
/// are computed from. Everything else per microbatch is the backward pass.
/// None when every op is forward: the function does not accumulate, or
/// has neither cuts nor a loss to tell the passes apart by.
std::optional<DenseSet<Operation *>> forwardPass(func::FuncOp fn) {
  Block &body = fn.getBody().front();
  SmallVector<Value> worklist;
  bool training = false;
  for (Operation &op : body.without_terminator()) {
    if (auto acc = asAccumulation(&op)) {
      training = true;
      if (acc.getType().getRank() == 0)
        worklist.push_back(acc.getInput());
    } else if (auto cut = dyn_cast<StageBoundaryOp>(op)) {
      llvm::append_range(worklist, cut.getInputs());
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
/// microbatches other than by accumulation or assembly, ranks asked among
/// microbatches and other axes, and anything on the pipeline axis itself.
LogicalResult checkMicrobatchesApart(func::FuncOp fn, StringRef axis) {
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
               "assembly of results may";
        return WalkResult::interrupt();
      }
    }
    if (auto rank = dyn_cast<GroupRankOp>(op)) {
      auto axes = llvm::to_vector(rank.getAxes().getAsValueRange<StringAttr>());
      if (namesAxis(axes, DistDialect::kMicrobatchAxis) && axes.size() != 1) {
        op->emitOpError() << "asks its rank in a group of \""
                          << DistDialect::kMicrobatchAxis
                          << "\" and other axes, which a pipeline cannot "
                             "number";
        return WalkResult::interrupt();
      }
      if (namesAxis(axes, axis)) {
        op->emitOpError() << "asks its rank on the pipeline axis \"" << axis
                          << "\", which no value may be split over";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(mixed.wasInterrupted());
}

/// Assigns every forward op of `fn` a stage from its cuts: the cuts make a
/// chain of segments, and consecutive segments share one of `numStages`
/// stages, balanced by FLOPs. Reports cuts that do not form a chain and
/// fewer segments than stages.
LogicalResult placeForward(func::FuncOp fn, StagePlan &plan,
                           const std::optional<DenseSet<Operation *>> &forward,
                           StringRef axis) {
  unsigned numStages = plan.numStages;
  Block &body = fn.getBody().front();
  // Segments: the pieces the cuts make, numbered along the chain.
  DenseMap<Value, unsigned> segmentOf;
  SmallVector<StageBoundaryOp> cutEnding(1);
  SmallVector<std::pair<Operation *, unsigned>> placed;
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
    // Work on the batch before the first cut is segment 0's; what does not
    // touch the batch (constants, fills, reads of weights) is made where it
    // is used.
    if (!segment && !isa<GroupRankOp>(op) &&
        isPerMicrobatch(op, plan.perMicrobatch))
      segment = 0;
    if (!segment)
      continue;
    for (Value r : op.getResults())
      segmentOf[r] = *segment;
    placed.push_back({&op, *segment});
  }
  unsigned numSegments = cutEnding.size();
  // Each cut starts the segment after its inputs', so segments have no
  // gaps.
  if (numSegments < numStages)
    return fn.emitOpError()
           << "has cuts for " << numSegments << " stages, but mesh axis \""
           << axis << "\" has " << numStages
           << "; add dist.stage_boundary cuts or change the axis size";

  // Consecutive segments share a stage, balanced by their FLOPs.
  SmallVector<double> segmentFlops(numSegments, 0);
  for (auto [op, segment] : placed)
    segmentFlops[segment] += opFlops(op);
  plan.stageOfSegment = balanceSegments(segmentFlops, numStages);
  plan.stageFlops.assign(numStages, 0);
  for (auto [segment, flops] : llvm::enumerate(segmentFlops))
    plan.stageFlops[plan.stageOfSegment[segment]] += flops;
  for (auto &[v, segment] : segmentOf)
    plan.stageOf[v] = plan.stageOfSegment[segment];
  for (auto [op, segment] : placed)
    plan.ops[plan.stageOfSegment[segment]].push_back(op);

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
  return success();
}

/// Moves from each stage's backward ops those only weight gradients need
/// (their results feed accumulations and such ops alone) to its W ops: the
/// split of the backward pass a zero-bubble schedule runs apart, which the
/// compiler sees directly in the program.
void splitWeightGradients(StagePlan &plan) {
  for (unsigned s = 0; s < plan.numStages; ++s) {
    DenseSet<Operation *> onlyForWeights;
    for (Operation *op : llvm::reverse(plan.backward[s])) {
      bool used = false, forWeights = true;
      for (Operation *user : op->getUsers()) {
        used = true;
        Operation *top = op->getBlock()->findAncestorOpInBlock(*user);
        forWeights &= asAccumulation(user) || onlyForWeights.contains(top);
      }
      if (used && forWeights)
        onlyForWeights.insert(op);
    }
    SmallVector<Operation *> inputGradients;
    for (Operation *op : plan.backward[s])
      (onlyForWeights.contains(op) ? plan.weightGradient[s] : inputGradients)
          .push_back(op);
    plan.backward[s] = std::move(inputGradients);
  }
}

/// Places the backward ops of a training step with the forward ops they
/// differentiate. A backward op that sums over the batch (it feeds an
/// accumulation: a weight gradient) runs on the last stage that holds its
/// forward operands -- where the forward op that read them ran; any other
/// (an activation gradient) on the stage that made the latest of its
/// forward operands, or with its gradient operands if it has none. Never
/// later than an operand reaches, so gradients flow from stage to stage
/// backwards and activations stay where they were made; values a backward
/// op reads from later stages are sent back through the stages between.
void placeBackward(func::FuncOp fn, StagePlan &plan,
                   const DenseSet<Operation *> &forward) {
  // The last stage each forward value reaches.
  DenseMap<Value, unsigned> reach(plan.stageOf.begin(), plan.stageOf.end());
  for (auto [s, values] : llvm::enumerate(plan.crossing))
    for (Value v : values)
      reach[v] = std::max(reach.lookup(v), unsigned(s + 1));
  DenseMap<Value, unsigned> made(plan.stageOf.begin(), plan.stageOf.end());
  Block &body = fn.getBody().front();
  for (Operation &op : body.without_terminator()) {
    if (forward.contains(&op) || isa<StageBoundaryOp>(op) ||
        asAccumulation(&op) || llvm::none_of(op.getResults(), [&](Value r) {
          return plan.perMicrobatch.contains(r);
        }))
      continue;
    bool weightGradient = llvm::any_of(op.getUsers(), [](Operation *user) {
      return bool(asAccumulation(user));
    });
    std::optional<unsigned> latest, at;
    for (Value v : valuesRead(&op)) {
      Value source = sourceOf(v);
      if (auto known = reach.find(source); known != reach.end())
        at = std::min(at.value_or(known->second), known->second);
      if (auto def = made.find(source); def != made.end())
        latest = std::max(latest.value_or(def->second), def->second);
    }
    // Reads only the batch's arguments: made where it is used.
    if (!at)
      continue;
    if (!weightGradient && latest)
      at = std::min(*at, *latest);
    for (Value r : op.getResults())
      plan.stageOf[r] = reach[r] = *at;
    plan.backward[*at].push_back(&op);
  }
  splitWeightGradients(plan);
  for (unsigned s = 0; s < plan.numStages; ++s)
    for (Operation *op : llvm::concat<Operation *const>(plan.backward[s],
                                                        plan.weightGradient[s]))
      for (Value v : valuesRead(op)) {
        Value source = sourceOf(v);
        auto known = plan.stageOf.find(source);
        if (known == plan.stageOf.end())
          continue;
        for (unsigned t = s; t < known->second; ++t)
          plan.backCrossing[t].insert(source);
      }
}

/// Places what runs once per step: each accumulation on the stage of its
/// input, and the ops that use accumulated values (an optimizer update)
/// on the stage of those values. Reports ops that mix a step's values with
/// a microbatch's, or the accumulations of two stages.
LogicalResult placeStep(func::FuncOp fn, StagePlan &plan) {
  unsigned last = plan.numStages - 1;
  Block &body = fn.getBody().front();
  for (Operation &op : body.without_terminator()) {
    std::optional<unsigned> at;
    if (auto acc = asAccumulation(&op)) {
      at = last;
      if (auto known = plan.stageOf.find(sourceOf(acc.getInput()));
          known != plan.stageOf.end())
        at = known->second;
      plan.accumulations[*at].push_back(acc);
    } else {
      Value stepValue;
      for (Value v : valuesRead(&op)) {
        if (!plan.perStep.contains(v))
          continue;
        unsigned stage = plan.stageOf.lookup(v);
        if (at && *at != stage) {
          InFlightDiagnostic diag =
              op.emitOpError()
              << "combines values accumulated over the microbatches on "
                 "pipeline stages "
              << *at << " and " << stage
              << "; each stage sums its own, so an op may use one stage's";
          // An accumulation sits where its first user is: point at what
          // it sums.
          Value shown = stepValue;
          if (auto acc = asAccumulation(stepValue.getDefiningOp()))
            shown = acc.getInput();
          diag.attachNote(shown.getLoc()) << "the value of stage " << *at;
          return diag;
        }
        at = stage;
        stepValue = v;
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
FailureOr<StagePlan> planStages(func::FuncOp fn, unsigned numStages,
                                int64_t microbatches, StringRef axis) {
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
    Value source = sourceOf(piece);
    if (microbatches > 1 && !plan.perMicrobatch.contains(source) &&
        !plan.perStep.contains(source))
      return fn.emitOpError()
             << "returns a value that depends neither on the batch nor on "
                "sums over it; a pipeline over microbatches returns only "
                "per-example values and accumulated ones";
    auto known = plan.stageOf.find(source);
    plan.results.push_back(
        {piece, dim,
         known == plan.stageOf.end() ? numStages - 1 : known->second});
  }
  return plan;
}

/// Cuts `fn`, which has no cuts, into `numStages` stages: candidate cut
/// points are the places between two ops of its body where the fewest
/// batch values are live (a transformer's residual stream between layers),
/// taking places with more only when there are too few; of those, the ones
/// that split the FLOPs most evenly are cut, each with a
/// dist.stage_boundary for the values live there.
LogicalResult insertAutomaticCuts(func::FuncOp fn, unsigned numStages,
                                  StringRef axis) {
  if (numStages < 2)
    return success();
  Block &body = fn.getBody().front();
  // A training step is cut in its forward pass; the backward ops follow
  // the forward values they read.
  std::optional<DenseSet<Operation *>> forward = forwardPass(fn);
  SmallVector<Operation *> ops;
  for (Operation &op : body.without_terminator())
    if (!forward || forward->contains(&op))
      ops.push_back(&op);
  size_t n = ops.size();
  DenseMap<Operation *, size_t> index;
  for (auto [i, op] : llvm::enumerate(ops))
    index[op] = i;
  DenseSet<Value> batch = batchValues(fn);
  // A batch value made in the body is live at the places from just after
  // its producer to its last forward user (the return: n).
  auto lastUse = [&](Value v) {
    size_t last = 0;
    for (Operation *user : v.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (top == body.getTerminator())
        last = n;
      else if (auto at = index.find(top); at != index.end())
        last = std::max(last, at->second);
    }
    return last;
  };
  std::vector<int64_t> live(n + 1, 0);
  std::vector<double> flopsBefore(n + 1, 0);
  for (auto [i, op] : llvm::enumerate(ops)) {
    flopsBefore[i + 1] = flopsBefore[i] + opFlops(op);
    for (Value r : op->getResults())
      if (batch.contains(r))
        for (size_t at = i + 1, last = lastUse(r); at <= last && at < n; ++at)
          ++live[at];
  }
  // Places with work on both sides, fewest live values first; every place
  // as good as the last one taken is taken too.
  SmallVector<size_t> places;
  for (size_t at = 1; at < n; ++at)
    if (live[at] > 0 && flopsBefore[at] > 0 && flopsBefore[at] < flopsBefore[n])
      places.push_back(at);
  llvm::stable_sort(places,
                    [&](size_t a, size_t b) { return live[a] < live[b]; });
  size_t take = 0;
  while (take < places.size() &&
         (take < numStages - 1 || live[places[take]] == live[places[take - 1]]))
    ++take;
  if (take < numStages - 1)
    return fn.emitOpError()
           << "has no dist.stage_boundary cuts and only " << places.size()
           << " places to cut it automatically; mesh axis \"" << axis
           << "\" needs " << numStages - 1 << "; add cuts";
  SmallVector<size_t> candidates(places.begin(), places.begin() + take);
  llvm::sort(candidates);
  // The segments between candidates, balanced into the stages.
  SmallVector<double> flops;
  size_t from = 0;
  for (size_t at : candidates) {
    flops.push_back(flopsBefore[at] - flopsBefore[from]);
    from = at;
  }
  flops.push_back(flopsBefore[n] - flopsBefore[from]);
  SmallVector<unsigned> stageOf = balanceSegments(flops, numStages);
  SmallVector<size_t> cuts;
  for (size_t k = 0; k < candidates.size(); ++k)
    if (stageOf[k] != stageOf[k + 1])
      cuts.push_back(candidates[k]);
  // Last cut first: an earlier cut then hands a value that crosses both to
  // the later one.
  OpBuilder b(fn.getContext());
  for (size_t at : llvm::reverse(cuts)) {
    Operation *first = ops[at];
    SmallVector<Value> crossing;
    for (size_t i = 0; i < at; ++i)
      for (Value r : ops[i]->getResults())
        if (batch.contains(r) && lastUse(r) >= at)
          crossing.push_back(r);
    b.setInsertionPoint(first);
    auto cut = StageBoundaryOp::create(b, first->getLoc(), crossing);
    for (auto [v, r] : llvm::zip(crossing, cut.getResults()))
      v.replaceUsesWithIf(r, [&](OpOperand &use) {
        Operation *top = body.findAncestorOpInBlock(*use.getOwner());
        return top != cut && !top->isBeforeInBlock(first) &&
               (top == body.getTerminator() || index.count(top));
      });
    // A later cut uses what it carries at its place: an earlier cut then
    // hands those values on even when nothing between reads them.
    index[cut] = at;
  }
  return success();
}

/// Builds the function of one rank of the pipeline axis: its actions in
/// the schedule's order (forward and, in a training step, backward passes
/// of each microbatch through each of its model chunks -- virtual stages
/// rank, rank + ranks, ... --, with their transfers and accumulations),
/// then what runs once per step.
class StageBuilder {
public:
  StageBuilder(func::FuncOp fn, const StagePlan &plan, unsigned rank,
               unsigned ranks, MeshOp mesh, StringRef axis, schedule::Kind kind)
      : fn(fn), plan(plan), rank(rank), ranks(ranks),
        chunks(plan.numStages / ranks), mesh(mesh), axis(axis), kind(kind),
        b(fn.getContext()) {}

  /// The stage's function, inserted after `fn`.
  func::FuncOp build(SymbolTable &symbols);

private:
  /// `t` with its microbatch dim (if `dim`) covering every microbatch.
  Type wholeType(Type t, std::optional<int64_t> dim) const;
  std::optional<int64_t> microbatchDim(DictionaryAttr attrs) const;
  /// The value of `v` in the stage for the current microbatch, made if
  /// needed.
  Value materialize(Value v);
  void cloneInto(Operation *op);
  /// The current microbatch's block (of type `type`) of `whole`, whose dim
  /// `dim` holds every microbatch.
  Value sliceMicrobatch(Value whole, RankedTensorType type, int64_t dim,
                        Location loc);
  /// What a pass receives (values, from which rank) and sends (values, to
  /// which rank); null values: nothing.
  struct Transfers {
    std::pair<const SetVector<Value> *, unsigned> received{nullptr, 0},
        sent{nullptr, 0};
  };
  Transfers transfersOf(const schedule::Action &a);
  /// Makes `a`'s microbatch the current one.
  void select(const schedule::Action &a);
  /// A pass in three parts: its receives; the action, its ops and the
  /// accumulations it feeds; its sends. One pass's sends and the next
  /// pass's receives are adjacent: posted together.
  void emitReceives(const schedule::Action &a);
  void emitBody(const schedule::Action &a);
  void emitSends(const schedule::Action &a);
  /// The rank's passes in the schedule's order.
  void emitPasses(ArrayRef<schedule::Action> order);
  /// The virtual stages this rank runs, chunk by chunk.
  SmallVector<unsigned> myStages() const {
    SmallVector<unsigned> stages;
    for (unsigned c = 0; c < chunks; ++c)
      stages.push_back(c * ranks + rank);
    return stages;
  }
  /// Adds the current microbatch's input of each accumulation made so far
  /// (with `all`, made now if no pass made it).
  void accumulate(bool all);
  void accumulate(AllReduceOp acc, bool all);
  /// The step's accumulated values reduced over their other axes, and the
  /// ops that use them.
  void emitStep();
  ArrayAttr axisAttr() { return b.getStrArrayAttr({axis}); }

  func::FuncOp fn;
  const StagePlan &plan;
  unsigned rank, ranks, chunks;
  MeshOp mesh;
  StringRef axis;
  schedule::Kind kind;
  OpBuilder b;
  Block *entry = nullptr;
  int64_t microbatch = 0;
  /// Values made once for all microbatches, those of each microbatch, those
  /// made once per step; `current` is the one being built.
  IRMapping shared, step;
  std::vector<IRMapping> microbatches;
  IRMapping *current = nullptr;
  /// Each accumulation's running sum and how many microbatches it holds.
  DenseMap<Operation *, std::pair<Value, SmallVector<bool>>> sums;
};

std::optional<int64_t> StageBuilder::microbatchDim(DictionaryAttr attrs) const {
  if (!attrs)
    return std::nullopt;
  if (auto dim = attrs.getAs<IntegerAttr>(DistDialect::kMicrobatchDimAttrName))
    return dim.getInt();
  return std::nullopt;
}

Type StageBuilder::wholeType(Type t, std::optional<int64_t> dim) const {
  if (!dim)
    return t;
  auto tensor = cast<RankedTensorType>(t);
  SmallVector<int64_t> shape(tensor.getShape());
  shape[*dim] *= plan.microbatches;
  return tensor.clone(shape);
}

Value StageBuilder::sliceMicrobatch(Value whole, RankedTensorType type,
                                    int64_t dim, Location loc) {
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)), sizes,
      strides(type.getRank(), b.getIndexAttr(1));
  for (int64_t size : type.getShape())
    sizes.push_back(b.getIndexAttr(size));
  offsets[dim] = b.getIndexAttr(microbatch * type.getDimSize(dim));
  return tensor::ExtractSliceOp::create(b, loc, type, whole, offsets, sizes,
                                        strides);
}

Value StageBuilder::materialize(Value v) {
  if (Value known = current->lookupOrNull(v))
    return known;
  if (Value known = shared.lookupOrNull(v)) {
    current->map(v, known);
    return known;
  }
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Value whole = entry->getArgument(arg.getArgNumber());
    std::optional<int64_t> dim =
        microbatchDim(fn.getArgAttrDict(arg.getArgNumber()));
    if (!dim) {
      shared.map(v, whole);
      current->map(v, whole);
      return whole;
    }
    Value slice = sliceMicrobatch(whole, cast<RankedTensorType>(arg.getType()),
                                  *dim, arg.getLoc());
    current->map(v, slice);
    return slice;
  }
  if (v.getDefiningOp<StageBoundaryOp>()) {
    Value source = materialize(sourceOf(v));
    current->map(v, source);
    return source;
  }
  // Made where it is used: a constant, a fill, a read of weights.
  cloneInto(v.getDefiningOp());
  return current->lookup(v);
}

void StageBuilder::cloneInto(Operation *op) {
  for (Value v : valuesRead(op))
    (void)materialize(v);
  Operation *clone;
  if (auto rank = dyn_cast<GroupRankOp>(op);
      rank && plan.perMicrobatch.contains(rank.getResult()))
    clone = arith::ConstantIndexOp::create(b, op->getLoc(), microbatch);
  else if (auto slice = dyn_cast<AllSliceOp>(op);
           slice && isMicrobatchSlice(op))
    clone = sliceMicrobatch(current->lookup(slice.getInput()), slice.getType(),
                            slice.getDim(), op->getLoc())
                .getDefiningOp();
  else
    clone = b.clone(*op, *current);
  bool once = llvm::none_of(op->getResults(), [&](Value r) {
    return plan.perMicrobatch.contains(r);
  });
  for (auto [old, made] : llvm::zip(op->getResults(), clone->getResults())) {
    current->map(old, made);
    if (once && !plan.stageOf.count(old))
      shared.map(old, made);
  }
}

StageBuilder::Transfers StageBuilder::transfersOf(const schedule::Action &a) {
  Transfers t;
  unsigned stage = unsigned(a.chunk) * ranks + rank;
  unsigned last = plan.numStages - 1;
  // Forward passes receive from the stage before and send to the one
  // after; backward passes the other way round; weight-gradient passes
  // neither. Virtual stage k runs on rank k mod ranks (the last rank's
  // chunk c hands on to rank 0's chunk c + 1).
  if (a.pass == schedule::Pass::Forward) {
    if (stage > 0)
      t.received = {&plan.crossing[stage - 1], (stage - 1) % ranks};
    if (stage < last)
      t.sent = {&plan.crossing[stage], (stage + 1) % ranks};
  } else if (a.pass == schedule::Pass::Backward) {
    if (stage < last)
      t.received = {&plan.backCrossing[stage], (stage + 1) % ranks};
    if (stage > 0)
      t.sent = {&plan.backCrossing[stage - 1], (stage - 1) % ranks};
  }
  return t;
}

void StageBuilder::select(const schedule::Action &a) {
  microbatch = a.microbatch;
  current = &microbatches[microbatch];
}

void StageBuilder::emitReceives(const schedule::Action &a) {
  select(a);
  if (auto [values, from] = transfersOf(a).received; values)
    for (Value v : *values)
      current->map(v, RecvOp::create(b, v.getLoc(), v.getType(),
                                     mesh.getSymName(), axisAttr(), from)
                          .getResult());
}

void StageBuilder::emitBody(const schedule::Action &a) {
  select(a);
  unsigned stage = unsigned(a.chunk) * ranks + rank;
  static const char *kinds[] = {"forward", "backward", "weight_gradient"};
  ActionOp::create(b, fn.getLoc(), kinds[int(a.pass)], microbatch, a.chunk);
  switch (a.pass) {
  case schedule::Pass::Forward:
    for (Operation *op : plan.ops[stage])
      cloneInto(op);
    break;
  case schedule::Pass::Backward:
    for (Operation *op : plan.backward[stage])
      cloneInto(op);
    // Without a split backward, the weight gradients are part of it.
    if (kind != schedule::Kind::ZeroBubbleH1)
      for (Operation *op : plan.weightGradient[stage])
        cloneInto(op);
    break;
  case schedule::Pass::WeightGradient:
    for (Operation *op : plan.weightGradient[stage])
      cloneInto(op);
    break;
  }
  accumulate(/*all=*/false);
}

void StageBuilder::emitSends(const schedule::Action &a) {
  select(a);
  if (auto [values, to] = transfersOf(a).sent; values)
    for (Value v : *values)
      SendOp::create(b, v.getLoc(), mesh.getSymName(), axisAttr(),
                     materialize(v), to);
}

void StageBuilder::emitPasses(ArrayRef<schedule::Action> order) {
  for (size_t i = 0; i < order.size(); ++i) {
    const schedule::Action &a = order[i];
    // Interleaved 1F1B's steady state runs a forward and a backward as one
    // step, as Megatron does: both receives, both passes, both sends, so
    // that one rank's step exchanges with its neighbours' in one group
    // each (separate groups deadlock when a chunk boundary crosses from
    // the last rank to the first).
    if (kind == schedule::Kind::Interleaved && i + 1 < order.size() &&
        a.pass == schedule::Pass::Forward &&
        order[i + 1].pass == schedule::Pass::Backward) {
      const schedule::Action &next = order[++i];
      emitReceives(a);
      emitReceives(next);
      emitBody(a);
      emitBody(next);
      emitSends(a);
      emitSends(next);
      continue;
    }
    emitReceives(a);
    emitBody(a);
    emitSends(a);
  }
}

void StageBuilder::accumulate(bool all) {
  for (unsigned stage : myStages())
    for (AllReduceOp acc : plan.accumulations[stage])
      accumulate(acc, all);
}

void StageBuilder::accumulate(AllReduceOp acc, bool all) {
  auto &[sum, added] = sums[acc];
  if (added.empty())
    added.assign(plan.microbatches, false);
  if (added[microbatch])
    return;
  // Made in this pass, or (at the end) made where it is needed.
  Value input =
      all ? materialize(acc.getInput()) : current->lookupOrNull(acc.getInput());
  if (!input)
    return;
  added[microbatch] = true;
  if (!sum) {
    sum = input;
    return;
  }
  auto type = cast<RankedTensorType>(input.getType());
  Type element = type.getElementType();
  bool isFloat = isa<FloatType>(element);
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  Value init =
      tensor::EmptyOp::create(b, acc.getLoc(), type.getShape(), element);
  ReductionKind reduction = acc.getReduction();
  sum =
      linalg::GenericOp::create(
          b, acc.getLoc(), type, ValueRange{sum, input}, ValueRange{init},
          ArrayRef<AffineMap>{id, id, id}, iterators,
          [&](OpBuilder &nb, Location loc, ValueRange args) {
            Value x = args[0], y = args[1], r;
            switch (reduction) {
            case ReductionKind::sum:
              r = isFloat ? arith::AddFOp::create(nb, loc, x, y).getResult()
                          : arith::AddIOp::create(nb, loc, x, y).getResult();
              break;
            case ReductionKind::max:
              r = isFloat ? arith::MaximumFOp::create(nb, loc, x, y).getResult()
                          : arith::MaxSIOp::create(nb, loc, x, y).getResult();
              break;
            case ReductionKind::min:
              r = isFloat ? arith::MinimumFOp::create(nb, loc, x, y).getResult()
                          : arith::MinSIOp::create(nb, loc, x, y).getResult();
              break;
            }
            linalg::YieldOp::create(nb, loc, r);
          })
          .getResult(0);
}

void StageBuilder::emitStep() {
  // Accumulations whose input no pass made (it reads only arguments).
  for (microbatch = 0; microbatch < plan.microbatches; ++microbatch) {
    current = &microbatches[microbatch];
    accumulate(/*all=*/true);
  }
  current = &step;
  for (unsigned stage : myStages())
    for (AllReduceOp acc : plan.accumulations[stage]) {
      Value total = sums[acc].first;
      SmallVector<StringRef> rest = acc.getAxisNames();
      llvm::erase(rest, DistDialect::kMicrobatchAxis);
      if (!rest.empty())
        total = AllReduceOp::create(b, acc.getLoc(), acc.getType(),
                                    acc.getMeshAttr(), b.getStrArrayAttr(rest),
                                    total, acc.getReductionAttr());
      step.map(acc.getResult(), total);
    }
  for (unsigned stage : myStages())
    for (Operation *op : plan.stepOps[stage])
      cloneInto(op);
}

func::FuncOp StageBuilder::build(SymbolTable &symbols) {
  Block &body = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());

  SmallVector<Type> argTypes, resultTypes;
  SmallVector<int64_t> resultNumbers;
  for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes()))
    argTypes.push_back(wholeType(t, microbatchDim(fn.getArgAttrDict(i))));
  for (auto [i, result] : llvm::enumerate(plan.results))
    if (result.stage % ranks == rank) {
      resultTypes.push_back(wholeType(result.piece.getType(), result.dim));
      resultNumbers.push_back(int64_t(i));
    }

  // Before `fn`, which goes away: the stages end up in order.
  b.setInsertionPoint(fn);
  auto stageFn = func::FuncOp::create(
      b, fn.getLoc(), (fn.getSymName() + "_stage" + Twine(rank)).str(),
      b.getFunctionType(argTypes, resultTypes));
  stageFn.setPrivate();
  symbols.insert(stageFn);
  entry = stageFn.addEntryBlock();
  b.setInsertionPointToStart(entry);

  microbatches.assign(plan.microbatches, IRMapping());
  schedule::Shape shape;
  shape.ranks = int(ranks);
  shape.chunks = int(chunks);
  shape.microbatches = int(plan.microbatches);
  shape.forwardOnly = !plan.training;
  emitPasses(schedule::build(kind, shape).ranks[rank]);
  emitStep();

  // The results: accumulated ones once, the others each microbatch's
  // piece, concatenated.
  SmallVector<Value> results;
  for (auto [i, number] : llvm::enumerate(resultNumbers)) {
    const PlannedResult &result = plan.results[number];
    if (!result.dim) {
      current = plan.perStep.contains(result.piece) ? &step : &microbatches[0];
      microbatch = 0;
      results.push_back(materialize(result.piece));
      continue;
    }
    SmallVector<Value> pieces;
    for (microbatch = 0; microbatch < plan.microbatches; ++microbatch) {
      current = &microbatches[microbatch];
      pieces.push_back(materialize(result.piece));
    }
    results.push_back(pieces.size() == 1 ? pieces.front()
                                         : tensor::ConcatOp::create(
                                               b, ret.getLoc(), resultTypes[i],
                                               *result.dim, pieces)
                                               .getResult());
  }
  func::ReturnOp::create(b, ret.getLoc(), results);
  if (!resultNumbers.empty())
    stageFn->setAttr(DistDialect::kResultNumbersAttrName,
                     b.getDenseI64ArrayAttr(resultNumbers));

  // Only the arguments the stage reads.
  llvm::BitVector unused(entry->getNumArguments());
  SmallVector<int64_t> numbers;
  for (BlockArgument arg : entry->getArguments()) {
    if (arg.use_empty())
      unused.set(arg.getArgNumber());
    else
      numbers.push_back(arg.getArgNumber());
  }
  (void)stageFn.eraseArguments(unused);
  stageFn->setAttr(DistDialect::kArgNumbersAttrName,
                   b.getDenseI64ArrayAttr(numbers));
  return stageFn;
}

/// The mesh the partitioned `fn` runs on: the module's only one.
FailureOr<MeshOp> meshOf(func::FuncOp fn) {
  auto module = fn->getParentOfType<ModuleOp>();
  auto meshes = llvm::to_vector(module.getOps<MeshOp>());
  if (meshes.size() != 1)
    return fn.emitOpError() << "is cut into stages, which needs the module's "
                            << "one dist.mesh; it declares " << meshes.size();
  return meshes.front();
}

/// Removes the microbatch axis from `mesh`: microbatches ran in turn.
void dropMicrobatchAxis(MeshOp mesh) {
  std::optional<unsigned> at = mesh.getAxisIndex(DistDialect::kMicrobatchAxis);
  if (!at)
    return;
  SmallVector<StringRef> axes(mesh.getAxisNameRefs());
  SmallVector<int64_t> sizes(mesh.getShape());
  axes.erase(axes.begin() + *at);
  sizes.erase(sizes.begin() + *at);
  mesh.setAxisNamesAttr(Builder(mesh.getContext()).getStrArrayAttr(axes));
  mesh.setShape(sizes);
}

struct DistPipeline : dist::impl::DistPipelineBase<DistPipeline> {
  using DistPipelineBase::DistPipelineBase;
  static constexpr int64_t kMaxMicrobatches = 4096;
  static constexpr int64_t kMaxVirtualStages = 64;

  /// True if `fn` still has sharding annotations.
  static bool isAnnotated(func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (fn.getArgAttr(i, DistDialect::kShardingAttrName))
        return true;
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      if (fn.getResultAttr(i, DistDialect::kShardingAttrName))
        return true;
    return fn
        .walk([](Operation *op) {
          return op->hasAttr(DistDialect::kShardingAttrName) || isa<ShardOp>(op)
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        })
        .wasInterrupted();
  }

  LogicalResult pipeline(func::FuncOp fn, SymbolTable &symbols) {
    if (isAnnotated(fn))
      return fn.emitOpError()
             << "is not partitioned yet; run --dist-pipeline after "
                "--dist-partition";
    FailureOr<MeshOp> mesh = meshOf(fn);
    if (failed(mesh))
      return failure();
    std::optional<int64_t> ranks = mesh->getAxisSize(axis);
    if (!ranks)
      return fn.emitOpError()
             << "is cut into stages, but mesh @" << mesh->getSymName()
             << " has no axis \"" << axis << "\" to run them on (its axes are "
             << formatAxes(mesh->getAxisNameRefs()) << ")";
    int64_t microbatches =
        mesh->getAxisSize(DistDialect::kMicrobatchAxis).value_or(1);
    // Each rank runs `virtualStages` model chunks: that many times as many
    // stages as ranks.
    std::optional<int64_t> stages;
    if (virtualStages >= 1 && virtualStages <= kMaxVirtualStages)
      stages = *ranks * virtualStages;
    if (!stages)
      return fn.emitOpError()
             << "--dist-pipeline: virtual-stages must be 1 to "
             << kMaxVirtualStages << ", not " << int64_t(virtualStages);
    // Every stage needs an op, and each microbatch a copy of the stage's
    // ops: bounds that keep absurd meshes from exhausting memory.
    int64_t ops = int64_t(fn.getBody().front().getOperations().size());
    if (*stages > ops)
      return fn.emitOpError()
             << "cannot be cut into " << *stages << " stages (mesh axis \""
             << axis << "\""
             << (virtualStages > 1 ? " times virtual-stages" : "")
             << "): it has " << ops << " ops";
    if (microbatches > kMaxMicrobatches)
      return fn.emitOpError()
             << "would run " << microbatches << " microbatches (mesh axis \""
             << DistDialect::kMicrobatchAxis << "\"); at most "
             << kMaxMicrobatches;
    if (!hasCuts(fn) &&
        failed(insertAutomaticCuts(fn, unsigned(*stages), axis)))
      return failure();
    FailureOr<StagePlan> plan =
        planStages(fn, unsigned(*stages), microbatches, axis);
    if (failed(plan))
      return failure();
    schedule::Kind kind = *schedule::parseKind(schedule);
    if (kind == schedule::Kind::ZeroBubbleH1 && !plan->training)
      return fn.emitOpError()
             << "is a forward program; schedule \"zb-h1\" splits backward "
                "passes, so it needs a training step";
    schedule::Shape shape;
    shape.ranks = int(*ranks);
    shape.chunks = int(virtualStages);
    shape.microbatches = int(microbatches);
    shape.forwardOnly = !plan->training;
    if (std::string error = schedule::build(kind, shape).error; !error.empty())
      return fn.emitOpError()
             << "cannot run schedule \"" << schedule << "\": " << error;
    // With fewer microbatches every pass of interleaved 1F1B is warm-up or
    // cool-down, and the transfers that wrap from the last rank to the
    // first cannot be grouped without a deadlock.
    if (kind == schedule::Kind::Interleaved && *ranks > 2 &&
        microbatches < 2 * *ranks)
      return fn.emitOpError()
             << "cannot run schedule \"interleaved-1f1b\" on " << *ranks
             << " ranks with " << microbatches << " microbatches; it needs at "
             << "least " << 2 * *ranks;
    SmallVector<Attribute> names;
    for (unsigned r = 0; r < *ranks; ++r)
      names.push_back(FlatSymbolRefAttr::get(
          StageBuilder(fn, *plan, r, unsigned(*ranks), *mesh, axis, kind)
              .build(symbols)));
    OpBuilder b(fn->getContext());
    b.setInsertionPointAfter(fn);
    std::string name = fn.getSymName().str();
    Location loc = fn.getLoc();
    symbols.erase(fn);
    auto op = PipelineOp::create(b, loc, name, mesh->getSymName(), axis,
                                 microbatches, schedule, b.getArrayAttr(names));
    symbols.insert(op);
    if (report)
      reportStages(op, *plan);
    return success();
  }

  /// A remark with each stage's FLOPs and how far the slowest is above the
  /// mean.
  static void reportStages(PipelineOp op, const StagePlan &plan) {
    double total = 0, slowest = 0;
    for (double flops : plan.stageFlops) {
      total += flops;
      slowest = std::max(slowest, flops);
    }
    double mean = total / double(plan.stageFlops.size());
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "stage FLOPs per microbatch [";
    llvm::interleaveComma(plan.stageFlops, os,
                          [&](double f) { os << llvm::format("%.0f", f); });
    os << "]; slowest stage "
       << llvm::format("%.1f", mean > 0 ? 100 * (slowest / mean - 1) : 0.0)
       << "% above the mean; segments per stage [";
    SmallVector<unsigned> counts(plan.numStages, 0);
    for (unsigned stage : plan.stageOfSegment)
      ++counts[stage];
    llvm::interleaveComma(counts, os);
    os << "]";
    op.emitRemark() << text;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!schedule::parseKind(schedule)) {
      module.emitError() << "--dist-pipeline: schedule \"" << schedule
                         << "\" is not one this pass makes; pipelines "
                            "run \"gpipe\", \"1f1b\", \"interleaved-1f1b\" "
                            "or \"zb-h1\"";
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    for (func::FuncOp fn : functionsToPipeline(module, axis))
      if (failed(pipeline(fn, symbols)))
        return signalPassFailure();
    for (MeshOp mesh : module.getOps<MeshOp>())
      dropMicrobatchAxis(mesh);
  }
};

} // namespace
