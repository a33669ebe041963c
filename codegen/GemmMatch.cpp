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
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "llvm/ADT/STLExtras.h"

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

/// `v` is block argument `index` of `body`, widened with arith.extf when
/// `widened` (16-bit inputs).
bool isInput(Value v, Block &body, unsigned index, bool widened) {
  if (widened) {
    auto ext = v.getDefiningOp<arith::ExtFOp>();
    if (!ext)
      return false;
    v = ext.getIn();
  }
  return v == body.getArgument(index);
}

/// The body is exactly acc + a * b (in either order) in f32, a and b
/// widened from 16 bits when `widened`. MLIR's contraction test lets unary
/// ops through (it reads them as casts), so -a * b would pass it.
bool isMultiplyAccumulate(Block &body, bool widened) {
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield.getNumOperands() != 1)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value acc = body.getArgument(2);
  Value product = add.getLhs() == acc   ? add.getRhs()
                  : add.getRhs() == acc ? add.getLhs()
                                        : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul)
    return false;
  auto inputs = [&](Value x, Value y) {
    return isInput(x, body, 0, widened) && isInput(y, body, 1, widened);
  };
  return inputs(mul.getLhs(), mul.getRhs()) ||
         inputs(mul.getRhs(), mul.getLhs());
}

} // namespace

std::optional<GemmKernel> codegen::matchGemm(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  // A and B f32, f16 or bf16 (the same), C f32: 16-bit inputs accumulate
  // in f32, which is what the GEMM libraries do.
  SmallVector<Type> types;
  for (Value v : op->getOperands()) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape())
      return std::nullopt;
    types.push_back(type.getElementType());
  }
  Type input = types[0];
  if (types[1] != input || !types[2].isF32() ||
      !(input.isF32() || input.isF16() || input.isBF16()) ||
      !isMultiplyAccumulate(*op.getBody(), /*widened=*/!input.isF32()))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  AffineMap mapA = op.getIndexingMapsArray()[0];
  AffineMap mapB = op.getIndexingMapsArray()[1];
  AffineMap mapC = op.getIndexingMapsArray()[2];
  // Canonical group orders: M and N as C stores them, K as A stores it.
  SmallVector<unsigned> m = inLayoutOrder(dims->m, mapC);
  SmallVector<unsigned> n = inLayoutOrder(dims->n, mapC);
  SmallVector<unsigned> k = inLayoutOrder(dims->k, mapA);
  ArrayRef<unsigned> batch = dims->batch;
  if (batch.size() > GemmKernel::kMaxBatchDims)
    return std::nullopt;

  std::optional<GemmOperand> a =
      matrixOf(op.getDpsInputs()[0], mapA, batch, m, k, ranges);
  std::optional<GemmOperand> b =
      matrixOf(op.getDpsInputs()[1], mapB, batch, k, n, ranges);
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
