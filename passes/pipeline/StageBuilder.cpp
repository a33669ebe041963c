//===- StageBuilder.cpp - the function of one pipeline rank ---------------===//
//
// See StageBuilder.h. A rank's function is a prologue (the batch's
// statistics, then what every microbatch shares, made once), a
// dist.schedule, and the step. The schedule has one region per pass kind
// and model chunk (forward, backward, weight gradient), each built once
// with the microbatch as a value, and one per distinct group of transfers;
// its table lists the rank's actions in the schedule's order with an
// exchange row wherever transfers are posted together. A value one pass
// makes and a later pass of the same microbatch and chunk reads is kept in
// a buffer with a slot per microbatch that holds it at once (slot:
// microbatch mod slots); accumulations add into buffers; the
// per-microbatch pieces of results are stored at their microbatch. After
// the schedule the step's sums are reduced over their other axes and the
// per-step ops follow.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StageBuilder.h"

#include "passes/pipeline/Accumulations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::dist;

namespace {

using schedule::Pass;

/// A pass kind of one model chunk: what a region of the schedule runs.
/// The chunk's last action has a region of its own (`final`) when it
/// reduces the chunk's sums over their other axes as they become final.
struct PassKey {
  Pass pass;
  int chunk;
  bool final = false;
  bool operator<(const PassKey &other) const {
    return std::tuple(int(pass), chunk, final) <
           std::tuple(int(other.pass), other.chunk, other.final);
  }
  bool operator==(const PassKey &other) const {
    return pass == other.pass && chunk == other.chunk && final == other.final;
  }
  /// The pass kind any microbatch's action of it runs.
  PassKey base() const { return {pass, chunk, false}; }
};

/// Transfers posted together: the sends of some passes and the receives
/// of others.
struct ExchangeKey {
  std::vector<PassKey> sending, receiving;
  bool operator<(const ExchangeKey &other) const {
    return std::pair(sending, receiving) <
           std::pair(other.sending, other.receiving);
  }
};

/// One row of the table: an action (its chunk's last, maybe), or an
/// exchange.
struct Row {
  std::optional<schedule::Action> action;
  ExchangeKey exchange;
  bool final = false;
};

/// Builds the function of one rank of the pipeline axis (see the file
/// comment).
class StageBuilder {
public:
  StageBuilder(func::FuncOp fn, const StagePlan &plan, unsigned rank,
               unsigned ranks, MeshOp mesh, StringRef axis,
               const StageOptions &options)
      : fn(fn), plan(plan), rank(rank), ranks(ranks),
        chunks(plan.numStages / ranks), mesh(mesh), axis(axis),
        kind(options.kind), bucketBytes(options.bucketBytes),
        recompute(options.recompute), checkpoints(options.checkpoints),
        recomputed(options.recomputed), b(fn.getContext()) {}

  /// The rank's function, running `order`, inserted before `fn`.
  FailureOr<func::FuncOp> build(ArrayRef<schedule::Action> order,
                                SymbolTable &symbols);

private:
  /// A region of the schedule being built: its block, the values it made
  /// (old to new), for a pass which, and the accumulations and result
  /// pieces it adds and stores.
  struct Body {
    Block *block = nullptr;
    IRMapping values;
    std::optional<PassKey> pass;
    DenseSet<Operation *> added;
    DenseSet<int64_t> stored;
  };

  //===--- The table --------------------------------------------------===//

  /// The rows of `order`: exchanges between the groups of passes
  /// emitPasses' rules form; each chunk's last action is final when the
  /// chunk has sums to reduce in the table.
  std::vector<Row> tableRows(ArrayRef<schedule::Action> order) const;
  /// Whether `acc`'s sum is reduced over its other axes in the table, by
  /// its chunk's last action: it has such axes, and they are not the
  /// pipeline's (which the table's exchanges alone may use).
  bool reducedInTable(AllReduceOp acc) const;
  /// What a pass receives (values, from which rank) and sends (values, to
  /// which rank); null values: nothing.
  struct Transfers {
    std::pair<const SetVector<Value> *, unsigned> received{nullptr, 0},
        sent{nullptr, 0};
  };
  Transfers transfersOf(PassKey key) const;

  //===--- Values -----------------------------------------------------===//

