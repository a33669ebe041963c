//===- GemmMatch.h - contractions as (batched) GEMM library calls -*- C++
//-*-===//
//
// Which contractions the code generator runs as GEMM library calls, and
// what it passes them. Kernel formation asks it too: a producer that only
// moves or widens data (a transpose, an extf of 16-bit floats) joins the
// contraction it feeds when the result is still a GEMM, so that the GEMM
// reads the data where it lies, in its own type, with no copy.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_GEMMMATCH_H
#define SHARD_CODEGEN_GEMMMATCH_H

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::dist::codegen {

/// A matrix operand of a GEMM: element offset for each batch index is
/// sum(batchIndex[i] * batchStrides[i]).
struct GemmOperand {
  Value value;
  bool transposed = false;
  int64_t leadingDim = 0;
  SmallVector<int64_t> batchStrides;
};

/// An activation a GEMM epilogue applies.
enum class GemmActivation { None, Relu, GeluErf, GeluTanh };

struct GemmKernel {
  /// The most batch dims a GEMM has: the host runtime's GemmDesc holds
  /// oneDNN's 12 dims, two of them the matrix's.
  static constexpr size_t kMaxBatchDims = 10;

  GemmOperand a, b, c;
  /// A's and B's element type: f32, f16 or bf16 (C is f32; 16-bit inputs
  /// accumulate in f32).
  Type inputType;
  SmallVector<int64_t> batchSizes;
  int64_t m = 1, n = 1, k = 1;
  /// 0 when the init is a zero fill that was elided, else 1.
  float beta = 1;
  /// The epilogue, folded in from the elementwise op that followed the GEMM
  /// (when the target's GEMM library fuses it):
  ///   C = residual + activation(A * B + bias [+ C])
  /// bias: an f32 vector of n added to every row, or null.
  Value bias;
  GemmActivation activation = GemmActivation::None;
  /// An f32 tensor of C's shape added last, or null.
  Value residual;

  /// A grouped GEMM (GroupedGemmMatch.h): one operand's matrix for batch
  /// index b is matrix ids[b] of that operand's value, a stack of `groups`
  /// matrices: A or B gathered from it (a mixture of experts' weights, per
  /// token), or C's products summed into it (their gradients). That
  /// operand's batch stride is then the stack's stride; the GEMM has one
  /// batch dim and no epilogue.
  struct Gathered {
    enum class Stack { A, B, C };
    Stack stack = Stack::A;
    /// The batch's group numbers: a tensor of i64, one per batch index.
    Value ids;
    int64_t groups = 0;
    /// Where the gather was (an id out of range is reported there).
    Location where;
  };
  std::optional<Gathered> gathered;
};

/// Returns the GEMM form of `op` if it is a contraction whose operands are
/// matrices in memory (possibly batched and transposed); nullopt if it must
/// be a loop nest.
std::optional<GemmKernel> matchGemm(linalg::LinalgOp op);

/// Whether `op` only moves or widens data: one input read through a
/// permutation into one result, all loops parallel, each element the
/// input's, or its arith.extf from f16/bf16 to f32.
bool movesOrWidens(linalg::LinalgOp op);

/// The GEMM `op` would be with every producer of its inputs that
/// movesOrWidens fused into it (the operands are then those producers'
/// inputs); nullopt if that is not a GEMM.
std::optional<GemmKernel> matchGemmThroughViews(linalg::LinalgOp op);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_GEMMMATCH_H
