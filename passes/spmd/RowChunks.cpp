//===- RowChunks.cpp - linalg ops cut into chunks of their rows ----------===//
//
// See RowChunks.h.
//
//===----------------------------------------------------------------------===//

#include "passes/spmd/RowChunks.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::dist;

/// The type of `v` with `dim` replaced by `parts` (or merged from them).
RankedTensorType mlir::dist::withDim(RankedTensorType type, int64_t dim,
                                     ArrayRef<int64_t> parts) {
  SmallVector<int64_t> shape(type.getShape().take_front(dim));
  llvm::append_range(shape, parts);
  llvm::append_range(shape, type.getShape().drop_front(dim + 1));
  return RankedTensorType::get(shape, type.getElementType());
}

namespace {

/// Reassociation that groups dims [dim, dim + count) of a rank-`rank`
/// tensor's expanded form and keeps every other dim alone.
SmallVector<ReassociationIndices> grouping(int64_t rank, int64_t dim,
                                           int64_t count) {
  SmallVector<ReassociationIndices> groups;
  int64_t next = 0;
  for (int64_t d = 0; d < rank; ++d) {
    ReassociationIndices group;
    for (int64_t i = 0, n = d == dim ? count : 1; i < n; ++i)
      group.push_back(next++);
    groups.push_back(group);
  }
  return groups;
}

/// `v`'s `dim` as [outer, chunks, rest].
Value expandChunks(OpBuilder &b, Location loc, Value v, int64_t dim,
                   Chunking chunking) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rest = type.getDimSize(dim) / (chunking.outer * chunking.chunks);
  return tensor::ExpandShapeOp::create(
      b, loc, withDim(type, dim, {chunking.outer, chunking.chunks, rest}), v,
      grouping(type.getRank(), dim, 3));
}

/// Offsets, sizes and unit strides of chunk `c` of an expanded tensor.
void chunkBox(RankedTensorType expanded, int64_t dim, int64_t c,
              SmallVector<OpFoldResult> &offsets,
              SmallVector<OpFoldResult> &sizes,
              SmallVector<OpFoldResult> &strides, Builder &b) {
  for (int64_t d = 0; d < expanded.getRank(); ++d) {
    offsets.push_back(b.getIndexAttr(d == dim + 1 ? c : 0));
    sizes.push_back(b.getIndexAttr(d == dim + 1 ? 1 : expanded.getDimSize(d)));
    strides.push_back(b.getIndexAttr(1));
  }
}

} // namespace

