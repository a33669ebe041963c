//===- OptimizeCollectives.cpp - cancel, fuse and bucket collectives ------===//

#include "passes/Passes.h"

#include "passes/Annotations.h"
#include "passes/spmd/CollectivePlacement.h"
#include "passes/spmd/ElementwiseSums.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTOPTIMIZECOLLECTIVES
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-optimize-collectives"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// all_slice(all_gather(x)) and all_gather(all_slice(x)) over the same mesh,
/// axes and dim are x: gathering blocks and keeping one's own block, or
/// keeping one's block of a replicated value and gathering them all back.
template <typename OuterOp, typename InnerOp>
struct CancelInverse : OpRewritePattern<OuterOp> {
  using OpRewritePattern<OuterOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(OuterOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().template getDefiningOp<InnerOp>();
    if (!inner || inner.getMeshAttr() != outer.getMeshAttr() ||
        inner.getAxes() != outer.getAxes() || inner.getDim() != outer.getDim())
      return failure();
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] cancel " << outer->getName() << " of "
                << inner->getName() << " at " << outer.getLoc() << "\n");
    rewriter.replaceOp(outer, inner.getInput());
    return success();
  }
};

/// all_slice(all_reduce(x)) over the same axes is reduce_scatter(x): each
/// device only needs its block of the sum.
struct SliceOfAllReduce : OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto reduce = slice.getInput().getDefiningOp<AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() ||
        reduce.getMeshAttr() != slice.getMeshAttr() ||
        reduce.getAxes() != slice.getAxes() ||
        overMicrobatches(reduce.getAxisNames()))
      return failure();
    SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] all_slice of all_reduce at "
                             << slice.getLoc() << " as reduce_scatter\n");
    rewriter.replaceOpWithNewOp<ReduceScatterOp>(
        slice, slice.getType(), slice.getMeshAttr(), slice.getAxes(),
        reduce.getInput(), slice.getDimAttr(), reduce.getReductionAttr());
    return success();
  }
};

/// Whether reducing collectives `a` and `b` (all_reduces, or
/// reduce_scatters of the same dim) leave the same blocks of their sums.
bool sameBlocks(AllReduceOp, AllReduceOp) { return true; }
bool sameBlocks(ReduceScatterOp a, ReduceScatterOp b) {
  return a.getDim() == b.getDim() &&
         a.getInput().getType() == b.getInput().getType();
}

/// True if reducing collectives `a` and `b` (both all_reduces or both
/// reduce_scatters), read only by a sum of type `type`, are one of the
/// sum of their operands.
template <typename ReduceOp> bool summable(ReduceOp a, ReduceOp b, Type type) {
  return a != b && a->hasOneUse() && b->hasOneUse() &&
         a.getMeshAttr() == b.getMeshAttr() && a.getAxes() == b.getAxes() &&
         a.getReduction() == ReductionKind::sum &&
         b.getReduction() == ReductionKind::sum && a.getType() == b.getType() &&
         a.getType() == type && sameBlocks(a, b) &&
         !overMicrobatches(a.getAxisNames());
}

/// The reduction of `sum`, an elementwise sum of `a`'s and `b`'s operands
/// made like them.
Value reduceLike(PatternRewriter &rewriter, AllReduceOp a, Value sum) {
  return AllReduceOp::create(rewriter, a.getLoc(), a.getType(), a.getMeshAttr(),
                             a.getAxes(), sum, a.getReductionAttr());
}
Value reduceLike(PatternRewriter &rewriter, ReduceScatterOp a, Value sum) {
  return ReduceScatterOp::create(rewriter, a.getLoc(), a.getType(),
                                 a.getMeshAttr(), a.getAxes(), sum,
                                 a.getDimAttr(), a.getReductionAttr());
}

