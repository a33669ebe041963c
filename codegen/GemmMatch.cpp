//===- GemmMatch.cpp - contractions as (batched) GEMM library calls -------===//
//
// A contraction's loop dims are batch, M, N or K (inferContractionDims).
// It is a GEMM when, in each operand's memory layout, the non-batch dims
// form two groups -- the M and K dims of A, K and N of B, M and N of C --
// each group flattening into one contiguous matrix dimension, in the same
// order in every operand that has it. A group order swapped in the layout is
// a transposed matrix. Batch dims may sit anywhere: they only contribute a
// stride per operand (0 for an operand they do not index). The body must
// be exactly a multiply-accumulate in f32, of f32 inputs or of f16/bf16
// inputs widened to f32.
//
// Seen through the views that feed it (a transpose, an extf of 16-bit
// data: what torch-mlir puts before every nn.Linear's matmul), the same
// test decides whether those views may join the contraction: their
// inputs, read through the composed maps, must still be such matrices.
// A bf16 Linear then multiplies its bf16 data, not widened f32 copies.
// The numbers are the same: a product of two bf16 (or f16) values is
// exact in f32, and the sum is f32's either way.
//
//===----------------------------------------------------------------------===//

#include "codegen/GemmMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "llvm/ADT/STLExtras.h"

#include <array>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// One operand seen as a matrix: `outer` dims then `inner` dims (loop dim
/// ids), or the transpose.
struct OperandLayout {
  SmallVector<unsigned> dims;   // loop dim of each tensor dim
  SmallVector<int64_t> strides; // row-major element strides
  SmallVector<int64_t> sizes;   // tensor dim sizes
};

OperandLayout layoutOf(AffineMap map, RankedTensorType type) {
  OperandLayout layout;
  int64_t stride = 1;
  layout.strides.resize(type.getRank());
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    layout.strides[d] = stride;
    stride *= type.getDimSize(d);
  }
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    layout.dims.push_back(map.getDimPosition(r));
  layout.sizes = llvm::to_vector(type.getShape());
  return layout;
}

/// Flattens `group` (loop dims, in order) as one matrix dimension of
/// `layout` starting at tensor dim `start`; returns the stride of its last
/// dim, or nullopt if the dims are not there in order or not contiguous.
std::optional<int64_t> flatten(const OperandLayout &layout,
                               ArrayRef<unsigned> nonBatch, size_t start,
                               ArrayRef<unsigned> group) {
  for (size_t i = 0; i < group.size(); ++i)
    if (nonBatch[start + i] != group[i])
      return std::nullopt;
  auto posOf = [&](unsigned loopDim) {
    return size_t(llvm::find(layout.dims, loopDim) - layout.dims.begin());
  };
  for (size_t i = 0; i + 1 < group.size(); ++i) {
    size_t a = posOf(group[i]), b = posOf(group[i + 1]);
    if (layout.strides[a] != layout.strides[b] * layout.sizes[b])
      return std::nullopt;
  }
  if (group.empty())
    return 1;
  return layout.strides[posOf(group.back())];
}

/// Describes `value` (read through `map`) as the matrix [outer x inner] or
/// its transpose; nullopt if the layout is not a strided matrix.
std::optional<GemmOperand> matrixOf(Value value, AffineMap map,
                                    ArrayRef<unsigned> batch,
                                    ArrayRef<unsigned> outer,
                                    ArrayRef<unsigned> inner,
                                    ArrayRef<int64_t> ranges) {
  auto type = cast<RankedTensorType>(value.getType());
  OperandLayout layout = layoutOf(map, type);
  SmallVector<unsigned> nonBatch;
  for (unsigned d : layout.dims)
    if (!llvm::is_contained(batch, d))
      nonBatch.push_back(d);
  if (nonBatch.size() != outer.size() + inner.size())
    return std::nullopt;
  int64_t innerSize = 1;
  for (unsigned d : inner)
    innerSize *= ranges[d];
  int64_t outerSize = 1;
  for (unsigned d : outer)
    outerSize *= ranges[d];

  GemmOperand operand;
  operand.value = value;
  // Normal: outer dims then inner dims, the inner ones contiguous.
  std::optional<int64_t> outerStride = flatten(layout, nonBatch, 0, outer);
  std::optional<int64_t> innerStride =
      flatten(layout, nonBatch, outer.size(), inner);
  if (outerStride && innerStride && *innerStride == 1) {
    operand.leadingDim =
        outer.empty() ? std::max<int64_t>(1, innerSize) : *outerStride;
  } else {
    // Transposed: inner dims then outer dims.
    innerStride = flatten(layout, nonBatch, 0, inner);
    outerStride = flatten(layout, nonBatch, inner.size(), outer);
    if (!innerStride || !outerStride || *outerStride != 1)
      return std::nullopt;
    operand.transposed = true;
    operand.leadingDim =
        inner.empty() ? std::max<int64_t>(1, outerSize) : *innerStride;
  }
  for (unsigned d : batch) {
    auto it = llvm::find(layout.dims, d);
    operand.batchStrides.push_back(
        it == layout.dims.end() ? 0 : layout.strides[it - layout.dims.begin()]);
  }
  return operand;
}

