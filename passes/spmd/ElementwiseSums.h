//===- ElementwiseSums.h - sums of tensors, term by term ------*- C++ -*-===//
//
// A partial sum over a mesh axis may be added to other terms before it is
// reduced: --dist-optimize-collectives adds two reductions' operands and
// reduces once where a sum adds both, and the planner counts the
// collectives that leaves. Both read a sum the same way: elementwise adds
// (linalg.generic, identity maps) of one type, each inner one read only by
// the next one out.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_ELEMENTWISESUMS_H
#define SHARD_PASSES_SPMD_ELEMENTWISESUMS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::dist {

/// True if `generic` adds or subtracts its two inputs, nothing else in its
/// body, all loops parallel: either input may be broadcast (a bias).
bool addsOrSubtractsInputs(linalg::GenericOp generic);

/// True if `generic` computes x + y or x - y of its two inputs elementwise
/// (identity maps, all loops parallel, nothing else in its body): a linear
/// function, so applying it to sums is summing its applications.
bool isElementwiseSum(linalg::GenericOp generic);

/// True if `generic` is an elementwise sum (isElementwiseSum) that adds.
bool isElementwiseAdd(linalg::GenericOp generic);

/// The terms of the sum `root` (an elementwise add) computes: its operands,
/// and those of each add of its type read only there, in order; `adds`
/// gets those inner adds, each before the ones it reads.
void sumTerms(linalg::GenericOp root, SmallVectorImpl<Value> &terms,
              SmallVectorImpl<Operation *> &adds);

/// The outermost add of the sum `v` is a term of (sumTerms' root), or null
/// where `v` is added to nothing.
Operation *sumOf(Value v);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_ELEMENTWISESUMS_H
