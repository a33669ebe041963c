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
#include "passes/planner/KernelTiming.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// Each segment's chunk, as automatic cuts group `model`'s segments into
/// `chunks` by `balance` on `tp`-way tensor parallelism
/// (insertAutomaticCuts on the partitioned program).
llvm::SmallVector<unsigned> chunkOfSegments(const ModelSummary &model,
                                            StageBalance balance, int64_t tp,
                                            int64_t chunks) {
  auto key = std::make_pair(balance, tp);
  auto found = model.segmentBalances.find(key);
  if (found == model.segmentBalances.end()) {
    llvm::SmallVector<double> perRank;
    llvm::SmallVector<bool> startsBlock;
    for (const Segment &segment : model.segments) {
      perRank.push_back(rankFlops(segment, tp));
      startsBlock.push_back(segment.startsBlock);
    }
    found =
        model.segmentBalances
            .try_emplace(key,
                         segmentWeights(perRank, startsBlock,
                                        model.lastSegmentEndsBlock, balance),
                         unsigned(perRank.size()))
            .first;
  }
  return found->second.stagesOf(unsigned(chunks));
}

/// Each of `n` chunks' share of `part` of `model`'s segments, grouped by
/// `chunkOf`; evenly when the segments have none of it.
template <typename Part>
std::vector<double> sharesOf(const ModelSummary &model,
                             llvm::ArrayRef<unsigned> chunkOf, size_t n,
                             Part part) {
  double whole = 0;
  for (const Segment &s : model.segments)
    whole += part(s);
  if (whole <= 0)
    return std::vector<double>(n, 1.0 / double(n));
  std::vector<double> shares(n, 0.0);
  for (auto [i, s] : llvm::enumerate(model.segments))
    shares[chunkOf[i]] += part(s) / whole;
  return shares;
}

/// Each of `n` chunks' shares of a quantity whose bytes are `whole`, whose
/// part split over tp is `split` and whose part made before the first
/// row-parallel reduction is `leading`.
template <typename Whole, typename Split, typename Leading>
ChunkLayout::Shares splitSharesOf(const ModelSummary &model,
                                  llvm::ArrayRef<unsigned> chunkOf, size_t n,
                                  Whole whole, Split split, Leading leading) {
  return {sharesOf(model, chunkOf, n, split),
          sharesOf(model, chunkOf, n, leading),
          sharesOf(model, chunkOf, n, [&](const Segment &s) {
            return whole(s) - split(s) - leading(s);
          })};
}

/// `model`'s chunks under `chunks` virtual stages: as the cuts group its
/// segments by `balance` where it has enough of them, else each chunk the
/// largest share of the blocks when they do not divide evenly.
ChunkLayout layoutChunks(const ModelSummary &model, int64_t chunks,
                         StageBalance balance, int64_t tp) {
  ChunkLayout l;
  size_t n = size_t(chunks);
  double blocks = double(std::max<int64_t>(1, model.blocks));
  double blockFlops = 0;
  for (const Segment &s : model.segments)
    blockFlops += s.blockFlops;
  if (chunks == 1 || model.segments.size() < n || blockFlops <= 0) {
    double perChunk = chunks == 1 ? blocks : std::ceil(blocks / double(chunks));
    double share = perChunk / blocks;
    l.blocks = std::vector<double>(n, share);
    l.activations = l.scores =
        l.weightProducts = {l.blocks, l.blocks, l.blocks};
    l.checkpoints.assign(n, perChunk);
    return l;
  }
  llvm::SmallVector<unsigned> chunkOf =
      chunkOfSegments(model, balance, tp, chunks);
  l.blocks = sharesOf(model, chunkOf, n,
                      [](const Segment &s) { return s.blockFlops; });
  l.activations = splitSharesOf(
      model, chunkOf, n, [](const Segment &s) { return s.activationBytes; },
      [](const Segment &s) { return s.tpActivationBytes; },
      [](const Segment &s) { return s.leadingActivationBytes; });
  l.scores = splitSharesOf(
      model, chunkOf, n, [](const Segment &s) { return s.scoreBytes; },
      [](const Segment &s) { return s.tpScoreBytes; },
      [](const Segment &) { return 0.0; });
  l.weightProducts = splitSharesOf(
      model, chunkOf, n, [](const Segment &s) { return s.weightProductBytes; },
      [](const Segment &s) { return s.tpWeightProductBytes; },
      [](const Segment &) { return 0.0; });
  // A chunk keeps what it receives (the first reads the batch again) and
  // each block's end inside it -- not one after its last work, which is
  // what it sends.
  std::vector<size_t> lastWork(n, 0);
  for (auto [i, s] : llvm::enumerate(model.segments))
    if (s.flops > 0)
      lastWork[chunkOf[i]] = i;
  l.checkpoints.assign(n, 0.0);
  for (auto [i, s] : llvm::enumerate(model.segments)) {
    unsigned c = chunkOf[i];
    bool received = i > 0 && chunkOf[i - 1] != c;
    l.checkpoints[c] += received || (s.startsBlock && i <= lastWork[c]) ? 1 : 0;
  }
  return l;
}

} // namespace

const ChunkLayout &mlir::dist::plan::chunkLayoutOf(const ModelSummary &model,
                                                   int64_t chunks,
                                                   StageBalance balance,
                                                   int64_t tp) {
  // Only a balance of FLOPs reads a rank's FLOPs: the others share one
  // layout over every tp.
  if (balance != StageBalance::Flops)
    tp = 1;
  auto key = std::make_tuple(balance, tp, chunks);
  auto found = model.chunkLayouts.find(key);
  if (found == model.chunkLayouts.end())
    found = model.chunkLayouts
                .emplace(key, layoutChunks(model, chunks, balance, tp))
                .first;
  return found->second;
}

double mlir::dist::plan::rankFlops(const Segment &segment, int64_t tp) {
  double flops = segment.flops;
  for (auto [size, split] : segment.splitFlops)
    if (dividesSplit(size, tp))
      flops -= split * (1.0 - 1.0 / double(tp));
  return flops;
}
