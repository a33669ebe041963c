//===- NarrowAccumulation.cpp - 16-bit accumulations summed in f32 --------===//
//
// A contraction of f16 or bf16 into the same type -- linalg.matmul with
// every operand bf16, as StableHLO's dot_general and other exporters may
// write a bf16 matmul -- accumulates each product in 16 bits: every step
// rounds to 8 (bf16) or 11 (f16) significant bits, which is how no GEMM
// library computes it. It becomes what the libraries and PyTorch do: the
// products summed in f32 from the initial value widened, rounded to 16 bits
// once at the end. The result is at least as accurate, and it is a GEMM
// (bf16 inputs, f32 accumulation) plus one rounding pass. It is not the
// same number: 256 + 1 + 1 + ... in bf16 stays 256, in f32 it counts
// (test/e2e/narrow_accumulation.mlir).
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Whether `v` is `x op y` for the block arguments x, y in either order.
template <typename Op> bool isBinaryOf(Value v, Value x, Value y) {
  auto op = v.getDefiningOp<Op>();
  return op && ((op.getLhs() == x && op.getRhs() == y) ||
                (op.getLhs() == y && op.getRhs() == x));
}

/// An elementwise generic over `source`'s shape making `type` from it by
/// `convert` (an arith.extf or arith.truncf).
template <typename Convert>
Value convertAll(PatternRewriter &rewriter, Location loc, Value source,
                 Type type) {
  auto shaped = cast<RankedTensorType>(source.getType());
  Value empty = tensor::EmptyOp::create(rewriter, loc, shaped.getShape(), type);
  AffineMap id = rewriter.getMultiDimIdentityMap(shaped.getRank());
  SmallVector<utils::IteratorType> parallel(shaped.getRank(),
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             rewriter, loc, empty.getType(), source, empty,
             ArrayRef<AffineMap>{id, id}, parallel,
             [&](OpBuilder &b, Location at, ValueRange args) {
               linalg::YieldOp::create(
                   b, at, Convert::create(b, at, type, args[0]).getResult());
             })
      .getResult(0);
}

struct AccumulateNarrowInF32 : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
        !linalg::isaContractionOpInterface(op))
      return failure();
    Type narrow = getElementTypeOrSelf(op->getResult(0).getType());
    if (!(narrow.isBF16() || narrow.isF16()) ||
        llvm::any_of(op.getDpsInputs(), [&](Value v) {
          return getElementTypeOrSelf(v.getType()) != narrow;
        }))
      return failure();
    // Exactly acc + a * b, all in the 16-bit type.
    Block &body = *op.getBody();
    Value yielded = body.getTerminator()->getOperand(0);
    auto add = yielded.getDefiningOp<arith::AddFOp>();
    if (!add)
      return failure();
    Value acc = body.getArgument(2);
    Value product = add.getLhs() == acc ? add.getRhs() : add.getLhs();
    if ((add.getLhs() != acc && add.getRhs() != acc) ||
        !isBinaryOf<arith::MulFOp>(product, body.getArgument(0),
                                   body.getArgument(1)))
      return failure();

    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value init =
        convertAll<arith::ExtFOp>(rewriter, loc, op.getDpsInits()[0], f32);
    auto wide = linalg::GenericOp::create(
        rewriter, loc, init.getType(), op.getDpsInputs(), init,
        op.getIndexingMapsArray(), op.getIteratorTypesArray(),
        [&](OpBuilder &b, Location at, ValueRange args) {
          Value x = arith::ExtFOp::create(b, at, f32, args[0]);
          Value y = arith::ExtFOp::create(b, at, f32, args[1]);
          Value p = arith::MulFOp::create(b, at, x, y);
          linalg::YieldOp::create(
              b, at, arith::AddFOp::create(b, at, args[2], p).getResult());
        });
    rewriter.replaceOp(op, convertAll<arith::TruncFOp>(
                               rewriter, loc, wide.getResult(0), narrow));
    return success();
  }
};

} // namespace

void codegen::populateNarrowAccumulationPatterns(RewritePatternSet &patterns) {
  patterns.add<AccumulateNarrowInF32>(patterns.getContext());
}
