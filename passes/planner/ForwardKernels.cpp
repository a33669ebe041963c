//===- ForwardKernels.cpp - the forward pass as the planner costs it ------===//

#include "passes/planner/ForwardKernels.h"
#include "passes/planner/AttentionMask.h"
#include "passes/planner/BackwardReads.h"
#include "passes/planner/InputGradients.h"

#include "codegen/FusionRule.h"
#include "passes/Annotations.h"
#include "passes/pipeline/StagePlan.h"
#include "passes/pipeline/Stages.h"
#include "passes/spmd/ElementwiseSums.h"
#include "passes/spmd/Lookups.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <map>
#include <tuple>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

using Dim = Kernel::Dim;

double bytesOf(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type && type.hasStaticShape() ? double(tensorBytes(type)) : 0;
}

/// Whether `op`'s result is fused into each of its users by the code
/// generator (so it is never written).
bool fusedIntoUser(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op->getResult(0).use_empty())
    return false;
  return llvm::all_of(op->getResult(0).getUses(), [](OpOperand &use) {
    return codegen::fusesIntoConsumer(&use);
  });
}

/// The bytes `op` reads and writes as a kernel: inputs not made by a
/// producer fused into it (their bytes are the producer's reads), and
/// its results unless it is fused into its user.
double kernelBytes(linalg::LinalgOp op) {
  double bytes = 0;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto producer = input->get().getDefiningOp<linalg::LinalgOp>();
    if (!(producer && codegen::fusesIntoConsumer(input)))
      bytes += bytesOf(input->get());
  }
  if (!fusedIntoUser(op))
    for (Value r : op->getResults())
      bytes += bytesOf(r);
  return bytes;
}

/// The loop of `op` that dim `d` of operand `operand` is indexed by, if
/// it is a plain loop index.
std::optional<unsigned> loopOf(linalg::LinalgOp op, OpOperand *operand,
                               unsigned d) {
  AffineMap map = op.getMatchingIndexingMap(operand);
  if (d >= map.getNumResults())
    return std::nullopt;
  if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(d)))
    return dim.getPosition();
  return std::nullopt;
}

/// `op`'s loop that the tp split reaches (a dim of an operand or result
/// the layout splits), and the split's optional size.
std::optional<std::pair<unsigned, int64_t>> splitLoop(linalg::LinalgOp op,
                                                      const Layout &layout) {
  auto at = [&](OpOperand *operand,
                Value v) -> std::optional<std::pair<unsigned, int64_t>> {
    auto found = layout.splitValues.find(v);
    if (found == layout.splitValues.end())
      return std::nullopt;
    std::optional<unsigned> loop = loopOf(op, operand, found->second.dim);
    if (!loop)
      return std::nullopt;
    return std::make_pair(*loop, found->second.optionalSize);
  };
  for (OpOperand &operand : op->getOpOperands())
    if (auto split = at(&operand, operand.get()))
      return split;
  for (OpResult r : op->getResults())
    if (auto split = at(op.getDpsInitOperand(r.getResultNumber()), r))
      return split;
  return std::nullopt;
}

/// The GEMM shape of contraction `op`: its loops grouped as batch, m, n
/// and k, which of them holds the data batch (the first loop, in that
/// order, whose range is a multiple of `batch`), and which the tp split.
void gemmShape(linalg::LinalgOp op, const Layout &layout, int64_t batch,
               Kernel &k) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  std::optional<std::pair<unsigned, int64_t>> split = splitLoop(op, layout);
  if (split)
    k.optionalSplit = split->second;
  auto group = [&](ArrayRef<unsigned> loops, double &size, Dim dim) {
    for (unsigned l : loops) {
      double range = ShapedType::isDynamic(ranges[l]) ? 1 : double(ranges[l]);
      size *= range;
      if (k.dataDim == Dim::None && batch > 0 &&
          !ShapedType::isDynamic(ranges[l]) && ranges[l] % batch == 0)
        k.dataDim = dim;
      if (split && split->first == l)
        k.tpDim = dim;
    }
  };
  if (failed(dims))
    return;
  group(dims->batch, k.batch, Dim::Batch);
  group(dims->m, k.m, Dim::M);
  group(dims->n, k.n, Dim::N);
  group(dims->k, k.k, Dim::K);
}