/// Chunk `c` of `v` along `dim`: its rows of every block, in order.
Value mlir::dist::sliceChunk(OpBuilder &b, Location loc, Value v, int64_t dim,
                             Chunking chunking, int64_t c) {
  Value expanded = expandChunks(b, loc, v, dim, chunking);
  auto type = cast<RankedTensorType>(expanded.getType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  chunkBox(type, dim, c, offsets, sizes, strides, b);
  RankedTensorType boxType = type.clone(withDim(type, dim + 1, {1}).getShape());
  Value box = tensor::ExtractSliceOp::create(b, loc, boxType, expanded, offsets,
                                             sizes, strides);
  int64_t rows =
      cast<RankedTensorType>(v.getType()).getDimSize(dim) / chunking.chunks;
  auto chunkType = withDim(cast<RankedTensorType>(v.getType()), dim, {rows});
  return tensor::CollapseShapeOp::create(b, loc, chunkType, box,
                                         grouping(chunkType.getRank(), dim, 3));
}

/// The whole tensor of `type` whose chunks along `dim` are `pieces`.
Value mlir::dist::assembleChunks(OpBuilder &b, Location loc,
                                 RankedTensorType type, int64_t dim,
                                 Chunking chunking, ArrayRef<Value> pieces) {
  Value whole =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  Value expanded = expandChunks(b, loc, whole, dim, chunking);
  auto expandedType = cast<RankedTensorType>(expanded.getType());
  for (auto [c, piece] : llvm::enumerate(pieces)) {
    auto boxType =
        expandedType.clone(withDim(expandedType, dim + 1, {1}).getShape());
    Value box = tensor::ExpandShapeOp::create(b, loc, boxType, piece,
                                              grouping(type.getRank(), dim, 3));
    SmallVector<OpFoldResult> offsets, sizes, strides;
    chunkBox(expandedType, dim, int64_t(c), offsets, sizes, strides, b);
    expanded = tensor::InsertSliceOp::create(b, loc, box, expanded, offsets,
                                             sizes, strides);
  }
  return tensor::CollapseShapeOp::create(b, loc, type, expanded,
                                         grouping(type.getRank(), dim, 3));
}

/// `op` as a row-wise reader of `operand`'s dim `dim` (or maker of its
/// result's `dim`): the dim a loop that each operand indexes at most by a
/// plain dim and that the body does not read; a parallel loop, or a
/// contraction's reduction.
std::optional<RowWise> mlir::dist::rowWise(linalg::LinalgOp op, AffineMap map,
                                           int64_t dim) {
  auto loopExpr = dyn_cast<AffineDimExpr>(map.getResult(dim));
  if (!loopExpr)
    return std::nullopt;
  unsigned loop = loopExpr.getPosition();
  bool parallel =
      op.getIteratorTypesArray()[loop] == utils::IteratorType::parallel;
  if (!parallel && !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  bool readsIndex = false;
  op->walk(
      [&](linalg::IndexOp index) { readsIndex |= index.getDim() == loop; });
  if (readsIndex)
    return std::nullopt;
  RowWise row{op, {}, !parallel};
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap operandMap = op.getMatchingIndexingMap(&operand);
    std::optional<int64_t> at;
    for (auto [p, expr] : llvm::enumerate(operandMap.getResults())) {
      if (!expr.isFunctionOfDim(loop))
        continue;
      if (at || expr != loopExpr)
        return std::nullopt;
      at = int64_t(p);
    }
    row.dims.push_back(at);
  }
  return row;
}

/// Clones `row.op` for chunk `c`: every operand that indexes the token dim
/// takes its chunk (`replace` gives an operand's chunk where it has one of
/// its own), the results their chunks' types; an accumulating op starts
/// from `previous`, the chunk before's results (none for the first).
Operation *mlir::dist::cloneForChunk(OpBuilder &b, const RowWise &row,
                                     Chunking chunking, int64_t c,
                                     function_ref<Value(Value)> replace,
                                     ValueRange previous) {
  // A copy of the handle: LinalgOp's accessors are not const.
  linalg::LinalgOp op = row.op;
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  for (auto [operand, dim] : llvm::zip(op->getOpOperands(), row.dims)) {
    Value v = operand.get();
    if (row.accumulates && !previous.empty() && op.isDpsInit(&operand)) {
      operands.push_back(
          previous[operand.getOperandNumber() - op.getNumDpsInputs()]);
      continue;
    }
    if (!dim) {
      operands.push_back(v);
      continue;
    }
    if (Value own = replace(v)) {
      operands.push_back(own);
      continue;
    }
    auto type = cast<RankedTensorType>(v.getType());
    auto chunkType =
        withDim(type, *dim, {type.getDimSize(*dim) / chunking.chunks});
    // A result's starting value made whole is made again chunk-sized,
    // rather than made whole and copied from.
    if (v.getDefiningOp<tensor::EmptyOp>()) {
      operands.push_back(tensor::EmptyOp::create(b, loc, chunkType.getShape(),
                                                 chunkType.getElementType()));
      continue;
    }
    if (auto fill = v.getDefiningOp<linalg::FillOp>();
        fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()) {
      Value empty = tensor::EmptyOp::create(b, loc, chunkType.getShape(),
                                            chunkType.getElementType());
      operands.push_back(
          linalg::FillOp::create(b, loc, fill.getInputs(), empty).getResult(0));
      continue;
    }
    operands.push_back(sliceChunk(b, loc, v, *dim, chunking, c));
  }
  SmallVector<Type> types;
  for (OpOperand &init : op.getDpsInitsMutable())
    types.push_back(operands[init.getOperandNumber()].getType());
  return mlir::clone(b, op, types, operands);
}

/// The dim at which each result of `row.op` indexes the token dim.
int64_t mlir::dist::resultDim(const RowWise &row, unsigned result) {
  linalg::LinalgOp op = row.op;
  return *row.dims[op.getDpsInitsMutable()[result].getOperandNumber()];
}
