//===- CollectivePlacement.cpp - where collectives start --------*- C++ -*-===//
//
// The code generator starts a collective where it is and waits for it
// before the first kernel that needs it finished or the next collective
// of its group (codegen/CollectiveOverlap.cpp); what runs in between
// overlaps it. These steps of --dist-optimize-collectives move
// collectives, and the compute around them, so that the window holds
// work: reductions started where their operands are made, FSDP's gathers
// prefetched, and the backward's tensor-parallel collectives each given a
// GEMM to run beside, as Megatron-LM's backward runs them.
//
//===----------------------------------------------------------------------===//

#include "passes/spmd/CollectivePlacement.h"

#include "dialect/DistDialect.h"
#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::dist;

/// True if `axes` name the microbatch axis: a pipeline runs microbatches
/// in turn and turns such an all_reduce into accumulation where its input
/// is made, so it stays an all_reduce of its own.
bool mlir::dist::overMicrobatches(ArrayRef<StringRef> axes) {
  return llvm::is_contained(axes, DistDialect::kMicrobatchAxis);
}

/// The first point of `block` at which `values` are all defined: after the
/// op (or the op holding the op) that makes the last of them.
Operation *mlir::dist::whereReady(Block &block, ValueRange values,
                                  const Positions &positions) {
  Operation *latest = nullptr;
  for (Value v : values)
    if (Operation *def = v.getDefiningOp())
      if (Operation *top = block.findAncestorOpInBlock(*def);
          top && (!latest || positions.before(latest, top)))
        latest = top;
  return latest ? latest->getNextNode() : &block.front();
}

namespace {

/// Moves each all_reduce and reduce_scatter of `block` to just after its
/// operand is made. An all_reduce then runs while everything up to its
/// first use does (the code generator overlaps the two); a reduce_scatter
/// (a sharded optimizer's gradient) frees the whole gradient there rather
/// than where the update reads its share, so a step holds each whole
/// gradient only while it is reduced.
void startEarly(Block &block) {
  Positions positions(block);
  SmallVector<Operation *> reductions;
  for (Operation &op : block)
    if (isa<AllReduceOp, ReduceScatterOp>(op))
      reductions.push_back(&op);
  for (Operation *op : reductions) {
    if (overMicrobatches(cast<CollectiveOpInterface>(op).getAxisNames()))
      continue;
    Operation *ready = whereReady(block, op->getOperand(0), positions);
    if (ready != op)
      op->moveBefore(ready);
  }
}

/// The ops that read `v` or a reshape of it, not the reshapes.
SmallVector<Operation *> readersThroughReshapes(Value v) {
  SmallVector<Operation *> readers;
  SmallVector<Value> worklist{v};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(user))
        worklist.push_back(user->getResult(0));
      else
        readers.push_back(user);
    }
  }
  return readers;
}

/// The first op of `block` that reads `v` or a reshape of it, or holds
/// one that does (null if none does), by `before`.
Operation *firstReader(Block &block, Value v,
                       function_ref<bool(Operation *, Operation *)> before) {
  Operation *first = nullptr;
  for (Operation *reader : readersThroughReshapes(v))
    if (Operation *top = block.findAncestorOpInBlock(*reader);
        top && (!first || before(top, first)))
      first = top;
  return first;
}

