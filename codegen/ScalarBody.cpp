//===- ScalarBody.cpp - linalg.generic bodies and index math as C++ -------===//

#include "codegen/ScalarBody.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

//===----------------------------------------------------------------------===//
// Scalar bodies
//===----------------------------------------------------------------------===//

std::string codegen::cppString(StringRef text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\')
      out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

/// A literal of `type` for `attr`, exact (hex floats).
static FailureOr<std::string> literal(Attribute attr) {
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    bool isDouble = f.getType().isF64();
    double v = f.getValueAsDouble();
    if (std::isnan(v))
      return std::string(isDouble ? "double(NAN)" : "float(NAN)");
    if (std::isinf(v))
      return std::string(v < 0 ? "-" : "") +
             (isDouble ? "double(INFINITY)" : "float(INFINITY)");
    char text[64];
    if (isDouble)
      std::snprintf(text, sizeof(text), "%a", v);
    else
      std::snprintf(text, sizeof(text), "%af", double(float(v)));
    return std::string(text);
  }
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    FailureOr<std::string> type = computeType(i.getType());
    if (failed(type))
      return failure();
    if (i.getType().isInteger(1))
      return std::string(i.getValue().isZero() ? "false" : "true");
    return *type + "(" + std::to_string(i.getValue().getSExtValue()) + "LL)";
  }
  return failure();
}

FailureOr<std::string> ScalarBodyEmitter::emitCapturedScalar(Value value) {
  Attribute attr;
  if (matchPattern(value, m_Constant(&attr)))
    return literal(attr);
  return failure();
}

ScalarBodyEmitter::ScalarBodyEmitter(
    llvm::raw_ostream &os, std::string indent,
    std::function<std::string(unsigned)> loopVar)
    : os(os), indent(std::move(indent)), loopVar(std::move(loopVar)) {}

/// The unsigned C++ type of the same width as an integer type.
static std::string unsignedType(Type type) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  return width == 1 ? "bool" : "uint" + std::to_string(width) + "_t";
}

static std::optional<std::string>
cmpfExpr(arith::CmpFPredicate p, const std::string &a, const std::string &b) {
  std::string unordered = "(" + a + " != " + a + " || " + b + " != " + b + ")";
  std::string ordered = "!" + unordered;
  auto both = [&](const char *op, bool isOrdered) {
    std::string cmp = "(" + a + " " + op + " " + b + ")";
    return isOrdered ? "(" + ordered + " && " + cmp + ")"
                     : "(" + unordered + " || " + cmp + ")";
  };
  using P = arith::CmpFPredicate;
  switch (p) {
  case P::AlwaysFalse:
    return "false";
  case P::AlwaysTrue:
    return "true";
  case P::OEQ:
    return both("==", true);
  case P::OGT:
    return both(">", true);
  case P::OGE:
    return both(">=", true);
  case P::OLT:
    return both("<", true);
  case P::OLE:
    return both("<=", true);
  case P::ONE:
    return both("!=", true);
  case P::ORD:
    return "(" + ordered + ")";
  case P::UEQ:
    return both("==", false);
  case P::UGT:
    return both(">", false);
  case P::UGE:
    return both(">=", false);
  case P::ULT:
    return both("<", false);
  case P::ULE:
    return both("<=", false);
  case P::UNE:
    return both("!=", false);
  case P::UNO:
    return unordered;
  }
  return std::nullopt;
}

static std::string cmpiExpr(arith::CmpIPredicate p, const std::string &a,
                            const std::string &b, Type type) {
  using P = arith::CmpIPredicate;
  std::string u = unsignedType(type);
  auto signedCmp = [&](const char *op) {
    return "(" + a + " " + op + " " + b + ")";
  };
  auto unsignedCmp = [&](const char *op) {
    return "((" + u + ")" + a + " " + op + " (" + u + ")" + b + ")";
  };
  switch (p) {
  case P::eq:
    return signedCmp("==");
  case P::ne:
    return signedCmp("!=");
  case P::slt:
    return signedCmp("<");
  case P::sle:
    return signedCmp("<=");
  case P::sgt:
    return signedCmp(">");
  case P::sge:
    return signedCmp(">=");
  case P::ult:
    return unsignedCmp("<");
  case P::ule:
    return unsignedCmp("<=");
  case P::ugt:
    return unsignedCmp(">");
  case P::uge:
    return unsignedCmp(">=");
  }
  return "false";
}

