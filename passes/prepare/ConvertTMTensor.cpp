//===- ConvertTMTensor.cpp - torch-mlir's tm_tensor ops as linalg.generic -===//
//
// torch-mlir lowers cumsum, sort/topk, scatter/index_put and attention to
// its own tm_tensor ops, which no sharding rule knows. Each becomes
// linalg.generic ops whose rules already exist. Attention is two batched
// GEMMs and a softmax. None of the other three is a loop nest over its
// result alone (each element depends on a prefix, a rank or a matching
// index), so each is written as a generic with one more loop that visits
// every candidate element and keeps what applies (with arith.select):
//
//   scan     out[i] = fold of X[j] for j <= i        (n^2 along the dim)
//   sort     position of X[i] = #{j : j before i}; out[position] = X[i]
//   scatter  O[o] = region(U[n], O[o]) for every n whose index is o
//
// The scan's body and an overwriting scatter's are selects, not a known
// combiner, so the partitioner never splits their candidate loop (it
// gathers instead); the sort's count and a scatter-add's masked sum
// (select(hit, old + update, old)) are sums and may be split. A scatter
// whose index along a dim of N rows is each of its N updates' own number
// (a one-hot's, scattered at (arange(N), labels)) needs no candidate loop:
// update n goes to row n, and that row loop is parallel. The cost is
// quadratic along the scanned or sorted dimension: right for position ids,
// masks and routers, not for sorting large tensors. A scatter's |O| x N
// form is only its meaning: the code generator runs it as a scatter,
// N x |slice| (LoopNest in codegen/ProgramEmitter.h).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/prepare/ContainsDialect.h"
#include "passes/prepare/TMTensorLowering.h"
#include "support/Debug.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTCONVERTTMTENSOR
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-convert-tm-tensor"

using namespace mlir;
using namespace mlir::dist;
namespace tmt = shard::tmtensor;
using namespace mlir::dist::tm_lowering;

/// Clones the body of `region` (one block) with its arguments bound to
/// `args` and returns the one value it yields.
Value tm_lowering::inlineRegion(OpBuilder &b, Region &region, ValueRange args) {
  Block &block = region.front();
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  for (Operation &op : block.without_terminator())
    b.clone(op, mapping);
  return mapping.lookupOrDefault(block.getTerminator()->getOperand(0));
}