/// c(a) + c(b) (or -) for reducing collectives c over the same axes, both
/// sums -- all_reduces, or reduce_scatters of the same dim -- is c(a + b):
/// one collective where there were two, as XLA's all-reduce reassociation
/// does. Megatron adds a layer's partial input gradients (its gate and up
/// projections', its q, k and v's) before its one all_reduce (its one
/// reduce_scatter under sequence parallelism). Only when nothing else
/// reads either; the sum is added in another order (a rounding
/// difference), over the operands' whole shape.
template <typename ReduceOp>
struct SumOfReductions : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern<linalg::GenericOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseSum(generic))
      return failure();
    auto a = generic.getDpsInputs()[0].template getDefiningOp<ReduceOp>();
    auto b = generic.getDpsInputs()[1].template getDefiningOp<ReduceOp>();
    if (!a || !b || !summable(a, b, generic->getResult(0).getType()))
      return failure();
    SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] sum of 2 " << a->getName()
                             << " at " << generic.getLoc() << " as 1\n");
    rewriter.setInsertionPoint(generic);
    auto type = cast<RankedTensorType>(a.getInput().getType());
    Value init = tensor::EmptyOp::create(
        rewriter, generic.getLoc(), type.getShape(), type.getElementType());
    Operation *sum = rewriter.clone(*generic);
    sum->setOperand(0, a.getInput());
    sum->setOperand(1, b.getInput());
    sum->setOperand(2, init);
    sum->getResult(0).setType(type);
    rewriter.replaceOp(generic, reduceLike(rewriter, a, sum->getResult(0)));
    rewriter.eraseOp(a);
    rewriter.eraseOp(b);
    return success();
  }
};

/// A sum of several terms, two of them reducing collectives c(a) and c(b)
/// that are summable, is the others plus c(a) + c(b), which
/// SumOfReductions makes one collective c. A residual block's input
/// gradient is the residual's plus the partial ones of the layers that
/// read it (BERT's q, k and v): autograd adds them one at a time, the
/// residual first, and Megatron reduces their sum once. A parallel
/// residual (GPT-NeoX, GPT-J, Phi) adds the attention's and the MLP's
/// outputs, each its row-parallel projection's partial sum plus its bias:
/// Megatron-based trainers reduce the two partial sums once and add the
/// biases after. Only additions, only through adds no one else reads,
/// and only where two collectives then merge.
template <typename ReduceOp>
struct GroupReductionTerms : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern<linalg::GenericOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp outer,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseAdd(outer))
      return failure();
    SmallVector<Value> terms;
    SmallVector<Operation *> adds;
    sumTerms(outer, terms, adds);
    Type type = outer->getResult(0).getType();
    auto merge = [&](Value x, Value y) {
      auto a = x.getDefiningOp<ReduceOp>();
      auto b = y.getDefiningOp<ReduceOp>();
      return a && b && summable(a, b, type);
    };
    // Two that an add of the sum already adds: SumOfReductions merges
    // them as they are.
    auto addsPair = [&](Operation *add) {
      return merge(add->getOperand(0), add->getOperand(1));
    };
    if (addsPair(outer) || llvm::any_of(adds, addsPair))
      return failure();
    // The first two terms that merge.
    std::optional<std::pair<size_t, size_t>> pair;
    for (size_t i = 0; i < terms.size() && !pair; ++i)
      for (size_t j = i + 1; j < terms.size() && !pair; ++j)
        if (merge(terms[i], terms[j]))
          pair = {i, j};
    if (!pair)
      return failure();
    Value a = terms[pair->first], b = terms[pair->second];
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] two " << a.getDefiningOp()->getName()
                << " terms of a sum of " << terms.size() << " at "
                << outer.getLoc() << " added first\n");
    rewriter.setInsertionPoint(outer);
    auto add = [&](Value x, Value y) {
      Operation *sum = rewriter.clone(*outer);
      sum->setOperand(0, x);
      sum->setOperand(1, y);
      return sum->getResult(0);
    };
    // The other terms in their order, then the two reductions' sum.
    Value others;
    for (auto [k, term] : llvm::enumerate(terms))
      if (k != pair->first && k != pair->second)
        others = others ? add(others, term) : term;
    rewriter.replaceOp(outer, add(others, add(a, b)));
    // Each inner add was read once, by the next one out: erased from
    // the outermost in.
    for (Operation *inner : adds)
      rewriter.eraseOp(inner);
    return success();
  }
};