  Type wholeType(Type t, std::optional<int64_t> dim) const;
  std::optional<int64_t> microbatchDim(DictionaryAttr attrs) const;
  /// The value of `v` where the builder is: the current body (or the
  /// prologue's loop, or the step), made if needed.
  Value materialize(Value v);
  /// `v`, which no microbatch changes, made once before the schedule.
  Value hoist(Value v);
  /// A statistic of the batch's data (StagePlan::prologue), made at the
  /// start of the function from every microbatch and reduced over the
  /// other axes, for every pass to read.
  Value materializeStatistic(Value v);
  /// The rank a group rank over the microbatch axis (the minor-most of its
  /// axes) has for the current microbatch.
  Value microbatchRank(GroupRankOp rank);
  void cloneInto(Operation *op);
  /// The current microbatch's block (of type `type`) of `whole`, whose dim
  /// `dim` holds every microbatch.
  Value sliceMicrobatch(Value whole, RankedTensorType type, int64_t dim,
                        Location loc);
  /// A buffer of `type` made before the schedule.
  Value newBuffer(RankedTensorType type, Location loc);
  /// The value of `v` made by body `from`, for the current body of the same
  /// chunk and microbatch: stored into a slot by `from`, loaded here.
  Value fromStash(Value v, unsigned from);
  /// Gives each kept value its buffer, once every pass that reads it is
  /// known: as many slots as microbatches hold it at once on this rank.
  /// Passes of one kind and chunk run in microbatch order, so the
  /// microbatches held are consecutive and `microbatch mod slots` tells
  /// them apart.
  void placeStash();

  //===--- Bodies -----------------------------------------------------===//

  /// Makes body `index` the one being built, at its end.
  void enter(unsigned index);
  /// The body of a pass: its receives, its ops, the accumulations and
  /// result pieces it makes, its sends.
  LogicalResult emitPass(PassKey key);
  /// The exchange of `key`'s sends and receives.
  void emitExchange(const ExchangeKey &key);
  /// Adds the current microbatch's input of each accumulation the current
  /// body's pass kind adds, once its input is made (with `all`, every one
  /// no pass kind adds, made here).
  void accumulate(bool all);
  /// Stores the current microbatch's pieces of the results the current
  /// body's pass kind makes (with `all`, every one no pass kind stores,
  /// made here).
  void storePieces(bool all);
  /// Reduces the sums reducedInTable over their other axes in each final
  /// body, in buckets as they become final.
  void emitReductions();
  /// The step's accumulated values reduced over their other axes, and the
  /// ops that use them.
  void emitStep();
  /// Sends (or receives) a value one stage's step makes for another's.
  void emitStepTransfer(const StepTransfer &transfer);
  /// The function's results.
  SmallVector<Value> emitResults(ArrayRef<int64_t> numbers, Location loc);
  /// The virtual stages this rank runs, chunk by chunk.
  SmallVector<unsigned> myStages() const {
    SmallVector<unsigned> stages;
    for (unsigned c = 0; c < chunks; ++c)
      stages.push_back(c * ranks + rank);
    return stages;
  }
  unsigned stageOf(PassKey key) const {
    return unsigned(key.chunk) * ranks + rank;
  }
  ArrayAttr axisAttr() { return b.getStrArrayAttr({axis}); }

