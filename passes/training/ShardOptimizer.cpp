//===- ShardOptimizer.cpp - the optimizer's state sharded over dp ---------===//

#include "passes/training/ShardOptimizer.h"

#include "passes/Annotations.h"
#include "passes/Passes.h"
#include "passes/training/ArgumentRoles.h"
#include "support/Debug.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTSHARDOPTIMIZER
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-shard-optimizer"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// `sharding`, of a tensor of `type`, split over `axis` as well: minor to
/// the axes already on the first dim whose local extent the axis divides
/// and that is not split in blocks (a fused projection's blocks split over
/// two axes would be gathered over the first to be updated). Null when the
/// sharding names `axis` already or no dim suits.
ShardingAttr splitFurther(ShardingAttr sharding, RankedTensorType type,
                          MeshOp mesh, StringRef axis) {
  if (llvm::is_contained(sharding.getShardedAxes(), axis) ||
      llvm::is_contained(sharding.getPartialAxes(), axis))
    return {};
  MLIRContext *ctx = sharding.getContext();
  int64_t size = *mesh.getAxisSize(axis);
  for (int64_t d = 0; d < type.getRank(); ++d) {
    int64_t extent = type.getDimSize(d);
    if (ShapedType::isDynamic(extent) || sharding.getDimBlocks(d) != 1 ||
        extent % (sharding.getNumShards(d, mesh) * size) != 0)
      continue;
    SmallVector<ArrayAttr> dims(sharding.getDims());
    SmallVector<Attribute> axes(dims[d].begin(), dims[d].end());
    axes.push_back(StringAttr::get(ctx, axis));
    dims[d] = ArrayAttr::get(ctx, axes);
    return ShardingAttr::get(sharding.getMesh(), dims, sharding.getPartial(),
                             sharding.getReduction(), sharding.getBlocks());
  }
  return {};
}

/// `v` before the reshapes that made it.
Value beforeReshapes(Value v) {
  while (Operation *op = v.getDefiningOp()) {
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
      break;
    v = op->getOperand(0);
  }
  return v;
}

/// Whether result `k` of `fn` is the next value of weight argument `w`
/// rather than optimizer state: the result the weight's
/// `dist.updated_by` names, or without one, a value made by an op that
/// reads the weight itself (the state's updates read the gradient and the
/// state; the weight's reads the weight).
bool isNextWeight(func::FuncOp fn, unsigned k, unsigned w) {
  if (auto updatedBy =
          fn.getArgAttrOfType<IntegerAttr>(w, DistDialect::kUpdatedByAttrName))
    return updatedBy.getInt() == int64_t(k);
  Block &body = fn.getBody().front();
  Operation *op =
      beforeReshapes(body.getTerminator()->getOperand(k)).getDefiningOp();
  return op && llvm::any_of(op->getOperands(), [&](Value operand) {
           return beforeReshapes(operand) == body.getArgument(w);
         });
}

/// Makes the ops of the update that read weight argument `weight` element
/// by element read it split as `split`: a `dist.shard` of the weight,
/// through the same reshapes. A user's sharding outranks the whole weight's
/// in propagation, so the update runs on each rank's share from its first
/// op (weight decay, the step itself) rather than whole with the split
/// taken at the end.
void readSplitInUpdate(func::FuncOp fn, const ArgumentRoles &roles,
                       BlockArgument weight, ShardingAttr split) {
  Block &body = fn.getBody().front();
  SmallVector<OpOperand *> reads;
  for (Operation &op : body.without_terminator()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (roles.inForward(&op) || !linalgOp ||
        linalgOp.getNumReductionLoops() != 0)
      continue;
    for (OpOperand *operand : linalgOp.getDpsInputOperands())
      if (linalgOp.getMatchingIndexingMap(operand).isIdentity() &&
          beforeReshapes(operand->get()) == weight)
        reads.push_back(operand);
  }
  if (reads.empty())
    return;
  OpBuilder b = OpBuilder::atBlockBegin(&body);
  Value shard = ShardOp::create(b, weight.getLoc(), weight, split);
  for (OpOperand *operand : reads) {
    SmallVector<Operation *> reshapes;
    for (Value v = operand->get(); v != weight;
         v = v.getDefiningOp()->getOperand(0))
      reshapes.push_back(v.getDefiningOp());
    b.setInsertionPoint(operand->getOwner());
    Value read = shard;
    for (Operation *reshape : llvm::reverse(reshapes)) {
      IRMapping mapping;
      mapping.map(reshape->getOperand(0), read);
      read = b.clone(*reshape, mapping)->getResult(0);
    }
    operand->set(read);
  }
}

