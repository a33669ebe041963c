//===- ArgumentRoles.cpp - what each argument of a planned function is ----===//

#include "passes/training/ArgumentRoles.h"

#include "passes/pipeline/StagePlan.h"

#include "dialect/DistOps.h"
#include "support/Debug.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "llvm/ADT/EquivalenceClasses.h"

#define DEBUG_TYPE "dist-argument-roles"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Values computed together element by element.
using ElementwiseClasses = llvm::EquivalenceClasses<Value>;

/// The tensors `op` reads and makes at the same positions, element by
/// element: a linalg op without reductions, its operands of identity
/// indexing map (an init only when the body reads it: a shared
/// tensor.empty would join unrelated values) and its results; a reshape
/// that keeps the elements' order (the front end updates a weight split
/// by heads in its [out, heads, head_dim] form).
SmallVector<Value> elementwiseValues(Operation *op) {
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
    return {op->getOperand(0), op->getResult(0)};
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumReductionLoops() != 0 ||
      !linalgOp.hasPureTensorSemantics())
    return {};
  SmallVector<Value> values;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()) ||
        !linalgOp.getMatchingIndexingMap(&operand).isIdentity())
      continue;
    if (linalgOp.isDpsInit(&operand)) {
      if (linalgOp.payloadUsesValueFromOperand(&operand))
        values.push_back(operand.get());
      values.push_back(linalgOp.getTiedOpResult(&operand));
      continue;
    }
    values.push_back(operand.get());
  }
  return values;
}

/// The batch arguments: those marked dist.microbatch_dim, else the first.
void findBatch(func::FuncOp fn, ArgumentRoles &roles) {
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (auto dim = fn.getArgAttrOfType<IntegerAttr>(
            i, DistDialect::kMicrobatchDimAttrName))
      roles.batch.push_back({i, dim.getInt()});
  roles.batchMarked = !roles.batch.empty();
  if (roles.batch.empty() && fn.getNumArguments() > 0)
    roles.batch.push_back({0, 0});
}

/// For a training step (`roles.forward` set): the weights (arguments the
/// forward pass reads) and what follows each; clears `roles.forward` when
/// nothing follows a weight (a forward function that returns a scalar).
void findFollowers(func::FuncOp fn, ArgumentRoles &roles) {
  Block &body = fn.getBody().front();
  ElementwiseClasses classes;
  for (Operation &op : body.without_terminator()) {
    // A weight's reshape joins it wherever it is: after CSE the update may
    // read the forward pass's reshape of its weight.
    if (roles.inForward(&op) &&
        !isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
      continue;
    SmallVector<Value> values = elementwiseValues(&op);
    for (Value v : values)
      classes.unionSets(values.front(), v);
  }
  auto results = body.getTerminator()->getOperands();
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (auto k = fn.getArgAttrOfType<IntegerAttr>(
            i, DistDialect::kUpdatedByAttrName);
        k && k.getInt() >= 0 && k.getInt() < int64_t(results.size()))
      classes.unionSets(body.getArgument(i), results[k.getInt()]);

  DenseSet<Value> read;
  for (Operation *op : *roles.forward)
    for (Value v : valuesRead(op))
      read.insert(v);
  // Each class's weight: its first argument the forward pass reads.
  DenseMap<Value, unsigned> weightOf;
  for (BlockArgument arg : body.getArguments())
    if (!roles.isBatch(arg.getArgNumber()) && read.contains(arg)) {
      roles.weights.push_back(arg.getArgNumber());
      weightOf.try_emplace(classes.getOrInsertLeaderValue(arg),
                           arg.getArgNumber());
    }
  auto sameShape = [](Type a, Type b) {
    auto x = dyn_cast<RankedTensorType>(a), y = dyn_cast<RankedTensorType>(b);
    return x && y && x.getShape() == y.getShape();
  };
  auto follows = [&](Value v) -> std::optional<unsigned> {
    auto it = weightOf.find(classes.getOrInsertLeaderValue(v));
    if (it == weightOf.end() ||
        !sameShape(v.getType(), body.getArgument(it->second).getType()))
      return std::nullopt;
    return it->second;
  };
  for (BlockArgument arg : body.getArguments())
    if (!roles.isBatch(arg.getArgNumber()) && !read.contains(arg))
      if (std::optional<unsigned> w = follows(arg))
        roles.argumentFollows[arg.getArgNumber()] = *w;
  for (auto [k, v] : llvm::enumerate(results))
    if (std::optional<unsigned> w = follows(v))
      roles.resultFollows[unsigned(k)] = *w;
  if (roles.resultFollows.empty()) {
    roles.forward.reset();
    roles.weights.clear();
    roles.argumentFollows.clear();
  }
}

} // namespace

std::optional<int64_t> ArgumentRoles::batchDim(unsigned argument) const {
  for (auto [i, dim] : batch)
    if (i == argument)
      return dim;
  return std::nullopt;
}

FailureOr<ArgumentRoles> mlir::dist::findArgumentRoles(func::FuncOp fn) {
  ArgumentRoles roles;
  findBatch(fn, roles);
  roles.forward = forwardPass(fn);
  if (roles.forward)
    findFollowers(fn, roles);
  if (roles.isTraining() && !roles.batchMarked) {
    // The first result that is a weight's next value, to name.
    auto [result, weight] =
        *llvm::min_element(roles.resultFollows,
                           [](auto &x, auto &y) { return x.first < y.first; });
    return mlir::emitError(fn.getLoc())
           << "@" << fn.getSymName() << " is a training step (result " << result
           << " is argument " << weight
           << "'s next value); mark the arguments that carry the batch "
              "(inputs, labels) with dist.microbatch_dim";
  }
  SHARD_DEBUG({
    llvm::dbgs() << "[" DEBUG_TYPE "] @" << fn.getSymName() << " is "
                 << (roles.isTraining() ? "a training step" : "a forward pass")
                 << "\n";
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (auto it = roles.argumentFollows.find(i);
          it != roles.argumentFollows.end())
        llvm::dbgs() << "[" DEBUG_TYPE "] argument " << i << " follows weight "
                     << it->second << "\n";
    for (unsigned k = 0; k < fn.getNumResults(); ++k)
      if (auto it = roles.resultFollows.find(k);
          it != roles.resultFollows.end())
        llvm::dbgs() << "[" DEBUG_TYPE "] result " << k << " follows weight "
                     << it->second << "\n";
  });
  // A forward function: every argument but the batch is a weight.
  if (!roles.isTraining())
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (!roles.isBatch(i))
        roles.weights.push_back(i);
  return roles;
}
