//===- RowChunks.h - linalg ops cut into chunks of their rows ----*- C++
//-*-===//
//
// What --dist-collective-matmul (CollectiveMatmul.cpp) needs to run a
// linalg op in chunks of one of its loops (a GEMM's rows, a weight
// gradient's sum over them): slicing a tensor into chunk c of a dim and
// putting the chunks back, and an op's reading of the chunked dim through
// its indexing maps.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_ROW_CHUNKS_H
#define SHARD_PASSES_SPMD_ROW_CHUNKS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::dist {

/// How chunks split a dim: `outer` blocks, each of `chunks` pieces.
struct Chunking {
  int64_t outer = 1, chunks = 1;
};

/// The type of `v` with `dim` replaced by `parts` (or merged from them).
RankedTensorType withDim(RankedTensorType type, int64_t dim,
                         ArrayRef<int64_t> parts);

/// Chunk `c` of `v` along `dim`: its rows of every block, in order.
Value sliceChunk(OpBuilder &b, Location loc, Value v, int64_t dim,
                 Chunking chunking, int64_t c);

/// The whole tensor of `type` whose chunks along `dim` are `pieces`.
Value assembleChunks(OpBuilder &b, Location loc, RankedTensorType type,
                     int64_t dim, Chunking chunking, ArrayRef<Value> pieces);

/// A linalg op's reading (or making) of the token dim as loop `loop`: the
/// dim each operand indexes it by (none: the operand does not).
struct RowWise {
  linalg::LinalgOp op;
  SmallVector<std::optional<int64_t>> dims; // per operand
  /// A contraction that sums over the rows (a weight gradient): each
  /// chunk's adds to the previous chunk's result, rather than making its
  /// own rows of it.
  bool accumulates = false;
};

/// `op` as a row-wise reader of `operand`'s dim `dim` (or maker of its
/// result's `dim`): the dim a loop that each operand indexes at most by a
/// plain dim and that the body does not read; a parallel loop, or a
/// contraction's reduction.
std::optional<RowWise> rowWise(linalg::LinalgOp op, AffineMap map, int64_t dim);

/// Clones `row.op` for chunk `c`: every operand that indexes the token dim
/// takes its chunk (`replace` gives an operand's chunk where it has one of
/// its own), the results their chunks' types; an accumulating op starts
/// from `previous`, the chunk before's results (none for the first).
Operation *cloneForChunk(OpBuilder &b, const RowWise &row, Chunking chunking,
                         int64_t c, function_ref<Value(Value)> replace,
                         ValueRange previous = {});

/// The dim at which each result of `row.op` indexes the token dim.
int64_t resultDim(const RowWise &row, unsigned result);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_ROW_CHUNKS_H
