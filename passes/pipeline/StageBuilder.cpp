//===- StageBuilder.cpp - the function of one pipeline rank ---------------===//
//
// See StageBuilder.h. Each pass clones its stage's ops with the
// microbatch's mapping (values made once for all microbatches are shared,
// arguments split by microbatches are sliced), receives and sends what the
// plan says crosses, and adds its inputs to the accumulations; the step's
// sums are reduced over their other axes and the per-step ops follow.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StageBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

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

  /// The rank's function, running `order`, inserted before `fn`.
  func::FuncOp build(ArrayRef<schedule::Action> order, SymbolTable &symbols);

private:
  /// `t` with its microbatch dim (if `dim`) covering every microbatch.
  Type wholeType(Type t, std::optional<int64_t> dim) const;
  std::optional<int64_t> microbatchDim(DictionaryAttr attrs) const;
  /// The value of `v` in the stage for the current microbatch, made if
  /// needed.
  Value materialize(Value v);
  /// A statistic of the batch's data (StagePlan::prologue), made at the
  /// start of the function from every microbatch and reduced over the
  /// other axes, for every pass to read.
  Value materializeStatistic(Value v);
  /// The rank a group rank over the microbatch axis (the minor-most of its
  /// axes) has for the current microbatch.
  Operation *microbatchRank(GroupRankOp rank);
  /// `sum` and `input` combined as `acc` reduces.
  Value combine(AllReduceOp acc, Value sum, Value input);
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
  /// The receives of `receiving`, the bodies of `passes`, then the sends
  /// of `sending`: transfers posted together.
  void emitGroup(ArrayRef<schedule::Action> receiving,
                 ArrayRef<schedule::Action> passes,
                 ArrayRef<schedule::Action> sending);
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
  /// Sends (or receives) a value one stage's step makes for another's.
  void emitStepTransfer(const StepTransfer &transfer);
  ArrayAttr axisAttr() { return b.getStrArrayAttr({axis}); }

  func::FuncOp fn;
  const StagePlan &plan;
  unsigned rank, ranks, chunks;
  MeshOp mesh;
  StringRef axis;
  schedule::Kind kind;
  OpBuilder b;
  Block *entry = nullptr;
  /// The statistics are made before this op, the function's first while
  /// it is built.
  Operation *prologueEnd = nullptr;
  int64_t microbatch = 0;
  /// Values made once for all microbatches, those of each microbatch, those
  /// made once per step; `current` is the one being built.
  IRMapping shared, step;
  /// What the prologue (the batch's statistics) made, for later statistics,
  /// and whether one is being made.
  IRMapping prologueShared;
  bool inPrologue = false;
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
  if (plan.prologue.contains(v))
    return materializeStatistic(v);
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

Operation *StageBuilder::microbatchRank(GroupRankOp rank) {
  Location loc = rank.getLoc();
  auto number = arith::ConstantIndexOp::create(b, loc, microbatch);
  SmallVector<StringRef> rest =
      llvm::to_vector(rank.getAxes().getAsValueRange<StringAttr>());
  rest.pop_back();
  if (rest.empty())
    return number;
  // Row-major, the microbatch minor: rank(rest) * microbatches + number.
  Value outer =
      GroupRankOp::create(b, loc, rank.getMeshAttr(), b.getStrArrayAttr(rest));
  Value count = arith::ConstantIndexOp::create(b, loc, plan.microbatches);
  Value scaled = arith::MulIOp::create(b, loc, outer, count);
  return arith::AddIOp::create(b, loc, scaled, number);
}

Value StageBuilder::materializeStatistic(Value v) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(prologueEnd);
  IRMapping *outer = current;
  int64_t outerMicrobatch = microbatch;
  // What the passes share may be made after the prologue: it sees only
  // what the prologue made (a statistic made from another is already in
  // it).
  bool outermost = !inPrologue;
  if (outermost)
    std::swap(shared, prologueShared);
  inPrologue = true;
  Value made;
  if (auto acc = asAccumulation(v.getDefiningOp())) {
    // The sum over every microbatch, each from its own block of the batch.
    for (microbatch = 0; microbatch < plan.microbatches; ++microbatch) {
      IRMapping one;
      current = &one;
      Value input = materialize(acc.getInput());
      made = made ? combine(acc, made, input) : input;
    }
    SmallVector<StringRef> rest = acc.getAxisNames();
    llvm::erase(rest, DistDialect::kMicrobatchAxis);
    if (!rest.empty())
      made = AllReduceOp::create(b, acc.getLoc(), acc.getType(),
                                 acc.getMeshAttr(), b.getStrArrayAttr(rest),
                                 made, acc.getReductionAttr());
  } else {
    IRMapping once;
    current = &once;
    cloneInto(v.getDefiningOp());
    made = once.lookup(v);
  }
  current = outer;
  microbatch = outerMicrobatch;
  if (outermost) {
    inPrologue = false;
    prologueShared.map(v, made);
    std::swap(shared, prologueShared);
  }
  shared.map(v, made);
  current->map(v, made);
  return made;
}

