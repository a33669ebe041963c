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

/// `text` as a C++ string literal.
static std::string cppString(StringRef text) {
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

FailureOr<std::string> ScalarBodyEmitter::emitOp(Operation *op) {
  auto arg = [&](unsigned i) { return nameOf(op->getOperand(i)); };
  auto binary = [&](const char *infix) {
    return "(" + arg(0) + " " + infix + " " + arg(1) + ")";
  };
  auto call = [&](const char *fn) {
    std::string text = std::string(fn) + "(";
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      text += (i ? ", " : "") + arg(i);
    return text + ")";
  };
  // exp, erf, tanh, log: the runtime's vectorizable f32 versions when asked
  // for (shardrt_expf, ...), else <cmath>'s.
  auto mathCall = [&](const std::string &fn) {
    if (vectorMath && *computeType(op->getResult(0).getType()) == "float")
      return "shardrt_" + fn + "f(" + arg(0) + ")";
    return call(("std::" + fn).c_str());
  };
  auto unsignedBinary = [&](const char *infix) {
    std::string u = unsignedType(op->getResult(0).getType());
    return "(" + *computeType(op->getResult(0).getType()) + ")((" + u + ")" +
           arg(0) + " " + infix + " (" + u + ")" + arg(1) + ")";
  };
  auto cast = [&](Type to, const std::string &expr) {
    return "(" + *computeType(to) + ")(" + expr + ")";
  };
  Type resultType = op->getNumResults() ? op->getResult(0).getType() : Type();
  // `fn` on the operands as unsigned integers of the result's width.
  auto unsignedCall = [&](const char *fn) {
    std::string u = unsignedType(resultType);
    std::string text = std::string(fn) + "(";
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      text += (i ? ", (" : "(") + u + ")" + arg(i);
    return cast(resultType, text + ")");
  };
  // Integer arithmetic wraps modulo 2^width in MLIR, as C++'s unsigned
  // arithmetic does (signed overflow is undefined behaviour in C++).
  // Operands are widened to at least 32 unsigned bits, so that promotion to
  // int cannot overflow either, and the result is cut back to the width.
  auto widthOf = [](Type t) -> unsigned {
    return t.isIndex() ? 64 : t.getIntOrFloatBitWidth();
  };
  auto wide = [&](Type t) {
    return std::string(widthOf(t) > 32 ? "uint64_t" : "uint32_t");
  };
  auto narrow = [&](Type t, const std::string &expr) -> std::string {
    if (widthOf(t) == 1)
      return "(((" + expr + ") & 1u) != 0)";
    return "(" + *computeType(t) + ")(" + unsignedType(t) + ")(" + expr + ")";
  };
  auto wrapping = [&](const char *infix) {
    std::string w = wide(resultType);
    return narrow(resultType, "(" + w + ")" + arg(0) + " " + infix + " (" + w +
                                  ")" + arg(1));
  };
  // A shift by the width or more is poison in MLIR and undefined in C++:
  // it gives 0 (or the sign, shifting right arithmetically) instead.
  auto shift = [&](StringRef kind) -> std::string {
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
  };

  return TypeSwitch<Operation *, FailureOr<std::string>>(op)
      // Float arithmetic.
      .Case([&](arith::AddFOp) { return binary("+"); })
      .Case([&](arith::SubFOp) { return binary("-"); })
      .Case([&](arith::MulFOp) { return binary("*"); })
      .Case([&](arith::DivFOp) { return binary("/"); })
      .Case([&](arith::RemFOp) { return call("std::fmod"); })
      .Case([&](arith::NegFOp) { return "(-" + arg(0) + ")"; })
      .Case([&](arith::MaximumFOp) { return call("shard_maximumf"); })
      .Case([&](arith::MinimumFOp) { return call("shard_minimumf"); })
      .Case([&](arith::MaxNumFOp) { return call("std::fmax"); })
      .Case([&](arith::MinNumFOp) { return call("std::fmin"); })
      // Integer arithmetic.
      .Case([&](arith::AddIOp) { return wrapping("+"); })
      .Case([&](arith::SubIOp) { return wrapping("-"); })
      .Case([&](arith::MulIOp) { return wrapping("*"); })
      .Case([&](arith::DivSIOp) { return binary("/"); })
      .Case([&](arith::RemSIOp) { return binary("%"); })
      .Case([&](arith::DivUIOp) { return unsignedBinary("/"); })
      .Case([&](arith::RemUIOp) { return unsignedBinary("%"); })
      .Case([&](arith::FloorDivSIOp) { return call("shard_floordiv"); })
      .Case([&](arith::CeilDivSIOp) { return call("shard_ceildiv"); })
      .Case([&](arith::AndIOp) { return binary("&"); })
      .Case([&](arith::OrIOp) { return binary("|"); })
      .Case([&](arith::XOrIOp) { return binary("^"); })
      .Case([&](arith::ShLIOp) { return shift("shl"); })
      .Case([&](arith::ShRSIOp) { return shift("shrsi"); })
      .Case([&](arith::ShRUIOp) { return shift("shrui"); })
      .Case([&](arith::CeilDivUIOp) { return unsignedCall("shard_ceildivu"); })
      .Case([&](arith::MaxSIOp) { return call("std::max"); })
      .Case([&](arith::MinSIOp) { return call("std::min"); })
      .Case([&](arith::MaxUIOp) { return unsignedCall("std::max"); })
      .Case([&](arith::MinUIOp) { return unsignedCall("std::min"); })
      // Comparisons and selection.
      .Case([&](arith::CmpFOp cmp) -> FailureOr<std::string> {
        if (std::optional<std::string> e =
                cmpfExpr(cmp.getPredicate(), arg(0), arg(1)))
          return *e;
        return failure();
      })
      .Case([&](arith::CmpIOp cmp) {
        return cmpiExpr(cmp.getPredicate(), arg(0), arg(1),
                        cmp.getLhs().getType());
      })
      .Case([&](arith::SelectOp) {
        return "(" + arg(0) + " ? " + arg(1) + " : " + arg(2) + ")";
      })
      // Conversions. f16/bf16 compute in f32; truncating to them rounds.
      .Case([&](arith::ExtFOp) { return cast(resultType, arg(0)); })
      .Case([&](arith::TruncFOp) {
        if (resultType.isF16())
          return "shard_round_f16(" + arg(0) + ")";
        if (resultType.isBF16())
          return "shard_round_bf16(" + arg(0) + ")";
        return cast(resultType, arg(0));
      })
      .Case<arith::SIToFPOp, arith::FPToSIOp, arith::ExtSIOp, arith::TruncIOp,
            arith::IndexCastOp>([&](Operation *) {
        if (resultType.isInteger(1))
          return "((" + arg(0) + " & 1) != 0)";
        // A signed i1 is 0 or -1.
        if (op->getOperand(0).getType().isInteger(1))
          return cast(resultType, "-(int)" + arg(0));
        return cast(resultType, arg(0));
      })
      .Case([&](arith::BitcastOp) {
        return "shard_bitcast<" + *computeType(resultType) + ">(" + arg(0) +
               ")";
      })
      .Case<arith::UIToFPOp, arith::FPToUIOp, arith::ExtUIOp,
            arith::IndexCastUIOp>([&](Operation *) {
        Type from = op->getOperand(0).getType();
        if (isa<FloatType>(from))
          return cast(resultType,
                      "(" + unsignedType(resultType) + ")" + arg(0));
        return cast(resultType, "(" + unsignedType(from) + ")" + arg(0));
      })
      .Case([&](arith::ConstantOp constant) {
        return literal(constant.getValue());
      })
      // Math.
      .Case([&](math::AbsFOp) { return call("std::fabs"); })
      .Case([&](math::AbsIOp) { return call("std::abs"); })
      .Case([&](math::ExpOp) { return mathCall("exp"); })
      .Case([&](math::Exp2Op) { return call("std::exp2"); })
      .Case([&](math::ExpM1Op) { return call("std::expm1"); })
      .Case([&](math::LogOp) { return mathCall("log"); })
      .Case([&](math::Log2Op) { return call("std::log2"); })
      .Case([&](math::Log10Op) { return call("std::log10"); })
      .Case([&](math::Log1pOp) { return call("std::log1p"); })
      .Case([&](math::SqrtOp) { return call("std::sqrt"); })
      .Case([&](math::RsqrtOp) {
        return "(" + *computeType(resultType) + "(1) / std::sqrt(" + arg(0) +
               "))";
      })
      .Case([&](math::CbrtOp) { return call("std::cbrt"); })
      .Case([&](math::TanhOp) { return mathCall("tanh"); })
      .Case([&](math::ErfOp) { return mathCall("erf"); })
      .Case([&](math::ErfcOp) { return call("std::erfc"); })
      .Case([&](math::SinOp) { return call("std::sin"); })
      .Case([&](math::CosOp) { return call("std::cos"); })
      .Case([&](math::TanOp) { return call("std::tan"); })
      .Case([&](math::SinhOp) { return call("std::sinh"); })
      .Case([&](math::CoshOp) { return call("std::cosh"); })
      .Case([&](math::AtanOp) { return call("std::atan"); })
      .Case([&](math::Atan2Op) { return call("std::atan2"); })
      .Case([&](math::AsinOp) { return call("std::asin"); })
      .Case([&](math::AcosOp) { return call("std::acos"); })
      .Case([&](math::PowFOp) { return call("std::pow"); })
      .Case([&](math::CopySignOp) { return call("std::copysign"); })
      .Case([&](math::FmaOp) { return call("std::fma"); })
      .Case([&](math::CeilOp) { return call("std::ceil"); })
      .Case([&](math::FloorOp) { return call("std::floor"); })
      .Case([&](math::RoundOp) { return call("std::round"); })
      .Case([&](math::RoundEvenOp) { return call("std::nearbyint"); })
      .Case([&](math::TruncOp) { return call("std::trunc"); })
      .Case([&](math::IsNaNOp) { return call("std::isnan"); })
      .Case([&](math::IsInfOp) { return call("std::isinf"); })
      .Case([&](math::IsFiniteOp) { return call("std::isfinite"); })
      .Case([&](math::IsNormalOp) { return call("std::isnormal"); })
      .Case([&](math::AcoshOp) { return call("std::acosh"); })
      .Case([&](math::AsinhOp) { return call("std::asinh"); })
      .Case([&](math::AtanhOp) { return call("std::atanh"); })
      .Case([&](math::FPowIOp) { return call("shard_fpowi"); })
      .Case([&](math::IPowIOp) { return call("shard_ipowi"); })
      .Case([&](math::ClampFOp) { return call("shard_clampf"); })
      .Case(
          [&](math::CountLeadingZerosOp) { return unsignedCall("shard_ctlz"); })
      .Case([&](math::CountTrailingZerosOp) {
        return unsignedCall("shard_cttz");
      })
      .Case([&](math::CtPopOp) { return unsignedCall("shard_ctpop"); })
      .Case([&](linalg::IndexOp index) { return loopVar(index.getDim()); })
      .Case([&](tensor::ExtractOp extract) -> FailureOr<std::string> {
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
                                       std::to_string(type.getDimSize(d)) +
                                       ", " + cppString(where) + ")";
          offset = offset.empty()
                       ? term
                       : "(" + offset + ") * " +
                             std::to_string(type.getDimSize(d)) + " + " + term;
        }
        return loadElement(type.getElementType(),
                           it->second + "[" +
                               (offset.empty() ? std::string("0") : offset) +
                               "]");
      })
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