/// `v` reshaped to `type`, one of the two 1-D and the other holding as
/// many elements: collapsed over all its dims, or expanded (a scalar
/// through none).
Value reshapeFlat(OpBuilder &b, Location loc, Value v, RankedTensorType type) {
  auto from = cast<RankedTensorType>(v.getType());
  if (from == type)
    return v;
  bool flatten = type.getRank() == 1;
  RankedTensorType shaped = flatten ? from : type;
  SmallVector<ReassociationIndices> all;
  if (shaped.getRank() > 0)
    all.push_back(llvm::to_vector(llvm::seq<int64_t>(0, shaped.getRank())));
  if (flatten == (shaped.getRank() > 0))
    return tensor::CollapseShapeOp::create(b, loc, type, v, all);
  return tensor::ExpandShapeOp::create(b, loc, type, v, all);
}

/// `values` (static tensors of element type `element`), each flattened,
/// one after another in a 1-D tensor made at `b`'s insertion point.
Value pack(OpBuilder &b, Location loc, ValueRange values, Type element) {
  int64_t total = 0;
  for (Value v : values)
    total += cast<RankedTensorType>(v.getType()).getNumElements();
  Value flat = tensor::EmptyOp::create(b, loc, {total}, element);
  int64_t offset = 0;
  for (Value v : values) {
    auto type = cast<RankedTensorType>(v.getType());
    int64_t n = type.getNumElements();
    Value flattened =
        reshapeFlat(b, loc, v, RankedTensorType::get({n}, element));
    flat = tensor::InsertSliceOp::create(
        b, loc, flattened, flat, ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    offset += n;
  }
  return flat;
}

/// Replaces `bucket` (independent all_reduces with the same mesh, axes,
/// reduction and element type) with one all_reduce at `b` of `flat`,
/// their operands packed.
void mergeAllReduces(MutableArrayRef<AllReduceOp> bucket, OpBuilder &b,
                     Value flat) {
  Location loc = bucket.front().getLoc();
  AllReduceOp first = bucket.front();
  Value reduced =
      AllReduceOp::create(b, loc, flat.getType(), first.getMeshAttr(),
                          first.getAxes(), flat, first.getReductionAttr());
  int64_t offset = 0;
  for (AllReduceOp op : bucket) {
    RankedTensorType type = op.getType();
    int64_t n = type.getNumElements();
    auto vector = RankedTensorType::get({n}, type.getElementType());
    Value piece = tensor::ExtractSliceOp::create(
        b, loc, vector, reduced, ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    offset += n;
    op.getResult().replaceAllUsesWith(reshapeFlat(b, loc, piece, type));
    op.erase();
  }
}

/// Replaces `bucket` (independent all_gathers along dim 0 with the same
/// mesh, axes and element type) with one all_gather at `b` of `flat`,
/// their operands packed: each member's block is a run of columns of the
/// [group, total] gathered buffer, its rows the group's blocks in order,
/// which is its dim-0 concatenation once reshaped. One collective, as the
/// distributed optimizer gathers its updated weights in buckets.
void mergeAllGathers(MutableArrayRef<AllGatherOp> bucket, OpBuilder &b,
                     Value flat) {
  Location loc = bucket.front().getLoc();
  AllGatherOp first = bucket.front();
  Type element = first.getType().getElementType();
  int64_t group =
      first.getType().getDimSize(0) / first.getInput().getType().getDimSize(0);
  int64_t total = cast<RankedTensorType>(flat.getType()).getDimSize(0);
  Value gathered = AllGatherOp::create(
      b, loc, RankedTensorType::get({group * total}, element),
      first.getMeshAttr(), first.getAxes(), flat, first.getDimAttr());
  Value rows = tensor::ExpandShapeOp::create(
      b, loc, RankedTensorType::get({group, total}, element), gathered,
      ArrayRef<ReassociationIndices>{{0, 1}});
  int64_t offset = 0;
  for (AllGatherOp op : bucket) {
    RankedTensorType local = op.getInput().getType();
    int64_t n = local.getNumElements();
    Value columns = tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get({group, n}, element), rows,
        ArrayRef<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(group), b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
    offset += n;
    // [group, n] -> [group, local...] -> [group * local[0], local[1:]...].
    SmallVector<int64_t> blocks = {group};
    llvm::append_range(blocks, local.getShape());
    ReassociationIndices inner;
    for (int64_t d = 1; d <= local.getRank(); ++d)
      inner.push_back(d);
    Value expanded = columns;
    if (local.getRank() > 1)
      expanded = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(blocks, element), columns,
          ArrayRef<ReassociationIndices>{{0}, inner});
    SmallVector<ReassociationIndices> outer = {{0, 1}};
    for (int64_t d = 2; d <= local.getRank(); ++d)
      outer.push_back({d});
    Value shaped =
        tensor::CollapseShapeOp::create(b, loc, op.getType(), expanded, outer);
    op.getResult().replaceAllUsesWith(shaped);
    op.erase();
  }
}

/// Whether `op` only converts its one tensor operand elementwise: a
/// generic of parallel loops, identity maps, no other operand read.
bool convertsElementwise(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.getNumDpsInputs() == 1 &&
         generic->getNumResults() == 1 &&
         generic.getNumLoops() == generic.getNumParallelLoops() &&
         llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); }) &&
         !generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)) &&
         isMemoryEffectFree(op);
}

