//===- Propagate.cpp - give every tensor value a sharding -----------------===//

#include "passes/spmd/Propagate.h"

#include "passes/Annotations.h"
#include "passes/Passes.h"
#include "passes/spmd/Destinations.h"
#include "passes/spmd/ShardingRules.h"
#include "rules/Rules.h"
#include "support/Debug.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPROPAGATE
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-propagate"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Priorities of where a sharding came from (TensorFacts::priority).
enum Priority { kDefault = 0, kPropagated = 1, kUser = 2 };

/// Where a value's sharding came from, for `explain`: an annotation, the
/// op it was propagated through and which of its tensors the value is, or
/// nothing. Kept unformatted: text is only made when explaining.
struct Source {
  enum Kind { Annotation, Op, Default } kind = Default;
  Operation *op = nullptr;
  /// "argument", "result", "operand", ...
  StringRef role;
  unsigned index = 0;

  std::string text() const {
    std::string out;
    llvm::raw_string_ostream os(out);
    switch (kind) {
    case Annotation:
      os << role << " " << index << " annotation";
      break;
    case Op:
      os << "from '" << op->getName() << "' at ";
      op->getLoc().print(os);
      os << ", whose " << role << " " << index << " it is";
      break;
    case Default:
      os << "nothing constrains it";
      break;
    }
    return out;
  }
};

Source fromOp(Operation *op, StringRef role, unsigned index) {
  return {Source::Op, op, role, index};
}

Source annotation(StringRef role, unsigned index) {
  return {Source::Annotation, nullptr, role, index};
}

struct ValueInfo {
  ShardingAttr sharding;
  Priority priority = kDefault;
  Source source;
  /// Dims propagation may still split (see refine): a broadcast's new dims
  /// and every dim of an empty, which nothing the producer reads decides.
  SmallVector<bool> open;
};

/// The sharding `s` without its partial axes: what a consumer asks of a
/// value it reads (only producers make partial values).
ShardingAttr wholeOf(ShardingAttr s) {
  if (!s || !s.isPartial())
    return s;
  return ShardingAttr::get(s.getMesh(), s.getDims(), {}, ReductionKind::sum,
                           s.getBlocks());
}

class Propagation {
public:
  Propagation(func::FuncOp func, MeshOp mesh) : func(func), mesh(mesh) {}

  LogicalResult run(bool explain);

private:
  bool assign(Value v, ShardingAttr s, Priority p, Source source,
              ArrayRef<bool> open = {});
  /// Splits the open dims of `v`, a propagated sharding, as `wanted`
  /// splits them, where `wanted` agrees with it elsewhere and the axes are
  /// free: a broadcast takes its users' splits of the dims it adds.
  bool refine(Value v, ShardingAttr wanted, Source source);
  bool visit(Operation *op);
  bool visitRule(Operation *op, const FactorRule &rule);
  bool visitLoop(scf::ForOp loop);
  bool visitBranch(BranchOpInterface branch);
  /// Gives the unassigned ones of `values`, which are one tensor (a loop's
  /// or a branch's), the sharding of the first one that has one.
  bool tie(ArrayRef<Value> values, Operation *op, StringRef role,
           unsigned index);
  TensorFacts factsOf(Value v) const;
  /// The factor rule of `op`, computed once.
  const std::optional<FactorRule> &ruleOf(Operation *op);
  /// Warns where an op cannot honour its operands' user annotations (the
  /// partition will reshard them) or has no rule but sharded operands.
  void warnConflicts(Operation *op);
  /// Seeds the user's annotations and rejects calls still to inline and
  /// functions already partitioned.
  LogicalResult seed();
  /// Rejects seeds that split tensors of dynamic shape.
  LogicalResult checkStaticShapes();
  /// The ops propagation visits, in program order.
  SmallVector<Operation *> visitOrder();
  /// Visits `order` forwards and backwards until nothing changes.
  void propagate(ArrayRef<Operation *> order);
  /// Gives every tensor nothing constrains a replicated sharding.
  void replicateRest(ArrayRef<Operation *> order);
  /// Sets the chosen shardings on the function and the ops of `order`.
  void record(ArrayRef<Operation *> order);
  /// Remarks, for every value, its sharding and where it came from.
  void explainAll();