FailureOr<std::string>
ScalarBodyEmitter::emitExtract(tensor::ExtractOp extract) {
  auto type = llvm::cast<RankedTensorType>(extract.getTensor().getType());
  auto it = tensors.find(extract.getTensor());
  if (it == tensors.end() || !type.hasStaticShape())
    return failure();
  // Row-major offset of the element, from runtime indices; those
  // not a loop's own index (read from data) checked against the dim.
  std::string where;
  llvm::raw_string_ostream whereOs(where);
  extract.getLoc().print(whereOs);
  std::string offset;
  for (auto [d, index] : llvm::enumerate(extract.getIndices())) {
    std::string term = index.getDefiningOp<linalg::IndexOp>()
                           ? "(int64_t)" + nameOf(index)
                           : "shard_index(" + nameOf(index) + ", " +
                                 std::to_string(type.getDimSize(d)) + ", " +
                                 cppString(where) + ")";
    offset = offset.empty()
                 ? term
                 : "(" + offset + ") * " + std::to_string(type.getDimSize(d)) +
                       " + " + term;
  }
  return loadElement(type.getElementType(),
                     it->second + "[" +
                         (offset.empty() ? std::string("0") : offset) + "]");
}

namespace {

/// The C++ expression forms of one scalar op on its operands' names: the
/// building blocks of ScalarBodyEmitter::emitOp's table.
class OpExpr {
public:
  OpExpr(Operation *op, const DenseMap<Value, std::string> &names,
         bool vectorMath)
      : resultType(op->getNumResults() ? op->getResult(0).getType() : Type()),
        op(op), names(names), vectorMath(vectorMath) {}

