//===- Propagate.cpp - give every tensor value a sharding -----------------===//

#include "passes/Passes.h"

#include "passes/Annotations.h"
#include "passes/ShardingRules.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPROPAGATE
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Priorities of where a sharding came from (TensorFacts::priority).
enum Priority { kDefault = 0, kPropagated = 1, kUser = 2 };

struct ValueInfo {
  ShardingAttr sharding;
  Priority priority = kDefault;
  /// Why the value has this sharding, for `explain`.
  std::string source;
};

/// Where a sharding came from, for explanations: `op` and which of its
/// tensors the value is.
std::string describe(Operation *op, StringRef role) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "from '" << op->getName() << "' at ";
  op->getLoc().print(os);
  os << ", whose " << role << " it is";
  return text;
}

/// The sharding `s` without its partial axes: what a consumer asks of a
/// value it reads (only producers make partial values).
ShardingAttr wholeOf(ShardingAttr s) {
  if (!s || !s.isPartial())
    return s;
  return ShardingAttr::get(s.getMesh(), s.getDims());
}

class Propagation {
public:
  Propagation(func::FuncOp func, MeshOp mesh) : func(func), mesh(mesh) {}

  LogicalResult run(bool explain);

private:
  bool assign(Value v, ShardingAttr s, Priority p, std::string source);
  bool visit(Operation *op);
  bool visitRule(Operation *op, const FactorRule &rule);
  bool visitLoop(scf::ForOp loop);
  TensorFacts factsOf(Value v) const;

  func::FuncOp func;
  MeshOp mesh;
  /// Ordered so that explanations and conflicts come out in program order.
  llvm::MapVector<Value, ValueInfo> info;
  /// Ops without a rule that were warned about.
  DenseSet<Operation *> warned;
};

} // namespace

TensorFacts Propagation::factsOf(Value v) const {
  TensorFacts facts;
  auto it = info.find(v);
  if (it != info.end()) {
    facts.sharding = it->second.sharding;
    facts.priority = it->second.priority;
  }
  facts.bytes = tensorBytes(v.getType());
  return facts;
}

bool Propagation::assign(Value v, ShardingAttr s, Priority p,
                         std::string source) {
  if (!s || !isa<RankedTensorType>(v.getType()) || info.count(v))
    return false;
  info[v] = {s, p, std::move(source)};
  return true;
}

bool Propagation::visitRule(Operation *op, const FactorRule &rule) {
  SmallVector<TensorFacts> operands, results;
  for (Value v : op->getOperands())
    operands.push_back(factsOf(v));
  for (Value v : op->getResults())
    results.push_back(factsOf(v));
  FactorAxes axes = inferFactorAxes(rule, mesh, operands, results);

  // Two user annotations that the op cannot honour together: the partition
  // will reshard one of them; say so. (Resharding is what dist.shard is
  // for.)
  SmallVector<std::pair<unsigned, ShardingAttr>> user;
  if (isa<ShardOp>(op))
    operands.clear();
  for (auto [i, facts] : llvm::enumerate(operands))
    if (facts.priority == kUser)
      user.push_back({unsigned(i), facts.sharding});
  for (auto [i, s] : user) {
    ShardingAttr wanted = operandSharding(rule, axes, mesh, op, i);
    if (wanted && wholeOf(s) != wholeOf(wanted) && !warned.count(op)) {
      warned.insert(op);
      op->emitWarning() << "operand " << i << " is annotated " << s
                        << ", which conflicts with the other annotations of "
                           "its operands; it will be resharded to "
                        << wanted;
    }
  }

  bool changed = false;
  for (auto [i, v] : llvm::enumerate(op->getResults())) {
    ShardingAttr s = resultSharding(rule, axes, mesh, op, i);
    if (s && !s.isReplicated())
      changed |= assign(v, s, kPropagated,
                        describe(op, "result " + std::to_string(i)));
  }
  for (auto [i, v] : llvm::enumerate(op->getOperands())) {
    ShardingAttr s = wholeOf(operandSharding(rule, axes, mesh, op, i));
    if (s && !s.isReplicated())
      changed |= assign(v, s, kPropagated,
                        describe(op, "operand " + std::to_string(i)));
  }
  return changed;
}

bool Propagation::visitLoop(scf::ForOp loop) {
  // Init, iteration argument, yielded value and result of each loop-carried
  // value are one tensor at different times: one sharding.
  bool changed = false;
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i) {
    Value tied[] = {loop.getInitArgs()[i], loop.getRegionIterArgs()[i],
                    yield.getOperand(i), loop.getResult(i)};
    ShardingAttr known;
    for (Value v : tied)
      if (auto it = info.find(v); it != info.end() && !known)
        known = wholeOf(it->second.sharding);
    for (Value v : tied)
      changed |= assign(v, known, kPropagated,
                        describe(loop, "iteration value " + std::to_string(i)));
  }
  return changed;
}