  func::FuncOp func;
  MeshOp mesh;
  /// Ordered so that explanations and conflicts come out in program order.
  llvm::MapVector<Value, ValueInfo> info;
  DenseMap<Operation *, std::optional<FactorRule>> rules;
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

bool Propagation::assign(Value v, ShardingAttr s, Priority p, Source source,
                         ArrayRef<bool> open) {
  if (!s || !isa<RankedTensorType>(v.getType()) || info.count(v))
    return false;
  SmallVector<bool> openDims(open);
  // An empty holds no data: any split of it is as good as any other.
  if (p == kPropagated && v.getDefiningOp<tensor::EmptyOp>())
    openDims.assign(s.getRank(), true);
  SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] " << v.getType() << " at "
                           << v.getLoc() << " gets " << s << ": "
                           << source.text() << "\n");
  info[v] = {s, p, source, std::move(openDims)};
  return true;
}

bool Propagation::refine(Value v, ShardingAttr wanted, Source source) {
  auto it = info.find(v);
  if (!wanted || it == info.end() || it->second.priority != kPropagated ||
      !llvm::is_contained(it->second.open, true))
    return false;
  ValueInfo &vi = it->second;
  ShardingAttr known = vi.sharding;
  if (known.getRank() != wanted.getRank())
    return false;
  // Only where `wanted` splits an open dim `known` does not, same elsewhere.
  SmallVector<ArrayAttr> dims(known.getDims());
  SmallVector<int64_t> blocks;
  for (int64_t d = 0; d < known.getRank(); ++d)
    blocks.push_back(known.getDimBlocks(d));
  llvm::StringSet<> used;
  for (StringRef axis : known.getShardedAxes())
    used.insert(axis);
  for (StringRef axis : known.getPartialAxes())
    used.insert(axis);
  bool changed = false;
  for (int64_t d = 0; d < known.getRank(); ++d) {
    ArrayAttr want = wanted.getDims()[d];
    if (want == dims[d] || want.empty())
      continue;
    if (!dims[d].empty() || !vi.open[d])
      return false;
    if (llvm::any_of(wanted.getDimAxes(d),
                     [&](StringRef axis) { return used.contains(axis); }))
      return false;
    dims[d] = want;
    blocks[d] = wanted.getDimBlocks(d);
    changed = true;
  }
  if (!changed)
    return false;
  for (int64_t d = 0; d < known.getRank(); ++d)
    if (!dims[d].empty())
      vi.open[d] = false;
  vi.sharding = ShardingAttr::get(known.getMesh(), dims, known.getPartial(),
                                  known.getReduction(), blocks);
  vi.source = source;
  return true;
}

/// The dims of result `i` that no tensor the op reads decides: each of
/// their factors appears in no operand but inits, and may be split.
static SmallVector<bool> openResultDims(Operation *op, const FactorRule &rule,
                                        unsigned i) {
  llvm::SmallBitVector read(rule.numFactors());
  SmallVector<Value> operands = ruleOperands(op, rule);
  for (unsigned k = 0; k < operands.size(); ++k) {
    if (k < rule.tiedResult.size() && rule.tiedResult[k] >= 0)
      continue;
    for (const auto &factors : ruleOperandDims(rule, k))
      for (unsigned f : factors)
        read.set(f);
  }
  SmallVector<bool> open;
  for (const auto &factors : rule.resultDims[i])
    open.push_back(!factors.empty() && llvm::none_of(factors, [&](unsigned f) {
      return read.test(f) || rule.blocked[f] || rule.isReduction[f];
    }));
  return open;
}

const std::optional<FactorRule> &Propagation::ruleOf(Operation *op) {
  auto it = rules.find(op);
  if (it == rules.end())
    it = rules.try_emplace(op, getFactorRule(op)).first;
  return it->second;
}

