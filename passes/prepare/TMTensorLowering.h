//===- TMTensorLowering.h - what the tm_tensor lowerings share -*- C++ -*-===//
//-*-===//
//
// What --dist-convert-tm-tensor's patterns share (ConvertTMTensor.cpp holds
// the pass, the scan, sort and scatter patterns; ConvertAttention.cpp the
// attention pattern).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PREPARE_TMTENSORLOWERING_H
#define SHARD_PASSES_PREPARE_TMTENSORLOWERING_H

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dist::tm_lowering {

/// Clones the body of `region` (one block) with its arguments bound to
/// `args` and returns the one value it yields.
Value inlineRegion(OpBuilder &b, Region &region, ValueRange args);

/// `count` parallel loops and one reduction loop after them.
SmallVector<utils::IteratorType> loopsAndOneCandidate(unsigned count);

/// The affine map of `numLoops` loops to the loops in `dims`.
AffineMap mapTo(MLIRContext *context, unsigned numLoops,
                ArrayRef<unsigned> dims);

/// Fails (reported on `op`) unless every operand is statically shaped.
LogicalResult requireStaticShapes(Operation *op);

/// Adds the pattern that lowers tm_tensor.attention (ConvertAttention.cpp).
void populateAttentionPattern(RewritePatternSet &patterns);

} // namespace mlir::dist::tm_lowering

#endif // SHARD_PASSES_PREPARE_TMTENSORLOWERING_H