/// `count` parallel loops and one reduction loop after them.
SmallVector<utils::IteratorType>
tm_lowering::loopsAndOneCandidate(unsigned count) {
  SmallVector<utils::IteratorType> iterators(count,
                                             utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  return iterators;
}

/// The affine map of `numLoops` loops to the loops in `dims`.
AffineMap tm_lowering::mapTo(MLIRContext *context, unsigned numLoops,
                             ArrayRef<unsigned> dims) {
  SmallVector<AffineExpr> exprs;
  for (unsigned dim : dims)
    exprs.push_back(getAffineDimExpr(dim, context));
  return AffineMap::get(numLoops, 0, exprs, context);
}

LogicalResult tm_lowering::requireStaticShapes(Operation *op) {
  for (Type type : op->getOperandTypes())
    if (!cast<RankedTensorType>(type).hasStaticShape())
      return op->emitOpError("needs static shapes to become linalg");
  return success();
}

namespace {

/// An inclusive or exclusive scan, one generic per result that is used.
struct ConvertScan : OpRewritePattern<tmt::ScanOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tmt::ScanOp scan,
                                PatternRewriter &rewriter) const override {
    if (failed(requireStaticShapes(scan)))
      return failure();
    Value scanned = build(rewriter, scan, /*whole=*/false);
    Value total = scan.getResult(1).use_empty()
                      ? scan.getOutputs()[1]
                      : build(rewriter, scan, /*whole=*/true);
    rewriter.replaceOp(scan, {scanned, total});
    return success();
  }

  /// The scan's values (loops: the result's dims, then the element j
  /// folded in), or with `whole` its final value (loops: the result's dims
  /// but the scanned one, then j). Inclusive: out[i] = X[0] f ... f X[i];
  /// exclusive: out[i] = A f X[0] f ... f X[i-1].
  static Value build(PatternRewriter &rewriter, tmt::ScanOp scan, bool whole) {
    MLIRContext *context = scan.getContext();
    Location loc = scan.getLoc();
    Value input = scan.getInputs()[0], start = scan.getOutputs()[1];
    auto inputType = cast<RankedTensorType>(input.getType());
    auto resultType = cast<RankedTensorType>(
        whole ? start.getType() : scan.getOutputs()[0].getType());
    unsigned rank = inputType.getRank(), dim = scan.getDimension();
    unsigned numLoops = resultType.getRank() + 1, j = numLoops - 1;
    SmallVector<unsigned> inputDims, startDims, resultDims;
    for (unsigned d = 0; d < rank; ++d) {
      unsigned loop = whole && d > dim ? d - 1 : d;
      inputDims.push_back(d == dim ? j : loop);
      if (d != dim)
        startDims.push_back(loop);
    }
    for (unsigned d = 0; d < unsigned(resultType.getRank()); ++d)
      resultDims.push_back(d);
    // The start value A is read by exclusive scans only.
    bool inclusive = scan.getInclusive();
    SmallVector<Value> inputs = {input};
    SmallVector<AffineMap> maps = {mapTo(context, numLoops, inputDims)};
    if (!inclusive) {
      inputs.push_back(start);
      maps.push_back(mapTo(context, numLoops, startDims));
    }
    maps.push_back(mapTo(context, numLoops, resultDims));
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          resultType.getElementType());
    Region &combine = scan.getRegion();
    auto body = [&](OpBuilder &b, Location at, ValueRange args) {
      Value x = args.front(), acc = args.back();
      Value jIndex = linalg::IndexOp::create(b, at, j);
      Value zero = arith::ConstantIndexOp::create(b, at, 0);
      Value first =
          arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq, jIndex, zero);
      // Before j = 0 the running value is X[0] (inclusive) or A.
      Value running =
          inclusive ? acc : arith::SelectOp::create(b, at, first, args[1], acc);
      Value combined = inlineRegion(b, combine, {running, x});
      // Every element is within the whole scan; else those up to i.
      Value next = combined;
      if (!whole) {
        Value i = linalg::IndexOp::create(b, at, dim);
        Value within = arith::CmpIOp::create(
            b, at,
            inclusive ? arith::CmpIPredicate::ule : arith::CmpIPredicate::ult,
            jIndex, i);
        next = arith::SelectOp::create(b, at, within, combined, running);
      }
      if (inclusive)
        next = arith::SelectOp::create(b, at, first, x, next);
      linalg::YieldOp::create(b, at, next);
    };
    return linalg::GenericOp::create(rewriter, loc, resultType, inputs, empty,
                                     maps, loopsAndOneCandidate(numLoops - 1),
                                     body)
        .getResult(0);
  }
};