/// The loop dims of `dims` in the order `map` lists them.
SmallVector<unsigned> inLayoutOrder(ArrayRef<unsigned> dims, AffineMap map) {
  SmallVector<unsigned> ordered;
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    if (llvm::is_contained(dims, map.getDimPosition(r)))
      ordered.push_back(map.getDimPosition(r));
  return ordered;
}

/// How the body reads input `index`: directly (false), through an
/// arith.extf from 16 bits (true), or otherwise (nullopt).
std::optional<bool> readOf(Value v, Block &body, unsigned index) {
  if (v == body.getArgument(index))
    return false;
  auto ext = v.getDefiningOp<arith::ExtFOp>();
  if (ext && ext.getIn() == body.getArgument(index) &&
      ext.getIn().getType().getIntOrFloatBitWidth() == 16)
    return true;
  return std::nullopt;
}

/// Whether the body is exactly acc + a * b (in either order) in f32, each
/// of a and b input 0 or 1 read directly or widened from 16 bits; if so,
/// which of the two inputs are widened. MLIR's contraction test lets unary
/// ops through (it reads them as casts), so -a * b would pass it.
std::optional<std::array<bool, 2>> multiplyAccumulate(Block &body) {
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield.getNumOperands() != 1 || !yield.getOperand(0).getType().isF32())
    return std::nullopt;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return std::nullopt;
  Value acc = body.getArgument(2);
  Value product = add.getLhs() == acc   ? add.getRhs()
                  : add.getRhs() == acc ? add.getLhs()
                                        : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul)
    return std::nullopt;
  for (auto [x, y] : {std::pair(mul.getLhs(), mul.getRhs()),
                      std::pair(mul.getRhs(), mul.getLhs())}) {
    std::optional<bool> a = readOf(x, body, 0), b = readOf(y, body, 1);
    if (a && b)
      return std::array<bool, 2>{*a, *b};
  }
  return std::nullopt;
}

/// What the GEMM reads for one input: `value` through `map` (loop dims to
/// the value's dims), widened to f32 when `widened`.
struct GemmInput {
  Value value;
  AffineMap map;
  bool widened;
};

