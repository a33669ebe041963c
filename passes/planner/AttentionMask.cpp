//===- AttentionMask.cpp - the share of attention a mask leaves open ------===//

#include "passes/planner/AttentionMask.h"

#include "codegen/IndexMask.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// Block rows sampled, and key blocks walked in each (evenly spread
/// beyond that): a causal mask's share at 64K tokens comes out 0.502
/// where all blocks give 0.501.
constexpr int64_t kSampledBlocks = 64, kSampledKeyBlocks = 1024;

/// A mask found in an attention's scores: its condition (IndexMask), the
/// loops of its op that walk the sequence's queries and keys, and how
/// many of each there are.
struct Mask {
  codegen::IndexMask index;
  unsigned queryLoop = 0, keyLoop = 0;
  int64_t queries = 0, keys = 0;
};

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
/// K^T's result, its dims `dims`), if its body ends in a mask of the
/// indices alone (codegen::indexMaskOf, the code generator's rule) that
/// reads the sequence's query and key indices only (no batch, head or
/// group index: a mask that differs by head is not evaluated).
std::optional<Mask> maskOf(linalg::GenericOp op, RankedTensorType scores,
                           const ScoreDims &dims) {
  if (op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0 ||
      op->getNumResults() != 1 ||
      cast<ShapedType>(op->getResult(0).getType()).getShape() !=
          scores.getShape())
    return std::nullopt;
  std::optional<codegen::IndexMask> found = codegen::indexMaskOf(op);
  if (!found)
    return std::nullopt;
  AffineMap out = op.getIndexingMapMatchingResult(op->getResult(0));
  for (Operation *sliced : found->slice) {
    auto index = dyn_cast<linalg::IndexOp>(sliced);
    if (!index)
      continue;
    std::optional<unsigned> dim = out.getResultPosition(
        getAffineDimExpr(index.getDim(), op.getContext()));
    if (!dim || (*dim != dims.query && *dim != dims.key))
      return std::nullopt;
  }
  std::optional<unsigned> queryLoop = loopOf(out, dims.query);
  std::optional<unsigned> keyLoop = loopOf(out, dims.key);
  if (!queryLoop || !keyLoop)
    return std::nullopt;
  return Mask{std::move(*found), *queryLoop, *keyLoop,
              scores.getDimSize(dims.query), scores.getDimSize(dims.key)};
}

/// Whether the score at query `i` and key `j` (other loops at 0) is
/// masked: the condition folded op by op from the indices (none when an
/// op does not fold to a constant). Every operand is given as a constant,
/// so no folder rewrites the op in place (as some do to move a constant
/// operand): the IR is only read.
std::optional<bool> maskedAt(const Mask &mask, int64_t i, int64_t j) {
  MLIRContext *context = mask.index.condition.getContext();
  DenseMap<Value, Attribute> known;
  auto valueOf = [&](Value v) -> Attribute {
    if (Attribute a = known.lookup(v))
      return a;
    Attribute constant;
    matchPattern(v, m_Constant(&constant));
    return constant;
  };
  for (Operation *op : mask.index.slice) {
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
  auto condition = dyn_cast_or_null<IntegerAttr>(valueOf(mask.index.condition));
  if (!condition)
    return std::nullopt;
  return condition.getValue().getBoolValue() == mask.index.maskedWhen;
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
     << mask.keyLoop << ' ' << mask.index.maskedWhen;
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
  for (auto [n, op] : llvm::enumerate(mask.index.slice)) {
    os << ';' << op->getName() << op->getAttrDictionary();
    for (Value operand : op->getOperands())
      print(operand);
    for (OpResult result : op->getResults()) {
      os << ' ' << result.getType();
      position[result] = {unsigned(n), result.getResultNumber()};
    }
  }
  os << " ->";
  print(mask.index.condition);
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
