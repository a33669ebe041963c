//===- LoopNest.cpp - a linalg.generic's loop structure -------------------===//
//
// planLoopNest and vectorAccessible (ProgramEmitter.h): which loops of a
// linalg.generic are independent and run outside, which accumulate inside,
// the indexed dims of a scatter, and when an elementwise nest may move
// several neighbouring elements at once. The same for every target; the
// emitters (LoopNestEmitter.cpp) map it.
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

/// The dim whose index `v` is, and the input `v` reads (through an
/// arith.index_cast when it is not already an index), if `v` compares
/// them: `index_cast(in_j) == linalg.index d` in either order.
static std::optional<LoopNest::IndexedDim> comparedIndex(Value v, Block &body) {
  auto cmp = v.getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
    return std::nullopt;
  for (auto [a, b] : {std::pair(cmp.getLhs(), cmp.getRhs()),
                      std::pair(cmp.getRhs(), cmp.getLhs())}) {
    auto index = a.getDefiningOp<linalg::IndexOp>();
    if (auto cast = b.getDefiningOp<arith::IndexCastOp>())
      b = cast.getIn();
    auto arg = dyn_cast<BlockArgument>(b);
    if (index && arg && arg.getOwner() == &body)
      return LoopNest::IndexedDim{unsigned(index.getDim()), arg.getArgNumber()};
  }
  return std::nullopt;
}

/// The indexed dims of `op` if it is a scatter (LoopNest): one result,
/// independent, one reduction loop `n`, a body yielding select(c, x, out)
/// with `c` an and of comparedIndex over distinct parallel dims, each
/// index an input read at [n] alone.
static SmallVector<LoopNest::IndexedDim>
scatterDims(linalg::GenericOp op, ArrayRef<unsigned> reduction) {
  if (op->getNumResults() != 1 || reduction.size() != 1)
    return {};
  unsigned n = reduction.front();
  Block &body = *op.getBody();
  Value yielded = body.getTerminator()->getOperand(0);
  auto select = yielded.getDefiningOp<arith::SelectOp>();
  if (!select ||
      select.getFalseValue() != body.getArgument(op.getNumDpsInputs()))
    return {};
  SmallVector<LoopNest::IndexedDim> dims;
  SmallVector<Value> conditions = {select.getCondition()};
  while (!conditions.empty()) {
    Value c = conditions.pop_back_val();
    if (auto both = c.getDefiningOp<arith::AndIOp>()) {
      conditions.append({both.getLhs(), both.getRhs()});
      continue;
    }
    std::optional<LoopNest::IndexedDim> dim = comparedIndex(c, body);
    if (!dim || dim->input >= op.getNumDpsInputs() || dim->dim == n ||
        op.getIteratorTypesArray()[dim->dim] != utils::IteratorType::parallel ||
        llvm::any_of(dims, [&](const LoopNest::IndexedDim &d) {
          return d.dim == dim->dim;
        }))
      return {};
    AffineMap map =
        op.getMatchingIndexingMap(op.getDpsInputOperand(dim->input));
    if (map.getNumResults() != 1 ||
        map.getResult(0) != getAffineDimExpr(n, op.getContext()))
      return {};
    dims.push_back(*dim);
  }
  llvm::sort(dims, [](const LoopNest::IndexedDim &a,
                      const LoopNest::IndexedDim &b) { return a.dim < b.dim; });
  return dims;
}

/// Whether an output read through `map` has one element per iteration of
/// the parallel loops: its indices are each parallel loop once, or
/// constants (the 0 of a dim kept as 1 by a keepdim reduction, which
/// torch-mlir writes as `(d0, d1, d2) -> (d0, d1, 0)`), and no reduction
/// loop.
static bool indexedByParallelLoops(AffineMap map,
                                   ArrayRef<utils::IteratorType> iterators) {
  llvm::SmallBitVector seen(iterators.size());
  for (AffineExpr e : map.getResults()) {
    if (isa<AffineConstantExpr>(e))
      continue;
    auto dim = dyn_cast<AffineDimExpr>(e);
    if (!dim || seen.test(dim.getPosition()) ||
        iterators[dim.getPosition()] != utils::IteratorType::parallel)
      return false;
    seen.set(dim.getPosition());
  }
  return seen.count() ==
         size_t(llvm::count(iterators, utils::IteratorType::parallel));
}

