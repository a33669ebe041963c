//===- FusedKernels.cpp - kernels that run several ops --------------------===//
//
// Before the walk, the plan builder finds the kernels that run more than
// their own op, where the target has them: attention's chain and its
// backward pass (AttentionMatch.h), and a GEMM of gathered matrices with
// its gather, or a scatter-add into a stack with the GEMM whose products
// it adds (GroupedGemmMatch.h). The other ops of such a kernel add
// nothing to the plan; what they read is read when it runs.
//
//===----------------------------------------------------------------------===//

#include "codegen/GroupedGemmMatch.h"
#include "codegen/PlanBuilder.h"

#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

void PlanBuilder::findAttention() {
  if (!fusion.attention)
    return;
  int64_t limit = fusion.attentionMaxDim;
  auto fits = [&](int64_t d, int64_t e) {
    return !limit || (d <= limit && e <= limit);
  };
  // The backward passes first: a forward P V whose P a fused backward
  // also reads (to make it again) is fused with it, or neither is.
  if (fusion.attentionBackward) {
    plan.func.walk([&](linalg::GenericOp op) {
      std::optional<AttentionBackwardKernel> kernel =
          matchAttentionBackward(op);
      if (!kernel || !fits(kernel->chain.headDim(), kernel->valueDim))
        return;
      if (linalg::GenericOp pv = kernel->forward) {
        // P's other readers must be ops the backward kernel replaces.
        SmallVector<Operation *> replaced(kernel->fused);
        replaced.push_back(kernel->anchor);
        std::optional<AttentionKernel> forward = matchAttention(pv, replaced);
        if (!forward || !fits(forward->headDim(), forward->valueDim()))
          return;
        attentions[pv] = std::move(*forward);
      }
      attentionBackwards[kernel->anchor] = std::move(*kernel);
    });
    for (auto &[anchor, kernel] : attentionBackwards)
      kernel.sinkEarlyReaders();
  }
  plan.func.walk([&](linalg::GenericOp op) {
    if (attentions.count(op))
      return;
    std::optional<AttentionKernel> kernel = matchAttention(op);
    if (kernel && fits(kernel->headDim(), kernel->valueDim()))
      attentions[op] = std::move(*kernel);
  });
  // The chain a forward kernel shares with its backward is read again when
  // the backward runs, later.
  for (auto &[op, kernel] : attentions)
    for (Operation *fused : kernel.fused)
      fusedInto[fused] = op;
  for (auto &[anchor, kernel] : attentionBackwards)
    for (Operation *fused : kernel.fused)
      fusedInto[fused] = anchor;
}

void PlanBuilder::findGroupedGemms() {
  if (!fusion.groupedGemm)
    return;
  // The candidates, and for each op one would run in no kernel of its own
  // (a gather, a scatter's contraction), the candidates that would run it.
  DenseMap<Operation *, GemmKernel> found;
  llvm::MapVector<Operation *, SmallVector<Operation *>> runners;
  plan.func.walk([&](linalg::GenericOp op) {
    if (fusedInto.count(op))
      return;
    if (auto grouped = matchGroupedGemm(op)) {
      found.try_emplace(op, grouped->first);
      runners[grouped->second].push_back(op);
    }
  });
  for (auto &[fused, ops] : runners) {
    // Each reader of it must be one of them: a gather a loop nest or
    // another GEMM also reads must run. A contraction that is a candidate
    // itself, or in an attention chain, is a kernel of its own.
    if (found.count(fused) || fusedInto.count(fused) ||
        !llvm::all_of(fused->getUsers(), [&](Operation *user) {
          return llvm::is_contained(ops, user);
        }))
      continue;
    Operation *last = ops.front();
    for (Operation *op : ops) {
      groupedGemms[op] = found.lookup(op);
      if (last->isBeforeInBlock(op))
        last = op;
    }
    // What it reads stays live until the last of them has run.
    fusedInto[fused] = last;
  }
}
