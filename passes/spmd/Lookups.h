//===- Lookups.h - lookups in a table an op does not take ------*- C++ -*-===//
//
// An embedding reads its table element by element in its body
// (tensor.extract at the looked-up row) rather than as an operand: the
// table is captured. Sequence parallelism splits a lookup's tokens where
// the table is split over the vocabulary, and the planner keeps what a
// lookup's weight gradient reads.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_LOOKUPS_H
#define SHARD_PASSES_SPMD_LOOKUPS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::dist {

/// The tensors `op`'s body reads elements of without taking them as
/// operands (an embedding's table), in the order it reads them.
SmallVector<Value> lookedUpTensors(linalg::LinalgOp op);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_LOOKUPS_H