  func::FuncOp fn;
  const StagePlan &plan;
  unsigned rank, ranks, chunks;
  MeshOp mesh;
  StringRef axis;
  schedule::Kind kind;
  /// The most bytes one dist.all_reduce_buffers reduces (0: one sum each).
  int64_t bucketBytes;
  /// Later passes make the forward's values again (StageOptions).
  bool recompute;
  const DenseSet<Value> *checkpoints;
  const DenseSet<Value> *recomputed;
  OpBuilder b;
  Block *entry = nullptr;
  /// The statistics are made before `prologueEnd`, and what every
  /// microbatch shares (with the buffers) before `hoistEnd`; both are
  /// placeholders erased at the end.
  Operation *prologueEnd = nullptr, *hoistEnd = nullptr;
  ScheduleOp scheduleOp;
  /// The microbatch being built for (an index value): a region's argument,
  /// or the prologue loop's induction variable.
  Value microbatch;
  /// Values made once for all microbatches, and once per step.
  IRMapping shared, step;
  /// What the prologue (the batch's statistics) made, for later statistics,
  /// and whether one is being made.
  IRMapping prologueShared;
  bool inPrologue = false;
  /// The values of the context being built: a body's, the prologue loop's,
  /// or the step's.
  IRMapping *current = nullptr;
  std::vector<Body> bodies;
  std::optional<unsigned> currentBody;
  std::map<PassKey, unsigned> passBodies;
  std::map<ExchangeKey, unsigned> exchangeBodies;
  /// The body that made each per-microbatch value (old values).
  DenseMap<Value, unsigned> madeIn;
  /// With recomputation: the values forward passes make (which later
  /// passes make again), and those they receive from other stages (which
  /// are kept).
  DenseSet<Value> forwardMade, forwardInputs;
  /// Each value kept between the bodies of its chunk: the body that makes
  /// it, the bodies that read it, and its loads and store (which index a
  /// placeholder until placeStash).
  struct Kept {
    unsigned maker;
    SmallVector<unsigned> readers;
    SmallVector<Operation *> accesses;
    Value placeholder;
  };
  llvm::MapVector<Value, Kept> stash;
  /// The buffers each pass key sends from and receives into, per value.
  std::map<PassKey, SmallVector<Value>> sendBuffers, receiveBuffers;
  /// Each accumulation's running sum, and the pass kind that adds to it.
  DenseMap<Operation *, Value> sums;
  std::map<Operation *, PassKey> adders;
  /// Each result's buffer of pieces, and the pass kind that stores them.
  DenseMap<int64_t, Value> pieces;
  std::map<int64_t, PassKey> storers;
  /// The results this rank returns (numbers among the program's).
  SmallVector<int64_t> resultNumbers;
  /// The rank's actions in order.
  ArrayRef<schedule::Action> actions;
  /// The first internal error (a plan the builder cannot run), if any.
  std::optional<std::string> problem;
};

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

StageBuilder::Transfers StageBuilder::transfersOf(PassKey key) const {
  Transfers t;
  unsigned stage = stageOf(key);
  unsigned last = plan.numStages - 1;
  // Forward passes receive from the stage before and send to the one
  // after; backward passes the other way round; weight-gradient passes
  // neither. Virtual stage k runs on rank k mod ranks (the last rank's
  // chunk c hands on to rank 0's chunk c + 1).
  if (key.pass == Pass::Forward) {
    if (stage > 0)
      t.received = {&plan.crossing[stage - 1], (stage - 1) % ranks};
    if (stage < last)
      t.sent = {&plan.crossing[stage], (stage + 1) % ranks};
  } else if (key.pass == Pass::Backward) {
    if (stage < last)
      t.received = {&plan.backCrossing[stage], (stage + 1) % ranks};
    if (stage > 0)
      t.sent = {&plan.backCrossing[stage - 1], (stage - 1) % ranks};
  }
  return t;
}

std::vector<Row>
StageBuilder::tableRows(ArrayRef<schedule::Action> order) const {
  std::vector<Row> rows;
  auto keysOf = [&](ArrayRef<schedule::Action> actions, bool sends) {
    std::vector<PassKey> keys;
    for (const schedule::Action &a : actions) {
      PassKey key{a.pass, a.chunk};
      Transfers t = transfersOf(key);
      if (sends ? t.sent.first && !t.sent.first->empty()
                : t.received.first && !t.received.first->empty())
        keys.push_back(key);
    }
    return keys;
  };
  auto slice = [&](schedule::Span span) {
    return order.slice(span.begin, span.end - span.begin);
  };
  ArrayRef<schedule::Action> sending;
  for (const schedule::Group &group : schedule::transferGroups(order, kind)) {
    ExchangeKey exchange{keysOf(sending, true),
                         keysOf(slice(group.receiving), false)};
    if (!exchange.sending.empty() || !exchange.receiving.empty())
      rows.push_back({std::nullopt, exchange});
    for (const schedule::Action &a : slice(group.passes))
      rows.push_back({a, {}});
    sending = slice(group.sending);
  }
  ExchangeKey last{keysOf(sending, true), {}};
  if (!last.sending.empty())
    rows.push_back({std::nullopt, last});
  // Each chunk's last action makes its sums final: it reduces them, when
  // the chunk has sums to reduce in the table.
  for (unsigned c = 0; c < chunks; ++c) {
    if (llvm::none_of(plan.accumulations[c * ranks + rank],
                      [&](AllReduceOp acc) { return reducedInTable(acc); }))
      continue;
    auto lastAction = llvm::find_if(llvm::reverse(rows), [&](const Row &row) {
      return row.action && row.action->chunk == int(c);
    });
    if (lastAction != rows.rend())
      lastAction->final = true;
  }
  return rows;
}

bool StageBuilder::reducedInTable(AllReduceOp acc) const {
  SmallVector<StringRef> rest = otherAxes(acc);
  return !rest.empty() && !llvm::is_contained(rest, axis);
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

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
  Value size = arith::ConstantIndexOp::create(b, loc, type.getDimSize(dim));
  offsets[dim] = arith::MulIOp::create(b, loc, microbatch, size).getResult();
  return tensor::ExtractSliceOp::create(b, loc, type, whole, offsets, sizes,
                                        strides);
}

Value StageBuilder::newBuffer(RankedTensorType type, Location loc) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(hoistEnd);
  return BufferOp::create(b, loc, BufferType::get(b.getContext(), type));
}

