//===- StageValues.cpp - the values a pipeline rank's passes read ---------===//
//
// How a pass of a rank's function (StageBuilderImpl.h) gets each value it
// reads: cloned into it, sliced from the batch for its microbatch, made
// once before the schedule, read from a buffer an earlier pass of the
// same microbatch stored it in (the stash), or made again (recomputation).
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StageBuilderImpl.h"

#include "passes/pipeline/Accumulations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::stage;

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
  // make its own where it needs it); but a gather of a stored weight
  // (FSDP's), and what is made of it, is made again in each pass that
  // reads it, where it reads it, so that a rank holds whole only the
  // weights it is computing with.
  if (!plan.perMicrobatch.contains(v) && currentBody && !inPrologue &&
      !readsGatheredWeight(v))
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
    if (sameChunk && !(maker.pass->base() == here.pass->base())) {
      // A reshape of a value the same pass made is made again from that
      // value, kept once: keeping both would hold the same data twice. So
      // is an all_gather of one (over tp: a column-parallel projection's
      // input under sequence parallelism), gathered again where it is
      // read, as Megatron-LM's backward pass does: the pass keeps each
      // rank's share, not the whole.
      Operation *def = v.getDefiningOp();
      auto gather = dyn_cast_or_null<AllGatherOp>(def);
      if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
              def) ||
          (gather && !llvm::is_contained(gather.getAxisNames(),
                                         DistDialect::kMicrobatchAxis))) {
        auto source = madeIn.find(def->getOperand(0));
        if (source != madeIn.end() && source->second == made->second) {
          unsigned maker = made->second;
          cloneInto(def);
          // Still the maker's for the passes that read it later.
          madeIn[v] = maker;
          return current->lookup(v);
        }
      }
      return fromStash(v, made->second);
    }
    if (plan.stageOf.count(v) && !problem)
      problem = "a pass of chunk " + std::to_string(here.pass->chunk) +
                " reads a value another chunk's pass made, which no "
                "transfer brings";
  }
  cloneInto(v.getDefiningOp());
  return current->lookup(v);
}

bool StageBuilder::readsGatheredWeight(Value v) {
  if (auto known = gatheredWeight.find(v); known != gatheredWeight.end())
    return known->second;
  bool reads = false;
  if (auto gather = v.getDefiningOp<AllGatherOp>()) {
    auto arg = dyn_cast<BlockArgument>(gather.getInput());
    reads = arg && arg.getOwner() == &fn.getBody().front() &&
            !microbatchDim(fn.getArgAttrDict(arg.getArgNumber()));
  } else if (Operation *op = v.getDefiningOp()) {
    // Only through what no microbatch changes: the weights' own chains
    // (a reshape, a transpose), short.
    reads = llvm::any_of(valuesRead(op), [&](Value read) {
      return !plan.perMicrobatch.contains(read) && readsGatheredWeight(read);
    });
  }
  gatheredWeight[v] = reads;
  return reads;
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
