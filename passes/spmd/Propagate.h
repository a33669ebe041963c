//===- Propagate.h - give every tensor value a sharding ---------*- C++ -*-===//
//
// --dist-propagate's work on one function, for passes that read what it
// would decide (--dist-sequence-parallel).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_PROPAGATE_H
#define SHARD_PASSES_SPMD_PROPAGATE_H

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dist {

/// Gives every tensor value of `func` a sharding on `mesh` from its
/// annotations and records them as --dist-propagate does (remarks saying
/// where each came from if `explain`).
LogicalResult propagateShardings(func::FuncOp func, MeshOp mesh,
                                 bool explain = false);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_PROPAGATE_H