/// Adds `v`'s bytes to `s`'s activations and `segment`'s (and to its
/// scores' when `score`), split over tp or not as the layout splits it,
/// and to the leading part when made before the first row-parallel
/// reduction (`leading`).
void addActivation(ModelSummary &s, Segment &segment, Value v,
                   const Layout &layout, bool score, bool leading) {
  double bytes = bytesOf(v);
  s.activationBytes += bytes;
  segment.activationBytes += bytes;
  if (score) {
    s.scoreBytes += bytes;
    segment.scoreBytes += bytes;
  }
  auto found = layout.splitValues.find(v);
  if (found == layout.splitValues.end()) {
    if (leading) {
      s.leadingActivationBytes += bytes;
      segment.leadingActivationBytes += bytes;
    }
    return;
  }
  if (int64_t size = found->second.optionalSize) {
    optionalSplitOf(s, size).activationBytes += bytes;
    return;
  }
  s.tpActivationBytes += bytes;
  segment.tpActivationBytes += bytes;
  if (score) {
    s.tpScoreBytes += bytes;
    segment.tpScoreBytes += bytes;
  }
}

/// Whether `v` is a weight of `roles` or made from one alone (through
/// views, transposes, conversions: ops whose one tensor input it is).
bool fromWeight(Value v, const ArgumentRoles &roles) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(v))
      return llvm::is_contained(roles.weights, arg.getArgNumber());
    Operation *def = v.getDefiningOp();
    auto dps = dyn_cast<DestinationStyleOpInterface>(def);
    ValueRange inputs =
        dps ? ValueRange(dps.getDpsInputs()) : ValueRange(def->getOperands());
    Value source;
    for (Value input : inputs) {
      if (!isa<TensorType>(input.getType()))
        continue;
      if (source)
        return false;
      source = input;
    }
    if (!source)
      return false;
    v = source;
  }
}

/// Whether the gradient of each input of `op` is its result's, unchanged:
/// it copies its one input (a broadcast) or adds or subtracts its two.
bool passesGradient(linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0)
    return false;
  if (generic.getNumDpsInputs() == 2)
    return addsOrSubtractsInputs(generic);
  Block *body = generic.getBody();
  return generic.getNumDpsInputs() == 1 &&
         body->getTerminator()->getOperand(0) == body->getArgument(0);
}

/// What a ZB-H1 weight-gradient pass reads that its backward pass makes,
/// counted from the forward pass: the tensors that pass keeps for it,
/// each once. A product by a weight (x W) needs its output gradient dy
/// and x in the layout the gradient's product reads it (x^T, or x
/// flattened), which the backward pass makes once from x however many
/// products read it (Q, K and V; a gated MLP's two). A training step's
/// backward says which: its products that read x, as the forward made it
/// or through a copy the backward makes, keep each operand the backward
/// copies (x^T; dy^T, as torch-mlir exports nn.Linear), and dy only where
/// one reads it as it is; x as the forward made it is an activation,
/// held until the W pass anyway. An elementwise op
/// that reads a weight broadcast needs the gradient its sum over the
/// broadcast dims reduces: dy itself for a sum (a bias, a norm's shift),
/// else a tensor of the result's size (a norm's scale: dy times what it
/// scales); a lookup in a weight (an embedding) needs dy. The output
/// gradient of a sum's input is the sum's (a product's bias added after
/// it), kept once.
class WeightProducts {
public:
  WeightProducts(ModelSummary &s, const ArgumentRoles &roles,
                 const Layout &layout)
      : s(s), roles(roles), layout(layout) {}

