//===- AttentionMatch.cpp - attention's chain as one kernel ---------------===//
//
// The matcher walks back from O = P V through the softmax to S = Q K^T,
// checking each op's form (loops, maps, body) and that its result is read
// only by the next ops of the chain. Row values (the maximum, the sum) may
// be kept as [batch..., M] or as torch-mlir's keepdim [batch..., M, 1].
//
//===----------------------------------------------------------------------===//

#include "codegen/AttentionMatch.h"
#include "codegen/AttentionForms.h"
#include "codegen/IndexMask.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

using Iterator = utils::IteratorType;

namespace mlir::dist::codegen::attention_forms {

/// The generic defining `v` with one result, if any.
linalg::GenericOp producer(Value v) {
  auto op = v.getDefiningOp<linalg::GenericOp>();
  return op && op->getNumResults() == 1 ? op : linalg::GenericOp();
}

/// The op the body of `op` yields (its only result's value).
Operation *yielded(linalg::GenericOp op) {
  return op.getBody()->getTerminator()->getOperand(0).getDefiningOp();
}

/// Whether `v` is the constant `value`.
bool isConstant(Value v, double value) {
  FloatAttr attr;
  return matchPattern(v, m_Constant(&attr)) &&
         attr.getValueAsDouble() == value;
}

/// Whether `map` reads one value per row of a [batch..., M, N] space:
/// (d0, ..., d_{r-2}), or keepdim's (d0, ..., d_{r-2}, 0).
bool isRowMap(AffineMap map, unsigned rank) {
  if (map.getNumDims() != rank || map.getNumSymbols() != 0)
    return false;
  unsigned results = map.getNumResults();
  if (results != rank - 1 && results != rank)
    return false;
  for (unsigned d = 0; d + 1 < rank; ++d)
    if (map.getResult(d) != getAffineDimExpr(d, map.getContext()))
      return false;
  return results == rank - 1 ||
         map.getResult(rank - 1) == getAffineConstantExpr(0, map.getContext());
}

/// The value a row value `v` reshapes when it is a one-use expand_shape or
/// collapse_shape that only adds or drops a trailing unit dim (keepdim's
/// view of a row reduction), recording the reshape in `ops`; else `v`.
Value throughUnitReshape(Value v, SmallVector<Operation *> &ops) {
  Operation *reshape = v.getDefiningOp();
  if (!reshape || !isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(reshape) ||
      !v.hasOneUse())
    return v;
  Value source = reshape->getOperand(0);
  ArrayRef<int64_t> from = cast<RankedTensorType>(source.getType()).getShape();
  ArrayRef<int64_t> to = cast<RankedTensorType>(v.getType()).getShape();
  ArrayRef<int64_t> longer = from.size() > to.size() ? from : to;
  ArrayRef<int64_t> shorter = from.size() > to.size() ? to : from;
  if (longer.size() != shorter.size() + 1 || longer.back() != 1 ||
      longer.drop_back() != shorter)
    return v;
  ops.push_back(reshape);
  return source;
}

/// Whether `op` is over `rank` loops, all parallel but the last when
/// `reduces`.
bool hasLoops(linalg::GenericOp op, unsigned rank, bool reduces) {
  SmallVector<Iterator> iterators = op.getIteratorTypesArray();
  if (iterators.size() != rank)
    return false;
  for (auto [d, iterator] : llvm::enumerate(iterators))
    if (iterator != (reduces && d + 1 == rank ? Iterator::reduction
                                              : Iterator::parallel))
      return false;
  return true;
}

/// The constant a one-use fill writes (`init`'s producer), if it is one.
std::optional<double> fillValue(Value init) {
  linalg::GenericOp fill = producer(init);
  if (!fill || !init.hasOneUse() || fill.getNumReductionLoops() != 0 ||
      llvm::any_of(fill.getDpsInputs(),
                   [](Value v) { return isa<ShapedType>(v.getType()); }))
    return std::nullopt;
  Value value = fill.getBody()->getTerminator()->getOperand(0);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (arg.getOwner() != fill.getBody() ||
        arg.getArgNumber() >= fill.getNumDpsInputs())
      return std::nullopt;
    value = fill.getDpsInputs()[arg.getArgNumber()];
  }
  FloatAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  return attr.getValueAsDouble();
}

/// Whether every use of `v` is by one of `users`, and there are `count`.
bool usedOnlyBy(Value v, ArrayRef<Operation *> users, unsigned count) {
  unsigned uses = 0;
  for (Operation *user : v.getUsers()) {
    if (!llvm::is_contained(users, user))
      return false;
    ++uses;
  }
  return uses == count;
}