/// Moves each elementwise conversion of an all_reduce's result (over axes
/// other than the microbatches'), and conversions of those, down to just
/// before its first reader. A 16-bit training step rounds each gradient to
/// bf16 as soon as its f32 all_reduce makes it (the reduction cannot pass
/// the rounding), and that rounding, read only by the optimizer's update at
/// the end, would otherwise end every bucket at one gradient.
void sinkConversionsOfAllReduces(Block &block) {
  SetVector<Operation *> chain;
  SmallVector<Value> worklist;
  for (auto op : block.getOps<AllReduceOp>())
    if (!overMicrobatches(op.getAxisNames()))
      worklist.push_back(op.getResult());
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers())
      if (user->getBlock() == &block && convertsElementwise(user) &&
          chain.insert(user))
        worklist.push_back(user->getResult(0));
  }
  // The latest first: each then moves as far as its readers now stand.
  SmallVector<Operation *> ops = chain.takeVector();
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  for (Operation *op : ops) {
    Operation *first = block.getTerminator();
    for (Operation *user : op->getUsers())
      if (Operation *top = block.findAncestorOpInBlock(*user);
          top && top->isBeforeInBlock(first))
        first = top;
    if (op->getNextNode() != first)
      op->moveBefore(first);
  }
}

/// What must agree for one collective to serve a bucket: mesh, axes, the
/// reduction or the dim, and the element type.
using BucketKey = std::tuple<Attribute, Attribute, Attribute, Type>;

