//===- ConvertAttention.cpp - tm_tensor.attention as GEMMs and a softmax --===//

#include "passes/prepare/TMTensorLowering.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist::tm_lowering;
namespace tmt = shard::tmtensor;

namespace {

/// Attention as its two batched GEMMs and the softmax between them, each a
/// generic over [batch..., M, N] (and the contracted dim): the GEMMs match
/// the kernel plan's GEMM form and batch dims stay parallel throughout, so
/// heads split over a mesh axis need no communication.
struct ConvertAttention : OpRewritePattern<tmt::AttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tmt::AttentionOp attention,
                                PatternRewriter &rewriter) const override {
    if (failed(requireStaticShapes(attention)))
      return failure();
    ValueRange ins = attention.getInputs();
    Value scores = contract(rewriter, attention, ins[0], ins[1], true);
    Value logits = scale(rewriter, attention, scores);
    Value probs = softmax(rewriter, attention, logits);
    rewriter.replaceOp(attention,
                       contract(rewriter, attention, probs, ins[2], false));
    return success();
  }

  /// A tensor of `shape` and `element` filled with `fill`.
  static Value filled(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                      Type element, double fill) {
    Value empty = tensor::EmptyOp::create(b, loc, shape, element);
    Value value = arith::ConstantOp::create(b, loc, element,
                                            b.getFloatAttr(element, fill));
    return linalg::FillOp::create(b, loc, value, empty).getResult(0);
  }

  /// lhs [batch..., M, K] times rhs [batch..., K, N] (with `transposed`,
  /// rhs is [batch..., N, K]): loops (batch..., m, n, k).
  static Value contract(OpBuilder &b, tmt::AttentionOp attention, Value lhs,
                        Value rhs, bool transposed) {
    MLIRContext *context = attention.getContext();
    auto lhsType = cast<RankedTensorType>(lhs.getType());
    auto rhsType = cast<RankedTensorType>(rhs.getType());
    unsigned rank = lhsType.getRank(), m = rank - 2, n = rank - 1, k = rank;
    SmallVector<int64_t> shape(lhsType.getShape().drop_back());
    shape.push_back(rhsType.getDimSize(transposed ? rank - 2 : rank - 1));
    Value init =
        filled(b, attention.getLoc(), shape, lhsType.getElementType(), 0.0);
    SmallVector<unsigned> outer = llvm::to_vector(llvm::seq<unsigned>(0, m));
    auto with = [&](unsigned x, unsigned y) {
      SmallVector<unsigned> dims(outer);
      dims.append({x, y});
      return mapTo(context, rank + 1, dims);
    };
    SmallVector<AffineMap> maps = {
        with(m, k), transposed ? with(n, k) : with(k, n), with(m, n)};
    auto body = [](OpBuilder &b, Location at, ValueRange args) {
      Value product = arith::MulFOp::create(b, at, args[0], args[1]);
      linalg::YieldOp::create(
          b, at, arith::AddFOp::create(b, at, args[2], product).getResult());
    };
    return linalg::GenericOp::create(b, attention.getLoc(), init.getType(),
                                     ValueRange{lhs, rhs}, init, maps,
                                     loopsAndOneCandidate(rank), body)
        .getResult(0);
  }

  /// S times the scale (1/sqrt(D) by default), plus the mask: added, or
  /// (i1) -inf where it is false.
  static Value scale(OpBuilder &b, tmt::AttentionOp attention, Value scores) {
    Location loc = attention.getLoc();
    auto type = cast<RankedTensorType>(scores.getType());
    auto query = cast<RankedTensorType>(attention.getInputs()[0].getType());
    Type element = type.getElementType();
    std::optional<APFloat> given = attention.getScale();
    double factor = given ? given->convertToDouble()
                          : 1.0 / std::sqrt(double(query.getShape().back()));
    SmallVector<Value> inputs = {scores};
    if (attention.getInputs().size() == 4)
      inputs.push_back(attention.getInputs()[3]);
    Value empty = tensor::EmptyOp::create(b, loc, type.getShape(), element);
    SmallVector<AffineMap> maps(inputs.size() + 1,
                                b.getMultiDimIdentityMap(type.getRank()));
    auto body = [&](OpBuilder &b, Location at, ValueRange args) {
      Value scale = arith::ConstantOp::create(b, at, element,
                                              b.getFloatAttr(element, factor));
      Value v = arith::MulFOp::create(b, at, args[0], scale);
      if (inputs.size() == 2) {
        Value mask = args[1];
        if (mask.getType().isInteger(1)) {
          Value zero = arith::ConstantOp::create(b, at, element,
                                                 b.getFloatAttr(element, 0.0));
          Value minusInf = arith::ConstantOp::create(
              b, at, element,
              b.getFloatAttr(element,
                             -std::numeric_limits<double>::infinity()));
          mask = arith::SelectOp::create(b, at, mask, zero, minusInf);
        }
        v = arith::AddFOp::create(b, at, v, mask);
      }
      linalg::YieldOp::create(b, at, v);
    };
    return linalg::GenericOp::create(
               b, loc, type, inputs, empty, maps,
               SmallVector<utils::IteratorType>(type.getRank(),
                                                utils::IteratorType::parallel),
               body)
        .getResult(0);
  }

  /// A generic over [batch..., M, N] reading `inputs` (whole, or one value
  /// per row where `perRow` says) into `init` (per row when it `reduce`s
  /// the last dim, else whole).
  static Value
  rowwise(OpBuilder &b, Location loc, ValueRange inputs, ArrayRef<bool> perRow,
          Value init, bool reduce,
          function_ref<void(OpBuilder &, Location, ValueRange)> body) {
    auto type = cast<RankedTensorType>(inputs[0].getType());
    unsigned rank = type.getRank();
    MLIRContext *context = b.getContext();
    AffineMap full = b.getMultiDimIdentityMap(rank);
    AffineMap row =
        mapTo(context, rank, llvm::to_vector(llvm::seq<unsigned>(0, rank - 1)));
    SmallVector<AffineMap> maps;
    for (bool r : perRow)
      maps.push_back(r ? row : full);
    maps.push_back(reduce ? row : full);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    if (reduce)
      iterators.back() = utils::IteratorType::reduction;
    return linalg::GenericOp::create(b, loc, init.getType(), inputs, init, maps,
                                     iterators, body)
        .getResult(0);
  }

  /// Each row's softmax; a row that is -inf throughout becomes zeros (its
  /// maximum is taken as 0, so every exp is 0, and so is its sum).
  static Value softmax(OpBuilder &b, tmt::AttentionOp attention, Value logits) {
    Location loc = attention.getLoc();
    auto type = cast<RankedTensorType>(logits.getType());
    Type element = type.getElementType();
    ArrayRef<int64_t> rowShape = type.getShape().drop_back();
    double minusInf = -std::numeric_limits<double>::infinity();
    Value rowMax = rowwise(
        b, loc, logits, {false}, filled(b, loc, rowShape, element, minusInf),
        true, [](OpBuilder &b, Location at, ValueRange args) {
          linalg::YieldOp::create(
              b, at,
              arith::MaximumFOp::create(b, at, args[0], args[1]).getResult());
        });
    Value empty = tensor::EmptyOp::create(b, loc, type.getShape(), element);
    Value exps = rowwise(
        b, loc, {logits, rowMax}, {false, true}, empty, false,
        [&](OpBuilder &b, Location at, ValueRange args) {
          Value zero = arith::ConstantOp::create(b, at, element,
                                                 b.getFloatAttr(element, 0.0));
          Value none = arith::ConstantOp::create(
              b, at, element, b.getFloatAttr(element, minusInf));
          Value empty = arith::CmpFOp::create(b, at, arith::CmpFPredicate::OEQ,
                                              args[1], none);
          Value shift = arith::SelectOp::create(b, at, empty, zero, args[1]);
          Value x = arith::SubFOp::create(b, at, args[0], shift);
          linalg::YieldOp::create(b, at,
                                  math::ExpOp::create(b, at, x).getResult());
        });
    Value sums = rowwise(
        b, loc, exps, {false}, filled(b, loc, rowShape, element, 0.0), true,
        [](OpBuilder &b, Location at, ValueRange args) {
          linalg::YieldOp::create(
              b, at,
              arith::AddFOp::create(b, at, args[0], args[1]).getResult());
        });
    Value probs = tensor::EmptyOp::create(b, loc, type.getShape(), element);
    return rowwise(
        b, loc, {exps, sums}, {false, true}, probs, false,
        [&](OpBuilder &b, Location at, ValueRange args) {
          Value zero = arith::ConstantOp::create(b, at, element,
                                                 b.getFloatAttr(element, 0.0));
          Value none = arith::CmpFOp::create(b, at, arith::CmpFPredicate::OEQ,
                                             args[1], zero);
          Value p = arith::DivFOp::create(b, at, args[0], args[1]);
          linalg::YieldOp::create(
              b, at, arith::SelectOp::create(b, at, none, zero, p).getResult());
        });
  }
};

} // namespace

void mlir::dist::tm_lowering::populateAttentionPattern(
    RewritePatternSet &patterns) {
  patterns.add<ConvertAttention>(patterns.getContext());
}