/// The same in the block's own order.
Operation *firstReader(Block &block, Value v) {
  return firstReader(block, v, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
}

/// Moves each all_gather of a weight stored split (a fully sharded
/// weight: an argument of the function, gathered where it is read) up to
/// just after the first reader of the gather before it in its block (the
/// function's, or a pipeline pass's), as FSDP prefetches the next layer's
/// weights: the code generator starts it there, and it runs while the
/// previous layer computes, so the next gathered weight is held while the
/// previous one is still read. A gather is never moved later.
void prefetchGathers(Block &block) {
  SmallVector<AllGatherOp> gathers;
  for (auto op : block.getOps<AllGatherOp>()) {
    auto arg = dyn_cast<BlockArgument>(op.getInput());
    if (arg && isa<func::FuncOp>(arg.getOwner()->getParentOp()) &&
        !overMicrobatches(op.getAxisNames()))
      gathers.push_back(op);
  }
  Positions positions(block);
  auto before = [&](Operation *a, Operation *b) {
    return positions.before(a, b);
  };
  for (size_t i = 1; i < gathers.size(); ++i) {
    Operation *reader = firstReader(block, gathers[i - 1].getResult(), before);
    if (reader && before(reader, gathers[i]))
      positions.moveAfter(gathers[i], reader, 0.5);
  }
}

/// Whether `op` is a contraction (a GEMM or batched GEMM, which the code
/// generator runs as one library call).
bool contracts(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalg::isaContractionOpInterface(linalgOp);
}

/// Whether a contraction reads `gather`'s result (or a reshape of it).
bool feedsContraction(AllGatherOp gather) {
  return llvm::any_of(readersThroughReshapes(gather.getResult()), contracts);
}

/// The buffers an op reads and writes (dist.load and dist.store name
/// theirs); failure for an effect on memory it does not name.
struct Touched {
  SmallVector<Value> reads, writes;
};
FailureOr<Touched> touchedBy(Operation *op) {
  Touched touched;
  if (isMemoryEffectFree(op) || isa<CollectiveOpInterface>(op))
    return touched;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects || op->getNumRegions() != 0)
    return failure();
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  for (MemoryEffects::EffectInstance &effect : instances) {
    Value on = effect.getValue();
    if (!on)
      return failure();
    if (isa<MemoryEffects::Read>(effect.getEffect()))
      touched.reads.push_back(on);
    else if (isa<MemoryEffects::Write>(effect.getEffect()))
      touched.writes.push_back(on);
    else
      return failure();
  }
  return touched;
}

/// The ops between `from` and `op` (both excluded, `from` before `op` in
/// one block) that make `op`'s operands, walking up from `op`, other than
/// those of `moving` (which move too): each effect-free or a load, none a
/// contraction or a collective or one that reads a collective's result
/// (moved up, it would wait for that collective there, ending the overlap
/// it has). Failure otherwise, or when `op` needs what `from` makes.
FailureOr<SmallVector<Operation *>>
chainUpTo(Operation *from, Operation *op,
          const DenseSet<Operation *> &moving = {}) {
  SmallVector<Operation *> chain;
  DenseSet<Value> needed;
  auto need = [&](Operation *reader) {
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(reader->getRegions(), captured);
    SmallVector<Value> values(reader->getOperands());
    values.append(captured.begin(), captured.end());
    for (Value v : values) {
      if (isa_and_nonnull<CollectiveOpInterface>(v.getDefiningOp()))
        return false;
      needed.insert(v);
    }
    return true;
  };
  if (!need(op))
    return failure();
  for (Operation *at = op->getPrevNode(); at != from; at = at->getPrevNode()) {
    if (moving.contains(at) || llvm::none_of(at->getResults(), [&](Value v) {
          return needed.contains(v);
        }))
      continue;
    FailureOr<Touched> touched = touchedBy(at);
    if (failed(touched) || !touched->writes.empty() || contracts(at) ||
        isa<CollectiveOpInterface>(at) || !need(at))
      return failure();
    chain.push_back(at);
  }
  if (llvm::any_of(from->getResults(),
                   [&](Value v) { return needed.contains(v); }))
    return failure();
  return chain;
}

/// Whether `ops` (of one block, in block order) can move up to just after
/// `from` past the ops between that they do not hold: none of those
/// writes a buffer they read or touches one they write, or has effects on
/// memory it does not name.
bool movableUp(Operation *from, ArrayRef<Operation *> ops) {
  DenseSet<Operation *> moving(ops.begin(), ops.end());
  DenseSet<Value> reads, writes;
  // Walking up from the last, each op passed is checked against the
  // moving ops after it.
  Operation *last = ops.back();
  for (Operation *at = last; at != from; at = at->getPrevNode()) {
    FailureOr<Touched> touched = touchedBy(at);
    if (failed(touched))
      return false;
    if (moving.contains(at)) {
      reads.insert_range(touched->reads);
      writes.insert_range(touched->writes);
      continue;
    }
    for (Value b : touched->writes)
      if (reads.contains(b) || writes.contains(b))
        return false;
    for (Value b : touched->reads)
      if (writes.contains(b))
        return false;
  }
  return true;
}

/// Whether a contraction lies between `collective` and `reader`, the
/// first reader of its result (null: the end of the block): the code
/// generator runs the two at once. Each move below makes this true, so
/// running the pass again moves nothing more.
bool runsBesideContraction(Operation *collective, Operation *reader) {
  for (Operation *at = collective->getNextNode(); at != reader;
       at = at->getNextNode())
    if (contracts(at))
      return true;
  return false;
}