  void add(Segment &segment, linalg::LinalgOp op) {
    if (op->getNumResults() != 1)
      return;
    Value result = op->getResult(0);
    if (linalg::isaContractionOpInterface(op)) {
      if (llvm::none_of(op.getDpsInputs(), [&](Value v) { return weight(v); }))
        return;
      // The output gradient, unless the backward's products read only a
      // copy of it (a bias's sum keeps it below).
      bool readsGradient = false, readByBackward = false;
      for (Value input : op.getDpsInputs()) {
        if (weight(input))
          continue;
        SmallVector<linalg::LinalgOp> gradientProducts =
            backwardProductsReading(input);
        if (gradientProducts.empty()) {
          keepOnce(layouts, segment, viewedThrough(input), input);
          continue;
        }
        readByBackward = true;
        Value x = viewedThrough(input);
        for (linalg::LinalgOp product : gradientProducts)
          for (Value operand : product.getDpsInputs()) {
            Value read = viewedThrough(operand);
            if (Value copied = backwardCopyOf(read))
              keepCopyOnce(segment, read,
                           viewedThrough(copied) == x ? input : result);
            else if (read != x)
              readsGradient = true;
          }
      }
      if (readsGradient || !readByBackward)
        keepOnce(gradients, segment, gradientOf(result), result);
      return;
    }
    if (!readsWeightBroadcast(op))
      return;
    if (passesGradient(op) || looksUp(op))
      keepOnce(gradients, segment, gradientOf(result), result);
    else
      keep(segment, result);
  }

private:
  bool weight(Value v) const { return fromWeight(v, roles); }

  /// A training step's backward products that read `x` for a weight's
  /// gradient: those that read it as the forward pass made it (through
  /// views: torch-mlir's export of nn.Linear) or a copy the backward
  /// makes of it (GPT-2's Conv1D transposes x first). None in a forward
  /// function, which has no backward to read: there the copy of x is
  /// assumed, as that export makes it.
  SmallVector<linalg::LinalgOp> backwardProductsReading(Value x) const {
    SmallVector<linalg::LinalgOp> products;
    if (!roles.isTraining())
      return products;
    SmallVector<Value> reads = {viewedThrough(x)};
    DenseSet<Value> seen;
    while (!reads.empty()) {
      Value v = reads.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp>(
                user)) {
          reads.push_back(user->getResult(0));
          continue;
        }
        auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
        if (!linalgOp || roles.inForward(user))
          continue;
        if (linalg::isaContractionOpInterface(linalgOp))
          products.push_back(linalgOp);
        else if (backwardCopyOf(user->getResult(0)) == v)
          reads.push_back(user->getResult(0));
      }
    }
    return products;
  }

  /// What `v` copies, if a backward op of one input makes it as a copy
  /// (a transpose, a broadcast-free move): the W pass reads the copy,
  /// which the B pass makes and keeps for it. Null otherwise.
  Value backwardCopyOf(Value v) const {
    auto op = v.getDefiningOp<linalg::LinalgOp>();
    if (!op || roles.inForward(op) || op->getNumResults() != 1 ||
        op.getNumDpsInputs() != 1 || op.getNumReductionLoops() != 0)
      return {};
    Value input = op.getDpsInputs()[0];
    if (bytesOf(input) != bytesOf(v))
      return {};
    if (isa<linalg::TransposeOp, linalg::CopyOp>(op.getOperation()))
      return input;
    auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    if (!generic)
      return {};
    Block *body = generic.getBody();
    return body->getTerminator()->getOperand(0) == body->getArgument(0)
               ? input
               : Value();
  }

  /// Counts a copy the backward makes for the W pass once, split over tp
  /// as `like` (the forward value it copies, or the product's result
  /// whose gradient it copies) is.
  void keepCopyOnce(Segment &segment, Value copy, Value like) {
    if (copies.insert(copy).second)
      keepSplitAs(segment, copy, like);
  }

  /// Whether `op` reads a weight broadcast over some of its loops (a
  /// bias, a norm's scale), or looks up in one.
  bool readsWeightBroadcast(linalg::LinalgOp op) const {
    for (OpOperand *input : op.getDpsInputOperands())
      if (weight(input->get()) &&
          op.getMatchingIndexingMap(input).getNumResults() < op.getNumLoops())
        return true;
    return looksUp(op);
  }

  /// Whether `op`'s body reads elements of a weight it does not take as
  /// an operand (an embedding's lookup).
  bool looksUp(linalg::LinalgOp op) const {
    return llvm::any_of(lookedUpTensors(op),
                        [&](Value table) { return weight(table); });
  }

  /// The value whose gradient is `v`'s: through `v`'s only use while that
  /// is a view, a sum, or the init a product accumulates onto (a bias
  /// broadcast first).
  Value gradientOf(Value v) const {
    while (v.hasOneUse()) {
      OpOperand &use = *v.getUses().begin();
      Operation *user = use.getOwner();
      auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
      if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(user)) {
        v = user->getResult(0);
        continue;
      }
      if (!linalgOp || !roles.inForward(user) ||
          linalgOp->getNumResults() != 1 ||
          bytesOf(user->getResult(0)) != bytesOf(v))
        break;
      if (linalgOp.isDpsInit(&use)
              ? !linalg::isaContractionOpInterface(linalgOp)
              : !passesGradient(linalgOp))
        break;
      v = user->getResult(0);
    }
    return v;
  }

  void keepOnce(DenseSet<Value> &kept, Segment &segment, Value key, Value v) {
    if (kept.insert(key).second)
      keep(segment, v);
  }

  /// Counts `v`'s bytes, split over tp as the layout splits it.
  void keep(Segment &segment, Value v) { keepSplitAs(segment, v, v); }

  /// Counts `v`'s bytes, split over tp as the layout splits `like`.
  void keepSplitAs(Segment &segment, Value v, Value like) {
    double bytes = bytesOf(v);
    s.weightProductBytes += bytes;
    segment.weightProductBytes += bytes;
    auto found = layout.splitValues.find(like);
    if (found != layout.splitValues.end() && !found->second.optionalSize) {
      s.tpWeightProductBytes += bytes;
      segment.tpWeightProductBytes += bytes;
    }
  }

  ModelSummary &s;
  const ArgumentRoles &roles;
  const Layout &layout;
  /// What is kept already: the values whose gradients are, the inputs
  /// whose layouts are, and the backward's copies.
  DenseSet<Value> gradients, layouts, copies;
};

