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
    llvm::function_ref<double(double)> secondsIn,
    llvm::function_ref<double(int64_t)> backwardExposed) {
  ChunkedForward best{1, whole, 0, 0};
  if (!cluster.overlapsAllReduce)
    return best;
  double copies = cluster.memoryBandwidth > 0
                      ? 2.0 * model.tpWeightProductBytes / double(p.tp) *
                            share / cluster.memoryBandwidth
                      : 0.0;
  double exposed = whole + backwardExposed(1);
  std::vector<int64_t> counts{2, 4, 8};
  if (options.collectiveMatmul != 0)
    counts = {options.collectiveMatmul};
  for (int64_t k : counts) {
    if (k == 1 || !chunksTokens(model, p, k))
      continue;
    double seconds = secondsIn(double(k));
    double hidden = double(k - 1) / double(k) * std::min(seconds, gemms);
    double waited = seconds - hidden + copies + backwardExposed(k);
    if (waited < exposed || options.collectiveMatmul == k) {
      exposed = waited;
      best = {k, seconds, hidden, copies};
    }
  }
  return best;
}

BackwardTp
mlir::dist::plan::backwardTp(const Plan &p, bool overlaps, int64_t chunks,
                             double reduced, double gemms, bool gathersAgain,
                             llvm::function_ref<double(double)> secondsIn) {
  BackwardTp b{reduced * backwardTpFactor(gathersAgain), 0};
  if (!overlaps || p.tp == 1)
    return b;
  double reduction = reduced * (p.sequenceParallel ? 0.5 : 1.0);
  double share = double(chunks - 1) / double(chunks);
  if (chunks > 1) {
    double chunked = 0.5 * secondsIn(double(chunks));
    b.seconds += chunked - reduction;
    reduction = chunked;
  }
  bool zeroBubble = p.schedule == schedule::Kind::ZeroBubbleH1;
  if (!zeroBubble)
    b.hidden += std::min(reduction, gemms);
  else
    b.hidden += share * std::min(reduction, gemms);
  // What a B pass (ZB-H1) runs beside its GEMMs so far.
  double besideInputGradients = b.hidden;
  if (gathersAgain)
    b.hidden += std::min(0.5 * reduced, gemms);
  if (chunks > 1) {
    double gather = 0.5 * secondsIn(double(chunks));
    b.seconds += gather - 0.5 * reduced;
    double room =
        zeroBubble ? gemms - besideInputGradients : 2 * gemms - b.hidden;
    b.hidden += share * std::min(gather, std::max(0.0, room));
  }
  return b;
}
