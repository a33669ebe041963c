//===- AutomaticCuts.cpp - stage boundaries where little is live ----------===//
//
// A function pipelined without dist.stage_boundary cuts is cut where the
// fewest batch values are live (a transformer's residual stream between
// layers), at the places that split its FLOPs most evenly (see
// insertAutomaticCuts in StagePlan.h).
//
//===----------------------------------------------------------------------===//

#include "passes/Annotations.h"
#include "passes/pipeline/StagePlan.h"
#include "passes/pipeline/Stages.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <limits>

using namespace mlir;
using namespace mlir::dist;

namespace {
/// The places where a function's forward ops may be cut (place i: just
/// before ops[i]; place n: the return), with what each place has live and
/// the FLOPs before it.
struct CutSites {
  Block *body = nullptr;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> index;
  DenseSet<Value> batch;
  std::vector<int64_t> live;
  std::vector<double> flopsBefore;

  /// The place of the last forward user of `v` (the return: n).
  /// Whether place `at` may be cut: a batch value crosses it and there
  /// is work on both sides.
  bool cuttable(size_t at) const {
    size_t n = ops.size();
    return at >= 1 && at < n && live[at] > 0 && flopsBefore[at] > 0 &&
           flopsBefore[at] < flopsBefore[n];
  }

  size_t lastUse(Value v) const {
    size_t n = ops.size();
    size_t last = 0;
    for (Operation *user : v.getUsers()) {
      Operation *top = body->findAncestorOpInBlock(*user);
      if (top == body->getTerminator())
        last = n;
      else if (auto at = index.find(top); at != index.end())
        last = std::max(last, at->second);
    }
    return last;
  }
};
} // namespace

/// The forward ops of `fn` and, at each place between them, the batch
/// values live and the FLOPs done.
static CutSites gatherCutSites(func::FuncOp fn) {
  CutSites sites;
  Block &body = fn.getBody().front();
  sites.body = &body;
  // A training step is cut in its forward pass; the backward ops follow
  // the forward values they read.
  std::optional<DenseSet<Operation *>> forward = forwardPass(fn);
  for (Operation &op : body.without_terminator())
    if (!forward || forward->contains(&op))
      sites.ops.push_back(&op);
  size_t n = sites.ops.size();
  for (auto [i, op] : llvm::enumerate(sites.ops))
    sites.index[op] = i;
  sites.batch = batchValues(fn);
  // A batch value made in the body is live at the places from just after
  // its producer to its last forward user (the return: n).
  sites.live.assign(n + 1, 0);
  sites.flopsBefore.assign(n + 1, 0);
  for (auto [i, op] : llvm::enumerate(sites.ops)) {
    sites.flopsBefore[i + 1] = sites.flopsBefore[i] + opFlops(op);
    for (Value r : op->getResults())
      if (sites.batch.contains(r))
        for (size_t at = i + 1, last = sites.lastUse(r); at <= last && at < n;
             ++at)
          ++sites.live[at];
  }
  return sites;
}

/// The batch values made before place `at` that are read at or after it.
static SmallVector<Value> crossingAt(const CutSites &sites, size_t at) {
  SmallVector<Value> crossing;
  for (size_t i = 0; i < at; ++i)
    for (Value r : sites.ops[i]->getResults())
      if (sites.batch.contains(r) && sites.lastUse(r) >= at)
        crossing.push_back(r);
  return crossing;
}

/// The places where a cut may go, in order: those with the fewest live
/// values, at least `numStages - 1`. Reports too few places.
static FailureOr<SmallVector<size_t>> cutCandidates(func::FuncOp fn,
                                                    const CutSites &sites,
                                                    unsigned numStages,
                                                    StringRef axis) {
  size_t n = sites.ops.size();
  const std::vector<int64_t> &live = sites.live;
  // Places with work on both sides, fewest live values first; every place
  // as good as the last one taken is taken too.
  SmallVector<size_t> places;
  for (size_t at = 1; at < n; ++at)
    if (sites.cuttable(at))
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
  return candidates;
}

/// The FLOPs of each segment between consecutive `candidates` (from the
/// first op to the first candidate, ..., from the last to the return).
static SmallVector<double> segmentFlops(const CutSites &sites,
                                        ArrayRef<size_t> candidates) {
  const std::vector<double> &flopsBefore = sites.flopsBefore;
  SmallVector<double> flops;
  size_t from = 0;
  for (size_t at : candidates) {
    flops.push_back(flopsBefore[at] - flopsBefore[from]);
    from = at;
  }
  flops.push_back(flopsBefore[sites.ops.size()] - flopsBefore[from]);
  return flops;
}