Value StageBuilder::fromStash(Value v, unsigned from) {
  auto type = cast<RankedTensorType>(v.getType());
  auto [it, added] = stash.insert({v, Kept{from, {}, {}, Value()}});
  Kept &kept = it->second;
  if (added) {
    // A placeholder of one slot until every reader is known.
    SmallVector<int64_t> shape{1};
    llvm::append_range(shape, type.getShape());
    kept.placeholder = newBuffer(type.clone(shape), v.getLoc());
    // The maker keeps it, at the end of its body.
    Body &maker = bodies[from];
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(maker.block);
    kept.accesses.push_back(
        StoreOp::create(b, v.getLoc(), maker.values.lookup(v), kept.placeholder,
                        maker.block->getArgument(0)));
  }
  if (!llvm::is_contained(kept.readers, *currentBody))
    kept.readers.push_back(*currentBody);
  auto load = LoadOp::create(b, v.getLoc(), type, kept.placeholder, microbatch);
  kept.accesses.push_back(load);
  current->map(v, load.getResult());
  return load.getResult();
}

void StageBuilder::placeStash() {
  // One index per (region, slot count): the microbatch mod the slots, made
  // at the region's start.
  std::map<std::pair<Block *, int64_t>, Value> indices;
  for (auto &[v, kept] : stash) {
    const Body &maker = bodies[kept.maker];
    schedule::Kept held{maker.pass->chunk, maker.pass->pass, {}, 1};
    for (unsigned reader : kept.readers)
      held.readers.push_back(bodies[reader].pass->pass);
    int64_t slots = std::max<int64_t>(
        1, schedule::heldAtPeak({actions.begin(), actions.end()}, {held}));
    auto type = cast<RankedTensorType>(v.getType());
    SmallVector<int64_t> shape{slots};
    llvm::append_range(shape, type.getShape());
    Value buffer = newBuffer(type.clone(shape), v.getLoc());
    for (Operation *access : kept.accesses) {
      Block *block = access->getBlock();
      Value &index = indices[{block, slots}];
      if (!index) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(block);
        Value count =
            arith::ConstantIndexOp::create(b, access->getLoc(), slots);
        index = arith::RemUIOp::create(b, access->getLoc(),
                                       block->getArgument(0), count);
      }
      if (auto load = dyn_cast<LoadOp>(access)) {
        load.getBufferMutable().assign(buffer);
        load.getSlotMutable().assign(index);
      } else {
        auto store = cast<StoreOp>(access);
        store.getBufferMutable().assign(buffer);
        store.getSlotMutable().assign(index);
      }
    }
    kept.placeholder.getDefiningOp()->erase();
  }
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
  // What no microbatch changes is made once, before the schedule, when a
  // pass needs it (the prologue runs before that point, and the step may
  // make its own where it needs it).
  if (!plan.perMicrobatch.contains(v) && currentBody && !inPrologue)
    return hoist(v);
  // Made by an earlier pass of this microbatch: a tensor is kept for this
  // one when it is of the same chunk. A scalar (an offset from the
  // microbatch's number, an element read from a tensor) is made again, as
  // is a value of no stage in particular (a slice of the batch), and one
  // the other body of this pass kind made (a final body's twin runs for
  // other microbatches).
  if (auto made = madeIn.find(v); made != madeIn.end() && currentBody &&
                                  !inPrologue &&
                                  isa<RankedTensorType>(v.getType())) {
    const Body &maker = bodies[made->second];
    const Body &here = bodies[*currentBody];
    // With recomputation a later pass makes a forward value again from
    // the chunk's inputs (selective: an attention's scores from what the
    // forward pass kept), unless an earlier later pass (a backward, for
    // its weight gradient) made it again already.
    bool again =
        here.pass->pass != Pass::Forward &&
        ((recompute && forwardMade.contains(v) && !forwardInputs.contains(v) &&
          !(checkpoints && checkpoints->contains(v))) ||
         (recomputed && recomputed->contains(v)));
    bool sameChunk = maker.pass->chunk == here.pass->chunk;
    if (again && sameChunk &&
        (maker.pass->pass == Pass::Forward ||
         maker.pass->base() == here.pass->base())) {
      cloneInto(v.getDefiningOp());
      return current->lookup(v);
    }
    if (sameChunk && !(maker.pass->base() == here.pass->base()))
      return fromStash(v, made->second);
    if (plan.stageOf.count(v) && !problem)
      problem = "a pass of chunk " + std::to_string(here.pass->chunk) +
                " reads a value another chunk's pass made, which no "
                "transfer brings";
  }
  cloneInto(v.getDefiningOp());
  return current->lookup(v);
}

Value StageBuilder::hoist(Value v) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(hoistEnd);
  IRMapping *outer = current;
  std::optional<unsigned> outerBody = currentBody;
  current = &shared;
  currentBody.reset();
  cloneInto(v.getDefiningOp());
  current = outer;
  currentBody = outerBody;
  Value made = shared.lookup(v);
  current->map(v, made);
  return made;
}