  std::string arg(unsigned i) const { return names.lookup(op->getOperand(i)); }
  std::string binary(const char *infix) const {
    return "(" + arg(0) + " " + infix + " " + arg(1) + ")";
  }
  /// maximumf (`greater`) or minimumf of an operand and a constant c that
  /// is not NaN nor the zero the other operand's sign could beat (-0 for
  /// max, +0 for min): x if it is beyond c or NaN, else c. One compare and
  /// a select, where the general form also merges equal zeros' bits.
  std::optional<std::string> againstConstant(bool greater) const {
    for (unsigned i : {0u, 1u}) {
      FloatAttr c;
      if (!matchPattern(op->getOperand(i), m_Constant(&c)))
        continue;
      const APFloat &value = c.getValue();
      if (value.isNaN() || (value.isZero() && value.isNegative() == greater))
        return std::nullopt;
      std::string x = arg(1 - i), k = arg(i);
      return "((" + x + (greater ? " > " : " < ") + k + " || " + x +
             " != " + x + ") ? " + x + " : " + k + ")";
    }
    return std::nullopt;
  }
  std::string call(const char *fn) const {
    std::string text = std::string(fn) + "(";
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      text += (i ? ", " : "") + arg(i);
    return text + ")";
  }
  /// exp, erf, tanh, log: the runtime's vectorizable f32 versions when
  /// asked for (shardrt_expf, ...), else <cmath>'s.
  std::string mathCall(const std::string &fn) const {
    if (vectorMath && *computeType(resultType) == "float")
      return "shardrt_" + fn + "f(" + arg(0) + ")";
    return call(("std::" + fn).c_str());
  }
  std::string unsignedBinary(const char *infix) const {
    std::string u = unsignedType(resultType);
    return "(" + *computeType(resultType) + ")((" + u + ")" + arg(0) + " " +
           infix + " (" + u + ")" + arg(1) + ")";
  }
  static std::string cast(Type to, const std::string &expr) {
    return "(" + *computeType(to) + ")(" + expr + ")";
  }
  /// `fn` on the operands as unsigned integers of the result's width.
  std::string unsignedCall(const char *fn) const {
    std::string u = unsignedType(resultType);
    std::string text = std::string(fn) + "(";
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      text += (i ? ", (" : "(") + u + ")" + arg(i);
    return cast(resultType, text + ")");
  }
  // Integer arithmetic wraps modulo 2^width in MLIR, as C++'s unsigned
  // arithmetic does (signed overflow is undefined behaviour in C++).
  // Operands are widened to at least 32 unsigned bits, so that promotion to
  // int cannot overflow either, and the result is cut back to the width.
  static unsigned widthOf(Type t) {
    return t.isIndex() ? 64 : t.getIntOrFloatBitWidth();
  }
  static std::string wide(Type t) {
    return std::string(widthOf(t) > 32 ? "uint64_t" : "uint32_t");
  }
  static std::string narrow(Type t, const std::string &expr) {
    if (widthOf(t) == 1)
      return "(((" + expr + ") & 1u) != 0)";
    return "(" + *computeType(t) + ")(" + unsignedType(t) + ")(" + expr + ")";
  }
  std::string wrapping(const char *infix) const {
    std::string w = wide(resultType);
    return narrow(resultType, "(" + w + ")" + arg(0) + " " + infix + " (" + w +
                                  ")" + arg(1));
  }
  /// A shift by the width or more is poison in MLIR and undefined in C++:
  /// it gives 0 (or the sign, shifting right arithmetically) instead.
  std::string shift(StringRef kind) const {
    unsigned width = widthOf(resultType);
    std::string amount =
        "(uint64_t)(" + unsignedType(resultType) + ")" + arg(1);
    std::string tooFar = amount + " >= " + std::to_string(width);
    std::string t = *computeType(resultType);
    std::string u = unsignedType(resultType);
    if (kind == "shl")
      return "(" + tooFar + " ? (" + t + ")0 : " +
             narrow(resultType, "(" + wide(resultType) + ")(" + u + ")" +
                                    arg(0) + " << " + amount) +
             ")";
    if (kind == "shrui")
      return "(" + tooFar + " ? (" + t + ")0 : " +
             narrow(resultType, "(" + wide(resultType) + ")(" + u + ")" +
                                    arg(0) + " >> " + amount) +
             ")";
    if (width == 1) // an i1 is its own sign
      return arg(0);
    return "(" + tooFar + " ? (" + t + ")(" + arg(0) + " < 0 ? -1 : 0) : (" +
           t + ")(" + arg(0) + " >> " + amount + "))";
  }

  Type resultType;

private:
  Operation *op;
  const DenseMap<Value, std::string> &names;
  bool vectorMath;
};

} // namespace