bool Propagation::visitRule(Operation *op, const FactorRule &rule) {
  SmallVector<Value> inputs = ruleOperands(op, rule);
  // With every tensor of the op sharded and no open dims, nothing flows.
  auto settled = [&](Value v) {
    if (!isa<RankedTensorType>(v.getType()))
      return true;
    auto it = info.find(v);
    return it != info.end() && !llvm::is_contained(it->second.open, true);
  };
  if (llvm::all_of(inputs, settled) && llvm::all_of(op->getResults(), settled))
    return false;
  SmallVector<TensorFacts> operands, results;
  for (Value v : inputs)
    operands.push_back(factsOf(v));
  for (Value v : op->getResults())
    results.push_back(factsOf(v));
  FactorAxes axes = inferFactorAxes(rule, mesh, operands, results);
  bool changed = false;
  for (auto [i, v] : llvm::enumerate(op->getResults())) {
    if (!isa<RankedTensorType>(v.getType()))
      continue;
    ShardingAttr s = resultSharding(rule, axes, mesh, op, i);
    if (info.count(v))
      changed |= refine(v, s, fromOp(op, "result", i));
    else if (s && !s.isReplicated())
      changed |= assign(v, s, kPropagated, fromOp(op, "result", i),
                        openResultDims(op, rule, i));
  }
  for (auto [i, v] : llvm::enumerate(inputs)) {
    if (!isa<RankedTensorType>(v.getType()))
      continue;
    ShardingAttr s = wholeOf(operandSharding(rule, axes, mesh, op, i));
    bool isCaptured = i >= op->getNumOperands();
    Source source = fromOp(op, isCaptured ? "captured tensor" : "operand",
                           isCaptured ? i - op->getNumOperands() : i);
    if (info.count(v))
      changed |= refine(v, s, source);
    else if (s && !s.isReplicated())
      changed |= assign(v, s, kPropagated, source);
  }
  return changed;
}

void Propagation::warnConflicts(Operation *op) {
  // Resharding is what dist.shard is for: the partitioner moves its operand
  // to its sharding with the cheapest collectives, never by gathering it.
  if (isa<ShardOp>(op))
    return;
  const std::optional<FactorRule> &rule = ruleOf(op);
  if (!rule) {
    // No rule: the op runs on whole tensors; sharded operands (and tensors
    // its regions capture) are gathered.
    SmallVector<Value> inputs(op->getOperands());
    llvm::append_range(inputs, capturedTensors(op));
    for (Value v : inputs) {
      auto it = info.find(v);
      if (it == info.end() || it->second.sharding.isReplicated())
        continue;
      op->emitWarning() << "has no sharding rule; it is computed replicated, "
                           "so a tensor it reads, sharded "
                        << it->second.sharding << ", is gathered first";
      return;
    }
    return;
  }
  // Only user annotations can conflict.
  SmallVector<Value> inputs = ruleOperands(op, *rule);
  if (llvm::none_of(inputs, [&](Value v) {
        auto it = info.find(v);
        return it != info.end() && it->second.priority == kUser;
      }))
    return;
  SmallVector<TensorFacts> operands, results;
  for (Value v : inputs)
    operands.push_back(factsOf(v));
  for (Value v : op->getResults())
    results.push_back(factsOf(v));
  FactorAxes axes = inferFactorAxes(*rule, mesh, operands, results);
  for (auto [i, facts] : llvm::enumerate(operands)) {
    if (facts.priority != kUser)
      continue;
    ShardingAttr wanted = operandSharding(*rule, axes, mesh, op, i);
    if (wanted && wholeOf(facts.sharding).withoutUnitAxes(mesh) !=
                      wholeOf(wanted).withoutUnitAxes(mesh)) {
      op->emitWarning() << "operand " << i << " is annotated " << facts.sharding
                        << ", which conflicts with the other annotations of "
                           "its operands; it will be resharded to "
                        << wanted;
      return;
    }
  }
}

bool Propagation::tie(ArrayRef<Value> values, Operation *op, StringRef role,
                      unsigned index) {
  ShardingAttr known;
  for (Value v : values)
    if (auto it = info.find(v); it != info.end() && !known)
      known = wholeOf(it->second.sharding);
  bool changed = false;
  for (Value v : values)
    changed |= assign(v, known, kPropagated, fromOp(op, role, index));
  return changed;
}

bool Propagation::visitLoop(scf::ForOp loop) {
  // Init, iteration argument, yielded value and result of each loop-carried
  // value are one tensor at different times: one sharding.
  bool changed = false;
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
    changed |= tie({loop.getInitArgs()[i], loop.getRegionIterArgs()[i],
                    yield.getOperand(i), loop.getResult(i)},
                   loop, "iteration value", i);
  return changed;
}