/// Whether two kernels are the same but for their count.
auto key(const Kernel &k) {
  return std::make_tuple(int(k.place), k.flops, k.bytes, k.gemm, k.batch, k.m,
                         k.n, k.k, int(k.dataDim), int(k.tpDim), k.tpSplit,
                         k.optionalSplit, k.scores, k.values, k.open);
}

/// Whether `op` is part of a tensor-parallel block: it touches a value
/// the layout splits, or sums a split (a row op).
bool inBlock(Operation &op, const Layout &layout) {
  auto split = [&](Value v) { return layout.splitValues.count(v) != 0; };
  return layout.rowOps.contains(&op) || llvm::any_of(op.getOperands(), split) ||
         llvm::any_of(op.getResults(), split);
}

/// Where the forward pass's ops of `body` (`roles`) fall: those before
/// the first op of a tensor-parallel block, in between, and after the
/// last (everything is in the blocks when there are none).
DenseMap<Operation *, Kernel::Place>
placesOf(Block &body, const ArgumentRoles &roles, const Layout &layout) {
  SmallVector<Operation *> ops;
  for (Operation &op : body.without_terminator())
    if (roles.inForward(&op))
      ops.push_back(&op);
  auto first =
      llvm::find_if(ops, [&](Operation *op) { return inBlock(*op, layout); });
  auto last = llvm::find_if(llvm::reverse(ops), [&](Operation *op) {
    return layout.rowOps.contains(op);
  });
  DenseMap<Operation *, Kernel::Place> places;
  if (first == ops.end() || last == ops.rend())
    return places;
  for (Operation *op : llvm::make_range(ops.begin(), first))
    places[op] = Kernel::Place::Before;
  for (Operation *op : llvm::make_range(ops.rbegin(), last))
    places[op] = Kernel::Place::After;
  return places;
}

} // namespace

OptionalSplit &mlir::dist::plan::optionalSplitOf(ModelSummary &s,
                                                 int64_t size) {
  for (OptionalSplit &split : s.optionalSplits)
    if (split.size == size)
      return split;
  s.optionalSplits.push_back(OptionalSplit{size});
  return s.optionalSplits.back();
}

/// Counts `flops` of `segment` as split over tp where `size` divides
/// (0: always).
static void addSplitFlops(Segment &segment, int64_t size, double flops) {
  for (auto &[splitSize, splitFlops] : segment.splitFlops)
    if (splitSize == size) {
      splitFlops += flops;
      return;
    }
  segment.splitFlops.emplace_back(size, flops);
}

