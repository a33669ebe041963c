//===- FormKernels.cpp - named ops to generics, elementwise fusion --------===//
//
// Kernel formation decides what runs as one kernel. Ops that are several
// kernels in disguise are decomposed first (linalg.softmax into its max,
// exp-sum and division; tensor.pad into a fill and an insert; tensor.concat
// into inserts), every named linalg op becomes a linalg.generic (and a
// contraction accumulating in 16 bits one in f32, NarrowAccumulation.cpp),
// and reshapes that only regroup leading dims merge the loops of the ops
// they sit between (upstream's fold by collapsing), then
// upstream's elementwise fusion merges an all-parallel producer into its
// consumer under our control (FusionRule.h, which the planner's costs
// share). Views go first: a transpose or a widening of 16-bit data joins
// the GEMM it feeds (which then reads the data in place, in its own type),
// before anything fuses into the view itself. A reduction can absorb its
// elementwise producers (exp into sum for a softmax denominator): the
// result is one loop nest with the reduction inside. Last, a fill that several
// ops start from is cloned per op, so that none of them copies it, and a
// gather of matrices that a contraction reads computes its ids apart
// (GroupedGemmMatch.h).
//
//===----------------------------------------------------------------------===//

#include "codegen/FusionRule.h"
#include "codegen/GroupedGemmMatch.h"
#include "codegen/KernelPlan.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::dist;

/// True for a generic that writes one value everywhere: no tensor inputs,
/// all loops parallel, a yield of a value from outside the body or of a
/// scalar input (a fill, generalized).
static bool isFill(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0 ||
      llvm::any_of(op.getDpsInputs(),
                   [](Value v) { return isa<ShapedType>(v.getType()); }))
    return false;
  Value yielded = op.getBody()->getTerminator()->getOperand(0);
  if (auto arg = dyn_cast<BlockArgument>(yielded))
    return arg.getOwner() == op.getBody() &&
           arg.getArgNumber() < op.getNumDpsInputs();
  return yielded.getParentBlock() != op.getBody();
}

/// Gives every op that starts from a shared fill (CSE merges equal fills)
/// its own copy of the fill, just before it: each then updates its copy in
/// place, where a shared one would be filled once and copied per user.
static void splitSharedFills(ModuleOp module) {
  SmallVector<linalg::GenericOp> shared;
  module.walk([&](linalg::GenericOp op) {
    if (isFill(op) && !op->hasOneUse() && !op->use_empty())
      shared.push_back(op);
  });
  OpBuilder builder(module.getContext());
  for (linalg::GenericOp fill : shared) {
    SmallVector<OpOperand *> inits;
    for (OpOperand &use : fill->getUses())
      if (auto user = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
          user && user.isDpsInit(&use))
        inits.push_back(&use);
    for (OpOperand *use : inits) {
      builder.setInsertionPoint(use->getOwner());
      use->set(builder.clone(*fill)->getResult(0));
    }
    if (fill->use_empty())
      fill->erase();
  }
}

/// Gives each contraction its own copy of every view the fusion rule lets
/// it take but that it shares, or that sits in another block: upstream's
/// fusion merges only a producer with one use (the view stays for its
/// other users, or dies).
static void privatizeViews(ModuleOp module) {
  SmallVector<OpOperand *> shared;
  module.walk([&](linalg::GenericOp op) {
    if (!linalg::isaContractionOpInterface(op))
      return;
    for (OpOperand *input : op.getDpsInputOperands()) {
      Operation *view = input->get().getDefiningOp();
      if (view &&
          (!input->get().hasOneUse() || view->getBlock() != op->getBlock()) &&
          codegen::fusesIntoConsumer(input))
        shared.push_back(input);
    }
  });
  OpBuilder builder(module.getContext());
  for (OpOperand *input : shared) {
    builder.setInsertionPoint(input->getOwner());
    Operation *copy = builder.clone(*input->get().getDefiningOp());
    input->set(copy->getResult(0));
  }
}