void StageBuilder::cloneInto(Operation *op) {
  for (Value v : valuesRead(op))
    (void)materialize(v);
  Operation *clone;
  if (auto rank = dyn_cast<GroupRankOp>(op);
      rank && plan.perMicrobatch.contains(rank.getResult()))
    clone = microbatchRank(rank);
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

void StageBuilder::emitGroup(ArrayRef<schedule::Action> receiving,
                             ArrayRef<schedule::Action> passes,
                             ArrayRef<schedule::Action> sending) {
  for (const schedule::Action &a : receiving)
    emitReceives(a);
  for (const schedule::Action &a : passes)
    emitBody(a);
  for (const schedule::Action &a : sending)
    emitSends(a);
}

void StageBuilder::emitPasses(ArrayRef<schedule::Action> order) {
  using schedule::Pass;
  // Whether a forward follows a backward: the order has a steady state.
  // Without one (every forward is warm-up: interleaved 1F1B with m = p on
  // more than 2 ranks) the last forward and the first backward are not a
  // step, as in Megatron's all-warm-up case: pairing them would make each
  // rank's pair wait for its neighbour's.
  auto firstBackward = llvm::find_if(
      order, [](const auto &a) { return a.pass == Pass::Backward; });
  bool steady = std::any_of(firstBackward, order.end(), [](const auto &a) {
    return a.pass == Pass::Forward;
  });
  for (size_t i = 0; i < order.size(); ++i) {
    const schedule::Action &a = order[i];
    auto next = [&](size_t k) {
      return i + k < order.size() ? std::optional(order[i + k].pass)
                                  : std::nullopt;
    };
    // Interleaved 1F1B's steady state runs a forward and a backward as one
    // step, as Megatron does: both receives, both passes, both sends, so
    // that one rank's step exchanges with its neighbours' in one group
    // each (separate groups deadlock when a chunk boundary crosses from
    // the last rank to the first).
    if (kind == schedule::Kind::Interleaved && steady &&
        a.pass == Pass::Forward && next(1) == Pass::Backward) {
      ArrayRef<schedule::Action> both = order.slice(i++, 2);
      emitGroup(both, both, both);
      continue;
    }
    // ZB-H1's steady state, B W F: the weight gradient runs before the
    // backward's sends, which then go in one group with the forward's
    // receives, as the neighbour posts its own exchange. Sends block until
    // the peer receives, so a send alone before the weight gradient would
    // wait for the neighbour's next exchange, idling this rank. In the
    // cooldown (no forward follows) the gradient goes at once.
    if (kind == schedule::Kind::ZeroBubbleH1 && a.pass == Pass::Backward &&
        next(1) == Pass::WeightGradient && next(2) == Pass::Forward) {
      emitGroup(a, order.slice(i++, 2), a);
      continue;
    }
    emitGroup(a, a, a);
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
  sum = sum ? combine(acc, sum, input) : input;
}

Value StageBuilder::combine(AllReduceOp acc, Value sum, Value input) {
  auto type = cast<RankedTensorType>(input.getType());
  Type element = type.getElementType();
  bool isFloat = isa<FloatType>(element);
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  Value init =
      tensor::EmptyOp::create(b, acc.getLoc(), type.getShape(), element);
  ReductionKind reduction = acc.getReduction();
  return linalg::GenericOp::create(
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
                 r = isFloat
                         ? arith::MaximumFOp::create(nb, loc, x, y).getResult()
                         : arith::MaxSIOp::create(nb, loc, x, y).getResult();
                 break;
               case ReductionKind::min:
                 r = isFloat
                         ? arith::MinimumFOp::create(nb, loc, x, y).getResult()
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
  // Every stage's step ops in program order, each rank cloning its own;
  // a value another stage's step reads is sent just before its first such
  // reader, at the same point of that order on both ranks.
  SmallVector<std::pair<Operation *, unsigned>> order;
  for (auto [stage, ops] : llvm::enumerate(plan.stepOps))
    for (Operation *op : ops)
      order.push_back({op, unsigned(stage)});
  llvm::sort(order, [](const auto &a, const auto &b) {
    return a.first->isBeforeInBlock(b.first);
  });
  SmallVector<unsigned> mine = myStages();
  DenseSet<unsigned> sent;
  for (auto [op, stage] : order) {
    SetVector<Value> read = valuesRead(op);
    for (auto [k, transfer] : llvm::enumerate(plan.stepTransfers))
      if (transfer.to == stage && read.contains(transfer.value) &&
          sent.insert(unsigned(k)).second)
        emitStepTransfer(transfer);
    if (llvm::is_contained(mine, stage))
      cloneInto(op);
  }
}

void StageBuilder::emitStepTransfer(const StepTransfer &transfer) {
  unsigned from = transfer.from % ranks, to = transfer.to % ranks;
  Value v = transfer.value;
  if (from == to)
    return;
  if (rank == from)
    SendOp::create(b, v.getLoc(), mesh.getSymName(), axisAttr(), materialize(v),
                   to);
  else if (rank == to)
    step.map(v, RecvOp::create(b, v.getLoc(), v.getType(), mesh.getSymName(),
                               axisAttr(), from)
                    .getResult());
}

func::FuncOp StageBuilder::build(ArrayRef<schedule::Action> order,
                                 SymbolTable &symbols) {
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
  // A placeholder the batch's statistics go before; erased at the end.
  prologueEnd = arith::ConstantIndexOp::create(b, fn.getLoc(), 0);

  microbatches.assign(plan.microbatches, IRMapping());
  emitPasses(order);
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
  prologueEnd->erase();
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

} // namespace

func::FuncOp mlir::dist::buildStage(func::FuncOp fn, const StagePlan &plan,
                                    unsigned rank, unsigned ranks,
                                    ArrayRef<schedule::Action> order,
                                    MeshOp mesh, StringRef axis,
                                    schedule::Kind kind, SymbolTable &symbols) {
  return StageBuilder(fn, plan, rank, ranks, mesh, axis, kind)
      .build(order, symbols);
}
