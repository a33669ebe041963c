//===- CollectiveMatmulCost.cpp - tp collectives in chunks, costed --------===//
//
// See CollectiveMatmulCost.h.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/CollectiveMatmulCost.h"

#include <algorithm>
#include <vector>

using namespace mlir::dist::plan;

bool mlir::dist::plan::chunksTokens(const ModelSummary &model, const Plan &p,
                                    int64_t chunks) {
  if (!p.sequenceParallel || p.tp == 1)
    return false;
  int64_t examples = model.batch / p.dp / p.microbatches;
  int64_t rows = model.rowsPerExample;
  auto divides = [&](int64_t extent) {
    return extent > 1 && extent % chunks == 0;
  };
  if (examples % p.tp == 0)
    return divides(examples / p.tp) || divides(rows);
  return (rows % p.tp == 0 && divides(rows / p.tp)) || divides(examples);
}

ChunkedForward mlir::dist::plan::chunkForward(
    const ModelSummary &model, const Cluster &cluster, const Options &options,
    const Plan &p, double share, double whole, double gemms,
    llvm::function_ref<double(double)> secondsIn) {
  ChunkedForward best{1, whole, 0, 0};
  if (!cluster.overlapsAllReduce)
    return best;
  double copies = cluster.memoryBandwidth > 0
                      ? 2.0 * model.tpWeightProductBytes / double(p.tp) *
                            share / cluster.memoryBandwidth
                      : 0.0;
  double exposed = whole;
  std::vector<int64_t> counts{2, 4, 8};
  if (options.collectiveMatmul != 0)
    counts = {options.collectiveMatmul};
  for (int64_t k : counts) {
    if (k == 1 || !chunksTokens(model, p, k))
      continue;
    double seconds = secondsIn(double(k));
    double hidden = double(k - 1) / double(k) * std::min(seconds, gemms);
    if (seconds - hidden + copies < exposed || options.collectiveMatmul == k) {
      exposed = seconds - hidden + copies;
      best = {k, seconds, hidden, copies};
    }
  }
  return best;
}
