//===- SplitBatchDims.cpp - contractions over merged batch dims, unmerged -===//
//
// Frontends write attention as a batch_matmul over (batch * heads): the
// operands are collapse_shape'd and the result expand_shape'd back. A
// merged dim can only be split in contiguous blocks, so heads split over
// `tp` with the batch whole (tensor parallelism without data parallelism)
// had to be gathered around every such product. Here the contraction is
// made a generic and upstream's fold-by-expansion absorbs the reshapes
// into it: the batch and head dims become loops of their own, each of
// which can be split.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "support/Debug.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTSPLITBATCHDIMS
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-split-batch-dims"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// True if `op` is a contraction, or a transpose, with an operand made by
/// a collapse_shape. A training step's backward transposes the forward's
/// collapsed operands (attention's Q, K, probabilities and V) for its own
/// contractions: as generics the transposes take the merged dims apart
/// too, and so does the contraction they feed.
bool readsCollapsed(linalg::LinalgOp op) {
  return (linalg::isaContractionOpInterface(op) ||
          isa<linalg::TransposeOp>(op)) &&
         llvm::any_of(op.getDpsInputs(), [](Value v) {
           return v.getDefiningOp<tensor::CollapseShapeOp>();
         });
}

/// True if `op` is a transpose whose result is expanded for a contraction:
/// torch-mlir's nn.Linear weight, transposed and split into heads (ViT's
/// and BERT's q, k and v). Folded, the expansion moves onto the weight
/// itself (a view), and the transpose joins the GEMM as a transposed
/// operand instead of copying the weight at every call.
bool expandedForContraction(linalg::LinalgOp op) {
  return isa<linalg::TransposeOp>(op) &&
         llvm::any_of(op->getUsers(), [](Operation *user) {
           return isa<tensor::ExpandShapeOp>(user) &&
                  llvm::any_of(user->getUsers(), [](Operation *reader) {
                    auto linalgOp = dyn_cast<linalg::LinalgOp>(reader);
                    return linalgOp &&
                           linalg::isaContractionOpInterface(linalgOp);
                  });
         });
}

/// A named contraction or transpose reading a collapsed operand, or a
/// transpose expanded for a contraction, becomes a generic, which the
/// reshapes can fold into.
struct GeneralizeCollapsedContraction
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (isa<linalg::GenericOp>(op) ||
        !(readsCollapsed(op) || expandedForContraction(op)))
      return failure();
    SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] " << op->getName() << " at "
                             << op->getLoc()
                             << " reads or makes merged dims: generalized\n");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// A generic a reshape may fold into: one whose body does not read its
/// iteration indices (folding would compute them with affine.apply from
/// the expanded dims).
bool isFoldableGeneric(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && generic.getBody()->getOps<linalg::IndexOp>().empty();
}

/// Reshapes fold into contractions, and into the generics of a chain
/// between them (attention's scale, mask and softmax over the merged
/// batch x heads dim between its two contractions): a reshape folds into
/// a generic when the value it reshapes comes from a linalg op, or when
/// what the generic makes is reshaped for one.
bool foldsReshape(OpOperand *operand) {
  Operation *producer = operand->get().getDefiningOp();
  Operation *consumer = operand->getOwner();
  auto isContraction = [](Operation *op) {
    auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
    return linalgOp && linalg::isaContractionOpInterface(linalgOp);
  };
  if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(producer))
    return isContraction(consumer) ||
           (isFoldableGeneric(consumer) &&
            collapse.getSrc().getDefiningOp<linalg::LinalgOp>());
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(consumer))
    return isContraction(producer) ||
           (isFoldableGeneric(producer) &&
            llvm::any_of(expand->getUsers(), [](Operation *user) {
              return isa<linalg::LinalgOp>(user);
            }));
  return false;
}

struct DistSplitBatchDims
    : dist::impl::DistSplitBatchDimsBase<DistSplitBatchDims> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<GeneralizeCollapsedContraction>(&getContext());
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, foldsReshape);
    // The init's reshape moves above its fill and folds into a new empty
    // tensor.
    linalg::FillOp::getCanonicalizationPatterns(patterns, &getContext());
    tensor::populateFoldTensorEmptyPatterns(patterns);
    // Not converging leaves valid IR with some reshapes not folded: the
    // pass only improves what later passes can split, so that is no error.
    auto reshapes = [&] {
      int64_t count = 0;
      getOperation()->walk([&](Operation *op) {
        count += isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op);
      });
      return count;
    };
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] " << reshapes() << " reshapes before\n");
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] " << reshapes() << " reshapes after\n");
  }
};

} // namespace