bool Propagation::visitBranch(BranchOpInterface branch) {
  // A value passed to a successor block is its argument: one sharding.
  bool changed = false;
  for (unsigned s = 0; s < branch->getNumSuccessors(); ++s) {
    SuccessorOperands operands = branch.getSuccessorOperands(s);
    Block *target = branch->getSuccessor(s);
    unsigned produced = operands.getProducedOperandCount();
    for (auto [i, v] : llvm::enumerate(operands.getForwardedOperands()))
      changed |= tie({v, target->getArgument(produced + i)}, branch,
                     "forwarded operand", i);
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
                        kUser, annotation("result", i));
    return changed;
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return visitLoop(loop);
  if (auto branch = dyn_cast<BranchOpInterface>(op))
    return visitBranch(branch);
  if (op->hasTrait<OpTrait::IsTerminator>())
    return false;
  if (!touchesTensors(op))
    return false;
  if (const std::optional<FactorRule> &rule = ruleOf(op))
    return visitRule(op, *rule);
  return false;
}

LogicalResult Propagation::seed() {
  Block &body = func.getBody().front();
  // Seeds: the user's annotations.
  for (BlockArgument arg : body.getArguments())
    assign(arg,
           func.getArgAttrOfType<ShardingAttr>(arg.getArgNumber(),
                                               DistDialect::kShardingAttrName),
           kUser, annotation("argument", arg.getArgNumber()));
  WalkResult calls = func.walk([&](Operation *op) {
    if (auto shard = dyn_cast<ShardOp>(op))
      assign(shard.getResult(), shard.getSharding(), kUser,
             fromOp(op, "constrained result", 0));
    // Calls of functions with bodies are inlined first; calls of external
    // functions (timers, prints) stay and run replicated.
    if (auto call = dyn_cast<func::CallOp>(op)) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (callee && !callee.isExternal()) {
        op->emitOpError() << "must be inlined before --dist-propagate "
                             "(run --inline; --dist-parallelize does)";
        return WalkResult::interrupt();
      }
    }
    if (isa<CollectiveOpInterface>(op)) {
      op->emitOpError() << "is a collective: the function is already "
                           "partitioned";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(calls.wasInterrupted());
}

LogicalResult Propagation::checkStaticShapes() {
  // Partitioning needs the size of every split dim.
  for (auto &[v, vi] : info) {
    auto type = cast<RankedTensorType>(v.getType());
    if (type.hasStaticShape() || vi.sharding.isReplicated())
      continue;
    return mlir::emitError(v.getLoc())
           << "a tensor of dynamic shape " << type << " cannot be sharded "
           << vi.sharding << "; shard partitions statically shaped tensors";
  }
  return success();
}

SmallVector<Operation *> Propagation::visitOrder() {
  // Only loop bodies are propagated through; other regions (generic bodies,
  // scf.if, scf.while) belong to their op, described or replicated whole.
  SmallVector<Operation *> order;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == func)
      return WalkResult::advance();
    order.push_back(op);
    if (op->getNumRegions() && !isa<scf::ForOp>(op))
      return WalkResult::skip();
    return WalkResult::advance();
  });
  return order;
}

void Propagation::propagate(ArrayRef<Operation *> order) {
  for (bool changed = true; changed;) {
    changed = false;
    for (Operation *op : order)
      changed |= visit(op);
    for (Operation *op : llvm::reverse(order))
      changed |= visit(op);
  }
}

void Propagation::replicateRest(ArrayRef<Operation *> order) {
  // Whatever nothing constrains is replicated.
  DenseMap<int64_t, ShardingAttr> replicatedOfRank;
  auto replicated = [&](Value v) -> ShardingAttr {
    auto tensor = dyn_cast<RankedTensorType>(v.getType());
    if (!tensor)
      return {};
    ShardingAttr &s = replicatedOfRank[tensor.getRank()];
    if (!s)
      s = ShardingAttr::getReplicated(func.getContext(), mesh.getSymName(),
                                      tensor.getRank());
    return s;
  };
  Block &body = func.getBody().front();
  for (BlockArgument arg : body.getArguments())
    assign(arg, replicated(arg), kDefault, Source());
  for (Operation *op : order)
    for (Value v : op->getResults())
      if (isa<RankedTensorType>(v.getType()))
        assign(v, replicated(v), kDefault, Source());
  for (Operation *op : order)
    if (auto loop = dyn_cast<scf::ForOp>(op))
      for (BlockArgument arg : loop.getBody()->getArguments())
        if (isa<RankedTensorType>(arg.getType()))
          assign(arg, replicated(arg), kDefault, Source());
  for (Block &block : func.getBody())
    for (BlockArgument arg : block.getArguments())
      if (isa<RankedTensorType>(arg.getType()))
        assign(arg, replicated(arg), kDefault, Source());
}

