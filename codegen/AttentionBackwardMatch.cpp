//===- AttentionBackwardMatch.cpp - attention's backward as one kernel ----===//
//
// The matcher starts at dV = P^T dO, the GEMM that reads the softmax's P
// transposed, finds P's chain (matchSoftmax) and walks P's other readers:
// t = product(dP, P) with dP = dO V^T, r = sum_j t, dS = grad(t, P, r,
// ...), and the two GEMMs that read dS. Each GEMM that reads a score-shaped
// tensor (P or dS, [batch..., m, n]) is classified by which side of it the
// product keeps (queries, for dQ; keys, for dK and dV) and whether it
// writes its result or that result's transpose.
//
//===----------------------------------------------------------------------===//

#include "codegen/AttentionForms.h"
#include "codegen/AttentionMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;
using namespace mlir::dist::codegen::attention_forms;

namespace {

/// A GEMM that reads a score-shaped tensor S (m x n, stored densely):
/// S X, S^T X, X^T S or X^T S^T. It keeps the queries' side (S X = dQ, or
/// its transpose) or the keys' (S^T X = dK or dV, or its transpose); X is
/// the other side's matrix.
struct ScoreProduct {
  bool keySide = false;
  AttentionMatrix other, result;
};

std::optional<ScoreProduct> scoreProduct(const GemmKernel &gemm, Value s,
                                         ArrayRef<int64_t> shape) {
  bool isA = gemm.a.value == s, isB = gemm.b.value == s;
  if (isA == isB || ArrayRef<int64_t>(gemm.batchSizes) != shape.drop_back(2))
    return std::nullopt;
  const GemmOperand &score = isA ? gemm.a : gemm.b;
  const GemmOperand &other = isA ? gemm.b : gemm.a;
  // The score operand as stored is S itself; `transposed` reads it as S^T.
  GemmOperand stored = score;
  stored.transposed = false;
  if (!isDense(stored, shape))
    return std::nullopt;
  ScoreProduct product;
  // S X (A = S) keeps the queries; S^T X keeps the keys; X^T S (B = S)
  // makes the keys' result transposed, X^T S^T the queries'.
  product.keySide = isA == score.transposed;
  // X is op(B); as A, op(A) is X^T. C is the result, or its transpose.
  product.other = AttentionMatrix::of(other, gemm.inputType, !isA);
  product.result = {gemm.c.value, isA, gemm.c.leadingDim, gemm.c.batchStrides,
                    getElementTypeOrSelf(gemm.c.value.getType())};
  return product;
}

/// Whether `op` is elementwise over `rank` parallel loops, every operand
/// read and written whole.
bool isWhollyElementwise(linalg::GenericOp op, unsigned rank) {
  return op && op->getNumResults() == 1 && hasLoops(op, rank, false) &&
         llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

/// `v` through the roundings and widenings a 16-bit step puts around it.
Value throughCasts(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::ExtFOp, arith::TruncFOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

/// t = product(dP, P): returns dP, when `op` multiplies P by another
/// score-shaped tensor made by a GEMM, elementwise, into f32 (the model's
/// dP * P, with whatever roundings its types ask for). The kernels take dP
/// as 0 where every score is masked, which a product of P makes exact.
Value productWithP(linalg::GenericOp op, Value p, unsigned rank) {
  if (!isWhollyElementwise(op, rank) || op.getNumDpsInputs() != 2 ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)) ||
      !readsOnlyConstantsFromOutside(op) ||
      !getElementTypeOrSelf(op->getResult(0).getType()).isF32())
    return Value();
  Value x = op.getDpsInputs()[0], y = op.getDpsInputs()[1];
  Value other = x == p ? y : y == p ? x : Value();
  Value product = throughCasts(op.getBody()->getTerminator()->getOperand(0));
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!other || other == p || !mul)
    return Value();
  Value lhs = throughCasts(mul.getLhs()), rhs = throughCasts(mul.getRhs());
  Value a = op.getBody()->getArgument(0), b = op.getBody()->getArgument(1);
  if (!((lhs == a && rhs == b) || (lhs == b && rhs == a)))
    return Value();
  return denseGemm(producer(other)) ? other : Value();
}