/// A sort: each element's position counted, then the elements placed.
struct ConvertSort : OpRewritePattern<tmt::SortOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tmt::SortOp sort,
                                PatternRewriter &rewriter) const override {
    if (failed(requireStaticShapes(sort)))
      return failure();
    Value positions = countPositions(rewriter, sort);
    rewriter.replaceOp(sort, place(rewriter, sort, positions));
    return success();
  }

  /// The two maps of a sort's generics, whose loops are the operands' dims
  /// and then a candidate along the sorted dimension: the element at the
  /// loops' position, and the candidate in its place.
  static std::pair<AffineMap, AffineMap> elementAndCandidate(tmt::SortOp sort) {
    unsigned rank =
        cast<RankedTensorType>(sort.getOutputs()[0].getType()).getRank();
    SmallVector<unsigned> element, candidate;
    for (unsigned d = 0; d < rank; ++d) {
      element.push_back(d);
      candidate.push_back(d == sort.getDimension() ? rank : d);
    }
    return {mapTo(sort.getContext(), rank + 1, element),
            mapTo(sort.getContext(), rank + 1, candidate)};
  }

  /// i64 positions: how many elements along the dimension go before each,
  /// those that compare both ways or neither in their order.
  static Value countPositions(PatternRewriter &rewriter, tmt::SortOp sort) {
    Location loc = sort.getLoc();
    auto shape = cast<RankedTensorType>(sort.getOutputs()[0].getType());
    unsigned rank = shape.getRank(), dim = sort.getDimension(), j = rank;
    auto [own, other] = elementAndCandidate(sort);
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (Value operand : sort.getOutputs()) {
      inputs.append({operand, operand});
      maps.append({own, other});
    }
    maps.push_back(own);
    Type i64 = rewriter.getI64Type();
    Value zero = arith::ConstantIntOp::create(rewriter, loc, i64, 0);
    Value empty = tensor::EmptyOp::create(rewriter, loc, shape.getShape(), i64);
    Value zeros =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    Region &compare = sort.getRegion();
    auto body = [&](OpBuilder &b, Location at, ValueRange args) {
      // args: (own0, other0, own1, other1, ..., count).
      SmallVector<Value> ownFirst, otherFirst;
      for (unsigned k = 0; k + 1 < args.size(); k += 2) {
        ownFirst.append({args[k], args[k + 1]});
        otherFirst.append({args[k + 1], args[k]});
      }
      Value otherBefore = inlineRegion(b, compare, otherFirst);
      Value ownBefore = inlineRegion(b, compare, ownFirst);
      Value tie = arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq,
                                        otherBefore, ownBefore);
      Value other = linalg::IndexOp::create(b, at, j);
      Value own = linalg::IndexOp::create(b, at, dim);
      Value earlier =
          arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult, other, own);
      Value before = arith::SelectOp::create(b, at, tie, earlier, otherBefore);
      Value one = arith::ExtUIOp::create(b, at, b.getI64Type(), before);
      linalg::YieldOp::create(
          b, at, arith::AddIOp::create(b, at, args.back(), one).getResult());
    };
    return linalg::GenericOp::create(rewriter, loc, zeros.getType(), inputs,
                                     zeros, maps, loopsAndOneCandidate(rank),
                                     body)
        .getResult(0);
  }

  /// Each operand's element i stored at position positions[i].
  static ValueRange place(PatternRewriter &rewriter, tmt::SortOp sort,
                          Value positions) {
    Location loc = sort.getLoc();
    unsigned rank =
        cast<RankedTensorType>(sort.getOutputs()[0].getType()).getRank();
    unsigned dim = sort.getDimension();
    // Loops: the position written, then the element i that may go there.
    auto [target, source] = elementAndCandidate(sort);
    SmallVector<Value> inputs(sort.getOutputs()), empties;
    inputs.push_back(positions);
    SmallVector<AffineMap> maps(inputs.size(), source);
    for (Value operand : sort.getOutputs()) {
      auto type = cast<RankedTensorType>(operand.getType());
      empties.push_back(tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                                type.getElementType()));
      maps.push_back(target);
    }
    unsigned count = empties.size();
    auto body = [&](OpBuilder &b, Location at, ValueRange args) {
      Value here = arith::IndexCastOp::create(
          b, at, b.getI64Type(), linalg::IndexOp::create(b, at, dim));
      Value hit = arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq,
                                        args[count], here);
      SmallVector<Value> values;
      for (unsigned k = 0; k < count; ++k)
        values.push_back(
            arith::SelectOp::create(b, at, hit, args[k], args[count + 1 + k]));
      linalg::YieldOp::create(b, at, values);
    };
    return linalg::GenericOp::create(rewriter, loc, sort.getResultTypes(),
                                     inputs, empties, maps,
                                     loopsAndOneCandidate(rank), body)
        .getResults();
  }
};

/// `v` without integer casts and without `x mod n` for n at least `range`
/// (the same x when x is below n).
Value withoutCastsAndWrap(Value v, int64_t range) {
  for (Operation *def = v.getDefiningOp(); def; def = v.getDefiningOp()) {
    APInt n;
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp>(def))
      v = def->getOperand(0);
    else if (isa<arith::RemSIOp, arith::RemUIOp>(def) &&
             matchPattern(def->getOperand(1), m_ConstantInt(&n)) &&
             n.getSExtValue() >= range)
      v = def->getOperand(0);
    else
      break;
  }
  return v;
}

/// True if `column` (count x 1) holds 0, 1, ..., count - 1: a generic's
/// result whose row is its loop's own index (how torch-mlir writes
/// arange(count) beside index_put's other indices).
bool isRowNumbers(Value column, int64_t count) {
  auto result = dyn_cast<OpResult>(column);
  auto generic = dyn_cast_or_null<linalg::GenericOp>(column.getDefiningOp());
  if (!result || !generic)
    return false;
  Value yielded =
      generic.getBody()->getTerminator()->getOperand(result.getResultNumber());
  auto index =
      withoutCastsAndWrap(yielded, count).getDefiningOp<linalg::IndexOp>();
  AffineMap map = generic.getIndexingMapMatchingResult(result);
  return index && index->getParentOp() == generic && map.getNumResults() > 0 &&
         map.getResult(0) ==
             getAffineDimExpr(index.getDim(), generic.getContext()) &&
         generic.getStaticLoopRanges()[index.getDim()] == count;
}

