//===- GroupedGemmMatch.h - gathered matrices as grouped GEMMs --*- C++ -*-===//
//
// A mixture of experts as transformers exports it (batched_mm) gathers
// each token's expert's weight matrix, by the router's choice, into a
// batch of matrices, and multiplies every token by its own:
//
//   %w = linalg.generic ins(%ids) outs(S x O x I)       // W[ids[s]]
//   %y = batch_matmul(%w, %x)                           // S GEMVs
//
// which stores S copies of expert weights (2 GiB at Mixtral's hidden 256,
// 512 tokens, top 2) and runs S matrix-vector products. Grouped, the
// tokens of each expert are one GEMM against that expert's weights, read
// where they lie. Kernel formation makes each such gather's ids a tensor
// of their own (splitGatherIds); the plan then runs the contraction as one
// grouped GEMM (matchGroupedGemm) where the target does. The backward
// pass's weight gradients, per-token outer products scatter-added into
// the experts' gradients by the same ids, are grouped GEMMs too: each
// expert's tokens summed by one GEMM.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_GROUPEDGEMMMATCH_H
#define SHARD_CODEGEN_GROUPEDGEMMMATCH_H

#include "codegen/GemmMatch.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::dist::codegen {

/// Rewrites each generic that gathers whole matrices of a stack by an index
/// computed per batch element, and that only contractions read, as two: the
/// indices (a 1-d tensor of i64, computed as before) and the gather by
/// them, the form matchGroupedGemm takes. The gather's bounds check stays.
void splitGatherIds(ModuleOp module);

/// The grouped GEMM that runs at `op`, and the op that runs as part of it:
///   - `op` a GEMM with one batch dim, one of whose operands is a gather by
///     ids (splitGatherIds's form): the kernel reads the stack in place of
///     the gather (which then runs in no kernel where every reader of it
///     is such a GEMM: the plan builder checks);
///   - `op` a sum of matrices into a stack by id (torch-mlir's scatter-add
///     of a gather's gradient) whose matrices are the products of such a
///     GEMM, from zeros, that only `op` reads: the kernel adds each group's
///     products into its matrix of the stack.
std::optional<std::pair<GemmKernel, linalg::GenericOp>>
matchGroupedGemm(linalg::GenericOp op);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_GROUPEDGEMMMATCH_H