/// The GEMM of contraction `op` reading `inputs` (its own, or those of
/// producers fused into it); nullopt if they are not matrices in memory of
/// one type that the libraries multiply into f32.
std::optional<GemmKernel> gemmOf(linalg::LinalgOp op,
                                 std::array<GemmInput, 2> inputs) {
  for (const GemmInput &input : inputs) {
    auto type = dyn_cast<RankedTensorType>(input.value.getType());
    if (!type || !type.hasStaticShape())
      return std::nullopt;
  }
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType || !resultType.hasStaticShape() ||
      !resultType.getElementType().isF32())
    return std::nullopt;
  // A and B f32, f16 or bf16 (the same), C f32: 16-bit inputs accumulate
  // in f32, which is what the GEMM libraries do.
  Type input = getElementTypeOrSelf(inputs[0].value.getType());
  if (getElementTypeOrSelf(inputs[1].value.getType()) != input)
    return std::nullopt;
  bool narrow = input.isF16() || input.isBF16();
  if (!(input.isF32() || narrow) ||
      llvm::any_of(inputs,
                   [&](const GemmInput &in) { return in.widened != narrow; }))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  AffineMap mapA = inputs[0].map;
  AffineMap mapB = inputs[1].map;
  AffineMap mapC = op.getIndexingMapsArray()[2];
  // Canonical group orders: M and N as C stores them, K as A stores it.
  SmallVector<unsigned> m = inLayoutOrder(dims->m, mapC);
  SmallVector<unsigned> n = inLayoutOrder(dims->n, mapC);
  SmallVector<unsigned> k = inLayoutOrder(dims->k, mapA);
  ArrayRef<unsigned> batch = dims->batch;
  if (batch.size() > GemmKernel::kMaxBatchDims)
    return std::nullopt;

  std::optional<GemmOperand> a =
      matrixOf(inputs[0].value, mapA, batch, m, k, ranges);
  std::optional<GemmOperand> b =
      matrixOf(inputs[1].value, mapB, batch, k, n, ranges);
  std::optional<GemmOperand> c =
      matrixOf(op->getResult(0), mapC, batch, m, n, ranges);
  if (!a || !b || !c)
    return std::nullopt;

  GemmKernel gemm;
  gemm.inputType = input;
  for (unsigned d : batch)
    gemm.batchSizes.push_back(ranges[d]);
  for (unsigned d : m)
    gemm.m *= ranges[d];
  for (unsigned d : n)
    gemm.n *= ranges[d];
  for (unsigned d : k)
    gemm.k *= ranges[d];
  gemm.a = *a;
  gemm.b = *b;
  gemm.c = *c;
  // C stored as [N x M] is computed as C^T = B^T * A^T.
  if (c->transposed) {
    std::swap(gemm.a, gemm.b);
    std::swap(gemm.m, gemm.n);
    gemm.a.transposed = !gemm.a.transposed;
    gemm.b.transposed = !gemm.b.transposed;
    gemm.c.transposed = false;
  }
  return gemm;
}

/// The widening flags of contraction `op`'s two inputs, if it has the
/// operands and body of a GEMM.
std::optional<std::array<bool, 2>> contractionReads(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 || !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  return multiplyAccumulate(*op.getBlock());
}

} // namespace

std::optional<GemmKernel> codegen::matchGemm(linalg::LinalgOp op) {
  std::optional<std::array<bool, 2>> widened = contractionReads(op);
  if (!widened)
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  return gemmOf(op, {GemmInput{op.getDpsInputs()[0], maps[0], (*widened)[0]},
                     GemmInput{op.getDpsInputs()[1], maps[1], (*widened)[1]}});
}

bool codegen::movesOrWidens(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 || op.getNumLoops() != op.getNumParallelLoops())
    return false;
  OpOperand *input = op.getDpsInputOperand(0);
  OpOperand *init = op.getDpsInitOperand(0);
  if (!isa<RankedTensorType>(input->get().getType()) ||
      !op.getMatchingIndexingMap(input).isPermutation() ||
      !op.getMatchingIndexingMap(init).isPermutation())
    return false;
  Block &body = *op.getBlock();
  Value yielded = body.getTerminator()->getOperand(0);
  std::optional<bool> read = readOf(yielded, body, 0);
  return read && (!*read || yielded.getType().isF32());
}

std::optional<GemmKernel> codegen::matchGemmThroughViews(linalg::LinalgOp op) {
  std::optional<std::array<bool, 2>> widened = contractionReads(op);
  if (!widened)
    return std::nullopt;
  std::array<GemmInput, 2> inputs;
  for (unsigned i = 0; i < 2; ++i) {
    OpOperand *operand = op.getDpsInputOperand(i);
    inputs[i] = {operand->get(), op.getMatchingIndexingMap(operand),
                 (*widened)[i]};
    auto view = operand->get().getDefiningOp<linalg::LinalgOp>();
    if (!view || !movesOrWidens(view))
      continue;
    // The view's input in the contraction's loops: its result's dims back
    // to its loops, then to its input's dims (as elementwise fusion
    // composes them).
    OpOperand *source = view.getDpsInputOperand(0);
    AffineMap toLoops = inversePermutation(
        view.getMatchingIndexingMap(view.getDpsInitOperand(0)));
    inputs[i].value = source->get();
    inputs[i].map = view.getMatchingIndexingMap(source).compose(
        toLoops.compose(inputs[i].map));
    inputs[i].widened =
        inputs[i].widened || getElementTypeOrSelf(source->get().getType()) !=
                                 getElementTypeOrSelf(operand->get().getType());
  }
  return gemmOf(op, inputs);
}