/// The places insertAutomaticCuts prefers: every place that may be cut
/// with the fewest values live.
static SmallVector<size_t> fewestLivePlaces(const CutSites &sites) {
  size_t n = sites.ops.size();
  int64_t fewest = std::numeric_limits<int64_t>::max();
  for (size_t at = 1; at < n; ++at)
    if (sites.cuttable(at))
      fewest = std::min(fewest, sites.live[at]);
  SmallVector<size_t> places;
  for (size_t at = 1; at < n; ++at)
    if (sites.cuttable(at) && sites.live[at] == fewest)
      places.push_back(at);
  return places;
}

/// Whether `op` contracts a loop over an operand that is not a batch value
/// of rank 2 or more: a projection by a weight matrix. A norm's statistics
/// reduce over the batch values alone and scale by a vector.
static bool contractsWeight(Operation *op, const DenseSet<Value> &batch) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumReductionLoops() == 0)
    return false;
  return llvm::any_of(linalgOp.getDpsInputs(), [&](Value v) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    return !batch.contains(v) && type && type.getRank() >= 2;
  });
}

/// Of `places` (fewestLivePlaces), those where a block ends: the first
/// such place after more was live beside the stream (a residual branch)
/// and a weight was contracted (the branch's projections; a final norm
/// also keeps more live than the stream, but projects nothing). A chain
/// of single values (an MLP without residuals) has no blocks, and
/// consecutive places between two blocks are one boundary.
static SmallVector<size_t> blockEnds(const CutSites &sites,
                                     ArrayRef<size_t> places) {
  SmallVector<size_t> ends;
  if (places.empty())
    return ends;
  int64_t fewest = sites.live[places.front()];
  bool branched = false, projected = false;
  auto next = places.begin();
  for (size_t at = 1; at < sites.ops.size(); ++at) {
    branched |= sites.live[at] > fewest;
    projected |= contractsWeight(sites.ops[at - 1], sites.batch);
    if (next == places.end() || at != *next)
      continue;
    ++next;
    if (branched && projected)
      ends.push_back(at);
    branched = projected = false;
  }
  return ends;
}

/// Whether each segment between consecutive `candidates` starts where a
/// block ends (the first does not).
static SmallVector<bool> segmentsStartingBlocks(const CutSites &sites,
                                                ArrayRef<size_t> candidates) {
  SmallVector<size_t> ends = blockEnds(sites, fewestLivePlaces(sites));
  SmallVector<bool> starts{false};
  for (size_t at : candidates)
    starts.push_back(llvm::is_contained(ends, at));
  return starts;
}

/// Whether the last segment after `candidates` ends a block: a result of
/// the function is made in it from a value that crosses into it (the
/// stream) and one made in it (a residual branch joining the stream), not
/// from one or the other with weights alone (an LM head, a loss).
static bool lastSegmentEndsBlock(const CutSites &sites,
                                 ArrayRef<size_t> candidates) {
  if (candidates.empty())
    return false;
  size_t start = candidates.back();
  SmallVector<Value> stream = crossingAt(sites, start);
  auto madeAfterStart = [&](Value v) {
    Operation *def = v.getDefiningOp();
    auto at = def ? sites.index.find(def) : sites.index.end();
    return at != sites.index.end() && at->second >= start;
  };
  for (Value result : sites.body->getTerminator()->getOperands()) {
    if (!madeAfterStart(result))
      continue;
    Operation *def = result.getDefiningOp();
    auto crossing = [&](Value v) { return llvm::is_contained(stream, v); };
    auto branch = [&](Value v) {
      return sites.batch.contains(v) && madeAfterStart(v);
    };
    if (llvm::any_of(def->getOperands(), crossing) &&
        llvm::any_of(def->getOperands(), branch))
      return true;
  }
  return false;
}

