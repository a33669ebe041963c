//===- EpilogueMatch.cpp - elementwise ops a GEMM's epilogue computes -----===//
//
// The elementwise op after a GEMM often finishes the layer: a bias add, an
// activation, a residual add. A GEMM library applies these to each tile of
// C while it is still in registers, so the op need not read and write C
// again. This file recognises, in the op's scalar body, the form
//
//   residual + activation(c + bias)
//
// where c is the GEMM's result, each part optional, additions in any order
// and association (a library adds them in its own order: the result differs
// from the loop's by rounding only), and the activation one of
//
//   ReLU:       maxnumf(x, 0)   (not maximumf: the library's ReLU of NaN is
//                                0, as maxnumf's is; maximumf's is NaN)
//   GELU (erf): 0.5 * x * (1 + erf(x * 1/sqrt(2)))
//   GELU (tanh): 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3)))
//
// with the products in any order. Without an activation, the bias and the
// residual may come in any order.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

class EpilogueMatcher {
public:
  EpilogueMatcher(linalg::GenericOp op, Value c, TargetFusion fusion)
      : op(op), body(*op.getBody()), fusion(fusion) {
    for (OpOperand *input : op.getDpsInputOperands())
      if (input->get() == c)
        cArg = body.getArgument(input->getOperandNumber());
  }

  /// Classifies the inputs other than C as bias or residual candidates.
  bool classifyInputs(int64_t n);
  std::optional<GemmEpilogue> match();

private:
  /// The operands of a chain of OpTy (addf: the terms of a sum; mulf: the
  /// factors of a product): `v` split at the ops of the chain that nothing
  /// else reads.
  template <typename OpTy>
  void operands(Value v, SmallVector<Value> &out, bool root = true) const;
  void addTerms(Value v, SmallVector<Value> &terms) const {
    operands<arith::AddFOp>(v, terms);
  }
  void mulFactors(Value v, SmallVector<Value> &factors) const {
    operands<arith::MulFOp>(v, factors);
  }
  bool isConstant(Value v, double value, double tolerance = 1e-6) const;
  /// The x of activation(x) when `v` is one the target fuses.
  std::optional<std::pair<GemmActivation, Value>> activation(Value v) const;
  /// x of 0.5 * x * (1 + f(...)), with f an erf or tanh op; `inner` is f's
  /// operand.
  std::optional<Value> geluShape(Value v, Value &inner,
                                 GemmActivation &kind) const;
  bool isGeluTanhArgument(Value inner, Value x) const;
  /// Whether the terms are c plus at most the bias (at most once each).
  bool isBiasedC(ArrayRef<Value> terms, GemmEpilogue &epilogue) const;

  linalg::GenericOp op;
  Block &body;
  TargetFusion fusion;
  Value cArg;
  /// Block arguments of a vector of n along the last dim, and of a tensor of
  /// C's shape read where C is, with the operands they stand for.
  DenseMap<Value, Value> biasArgs, residualArgs;
};

} // namespace

bool EpilogueMatcher::classifyInputs(int64_t n) {
  if (!cArg)
    return false;
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  unsigned rank = type.getRank();
  MLIRContext *ctx = op.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap lastDim = AffineMap::get(rank, 0, getAffineDimExpr(rank - 1, ctx));
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value arg = body.getArgument(input->getOperandNumber());
    auto inputType = dyn_cast<RankedTensorType>(input->get().getType());
    AffineMap map = op.getMatchingIndexingMap(input);
    if (arg == cArg) {
      if (map != identity)
        return false;
      continue;
    }
    if (!inputType || !inputType.getElementType().isF32())
      return false;
    if (map == lastDim && inputType.getShape() == ArrayRef<int64_t>(n))
      biasArgs[arg] = input->get();
    else if (fusion.residual && map == identity && inputType == type)
      residualArgs[arg] = input->get();
    else
      return false;
  }
  return true;
}

template <typename OpTy>
void EpilogueMatcher::operands(Value v, SmallVector<Value> &out,
                               bool root) const {
  auto op = v.getDefiningOp<OpTy>();
  if (op && op->getBlock() == &body && (root || op->hasOneUse())) {
    operands<OpTy>(op.getLhs(), out, false);
    operands<OpTy>(op.getRhs(), out, false);
    return;
  }
  out.push_back(v);
}

bool EpilogueMatcher::isConstant(Value v, double value,
                                 double tolerance) const {
  FloatAttr attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return false;
  return std::fabs(attr.getValueAsDouble() - value) <=
         tolerance * std::max(1.0, std::fabs(value));
}

std::optional<Value> EpilogueMatcher::geluShape(Value v, Value &inner,
                                                GemmActivation &kind) const {
  SmallVector<Value> factors;
  mulFactors(v, factors);
  if (factors.size() != 3)
    return std::nullopt;
  // The factors are 0.5, (1 + f) and x, in some order.
  auto onePlusOperand = [&](Value v) -> Value {
    auto add = v.getDefiningOp<arith::AddFOp>();
    if (!add || add->getBlock() != &body)
      return {};
    return isConstant(add.getLhs(), 1.0)   ? add.getRhs()
           : isConstant(add.getRhs(), 1.0) ? add.getLhs()
                                           : Value();
  };
  Value half, f, x;
  for (Value factor : factors) {
    if (!half && isConstant(factor, 0.5))
      half = factor;
    else if (Value operand = onePlusOperand(factor); !f && operand)
      f = operand;
    else
      x = factor;
  }
  if (!half || !f || !x)
    return std::nullopt;
  if (auto erf = f.getDefiningOp<math::ErfOp>()) {
    inner = erf.getOperand();
    kind = GemmActivation::GeluErf;
  } else if (auto tanh = f.getDefiningOp<math::TanhOp>()) {
    inner = tanh.getOperand();
    kind = GemmActivation::GeluTanh;
  } else {
    return std::nullopt;
  }
  return x;
}