Value StageBuilder::microbatchRank(GroupRankOp rank) {
  Location loc = rank.getLoc();
  auto axes = llvm::to_vector(rank.getAxes().getAsValueRange<StringAttr>());
  auto at = llvm::find(axes, DistDialect::kMicrobatchAxis);
  SmallVector<StringRef> major(axes.begin(), at);
  SmallVector<StringRef> minor(std::next(at), axes.end());
  // Row-major: (rank(major) * microbatches + number) * |minor| +
  // rank(minor). Minor axes split a microbatch's rows further (sequence
  // parallelism's tokens over tp).
  Value number = microbatch;
  if (!major.empty()) {
    Value outer = GroupRankOp::create(b, loc, rank.getMeshAttr(),
                                      b.getStrArrayAttr(major));
    Value count = arith::ConstantIndexOp::create(b, loc, plan.microbatches);
    Value scaled = arith::MulIOp::create(b, loc, outer, count);
    number = arith::AddIOp::create(b, loc, scaled, number);
  }
  if (!minor.empty()) {
    Value inner = GroupRankOp::create(b, loc, rank.getMeshAttr(),
                                      b.getStrArrayAttr(minor));
    Value size = arith::ConstantIndexOp::create(
        b, loc, mesh.getGroupSize(ArrayRef<StringRef>(minor)));
    Value scaled = arith::MulIOp::create(b, loc, number, size);
    number = arith::AddIOp::create(b, loc, scaled, inner);
  }
  return number;
}

Value StageBuilder::materializeStatistic(Value v) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(prologueEnd);
  IRMapping *outer = current;
  Value outerMicrobatch = microbatch;
  std::optional<unsigned> outerBody = currentBody;
  currentBody.reset();
  // What the passes share is made after the prologue: it sees only what
  // the prologue made (a statistic made from another is already in it).
  bool outermost = !inPrologue;
  if (outermost)
    std::swap(shared, prologueShared);
  inPrologue = true;
  Value made;
  if (auto acc = asAccumulation(v.getDefiningOp())) {
    // The sum over every microbatch, each from its own block of the batch,
    // in a loop over the microbatches.
    auto type = cast<RankedTensorType>(acc.getInput().getType());
    Location loc = acc.getLoc();
    Value lower = arith::ConstantIndexOp::create(b, loc, 0);
    Value upper = arith::ConstantIndexOp::create(b, loc, plan.microbatches);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop =
        scf::ForOp::create(b, loc, lower, upper, one,
                           ValueRange{accumulationIdentity(b, acc, type)});
    {
      OpBuilder::InsertionGuard inLoop(b);
      b.setInsertionPointToStart(loop.getBody());
      IRMapping iteration;
      current = &iteration;
      microbatch = loop.getInductionVar();
      Value input = materialize(acc.getInput());
      scf::YieldOp::create(
          b, loc,
          combineAccumulation(b, acc, loop.getRegionIterArgs()[0], input));
    }
    made = loop.getResult(0);
    SmallVector<StringRef> rest = otherAxes(acc);
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
  currentBody = outerBody;
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
  SmallVector<Value> results;
  if (auto rank = dyn_cast<GroupRankOp>(op);
      rank && plan.perMicrobatch.contains(rank.getResult()))
    results.push_back(microbatchRank(rank));
  else if (auto slice = dyn_cast<AllSliceOp>(op);
           slice && isMicrobatchSlice(op))
    results.push_back(sliceMicrobatch(current->lookup(slice.getInput()),
                                      slice.getType(), slice.getDim(),
                                      op->getLoc()));
  else {
    Operation *clone = b.clone(*op, *current);
    // Made once for every microbatch, a gather made again for the backward
    // pass (FSDP's) would only keep a second copy alive through the table:
    // unmarked, CSE shares the forward pass's.
    if (current == &shared)
      clone->removeAttr(DistDialect::kRegatherAttrName);
    llvm::append_range(results, clone->getResults());
  }
  for (auto [old, made] : llvm::zip(op->getResults(), results)) {
    current->map(old, made);
    if (currentBody && !inPrologue && plan.perMicrobatch.contains(old)) {
      madeIn[old] = *currentBody;
      if (bodies[*currentBody].pass->pass == Pass::Forward)
        forwardMade.insert(old);
    }
  }
}

//===----------------------------------------------------------------------===//
// Bodies
//===----------------------------------------------------------------------===//

void StageBuilder::enter(unsigned index) {
  Body &body = bodies[index];
  currentBody = index;
  current = &body.values;
  microbatch = body.block->getArgument(0);
  b.setInsertionPointToEnd(body.block);
}

