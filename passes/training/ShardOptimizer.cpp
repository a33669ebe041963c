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
  if (namesAxis(sharding, axis))
    return {};
  return splitFirstDividedDim(sharding, type, mesh, axis, type.getRank());
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

/// `v` made again at `b`'s insertion point from `base`, a value of the
/// type of `beforeReshapes(v)`: the reshapes that made `v` from it cloned
/// onto `base`.
Value replayReshapes(OpBuilder &b, Value v, Value base) {
  Operation *op = v.getDefiningOp();
  if (!op || !isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
    return base;
  IRMapping mapping;
  mapping.map(op->getOperand(0), replayReshapes(b, op->getOperand(0), base));
  return b.clone(*op, mapping)->getResult(0);
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

/// The operands by which the update's ops read each argument element by
/// element (through reshapes), by argument number: one walk of the body
/// for all the weights.
DenseMap<unsigned, SmallVector<OpOperand *>>
elementwiseReadsInUpdate(func::FuncOp fn, const ArgumentRoles &roles) {
  DenseMap<unsigned, SmallVector<OpOperand *>> reads;
  for (Operation &op : fn.getBody().front().without_terminator()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (roles.inForward(&op) || !linalgOp ||
        linalgOp.getNumReductionLoops() != 0)
      continue;
    for (OpOperand *operand : linalgOp.getDpsInputOperands())
      if (auto arg = dyn_cast<BlockArgument>(beforeReshapes(operand->get()));
          arg && arg.getOwner() == op.getBlock() &&
          linalgOp.getMatchingIndexingMap(operand).isIdentity())
        reads[arg.getArgNumber()].push_back(operand);
  }
  return reads;
}

/// Makes `reads`, the ops of the update that read weight argument `weight`
/// element by element, read it split as `split`: a `dist.shard` of the weight,
/// through the same reshapes. A user's sharding outranks the whole weight's
/// in propagation, so the update runs on each rank's share from its first
/// op (weight decay, the step itself) rather than whole with the split
/// taken at the end.
void readSplitInUpdate(BlockArgument weight, ArrayRef<OpOperand *> reads,
                       ShardingAttr split) {
  if (reads.empty())
    return;
  OpBuilder b = OpBuilder::atBlockBegin(weight.getOwner());
  Value shard = ShardOp::create(b, weight.getLoc(), weight, split);
  for (OpOperand *operand : reads) {
    b.setInsertionPoint(operand->getOwner());
    operand->set(replayReshapes(b, operand->get(), shard));
  }
}

/// A weight argument stored split over the data-parallel axis.
struct StoredSplit {
  BlockArgument weight;
  ShardingAttr split, whole;
};

/// Makes every op other than the update's reads (and the terminator) read
/// each weight argument of `stored` as `whole`: a `dist.shard` before each
/// direct read, which partitioning makes an all_gather over the
/// data-parallel axis where the op runs (FSDP's gather before use). The
/// backward pass's reads, through the reshapes the front end made of the
/// weight too, get their own gather marked `dist.regather`, the reshapes
/// cloned onto it: the weight is gathered again for the backward pass
/// rather than kept alive whole from the forward pass's gather. One walk
/// of the body finds every weight's backward reads.
void gatherWhereRead(func::FuncOp fn, const ArgumentRoles &roles,
                     ArrayRef<StoredSplit> stored) {
  Block &body = fn.getBody().front();
  // Each gather before a direct read, by the weight (its index in `stored`)
  // it gathers.
  DenseMap<Operation *, size_t> gathers;
  for (auto [i, s] : llvm::enumerate(stored)) {
    SmallVector<OpOperand *> reads;
    for (OpOperand &use : s.weight.getUses()) {
      Operation *user = use.getOwner();
      auto shard = dyn_cast<ShardOp>(user);
      if (user->hasTrait<OpTrait::IsTerminator>() ||
          (shard && shard.getSharding() == s.split))
        continue;
      reads.push_back(&use);
    }
    for (OpOperand *read : reads) {
      // Before the op of the body it is read in (a lookup's tensor.extract
      // reads it in a linalg.generic's body).
      OpBuilder b(body.findAncestorOpInBlock(*read->getOwner()));
      auto gather = ShardOp::create(b, s.weight.getLoc(), s.weight, s.whole);
      gathers[gather] = i;
      read->set(gather);
    }
  }
  // The backward pass's reads of each weight's gathers, each through its
  // reshapes, in an op of the body or in its body, in body order.
  SmallVector<SmallVector<std::pair<Operation *, OpOperand *>>> backward(
      stored.size());
  for (Operation &op : body.without_terminator()) {
    if (roles.inForward(&op) || isa<ShardOp>(op) ||
        isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
      continue;
    op.walk([&](Operation *reader) {
      for (OpOperand &operand : reader->getOpOperands())
        if (auto it =
                gathers.find(beforeReshapes(operand.get()).getDefiningOp());
            it != gathers.end())
          backward[it->second].push_back({&op, &operand});
    });
  }
  // One gather before the first, as FSDP gathers a layer's weights once
  // for its backward pass.
  for (auto [i, s] : llvm::enumerate(stored)) {
    Value regather;
    for (auto [op, operand] : backward[i]) {
      OpBuilder b(op);
      if (!regather) {
        regather = ShardOp::create(b, s.weight.getLoc(), s.weight, s.whole);
        regather.getDefiningOp()->setAttr(DistDialect::kRegatherAttrName,
                                          b.getUnitAttr());
      }
      operand->set(replayReshapes(b, operand->get(), regather));
    }
  }
  // A gather only the backward pass read (directly or through reshapes now
  // dead) is gone with its readers.
  for (auto [gather, i] : gathers)
    if (gather->use_empty())
      gather->erase();
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
                                              MeshOp mesh, StringRef axis,
                                              bool weights) {
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
    // The next weight is made split and returned as its weight is stored,
    // both said explicitly (propagation would give an unannotated result
    // the split of the value returned, and a job updates the weight in
    // place with it): whole, which the partitioner all_gathers, or split
    // where the weights are stored split too.
    newResults[k] = weights ? split : baseOf(results[k], w, type);
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
  DenseMap<unsigned, SmallVector<OpOperand *>> updateReads =
      elementwiseReadsInUpdate(fn, roles);
  SmallVector<StoredSplit> stored;
  for (unsigned w : roles.weights) {
    auto type = dyn_cast<RankedTensorType>(body.getArgument(w).getType());
    if (!type || roles.isBatch(w))
      continue;
    ShardingAttr whole = recorded(arguments[w], type);
    ShardingAttr split = splitFurther(whole, type, mesh, axis);
    if (!split)
      continue;
    readSplitInUpdate(body.getArgument(w), updateReads.lookup(w), split);
    if (!weights)
      continue;
    newArguments[w] = split;
    stored.push_back({body.getArgument(w), split, whole});
  }
  gatherWhereRead(fn, roles, stored);
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
    if (axis.empty()) {
      module.emitError() << "--dist-shard-optimizer names no mesh axis to "
                            "shard over (axis=dp; --dist-parallelize's "
                            "shard-optimizer=dp)";
      return signalPassFailure();
    }
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
      if (failed(mesh) ||
          failed(shardOptimizerState(fn, *roles, *mesh, axis, weights)))
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
