//===- Partitioner.cpp - one function's sharded ops as local ops ----------===//

#include "passes/spmd/Partitioner.h"

#include "passes/Annotations.h"
#include "passes/spmd/Reshard.h"
#include "passes/spmd/ShardingRules.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "dist-partition"

using namespace mlir;
using namespace mlir::dist;

RankedTensorType mlir::dist::localType(Type type, ShardingAttr sharding,
                                       MeshOp mesh) {
  auto tensor = cast<RankedTensorType>(type);
  if (!sharding)
    return tensor;
  return tensor.clone(sharding.getLocalShape(tensor.getShape(), mesh));
}

FailureOr<Value> Partitioner::reshard(Value old, ShardingAttr target,
                                      Operation *user, unsigned operand,
                                      bool shared) {
  Value local = mapping.lookup(old);
  ShardingAttr from = current.lookup(old);
  if (!isa<RankedTensorType>(old.getType()) || from == target ||
      (from && from.withoutUnitAxes(mesh) == target.withoutUnitAxes(mesh)))
    return local;
  auto key = std::make_tuple(old, Attribute(target), builder.getBlock());
  if (Value done = reshards.lookup(key); done && shared)
    return done;
  // A constant (or an empty tensor) is the same everywhere: make it locally
  // in the target's shape instead of moving it.
  if (Value made = rematerialize(old, target)) {
    if (shared)
      reshards[key] = made;
    return made;
  }
  FailureOr<ReshardPlan> plan = planReshard(
      from, target, cast<RankedTensorType>(old.getType()), mesh, sequential);
  if (failed(plan))
    return user->emitOpError()
           << "operand " << operand << " cannot be resharded from " << from
           << " to " << target << " (a dim is not divisible on the way)";
  // The collectives carry why they are there (--dist-comm-report's
  // explain): which op needs the value, how it is and how it must be.
  std::string why;
  llvm::raw_string_ostream os(why);
  os << "operand " << operand << " of '" << user->getName() << "' is ";
  if (from)
    os << from;
  else
    os << "unsharded";
  os << ", needed as " << target;
  Location loc = NameLoc::get(builder.getStringAttr(why), user->getLoc());
  SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] reshard at " << user->getLoc()
                           << ": " << why << "\n");
  if (shared) {
    Value result = emitReshard(builder, loc, local, *plan, mesh);
    reshards[key] = result;
    return result;
  }
  // Made anew: its ops marked, so that CSE does not fold them into an
  // earlier reshard of the same value.
  struct Inserted : OpBuilder::Listener {
    SmallVector<Operation *> ops;
    void notifyOperationInserted(Operation *op,
                                 OpBuilder::InsertPoint) override {
      ops.push_back(op);
    }
  } inserted;
  OpBuilder::Listener *listener = builder.getListener();
  builder.setListener(&inserted);
  Value result = emitReshard(builder, loc, local, *plan, mesh);
  builder.setListener(listener);
  for (Operation *op : inserted.ops)
    op->setAttr(DistDialect::kRegatherAttrName, builder.getUnitAttr());
  return result;
}

Value Partitioner::rematerialize(Value old, ShardingAttr target) {
  RankedTensorType type = localType(old.getType(), target, mesh);
  Location loc = old.getLoc();
  Attribute value;
  if (auto constant = old.getDefiningOp<arith::ConstantOp>()) {
    // Made whole, then this device's block kept: no communication.
    auto whole = cast<RankedTensorType>(old.getType());
    FailureOr<ReshardPlan> plan =
        planReshard(replicated(old), target, whole, mesh, sequential);
    if (failed(plan))
      return {};
    Value made = arith::ConstantOp::create(builder, loc, constant.getValue());
    return emitReshard(builder, loc, made, *plan, mesh);
  }
  if (auto fill = old.getDefiningOp<linalg::FillOp>();
      fill && matchPattern(fill.value(), m_Constant(&value))) {
    // A partial sum of a non-zero splat is not the splat.
    if (target.isPartial() && target.getReduction() == ReductionKind::sum &&
        !matchPattern(fill.value(), m_AnyZeroFloat()) &&
        !matchPattern(fill.value(), m_Zero()))
      return {};
    Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                          type.getElementType());
    return linalg::FillOp::create(builder, loc, mapping.lookup(fill.value()),
                                  empty)
        .getResult(0);
  }
  if (old.getDefiningOp<tensor::EmptyOp>())
    return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                   type.getElementType());
  return {};
}

