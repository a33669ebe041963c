//===- BackwardReads.cpp - the forward values a backward pass reads -------===//

#include "passes/planner/BackwardReads.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Whether the derivative of body op `user` needs its operand `v`, given
/// which body values vary with the weights (`varying`): an additive op or
/// a conversion needs none; a product needs a factor whose partner varies;
/// a quotient needs its divisor where anything varies and its dividend
/// where the divisor does; any other op (exp, a comparison, a maximum)
/// needs them all.
bool needsOperand(Operation *user, Value v, const DenseSet<Value> &varying) {
  if (isa<arith::AddFOp, arith::SubFOp, arith::NegFOp, arith::TruncFOp,
          arith::ExtFOp, arith::AddIOp, arith::SubIOp, linalg::YieldOp>(user))
    return false;
  if (isa<arith::MulFOp, arith::MulIOp>(user)) {
    Value other =
        user->getOperand(0) == v ? user->getOperand(1) : user->getOperand(0);
    return varying.contains(other);
  }
  if (isa<arith::DivFOp>(user)) {
    Value divisor = user->getOperand(1);
    return v == divisor
               ? llvm::any_of(user->getOperands(),
                              [&](Value x) { return varying.contains(x); })
               : varying.contains(divisor);
  }
  return true;
}

/// The inputs of elementwise or reduction op `op` that its derivative
/// reads (`grad`: the forward values that vary with the weights): those
/// whose values, on their way to the result, reach an op whose derivative
/// needs them.
SmallVector<Value> genericReads(linalg::GenericOp op,
                                const DenseSet<Value> &grad) {
  Block &body = op.getRegion().front();
  DenseSet<Value> varying;
  for (OpOperand *input : op.getDpsInputOperands())
    if (grad.contains(input->get()))
      varying.insert(op.getMatchingBlockArgument(input));
  if (!varying.empty())
    for (OpOperand &init : op.getDpsInitsMutable())
      varying.insert(op.getMatchingBlockArgument(&init));
  for (Operation &inner : body)
    if (llvm::any_of(inner.getOperands(),
                     [&](Value v) { return varying.contains(v); }))
      varying.insert(inner.result_begin(), inner.result_end());
  SmallVector<Value> reads;
  for (OpOperand *input : op.getDpsInputOperands()) {
    SmallVector<Value> pending = {op.getMatchingBlockArgument(input)};
    DenseSet<Value> seen;
    bool needed = false;
    while (!pending.empty() && !needed) {
      Value v = pending.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (needsOperand(user, v, varying)) {
          needed = true;
          break;
        }
        pending.append(user->result_begin(), user->result_end());
      }
    }
    if (needed)
      reads.push_back(input->get());
  }
  return reads;
}

/// The values the derivative of forward op `op` reads (`grad`: the
/// forward values that vary with the weights).
SmallVector<Value> derivativeReads(Operation &op, const DenseSet<Value> &grad) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (linalg::isaContractionOpInterface(linalgOp))
      return SmallVector<Value>(linalgOp.getDpsInputs());
    if (auto generic = dyn_cast<linalg::GenericOp>(op))
      return genericReads(generic, grad);
    // A softmax's derivative reads its result; copies, transposes,
    // broadcasts and fills read nothing.
    if (isa<linalg::SoftmaxOp>(op))
      return SmallVector<Value>(op.getResults());
    if (isa<linalg::CopyOp, linalg::TransposeOp, linalg::BroadcastOp,
            linalg::FillOp>(op))
      return {};
    return SmallVector<Value>(linalgOp.getDpsInputs());
  }
  // Views, reassembly (concatenation, padding, slices in and out) and
  // scalars read nothing; another op, all it reads.
  if (isa_and_nonnull<tensor::TensorDialect, arith::ArithDialect>(
          op.getDialect()))
    return {};
  return SmallVector<Value>(op.getOperands());
}

/// What `v` views, through reshapes, casts and slices.
Value viewed(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (mlir::dist::plan::makesBuffer(*def) || def->getNumOperands() == 0)
      break;
    v = def->getOperand(0);
  }
  return v;
}

/// The value a backward pass keeps to have `v`: `v`, or, where `v` is
/// moved (a transpose, a copy, a broadcast) or made elementwise from one
/// value the forward pass made (the others the function's arguments:
/// weights, the batch), that value, the chain made again where it is
/// read -- as an autodiff saves a tensor rather than its transpose and a
/// SiLU's input rather than each of its exp, sum and quotient; none where
/// it is made from the arguments alone (an embedding's rows, positions).
std::optional<Value> kept(Value v, const ArgumentRoles &roles) {
  while (true) {
    Value source = viewed(v);
    if (isa<BlockArgument>(source))
      return std::nullopt;
    auto op = source.getDefiningOp<linalg::LinalgOp>();
    if (!op || !roles.inForward(op) ||
        !(isa<linalg::TransposeOp, linalg::CopyOp, linalg::BroadcastOp>(op) ||
          (isa<linalg::GenericOp>(op) && op.getNumReductionLoops() == 0)))
      return v;
    Value made;
    for (Value input : op.getDpsInputs()) {
      if (isa<BlockArgument>(viewed(input)))
        continue;
      if (made)
        return v;
      made = input;
    }
    if (!made)
      return std::nullopt;
    v = made;
  }
}

/// The buffers of `fn`'s forward pass (`roles`) that `values` are or view.
DenseSet<Value> buffersOf(ArrayRef<Value> values, const ArgumentRoles &roles) {
  DenseSet<Value> buffers;
  for (Value v : values) {
    Value source = viewed(v);
    Operation *def = source.getDefiningOp();
    if (def && roles.inForward(def) && mlir::dist::plan::makesBuffer(*def))
      buffers.insert(source);
  }
  return buffers;
}

} // namespace

bool mlir::dist::plan::makesBuffer(Operation &op) {
  return !isa<arith::ConstantOp, tensor::EmptyOp, linalg::FillOp,
              tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
              tensor::ExtractSliceOp>(op);
}

DenseSet<Value> mlir::dist::plan::backwardReads(func::FuncOp fn,
                                                const ArgumentRoles &roles) {
  // The values that vary with the weights, whose gradients the backward
  // pass makes; the batch and what is made from it alone (positions,
  // masks) have none.
  DenseSet<Value> grad;
  for (unsigned w : roles.weights)
    grad.insert(fn.getArgument(w));
  // The values the batch reaches: the rest (a mask or positions made from
  // constants, a weight's transpose) no microbatch changes, and a
  // pipeline makes them once before its schedule rather than keeping
  // them for each microbatch (StageValues.cpp).
  DenseSet<Value> batch;
  for (auto [arg, dim] : roles.batch)
    batch.insert(fn.getArgument(arg));
  SmallVector<Value> read;
  for (Operation &op : fn.getBody().front().without_terminator()) {
    // An op's body may read a weight directly (an embedding's lookup).
    bool varies = false, batched = false;
    op.walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        varies |= grad.contains(v);
        batched |= batch.contains(v);
      }
    });
    if (varies)
      grad.insert(op.result_begin(), op.result_end());
    if (batched)
      batch.insert(op.result_begin(), op.result_end());
    if (!roles.isTraining()) {
      for (Value v : derivativeReads(op, grad))
        if (std::optional<Value> k = kept(v, roles))
          read.push_back(*k);
      continue;
    }
    if (!roles.inForward(&op))
      llvm::append_range(read, op.getOperands());
  }
  DenseSet<Value> buffers = buffersOf(read, roles);
  DenseSet<Value> perExample;
  for (Value v : buffers)
    if (batch.contains(v))
      perExample.insert(v);
  return perExample;
}