/// Whether a reshape may merge a generic's loops (upstream's fold by
/// collapsing; `operand` is a collapse_shape's source or a generic's
/// operand that an expand_shape makes): when the reshape merges only
/// leading dims and leaves the last alone. A frontend's grouped-query
/// attention computes its scores per (batch, kv head, group) and its
/// softmax per (batch, head), and the partitioner's SplitBatchDims splits
/// merged batch dims for sharding: merged again, the chain is one rank
/// throughout, the form AttentionMatch.h fuses.
/// A view a contraction takes as its operand keeps its dims: merged, its
/// result would reach the contraction through a reshape, and it would
/// stay a copy (an nn.Linear weight's transpose, expanded into heads).
static bool mergesLeadingDimsOnly(OpOperand *operand) {
  SmallVector<ReassociationIndices> groups;
  Operation *generic = nullptr;
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(operand->getOwner())) {
    groups = collapse.getReassociationIndices();
    generic = collapse.getSrc().getDefiningOp();
  } else if (auto expand =
                 operand->get().getDefiningOp<tensor::ExpandShapeOp>()) {
    groups = expand.getReassociationIndices();
    generic = operand->getOwner();
  }
  if (generic && llvm::any_of(generic->getUses(), [](OpOperand &use) {
        auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
        return reader && linalg::isaContractionOpInterface(reader) &&
               codegen::fusesIntoConsumer(&use);
      }))
    return false;
  return !groups.empty() && groups.back().size() == 1;
}

namespace {
/// Replaces an aggregated op (linalg.softmax) by the ops it is made of.
struct DecomposeAggregated
    : OpInterfaceRewritePattern<linalg::AggregatedOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(linalg::AggregatedOpInterface op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SmallVector<Value>> parts = op.decomposeOperation(rewriter);
    if (failed(parts))
      return failure();
    rewriter.replaceOp(op, *parts);
    return success();
  }
};
} // namespace

LogicalResult codegen::formKernels(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  {
    RewritePatternSet patterns(ctx);
    patterns.add<DecomposeAggregated>(ctx);
    linalg::populateDecomposePadPatterns(patterns);
    tensor::populateDecomposeTensorConcatPatterns(patterns);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return module.emitError("decomposing aggregated ops did not converge");
  }
  {
    RewritePatternSet patterns(ctx);
    linalg::populateLinalgNamedOpsGeneralizationPatterns(patterns);
    populateNarrowAccumulationPatterns(patterns);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return module.emitError("generalizing named linalg ops did not converge");
  }
  {
    RewritePatternSet patterns(ctx);
    linalg::populateFoldReshapeOpsByCollapsingPatterns(patterns,
                                                       mergesLeadingDimsOnly);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return module.emitError("merging leading dims did not converge");
  }
  privatizeViews(module);
  {
    RewritePatternSet patterns(ctx);
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *operand) {
          auto consumer = dyn_cast<linalg::LinalgOp>(operand->getOwner());
          return consumer && linalg::isaContractionOpInterface(consumer) &&
                 fusesIntoConsumer(operand);
        });
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return module.emitError("fusing views into GEMMs did not converge");
  }
  RewritePatternSet patterns(ctx);
  linalg::populateElementwiseOpsFusionPatterns(
      patterns, [](OpOperand *operand) { return fusesIntoConsumer(operand); });
  // Canonicalizations clean up what fusion leaves (dead operands, unused
  // results) and fold trivial generics.
  linalg::GenericOp::getCanonicalizationPatterns(patterns, ctx);
  tensor::EmptyOp::getCanonicalizationPatterns(patterns, ctx);
  if (failed(applyPatternsGreedily(module, std::move(patterns))))
    return module.emitError("elementwise fusion did not converge");
  splitSharedFills(module);
  codegen::splitGatherIds(module);
  return success();
}