LogicalResult Partitioner::withCaptured(Operation *op, ArrayRef<Value> captured,
                                        ArrayRef<ShardingAttr> shardings,
                                        function_ref<LogicalResult()> build) {
  SmallVector<std::pair<Value, Value>> saved;
  for (auto [i, v] : llvm::enumerate(captured)) {
    FailureOr<Value> local =
        reshard(v, shardings[i], op, op->getNumOperands() + i);
    if (failed(local))
      return failure();
    saved.push_back({v, mapping.lookupOrNull(v)});
    mapping.map(v, *local);
  }
  LogicalResult result = build();
  for (auto [v, previous] : llvm::reverse(saved)) {
    if (previous)
      mapping.map(v, previous);
    else
      mapping.erase(v);
  }
  return result;
}

LogicalResult Partitioner::partitionWithRule(Operation *op,
                                             const FactorRule &rule) {
  // The results were decided by propagation; the operands are what their
  // producers made. The rule's factor sharding follows the results first.
  SmallVector<Value> inputs = ruleOperands(op, rule);
  SmallVector<TensorFacts> operands, results;
  for (Value v : inputs)
    operands.push_back({current.lookup(v), 1, tensorBytes(v.getType())});
  for (Value v : op->getResults())
    results.push_back({recorded(v), 2, tensorBytes(v.getType())});
  FactorAxes axes = inferFactorAxes(rule, mesh, operands, results);

  SmallVector<ShardingAttr> wanted;
  for (auto [i, v] : llvm::enumerate(inputs)) {
    if (!isa<RankedTensorType>(v.getType())) {
      wanted.push_back({});
      continue;
    }
    ShardingAttr s = operandSharding(rule, axes, mesh, op, i);
    if (!s)
      return op->emitOpError() << "operand " << i
                               << " has a split no sharding states under the "
                                  "sharding of this op's dims";
    wanted.push_back(s);
  }
  SmallVector<Value> localOperands;
  for (auto [i, v] : llvm::enumerate(op->getOperands())) {
    FailureOr<Value> local =
        wanted[i] ? reshard(v, wanted[i], op, i) : mapping.lookupOrDefault(v);
    if (failed(local))
      return failure();
    localOperands.push_back(*local);
  }
  SmallVector<Type> types;
  SmallVector<ShardingAttr> made;
  for (auto [i, v] : llvm::enumerate(op->getResults())) {
    if (!isa<RankedTensorType>(v.getType())) {
      made.push_back({});
      types.push_back(v.getType());
      continue;
    }
    ShardingAttr s = resultSharding(rule, axes, mesh, op, i);
    if (!s)
      return op->emitOpError() << "result " << i
                               << " has a split no sharding states under the "
                                  "sharding of this op's dims";
    made.push_back(s);
    types.push_back(localType(v.getType(), s, mesh));
  }
  FailureOr<SmallVector<Value>> local;
  PartitionContext context(builder, mesh, mapping);
  // A failed reshard of a captured tensor has reported itself.
  if (failed(withCaptured(
          op, rule.captured, ArrayRef(wanted).drop_front(op->getNumOperands()),
          [&]() -> LogicalResult {
            local = dist::partitionOp(op, context, localOperands, types, rule,
                                      axes);
            if (failed(local))
              return op->emitOpError() << "cannot be partitioned";
            return success();
          })))
    return failure();
  for (auto [i, v] : llvm::enumerate(op->getResults())) {
    Value r = (*local)[i];
    if (Operation *def = r.getDefiningOp())
      def->removeAttr(DistDialect::kShardingAttrName);
    mapping.map(v, r);
    if (made[i])
      current[v] = made[i];
  }
  return success();
}