/// The ops before `anchor` in its block that read a result of `results`
/// (but those ops themselves), or a value made from one, in the block's
/// order; none when one of them has side effects or a region.
std::optional<SmallVector<Operation *>>
readersBefore(ArrayRef<Operation *> results, Operation *anchor) {
  SetVector<Operation *> found;
  SmallVector<Value> worklist;
  for (Operation *op : results)
    llvm::append_range(worklist, op->getResults());
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (llvm::is_contained(results, user) ||
          (user->getBlock() == anchor->getBlock() &&
           anchor->isBeforeInBlock(user)))
        continue;
      if (user->getBlock() != anchor->getBlock() ||
          (user->getNumRegions() != 0 && !isa<linalg::GenericOp>(user)) ||
          !isMemoryEffectFree(user))
        return std::nullopt;
      if (found.insert(user))
        llvm::append_range(worklist, user->getResults());
    }
  }
  SmallVector<Operation *> ops = found.takeVector();
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ops;
}

/// Whether `op` widens P to f32 elementwise: P read whole, its extf.
bool isWidening(linalg::GenericOp op, Value p, unsigned rank) {
  return isWhollyElementwise(op, rank) && op.getNumDpsInputs() == 1 &&
         op.getDpsInputs()[0] == p && movesOrWidens(op) &&
         getElementTypeOrSelf(op->getResult(0).getType()).isF32();
}

/// Whether no input is made, in the outputs' block, from one of the
/// `outputs`: the kernel reads all its inputs before it writes.
bool inputsPrecede(ArrayRef<Value> inputs, ArrayRef<Value> outputs) {
  SmallVector<Value> worklist(inputs.begin(), inputs.end());
  Block *block = Value(outputs.front()).getParentBlock();
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (llvm::is_contained(outputs, v))
      return false;
    if (Operation *def = v.getDefiningOp())
      if (def->getBlock() == block)
        llvm::append_range(worklist, def->getOperands());
  }
  return true;
}

} // namespace

SmallVector<Value> AttentionBackwardKernel::gradInputs() const {
  SmallVector<Value> inputs;
  linalg::GenericOp op = grad;
  for (auto [i, v] : llvm::enumerate(op.getDpsInputs()))
    if (i != tInput && i != pInput && i != rInput)
      inputs.push_back(v);
  return inputs;
}

SmallVector<Value> AttentionBackwardKernel::inputs() const {
  SmallVector<Value> inputs = {chain.scores.a.value, chain.scores.b.value,
                               values.value,         gradOut.value,
                               gradOutForV.value,    keysForQ.value,
                               queriesForK.value};
  llvm::append_range(inputs, chain.modInputs());
  llvm::append_range(inputs, gradInputs());
  return inputs;
}

SmallVector<Value> AttentionBackwardKernel::outputs() const {
  return {gradQueries.value, gradKeys.value, gradValues.value};
}

void AttentionBackwardKernel::sinkEarlyReaders() const {
  Operation *after = anchor;
  for (Operation *op : sunk) {
    op->moveAfter(after);
    after = op;
  }
}

