//===- IndexMask.h - a mask computed from the indices alone -----*- C++ -*-===//
//
// A score modification (an elementwise op over attention's scores) that
// ends in select(c, -inf, x) or select(c, x, -inf), widened from 16 bits
// or not, with c computed from linalg.index and constants alone: a mask a
// fused attention kernel can evaluate per block and skip the blocks it
// covers throughout (FlexAttention's block mask, found rather than given).
// The code generator's attention matcher and the planner's cost of fused
// attention find it with this one rule.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_INDEXMASK_H
#define SHARD_CODEGEN_INDEXMASK_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::dist::codegen {

struct IndexMask {
  /// c, a value of the op's body, and whether c true means masked.
  Value condition;
  bool maskedWhen = true;
  /// The body's ops c is computed from, in body order (linalg.index ops
  /// among them).
  SmallVector<Operation *> slice;
};

/// The mask `op`'s body ends in, if it is one of the indices alone.
std::optional<IndexMask> indexMaskOf(linalg::GenericOp op);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_INDEXMASK_H