/// Makes each op of the update chain that ends in `returned` -- the
/// elementwise ops outside the forward pass that make a value of its type,
/// back to the gradients' contractions and the arguments -- compute its
/// result split as `split` (a `dist.shard` after it). A user's sharding on
/// each, so propagation runs the whole chain on each rank's share and a
/// partial gradient is reduce_scattered where the chain first reads it,
/// rather than all_reduced (a tied weight's two gradients added whole) and
/// sliced later.
void splitUpdateChain(const ArgumentRoles &roles, Value returned,
                      ShardingAttr split) {
  SmallVector<Value> worklist = {returned};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    auto op = v.getDefiningOp<linalg::LinalgOp>();
    if (!seen.insert(v).second || !op || roles.inForward(op) ||
        op.getNumReductionLoops() != 0 || !op.hasPureTensorSemantics() ||
        op->getNumResults() != 1 || v.getType() != returned.getType() ||
        !op.getIndexingMapMatchingResult(cast<OpResult>(v)).isIdentity())
      continue;
    OpBuilder b(op);
    b.setInsertionPointAfter(op);
    auto shard = ShardOp::create(b, v.getLoc(), v, split);
    v.replaceAllUsesExcept(shard, shard);
    for (OpOperand *input : op.getDpsInputOperands())
      if (op.getMatchingIndexingMap(input).isIdentity())
        worklist.push_back(input->get());
  }
}

/// The mesh `fn` is sharded over: its annotations', else the module's
/// only one.
FailureOr<MeshOp> meshOf(func::FuncOp fn) {
  FailureOr<MeshOp> annotated = getAnnotatedMesh(fn);
  if (failed(annotated) || *annotated)
    return annotated;
  auto meshes = fn->getParentOfType<ModuleOp>().getOps<MeshOp>();
  if (!llvm::hasSingleElement(meshes))
    return fn.emitError() << "@" << fn.getSymName()
                          << " names no mesh and the module declares "
                          << llvm::range_size(meshes)
                          << "; the optimizer's state is sharded over an "
                             "axis of one";
  return *meshes.begin();
}

} // namespace