FailureOr<std::string> ScalarBodyEmitter::emitOp(Operation *op) {
  OpExpr e(op, names, vectorMath);
  return TypeSwitch<Operation *, FailureOr<std::string>>(op)
      // Float arithmetic.
      .Case([&](arith::AddFOp) { return e.binary("+"); })
      .Case([&](arith::SubFOp) { return e.binary("-"); })
      .Case([&](arith::MulFOp) { return e.binary("*"); })
      .Case([&](arith::DivFOp) { return e.binary("/"); })
      .Case([&](arith::RemFOp) { return e.call("std::fmod"); })
      .Case([&](arith::NegFOp) { return "(-" + e.arg(0) + ")"; })
      .Case([&](arith::MaximumFOp) {
        return e.againstConstant(/*greater=*/true)
            .value_or(e.call("shard_maximumf"));
      })
      .Case([&](arith::MinimumFOp) {
        return e.againstConstant(/*greater=*/false)
            .value_or(e.call("shard_minimumf"));
      })
      .Case([&](arith::MaxNumFOp) { return e.call("shard_maxnumf"); })
      .Case([&](arith::MinNumFOp) { return e.call("shard_minnumf"); })
      // Integer arithmetic.
      .Case([&](arith::AddIOp) { return e.wrapping("+"); })
      .Case([&](arith::SubIOp) { return e.wrapping("-"); })
      .Case([&](arith::MulIOp) { return e.wrapping("*"); })
      .Case([&](arith::DivSIOp) { return e.binary("/"); })
      .Case([&](arith::RemSIOp) { return e.binary("%"); })
      .Case([&](arith::DivUIOp) { return e.unsignedBinary("/"); })
      .Case([&](arith::RemUIOp) { return e.unsignedBinary("%"); })
      .Case([&](arith::FloorDivSIOp) { return e.call("shard_floordiv"); })
      .Case([&](arith::CeilDivSIOp) { return e.call("shard_ceildiv"); })
      .Case([&](arith::AndIOp) { return e.binary("&"); })
      .Case([&](arith::OrIOp) { return e.binary("|"); })
      .Case([&](arith::XOrIOp) { return e.binary("^"); })
      .Case([&](arith::ShLIOp) { return e.shift("shl"); })
      .Case([&](arith::ShRSIOp) { return e.shift("shrsi"); })
      .Case([&](arith::ShRUIOp) { return e.shift("shrui"); })
      .Case(
          [&](arith::CeilDivUIOp) { return e.unsignedCall("shard_ceildivu"); })
      .Case([&](arith::MaxSIOp) { return e.call("std::max"); })
      .Case([&](arith::MinSIOp) { return e.call("std::min"); })
      .Case([&](arith::MaxUIOp) { return e.unsignedCall("std::max"); })
      .Case([&](arith::MinUIOp) { return e.unsignedCall("std::min"); })
      // Comparisons and selection.
      .Case([&](arith::CmpFOp cmp) -> FailureOr<std::string> {
        if (std::optional<std::string> expr =
                cmpfExpr(cmp.getPredicate(), e.arg(0), e.arg(1)))
          return *expr;
        return failure();
      })
      .Case([&](arith::CmpIOp cmp) {
        return cmpiExpr(cmp.getPredicate(), e.arg(0), e.arg(1),
                        cmp.getLhs().getType());
      })
      .Case([&](arith::SelectOp) {
        return "(" + e.arg(0) + " ? " + e.arg(1) + " : " + e.arg(2) + ")";
      })
      // Conversions. f16/bf16 compute in f32; truncating to them rounds.
      .Case([&](arith::ExtFOp) { return e.cast(e.resultType, e.arg(0)); })
      .Case([&](arith::TruncFOp truncate) {
        // Only yielded by an elementwise loop: its store rounds it, once
        // (a reduction's yield is the next step's input, rounded here).
        auto loop = truncate->getParentOfType<linalg::GenericOp>();
        if ((e.resultType.isF16() || e.resultType.isBF16()) && loop &&
            loop.getNumReductionLoops() == 0 &&
            llvm::all_of(truncate->getUsers(), [](Operation *user) {
              return isa<linalg::YieldOp>(user);
            }))
          return e.arg(0);
        if (e.resultType.isF16())
          return "shard_round_f16(" + e.arg(0) + ")";
        if (e.resultType.isBF16())
          return "shard_round_bf16(" + e.arg(0) + ")";
        return e.cast(e.resultType, e.arg(0));
      })
      .Case<arith::SIToFPOp, arith::FPToSIOp, arith::ExtSIOp, arith::TruncIOp,
            arith::IndexCastOp>([&](Operation *) {
        if (e.resultType.isInteger(1))
          return "((" + e.arg(0) + " & 1) != 0)";
        // A signed i1 is 0 or -1.
        if (op->getOperand(0).getType().isInteger(1))
          return e.cast(e.resultType, "-(int)" + e.arg(0));
        return e.cast(e.resultType, e.arg(0));
      })
      .Case([&](arith::BitcastOp) {
        return "shard_bitcast<" + *computeType(e.resultType) + ">(" + e.arg(0) +
               ")";
      })
      .Case<arith::UIToFPOp, arith::FPToUIOp, arith::ExtUIOp,
            arith::IndexCastUIOp>([&](Operation *) {
        Type from = op->getOperand(0).getType();
        if (isa<FloatType>(from))
          return e.cast(e.resultType,
                        "(" + unsignedType(e.resultType) + ")" + e.arg(0));
        return e.cast(e.resultType, "(" + unsignedType(from) + ")" + e.arg(0));
      })
      .Case([&](arith::ConstantOp constant) {
        return literal(constant.getValue());
      })
      // Math.
      .Case([&](math::AbsFOp) { return e.call("std::fabs"); })
      .Case([&](math::AbsIOp) { return e.call("std::abs"); })
      .Case([&](math::ExpOp) { return e.mathCall("exp"); })
      .Case([&](math::Exp2Op) { return e.call("std::exp2"); })
      .Case([&](math::ExpM1Op) { return e.call("std::expm1"); })
      .Case([&](math::LogOp) { return e.mathCall("log"); })
      .Case([&](math::Log2Op) { return e.call("std::log2"); })
      .Case([&](math::Log10Op) { return e.call("std::log10"); })
      .Case([&](math::Log1pOp) { return e.call("std::log1p"); })
      .Case([&](math::SqrtOp) { return e.call("std::sqrt"); })
      .Case([&](math::RsqrtOp) {
        return "(" + *computeType(e.resultType) + "(1) / std::sqrt(" +
               e.arg(0) + "))";
      })
      .Case([&](math::CbrtOp) { return e.call("std::cbrt"); })
      .Case([&](math::TanhOp) { return e.mathCall("tanh"); })
      .Case([&](math::ErfOp) { return e.mathCall("erf"); })
      .Case([&](math::ErfcOp) { return e.call("std::erfc"); })
      .Case([&](math::SinOp) { return e.call("std::sin"); })
      .Case([&](math::CosOp) { return e.call("std::cos"); })
      .Case([&](math::TanOp) { return e.call("std::tan"); })
      .Case([&](math::SinhOp) { return e.call("std::sinh"); })
      .Case([&](math::CoshOp) { return e.call("std::cosh"); })
      .Case([&](math::AtanOp) { return e.call("std::atan"); })
      .Case([&](math::Atan2Op) { return e.call("std::atan2"); })
      .Case([&](math::AsinOp) { return e.call("std::asin"); })
      .Case([&](math::AcosOp) { return e.call("std::acos"); })
      .Case([&](math::PowFOp) { return e.call("std::pow"); })
      .Case([&](math::CopySignOp) { return e.call("std::copysign"); })
      .Case([&](math::FmaOp) { return e.call("std::fma"); })
      .Case([&](math::CeilOp) { return e.call("std::ceil"); })
      .Case([&](math::FloorOp) { return e.call("std::floor"); })
      .Case([&](math::RoundOp) { return e.call("std::round"); })
      .Case([&](math::RoundEvenOp) { return e.call("std::nearbyint"); })
      .Case([&](math::TruncOp) { return e.call("std::trunc"); })
      .Case([&](math::IsNaNOp) { return e.call("std::isnan"); })
      .Case([&](math::IsInfOp) { return e.call("std::isinf"); })
      .Case([&](math::IsFiniteOp) { return e.call("std::isfinite"); })
      .Case([&](math::IsNormalOp) { return e.call("std::isnormal"); })
      .Case([&](math::AcoshOp) { return e.call("std::acosh"); })
      .Case([&](math::AsinhOp) { return e.call("std::asinh"); })
      .Case([&](math::AtanhOp) { return e.call("std::atanh"); })
      .Case([&](math::FPowIOp) { return e.call("shard_fpowi"); })
      .Case([&](math::IPowIOp) { return e.call("shard_ipowi"); })
      .Case([&](math::ClampFOp) { return e.call("shard_clampf"); })
      .Case([&](math::CountLeadingZerosOp) {
        return e.unsignedCall("shard_ctlz");
      })
      .Case([&](math::CountTrailingZerosOp) {
        return e.unsignedCall("shard_cttz");
      })
      .Case([&](math::CtPopOp) { return e.unsignedCall("shard_ctpop"); })
      .Case([&](linalg::IndexOp index) { return loopVar(index.getDim()); })
      .Case([&](tensor::ExtractOp extract) { return emitExtract(extract); })
      .Default([](Operation *) { return failure(); });
}

