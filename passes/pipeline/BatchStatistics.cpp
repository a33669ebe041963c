//===- BatchStatistics.cpp - sums of the batch's data alone ---------------===//
//
// What a pipeline can compute before its first microbatch: sums over the
// batch of values made only from the batch's arguments and constants (the
// number of labels a token-averaged loss divides by), and what is made
// from them (StagePlan.h, batchStatistics).
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StagePlan.h"

using namespace mlir;
using namespace mlir::dist;

DenseSet<Value> mlir::dist::batchStatistics(func::FuncOp fn,
                                            const DenseSet<Value> &batch) {
  Block &body = fn.getBody().front();
  // Per microbatch, from the batch's arguments and constants only; made
  // from constants alone; the statistics.
  DenseSet<Value> data, constant, statistics;
  auto isBatchArgument = [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == &body && batch.contains(v);
  };
  auto insertAll = [](DenseSet<Value> &set, Operation &op) {
    for (Value r : op.getResults())
      set.insert(r);
  };
  for (Operation &op : body.without_terminator()) {
    if (isa<StageBoundaryOp, GroupRankOp>(op))
      continue;
    if (auto acc = asAccumulation(&op)) {
      if (data.contains(acc.getInput()))
        statistics.insert(acc.getResult());
      continue;
    }
    SetVector<Value> read = valuesRead(&op);
    auto isConstant = [&](Value v) { return constant.contains(v); };
    if (llvm::all_of(read, isConstant)) {
      insertAll(constant, op);
    } else if (llvm::all_of(read, [&](Value v) {
                 return isConstant(v) || isBatchArgument(v) ||
                        data.contains(v);
               })) {
      insertAll(data, op);
    } else if (llvm::all_of(read, [&](Value v) {
                 return isConstant(v) || statistics.contains(v);
               })) {
      insertAll(statistics, op);
    }
  }
  return statistics;
}