bool EpilogueMatcher::isGeluTanhArgument(Value inner, Value x) const {
  // sqrt(2/pi) * (x + 0.044715 * x * x * x)
  SmallVector<Value> outer;
  mulFactors(inner, outer);
  if (outer.size() != 2)
    return false;
  int scale = isConstant(outer[0], std::sqrt(2.0 / M_PI))   ? 0
              : isConstant(outer[1], std::sqrt(2.0 / M_PI)) ? 1
                                                            : -1;
  if (scale < 0)
    return false;
  SmallVector<Value> terms;
  addTerms(outer[1 - scale], terms);
  if (terms.size() != 2)
    return false;
  int linear = terms[0] == x ? 0 : terms[1] == x ? 1 : -1;
  if (linear < 0)
    return false;
  SmallVector<Value> cubic;
  mulFactors(terms[1 - linear], cubic);
  return cubic.size() == 4 && llvm::count(cubic, x) == 3 &&
         llvm::any_of(cubic, [&](Value f) { return isConstant(f, 0.044715); });
}

std::optional<std::pair<GemmActivation, Value>>
EpilogueMatcher::activation(Value v) const {
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != &body)
    return std::nullopt;
  if (isa<arith::MaxNumFOp>(def)) {
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    if (!fusion.fuses(GemmActivation::Relu))
      return std::nullopt;
    if (isConstant(rhs, 0.0, 0.0))
      return std::make_pair(GemmActivation::Relu, lhs);
    if (isConstant(lhs, 0.0, 0.0))
      return std::make_pair(GemmActivation::Relu, rhs);
    return std::nullopt;
  }
  Value inner;
  GemmActivation kind;
  std::optional<Value> x = geluShape(v, inner, kind);
  if (!x || !fusion.fuses(kind))
    return std::nullopt;
  if (kind == GemmActivation::GeluErf) {
    // x * (1/sqrt(2)), or x / sqrt(2).
    Operation *scale = inner.getDefiningOp();
    if (!scale || scale->getNumOperands() != 2)
      return std::nullopt;
    Value a = scale->getOperand(0), b = scale->getOperand(1);
    bool ok = (isa<arith::MulFOp>(scale) &&
               ((a == *x && isConstant(b, M_SQRT1_2)) ||
                (b == *x && isConstant(a, M_SQRT1_2)))) ||
              (isa<arith::DivFOp>(scale) && a == *x && isConstant(b, M_SQRT2));
    if (!ok)
      return std::nullopt;
  } else if (!isGeluTanhArgument(inner, *x)) {
    return std::nullopt;
  }
  return std::make_pair(kind, *x);
}

bool EpilogueMatcher::isBiasedC(ArrayRef<Value> terms,
                                GemmEpilogue &epilogue) const {
  bool sawC = false;
  for (Value t : terms) {
    if (t == cArg && !sawC)
      sawC = true;
    else if (biasArgs.count(t) && !epilogue.bias)
      epilogue.bias = biasArgs.lookup(t);
    else
      return false;
  }
  return sawC;
}

std::optional<GemmEpilogue> EpilogueMatcher::match() {
  // The init is overwritten, not read.
  if (!body.getArgument(op.getNumDpsInputs()).use_empty())
    return std::nullopt;
  Value yielded = body.getTerminator()->getOperand(0);
  SmallVector<Value> terms;
  addTerms(yielded, terms);
  GemmEpilogue epilogue;
  // With an activation: one term is activation(c [+ bias]), the other the
  // residual.
  for (Value t : terms) {
    std::optional<std::pair<GemmActivation, Value>> act = activation(t);
    if (!act)
      continue;
    SmallVector<Value> inner;
    addTerms(act->second, inner);
    if (!isBiasedC(inner, epilogue))
      return std::nullopt;
    epilogue.activation = act->first;
    for (Value other : terms) {
      if (other == t)
        continue;
      if (!residualArgs.count(other) || epilogue.residual)
        return std::nullopt;
      epilogue.residual = residualArgs.lookup(other);
    }
    return epilogue;
  }
  // Without: c plus at most a bias and a residual.
  SmallVector<Value> rest;
  for (Value t : terms) {
    if (residualArgs.count(t) && !epilogue.residual)
      epilogue.residual = residualArgs.lookup(t);
    else
      rest.push_back(t);
  }
  if (!isBiasedC(rest, epilogue) || (!epilogue.bias && !epilogue.residual))
    return std::nullopt;
  return epilogue;
}

StringRef codegen::activationName(GemmActivation activation) {
  switch (activation) {
  case GemmActivation::None:
    return "none";
  case GemmActivation::Relu:
    return "relu";
  case GemmActivation::GeluErf:
    return "gelu_erf";
  case GemmActivation::GeluTanh:
    return "gelu_tanh";
  }
  llvm_unreachable("unknown activation");
}

std::optional<GemmEpilogue> codegen::matchEpilogue(linalg::GenericOp op,
                                                   Value c, int64_t n,
                                                   TargetFusion fusion) {
  // A bias runs along C's last dim: a rank-0 C (a dot product's) has none.
  auto type = cast<RankedTensorType>(c.getType());
  if (op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0 ||
      op->getResult(0).getType() != type || !type.getElementType().isF32() ||
      type.getRank() == 0 || type.getShape().back() != n)
    return std::nullopt;
  EpilogueMatcher matcher(op, c, fusion);
  if (!matcher.classifyInputs(n))
    return std::nullopt;
  return matcher.match();
}