/// Moves each all_gather whose result a contraction reads (a column-parallel
/// layer's input under sequence parallelism, gathered again for the weight
/// gradient) up, with the effect-free ops and loads that make its operand,
/// to just before the nearest contraction before it that it does not
/// depend on, as Megatron-LM's backward starts that gather before the
/// input gradient's GEMM: the code generator starts it there and waits
/// before the next tp collective, so it runs while that GEMM does. Not a
/// gather of a function argument (FSDP's weights, prefetched above) nor
/// one over a pipeline's microbatches.
void gatherBeforeContractions(Block &block) {
  SmallVector<AllGatherOp> gathers;
  for (auto op : block.getOps<AllGatherOp>()) {
    auto arg = dyn_cast<BlockArgument>(op.getInput());
    if (!(arg && isa<func::FuncOp>(arg.getOwner()->getParentOp())) &&
        !overMicrobatches(op.getAxisNames()) && feedsContraction(op))
      gathers.push_back(op);
  }
  for (AllGatherOp gather : gathers) {
    if (runsBesideContraction(gather, firstReader(block, gather.getResult())))
      continue;
    // The nearest contraction above.
    Operation *target = gather->getPrevNode();
    while (target && !contracts(target))
      target = target->getPrevNode();
    if (!target)
      continue;
    FailureOr<SmallVector<Operation *>> chain = chainUpTo(target, gather);
    if (failed(chain))
      continue;
    SmallVector<Operation *> ops(llvm::reverse(*chain));
    ops.push_back(gather);
    if (!movableUp(target->getPrevNode(), ops))
      continue;
    for (Operation *op : ops)
      op->moveBefore(target);
  }
}

/// Which ops of a block come, through their values or the buffers they
/// read, from each of a list of its collectives (those after it that
/// read its result, what it is made of, a buffer stored from it), found in
/// one walk of the block rather than one per collective: a bit per
/// collective on each op. Moving an op that does not depend on a
/// collective up past ops that touch other buffers (movableUp) changes
/// none of it.
class Dependence {
public:
  Dependence(Block &block, ArrayRef<Operation *> sources) {
    size_t n = sources.size();
    DenseMap<Operation *, size_t> index;
    for (auto [i, op] : llvm::enumerate(sources))
      index[op] = i;
    DenseMap<Value, llvm::BitVector> buffers;
    for (Operation &op : block) {
      llvm::BitVector bits(n);
      SetVector<Value> read;
      getUsedValuesDefinedAbove(op.getRegions(), read);
      read.insert(op.operand_begin(), op.operand_end());
      for (Value v : read) {
        if (Operation *def = v.getDefiningOp())
          if (Operation *top = block.findAncestorOpInBlock(*def))
            if (auto it = bits_.find(top); it != bits_.end())
              bits |= it->second;
        if (auto it = buffers.find(v); it != buffers.end())
          bits |= it->second;
      }
      if (auto it = index.find(&op); it != index.end())
        bits.set(it->second);
      if (bits.any())
        if (FailureOr<Touched> touched = touchedBy(&op); succeeded(touched))
          for (Value written : touched->writes) {
            llvm::BitVector &b = buffers.try_emplace(written, n).first->second;
            b |= bits;
          }
      bits_[&op] = std::move(bits);
      if (contracts(&op))
        contractions.push_back(&op);
    }
    // Backwards: which sources some later contraction does not depend on.
    // Moves only take independent ops up, so a source without one never
    // gains one.
    llvm::BitVector allDepend(n, true);
    independentLater_.resize(n);
    for (Operation &op : llvm::reverse(block)) {
      if (auto it = index.find(&op); it != index.end())
        if (!allDepend.test(it->second))
          independentLater_.set(it->second);
      if (contracts(&op))
        allDepend &= bits_.find(&op)->second;
    }
  }
  /// The block's contractions, in the order the walk met them.
  SmallVector<Operation *> contractions;
  /// Whether a contraction after source `i` (when the walk met them) does
  /// not depend on it.
  bool independentLater(size_t i) const { return independentLater_.test(i); }
  /// Whether `op` comes from source `i` (an op the walk did not see: yes).
  bool dependsOn(Operation *op, size_t i) const {
    auto it = bits_.find(op);
    return it == bits_.end() || it->second.test(i);
  }

private:
  DenseMap<Operation *, llvm::BitVector> bits_;
  llvm::BitVector independentLater_;
};