/// The tensor column `k` of `indices` (count x k) was inserted from by
/// tensor.insert_slice (torch-mlir stacks index_put's index tensors so),
/// or null.
Value stackedColumn(Value indices, int64_t k, int64_t count) {
  while (auto insert = indices.getDefiningOp<tensor::InsertSliceOp>()) {
    ArrayRef<int64_t> offsets = insert.getStaticOffsets();
    ArrayRef<int64_t> sizes = insert.getStaticSizes();
    if (offsets.size() != 2 || ShapedType::isDynamic(offsets[1]) ||
        ShapedType::isDynamic(sizes[1]))
      return {};
    if (k < offsets[1] || k >= offsets[1] + sizes[1]) {
      indices = insert.getDest();
      continue;
    }
    bool whole = offsets[0] == 0 && sizes[0] == count && offsets[1] == k &&
                 sizes[1] == 1 &&
                 llvm::all_of(insert.getStaticStrides(),
                              [](int64_t s) { return s == 1; });
    return whole ? insert.getSource() : Value();
  }
  return {};
}

/// A scatter whose slice dimensions are each either whole (the original's
/// extent) or a single element at an indexed position: what torch-mlir
/// emits for index_put, index_add and scatter_add.
struct ConvertScatter : OpRewritePattern<tmt::ScatterOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tmt::ScatterOp scatter,
                                PatternRewriter &rewriter) const override {
    if (failed(requireStaticShapes(scatter)))
      return failure();
    auto updates = cast<RankedTensorType>(scatter.getInputs()[0].getType());
    auto original = cast<RankedTensorType>(scatter.getResultTypes()[0]);
    ArrayRef<int64_t> indexed = scatter.getDimensionMap();
    int64_t offset = original.getRank() - (updates.getRank() - 1);
    for (int64_t d = offset; d < original.getRank(); ++d) {
      int64_t extent = updates.getDimSize(1 + d - offset);
      bool isIndexed = llvm::is_contained(indexed, d);
      if (isIndexed ? extent != 1 : extent != original.getDimSize(d))
        return scatter.emitOpError("slice dimension ")
               << d << " must be "
               << (isIndexed ? "1 (it is indexed)" : "the original's extent")
               << " to become linalg";
    }
    Value slices = dropIndexedUnitDims(rewriter, scatter, offset);
    SmallVector<Value> columns = indexColumns(rewriter, scatter);
    rewriter.replaceOp(scatter, combine(rewriter, scatter, slices, columns,
                                        offset, rowNumbered(scatter)));
    return success();
  }

  /// The position in the dimension map of an indexed dim whose index is
  /// each update's own number and whose extent is the number of updates:
  /// update n goes to row n of that dim, one update per row (a one-hot's
  /// scatter into [rows, classes]). None when there is no such dim.
  static std::optional<unsigned> rowNumbered(tmt::ScatterOp scatter) {
    Value indices = scatter.getInputs()[1];
    int64_t count = cast<RankedTensorType>(indices.getType()).getDimSize(0);
    auto original = cast<RankedTensorType>(scatter.getResultTypes()[0]);
    for (auto [k, dim] : llvm::enumerate(scatter.getDimensionMap()))
      if (original.getDimSize(dim) == count)
        if (Value column = stackedColumn(indices, k, count);
            column && isRowNumbers(column, count))
          return unsigned(k);
    return std::nullopt;
  }

  /// The updates without their indexed unit dimensions, each folded into
  /// the dimension before it (the first is the update number).
  static Value dropIndexedUnitDims(PatternRewriter &rewriter,
                                   tmt::ScatterOp scatter, int64_t offset) {
    Value updates = scatter.getInputs()[0];
    auto type = cast<RankedTensorType>(updates.getType());
    SmallVector<ReassociationIndices> groups;
    for (int64_t u = 0; u < type.getRank(); ++u) {
      if (u > 0 &&
          llvm::is_contained(scatter.getDimensionMap(), offset + u - 1))
        groups.back().push_back(u);
      else
        groups.push_back({u});
    }
    if (int64_t(groups.size()) == type.getRank())
      return updates;
    return tensor::CollapseShapeOp::create(rewriter, scatter.getLoc(), updates,
                                           groups);
  }

  /// The index tensor's columns, each a 1-D tensor over the updates.
  static SmallVector<Value> indexColumns(PatternRewriter &rewriter,
                                         tmt::ScatterOp scatter) {
    Location loc = scatter.getLoc();
    Value indices = scatter.getInputs()[1];
    auto type = cast<RankedTensorType>(indices.getType());
    int64_t count = type.getDimSize(0);
    SmallVector<Value> columns;
    for (int64_t k = 0; k < type.getDimSize(1); ++k) {
      auto columnType =
          RankedTensorType::get({count, 1}, type.getElementType());
      Value column = tensor::ExtractSliceOp::create(
          rewriter, loc, columnType, indices,
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(0),
                                 rewriter.getIndexAttr(k)},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(count),
                                 rewriter.getIndexAttr(1)},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1),
                                 rewriter.getIndexAttr(1)});
      columns.push_back(tensor::CollapseShapeOp::create(
          rewriter, loc, column, ArrayRef<ReassociationIndices>{{0, 1}}));
    }
    return columns;
  }

  /// Loops: the original's dims, then the update n. Each element becomes
  /// region(update, element) where update n's indices name it. With
  /// `rowNumbered` (the k-th indexed dim takes update n at row n), that
  /// dim's loop is n itself: no candidate loop, every loop parallel.
  static Value combine(PatternRewriter &rewriter, tmt::ScatterOp scatter,
                       Value slices, ArrayRef<Value> columns, int64_t offset,
                       std::optional<unsigned> rowNumbered) {
    MLIRContext *context = scatter.getContext();
    auto original = cast<RankedTensorType>(scatter.getResultTypes()[0]);
    unsigned rank = original.getRank(), n = rank;
    ArrayRef<int64_t> indexed = scatter.getDimensionMap();
    if (rowNumbered)
      n = unsigned(indexed[*rowNumbered]);
    unsigned loops = rowNumbered ? rank : rank + 1;
    SmallVector<unsigned> sliceDims = {n}, all;
    for (unsigned d = 0; d < rank; ++d) {
      all.push_back(d);
      if (int64_t(d) >= offset && !llvm::is_contained(indexed, int64_t(d)))
        sliceDims.push_back(d);
    }
    SmallVector<Value> inputs = {slices};
    inputs.append(columns.begin(), columns.end());
    SmallVector<AffineMap> maps = {mapTo(context, loops, sliceDims)};
    maps.append(columns.size(), mapTo(context, loops, {n}));
    maps.push_back(mapTo(context, loops, all));
    Region &region = scatter.getRegion();
    auto body = [&](OpBuilder &b, Location at, ValueRange args) {
      Value element = args.back();
      Value match;
      for (auto [k, dim] : llvm::enumerate(indexed)) {
        if (rowNumbered && k == *rowNumbered)
          continue;
        Value index =
            arith::IndexCastOp::create(b, at, b.getIndexType(), args[1 + k]);
        Value same =
            arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq, index,
                                  linalg::IndexOp::create(b, at, dim));
        match = match ? arith::AndIOp::create(b, at, match, same) : same;
      }
      Value updated = inlineRegion(b, region, {args[0], element});
      linalg::YieldOp::create(
          b, at,
          match ? arith::SelectOp::create(b, at, match, updated, element)
                      .getResult()
                : updated);
    };
    SmallVector<utils::IteratorType> iterators =
        rowNumbered ? SmallVector<utils::IteratorType>(
                          rank, utils::IteratorType::parallel)
                    : loopsAndOneCandidate(rank);
    return linalg::GenericOp::create(rewriter, scatter.getLoc(), original,
                                     inputs, scatter.getOutputs()[0], maps,
                                     iterators, body)
        .getResult(0);
  }
};

struct DistConvertTMTensor
    : dist::impl::DistConvertTMTensorBase<DistConvertTMTensor> {
  void runOnOperation() override {
    // Without TMTensor ops the IR stays as it is and needs no verifying
    // again.
    if (!containsDialect<tmt::TMTensorDialect>(getOperation()))
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvertScan, ConvertSort, ConvertScatter>(&getContext());
    tm_lowering::populateAttentionPattern(patterns);
    SHARD_DEBUG(getOperation()->walk([](Operation *op) {
      if (isa<tmt::TMTensorDialect>(op->getDialect()) && !isa<tmt::YieldOp>(op))
        llvm::dbgs() << "[" DEBUG_TYPE "] " << op->getName() << " at "
                     << op->getLoc() << " becomes linalg.generic\n";
    }));
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // A pattern that did not apply has reported why on the op.
    if (containsDialect<tmt::TMTensorDialect>(getOperation()))
      signalPassFailure();
  }
};

} // namespace