LoopNest codegen::planLoopNest(linalg::GenericOp op) {
  LoopNest nest;
  nest.op = op;
  nest.ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned numLoops = nest.ranges.size();
  // Independent form: every output is indexed by exactly the parallel
  // loops, so parallel loops can be outer (and run in parallel) while the
  // reduction loops accumulate into registers.
  SmallVector<unsigned> parallel, reduction;
  for (unsigned d = 0; d < numLoops; ++d)
    (iterators[d] == utils::IteratorType::parallel ? parallel : reduction)
        .push_back(d);
  nest.numParallel = parallel.size();
  nest.numReduction = reduction.size();
  // A generic without outputs (one whose results fusion left unused, kept
  // for the checks in its body) is independent too: its iterations only
  // check.
  nest.independent = llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &o) {
    return indexedByParallelLoops(op.getMatchingIndexingMap(&o), iterators);
  });
  // Outer loops: parallel ones in the order the first output is laid out.
  if (nest.independent) {
    if (op->getNumResults() == 0)
      nest.outer = parallel;
    else
      for (AffineExpr e :
           op.getIndexingMapMatchingResult(op->getResult(0)).getResults())
        if (auto dim = dyn_cast<AffineDimExpr>(e))
          nest.outer.push_back(dim.getPosition());
    nest.inner = reduction;
  } else {
    for (unsigned d = 0; d < numLoops; ++d)
      nest.outer.push_back(d);
  }
  for (int64_t r : nest.ranges)
    nest.totalIterations *= r;
  if (nest.independent)
    nest.indexed = scatterDims(op, reduction);
  if (!nest.indexed.empty()) {
    llvm::erase_if(nest.outer, [&](unsigned d) {
      return llvm::any_of(nest.indexed, [&](const LoopNest::IndexedDim &i) {
        return i.dim == d;
      });
    });
    nest.totalIterations = nest.ranges[nest.inner.front()];
    for (unsigned d : nest.outer)
      nest.totalIterations *= nest.ranges[d];
  }
  // A loop of one iteration is no loop (its index is 0): left out, the
  // innermost outer loop of several iterations is the one SIMD lanes run
  // along (an exported expert's (tokens, features, 1) activations).
  if (nest.independent && nest.outer.size() > 1) {
    SmallVector<unsigned> loops = llvm::to_vector(llvm::make_filter_range(
        nest.outer, [&](unsigned d) { return nest.ranges[d] != 1; }));
    nest.outer =
        loops.empty() ? SmallVector<unsigned>{nest.outer.back()} : loops;
  }
  if (nest.independent)
    for (unsigned d : nest.outer)
      nest.outerIterations *= nest.ranges[d];
  return nest;
}

bool codegen::vectorAccessible(const LoopNest &nest, unsigned width) {
  linalg::GenericOp op = nest.op;
  unsigned last = unsigned(nest.ranges.size()) - 1;
  if (!nest.independent || op->getNumResults() == 0 || !nest.inner.empty() ||
      nest.outer.empty() || nest.outer.back() != last ||
      nest.ranges[last] % width != 0)
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type)
      continue;
    // Index elements (their width is the target's) and anything but 2- or
    // 4-byte integers and floats stay one per iteration.
    Type elem = type.getElementType();
    if (!elem.isIntOrFloat() || (elem.getIntOrFloatBitWidth() != 16 &&
                                 elem.getIntOrFloatBitWidth() != 32))
      return false;
    bool init = op.isDpsInit(&operand);
    if (init && op.payloadUsesValueFromOperand(&operand))
      return false;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    bool moves = llvm::any_of(map.getResults(), [&](AffineExpr e) {
      return e.isFunctionOfDim(last);
    });
    if (!moves && !init)
      continue;
    // Contiguous: the loop is exactly the last dim's index, no other dim's.
    auto dim = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!dim || dim.getPosition() != last ||
        type.getShape().back() != nest.ranges[last] ||
        llvm::any_of(map.getResults().drop_back(),
                     [&](AffineExpr e) { return e.isFunctionOfDim(last); }))
      return false;
  }
  // The body's index of the innermost loop stays per element; anything the
  // body reads from memory itself (lookups) does too.
  return true;
}