/// The candidates where consecutive stages meet when the segments between
/// them (of `flops`, or the sites' own) are balanced into `numStages`
/// stages by `balance`.
static SmallVector<size_t>
balancedCuts(const CutSites &sites, ArrayRef<size_t> candidates,
             unsigned numStages, StageBalance balance, ArrayRef<double> flops) {
  SmallVector<unsigned> stageOf = balanceSegments(
      segmentWeights(flops.size() == candidates.size() + 1
                         ? SmallVector<double>(flops)
                         : segmentFlops(sites, candidates),
                     segmentsStartingBlocks(sites, candidates),
                     lastSegmentEndsBlock(sites, candidates), balance),
      numStages);
  SmallVector<size_t> cuts;
  for (size_t k = 0; k < candidates.size(); ++k)
    if (stageOf[k] != stageOf[k + 1])
      cuts.push_back(candidates[k]);
  return cuts;
}

/// Inserts a dist.stage_boundary at each of `cuts` for the batch values
/// live there.
static void emitCuts(func::FuncOp fn, CutSites &sites, ArrayRef<size_t> cuts) {
  Block &body = *sites.body;
  // Last cut first: an earlier cut then hands a value that crosses both to
  // the later one.
  OpBuilder b(fn.getContext());
  for (size_t at : llvm::reverse(cuts)) {
    Operation *first = sites.ops[at];
    SmallVector<Value> crossing = crossingAt(sites, at);
    b.setInsertionPoint(first);
    auto cut = StageBoundaryOp::create(b, first->getLoc(), crossing);
    for (auto [v, r] : llvm::zip(crossing, cut.getResults()))
      v.replaceUsesWithIf(r, [&](OpOperand &use) {
        Operation *top = body.findAncestorOpInBlock(*use.getOwner());
        return top != cut && !top->isBeforeInBlock(first) &&
               (top == body.getTerminator() || sites.index.count(top));
      });
    // A later cut uses what it carries at its place: an earlier cut then
    // hands those values on even when nothing between reads them.
    sites.index[cut] = at;
  }
}

DenseSet<Value> mlir::dist::blockBoundaryValues(func::FuncOp fn) {
  CutSites sites = gatherCutSites(fn);
  DenseSet<Value> values;
  for (size_t at : blockEnds(sites, fewestLivePlaces(sites)))
    for (Value v : crossingAt(sites, at))
      values.insert(v);
  return values;
}

CutSegments mlir::dist::cutSegments(func::FuncOp fn) {
  CutSites sites = gatherCutSites(fn);
  SmallVector<size_t> places = fewestLivePlaces(sites);
  CutSegments segments;
  segments.flops = segmentFlops(sites, places);
  segments.startsBlock = segmentsStartingBlocks(sites, places);
  segments.lastEndsBlock = lastSegmentEndsBlock(sites, places);
  unsigned segment = 0;
  auto next = places.begin();
  for (auto [i, op] : llvm::enumerate(sites.ops)) {
    if (next != places.end() && i == *next) {
      ++segment;
      ++next;
    }
    segments.segmentOf[op] = segment;
  }
  return segments;
}

double mlir::dist::cutBytes(func::FuncOp fn) {
  auto bytesOf = [](ValueRange values) {
    double bytes = 0;
    for (Value v : values)
      bytes += double(tensorBytes(v.getType()));
    return bytes;
  };
  double most = 0;
  if (hasCuts(fn)) {
    fn.walk([&](StageBoundaryOp cut) {
      most = std::max(most, bytesOf(cut.getInputs()));
    });
    return most;
  }
  CutSites sites = gatherCutSites(fn);
  for (size_t at : fewestLivePlaces(sites))
    most = std::max(most, bytesOf(crossingAt(sites, at)));
  return most;
}

/// Cuts `fn`, which has no cuts, into `numStages` stages: candidate cut
/// points are the places between two ops of its body where the fewest
/// batch values are live (a transformer's residual stream between layers),
/// taking places with more only when there are too few; of those, the ones
/// that split the FLOPs most evenly are cut, each with a
/// dist.stage_boundary for the values live there.
LogicalResult mlir::dist::insertAutomaticCuts(func::FuncOp fn,
                                              unsigned numStages,
                                              StringRef axis,
                                              StageBalance balance,
                                              ArrayRef<double> segmentFlops) {
  if (numStages < 2)
    return success();
  CutSites sites = gatherCutSites(fn);
  FailureOr<SmallVector<size_t>> candidates =
      cutCandidates(fn, sites, numStages, axis);
  if (failed(candidates))
    return failure();
  emitCuts(fn, sites,
           balancedCuts(sites, *candidates, numStages, balance, segmentFlops));
  return success();
}