LogicalResult Partitioner::partitionReplicated(Operation *op) {
  // The op runs on whole tensors: its operands and whatever its regions
  // capture are gathered first.
  SmallVector<Value> operands;
  for (auto [i, v] : llvm::enumerate(op->getOperands())) {
    FailureOr<Value> local = reshard(v, replicated(v), op, i);
    if (failed(local))
      return failure();
    operands.push_back(*local);
  }
  SmallVector<Value> captured = capturedTensors(op);
  SmallVector<ShardingAttr> whole;
  for (Value v : captured)
    whole.push_back(replicated(v));
  return withCaptured(op, captured, whole, [&] {
    Operation *clone = builder.clone(*op, mapping);
    clone->setOperands(operands);
    clone->removeAttr(DistDialect::kShardingAttrName);
    for (auto [old, made] : llvm::zip(op->getResults(), clone->getResults())) {
      mapping.map(old, made);
      if (isa<RankedTensorType>(old.getType()))
        current[old] = replicated(old);
    }
    return success();
  });
}

LogicalResult Partitioner::partitionLoop(scf::ForOp loop) {
  // Loop-carried tensors keep the one sharding propagation gave them.
  SmallVector<Value> inits;
  SmallVector<ShardingAttr> tied;
  for (auto [i, v] : llvm::enumerate(loop.getInitArgs())) {
    ShardingAttr s = recorded(loop.getResult(i));
    tied.push_back(s);
    FailureOr<Value> local =
        reshard(v, s, loop, loop.getNumControlOperands() + i);
    if (failed(local))
      return failure();
    inits.push_back(*local);
  }
  auto newLoop = scf::ForOp::create(
      builder, loop.getLoc(), mapping.lookupOrDefault(loop.getLowerBound()),
      mapping.lookupOrDefault(loop.getUpperBound()),
      mapping.lookupOrDefault(loop.getStep()), inits);
  mapping.map(loop.getInductionVar(), newLoop.getInductionVar());
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    mapping.map(arg, newLoop.getRegionIterArgs()[i]);
    current[arg] = tied[i];
  }
  OpBuilder::InsertionGuard guard(builder);
  // The builder made an empty yield for loops without results; replace it.
  // (Erased before the insertion point is set: an insertion point before
  // the erased yield would point at freed memory.)
  if (!newLoop.getBody()->empty())
    newLoop.getBody()->getTerminator()->erase();
  builder.setInsertionPointToEnd(newLoop.getBody());
  if (failed(partitionBlock(*loop.getBody())))
    return failure();
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  SmallVector<Value> yielded;
  for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
    FailureOr<Value> local = reshard(v, tied[i], yield, i);
    if (failed(local))
      return failure();
    yielded.push_back(*local);
  }
  scf::YieldOp::create(builder, yield.getLoc(), yielded);
  for (auto [i, r] : llvm::enumerate(loop.getResults())) {
    mapping.map(r, newLoop.getResult(i));
    current[r] = tied[i];
  }
  return success();
}

