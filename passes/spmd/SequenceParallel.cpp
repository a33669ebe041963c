//===- SequenceParallel.cpp - tokens split over tp between the blocks -----===//
//
// Megatron's sequence parallelism (Korthikanti et al., 2022) as shardings:
// between the tensor-parallel blocks -- the residual stream, its norms and
// dropouts -- every tp rank holds its share of the tokens instead of all
// of them. Each row-parallel contraction of the forward pass (one whose
// result propagation leaves partial over the axis) gets a `dist.shard` of
// its result that reduces it and splits a token dim over the axis;
// propagation carries the split through the elementwise ops and norms that
// follow, and partitioning makes it a reduce_scatter where an all_reduce
// was, and an all_gather where the next column-parallel contraction reads
// the tokens whole: the same bytes, the activations between the blocks
// 1/tp per rank. The backward pass follows by propagation.
//
// In a pipeline it runs after --dist-microbatch: the tokens split are a
// microbatch's, tp minor to the dp and microbatch axes on the batch rows,
// or the sequence dim where a microbatch has fewer examples than tp.
//
//===----------------------------------------------------------------------===//

#include "passes/Annotations.h"
#include "passes/Passes.h"
#include "passes/spmd/Lookups.h"
#include "passes/spmd/Propagate.h"
#include "support/Debug.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTSEQUENCEPARALLEL
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-sequence-parallel"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// What propagation gives each result of `fn`'s top-level ops, found on a
/// copy of `fn` propagated in its stead (its warnings are the real run's
/// to give): one sharding per result, null where there is none.
FailureOr<DenseMap<Operation *, ArrayAttr>> propagatedShardings(func::FuncOp fn,
                                                                MeshOp mesh) {
  auto copy = cast<func::FuncOp>(fn->clone());
  SymbolTable(fn->getParentOfType<ModuleOp>()).insert(copy, fn->getIterator());
  // Each op of the copy marked with its original's number before
  // propagation, which may add ops (an empty per use, carrying the mark of
  // the one it copies) and erase the ones they replace: a pointer to an
  // op of the copy would not outlive it.
  constexpr StringLiteral kTwin = "sequence_parallel.twin";
  SmallVector<Operation *> originals;
  Builder b(fn.getContext());
  for (auto [op, twin] :
       llvm::zip(fn.getBody().front(), copy.getBody().front())) {
    twin.setAttr(kTwin, b.getI64IntegerAttr(int64_t(originals.size())));
    originals.push_back(&op);
  }
  LogicalResult propagated = success();
  {
    ScopedDiagnosticHandler quiet(fn.getContext(),
                                  [](Diagnostic &) { return success(); });
    propagated = propagateShardings(copy, mesh);
  }
  DenseMap<Operation *, ArrayAttr> shardings;
  for (Operation &twin : copy.getBody().front()) {
    auto number = twin.getAttrOfType<IntegerAttr>(kTwin);
    auto recorded =
        twin.getAttrOfType<ArrayAttr>(DistDialect::kShardingAttrName);
    if (number && recorded)
      shardings.try_emplace(originals[size_t(number.getInt())], recorded);
  }
  copy.erase();
  if (failed(propagated))
    return failure();
  return shardings;
}

/// `partial`, a result's sharding that leaves it partial over `axis`,
/// reduced over it and with its outermost token dim -- a dim other than
/// the last (the features a row-parallel projection makes whole), not
/// split in blocks, whose local extent the axis divides -- split over it
/// as well, minor to the axes already there: outermost, so that the split
/// is the same on the tokens flattened ([b*s, h]) and not ([b, s, h]).
/// Null when no dim suits.
ShardingAttr tokensSplit(ShardingAttr partial, RankedTensorType type,
                         MeshOp mesh, StringRef axis) {
  SmallVector<StringAttr> rest;
  for (StringAttr p : partial.getPartial())
    if (p.getValue() != axis)
      rest.push_back(p);
  auto reduced = ShardingAttr::get(partial.getMesh(), partial.getDims(), rest,
                                   partial.getReduction(), partial.getBlocks());
  return splitFirstDividedDim(reduced, type, mesh, axis, type.getRank() - 1);
}

/// What propagation gives `v` without the split tokens: its op's recorded
/// sharding, or its argument's annotation; null if none.
ShardingAttr propagatedOf(Value v, func::FuncOp fn,
                          const DenseMap<Operation *, ArrayAttr> &shardings) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return arg.getOwner() == &fn.getBody().front()
               ? fn.getArgAttrOfType<ShardingAttr>(
                     arg.getArgNumber(), DistDialect::kShardingAttrName)
               : ShardingAttr();
  ArrayAttr recorded = shardings.lookup(v.getDefiningOp());
  if (!recorded)
    return {};
  return dyn_cast<ShardingAttr>(recorded[cast<OpResult>(v).getResultNumber()]);
}

