//===- LowerTensorInsert.cpp - tensor.insert as a linalg.generic ----------===//
//
// torch-mlir writes one element of a tensor with tensor.insert (the dropout
// seed's update, a scalar written back into its rank-0 tensor). No sharding
// rule or code generator knows the op; as a generic that keeps every
// element but the indexed one it is an elementwise op over the tensor's
// positions, which propagation splits like any other (each device compares
// its global indices).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTLOWERTENSORINSERT
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

/// tensor.insert %x into %t[%i...] -> a generic over %t's positions that
/// yields %x where every index equals %i... and %t's element elsewhere.
struct InsertAsGeneric : OpRewritePattern<tensor::InsertOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::InsertOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    Location loc = op.getLoc();
    int64_t rank = type.getRank();
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType());
    AffineMap identity = rewriter.getMultiDimIdentityMap(unsigned(rank));
    // A rank-0 tensor is its one element: nothing of it is kept.
    SmallVector<Value> inputs;
    if (rank > 0)
      inputs.push_back(op.getDest());
    SmallVector<AffineMap> maps(inputs.size() + 1, identity);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, inputs, ValueRange{empty}, maps, iterators,
        [&](OpBuilder &b, Location at, ValueRange args) {
          if (rank == 0) {
            linalg::YieldOp::create(b, at, op.getScalar());
            return;
          }
          Value here;
          for (auto [d, index] : llvm::enumerate(op.getIndices())) {
            Value position = linalg::IndexOp::create(b, at, d);
            Value same = arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq,
                                               position, index);
            here = here ? arith::AndIOp::create(b, at, here, same) : same;
          }
          linalg::YieldOp::create(
              b, at,
              arith::SelectOp::create(b, at, here, op.getScalar(), args[0])
                  .getResult());
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct DistLowerTensorInsertPass
    : dist::impl::DistLowerTensorInsertBase<DistLowerTensorInsertPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<InsertAsGeneric>(&getContext());
    bool changed = false;
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     GreedyRewriteConfig(), &changed)))
      return signalPassFailure();
    // Unchanged IR needs no verifying again.
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
