//===- AttentionForms.h - the op forms attention's matchers read -*- C++
//-*-===//
//
// What the forward (AttentionMatch.cpp) and backward
// (AttentionBackwardMatch.cpp) matchers ask of single ops: a generic's
// loops and maps, a row reduction from a fill, a GEMM into zeros, an
// operand stored densely as a score-shaped [batch..., M, N] tensor.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_ATTENTIONFORMS_H
#define SHARD_CODEGEN_ATTENTIONFORMS_H

#include "codegen/GemmMatch.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::dist::codegen::attention_forms {

/// The generic defining `v` with one result, if any.
linalg::GenericOp producer(Value v);
/// The op the body of `op` yields (its only result's value).
Operation *yielded(linalg::GenericOp op);
/// Whether `v` is the constant `value`.
bool isConstant(Value v, double value);
/// Whether `map` reads one value per row of a [batch..., M, N] space:
/// (d0, ..., d_{r-2}), or keepdim's (d0, ..., d_{r-2}, 0).
bool isRowMap(AffineMap map, unsigned rank);
/// The value a row value `v` reshapes when it is a one-use expand_shape or
/// collapse_shape that only adds or drops a trailing unit dim (keepdim's
/// view of a row reduction), recording the reshape in `ops`; else `v`.
Value throughUnitReshape(Value v, SmallVector<Operation *> &ops);
/// Whether `op` is over `rank` loops, all parallel but the last when
/// `reduces`.
bool hasLoops(linalg::GenericOp op, unsigned rank, bool reduces);
/// The constant a one-use fill writes (`init`'s producer), if it is one.
std::optional<double> fillValue(Value init);
/// Whether every use of `v` is by one of `users`, and there are `count`.
bool usedOnlyBy(Value v, ArrayRef<Operation *> users, unsigned count);
/// A row reduction of the [batch..., M, N] tensor `in` from a one-use fill
/// of `*init`: one input read whole, its result per row.
bool isRowReduction(linalg::GenericOp op, Value in, unsigned rank,
                    double &init);
/// Whether the body of `op` reads, from outside it, only constants: the
/// fused kernel has the tensors it reads, nothing else.
bool readsOnlyConstantsFromOutside(linalg::GenericOp op);
/// Whether `v`'s elements are f32 or 16-bit floats: the kernels compute
/// in f32 (f64 stays unfused).
bool isSoftmaxType(Value v);
/// The GEMM `op` accumulates in f32 from a one-use zero fill.
std::optional<GemmKernel> denseGemm(linalg::GenericOp op);
/// Whether `operand` reads its value as stored: a dense row-major
/// [batch..., rows, cols] tensor of shape `shape`, not transposed.
bool isDense(const GemmOperand &operand, ArrayRef<int64_t> shape);

/// `body` is `x <kind> y` or `y <kind> x` of the body arguments x and y.
template <typename Kind> bool isCommuted(Operation *body, Value x, Value y) {
  auto op = dyn_cast_or_null<Kind>(body);
  return op && ((op->getOperand(0) == x && op->getOperand(1) == y) ||
                (op->getOperand(0) == y && op->getOperand(1) == x));
}

} // namespace mlir::dist::codegen::attention_forms

#endif // SHARD_CODEGEN_ATTENTIONFORMS_H
