//===- SequenceParallel.h - tokens split over tp between the blocks -*- C++
//-*-===//
//
// --dist-sequence-parallel's work on one function, for the planner, which
// writes a sequence-parallel plan as the pass does.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_SEQUENCE_PARALLEL_H
#define SHARD_PASSES_SPMD_SEQUENCE_PARALLEL_H

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dist {

/// Splits the tokens of each contraction's result of `fn` that
/// propagation would leave partial over `axis` (a row-parallel
/// projection's; in the backward pass, a column-parallel one's input
/// gradient) over `axis`, and makes every tensor-parallel contraction read
/// its inputs as propagation gives them without the split (see
/// --dist-sequence-parallel). `mesh` declares `axis`.
LogicalResult splitTokens(func::FuncOp fn, MeshOp mesh, StringRef axis);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_SEQUENCE_PARALLEL_H