void Propagation::record(ArrayRef<Operation *> order) {
  // Record: arguments, op results, results (whole: a function returns
  // reduced values unless annotated otherwise).
  // Arguments keep their annotation (a partial input stays partial); the
  // ones propagation chose are whole, as consumers ask for.
  Block &body = func.getBody().front();
  SmallVector<ShardingAttr> argShardings;
  for (BlockArgument arg : body.getArguments()) {
    auto it = info.find(arg);
    argShardings.push_back(it == info.end() ? ShardingAttr()
                           : it->second.priority == kUser
                               ? it->second.sharding
                               : wholeOf(it->second.sharding));
  }
  setArgumentShardings(func, argShardings);
  for (Operation *op : order) {
    if (op->getNumResults() == 0 || isa<ShardOp>(op) ||
        !llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
      continue;
    SmallVector<ShardingAttr> shardings;
    for (Value v : op->getResults())
      shardings.push_back(isa<RankedTensorType>(v.getType()) ? info[v].sharding
                                                             : ShardingAttr());
    // The attribute holds one sharding per result: ops that also return
    // non-tensors (indices) get none.
    if (llvm::any_of(shardings, [](ShardingAttr s) { return !s; }))
      continue;
    setResultShardings(op, shardings);
  }
  // With several blocks, the first return decides unannotated results.
  func::ReturnOp ret;
  func.walk([&](func::ReturnOp r) {
    if (!ret)
      ret = r;
  });
  SmallVector<ShardingAttr> resultShardings;
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    auto annotated = func.getResultAttrOfType<ShardingAttr>(
        i, DistDialect::kShardingAttrName);
    resultShardings.push_back(annotated ? annotated
                              : isa<RankedTensorType>(v.getType())
                                  ? wholeOf(info[v].sharding)
                                  : ShardingAttr());
  }
  setFunctionResultShardings(func, resultShardings);
}

void Propagation::explainAll() {
  for (auto &[v, vi] : info) {
    Location loc = v.getLoc();
    InFlightDiagnostic remark = mlir::emitRemark(loc);
    if (auto arg = dyn_cast<BlockArgument>(v))
      remark << "argument " << arg.getArgNumber();
    else
      remark << "result " << cast<OpResult>(v).getResultNumber() << " of '"
             << v.getDefiningOp()->getName() << "'";
    remark << " is " << vi.sharding << ": " << vi.source.text();
  }
}

LogicalResult Propagation::run(bool explain) {
  // Tensors without data (torch-mlir's one empty per shape) relate nothing.
  untieDestinations(func);
  if (failed(seed()) || failed(checkStaticShapes()))
    return failure();

  SmallVector<Operation *> order = visitOrder();
  propagate(order);

  for (Operation *op : order) {
    if (touchesTensors(op) && !op->hasTrait<OpTrait::IsTerminator>() &&
        !isa<scf::ForOp>(op))
      warnConflicts(op);
  }

  replicateRest(order);
  record(order);
  if (explain)
    explainAll();
  return success();
}

LogicalResult mlir::dist::propagateShardings(func::FuncOp func, MeshOp mesh,
                                             bool explain) {
  return Propagation(func, mesh).run(explain);
}

namespace {

struct DistPropagate : dist::impl::DistPropagateBase<DistPropagate> {
  using DistPropagateBase::DistPropagateBase;
  void getDependentDialects(DialectRegistry &registry) const override {
    DistPropagateBase::getDependentDialects(registry);
    registerShardingRules(registry);
  }
  void runOnOperation() override {
    if (failed(forEachAnnotatedFunction(
            getOperation(), [&](func::FuncOp func, MeshOp mesh) {
              return propagateShardings(func, mesh, explain);
            })))
      signalPassFailure();
  }
};

} // namespace
