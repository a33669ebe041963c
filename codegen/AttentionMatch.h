//===- AttentionMatch.h - attention's chain as one kernel -------*- C++ -*-===//
//
// Attention arrives at the code generator as the kernels it is made of:
//
//   S = Q K^T          a batched GEMM
//   L = mod(S, ...)    an elementwise op: a scale, a causal or padding mask
//                      (read from tensors or computed from the indices),
//                      any score modification; optional
//   m = max_j L        a row reduction (maximumf or maxnumf) from a
//                      constant (-inf, or a finite floor)
//   E = exp(L - m)     (or m taken as 0 where it is -inf: masked rows)
//   l = sum_j E
//   P = E / l          (or 0 where l is 0)
//   O = P V            a batched GEMM
//
// which stores S, L, E and P: four passes over S x S per head. Matched
// here, the chain becomes one Attention kernel that never stores S x S:
// it walks the keys in blocks keeping each row's running maximum, sum and
// output (the online softmax of flash attention), which gives the same
// numbers up to the order of the sums. The matcher asks that every
// intermediate be read only inside the chain (a training step's forward
// keeps P for its backward pass: that chain stays as it is) and be f32 or
// a 16-bit float (the GEMMs read f32, f16 or bf16 and accumulate in f32;
// P may be rounded to 16 bits for O = P V). The kernel computes in f32
// and rounds no intermediate.
// Row values may be kept as [batch..., M] or keepdim [batch..., M, 1],
// also through an expand_shape. Grouped-query attention's scores, per
// (kv head, group), reach the matcher merged into heads (kernel formation
// merges loops a reshape only regroups, FormKernels.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_ATTENTIONMATCH_H
#define SHARD_CODEGEN_ATTENTIONMATCH_H

#include "codegen/GemmMatch.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::dist::codegen {

struct AttentionKernel {
  /// S = Q K^T: `a` is Q, `b` K (op(B) = K^T). Its c is S, never stored.
  GemmKernel scores;
  /// O = P V: `b` is V and `c` O; its a is P, never stored.
  GemmKernel values;
  /// The elementwise op from S to L (its input `scoreInput` is S; the
  /// others are read at each score's indices), or null when L is S.
  linalg::GenericOp scoreMod;
  unsigned scoreInput = 0;
  /// Where the modification ends in select(c, -inf, x) (or select(c, x,
  /// -inf)) with c computed from the indices and constants alone: c, a
  /// value of its body, and whether c true means masked. A block of scores
  /// masked throughout needs no products (FlexAttention's block mask, found
  /// rather than given). Null otherwise.
  Value maskCondition;
  bool maskedWhen = true;
  /// The row maximum: whether a NaN wins (arith.maximumf) or loses
  /// (arith.maxnumf), and the constant its rows start from.
  bool maxPropagatesNaN = true;
  double maxInit = 0;
  /// Whether the shift of a row whose maximum is -inf is 0 (else the row
  /// is NaN: exp(-inf - -inf)), and whether a row whose exponentials sum
  /// to 0 becomes zeros (else 0 / 0).
  bool guardedShift = false;
  bool zeroEmptyRows = false;
  /// A 16-bit P rounded by an elementwise op of its own from the exact P
  /// (its input), which the softmax's backward reads too -- PyTorch's
  /// softmax(dtype=float32).to(bf16), as Llama's attention writes it; null
  /// when P is the division's result.
  linalg::GenericOp rounding;
  /// The ops the kernel replaces, but the last GEMM (whose op the kernel
  /// is): the first GEMM, the softmax's ops and the fills they start from.
  SmallVector<Operation *> fused;

  /// Batch dims (S's leading dims), queries, keys, Q's and K's shared dim,
  /// V's columns.
  ArrayRef<int64_t> batchSizes() const { return scores.batchSizes; }
  int64_t queries() const { return scores.m; }
  int64_t keys() const { return scores.n; }
  int64_t headDim() const { return scores.k; }
  int64_t valueDim() const { return values.n; }
  /// The tensors the score modification reads besides S.
  SmallVector<Value> modInputs() const;
  /// Everything the kernel reads: Q, K, V, then modInputs().
  SmallVector<Value> inputs() const;
};

/// The softmax chain that makes `p` (P = softmax(mod(Q K^T))), its ops in
/// one block and each intermediate read only inside it: fills `kernel`'s
/// scores, score modification, mask and softmax rules, and `fused` with the
/// chain's ops (P's own among them). P's readers are the caller's to check.
bool matchSoftmax(Value p, AttentionKernel &kernel);

/// The attention chain that ends at the GEMM `op` (O = P V), when every op
/// of it is in op's block, computes in f32, and has no reader outside it
/// but `otherReaders` of P, or of the exact P a rounding makes P from (a
/// fused backward kernel's, which makes P again for itself).
std::optional<AttentionKernel>
matchAttention(linalg::GenericOp op, ArrayRef<Operation *> otherReaders = {});