LogicalResult StageBuilder::emitPass(PassKey key) {
  enter(passBodies.at(key));
  unsigned stage = stageOf(key);
  Transfers t = transfersOf(key);
  // A final body transfers through the buffers of its pass kind's other
  // body, the exchanges' (made by whichever is built first).
  if (auto [values, from] = t.received; values) {
    SmallVector<Value> &buffers = receiveBuffers[key.base()];
    bool made = !buffers.empty();
    for (auto [i, v] : llvm::enumerate(*values)) {
      auto type = cast<RankedTensorType>(v.getType());
      if (!made)
        buffers.push_back(newBuffer(type, v.getLoc()));
      current->map(v, LoadOp::create(b, v.getLoc(), type, buffers[i], Value()));
      madeIn[v] = *currentBody;
      if (key.pass == Pass::Forward)
        forwardInputs.insert(v);
    }
  }
  ArrayRef<Operation *> ops;
  switch (key.pass) {
  case Pass::Forward:
    ops = plan.ops[stage];
    break;
  case Pass::Backward:
    ops = plan.backward[stage];
    break;
  case Pass::WeightGradient:
    ops = plan.weightGradient[stage];
    break;
  }
  // Each accumulation adds its input as soon as it is made, so that the
  // final body can reduce the sum while the pass goes on.
  auto emit = [&](ArrayRef<Operation *> list) {
    for (Operation *op : list) {
      cloneInto(op);
      accumulate(/*all=*/false);
    }
  };
  emit(ops);
  // Without a split backward, the weight gradients are part of it.
  if (key.pass == Pass::Backward && kind != schedule::Kind::ZeroBubbleH1)
    emit(plan.weightGradient[stage]);
  storePieces(/*all=*/false);
  if (auto [values, to] = t.sent; values) {
    SmallVector<Value> &buffers = sendBuffers[key.base()];
    bool made = !buffers.empty();
    for (auto [i, v] : llvm::enumerate(*values)) {
      Value value = materialize(v);
      if (!made)
        buffers.push_back(
            newBuffer(cast<RankedTensorType>(v.getType()), v.getLoc()));
      StoreOp::create(b, v.getLoc(), value, buffers[i], Value());
    }
  }
  if (problem)
    return fn.emitOpError()
           << "cannot be pipelined on rank " << rank << ": " << *problem;
  return success();
}

void StageBuilder::emitExchange(const ExchangeKey &key) {
  enter(exchangeBodies.at(key));
  SmallVector<Value> sends, receives;
  SmallVector<int64_t> to, from;
  for (PassKey pass : key.sending) {
    unsigned peer = transfersOf(pass).sent.second;
    for (Value buffer : sendBuffers[pass]) {
      sends.push_back(buffer);
      to.push_back(peer);
    }
  }
  for (PassKey pass : key.receiving) {
    unsigned peer = transfersOf(pass).received.second;
    for (Value buffer : receiveBuffers[pass]) {
      receives.push_back(buffer);
      from.push_back(peer);
    }
  }
  ExchangeOp::create(b, fn.getLoc(), mesh.getSymName(), axisAttr(), sends,
                     b.getDenseI64ArrayAttr(to), receives,
                     b.getDenseI64ArrayAttr(from));
}

void StageBuilder::accumulate(bool all) {
  Body &body = bodies[*currentBody];
  PassKey key = body.pass->base();
  for (unsigned stage : myStages())
    for (AllReduceOp acc : plan.accumulations[stage]) {
      if (body.added.contains(acc))
        continue;
      // Another pass kind's; or not made yet (with `all`, made here when no
      // pass kind adds it).
      auto adder = adders.find(acc);
      if (adder != adders.end() && !(adder->second == key))
        continue;
      if (!all && !current->contains(acc.getInput()))
        continue;
      adders.insert({acc, key});
      body.added.insert(acc);
      Value input = materialize(acc.getInput());
      Value &sum = sums[acc];
      auto type = cast<RankedTensorType>(input.getType());
      if (!sum) {
        sum = newBuffer(type, acc.getLoc());
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(hoistEnd);
        StoreOp::create(b, acc.getLoc(), accumulationIdentity(b, acc, type),
                        sum, Value());
      }
      Value running = LoadOp::create(b, acc.getLoc(), type, sum, Value());
      StoreOp::create(b, acc.getLoc(),
                      combineAccumulation(b, acc, running, input), sum,
                      Value());
    }
}