LogicalResult Partitioner::partitionOp(Operation *op) {
  if (auto shard = dyn_cast<ShardOp>(op)) {
    FailureOr<Value> local =
        reshard(shard.getInput(), shard.getSharding(), op, 0,
                /*shared=*/!op->hasAttr(DistDialect::kRegatherAttrName));
    if (failed(local))
      return failure();
    mapping.map(shard.getResult(), *local);
    current[shard.getResult()] = shard.getSharding();
    return success();
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return partitionLoop(loop);
  if (!touchesTensors(op)) {
    builder.clone(*op, mapping);
    return success();
  }
  // Fast path: an op whose operands are whole and whose results stay whole
  // runs unchanged on every device.
  auto whole = [&](Value v, ShardingAttr s) {
    return !isa<RankedTensorType>(v.getType()) || s == replicated(v);
  };
  if (!isa<arith::ConstantOp, tensor::EmptyOp>(op) &&
      llvm::all_of(op->getOperands(),
                   [&](Value v) { return whole(v, current.lookup(v)); }) &&
      llvm::all_of(capturedTensors(op),
                   [&](Value v) { return whole(v, current.lookup(v)); }) &&
      llvm::all_of(op->getResults(),
                   [&](Value v) { return whole(v, recorded(v)); })) {
    Operation *clone = builder.clone(*op, mapping);
    clone->removeAttr(DistDialect::kShardingAttrName);
    for (Value v : op->getResults())
      if (isa<RankedTensorType>(v.getType()))
        current[v] = replicated(v);
    return success();
  }
  if (std::optional<FactorRule> rule = getFactorRule(op))
    return partitionWithRule(op, *rule);
  return partitionReplicated(op);
}

LogicalResult Partitioner::partitionBlock(Block &oldBlock) {
  for (Operation &op : oldBlock.without_terminator())
    if (failed(partitionOp(&op)))
      return failure();
  return success();
}

DenseMap<BlockArgument, ShardingAttr> Partitioner::successorArgShardings() {
  // A successor block's arguments take the sharding of what branches pass
  // them (propagation made those equal); arguments fed only by other
  // arguments get it in a later round, and replicated if never.
  DenseMap<BlockArgument, ShardingAttr> shardings;
  for (bool changed = true; changed;) {
    changed = false;
    func.walk([&](BranchOpInterface branch) {
      for (unsigned s = 0; s < branch->getNumSuccessors(); ++s) {
        SuccessorOperands operands = branch.getSuccessorOperands(s);
        Block *target = branch->getSuccessor(s);
        for (auto [i, v] : llvm::enumerate(operands.getForwardedOperands())) {
          BlockArgument arg =
              target->getArgument(operands.getProducedOperandCount() + i);
          if (!isa<RankedTensorType>(arg.getType()) || shardings.count(arg))
            continue;
          ShardingAttr known =
              isa<BlockArgument>(v) && cast<BlockArgument>(v).getOwner() !=
                                           &func.getBody().front()
                  ? shardings.lookup(cast<BlockArgument>(v))
                  : getRecordedSharding(v);
          if (known) {
            shardings[arg] =
                ShardingAttr::get(known.getMesh(), known.getDims(), {},
                                  ReductionKind::sum, known.getBlocks());
            changed = true;
          }
        }
      }
    });
  }
  for (Block &block : llvm::drop_begin(func.getBody()))
    for (BlockArgument arg : block.getArguments())
      if (isa<RankedTensorType>(arg.getType()) && !shardings.count(arg))
        shardings[arg] = replicated(arg);
  return shardings;
}

LogicalResult Partitioner::partitionTerminator(
    Operation *term, ArrayRef<ShardingAttr> resultShardings,
    const DenseMap<BlockArgument, ShardingAttr> &argShardings) {
  if (auto ret = dyn_cast<func::ReturnOp>(term)) {
    SmallVector<Value> returned;
    for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
      FailureOr<Value> local =
          resultShardings[i] ? reshard(v, resultShardings[i], ret, i)
                             : FailureOr<Value>(mapping.lookupOrDefault(v));
      if (failed(local))
        return failure();
      returned.push_back(*local);
    }
    func::ReturnOp::create(builder, ret.getLoc(), returned);
    return success();
  }
  // A branch passes each value sharded as the argument it becomes.
  SmallVector<Value> operands;
  for (OpOperand &operand : term->getOpOperands()) {
    Value v = operand.get();
    ShardingAttr wanted;
    if (auto branch = dyn_cast<BranchOpInterface>(term))
      if (std::optional<BlockArgument> arg =
              branch.getSuccessorBlockArgument(operand.getOperandNumber()))
        wanted = argShardings.lookup(*arg);
    FailureOr<Value> local =
        wanted ? reshard(v, wanted, term, operand.getOperandNumber())
               : FailureOr<Value>(mapping.lookupOrDefault(v));
    if (failed(local))
      return failure();
    operands.push_back(*local);
  }
  Operation *clone = builder.clone(*term, mapping);
  clone->setOperands(operands);
  return success();
}

