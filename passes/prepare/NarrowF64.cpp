//===- NarrowF64.cpp - f64 computed in f32 between f32 values -------------===//
//
// torch-mlir's LayerNorm widens its input to f64 for the variance and rounds
// the result back to f32: the decomposition's choice, not the model's.
// Free on a CPU, it runs at a fraction of f32's rate on a GPU (1/2 on an
// H100 and H200, 1/64 on consumer parts), and a tensor-parallel LayerNorm
// all_reduces its statistics in f64. When the user allows it, this pass
// computes such values in f32.
//
// What it narrows is every connected group of f64 values (tensors, and the
// scalars of the ops inside generic bodies) that no function argument,
// result or unknown op sees: whatever enters it was widened from f32 or
// narrower (or is a constant) and whatever leaves is rounded to f32 or
// narrower. Values are connected through the ops that read or make them;
// constants, empty tensors and fills of constants are not (each narrowed
// use gets an f32 copy), so one that CSE shares between groups does not tie
// them together. Widenings from f32 and roundings to f32 inside a narrowed
// group then vanish.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/EquivalenceClasses.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTNARROWF64
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

/// `type` with f64 elements made f32 (scalars and shaped types alike).
Type narrowed(Type type) {
  Type f32 = Float32Type::get(type.getContext());
  if (type.isF64())
    return f32;
  if (auto shaped = dyn_cast<ShapedType>(type);
      shaped && shaped.hasRank() && shaped.getElementType().isF64())
    return shaped.clone(f32);
  return type;
}

bool hasF64(Type type) { return narrowed(type) != type; }

/// An f64 value that only says what it holds, not where from: a float
/// constant (scalar or dense), a tensor.empty, or a fill of such a
/// constant into one. Canonicalization and CSE share each among unrelated
/// ops, so such values tie no groups together: each narrowed use reads an
/// f32 copy.
bool isFree(Value v) {
  if (!hasF64(v.getType()))
    return false;
  if (auto constant = v.getDefiningOp<arith::ConstantOp>())
    return isa<FloatAttr, DenseFPElementsAttr>(constant.getValue());
  if (v.getDefiningOp<tensor::EmptyOp>())
    return true;
  auto fill = v.getDefiningOp<linalg::FillOp>();
  return fill && isFree(fill.getInputs()[0]) && isFree(fill.getOutputs()[0]);
}

/// Whether `op` makes a free value.
bool makesFree(Operation *op) {
  return op->getNumResults() == 1 && isFree(op->getResult(0));
}

void *key(Value v) { return v.getAsOpaquePointer(); }

/// Ops whose f64 operands and results can become f32 by retyping them:
/// elementwise arithmetic and math, the generics and their bodies, and the
/// tensor ops that only move or make elements. Bit casts reinterpret the
/// bits and stay; so does anything else, and constants other than floats
/// (resources).
bool retypable(Operation *op) {
  if (isa<arith::BitcastOp, arith::ConstantOp>(op))
    return false;
  Dialect *dialect = op->getDialect();
  if (isa_and_nonnull<arith::ArithDialect, math::MathDialect>(dialect))
    return true;
  return isa<linalg::GenericOp, linalg::YieldOp, linalg::FillOp,
             tensor::EmptyOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ExtractSliceOp, tensor::InsertSliceOp, tensor::CastOp>(op);
}

/// A constant rounded to f32, element by element.
TypedAttr roundedToF32(TypedAttr value) {
  Builder builder(value.getContext());
  if (auto scalar = dyn_cast<FloatAttr>(value))
    return builder.getF32FloatAttr(float(scalar.getValueAsDouble()));
  return cast<DenseFPElementsAttr>(value).mapValues(
      builder.getF32Type(), [](const APFloat &v) {
        bool lost;
        APFloat single = v;
        single.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                       &lost);
        return single.bitcastToAPInt();
      });
}

/// Free values' f32 twins, each made once next to its original.
class FreeCopies {
public:
  Value of(Value free) {
    if (Value copy = copies.lookup(free))
      return copy;
    Operation *op = free.getDefiningOp();
    OpBuilder builder(op);
    Value copy;
    if (auto constant = dyn_cast<arith::ConstantOp>(op))
      copy = arith::ConstantOp::create(builder, op->getLoc(),
                                       roundedToF32(constant.getValue()));
    else if (auto empty = dyn_cast<tensor::EmptyOp>(op))
      copy = tensor::EmptyOp::create(
          builder, op->getLoc(),
          cast<RankedTensorType>(narrowed(free.getType())),
          empty.getDynamicSizes());
    else
      copy = linalg::FillOp::create(
                 builder, op->getLoc(),
                 ValueRange{of(cast<linalg::FillOp>(op).getInputs()[0])},
                 ValueRange{of(cast<linalg::FillOp>(op).getOutputs()[0])})
                 .getResult(0);
    // After the copies of what it reads, so that erasing in reverse order
    // erases a fill before its constant and empty.
    originals.push_back(op);
    copies[free] = copy;
    return copy;
  }

  /// Erases the originals nothing reads any more.
  void eraseUnused() {
    for (Operation *op : llvm::reverse(originals))
      if (op->use_empty())
        op->erase();
  }

private:
  DenseMap<Value, Value> copies;
  SmallVector<Operation *> originals;
};