/// Makes tensor-parallel contraction `op` read each input as propagation
/// gives it without the split tokens (a `dist.shard` before it): the
/// tokens are gathered where a column-parallel projection (or its
/// backward) reads them, rather than the split reaching into it and its
/// weight being gathered instead.
void readAsBefore(linalg::LinalgOp op, func::FuncOp fn,
                  const DenseMap<Operation *, ArrayAttr> &shardings) {
  OpBuilder b(op);
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value v = input->get();
    ShardingAttr before = propagatedOf(v, fn, shardings);
    if (!before || !isa<RankedTensorType>(v.getType()))
      continue;
    input->set(ShardOp::create(b, op.getLoc(), v, before));
  }
}

/// Splits the tokens of each contraction's result of `fn` that
/// propagation would leave partial over `axis` (a row-parallel
/// projection's; in the backward pass, a column-parallel one's input
/// gradient) over `axis`, and makes every tensor-parallel contraction read
/// its inputs as propagation gives them without the split. `mesh`
/// declares `axis`. Fails, rather than split nothing, when no such result
/// has a token dim that `axis` divides.
LogicalResult splitTokens(func::FuncOp fn, MeshOp mesh, StringRef axis) {
  FailureOr<DenseMap<Operation *, ArrayAttr>> shardings =
      propagatedShardings(fn, mesh);
  // Propagation fails on what the real run reports.
  if (failed(shardings))
    return success();
  Operation *unsplit = nullptr;
  bool split = false;
  for (Operation &op :
       llvm::make_early_inc_range(fn.getBody().front().without_terminator())) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    ArrayAttr recorded = shardings->lookup(&op);
    // A contraction, or a lookup: in a table split over the vocabulary its
    // result is partial with no loop reduced, and its tokens split as a
    // row-parallel projection's do, as Megatron-LM's embedding
    // reduce_scatters into the sequence-parallel region.
    bool contraction = linalgOp && linalgOp.getNumReductionLoops() != 0;
    if (!linalgOp || !(contraction || !lookedUpTensors(linalgOp).empty()) ||
        op.getNumResults() != 1 || !recorded)
      continue;
    auto result = dyn_cast<ShardingAttr>(recorded[0]);
    auto type = dyn_cast<RankedTensorType>(op.getResult(0).getType());
    if (!result || !type || !namesAxis(result, axis))
      continue;
    if (contraction)
      readAsBefore(linalgOp, fn, *shardings);
    if (!llvm::is_contained(result.getPartialAxes(), axis) ||
        result.getReduction() != ReductionKind::sum)
      continue;
    ShardingAttr tokens = tokensSplit(result, type, mesh, axis);
    if (!tokens) {
      unsplit = unsplit ? unsplit : &op;
      continue;
    }
    split = true;
    OpBuilder b(op.getContext());
    b.setInsertionPointAfter(&op);
    Value value = op.getResult(0);
    auto shard = ShardOp::create(b, op.getLoc(), value, tokens);
    value.replaceAllUsesExcept(shard, shard);
    SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] " << op.getLoc() << ": "
                             << tokens << "\n");
  }
  if (unsplit && !split)
    return unsplit->emitOpError()
           << "makes a row-parallel result of type "
           << unsplit->getResult(0).getType()
           << " with no token dim that mesh axis \"" << axis << "\" ("
           << *mesh.getAxisSize(axis)
           << " devices) divides on each rank: sequence parallelism would "
              "split no tokens (fewer tokens per microbatch than the axis "
              "has devices?)";
  return success();
}

struct DistSequenceParallel
    : dist::impl::DistSequenceParallelBase<DistSequenceParallel> {
  using DistSequenceParallelBase::DistSequenceParallelBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(forEachAnnotatedFunction(
            module, [&](func::FuncOp fn, MeshOp mesh) -> LogicalResult {
              std::optional<int64_t> size = mesh.getAxisSize(axis);
              if (!size)
                return fn.emitError()
                       << "mesh @" << mesh.getSymName() << " has no axis '"
                       << axis << "' to split the tokens over";
              if (*size == 1 || !fn.isPublic())
                return success();
              return splitTokens(fn, mesh, axis);
            })))
      signalPassFailure();
  }
};

} // namespace