void StageBuilder::storePieces(bool all) {
  Body &body = bodies[*currentBody];
  PassKey key = body.pass->base();
  for (int64_t number : resultNumbers) {
    const PlannedResult &result = plan.results[number];
    if (body.stored.contains(number) || plan.perStep.contains(result.piece) ||
        !plan.perMicrobatch.contains(result.piece))
      continue;
    // An argument returned whole is returned as it is.
    if (auto arg = dyn_cast<BlockArgument>(result.piece);
        arg && !result.dim &&
        !microbatchDim(fn.getArgAttrDict(arg.getArgNumber())))
      continue;
    // Another pass kind's; or not made here (with `all`, made here when no
    // pass kind stores it).
    auto storer = storers.find(number);
    if (storer != storers.end() && !(storer->second == key))
      continue;
    if (!all && !current->contains(result.piece))
      continue;
    storers.insert({number, key});
    body.stored.insert(number);
    Value piece = materialize(result.piece);
    Value &buffer = pieces[number];
    if (!buffer) {
      // Pieces split by microbatches go at their microbatch; one that is
      // not (a single microbatch's) is the buffer's whole tensor.
      auto type = cast<RankedTensorType>(piece.getType());
      SmallVector<int64_t> shape;
      if (result.dim)
        shape.push_back(plan.microbatches);
      llvm::append_range(shape, type.getShape());
      buffer = newBuffer(type.clone(shape), piece.getLoc());
    }
    StoreOp::create(b, piece.getLoc(), piece, buffer,
                    result.dim ? microbatch : Value());
  }
}

void StageBuilder::emitReductions() {
  for (const auto &[key, index] : passBodies) {
    if (!key.final)
      continue;
    SmallVector<std::pair<AllReduceOp, Value>> reduced;
    for (AllReduceOp acc : plan.accumulations[stageOf(key)])
      if (reducedInTable(acc))
        reduced.push_back({acc, sums.lookup(acc)});
    reduceInBuckets(b, bodies[index].block, reduced, bucketBytes);
  }
}

