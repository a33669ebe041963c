//===- BalanceSegments.cpp - consecutive segments grouped into stages -----===//
//
// Automatic cuts and the stage plan both group a chain of segments into
// contiguous stages balanced by FLOPs: the linear-partition dynamic
// program, exact for the few dozen segments a model has.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StagePlan.h"

#include <limits>
#include <vector>

using namespace mlir;
using namespace mlir::dist;

SmallVector<unsigned> mlir::dist::balanceSegments(ArrayRef<double> flops,
                                                  unsigned stages) {
  size_t n = flops.size();
  SmallVector<double> prefix(n + 1, 0);
  for (size_t i = 0; i < n; ++i)
    prefix[i + 1] = prefix[i] + flops[i];
  // best[k][i]: the least possible maximum for the first i segments in k
  // stages (each non-empty); cut[k][i]: where the last stage starts.
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> best(stages + 1,
                                        std::vector<double>(n + 1, inf));
  std::vector<std::vector<size_t>> cut(stages + 1,
                                       std::vector<size_t>(n + 1, 0));
  best[0][0] = 0;
  for (unsigned k = 1; k <= stages; ++k)
    for (size_t i = k; i <= n; ++i)
      for (size_t j = k - 1; j < i; ++j) {
        double cost = std::max(best[k - 1][j], prefix[i] - prefix[j]);
        // Later starts for the last stage on ties: earlier stages lighter.
        if (cost < best[k][i] || (cost == best[k][i] && j > cut[k][i])) {
          best[k][i] = cost;
          cut[k][i] = j;
        }
      }
  SmallVector<unsigned> stageOf(n);
  size_t end = n;
  for (unsigned k = stages; k > 0; --k) {
    size_t begin = cut[k][end];
    for (size_t i = begin; i < end; ++i)
      stageOf[i] = k - 1;
    end = begin;
  }
  return stageOf;
}