bool Propagation::visit(Operation *op) {
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    bool changed = false;
    for (auto [i, v] : llvm::enumerate(ret.getOperands()))
      changed |= assign(v,
                        func.getResultAttrOfType<ShardingAttr>(
                            i, DistDialect::kShardingAttrName),
                        kUser, "result " + std::to_string(i) + " annotation");
    return changed;
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return visitLoop(loop);
  if (op->hasTrait<OpTrait::IsTerminator>())
    return false;
  bool hasTensors =
      llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
      llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
  if (!hasTensors)
    return false;
  if (std::optional<FactorRule> rule = getFactorRule(op))
    return visitRule(op, *rule);
  // No rule: the op runs on whole tensors. Sharded operands are gathered.
  for (Value v : op->getOperands()) {
    auto it = info.find(v);
    if (it == info.end() || it->second.sharding.isReplicated() ||
        warned.count(op))
      continue;
    warned.insert(op);
    op->emitWarning() << "has no sharding rule; it is computed replicated, "
                         "so its operand sharded "
                      << it->second.sharding << " is gathered first";
  }
  return false;
}

LogicalResult Propagation::run(bool explain) {
  Block &body = func.getBody().front();
  // Seeds: the user's annotations.
  for (BlockArgument arg : body.getArguments())
    assign(arg,
           func.getArgAttrOfType<ShardingAttr>(arg.getArgNumber(),
                                               DistDialect::kShardingAttrName),
           kUser, "argument " + std::to_string(arg.getArgNumber()) +
                      " annotation");
  WalkResult calls = func.walk([&](Operation *op) {
    if (auto shard = dyn_cast<ShardOp>(op))
      assign(shard.getResult(), shard.getSharding(), kUser,
             describe(op, "constrained result"));
    if (isa<func::CallOp>(op)) {
      op->emitOpError() << "must be inlined before --dist-propagate "
                           "(run --inline; --dist-parallelize does)";
      return WalkResult::interrupt();
    }
    if (isa<CollectiveOpInterface>(op)) {
      op->emitOpError() << "is a collective: the function is already "
                           "partitioned";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (calls.wasInterrupted())
    return failure();

  SmallVector<Operation *> order;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != func)
      order.push_back(op);
  });
  for (bool changed = true; changed;) {
    changed = false;
    for (Operation *op : order)
      changed |= visit(op);
    for (Operation *op : llvm::reverse(order))
      changed |= visit(op);
  }

  // Whatever nothing constrains is replicated.
  auto replicated = [&](Value v) -> ShardingAttr {
    auto tensor = dyn_cast<RankedTensorType>(v.getType());
    if (!tensor)
      return {};
    return ShardingAttr::getReplicated(func.getContext(), mesh.getSymName(),
                                       tensor.getRank());
  };
  for (BlockArgument arg : body.getArguments())
    assign(arg, replicated(arg), kDefault, "nothing constrains it");
  for (Operation *op : order)
    for (Value v : op->getResults())
      if (isa<RankedTensorType>(v.getType()))
        assign(v, replicated(v), kDefault, "nothing constrains it");
  func.walk([&](Block *block) {
    for (BlockArgument arg : block->getArguments())
      if (isa<RankedTensorType>(arg.getType()))
        assign(arg, replicated(arg), kDefault, "nothing constrains it");
  });

  // Record: arguments, op results, results (whole: a function returns
  // reduced values unless annotated otherwise).
  // Arguments keep their annotation (a partial input stays partial); the
  // ones propagation chose are whole, as consumers ask for.
  for (BlockArgument arg : body.getArguments())
    if (isa<RankedTensorType>(arg.getType()) && info[arg].priority != kUser)
      func.setArgAttr(arg.getArgNumber(), DistDialect::kShardingAttrName,
                      wholeOf(info[arg].sharding));
  for (Operation *op : order) {
    if (op->getNumResults() == 0 || isa<ShardOp>(op) ||
        !llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
      continue;
    SmallVector<ShardingAttr> shardings;
    for (Value v : op->getResults())
      shardings.push_back(isa<RankedTensorType>(v.getType())
                              ? info[v].sharding
                              : ShardingAttr());
    if (llvm::all_of(shardings, [](ShardingAttr s) { return !s; }))
      continue;
    // Non-tensor results (indices) have no sharding: record replicated
    // placeholders only for tensors, so drop the attribute if mixed.
    if (llvm::any_of(shardings, [](ShardingAttr s) { return !s; }))
      continue;
    setResultShardings(op, shardings);
  }
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  for (auto [i, v] : llvm::enumerate(ret.getOperands()))
    if (isa<RankedTensorType>(v.getType()) &&
        !func.getResultAttr(i, DistDialect::kShardingAttrName))
      func.setResultAttr(i, DistDialect::kShardingAttrName,
                         wholeOf(info[v].sharding));

  if (explain)
    for (auto &[v, vi] : info) {
      Location loc = v.getLoc();
      InFlightDiagnostic remark = mlir::emitRemark(loc);
      if (auto arg = dyn_cast<BlockArgument>(v))
        remark << "argument " << arg.getArgNumber();
      else
        remark << "result " << cast<OpResult>(v).getResultNumber() << " of '"
               << v.getDefiningOp()->getName() << "'";
      remark << " is " << vi.sharding << ": " << vi.source;
    }
  return success();
}

namespace {

struct DistPropagate : dist::impl::DistPropagateBase<DistPropagate> {
  using DistPropagateBase::DistPropagateBase;
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      FailureOr<MeshOp> mesh = getAnnotatedMesh(func);
      if (failed(mesh))
        return signalPassFailure();
      // A function without annotations has nothing to propagate.
      if (!*mesh)
        continue;
      if (failed(Propagation(func, *mesh).run(explain)))
        return signalPassFailure();
    }
  }
};

} // namespace