void StageBuilder::emitStep() {
  current = &step;
  currentBody.reset();
  for (unsigned stage : myStages())
    for (AllReduceOp acc : plan.accumulations[stage]) {
      Value total = LoadOp::create(
          b, acc.getLoc(), cast<RankedTensorType>(acc.getInput().getType()),
          sums[acc], Value());
      // Reduced by the chunk's last action already, or here.
      SmallVector<StringRef> rest = otherAxes(acc);
      if (!rest.empty() && !reducedInTable(acc))
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
  llvm::sort(order, [](const auto &x, const auto &y) {
    return x.first->isBeforeInBlock(y.first);
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
  if (from == to || (rank != from && rank != to))
    return;
  auto type = cast<RankedTensorType>(v.getType());
  Value buffer = newBuffer(type, v.getLoc());
  auto none = b.getDenseI64ArrayAttr({});
  if (rank == from) {
    StoreOp::create(b, v.getLoc(), materialize(v), buffer, Value());
    ExchangeOp::create(b, v.getLoc(), mesh.getSymName(), axisAttr(),
                       ValueRange{buffer}, b.getDenseI64ArrayAttr({to}),
                       ValueRange{}, none);
  } else {
    ExchangeOp::create(b, v.getLoc(), mesh.getSymName(), axisAttr(),
                       ValueRange{}, none, ValueRange{buffer},
                       b.getDenseI64ArrayAttr({from}));
    step.map(v, LoadOp::create(b, v.getLoc(), type, buffer, Value()));
  }
}

SmallVector<Value> StageBuilder::emitResults(ArrayRef<int64_t> numbers,
                                             Location loc) {
  SmallVector<Value> results;
  for (int64_t number : numbers) {
    const PlannedResult &result = plan.results[number];
    Value buffer = pieces.lookup(number);
    if (!buffer) {
      // Made once per step, or by no microbatch in particular.
      results.push_back(materialize(result.piece));
      continue;
    }
    auto bufferType = cast<BufferType>(buffer.getType()).getTensorType();
    Value all = LoadOp::create(b, loc, bufferType, buffer, Value());
    if (!result.dim) {
      results.push_back(all);
      continue;
    }
    // [microbatches, piece...] to the whole result: the microbatch dim
    // moved next to the dim it splits, then the two merged.
    int64_t dim = *result.dim;
    int64_t rank = bufferType.getRank();
    if (dim > 0) {
      SmallVector<int64_t> permutation, shape;
      for (int64_t d = 1; d <= dim; ++d)
        permutation.push_back(d);
      permutation.push_back(0);
      for (int64_t d = dim + 1; d < rank; ++d)
        permutation.push_back(d);
      for (int64_t d : permutation)
        shape.push_back(bufferType.getDimSize(d));
      Value init =
          tensor::EmptyOp::create(b, loc, shape, bufferType.getElementType());
      all = linalg::TransposeOp::create(b, loc, all, init, permutation)
                .getResult()[0];
    }
    SmallVector<ReassociationIndices> groups;
    for (int64_t d = 0; d < rank - 1; ++d) {
      if (d < dim)
        groups.push_back({d});
      else if (d == dim)
        groups.push_back({d, d + 1});
      else
        groups.push_back({d + 1});
    }
    results.push_back(tensor::CollapseShapeOp::create(b, loc, all, groups));
  }
  return results;
}

FailureOr<func::FuncOp> StageBuilder::build(ArrayRef<schedule::Action> order,
                                            SymbolTable &symbols) {
  Block &body = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  Location loc = fn.getLoc();

  SmallVector<Type> argTypes, resultTypes;
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
      b, loc, (fn.getSymName() + "_stage" + Twine(rank)).str(),
      b.getFunctionType(argTypes, resultTypes));
  stageFn.setPrivate();
  symbols.insert(stageFn);
  entry = stageFn.addEntryBlock();
  b.setInsertionPointToStart(entry);
  // Placeholders the statistics, then the shared values and buffers, go
  // before; erased at the end.
  prologueEnd = arith::ConstantIndexOp::create(b, loc, 0);
  hoistEnd = arith::ConstantIndexOp::create(b, loc, 0);

  // The table, and a region per pass kind and per group of transfers.
  actions = order;
  std::vector<Row> rows = tableRows(order);
  SmallVector<int32_t> cases, microbatches;
  SmallVector<Attribute> kinds;
  SmallVector<int64_t> regionChunks;
  static const StringRef passKinds[] = {
      ScheduleOp::kForward, ScheduleOp::kBackward, ScheduleOp::kWeightGradient};
  for (const Row &row : rows) {
    unsigned region;
    if (row.action) {
      PassKey key{row.action->pass, row.action->chunk, row.final};
      auto [it, added] = passBodies.insert({key, unsigned(kinds.size())});
      if (added) {
        kinds.push_back(b.getStringAttr(passKinds[int(key.pass)]));
        regionChunks.push_back(key.chunk);
      }
      region = it->second;
      microbatches.push_back(row.action->microbatch);
    } else {
      auto [it, added] =
          exchangeBodies.insert({row.exchange, unsigned(kinds.size())});
      if (added) {
        kinds.push_back(b.getStringAttr(ScheduleOp::kExchange));
        regionChunks.push_back(0);
      }
      region = it->second;
      microbatches.push_back(0);
    }
    cases.push_back(int32_t(region));
  }
  scheduleOp = ScheduleOp::create(
      b, loc, TypeRange{}, b.getDenseI32ArrayAttr(cases),
      b.getDenseI32ArrayAttr(microbatches), b.getArrayAttr(kinds),
      b.getDenseI64ArrayAttr(regionChunks), unsigned(kinds.size()));
  bodies.resize(kinds.size());
  for (auto [i, region] : llvm::enumerate(scheduleOp.getBodies())) {
    bodies[i].block = b.createBlock(&region, {}, {b.getIndexType()}, {loc});
  }
  for (auto [key, index] : passBodies)
    bodies[index].pass = key;

  // Passes in the order one microbatch meets them (forward through the
  // chunks, then backward and weight gradients back), so that what a pass
  // reads from an earlier one of its microbatch is known; exchanges last.
  SmallVector<PassKey> passOrder;
  for (int c = 0; c < int(chunks); ++c)
    passOrder.push_back({Pass::Forward, c});
  for (int c = int(chunks) - 1; c >= 0; --c) {
    passOrder.push_back({Pass::Backward, c});
    passOrder.push_back({Pass::WeightGradient, c});
  }
  // A final body after its pass kind's other (no pass of its chunk follows
  // it, so none reads what it makes).
  for (PassKey key : passOrder)
    for (PassKey body : {key, PassKey{key.pass, key.chunk, true}})
      if (passBodies.count(body) && failed(emitPass(body)))
        return failure();
  // What no pass made (it reads only the batch): made in the rank's first
  // forward pass (either body).
  for (bool final : {false, true}) {
    auto first = passBodies.find(PassKey{Pass::Forward, 0, final});
    if (first == passBodies.end())
      continue;
    enter(first->second);
    accumulate(/*all=*/true);
    storePieces(/*all=*/true);
  }
  emitReductions();
  for (const auto &[key, index] : exchangeBodies)
    emitExchange(key);
  placeStash();

  b.setInsertionPointAfter(scheduleOp);
  emitStep();
  SmallVector<Value> results = emitResults(resultNumbers, ret.getLoc());
  func::ReturnOp::create(b, ret.getLoc(), results);
  prologueEnd->erase();
  hoistEnd->erase();
  if (problem)
    return fn.emitOpError()
           << "cannot be pipelined on rank " << rank << ": " << *problem;
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

FailureOr<func::FuncOp>
mlir::dist::buildStage(func::FuncOp fn, const StagePlan &plan, unsigned rank,
                       unsigned ranks, ArrayRef<schedule::Action> order,
                       MeshOp mesh, StringRef axis, const StageOptions &options,
                       SymbolTable &symbols) {
  return StageBuilder(fn, plan, rank, ranks, mesh, axis, options)
      .build(order, symbols);
}