std::optional<AttentionBackwardKernel>
codegen::matchAttentionBackward(linalg::GenericOp dvOp) {
  AttentionBackwardKernel kernel;
  std::optional<GemmKernel> dv = denseGemm(dvOp);
  if (!dv)
    return std::nullopt;
  // P is the operand a softmax makes.
  Value p;
  for (Value operand : {dv->a.value, dv->b.value})
    if (!p && matchSoftmax(operand, kernel.chain))
      p = operand;
  if (!p)
    return std::nullopt;
  auto pType = cast<RankedTensorType>(p.getType());
  ArrayRef<int64_t> shape = pType.getShape();
  unsigned rank = pType.getRank();
  std::optional<ScoreProduct> dvProduct = scoreProduct(*dv, p, shape);
  if (!dvProduct || !dvProduct->keySide)
    return std::nullopt;

  // P's readers: dV, t = product(dP, P), grad, and perhaps the forward's
  // P V. t and grad (`pRead`) may read a 16-bit P widened to f32 once
  // (`widen`), or the exact P a rounding made a 16-bit P from (which then
  // only GEMMs read).
  linalg::GenericOp tOp, gradOp, widen;
  linalg::GenericOp rounding = kernel.chain.rounding;
  SmallVector<linalg::GenericOp> elementwise;
  for (Operation *user : p.getUsers()) {
    if (user == dvOp.getOperation())
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!generic)
      return std::nullopt;
    if (matchGemm(generic)) {
      if (kernel.forward)
        return std::nullopt;
      kernel.forward = generic;
    } else if (!rounding && !widen && isWidening(generic, p, rank)) {
      widen = generic;
    } else {
      elementwise.push_back(generic);
    }
  }
  Value pRead = p;
  if (widen || rounding) {
    if (!elementwise.empty())
      return std::nullopt;
    pRead = widen ? widen->getResult(0) : rounding.getDpsInputs()[0];
    for (Operation *user : pRead.getUsers())
      if (!rounding || user != rounding.getOperation())
        elementwise.push_back(dyn_cast<linalg::GenericOp>(user));
  }
  if (elementwise.size() != 2)
    return std::nullopt;
  for (linalg::GenericOp op : elementwise) {
    if (!tOp && productWithP(op, pRead, rank))
      tOp = op;
    else
      gradOp = op;
  }
  if (!tOp || !gradOp)
    return std::nullopt;
  Value t = tOp->getResult(0);
  kernel.pType = getElementTypeOrSelf((rounding ? pRead : p).getType());

  // dP = dO V^T, read only by t.
  Value dp = productWithP(tOp, pRead, rank);
  kernel.product = tOp;
  kernel.productPInput = tOp.getDpsInputs()[0] == pRead ? 0 : 1;
  linalg::GenericOp dpOp = producer(dp);
  std::optional<GemmKernel> dpGemm = denseGemm(dpOp);
  if (!dpGemm || !dp.hasOneUse() ||
      ArrayRef<int64_t>(dpGemm->batchSizes) != shape.drop_back(2) ||
      dpGemm->m != shape[rank - 2] || dpGemm->n != shape[rank - 1] ||
      !isDense(dpGemm->c, shape))
    return std::nullopt;
  kernel.gradOut = AttentionMatrix::of(dpGemm->a, dpGemm->inputType);
  kernel.values = AttentionMatrix::of(dpGemm->b, dpGemm->inputType,
                                      /*transposedOp=*/true);

  // r = sum_j t (possibly kept as [..., m, 1]), read only by grad.
  SmallVector<Operation *> reshapes;
  linalg::GenericOp rOp;
  for (Operation *user : t.getUsers())
    if (user != gradOp.getOperation())
      rOp = dyn_cast<linalg::GenericOp>(user);
  double rInit = 0;
  if (!rOp || !isRowReduction(rOp, t, rank, rInit) || rInit != 0.0 ||
      !isCommuted<arith::AddFOp>(yielded(rOp), rOp.getBody()->getArgument(0),
                                 rOp.getBody()->getArgument(1)) ||
      !usedOnlyBy(t, {rOp, gradOp}, 2) || !rOp->hasOneUse())
    return std::nullopt;
  Value r = rOp->getResult(0);
  Operation *rReader = *r.getUsers().begin();
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(rReader)) {
    Value reshaped = rReader->getResult(0);
    if (throughUnitReshape(reshaped, reshapes) != r)
      return std::nullopt;
    r = reshaped;
  }

  // dS = grad(t, P, r, ...): elementwise over the scores, t and P read
  // whole, r per row, anything else at the score's indices.
  if (gradOp->getNumResults() != 1 || !hasLoops(gradOp, rank, false) ||
      !gradOp.getIndexingMapMatchingResult(gradOp->getResult(0)).isIdentity() ||
      gradOp.payloadUsesValueFromOperand(gradOp.getDpsInitOperand(0)) ||
      !readsOnlyConstantsFromOutside(gradOp) ||
      !isSoftmaxType(gradOp->getResult(0)) ||
      llvm::range_size(p.getUses()) !=
          (kernel.forward ? 1u : 0u) + (widen      ? 2u
                                        : rounding ? 1u
                                                   : 3u) ||
      (pRead != p && llvm::range_size(pRead.getUses()) != (rounding ? 3u : 2u)))
    return std::nullopt;
  bool hasT = false, hasP = false, hasR = false;
  for (OpOperand *input : gradOp.getDpsInputOperands()) {
    Value v = input->get();
    AffineMap map = gradOp.getMatchingIndexingMap(input);
    unsigned i = input->getOperandNumber();
    if (!isa<RankedTensorType>(v.getType()))
      return std::nullopt;
    if (v == t || v == pRead) {
      if (!map.isIdentity() || (v == t ? hasT : hasP))
        return std::nullopt;
      (v == t ? kernel.tInput : kernel.pInput) = i;
      (v == t ? hasT : hasP) = true;
    } else if (v == r) {
      if (!isRowMap(map, rank) || hasR)
        return std::nullopt;
      kernel.rInput = i;
      hasR = true;
    }
  }
  if (!hasT || !hasP || !hasR)
    return std::nullopt;
  kernel.grad = gradOp;

  // dQ = dS K and dK = dS^T Q (or their transposes), dS read by nothing else.
  Value ds = gradOp->getResult(0);
  SmallVector<Operation *> dsUsers(ds.getUsers().begin(), ds.getUsers().end());
  if (dsUsers.size() != 2 || dsUsers[0] == dsUsers[1])
    return std::nullopt;
  linalg::GenericOp dqOp, dkOp;
  std::optional<ScoreProduct> dqProduct, dkProduct;
  std::optional<GemmKernel> dqGemm, dkGemm;
  for (Operation *user : dsUsers) {
    auto generic = dyn_cast<linalg::GenericOp>(user);
    std::optional<GemmKernel> gemm = denseGemm(generic);
    std::optional<ScoreProduct> product =
        gemm ? scoreProduct(*gemm, ds, shape) : std::nullopt;
    if (!product)
      return std::nullopt;
    if (product->keySide) {
      dkOp = generic, dkGemm = gemm, dkProduct = product;
    } else {
      dqOp = generic, dqGemm = gemm, dqProduct = product;
    }
  }
  if (!dqOp || !dkOp)
    return std::nullopt;
  kernel.gradValues = dvProduct->result;
  kernel.gradOutForV = dvProduct->other;
  kernel.gradQueries = dqProduct->result;
  kernel.keysForQ = dqProduct->other;
  kernel.gradKeys = dkProduct->result;
  kernel.queriesForK = dkProduct->other;

  // The sizes agree: d from the scores, e from dP.
  int64_t d = kernel.chain.headDim(), e = dpGemm->k;
  kernel.valueDim = e;
  auto extent = [](const GemmKernel &g, const ScoreProduct &product) {
    // The result's columns (its rows when it is stored transposed).
    return product.result.byRows ? g.n : g.m;
  };
  if (extent(*dqGemm, *dqProduct) != d || extent(*dkGemm, *dkProduct) != d ||
      extent(*dv, *dvProduct) != e)
    return std::nullopt;

  // The kernel runs where the last of its GEMMs is. Ops before it that
  // read a result -- a 16-bit step rounds each gradient as soon as its GEMM
  // makes it -- and ops made from them move after it (`sunk`): free of
  // side effects, they compute the same later. The kernel reads nothing
  // made from its results.
  Block *block = dvOp->getBlock();
  SmallVector<Operation *> results = {dvOp, dqOp, dkOp};
  kernel.anchor = dvOp;
  for (Operation *op : results) {
    if (op->getBlock() != block)
      return std::nullopt;
    if (kernel.anchor->isBeforeInBlock(op))
      kernel.anchor = op;
  }
  std::optional<SmallVector<Operation *>> early =
      readersBefore(results, kernel.anchor);
  // A forward P V sharing the chain runs first: the chain's inputs stay
  // live until the backward kernel, the later of the two.
  if (!early ||
      (kernel.forward && !kernel.forward->isBeforeInBlock(kernel.anchor)) ||
      !inputsPrecede(kernel.inputs(), kernel.outputs()))
    return std::nullopt;
  kernel.sunk = std::move(*early);

  // The ops it replaces: the chain's, the backward's and their fills.
  kernel.fused = kernel.chain.fused;
  for (Operation *op :
       {dpOp.getOperation(), tOp.getOperation(), rOp.getOperation(),
        gradOp.getOperation(), dvOp.getOperation(), dqOp.getOperation(),
        dkOp.getOperation()}) {
    if (op->getBlock() != block)
      return std::nullopt;
    if (op != kernel.anchor)
      kernel.fused.push_back(op);
  }
  for (linalg::GenericOp op : {dpOp, rOp, dvOp, dqOp, dkOp})
    kernel.fused.push_back(op.getDpsInits()[0].getDefiningOp());
  if (widen)
    kernel.fused.push_back(widen);
  llvm::append_range(kernel.fused, reshapes);
  return kernel;
}