/// Buckets the collectives of kind `OpT` of `block` that `keyOf` gives a
/// key (see the pass description): where each bucket of two or more has
/// its last operand ready, as DDP starts a bucket once its last gradient
/// is made, their operands are packed side by side and `merge` replaces
/// them with one collective of the packed value.
template <typename OpT>
void bucketCollectives(
    Block &block, int64_t limit,
    function_ref<std::optional<BucketKey>(OpT)> keyOf,
    function_ref<void(MutableArrayRef<OpT>, OpBuilder &, Value)> merge) {
  Positions positions(block);
  auto firstUse = [&](Value v) {
    double first = positions.at(block.getTerminator());
    for (Operation *user : v.getUsers())
      if (Operation *top = block.findAncestorOpInBlock(*user))
        first = std::min(first, positions.at(top));
    return first;
  };
  auto defined = [&](Value v) -> double {
    if (Operation *def = v.getDefiningOp())
      if (Operation *top = block.findAncestorOpInBlock(*def))
        return positions.at(top);
    return 0;
  };
  llvm::MapVector<BucketKey, SmallVector<OpT>> byKey;
  for (auto op : block.getOps<OpT>())
    if (std::optional<BucketKey> key = keyOf(op))
      byKey[*key].push_back(op);
  for (auto &[key, ops] : byKey) {
    SmallVector<OpT> bucket;
    int64_t bytes = 0;
    double barrier = 0;
    auto flush = [&] {
      if (bucket.size() > 1) {
        SmallVector<Value> inputs;
        for (OpT op : bucket)
          inputs.push_back(op.getInput());
        // Not before one of the ops the merge erases.
        Operation *before = whereReady(block, inputs, positions);
        while (llvm::is_contained(bucket, before))
          before = before->getNextNode();
        OpT first = bucket.front();
        SHARD_DEBUG(llvm::dbgs()
                    << "[" DEBUG_TYPE "] merge " << bucket.size() << " "
                    << first->getName() << " at " << first.getLoc() << "\n");
        OpBuilder b(before);
        merge(bucket, b,
              pack(b, first.getLoc(), inputs,
                   cast<RankedTensorType>(first.getType()).getElementType()));
      }
      bucket.clear();
      bytes = 0;
    };
    for (OpT op : ops) {
      int64_t size = tensorBytes(op.getType());
      // Merged, the collective runs before the first use of any result of
      // the bucket; an operand made after that point cannot join.
      if (!bucket.empty() &&
          (bytes + size > limit || defined(op.getInput()) >= barrier))
        flush();
      if (size > limit)
        continue;
      barrier = bucket.empty() ? firstUse(op.getResult())
                               : std::min(barrier, firstUse(op.getResult()));
      bucket.push_back(op);
      bytes += size;
    }
    flush();
  }
}

/// Buckets the all_reduces of `block`, other than over a pipeline's
/// microbatches.
void bucketAllReduces(Block &block, int64_t limit) {
  bucketCollectives<AllReduceOp>(
      block, limit,
      [](AllReduceOp op) -> std::optional<BucketKey> {
        if (overMicrobatches(op.getAxisNames()))
          return std::nullopt;
        return BucketKey{op.getMeshAttr(), op.getAxes(), op.getReductionAttr(),
                         op.getType().getElementType()};
      },
      mergeAllReduces);
}

/// Buckets the all_gathers of `block` along dim 0 (a sharded optimizer's
/// updated weights), other than over a pipeline's microbatches, those of a
/// weight stored split (FSDP's, gathered layer by layer where read) and
/// those of an empty dim 0 (nothing to gather, and no group size to read
/// from the shapes).
void bucketAllGathers(Block &block, int64_t limit) {
  bucketCollectives<AllGatherOp>(
      block, limit,
      [](AllGatherOp op) -> std::optional<BucketKey> {
        auto arg = dyn_cast<BlockArgument>(op.getInput());
        if (op.getDim() != 0 || op.getInput().getType().getDimSize(0) == 0 ||
            overMicrobatches(op.getAxisNames()) ||
            (arg && isa<func::FuncOp>(arg.getOwner()->getParentOp())))
          return std::nullopt;
        return BucketKey{op.getMeshAttr(), op.getAxes(), op.getDimAttr(),
                         op.getType().getElementType()};
      },
      mergeAllGathers);
}

struct DistOptimizeCollectives
    : dist::impl::DistOptimizeCollectivesBase<DistOptimizeCollectives> {
  using DistOptimizeCollectivesBase::DistOptimizeCollectivesBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<CancelInverse<AllSliceOp, AllGatherOp>,
                 CancelInverse<AllGatherOp, AllSliceOp>, SliceOfAllReduce,
                 SumOfReductions<AllReduceOp>, SumOfReductions<ReduceScatterOp>,
                 GroupReductionTerms<AllReduceOp>,
                 GroupReductionTerms<ReduceScatterOp>>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) {
      if (llvm::any_of(*block, [](Operation &op) {
            return isa<AllReduceOp, ReduceScatterOp, AllGatherOp>(op);
          }))
        blocks.push_back(block);
    });
    for (Block *block : blocks) {
      if (bucketBytes > 0) {
        sinkConversionsOfAllReduces(*block);
        bucketAllReduces(*block, bucketBytes);
        bucketAllGathers(*block, bucketBytes);
      }
      placeCollectives(*block);
    }
  }
};

} // namespace
