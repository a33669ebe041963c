//===- ConvolutionToGemm.cpp - convolutions as an im2col and a GEMM -------===//
//
// A convolution reaches the code generator as a loop nest: its input is
// read at out * stride + filter * dilation, which no GEMM library takes,
// so the host ran a ViT's patch embedding at a few GFLOP/s (half of a
// 2-layer ViT's forward). Here each convolution becomes two ops that the
// code generator already runs well:
//
//   col[b, o, k]  = in[conv's input map at (b, o, k)]     a copy (im2col)
//   out'[b, o, f] = init' + sum_k col[b, o, k] W[f, k]     a contraction
//
// b: the batch dims, o: the output image's, k: the reduced ones (input
// channels and filter taps, in the order the filter stores them), f: the
// output channels. The contraction's M (b, o), N (f) and K (k) dims each
// flatten into one matrix dim, so it is one GEMM reading the filter where
// it lies. When the output stores f before the image (NCHW), out' is that
// output transposed: the init is moved into out''s layout (a fill is made
// again) and the result moved back. The numbers are the convolution's:
// the contraction keeps its body and its init, only the order of the
// products' sum changes, as in any GEMM. Grouped and depthwise
// convolutions (a depth dim) and bodies other than a multiply-accumulate
// (pooling) stay as they are.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTCONVOLUTIONTOGEMM
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-convolution-to-gemm"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// `v` through an arith.extf (a 16-bit operand widened in the body).
Value throughExtension(Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return ext.getIn();
  return v;
}

/// Whether `op`'s body is out + in * filter (in either order) on floats.
bool multipliesAndAccumulates(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  auto add = yield.getNumOperands() == 1
                 ? yield.getOperand(0).getDefiningOp<arith::AddFOp>()
                 : nullptr;
  if (!add)
    return false;
  Value acc = body->getArgument(2);
  Value product = add.getLhs() == acc   ? add.getRhs()
                  : add.getRhs() == acc ? add.getLhs()
                                        : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul)
    return false;
  Value x = throughExtension(mul.getLhs()), y = throughExtension(mul.getRhs());
  Value in = body->getArgument(0), filter = body->getArgument(1);
  return (x == in && y == filter) || (x == filter && y == in);
}

/// The loop dims of the convolution, grouped as the rewrite uses them: M
/// (batch and output image, in the output's order), N (output channels, in
/// the output's order) and K (the reduced dims, in the filter's order).
struct ConvolutionLoops {
  SmallVector<unsigned> m, n, k;
};

std::optional<ConvolutionLoops> loopsOf(linalg::LinalgOp op) {
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  if (failed(dims) || !dims->depth.empty() || dims->outputImage.empty() ||
      dims->filterLoop.empty())
    return std::nullopt;
  ConvolutionLoops loops;
  AffineMap output = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  AffineMap filter = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  // The groups below are read off the output's and the filter's maps,
  // which must index with loop dims alone.
  if (!output.isProjectedPermutation() || !filter.isProjectedPermutation())
    return std::nullopt;
  for (AffineExpr e : output.getResults()) {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    (llvm::is_contained(dims->outputChannel, d) ? loops.n : loops.m)
        .push_back(d);
  }
  for (AffineExpr e : filter.getResults()) {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    if (!llvm::is_contained(dims->outputChannel, d))
      loops.k.push_back(d);
  }
  // Every loop in exactly one group.
  llvm::SmallDenseSet<unsigned> all(loops.m.begin(), loops.m.end());
  all.insert(loops.n.begin(), loops.n.end());
  all.insert(loops.k.begin(), loops.k.end());
  if (all.size() != op.getNumLoops() ||
      loops.m.size() + loops.n.size() + loops.k.size() != op.getNumLoops())
    return std::nullopt;
  return loops;
}

/// `map` over the convolution's loops, over `order`'s instead: loop
/// order[i] becomes dim i.
AffineMap renumbered(AffineMap map, ArrayRef<unsigned> order) {
  SmallVector<AffineExpr> dims(map.getNumDims(),
                               getAffineConstantExpr(0, map.getContext()));
  for (auto [i, d] : llvm::enumerate(order))
    dims[d] = getAffineDimExpr(i, map.getContext());
  return map.replaceDimsAndSymbols(dims, {}, order.size(), 0);
}

/// The static extents of `order`'s loops.
SmallVector<int64_t> extents(ArrayRef<int64_t> ranges,
                             ArrayRef<unsigned> order) {
  return llvm::map_to_vector(order, [&](unsigned d) { return ranges[d]; });
}