/// The narrowing of one function.
class FunctionNarrowing {
public:
  explicit FunctionNarrowing(func::FuncOp fn) : fn(fn) {}
  void run();

private:
  /// Groups the f64 values of `fn` that ops connect, and marks the groups
  /// that must stay f64.
  void group();
  /// Points `op`'s free f64 operands at f32 copies.
  void readFreeValuesAsF32(Operation *op);
  /// Retypes `op`'s f64 results (and a linalg op's block arguments) and
  /// points its free f64 operands (and a linalg op's yielded ones) at f32
  /// copies.
  void narrow(Operation *op);

  func::FuncOp fn;
  llvm::EquivalenceClasses<void *> groups;
  /// The leaders of groups an argument, result or unknown op sees.
  DenseSet<void *> pinned;
  FreeCopies copies;
};

void FunctionNarrowing::group() {
  SmallVector<Value> pins;
  for (BlockArgument arg : fn.getArguments())
    if (hasF64(arg.getType()))
      pins.push_back(arg);
  fn.walk([&](Operation *op) {
    if (makesFree(op))
      return;
    SmallVector<Value> touched;
    for (Value v : op->getOperands())
      if (hasF64(v.getType()) && !isFree(v))
        touched.push_back(v);
    for (Value v : op->getResults())
      if (hasF64(v.getType()))
        touched.push_back(v);
    // A linalg op's block arguments are its operands' elements, and what
    // its body yields its results'.
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      for (BlockArgument arg : linalgOp.getBlock()->getArguments())
        if (hasF64(arg.getType()))
          touched.push_back(arg);
      for (Value v : linalgOp.getBlock()->getTerminator()->getOperands())
        if (hasF64(v.getType()) && !isFree(v))
          touched.push_back(v);
    }
    if (touched.empty())
      return;
    for (Value v : touched)
      groups.unionSets(key(touched.front()), key(v));
    if (!retypable(op))
      pins.push_back(touched.front());
  });
  for (Value v : pins)
    pinned.insert(groups.getOrInsertLeaderValue(key(v)));
}

void FunctionNarrowing::readFreeValuesAsF32(Operation *op) {
  for (OpOperand &operand : op->getOpOperands())
    if (isFree(operand.get()))
      operand.set(copies.of(operand.get()));
}

void FunctionNarrowing::narrow(Operation *op) {
  readFreeValuesAsF32(op);
  for (OpResult result : op->getResults())
    result.setType(narrowed(result.getType()));
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    for (BlockArgument arg : linalgOp.getBlock()->getArguments())
      arg.setType(narrowed(arg.getType()));
    // A yielded constant ties no body value to the results.
    readFreeValuesAsF32(linalgOp.getBlock()->getTerminator());
  }
}

void FunctionNarrowing::run() {
  group();
  auto isNarrowed = [&](Value v) {
    return hasF64(v.getType()) && !isFree(v) &&
           !pinned.contains(groups.getOrInsertLeaderValue(key(v)));
  };
  // The ops to retype: those touching a narrowed value, in order.
  SmallVector<Operation *> ops;
  // What the remark counts: the ops whose f64 results become f32 (and
  // those on tensors) and those kept f64; free values compute nothing.
  int64_t narrowedOps = 0, tensorOps = 0, keptOps = 0;
  // Where it goes: the first such op, not the function (a remark there
  // would print its whole signature).
  std::optional<Location> first;
  fn.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (makesFree(op))
      return;
    bool touches = llvm::any_of(op->getOperands(), isNarrowed) ||
                   llvm::any_of(op->getResults(), isNarrowed);
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      touches |= llvm::any_of(linalgOp.getBlock()->getArguments(), isNarrowed);
    if (touches)
      ops.push_back(op);
    auto f64 = [](Value v) { return hasF64(v.getType()); };
    if (!llvm::any_of(op->getResults(), f64))
      return;
    first = first.value_or(op->getLoc());
    if (!llvm::any_of(op->getResults(), isNarrowed)) {
      ++keptOps;
      return;
    }
    ++narrowedOps;
    tensorOps += isa<RankedTensorType>(op->getResult(0).getType());
  });
  for (Operation *op : ops)
    narrow(op);
  // Widenings from f32 and roundings to it are now no-ops.
  for (Operation *op : ops)
    if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
        op->getOperand(0).getType() == op->getResult(0).getType()) {
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      op->erase();
    }
  copies.eraseUnused();
  if (!first)
    return;
  InFlightDiagnostic remark = emitRemark(*first)
                              << "@" << fn.getSymName() << " computes "
                              << narrowedOps << " f64 ops in f32 (" << tensorOps
                              << " on tensors)";
  if (keptOps > 0)
    remark << ", keeps " << keptOps
           << " in f64 (they reach an argument, a result or an op it does "
              "not narrow)";
}

struct NarrowF64 : dist::impl::DistNarrowF64Base<NarrowF64> {
  void runOnOperation() override {
    getOperation().walk([](func::FuncOp fn) { FunctionNarrowing(fn).run(); });
  }
};

} // namespace
