//===- ChunkLayout.cpp - a pipeline's chunks as the cuts make them --------===//
//
// The planner groups a program's segments into a pipeline's chunks as
// insertAutomaticCuts does (the same weights and dynamic program:
// passes/pipeline/BalanceSegments.h), and sums each chunk's share of the
// model from its segments.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/ChunkLayout.h"

#include "passes/pipeline/BalanceSegments.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// Each segment's chunk, as automatic cuts group `model`'s segments into
/// `chunks` by `balance` (insertAutomaticCuts).
llvm::SmallVector<unsigned> chunkOfSegments(const ModelSummary &model,
                                            StageBalance balance,
                                            int64_t chunks) {
  auto found = model.segmentBalances.find(balance);
  if (found == model.segmentBalances.end()) {
    llvm::SmallVector<double> flops;
    llvm::SmallVector<bool> startsBlock;
    for (const Segment &segment : model.segments) {
      flops.push_back(segment.flops);
      startsBlock.push_back(segment.startsBlock);
    }
    found =
        model.segmentBalances
            .try_emplace(balance,
                         segmentWeights(flops, startsBlock,
                                        model.lastSegmentEndsBlock, balance),
                         unsigned(flops.size()))
            .first;
  }
  return found->second.stagesOf(unsigned(chunks));
}

/// `model`'s chunks under `chunks` virtual stages: as the cuts group its
/// segments by `balance` where it has enough of them, else each chunk the
/// largest share of the blocks when they do not divide evenly.
ChunkLayout layoutChunks(const ModelSummary &model, int64_t chunks,
                         StageBalance balance) {
  ChunkLayout l;
  size_t n = size_t(chunks);
  double blocks = double(std::max<int64_t>(1, model.blocks));
  double total[4] = {0, 0, 0, 0};
  for (const Segment &s : model.segments) {
    total[0] += s.blockFlops;
    total[1] += s.activationBytes;
    total[2] += s.scoreBytes;
    total[3] += s.weightProductBytes;
  }
  if (chunks == 1 || model.segments.size() < n || total[0] <= 0) {
    double perChunk = chunks == 1 ? blocks : std::ceil(blocks / double(chunks));
    double share = perChunk / blocks;
    l.blocks = l.activations = l.scores = l.weightProducts =
        std::vector<double>(n, share);
    l.checkpoints.assign(n, perChunk);
    return l;
  }
  for (std::vector<double> *v : {&l.blocks, &l.activations, &l.scores,
                                 &l.weightProducts, &l.checkpoints})
    v->assign(n, 0.0);
  llvm::SmallVector<unsigned> chunkOf = chunkOfSegments(model, balance, chunks);
  // A part of no bytes is spread evenly.
  auto share = [&](double part, double whole) {
    return whole > 0 ? part / whole : 0.0;
  };
  // The last segment with work in each chunk: a block's end after it is
  // what the chunk sends, not a checkpoint it keeps.
  std::vector<size_t> lastWork(n, 0);
  for (auto [i, s] : llvm::enumerate(model.segments))
    if (s.flops > 0)
      lastWork[chunkOf[i]] = i;
  for (auto [i, s] : llvm::enumerate(model.segments)) {
    unsigned c = chunkOf[i];
    l.blocks[c] += share(s.blockFlops, total[0]);
    l.activations[c] += share(s.activationBytes, total[1]);
    l.scores[c] += share(s.scoreBytes, total[2]);
    l.weightProducts[c] += share(s.weightProductBytes, total[3]);
    // A chunk keeps what it receives (the first reads the batch again) and
    // each block's end inside it.
    bool received = i > 0 && chunkOf[i - 1] != c;
    l.checkpoints[c] += received || (s.startsBlock && i <= lastWork[c]) ? 1 : 0;
  }
  for (int k = 1; k < 4; ++k)
    if (total[k] <= 0) {
      std::vector<double> &v = k == 1   ? l.activations
                               : k == 2 ? l.scores
                                        : l.weightProducts;
      v.assign(n, 1.0 / double(n));
    }
  return l;
}

} // namespace

const ChunkLayout &mlir::dist::plan::chunkLayoutOf(const ModelSummary &model,
                                                   int64_t chunks,
                                                   StageBalance balance) {
  auto key = std::make_pair(balance, chunks);
  auto found = model.chunkLayouts.find(key);
  if (found == model.chunkLayouts.end())
    found =
        model.chunkLayouts.emplace(key, layoutChunks(model, chunks, balance))
            .first;
  return found->second;
}
