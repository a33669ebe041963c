//===- SelectiveRecompute.cpp - what selective recomputation makes again --===//
//
// Korthikanti et al. (arXiv:2205.05198, section 5) recompute only
// attention's scores, softmax and dropout: per layer they are the 5 a s / h
// part of the activations (O(S^2) per head), and cheap to make again from
// the queries and keys the backward pass keeps anyway. Found here from the
// graph, whatever front end wrote it: a forward contraction of two values
// that depend on the batch (not weights) -- Q K^T -- and what the forward
// pass computes from it with ops other than contractions (scale, mask, the
// softmax's maximum, exponentials, sums and division, dropout), when that
// reaches another contraction of activations (P V). A backward pass makes those
// again from the kept queries and keys; the forward pass's chain is then
// read only by P V, which the code generator fuses into one attention
// kernel that never stores S x S (codegen/AttentionMatch.h).
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StagePlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist;

namespace {

int64_t elements(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type && type.hasStaticShape() ? type.getNumElements() : -1;
}

/// Whether `op` contracts two values that depend on the batch (neither a
/// weight): Q K^T or P V.
bool contractsActivations(Operation *op, const DenseSet<Value> &batch) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && op->getNumResults() == 1 &&
         linalg::isaContractionOpInterface(linalgOp) &&
         linalgOp.getNumDpsInputs() == 2 &&
         llvm::all_of(linalgOp.getDpsInputs(),
                      [&](Value in) { return batch.contains(in); });
}

/// Whether the forward op `op`, reading a score value, carries the scores
/// on: a linalg op other than a contraction, or a reshape, whose results
/// are no larger than the scores (`limit` elements).
bool carriesScores(Operation *op, int64_t limit) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  bool carries = (linalgOp && !linalg::isaContractionOpInterface(linalgOp)) ||
                 isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
  return carries && op->getNumRegions() <= 1 &&
         llvm::all_of(op->getResults(), [&](Value r) {
           int64_t size = elements(r);
           return size > 0 && size <= limit;
         });
}

} // namespace

DenseSet<Value>
mlir::dist::attentionScores(func::FuncOp fn,
                            llvm::function_ref<bool(Operation *)> inForward) {
  DenseSet<Value> batch = batchValues(fn);
  DenseSet<Value> scores;
  for (Operation &op : fn.getBody().front().without_terminator()) {
    if (!inForward(&op) || !contractsActivations(&op, batch))
      continue;
    // The values made from Q K^T up to a contraction of them with another
    // activation (P V); P V's own result reaches only weights' contractions.
    int64_t limit = elements(op.getResult(0));
    DenseSet<Value> region;
    bool readByContraction = false;
    SmallVector<Value> worklist = {op.getResult(0)};
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!region.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (user->getBlock() != op.getBlock() || !inForward(user))
          continue;
        if (contractsActivations(user, batch))
          readByContraction = true;
        else if (carriesScores(user, limit))
          llvm::append_range(worklist, user->getResults());
      }
    }
    if (readByContraction)
      scores.insert(region.begin(), region.end());
  }
  return scores;
}