FailureOr<std::string> ScalarBodyEmitter::emitExpr(Operation *op) {
  for (Value operand : op->getOperands()) {
    if (names.count(operand) || tensors.count(operand))
      continue;
    FailureOr<std::string> captured = emitCapturedScalar(operand);
    if (failed(captured))
      return op->emitOpError()
             << "uses a value the code generator cannot name here";
    names[operand] = *captured;
  }
  FailureOr<std::string> expr = failure();
  if (op->getNumResults() == 1 &&
      succeeded(computeType(op->getResult(0).getType())))
    expr = emitOp(op);
  if (failed(expr))
    return op->emitOpError() << "is not supported by the code generator";
  return expr;
}

FailureOr<SmallVector<std::string>>
ScalarBodyEmitter::emit(Block &body, ArrayRef<std::string> args) {
  for (auto [arg, name] : llvm::zip(body.getArguments(), args))
    names[arg] = name;
  // Values captured from outside the body are bound externals or
  // constants.
  for (Operation &op : body.without_terminator())
    for (Value operand : op.getOperands()) {
      if (names.count(operand) || tensors.count(operand) ||
          operand.getParentBlock() == &body)
        continue;
      FailureOr<std::string> captured = emitCapturedScalar(operand);
      if (failed(captured))
        return op.emitOpError()
               << "uses a value defined outside the linalg.generic that is "
                  "not a constant; the code generator cannot capture it";
      names[operand] = *captured;
    }
  for (Operation &op : body.without_terminator()) {
    // A failed assertion (an index out of a table's range) stops the job
    // with the assertion's message, as upstream's lowering aborts.
    if (auto check = dyn_cast<cf::AssertOp>(op)) {
      std::string where;
      llvm::raw_string_ostream whereOs(where);
      check.getLoc().print(whereOs);
      os << indent << "if (!" << nameOf(check.getArg())
         << ") shardrt::assertionFailed(" << cppString(check.getMsg()) << ", "
         << cppString(where) << ");\n";
      continue;
    }
    // The one op of two results: both are named.
    if (auto sincos = dyn_cast<math::SincosOp>(op)) {
      FailureOr<std::string> type = computeType(sincos.getSin().getType());
      if (failed(type))
        return op.emitOpError() << "is not supported by the code generator";
      static constexpr const char *kFns[] = {"std::sin", "std::cos"};
      for (auto [result, fn] : llvm::zip(op.getResults(), kFns)) {
        std::string name = "v" + std::to_string(next++);
        os << indent << "const " << *type << " " << name << " = " << fn << "("
           << nameOf(sincos.getOperand()) << ");\n";
        names[result] = name;
      }
      continue;
    }
    if (op.getNumResults() != 1)
      return op.emitOpError() << "is not supported by the code generator";
    FailureOr<std::string> type = computeType(op.getResult(0).getType());
    FailureOr<std::string> expr = failure();
    if (succeeded(type))
      expr = emitOp(&op);
    if (failed(expr))
      return op.emitOpError() << "is not supported by the code generator (in a "
                                 "linalg.generic body)";
    std::string name = "v" + std::to_string(next++);
    os << indent << "const " << *type << " " << name << " = " << *expr << ";\n";
    names[op.getResult(0)] = name;
  }
  SmallVector<std::string> yielded;
  for (Value v : body.getTerminator()->getOperands()) {
    if (!names.count(v)) {
      FailureOr<std::string> captured = emitCapturedScalar(v);
      if (failed(captured))
        return body.getTerminator()->emitOpError()
               << "yields a value the code generator cannot capture";
      names[v] = *captured;
    }
    yielded.push_back(names.lookup(v));
  }
  return yielded;
}
