//===- AttentionMask.cpp - the share of attention a mask leaves open ------===//

#include "passes/planner/AttentionMask.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

#include <limits>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// Block rows sampled, and key blocks walked in each (evenly spread
/// beyond that): a causal mask's share at 64K tokens comes out 0.502
/// where all blocks give 0.501.
constexpr int64_t kSampledBlocks = 64, kSampledKeyBlocks = 1024;

/// A mask found in an attention's scores: the elementwise op whose body
/// ends in select(condition, -inf, x) (or select(condition, x, -inf): not
/// `maskedWhen`), the body's ops the condition is computed from (in body
/// order), and its loops that walk the queries and the keys.
struct Mask {
  linalg::GenericOp op;
  Value condition;
  bool maskedWhen = true;
  SmallVector<Operation *> slice;
  unsigned queryLoop = 0, keyLoop = 0;
  int64_t queries = 0, keys = 0;
};

bool isMinusInf(Value v) {
  FloatAttr value;
  return matchPattern(v, m_Constant(&value)) && value.getValue().isInfinity() &&
         value.getValue().isNegative();
}

/// The ops of `op`'s body that `v` is computed from, in body order, when
/// it is computed from linalg.index and constants alone (pure ops without
/// regions; values from outside the body only constants).
FailureOr<SmallVector<Operation *>> indexSlice(linalg::GenericOp op, Value v) {
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist = {v};
  while (!worklist.empty()) {
    Value next = worklist.pop_back_val();
    Operation *def = next.getDefiningOp();
    if (!def)
      return failure();
    if (!op.getRegion().isAncestor(def->getParentRegion())) {
      if (!matchPattern(next, m_Constant()))
        return failure();
      continue;
    }
    if (!slice.insert(def))
      continue;
    if (isa<linalg::IndexOp>(def))
      continue;
    if (def->getNumRegions() != 0 || !isPure(def))
      return failure();
    llvm::append_range(worklist, def->getOperands());
  }
  SmallVector<Operation *> ordered(slice.begin(), slice.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

/// The dims of Q K^T's result that walk the sequence's queries and keys:
/// of its m loops' dims (more than one under grouped-query attention, the
/// group's and the sequence's) the longest, and of its n loops' the
/// longest (the later of equally long ones).
struct ScoreDims {
  unsigned query = 0, key = 0;
};

/// The loop of `op` (an op whose result map `out` is a projected
/// permutation) that walks dim `dim` of its result.
std::optional<unsigned> loopOf(AffineMap out, unsigned dim) {
  auto loop = dyn_cast<AffineDimExpr>(out.getResult(dim));
  if (!loop)
    return std::nullopt;
  return loop.getPosition();
}

/// The mask of `op`, an elementwise op over scores shaped as `scores` (Q
/// K^T's result, its dims `dims`), if its body ends in a select of -inf
/// (widened from 16 bits or not) on a condition of the indices alone
/// that reads the last of the query dims and of the key dims, the
/// sequence's (no batch, head or group index: a mask that differs by
/// head is not evaluated).
std::optional<Mask> maskOf(linalg::GenericOp op, RankedTensorType scores,
                           const ScoreDims &dims) {
  if (op->getNumResults() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 0 ||
      cast<ShapedType>(op->getResult(0).getType()).getShape() !=
          scores.getShape())
    return std::nullopt;
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  Operation *last = yield.getValues().front().getDefiningOp();
  if (auto widen = dyn_cast_or_null<arith::ExtFOp>(last))
    last = widen.getIn().getDefiningOp();
  auto select = dyn_cast_or_null<arith::SelectOp>(last);
  if (!select)
    return std::nullopt;
  Mask mask;
  if (isMinusInf(select.getTrueValue()))
    mask.maskedWhen = true;
  else if (isMinusInf(select.getFalseValue()))
    mask.maskedWhen = false;
  else
    return std::nullopt;
  FailureOr<SmallVector<Operation *>> slice =
      indexSlice(op, select.getCondition());
  if (failed(slice))
    return std::nullopt;
  // The result dims the condition reads: the sequence's queries, or its
  // keys.
  AffineMap out = op.getIndexingMapMatchingResult(op->getResult(0));
  for (Operation *sliced : *slice) {
    auto index = dyn_cast<linalg::IndexOp>(sliced);
    if (!index)
      continue;
    std::optional<unsigned> dim = out.getResultPosition(
        getAffineDimExpr(index.getDim(), op.getContext()));
    if (!dim)
      return std::nullopt;
    if (*dim != dims.query && *dim != dims.key)
      return std::nullopt;
  }
  std::optional<unsigned> queryLoop = loopOf(out, dims.query);
  std::optional<unsigned> keyLoop = loopOf(out, dims.key);
  if (!queryLoop || !keyLoop)
    return std::nullopt;
  mask.op = op;
  mask.condition = select.getCondition();
  mask.slice = std::move(*slice);
  mask.queryLoop = *queryLoop;
  mask.keyLoop = *keyLoop;
  mask.queries = scores.getDimSize(dims.query);
  mask.keys = scores.getDimSize(dims.key);
  return mask;
}

/// Whether the score at query `i` and key `j` (other loops at 0) is
/// masked: the condition folded op by op from the indices (none when an
/// op does not fold to a constant). Every operand is given as a constant,
/// so no folder rewrites the op in place (as some do to move a constant
/// operand): the IR is only read.
std::optional<bool> maskedAt(const Mask &mask, int64_t i, int64_t j) {
  MLIRContext *context = mask.condition.getContext();
  DenseMap<Value, Attribute> known;
  auto valueOf = [&](Value v) -> Attribute {
    if (Attribute a = known.lookup(v))
      return a;
    Attribute constant;
    matchPattern(v, m_Constant(&constant));
    return constant;
  };
  for (Operation *op : mask.slice) {
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      uint64_t dim = index.getDim();
      int64_t at = dim == mask.queryLoop ? i : dim == mask.keyLoop ? j : 0;
      known[index] = IntegerAttr::get(IndexType::get(context), at);
      continue;
    }
    SmallVector<Attribute> operands;
    for (Value operand : op->getOperands())
      operands.push_back(valueOf(operand));
    SmallVector<OpFoldResult> results;
    if (llvm::is_contained(operands, Attribute()) ||
        failed(op->fold(operands, results)) ||
        results.size() != op->getNumResults())
      return std::nullopt;
    for (auto [result, folded] : llvm::zip(op->getResults(), results)) {
      Attribute a = dyn_cast<Attribute>(folded);
      if (!a)
        a = valueOf(cast<Value>(folded));
      if (!a)
        return std::nullopt;
      known[result] = a;
    }
  }
  auto condition = dyn_cast_or_null<IntegerAttr>(valueOf(mask.condition));
  if (!condition)
    return std::nullopt;
  return condition.getValue().getBoolValue() == mask.maskedWhen;
}

/// The share of blocks with an open score: of kSampledBlocks block rows
/// spread evenly (each the middle of its share of the rows), every block
/// (every kSampledKeyBlocks-th past that many, from an offset that moves
/// with the row); a block is open when one of its corners or its centre
/// is.
std::optional<double> openShare(const Mask &mask) {
  int64_t rowBlocks = llvm::divideCeil(mask.queries, kAttentionBlock);
  int64_t keyBlocks = llvm::divideCeil(mask.keys, kAttentionBlock);
  if (rowBlocks <= 0 || keyBlocks <= 0)
    return std::nullopt;
  int64_t rows = std::min(rowBlocks, kSampledBlocks);
  int64_t stride = llvm::divideCeil(keyBlocks, kSampledKeyBlocks);
  int64_t open = 0, sampled = 0;
  for (int64_t r = 0; r < rows; ++r) {
    int64_t i0 = (2 * r + 1) * rowBlocks / (2 * rows) * kAttentionBlock;
    int64_t i1 = std::min(i0 + kAttentionBlock, mask.queries) - 1;
    for (int64_t c = r % stride; c < keyBlocks; c += stride) {
      int64_t j0 = c * kAttentionBlock;
      int64_t j1 = std::min(j0 + kAttentionBlock, mask.keys) - 1;
      std::pair<int64_t, int64_t> points[] = {{i0, j0},
                                              {i0, j1},
                                              {i1, j0},
                                              {i1, j1},
                                              {(i0 + i1) / 2, (j0 + j1) / 2}};
      bool blockOpen = false;
      for (auto [i, j] : points) {
        std::optional<bool> masked = maskedAt(mask, i, j);
        if (!masked)
          return std::nullopt;
        blockOpen |= !*masked;
      }
      open += blockOpen;
      sampled += 1;
    }
  }
  return double(open) / double(sampled);
}

/// What decides a mask's share: its condition's ops (names, attributes,
/// operands by position in the slice or constant value, result types),
/// which loops walk the queries and the keys, and their sizes. A model's layers
/// repeat one mask; it is evaluated once.
std::string signatureOf(const Mask &mask) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << mask.queries << 'x' << mask.keys << ' ' << mask.queryLoop << ','
     << mask.keyLoop << ' ' << mask.maskedWhen;
  DenseMap<Value, std::pair<unsigned, unsigned>> position;
  auto print = [&](Value v) {
    if (auto found = position.find(v); found != position.end()) {
      os << " %" << found->second.first << '#' << found->second.second;
      return;
    }
    Attribute constant;
    matchPattern(v, m_Constant(&constant));
    os << ' ' << constant;
  };
  for (auto [n, op] : llvm::enumerate(mask.slice)) {
    os << ';' << op->getName() << op->getAttrDictionary();
    for (Value operand : op->getOperands())
      print(operand);
    for (OpResult result : op->getResults()) {
      os << ' ' << result.getType();
      position[result] = {unsigned(n), result.getResultNumber()};
    }
  }
  os << " ->";
  print(mask.condition);
  return text;
}

