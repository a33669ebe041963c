//===- StageAccumulations.cpp - a rank's sums over the microbatches -------===//
//
// Part of StageBuilder (StageBuilderImpl.h): what a pipeline rank's passes
// sum over the microbatches -- losses, weight gradients -- into running
// sums, and how the table reduces them. Each term is added where its pass
// makes it (or, ZeRO-2's, reduce_scattered into the rank's share there);
// each chunk's last action reduces its sums over their other axes
// (DDP's all_reduces, in buckets) or starts a sharded optimizer's
// reduce_scatter of each (ZeRO-1) as they become final, left in flight.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StageBuilderImpl.h"

#include "passes/pipeline/Accumulations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::stage;

bool StageBuilder::reducedInTable(AllReduceOp acc) const {
  SmallVector<StringRef> rest = otherAxes(acc);
  return !rest.empty() && !llvm::is_contained(rest, axis);
}

ReduceScatterOp StageBuilder::scatteredInTable(AllReduceOp acc,
                                               unsigned stage) const {
  if (!otherAxes(acc).empty())
    return {};
  for (Operation *user : acc->getUsers()) {
    auto scatter = dyn_cast<ReduceScatterOp>(user);
    if (scatter && scatter.getReduction() == acc.getReduction() &&
        !llvm::is_contained(scatter.getAxes().getAsValueRange<StringAttr>(),
                            axis) &&
        llvm::is_contained(plan.stepOps[stage], user))
      return scatter;
  }
  return {};
}

bool StageBuilder::finalizesInTable(unsigned c) const {
  unsigned stage = c * ranks + rank;
  return llvm::any_of(plan.accumulations[stage], [&](AllReduceOp acc) {
    return reducedInTable(acc) || scatteredInTable(acc, stage);
  });
}

void StageBuilder::accumulate(bool all) {
  Body &body = bodies[*currentBody];
  PassKey key = body.pass->base();
  for (unsigned stage : myStages())
    for (AllReduceOp acc : plan.accumulations[stage]) {
      if (body.added.contains(acc))
        continue;
      // Another pass kind's; or not made yet (with `all`, made here when no
      // pass kind adds it). A reduce_scattered term scatterTerm starts is
      // never made as a value.
      auto adder = adders.find(acc);
      if (adder != adders.end() && !(adder->second == key))
        continue;
      if (!all && !current->contains(acc.getInput()))
        continue;
      adders.insert({acc, key});
      body.added.insert(acc);
      addTerm(acc, materialize(acc.getInput()));
    }
}

Value StageBuilder::sumOf(AllReduceOp acc, RankedTensorType type) {
  Value &sum = sums[acc];
  if (!sum) {
    sum = newBuffer(type, acc.getLoc());
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(hoistEnd);
    StoreOp::create(b, acc.getLoc(), accumulationIdentity(b, acc, type), sum,
                    Value());
  }
  return sum;
}

void StageBuilder::addTerm(AllReduceOp acc, Value input) {
  auto type = cast<RankedTensorType>(input.getType());
  Value sum = sumOf(acc, type);
  Value running = LoadOp::create(b, acc.getLoc(), type, sum, Value());
  StoreOp::create(b, acc.getLoc(), combineAccumulation(b, acc, running, input),
                  sum, Value());
}

void StageBuilder::scatterTerm(AllReduceOp acc, ReduceScatterOp term) {
  Body &body = bodies[*currentBody];
  body.added.insert(acc);
  adders.insert({acc, body.pass->base()});
  Location loc = term.getLoc();
  auto shareType = cast<RankedTensorType>(term.getType());
  Value sum = sumOf(acc, shareType);
  // The reduce_scatter accumulates: the rank's own block of the term
  // carries the running sum in (the previous microbatch's reduction is
  // complete once the body starts), so its result is the new sum.
  Value input = materialize(term.getInput());
  Value running = LoadOp::create(b, loc, shareType, sum, Value());
  int64_t dim = term.getDim();
  Value rank = GroupRankOp::create(b, loc, b.getIndexType(), term.getMeshAttr(),
                                   term.getAxesAttr());
  Value blockSize =
      arith::ConstantIndexOp::create(b, loc, shareType.getDimSize(dim));
  SmallVector<OpFoldResult> offsets(shareType.getRank(), b.getIndexAttr(0));
  offsets[dim] = arith::MulIOp::create(b, loc, rank, blockSize).getResult();
  SmallVector<OpFoldResult> sizes =
      getAsIndexOpFoldResult(b.getContext(), shareType.getShape());
  SmallVector<OpFoldResult> strides(shareType.getRank(), b.getIndexAttr(1));
  Value own = tensor::ExtractSliceOp::create(b, loc, shareType, input, offsets,
                                             sizes, strides);
  Value carried = tensor::InsertSliceOp::create(
      b, loc, combineAccumulation(b, acc, running, own), input, offsets, sizes,
      strides);
  Value &whole = wholeBuffers[input.getType()];
  if (!whole)
    whole = newBuffer(cast<RankedTensorType>(input.getType()), loc);
  StoreOp::create(b, loc, carried, whole, Value());
  ReduceScatterBuffersOp::create(b, loc, term.getMeshAttr(), term.getAxesAttr(),
                                 ValueRange{whole}, ValueRange{sum},
                                 b.getDenseI64ArrayAttr({term.getDim()}),
                                 term.getReductionAttr());
}

void StageBuilder::emitReductions() {
  for (const auto &[key, index] : passBodies) {
    if (!key.final)
      continue;
    SmallVector<std::pair<AllReduceOp, Value>> reduced;
    SmallVector<ScatteredSum> scattered;
    for (AllReduceOp acc : plan.accumulations[stageOf(key)]) {
      if (reducedInTable(acc))
        reduced.push_back({acc, sums.lookup(acc)});
      if (ReduceScatterOp scatter = scatteredInTable(acc, stageOf(key))) {
        Value &share = scatteredShares[scatter];
        share = newBuffer(cast<RankedTensorType>(scatter.getType()),
                          scatter.getLoc());
        scattered.push_back({scatter, sums.lookup(acc), share});
      }
    }
    reduceInBuckets(b, bodies[index].block, reduced, bucketBytes);
    scatterWhenFinal(b, bodies[index].block, scattered, bucketBytes);
  }
}
