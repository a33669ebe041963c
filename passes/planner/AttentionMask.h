//===- AttentionMask.h - the share of attention a mask leaves open -*- C++
//-*-===//
//
// A fused attention kernel walks the scores in blocks of queries and keys
// and skips a block its mask covers throughout (a causal mask's upper
// triangle). The code generator finds such a mask where the score
// modification ends in select(c, -inf, x) with c computed from the
// indices and constants alone (codegen/AttentionMatch.h). Here the
// planner finds the same mask before code generation and evaluates c
// over the blocks to learn the share of them a kernel computes.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_ATTENTION_MASK_H
#define SHARD_PASSES_PLANNER_ATTENTION_MASK_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::dist::plan {

/// The blocks a tensor-core flash attention kernel walks: 128 queries by
/// 128 keys (FlashAttention-2's and -3's on A100 and H100 for heads up to
/// 128 wide).
constexpr int64_t kAttentionBlock = 128;

/// For each op of an attention (its Q K^T, the ops of its scores, its
/// P V) among `scores` (attentionScores of `fn`) whose scores a mask of
/// the indices alone covers in part: the share of its blocks of
/// kAttentionBlock x kAttentionBlock scores with an open score. Ops of
/// attentions without such a mask (or with one the planner cannot
/// evaluate) are absent: their kernel computes every block.
DenseMap<Operation *, double>
openAttentionShares(func::FuncOp fn, const DenseSet<Value> &scores);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_ATTENTION_MASK_H