LogicalResult Partitioner::run() {
  Region &body = func.getBody();
  Block &entry = body.front();
  SmallVector<Type> argTypes, resultTypes;
  SmallVector<ShardingAttr> resultShardings;
  SmallVector<ShardingAttr> argShardingsOfEntry;
  for (BlockArgument arg : entry.getArguments()) {
    bool isTensor = isa<RankedTensorType>(arg.getType());
    argShardingsOfEntry.push_back(isTensor ? recorded(arg) : ShardingAttr());
    argTypes.push_back(isTensor
                           ? Type(localType(arg.getType(), recorded(arg), mesh))
                           : arg.getType());
  }
  for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
    auto s = func.getResultAttrOfType<ShardingAttr>(
        i, DistDialect::kShardingAttrName);
    if (!s && isa<RankedTensorType>(type))
      s = ShardingAttr::getReplicated(func.getContext(), mesh.getSymName(),
                                      cast<RankedTensorType>(type).getRank());
    resultShardings.push_back(s);
    resultTypes.push_back(s ? Type(localType(type, s, mesh)) : type);
  }

  // One new block per block, with local argument types; branches are
  // cloned with successors mapped to the new blocks.
  DenseMap<BlockArgument, ShardingAttr> argShardings = successorArgShardings();
  Region newBody;
  for (Block &old : body) {
    Block *made = new Block();
    newBody.push_back(made);
    mapping.map(&old, made);
    for (BlockArgument arg : old.getArguments()) {
      ShardingAttr s;
      if (isa<RankedTensorType>(arg.getType()))
        s = &old == &entry ? recorded(arg) : argShardings.lookup(arg);
      BlockArgument local = made->addArgument(
          s ? Type(localType(arg.getType(), s, mesh)) : arg.getType(),
          arg.getLoc());
      mapping.map(arg, local);
      if (s)
        current[arg] = s;
    }
  }
  // Definitions before uses: blocks in reverse post-order from the entry
  // (dominators first), then any unreachable ones.
  SetVector<Block *> order;
  for (Block *block : llvm::ReversePostOrderTraversal<Block *>(&entry))
    order.insert(block);
  for (Block &block : body)
    order.insert(&block);
  for (Block *old : order) {
    builder.setInsertionPointToEnd(mapping.lookup(old));
    if (failed(partitionBlock(*old)) ||
        failed(partitionTerminator(old->getTerminator(), resultShardings,
                                   argShardings)))
      return failure();
  }

  // Swap in the new body and signature; the annotations described global
  // tensors and go away.
  for (Block &old : body)
    old.dropAllReferences();
  for (Block &old : body)
    old.dropAllDefinedValueUses();
  body.getBlocks().clear();
  body.takeBody(newBody);
  func.setType(FunctionType::get(func.getContext(), argTypes, resultTypes));
  setArgumentShardings(
      func, SmallVector<ShardingAttr>(func.getNumArguments(), ShardingAttr()));
  setFunctionResultShardings(
      func, SmallVector<ShardingAttr>(func.getNumResults(), ShardingAttr()));
  return recordMicrobatchDims(argShardingsOfEntry, resultShardings);
}

LogicalResult
Partitioner::recordMicrobatchDims(ArrayRef<ShardingAttr> args,
                                  ArrayRef<ShardingAttr> results) {
  if (!mesh.getAxisSize(DistDialect::kMicrobatchAxis))
    return success();
  // The dim a microbatch axis splits, which must be its minor-most axis so
  // that a device's microbatches are contiguous blocks of its data.
  auto dimOf = [&](ShardingAttr s) -> FailureOr<std::optional<int64_t>> {
    if (!s)
      return std::optional<int64_t>();
    for (int64_t d = 0; d < s.getRank(); ++d) {
      SmallVector<StringRef> axes = s.getDimAxes(d);
      auto at = llvm::find(axes, DistDialect::kMicrobatchAxis);
      if (at == axes.end())
        continue;
      if (at + 1 != axes.end() || s.getDimBlocks(d) != 1)
        return failure();
      return std::optional<int64_t>(d);
    }
    return std::optional<int64_t>();
  };
  auto record = [&](ShardingAttr s, StringRef what, unsigned i,
                    auto set) -> LogicalResult {
    FailureOr<std::optional<int64_t>> dim = dimOf(s);
    if (failed(dim))
      return func.emitOpError()
             << what << " " << i << " splits a dim over \""
             << DistDialect::kMicrobatchAxis
             << "\" before another axis or in blocks; microbatches must "
                "be the minor-most axis of the dim they split, in one block";
    if (*dim)
      set(i, IntegerAttr::get(IntegerType::get(func.getContext(), 64), **dim));
    return success();
  };
  for (auto [i, s] : llvm::enumerate(args))
    if (failed(record(s, "argument", i, [&](unsigned n, Attribute a) {
          func.setArgAttr(n, DistDialect::kMicrobatchDimAttrName, a);
        })))
      return failure();
  for (auto [i, s] : llvm::enumerate(results))
    if (failed(record(s, "result", i, [&](unsigned n, Attribute a) {
          func.setResultAttr(n, DistDialect::kMicrobatchDimAttrName, a);
        })))
      return failure();
  return success();
}