/// The dims of Q K^T's result (`op`'s, of type `scores`) that walk the
/// sequence's queries and keys (ScoreDims).
std::optional<ScoreDims> scoreDimsOf(linalg::LinalgOp op,
                                     RankedTensorType scores) {
  FailureOr<linalg::ContractionDimensions> loops =
      linalg::inferContractionDims(op);
  if (failed(loops) || loops->m.empty() || loops->n.empty())
    return std::nullopt;
  AffineMap out = op.getIndexingMapMatchingResult(op->getResult(0));
  auto longest = [&](ArrayRef<unsigned> loopDims) -> std::optional<unsigned> {
    std::optional<unsigned> found;
    for (unsigned loop : loopDims) {
      std::optional<unsigned> dim =
          out.getResultPosition(getAffineDimExpr(loop, op.getContext()));
      if (!dim)
        return std::nullopt;
      if (!found || scores.getDimSize(*dim) > scores.getDimSize(*found) ||
          (scores.getDimSize(*dim) == scores.getDimSize(*found) &&
           *dim > *found))
        found = dim;
    }
    return found;
  };
  std::optional<unsigned> query = longest(loops->m), key = longest(loops->n);
  if (!query || !key)
    return std::nullopt;
  return ScoreDims{*query, *key};
}

} // namespace

