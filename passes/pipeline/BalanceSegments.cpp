//===- BalanceSegments.cpp - consecutive segments grouped into stages -----===//
//
// Automatic cuts and the stage plan group a chain of segments into
// contiguous stages balanced by FLOPs, and the planner predicts their
// stages so: the linear-partition dynamic program, exact for the few
// hundred segments a model has.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/BalanceSegments.h"

#include <limits>
#include <vector>

using namespace mlir::dist;
using llvm::ArrayRef;
using llvm::SmallVector;

std::optional<StageBalance>
mlir::dist::parseStageBalance(llvm::StringRef name) {
  if (name == "flops")
    return StageBalance::Flops;
  if (name == "layers")
    return StageBalance::Layers;
  if (name == "layers-and-ends")
    return StageBalance::LayersAndEnds;
  return std::nullopt;
}

const char *mlir::dist::stageBalanceName(StageBalance balance) {
  switch (balance) {
  case StageBalance::Flops:
    return "flops";
  case StageBalance::Layers:
    return "layers";
  case StageBalance::LayersAndEnds:
    return "layers-and-ends";
  }
  return "flops";
}

const char *mlir::dist::stageBalanceNames() {
  return "flops, layers or layers-and-ends";
}

SmallVector<double> mlir::dist::segmentWeights(ArrayRef<double> flops,
                                               ArrayRef<bool> startsBlock,
                                               bool lastEndsBlock,
                                               StageBalance balance) {
  size_t n = flops.size();
  if (balance == StageBalance::Flops || n == 0)
    return SmallVector<double>(flops.begin(), flops.end());
  SmallVector<double> weights(n, 0.0);
  bool blocks = false;
  for (size_t k = 0; k < n; ++k) {
    bool endsBlock = k + 1 < n ? startsBlock[k + 1] : lastEndsBlock;
    weights[k] = endsBlock ? 1.0 : 0.0;
    blocks |= endsBlock;
  }
  if (!blocks)
    weights.assign(n, 1.0);
  if (balance == StageBalance::LayersAndEnds) {
    weights.front() += 2;
    weights.back() += 2;
  }
  return weights;
}

SegmentBalance::SegmentBalance(ArrayRef<double> weights, unsigned maxStages) {
  size_t n = weights.size();
  segments = n;
  std::vector<double> prefix(n + 1, 0);
  for (size_t i = 0; i < n; ++i)
    prefix[i + 1] = prefix[i] + weights[i];
  // best[k][i]: the least possible maximum for the first i segments in k
  // stages (each non-empty); cut[k][i]: where the last stage starts. Row k
  // needs only row k - 1: the rows for every count up to maxStages come
  // at the price of the last.
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> best(maxStages + 1,
                                        std::vector<double>(n + 1, inf));
  cut.assign(maxStages + 1, std::vector<size_t>(n + 1, 0));
  best[0][0] = 0;
  // Sums that differ by rounding alone (a model's FLOPs pass 2^53) tie.
  const double tie = 1e-9 * prefix[n];
  for (unsigned k = 1; k <= maxStages; ++k)
    for (size_t i = k; i <= n; ++i)
      for (size_t j = k - 1; j < i; ++j) {
        double cost = std::max(best[k - 1][j], prefix[i] - prefix[j]);
        // The earliest start for the last stage on ties: earlier stages
        // lighter, as a pipeline's first ranks hold more microbatches.
        if (cost < best[k][i] - tie) {
          best[k][i] = cost;
          cut[k][i] = j;
        }
      }
}

SmallVector<unsigned> SegmentBalance::stagesOf(unsigned stages) const {
  SmallVector<unsigned> stageOf(segments);
  size_t end = segments;
  for (unsigned k = stages; k > 0; --k) {
    size_t begin = cut[k][end];
    for (size_t i = begin; i < end; ++i)
      stageOf[i] = k - 1;
    end = begin;
  }
  return stageOf;
}

SmallVector<unsigned> mlir::dist::balanceSegments(ArrayRef<double> flops,
                                                  unsigned stages) {
  return SegmentBalance(flops, stages).stagesOf(stages);
}