/// A row reduction of the [batch..., M, N] tensor `in` from a one-use fill
/// of `*init`: one input read whole, its result per row.
bool isRowReduction(linalg::GenericOp op, Value in, unsigned rank,
                    double &init) {
  if (!op || op.getNumDpsInputs() != 1 || op.getDpsInputs()[0] != in ||
      !hasLoops(op, rank, true) ||
      !op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity() ||
      !isRowMap(op.getIndexingMapMatchingResult(op->getResult(0)), rank))
    return false;
  std::optional<double> value = fillValue(op.getDpsInits()[0]);
  if (!value)
    return false;
  init = *value;
  return true;
}

bool readsOnlyConstantsFromOutside(linalg::GenericOp op) {
  WalkResult result = op.getBody()->walk([&](Operation *inner) {
    for (Value v : inner->getOperands())
      if (!op.getRegion().isAncestor(v.getParentRegion()) &&
          !matchPattern(v, m_Constant()))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

bool isSoftmaxType(Value v) {
  Type type = getElementTypeOrSelf(v.getType());
  return type.isF32() || type.isF16() || type.isBF16();
}

std::optional<GemmKernel> denseGemm(linalg::GenericOp op) {
  if (!op || op.getNumDpsInits() != 1)
    return std::nullopt;
  std::optional<GemmKernel> gemm = matchGemm(op);
  if (!gemm || !getElementTypeOrSelf(op->getResult(0).getType()).isF32())
    return std::nullopt;
  std::optional<double> init = fillValue(op.getDpsInits()[0]);
  if (!init || *init != 0.0)
    return std::nullopt;
  return gemm;
}

bool isDense(const GemmOperand &operand, ArrayRef<int64_t> shape) {
  if (shape.size() < 2)
    return false;
  int64_t rows = shape[shape.size() - 2], cols = shape.back();
  if (operand.transposed || operand.leadingDim != cols ||
      operand.batchStrides.size() != shape.size() - 2)
    return false;
  int64_t stride = rows * cols;
  for (size_t i = operand.batchStrides.size(); i-- > 0;) {
    if (operand.batchStrides[i] != stride)
      return false;
    stride *= shape[i];
  }
  return true;
}

} // namespace mlir::dist::codegen::attention_forms

using namespace mlir::dist::codegen::attention_forms;

namespace {

/// Whether `op` is elementwise over `rank` loops, writing whole what it
/// computes from two inputs, one read whole and one per row: then sets
/// `whole` and `row` and returns the row input's number.
std::optional<unsigned> splitWholeAndRow(linalg::GenericOp op, unsigned rank,
                                         Value &whole, Value &row) {
  if (!op || op.getNumDpsInputs() != 2 || !hasLoops(op, rank, false) ||
      !op.getIndexingMapMatchingResult(op->getResult(0)).isIdentity() ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return std::nullopt;
  for (unsigned w : {0u, 1u}) {
    OpOperand *wholeIn = op.getDpsInputOperand(w);
    OpOperand *rowIn = op.getDpsInputOperand(1 - w);
    if (op.getMatchingIndexingMap(wholeIn).isIdentity() &&
        isRowMap(op.getMatchingIndexingMap(rowIn), rank)) {
      whole = wholeIn->get();
      row = rowIn->get();
      return 1 - w;
    }
  }
  return std::nullopt;
}

/// P = E / l, or select(l == 0, 0, E / l) (`guarded`), either possibly
/// rounded to a 16-bit P (arith.truncf) for a 16-bit O = P V.
bool isDivision(linalg::GenericOp op, unsigned rowInput, bool &guarded) {
  Value e = op.getBody()->getArgument(1 - rowInput);
  Value l = op.getBody()->getArgument(rowInput);
  auto isQuotient = [&](Value v) {
    auto div = v.getDefiningOp<arith::DivFOp>();
    return div && div.getLhs() == e && div.getRhs() == l;
  };
  Operation *last = yielded(op);
  if (auto round = dyn_cast_or_null<arith::TruncFOp>(last))
    last = round.getIn().getDefiningOp();
  if (auto div = dyn_cast_or_null<arith::DivFOp>(last)) {
    guarded = false;
    return isQuotient(div);
  }
  auto select = dyn_cast_or_null<arith::SelectOp>(last);
  if (!select || !isConstant(select.getTrueValue(), 0.0) ||
      !isQuotient(select.getFalseValue()))
    return false;
  auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
  guarded = cmp && cmp.getPredicate() == arith::CmpFPredicate::OEQ &&
            cmp.getLhs() == l && isConstant(cmp.getRhs(), 0.0);
  return guarded;
}

/// Whether `op` rounds an f32 tensor to 16 bits elementwise over `rank`
/// loops, reading it whole: its body one arith.truncf.
bool isRounding(linalg::GenericOp op, unsigned rank) {
  if (!op || op.getNumDpsInputs() != 1 || !hasLoops(op, rank, false) ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  auto round = dyn_cast_or_null<arith::TruncFOp>(yielded(op));
  return round && round.getIn() == op.getBody()->getArgument(0) &&
         getElementTypeOrSelf(op.getDpsInputs()[0].getType()).isF32() &&
         getElementTypeOrSelf(op->getResult(0).getType())
                 .getIntOrFloatBitWidth() == 16;
}

/// E = exp(L - m), or exp(L - select(m == -inf, 0, m)) (`guarded`).
bool isShiftedExp(linalg::GenericOp op, unsigned rowInput, bool &guarded) {
  Value x = op.getBody()->getArgument(1 - rowInput);
  Value m = op.getBody()->getArgument(rowInput);
  auto exp = dyn_cast_or_null<math::ExpOp>(yielded(op));
  auto sub = exp ? exp.getOperand().getDefiningOp<arith::SubFOp>() : nullptr;
  if (!sub || sub.getLhs() != x)
    return false;
  if (sub.getRhs() == m) {
    guarded = false;
    return true;
  }
  auto select = sub.getRhs().getDefiningOp<arith::SelectOp>();
  if (!select || !isConstant(select.getTrueValue(), 0.0) ||
      select.getFalseValue() != m)
    return false;
  auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
  guarded = cmp && cmp.getPredicate() == arith::CmpFPredicate::OEQ &&
            cmp.getLhs() == m &&
            isConstant(cmp.getRhs(), -std::numeric_limits<double>::infinity());
  return guarded;
}

} // namespace

SmallVector<Value> AttentionKernel::modInputs() const {
  SmallVector<Value> inputs;
  if (linalg::GenericOp mod = scoreMod)
    for (auto [i, v] : llvm::enumerate(mod.getDpsInputs()))
      if (i != scoreInput)
        inputs.push_back(v);
  return inputs;
}

SmallVector<Value> AttentionKernel::inputs() const {
  SmallVector<Value> inputs = {scores.a.value, scores.b.value, values.b.value};
  llvm::append_range(inputs, modInputs());
  return inputs;
}

bool codegen::matchSoftmax(Value p, AttentionKernel &kernel) {
  auto pType = dyn_cast<RankedTensorType>(p.getType());
  if (!pType || !pType.hasStaticShape() || !isSoftmaxType(p) ||
      pType.getRank() < 2)
    return false;
  unsigned rank = pType.getRank();

  // P = round(P'), or P itself: P' = E / l.
  Value exact = p;
  if (linalg::GenericOp round = producer(p); isRounding(round, rank)) {
    kernel.rounding = round;
    exact = round.getDpsInputs()[0];
  }
  linalg::GenericOp div = producer(exact);
  Value e, l;
  std::optional<unsigned> lInput = splitWholeAndRow(div, rank, e, l);
  if (!lInput || !isDivision(div, *lInput, kernel.zeroEmptyRows))
    return false;

  // l = sum_j E.
  SmallVector<Operation *> reshapes;
  linalg::GenericOp sum = producer(throughUnitReshape(l, reshapes));
  double sumInit = 0;
  if (!sum || !l.hasOneUse() || !sum->hasOneUse() ||
      !isRowReduction(sum, e, rank, sumInit) || sumInit != 0.0 ||
      !isCommuted<arith::AddFOp>(yielded(sum), sum.getBody()->getArgument(0),
                                 sum.getBody()->getArgument(1)) ||
      !usedOnlyBy(e, {sum, div}, 2))
    return false;

  // E = exp(L - m).
  linalg::GenericOp exp = producer(e);
  Value logits, m;
  std::optional<unsigned> mInput = splitWholeAndRow(exp, rank, logits, m);
  bool guardedShift = false;
  if (!mInput || !isShiftedExp(exp, *mInput, guardedShift) || !m.hasOneUse())
    return false;

  // m = max_j L.
  linalg::GenericOp max = producer(throughUnitReshape(m, reshapes));
  if (!max || !max->hasOneUse() ||
      !isRowReduction(max, logits, rank, kernel.maxInit))
    return false;
  Value x = max.getBody()->getArgument(0), acc = max.getBody()->getArgument(1);
  Operation *combine = yielded(max);
  kernel.maxPropagatesNaN = isCommuted<arith::MaximumFOp>(combine, x, acc);
  if (!kernel.maxPropagatesNaN &&
      !isCommuted<arith::MaxNumFOp>(combine, x, acc))
    return false;
  // maxnumf's identity is NaN (upstream's softmax decomposition starts
  // from it): from -inf it gives the same maximum.
  if (!kernel.maxPropagatesNaN && std::isnan(kernel.maxInit))
    kernel.maxInit = -std::numeric_limits<double>::infinity();
  kernel.guardedShift = guardedShift;
  // The kernel computes the softmax in f32, from f32 or 16-bit values.
  if (!usedOnlyBy(logits, {max, exp}, 2) ||
      !llvm::all_of(ValueRange{logits, m, e, l}, isSoftmaxType))
    return false;

  // L = mod(S, ...), or S itself.
  Value s = logits;
  linalg::GenericOp mod = producer(logits);
  if (mod && matchGemm(mod))
    mod = linalg::GenericOp();
  if (mod) {
    if (!hasLoops(mod, rank, false) ||
        !mod.getIndexingMapMatchingResult(mod->getResult(0)).isIdentity() ||
        mod.payloadUsesValueFromOperand(mod.getDpsInitOperand(0)) ||
        !readsOnlyConstantsFromOutside(mod))
      return false;
    std::optional<unsigned> sInput;
    for (OpOperand *input : mod.getDpsInputOperands()) {
      if (!isa<RankedTensorType>(input->get().getType()))
        return false;
      linalg::GenericOp def = producer(input->get());
      if (def && matchGemm(def) &&
          mod.getMatchingIndexingMap(input).isIdentity()) {
        if (sInput)
          return false;
        sInput = input->getOperandNumber();
      }
    }
    if (!sInput)
      return false;
    kernel.scoreMod = mod;
    kernel.scoreInput = *sInput;
    if (std::optional<IndexMask> mask = indexMaskOf(mod)) {
      kernel.maskCondition = mask->condition;
      kernel.maskedWhen = mask->maskedWhen;
    }
    s = mod.getDpsInputs()[*sInput];
    if (!s.hasOneUse())
      return false;
  }

  // S = Q K^T, dense, of P's shape.
  linalg::GenericOp qk = producer(s);
  std::optional<GemmKernel> scores = denseGemm(qk);
  ArrayRef<int64_t> shape = pType.getShape();
  if (!scores || cast<RankedTensorType>(s.getType()).getShape() != shape ||
      ArrayRef<int64_t>(scores->batchSizes) != shape.drop_back(2) ||
      scores->m != shape[rank - 2] || scores->n != shape[rank - 1] ||
      !isDense(scores->c, shape))
    return false;
  kernel.scores = *scores;

  // Every op is in P's block.
  SmallVector<Operation *> chain = {qk, qk.getDpsInits()[0].getDefiningOp(),
                                    max, max.getDpsInits()[0].getDefiningOp(),
                                    exp, sum, sum.getDpsInits()[0].getDefiningOp(),
                                    div};
  if (mod)
    chain.push_back(mod);
  if (kernel.rounding)
    chain.push_back(kernel.rounding);
  llvm::append_range(chain, reshapes);
  for (Operation *op : chain)
    if (!op || op->getBlock() != div->getBlock())
      return false;
  kernel.fused = chain;
  return true;
}

std::optional<AttentionKernel>
codegen::matchAttention(linalg::GenericOp pv,
                        ArrayRef<Operation *> otherReaders) {
  AttentionKernel kernel;
  std::optional<GemmKernel> values = denseGemm(pv);
  if (!values || values->a.transposed)
    return std::nullopt;
  kernel.values = *values;
  Value p = values->a.value;
  // P is read by O = P V once, and otherwise only by `otherReaders`.
  unsigned byPv = 0;
  for (OpOperand &use : p.getUses()) {
    if (use.getOwner() == pv.getOperation())
      ++byPv;
    else if (!llvm::is_contained(otherReaders, use.getOwner()))
      return std::nullopt;
  }
  if (byPv != 1 || !matchSoftmax(p, kernel))
    return std::nullopt;
  // A rounded P's exact one is read by the rounding, and otherwise only by
  // `otherReaders`.
  if (linalg::GenericOp round = kernel.rounding)
    for (Operation *user : round.getDpsInputs()[0].getUsers())
      if (user != round.getOperation() &&
          !llvm::is_contained(otherReaders, user))
        return std::nullopt;
  ArrayRef<int64_t> shape = cast<RankedTensorType>(p.getType()).getShape();
  if (ArrayRef<int64_t>(values->batchSizes) != shape.drop_back(2) ||
      values->m != kernel.queries() || values->k != kernel.keys() ||
      !isDense(values->a, shape) ||
      llvm::any_of(kernel.fused, [&](Operation *op) {
        return op->getBlock() != pv->getBlock();
      }))
    return std::nullopt;
  return kernel;
}