/// A weight gradient's GEMM `gemm` with what makes its operands and what
/// adds it into a buffer (a pipeline's accumulated gradient: the load, the
/// sum, the store), in block order, each after `from` and independent of
/// it; failure when its result feeds anything else than stores, directly
/// or through one op each, stored (an input gradient's or attention's GEMM
/// feeds more).
FailureOr<SmallVector<Operation *>>
weightGradientUnit(Operation *from, Operation *gemm,
                   function_ref<bool(Operation *)> dependent,
                   function_ref<bool(Operation *, Operation *)> before) {
  Block &block = *gemm->getBlock();
  DenseSet<Operation *> unit{gemm};
  auto add = [&](Operation *op) -> LogicalResult {
    FailureOr<SmallVector<Operation *>> chain = chainUpTo(from, op, unit);
    if (failed(chain))
      return failure();
    unit.insert(op);
    unit.insert_range(*chain);
    return success();
  };
  // The unit's ops other than the chains that make their operands, in the
  // order they join it; checked before any chain is walked, so that an
  // input gradient's GEMM fails without a walk up the block.
  SmallVector<Operation *> members{gemm};
  for (Operation *user : gemm->getUsers()) {
    Operation *top = block.findAncestorOpInBlock(*user);
    if (!top || contracts(top) || isa<CollectiveOpInterface>(top) ||
        (top->getNumRegions() != 0 && !isa<linalg::LinalgOp>(top)))
      return failure();
    members.push_back(top);
    if (isa<StoreOp>(top))
      continue;
    if (!isMemoryEffectFree(top))
      return failure();
    for (Operation *sumUser : top->getUsers()) {
      auto store = dyn_cast<StoreOp>(sumUser);
      if (!store || store->getBlock() != &block)
        return failure();
      members.push_back(store);
    }
  }
  for (Operation *op : members)
    if (failed(add(op)))
      return failure();
  if (llvm::any_of(unit, dependent))
    return failure();
  SmallVector<Operation *> ops(unit.begin(), unit.end());
  llvm::sort(ops, before);
  return ops;
}

/// Gives each all_reduce and reduce_scatter of `block` (not over a
/// pipeline's microbatches) that no contraction follows before its result
/// is read a weight gradient's GEMM to run beside: the first later one
/// that does not depend on it moves up to just after it, with the loads
/// and effect-free ops that make its operands and the sum and store that
/// accumulate it. A pipeline's backward pass accumulates its weight
/// gradients at its end; so each input gradient's reduce_scatter
/// (all_reduce without sequence parallelism) runs beside a weight
/// gradient's GEMM, as in Megatron-LM's backward.
void contractionsBesideReductions(Block &block) {
  SmallVector<Operation *> reductions;
  for (Operation &op : block)
    if (isa<AllReduceOp, ReduceScatterOp>(op) &&
        !overMicrobatches(cast<CollectiveOpInterface>(op).getAxisNames()))
      reductions.push_back(&op);
  Dependence dependence(block, reductions);
  Positions positions(block);
  auto before = [&](Operation *a, Operation *b) {
    return positions.before(a, b);
  };
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    if (!dependence.independentLater(i))
      continue;
    Operation *reader = firstReader(block, reduction->getResult(0), before);
    if (!reader || runsBesideContraction(reduction, reader))
      continue;
    auto dependent = [&, i = i](Operation *op) {
      return dependence.dependsOn(op, i);
    };
    // The contractions after the reader that do not depend on the
    // reduction, nearest first.
    SmallVector<Operation *> candidates;
    for (Operation *gemm : dependence.contractions)
      if (before(reader, gemm) && !dependent(gemm))
        candidates.push_back(gemm);
    llvm::sort(candidates, before);
    for (Operation *gemm : candidates) {
      FailureOr<SmallVector<Operation *>> unit =
          weightGradientUnit(reduction, gemm, dependent, before);
      if (failed(unit) || !movableUp(reduction, *unit))
        continue;
      for (auto [k, op] : llvm::enumerate(*unit))
        positions.moveAfter(op, k == 0 ? reduction : (*unit)[k - 1],
                            1.0 / double(unit->size() + 1));
      break;
    }
  }
}

} // namespace

void mlir::dist::placeCollectives(Block &block) {
  startEarly(block);
  prefetchGathers(block);
  gatherBeforeContractions(block);
  contractionsBesideReductions(block);
}