/// A matrix a fused attention backward kernel reads or writes: `value`
/// holds it (or its transpose, when not `byRows`) as a [batch..., rows,
/// cols] tensor with leading dim `leadingDim` and elements of `type` as
/// the kernel reads them (f32, f16, bf16); each batch index's matrix
/// starts at element sum(b[i] * batchStrides[i]).
struct AttentionMatrix {
  Value value;
  bool byRows = true;
  int64_t leadingDim = 0;
  SmallVector<int64_t> batchStrides;
  Type type;

  /// `operand` of a GEMM of `gemm`'s input type, as the matrix its op()
  /// reads (`transposedOp`: as the transpose of what op() reads).
  static AttentionMatrix of(const GemmOperand &operand, Type type,
                            bool transposedOp = false) {
    return {operand.value, operand.transposed == transposedOp,
            operand.leadingDim, operand.batchStrides, type};
  }
};

/// Attention's backward pass, as PyTorch's autograd writes it for the
/// chain above:
///
///   dP = dO V^T               a batched GEMM
///   t  = product(dP, P)       elementwise: dP * P (in bf16 steps with
///                             its roundings)
///   r  = sum_j t              a row reduction
///   dS = grad(t, P, r, ...)   elementwise: softmax's backward P (dP - r)
///                             = t - P r, and the score modification's
///                             backward (a scale, a mask's zeros)
///   dV = P^T dO, dQ = dS K, dK = dS^T Q    batched GEMMs (each possibly
///                             computing its result's transpose)
///
/// which stores P, dP, t and dS: S x S per head, and P kept from the
/// forward pass. Matched, it becomes one kernel that makes P again from Q
/// and K (the forward's chain, `chain`) and never stores S x S.
struct AttentionBackwardKernel {
  /// The softmax chain P is made of (its `values` unused).
  AttentionKernel chain;
  /// dP's operands: dO (m x e) and V (n x e).
  AttentionMatrix gradOut, values;
  /// What dV, dQ and dK read besides P and dS: dO (m x e), K (n x d) and
  /// Q (m x d), as the GEMMs read them.
  AttentionMatrix gradOutForV, keysForQ, queriesForK;
  /// The results (f32): dQ (m x d), dK (n x d), dV (n x e).
  AttentionMatrix gradQueries, gradKeys, gradValues;
  /// The element type of the P t and grad read: they read P rounded to it
  /// (and widened) -- the exact P's f32 where a rounding makes a 16-bit P
  /// from it.
  Type pType;
  /// t = product(dP, P): the elementwise op, and which input is P.
  linalg::GenericOp product;
  unsigned productPInput = 0;
  /// dS = grad(t, P, r, ...): the elementwise op, and its inputs t, P and
  /// r (read per row); its others are read at each score's indices.
  linalg::GenericOp grad;
  unsigned tInput = 0, pInput = 0, rInput = 0;
  /// The op the kernel runs at (the last of the three GEMMs), and the ops
  /// it replaces besides it (the chain's and the backward's).
  Operation *anchor = nullptr;
  SmallVector<Operation *> fused;
  /// The ops before the anchor that read a result, or a value made from
  /// one (a 16-bit step's rounding of each gradient just after its GEMM),
  /// in order: sinkEarlyReaders moves them after the anchor.
  SmallVector<Operation *> sunk;
  /// P's reader O = P V, when the forward pass reads the same P (its own
  /// fused kernel then makes P for itself).
  linalg::GenericOp forward;
  /// V's and dO's columns.
  int64_t valueDim = 0;

  /// Q (m x d) and K (n x d) as the scores' GEMM reads them (Q K^T).
  AttentionMatrix queries() const {
    return AttentionMatrix::of(chain.scores.a, chain.scores.inputType);
  }
  AttentionMatrix keys() const {
    return AttentionMatrix::of(chain.scores.b, chain.scores.inputType,
                               /*transposedOp=*/true);
  }
  /// The tensors grad reads besides t, P and r.
  SmallVector<Value> gradInputs() const;
  /// Everything the kernel reads: Q, K, V, dO, dO (for dV), K (for dQ), Q
  /// (for dK), the score modification's tensors, then gradInputs().
  SmallVector<Value> inputs() const;
  /// dQ, dK, dV.
  SmallVector<Value> outputs() const;
  /// Moves `sunk` after the anchor, in order, so that the kernel's results
  /// exist before anything reads them (the plan runs it at the anchor).
  void sinkEarlyReaders() const;
};

/// The attention backward whose dV = P^T dO is `op` (the GEMM reading P),
/// when its ops and the chain's are in op's block, its results are read
/// only after all three are made, and each intermediate has no reader
/// outside the kernel (but P's forward O = P V).
std::optional<AttentionBackwardKernel>
matchAttentionBackward(linalg::GenericOp op);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_ATTENTIONMATCH_H