LogicalResult mlir::dist::shardOptimizerState(func::FuncOp fn,
                                              const ArgumentRoles &roles,
                                              MeshOp mesh, StringRef axis) {
  std::optional<int64_t> size = mesh.getAxisSize(axis);
  if (!size)
    return fn.emitError() << "mesh @" << mesh.getSymName() << " has no axis '"
                          << axis << "' to shard the optimizer's state over";
  if (!roles.isTraining())
    return fn.emitError() << "@" << fn.getSymName()
                          << " is not a training step (no result is a "
                             "weight's next value): it has no optimizer "
                             "state to shard";
  if (*size == 1)
    return success();

  MLIRContext *ctx = fn.getContext();
  Block &body = fn.getBody().front();
  Operation *ret = body.getTerminator();
  // A sharding as recorded, or replicated where none is.
  auto recorded = [&](ShardingAttr s, RankedTensorType type) {
    return s ? s
             : ShardingAttr::getReplicated(ctx, mesh.getSymName(),
                                           type.getRank());
  };
  SmallVector<ShardingAttr> arguments, results;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    arguments.push_back(
        fn.getArgAttrOfType<ShardingAttr>(i, DistDialect::kShardingAttrName));
  for (unsigned k = 0; k < fn.getNumResults(); ++k)
    results.push_back(fn.getResultAttrOfType<ShardingAttr>(
        k, DistDialect::kShardingAttrName));
  // What a state argument or result has recorded, else its weight's.
  auto baseOf = [&](ShardingAttr own, unsigned weight, RankedTensorType type) {
    return recorded(own ? own : arguments[weight], type);
  };

  SmallVector<ShardingAttr> newArguments(arguments), newResults(results);
  // In argument and result order, for a deterministic log.
  auto sorted = [](const DenseMap<unsigned, unsigned> &follows) {
    SmallVector<std::pair<unsigned, unsigned>> pairs(follows.begin(),
                                                     follows.end());
    llvm::sort(pairs);
    return pairs;
  };
  for (auto [i, w] : sorted(roles.argumentFollows)) {
    auto type = cast<RankedTensorType>(body.getArgument(i).getType());
    if (ShardingAttr split =
            splitFurther(baseOf(arguments[i], w, type), type, mesh, axis)) {
      newArguments[i] = split;
      SHARD_DEBUG(llvm::dbgs()
                  << "[" DEBUG_TYPE "] @" << fn.getSymName() << ": argument "
                  << i << " -> " << split << "\n");
    }
  }
  OpBuilder b(ret);
  for (auto [k, w] : sorted(roles.resultFollows)) {
    Value v = ret->getOperand(k);
    auto type = cast<RankedTensorType>(v.getType());
    ShardingAttr split =
        splitFurther(baseOf(results[k], w, type), type, mesh, axis);
    if (!split)
      continue;
    bool nextWeight = isNextWeight(fn, k, w);
    splitUpdateChain(roles, v, split);
    v = ret->getOperand(k);
    if (!nextWeight) {
      newResults[k] = split;
      SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] @" << fn.getSymName()
                               << ": result " << k << " -> " << split << "\n");
      continue;
    }
    // The next weight is made split and returned as its weight is, both
    // said explicitly (propagation would give an unannotated result the
    // split of the value returned, and a job updates the weight in place
    // with it): the partitioner all_gathers it.
    newResults[k] = baseOf(results[k], w, type);
    if (!arguments[w])
      newArguments[w] = newResults[k];
    if (auto shard = v.getDefiningOp<ShardOp>();
        shard && shard.getSharding() == split)
      continue;
    ret->setOperand(k, ShardOp::create(b, v.getLoc(), v, split));
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] @" << fn.getSymName() << ": result " << k
                << " made as " << split << "\n");
  }
  for (unsigned w : roles.weights) {
    auto type = dyn_cast<RankedTensorType>(body.getArgument(w).getType());
    if (!type || roles.isBatch(w))
      continue;
    if (ShardingAttr split =
            splitFurther(recorded(arguments[w], type), type, mesh, axis))
      readSplitInUpdate(fn, roles, body.getArgument(w), split);
  }
  setArgumentShardings(fn, newArguments);
  setFunctionResultShardings(fn, newResults);
  return success();
}

namespace {

struct DistShardOptimizer
    : dist::impl::DistShardOptimizerBase<DistShardOptimizer> {
  using DistShardOptimizerBase::DistShardOptimizerBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t steps = 0;
    func::FuncOp first;
    for (func::FuncOp fn : module.getOps<func::FuncOp>()) {
      if (fn.isExternal() || !fn.isPublic())
        continue;
      if (!first)
        first = fn;
      FailureOr<ArgumentRoles> roles = findArgumentRoles(fn);
      if (failed(roles))
        return signalPassFailure();
      if (!roles->isTraining())
        continue;
      FailureOr<MeshOp> mesh = meshOf(fn);
      if (failed(mesh) || failed(shardOptimizerState(fn, *roles, *mesh, axis)))
        return signalPassFailure();
      ++steps;
    }
    if (steps > 0)
      return;
    InFlightDiagnostic diag = first ? first.emitError()
                                          << "@" << first.getSymName() << " is"
                                    : module.emitError() << "the module has";
    diag << " no training step (a public function that returns the next "
            "values of the weights its loss is computed from) whose "
            "optimizer state --dist-shard-optimizer could shard";
    signalPassFailure();
  }
};

} // namespace
