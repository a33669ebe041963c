//===- Accumulations.cpp - sums over the microbatches of a pipeline -------===//
//
// See Accumulations.h.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/Accumulations.h"
#include "passes/pipeline/StagePlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <map>

using namespace mlir;
using namespace mlir::dist;

unsigned mlir::dist::scatterEachTerm(func::FuncOp fn) {
  SmallVector<ReduceScatterOp> scatters;
  fn.walk([&](ReduceScatterOp scatter) {
    AllReduceOp acc = asAccumulation(scatter.getInput().getDefiningOp());
    if (acc && acc->hasOneUse() && acc.getReduction() == ReductionKind::sum &&
        scatter.getReduction() == ReductionKind::sum &&
        llvm::none_of(scatter.getAxisNames(), [&](StringRef axis) {
          return llvm::is_contained(acc.getAxisNames(), axis);
        }))
      scatters.push_back(scatter);
  });
  for (ReduceScatterOp scatter : scatters) {
    auto acc = scatter.getInput().getDefiningOp<AllReduceOp>();
    // Where the term is made, so that the pass starts it there.
    OpBuilder b(acc);
    if (Operation *def = acc.getInput().getDefiningOp())
      b.setInsertionPointAfter(def);
    Value term = ReduceScatterOp::create(
        b, scatter.getLoc(), scatter.getType(), scatter.getMeshAttr(),
        scatter.getAxesAttr(), acc.getInput(), scatter.getDimAttr(),
        scatter.getReductionAttr());
    b.setInsertionPoint(acc);
    Value sum = AllReduceOp::create(b, acc.getLoc(), scatter.getType(),
                                    acc.getMeshAttr(), acc.getAxesAttr(), term,
                                    acc.getReductionAttr());
    scatter.replaceAllUsesWith(sum);
    scatter.erase();
    acc.erase();
  }
  return scatters.size();
}

AllReduceOp mlir::dist::scatteredTermSum(ReduceScatterOp term) {
  if (!term->hasOneUse())
    return {};
  AllReduceOp acc = asAccumulation(*term->user_begin());
  return acc && acc.getReduction() == term.getReduction() ? acc : AllReduceOp();
}

SmallVector<StringRef> mlir::dist::otherAxes(AllReduceOp acc) {
  SmallVector<StringRef> rest = acc.getAxisNames();
  llvm::erase(rest, DistDialect::kMicrobatchAxis);
  return rest;
}

Value mlir::dist::accumulationIdentity(OpBuilder &b, AllReduceOp acc,
                                       RankedTensorType type) {
  Location loc = acc.getLoc();
  Type element = type.getElementType();
  TypedAttr value;
  if (auto floating = dyn_cast<FloatType>(element)) {
    const llvm::fltSemantics &semantics = floating.getFloatSemantics();
    switch (acc.getReduction()) {
    case ReductionKind::sum:
      value = b.getFloatAttr(element, APFloat::getZero(semantics));
      break;
    case ReductionKind::max:
      value = b.getFloatAttr(element, APFloat::getInf(semantics, true));
      break;
    case ReductionKind::min:
      value = b.getFloatAttr(element, APFloat::getInf(semantics, false));
      break;
    }
  } else {
    unsigned width = element.getIntOrFloatBitWidth();
    switch (acc.getReduction()) {
    case ReductionKind::sum:
      value = b.getIntegerAttr(element, APInt::getZero(width));
      break;
    case ReductionKind::max:
      value = b.getIntegerAttr(element, APInt::getSignedMinValue(width));
      break;
    case ReductionKind::min:
      value = b.getIntegerAttr(element, APInt::getSignedMaxValue(width));
      break;
    }
  }
  return arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, value));
}

Value mlir::dist::combineAccumulation(OpBuilder &b, AllReduceOp acc, Value sum,
                                      Value input) {
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

/// The last store into `sum` in `block`, after which the sum is final;
/// null if the block stores none (an earlier action added it).
static Operation *lastStoreInto(Block *block, Value sum) {
  Operation *after = nullptr;
  for (Operation &op : *block)
    if (auto store = dyn_cast<StoreOp>(op); store && store.getBuffer() == sum)
      after = &op;
  return after;
}

void mlir::dist::reduceInBuckets(OpBuilder &b, Block *block,
                                 ArrayRef<std::pair<AllReduceOp, Value>> sums,
                                 int64_t bucketBytes) {
  // Each sum is final after the body's last store into it, or (added by
  // an earlier action) from the start.
  struct Final {
    AllReduceOp acc;
    Value sum;
    Operation *after;
  };
  SmallVector<Final> finals;
  for (auto [acc, sum] : sums)
    finals.push_back({acc, sum, lastStoreInto(block, sum)});
  llvm::stable_sort(finals, [](const Final &x, const Final &y) {
    return x.after && y.after ? x.after->isBeforeInBlock(y.after)
                              : !x.after && y.after;
  });
  // Buckets of sums reduced alike, each at most bucketBytes (a larger sum
  // alone), started after its last member is final; those final from the
  // start go first, apart.
  struct Bucket {
    SmallVector<Value> buffers;
    int64_t bytes = 0;
    Operation *after = nullptr;
    AllReduceOp last;
  };
  std::map<std::pair<SmallVector<StringRef>, ReductionKind>, Bucket> open;
  auto close = [&](Bucket &bucket) {
    if (bucket.buffers.empty())
      return;
    OpBuilder::InsertionGuard guard(b);
    if (bucket.after)
      b.setInsertionPointAfter(bucket.after);
    else
      b.setInsertionPointToStart(block);
    AllReduceBuffersOp::create(b, bucket.last.getLoc(),
                               bucket.last.getMeshAttr(),
                               b.getStrArrayAttr(otherAxes(bucket.last)),
                               bucket.buffers, bucket.last.getReductionAttr());
    bucket = Bucket();
  };
  bool fromStart = true;
  for (Final &f : finals) {
    if (fromStart && f.after) {
      fromStart = false;
      for (auto &[group, bucket] : open)
        close(bucket);
    }
    Bucket &bucket = open[{otherAxes(f.acc), f.acc.getReduction()}];
    int64_t bytes =
        staticTensorBytes(cast<BufferType>(f.sum.getType()).getTensorType())
            .value_or(0);
    if (!bucket.buffers.empty() && bucket.bytes + bytes > bucketBytes)
      close(bucket);
    bucket.buffers.push_back(f.sum);
    bucket.bytes += bytes;
    bucket.after = f.after;
    bucket.last = f.acc;
  }
  for (auto &[group, bucket] : open)
    close(bucket);
}

void mlir::dist::scatterWhenFinal(OpBuilder &b, Block *block,
                                  ArrayRef<ScatteredSum> scattered) {
  for (const ScatteredSum &s : scattered) {
    OpBuilder::InsertionGuard guard(b);
    if (Operation *after = lastStoreInto(block, s.sum))
      b.setInsertionPointAfter(after);
    else
      b.setInsertionPointToStart(block);
    ReduceScatterOp scatter = s.scatter;
    ReduceScatterBufferOp::create(
        b, scatter.getLoc(), scatter.getMeshAttr(), scatter.getAxesAttr(),
        s.sum, s.share, scatter.getDimAttr(), scatter.getReductionAttr());
  }
}
