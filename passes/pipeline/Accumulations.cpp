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

namespace {
/// A sum a chunk's last action starts a collective on once it is final.
struct Final {
  /// Its position in the caller's list.
  unsigned index;
  /// The block's last store into it; null if it is final from the start.
  Operation *after;
  /// The collective's axes and reduction: only sums alike share a bucket.
  std::pair<SmallVector<StringRef>, ReductionKind> kind;
  int64_t bytes;
};
} // namespace

/// Calls `start(members, after)` for each bucket of `finals`: sums alike,
/// at most `bucketBytes` together (a larger sum alone), in the order they
/// become final, each bucket started after its last member is final;
/// those final from the start go first, apart.
static void
inBuckets(SmallVector<Final> finals, int64_t bucketBytes,
          function_ref<void(ArrayRef<unsigned>, Operation *)> start) {
  llvm::stable_sort(finals, [](const Final &x, const Final &y) {
    return x.after && y.after ? x.after->isBeforeInBlock(y.after)
                              : !x.after && y.after;
  });
  struct Bucket {
    SmallVector<unsigned> members;
    int64_t bytes = 0;
    Operation *after = nullptr;
  };
  std::map<std::pair<SmallVector<StringRef>, ReductionKind>, Bucket> open;
  auto close = [&](Bucket &bucket) {
    if (!bucket.members.empty())
      start(bucket.members, bucket.after);
    bucket = Bucket();
  };
  bool fromStart = true;
  for (const Final &f : finals) {
    if (fromStart && f.after) {
      fromStart = false;
      for (auto &[kind, bucket] : open)
        close(bucket);
    }
    Bucket &bucket = open[f.kind];
    if (!bucket.members.empty() && bucket.bytes + f.bytes > bucketBytes)
      close(bucket);
    bucket.members.push_back(f.index);
    bucket.bytes += f.bytes;
    bucket.after = f.after;
  }
  for (auto &[kind, bucket] : open)
    close(bucket);
}

/// Sets `b` to insert after `after`, or at the start of `block` if null.
static void insertAfter(OpBuilder &b, Block *block, Operation *after) {
  if (after)
    b.setInsertionPointAfter(after);
  else
    b.setInsertionPointToStart(block);
}

void mlir::dist::reduceInBuckets(OpBuilder &b, Block *block,
                                 ArrayRef<std::pair<AllReduceOp, Value>> sums,
                                 int64_t bucketBytes) {
  SmallVector<Final> finals;
  for (auto [i, entry] : llvm::enumerate(sums)) {
    auto [acc, sum] = entry;
    finals.push_back({unsigned(i),
                      lastStoreInto(block, sum),
                      {otherAxes(acc), acc.getReduction()},
                      bufferBytes(sum)});
  }
  inBuckets(finals, bucketBytes,
            [&](ArrayRef<unsigned> members, Operation *after) {
              OpBuilder::InsertionGuard guard(b);
              insertAfter(b, block, after);
              AllReduceOp last = sums[members.back()].first;
              SmallVector<Value> buffers;
              for (unsigned m : members)
                buffers.push_back(sums[m].second);
              AllReduceBuffersOp::create(b, last.getLoc(), last.getMeshAttr(),
                                         b.getStrArrayAttr(otherAxes(last)),
                                         buffers, last.getReductionAttr());
            });
}

void mlir::dist::scatterWhenFinal(OpBuilder &b, Block *block,
                                  ArrayRef<ScatteredSum> scattered,
                                  int64_t bucketBytes) {
  SmallVector<Final> finals;
  for (auto [i, s] : llvm::enumerate(scattered)) {
    ReduceScatterOp scatter = s.scatter;
    finals.push_back({unsigned(i),
                      lastStoreInto(block, s.sum),
                      {scatter.getAxisNames(), scatter.getReduction()},
                      bufferBytes(s.sum)});
  }
  inBuckets(
      finals, bucketBytes, [&](ArrayRef<unsigned> members, Operation *after) {
        OpBuilder::InsertionGuard guard(b);
        insertAfter(b, block, after);
        ReduceScatterOp last = scattered[members.back()].scatter;
        SmallVector<Value> wholes, shares;
        SmallVector<int64_t> dims;
        for (unsigned m : members) {
          wholes.push_back(scattered[m].sum);
          shares.push_back(scattered[m].share);
          ReduceScatterOp scatter = scattered[m].scatter;
          dims.push_back(scatter.getDim());
        }
        ReduceScatterBuffersOp::create(
            b, last.getLoc(), last.getMeshAttr(), last.getAxesAttr(), wholes,
            shares, b.getDenseI64ArrayAttr(dims), last.getReductionAttr());
      });
}