DenseMap<Operation *, double>
mlir::dist::plan::openAttentionShares(func::FuncOp fn,
                                      const DenseSet<Value> &scores) {
  DenseMap<Operation *, double> shares;
  llvm::StringMap<std::optional<double>> evaluated;
  for (Operation &op : fn.getBody().front().without_terminator()) {
    auto qk = dyn_cast<linalg::LinalgOp>(op);
    if (!qk || op.getNumResults() != 1 || !scores.contains(op.getResult(0)) ||
        !linalg::isaContractionOpInterface(qk) ||
        llvm::any_of(op.getOperands(),
                     [&](Value v) { return scores.contains(v); }))
      continue;
    auto type = dyn_cast<RankedTensorType>(op.getResult(0).getType());
    if (!type || !type.hasStaticShape())
      continue;
    std::optional<ScoreDims> dims = scoreDimsOf(qk, type);
    if (!dims)
      continue;
    // The attention's ops: its scores' and the contractions that read
    // them (P V); the first elementwise op of them with a mask.
    SmallVector<Operation *> ops = {&op};
    DenseSet<Operation *> seen = {&op};
    std::optional<Mask> mask;
    auto isScore = [&](Value v) { return scores.contains(v); };
    for (size_t n = 0; n < ops.size(); ++n)
      for (Value result :
           llvm::make_filter_range(ops[n]->getResults(), isScore))
        for (Operation *user : result.getUsers()) {
          auto linalgUser = dyn_cast<linalg::LinalgOp>(user);
          bool carries = llvm::any_of(user->getResults(), isScore);
          if (!(carries || (linalgUser &&
                            linalg::isaContractionOpInterface(linalgUser))) ||
              !seen.insert(user).second)
            continue;
          ops.push_back(user);
          if (auto generic = dyn_cast<linalg::GenericOp>(user);
              generic && !mask)
            mask = maskOf(generic, type, *dims);
        }
    if (!mask)
      continue;
    auto [it, added] = evaluated.try_emplace(signatureOf(*mask));
    if (added)
      it->second = openShare(*mask);
    if (!it->second)
      continue;
    for (Operation *member : ops)
      shares[member] = *it->second;
  }
  return shares;
}