/// A generic over `shape` that reads `from` through `map` and yields it.
Value move(OpBuilder &b, Location loc, Value from, AffineMap map, Value into) {
  auto type = cast<RankedTensorType>(into.getType());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto identity = b.getMultiDimIdentityMap(type.getRank());
  auto generic = linalg::GenericOp::create(
      b, loc, type, from, into, ArrayRef<AffineMap>{map, identity}, iterators,
      [](OpBuilder &nested, Location l, ValueRange args) {
        linalg::YieldOp::create(nested, l, args[0]);
      });
  return generic->getResult(0);
}

/// The contraction's init in out''s layout `type`: the same fill when the
/// convolution starts from one, else its init read through `outputOverGemm`
/// (out''s dims to the output's).
Value initFor(OpBuilder &b, Location loc, Value init, RankedTensorType type,
              AffineMap outputOverGemm) {
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return linalg::FillOp::create(b, loc, fill.getInputs()[0], empty)
        ->getResult(0);
  return move(b, loc, init, outputOverGemm, empty);
}

/// Rewrites convolution `op` (checked by the caller) as an im2col and a
/// contraction.
void rewrite(linalg::LinalgOp op, const ConvolutionLoops &loops) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
  Value init = op.getDpsInits()[0];
  AffineMap inputMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap filterMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  AffineMap outputMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));

  // col[m..., k...] = input at the convolution's map.
  SmallVector<unsigned> colLoops(loops.m);
  llvm::append_range(colLoops, loops.k);
  auto colType = RankedTensorType::get(extents(ranges, colLoops),
                                       getElementTypeOrSelf(input.getType()));
  Value col = move(b, loc, input, renumbered(inputMap, colLoops),
                   tensor::EmptyOp::create(b, loc, colType.getShape(),
                                           colType.getElementType()));

  // out'[m..., n...] = init' + sum_k col[m..., k...] * filter, the
  // convolution's own body.
  SmallVector<unsigned> gemmLoops(loops.m);
  llvm::append_range(gemmLoops, loops.n);
  unsigned outputRank = gemmLoops.size();
  llvm::append_range(gemmLoops, loops.k);
  auto gemmType = RankedTensorType::get(
      extents(ranges, ArrayRef<unsigned>(gemmLoops).take_front(outputRank)),
      getElementTypeOrSelf(init.getType()));
  // The output's dims over out''s: output dim i is loop outputMap[i].
  AffineMap outputOverGemm = renumbered(
      outputMap, ArrayRef<unsigned>(gemmLoops).take_front(outputRank));
  AffineMap gemmOverOutput = inversePermutation(outputOverGemm);
  bool transposed = !outputOverGemm.isIdentity();
  Value gemmInit =
      transposed ? initFor(b, loc, init, gemmType, outputOverGemm) : init;
  SmallVector<AffineMap> maps = {
      renumbered(b.getMultiDimIdentityMap(op.getNumLoops())
                     .getSubMap(llvm::to_vector_of<unsigned>(colLoops)),
                 gemmLoops),
      renumbered(filterMap, gemmLoops),
      b.getMultiDimIdentityMap(gemmLoops.size()).getMajorSubMap(outputRank)};
  SmallVector<utils::IteratorType> iterators(outputRank,
                                             utils::IteratorType::parallel);
  iterators.append(loops.k.size(), utils::IteratorType::reduction);
  auto gemm = linalg::GenericOp::create(
      b, loc, gemmType, ValueRange{col, filter}, gemmInit, maps, iterators);
  IRMapping mapping;
  op->getRegion(0).cloneInto(&gemm.getRegion(), mapping);

  Value result = gemm->getResult(0);
  if (transposed)
    result = move(b, loc, result, gemmOverOutput,
                  tensor::EmptyOp::create(
                      b, loc, cast<RankedTensorType>(init.getType()).getShape(),
                      gemmType.getElementType()));
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
}

struct DistConvolutionToGemmPass
    : dist::impl::DistConvolutionToGemmBase<DistConvolutionToGemmPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, ConvolutionLoops>> found;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
          !op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
          !linalg::isaConvolutionOpInterface(op) ||
          !multipliesAndAccumulates(op))
        return;
      if (llvm::any_of(op->getOperandTypes(), [](Type t) {
            auto type = dyn_cast<RankedTensorType>(t);
            return !type || !type.hasStaticShape();
          }))
        return;
      if (std::optional<ConvolutionLoops> loops = loopsOf(op))
        found.push_back({op, *loops});
    });
    // Unchanged IR needs no verifying again.
    if (found.empty())
      return markAllAnalysesPreserved();
    for (auto &[op, loops] : found) {
      SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] " << op->getName() << " at "
                               << op.getLoc() << " as an im2col and a GEMM\n");
      rewrite(op, loops);
    }
  }
};

} // namespace