void mlir::dist::plan::summarizeKernels(func::FuncOp fn,
                                        const ArgumentRoles &roles,
                                        const Layout &layout, bool training,
                                        ModelSummary &s) {
  std::map<decltype(key(Kernel())), Kernel> kernels;
  DenseMap<Operation *, Kernel::Place> places =
      placesOf(fn.getBody().front(), roles, layout);
  DenseSet<Value> scores =
      attentionScores(fn, [&](Operation *op) { return roles.inForward(op); });
  DenseMap<Operation *, double> open = openAttentionShares(fn, scores);
  // Training, what the backward pass keeps; else every buffer while it
  // is read.
  std::optional<DenseSet<Value>> kept;
  if (training)
    kept = backwardReads(fn, roles);
  // The parts automatic cuts balance; an op they do not see (none in a
  // forward function) goes with the last.
  CutSegments cut = cutSegments(fn);
  WeightProducts products(s, roles, layout);
  bool tokensSplit = false;
  s.lastSegmentEndsBlock = cut.lastEndsBlock;
  s.segments.assign(cut.flops.size(), Segment());
  for (auto [segment, flops, starts] :
       llvm::zip(s.segments, cut.flops, cut.startsBlock)) {
    segment.flops = flops;
    segment.startsBlock = starts;
  }
  for (Operation &op : fn.getBody().front().without_terminator()) {
    if (!roles.inForward(&op))
      continue;
    auto found = cut.segmentOf.find(&op);
    Segment &segment =
        s.segments[found != cut.segmentOf.end() ? found->second
                                                : s.segments.size() - 1];
    bool score = op.getNumResults() == 1 && scores.contains(op.getResult(0));
    // Sequence parallelism splits the tokens at the first row-parallel
    // reduction (a projection's, or a lookup's in a table split over the
    // vocabulary): what comes before it stays whole.
    tokensSplit |= layout.rowOps.contains(&op);
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (makesBuffer(op))
      for (Value r : op.getResults())
        if (!kept || kept->contains(r))
          addActivation(s, segment, r, layout, score, !tokensSplit);
    if (!linalgOp || isa<linalg::FillOp>(op))
      continue;
    products.add(segment, linalgOp);
    Kernel k;
    k.place = places.lookup(&op);
    if (k.place == Kernel::Place::Blocks)
      segment.blockFlops += opFlops(&op);
    k.scores = score;
    k.open = open.lookup_or(&op, 1.0);
    k.flops = opFlops(&op);
    k.bytes = kernelBytes(linalgOp);
    k.gemm = linalg::isaContractionOpInterface(linalgOp);
    if (k.gemm) {
      gemmShape(linalgOp, layout, s.batch, k);
      // A multiply and an add per iteration, whatever else the body does
      // (extensions of 16-bit operands).
      k.flops = 2 * k.batch * k.m * k.n * k.k;
      k.tpSplit = k.tpDim != Dim::None;
      // Each attention's scores start with its Q K^T, whose depth is the
      // head's; P V, which reads them, is as wide as V's head.
      if (score)
        s.attentions += 1;
      k.values = !score && llvm::any_of(op.getOperands(), [&](Value v) {
        return scores.contains(v);
      });
      if (score || k.values)
        s.attentionHeadDim =
            std::max(s.attentionHeadDim, int64_t(score ? k.k : k.n));
    } else if (auto split = splitLoop(linalgOp, layout)) {
      k.tpSplit = true;
      k.optionalSplit = split->second;
    }
    if (k.tpSplit)
      addSplitFlops(segment, k.optionalSplit, opFlops(&op));
    auto [it, added] = kernels.try_emplace(key(k), k);
    if (!added)
      it->second.count += 1;
  }
  double scoreFlops = 0, openFlops = 0;
  for (auto &[_, k] : kernels) {
    s.kernels.push_back(k);
    if (k.scores && k.gemm) {
      scoreFlops += k.count * k.flops;
      openFlops += k.count * k.flops * k.open;
    }
  }
  if (scoreFlops > 0)
    s.attentionOpenShare = openFlops / scoreFlops;
}
