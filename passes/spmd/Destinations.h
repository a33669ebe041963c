//===- Destinations.h - one destination per use --------------*- C++ -*-===//
//
// Propagation follows data. A tensor that carries no data -- a
// tensor.empty, a splat constant, a fill of an empty -- links nothing: two
// ops that take one such tensor as their `outs` (torch-mlir makes one
// tensor.empty per shape and passes it to every op of that shape) are not
// related, and must not be made to share a sharding through it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_DESTINATIONS_H
#define SHARD_PASSES_SPMD_DESTINATIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dist {

/// Rewrites `func` so that a tensor without data never ties two ops
/// together:
///  - the `outs` operand of a linalg op whose body does not read it becomes
///    an empty of its own (it was only the result's shape);
///  - a tensor made from scalars alone (an empty, a splat constant, a
///    linalg op whose inputs are such tensors or scalars) with several
///    users is cloned, so that each user has its own copy.
/// Semantics are unchanged; each copy is made just before its user.
void untieDestinations(func::FuncOp func);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_DESTINATIONS_H
