//===- BalanceSegmentsTest.cpp - segments grouped into stages -------------===//
//
// The linear partition automatic cuts and the planner share, on chains
// worked out by hand: the least largest stage, the earlier stages lighter
// on ties, and what each balance weighs.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/BalanceSegments.h"

#include <gtest/gtest.h>

#include <vector>

using namespace mlir::dist;

namespace {
std::vector<unsigned> stagesOf(llvm::ArrayRef<double> weights,
                               unsigned stages) {
  llvm::SmallVector<unsigned> s = balanceSegments(weights, stages);
  return {s.begin(), s.end()};
}
} // namespace

// The largest stage is as small as it can be; of the groupings that reach
// it the last stage starts earliest, so the first stages take less: five
// equal segments in four stages leave the pair on the last.
TEST(BalanceSegments, EarlierStagesTakeLessOnTies) {
  EXPECT_EQ(stagesOf({1, 1, 1, 1, 1}, 4),
            (std::vector<unsigned>{0, 1, 2, 3, 3}));
  EXPECT_EQ(stagesOf({4, 1, 1, 1, 1}, 2),
            (std::vector<unsigned>{0, 1, 1, 1, 1}));
  EXPECT_EQ(stagesOf({1, 1, 1, 1, 4}, 2),
            (std::vector<unsigned>{0, 0, 0, 0, 1}));
}

// Sums equal but for rounding tie: the first stage stays the lighter one.
TEST(BalanceSegments, RoundingTies) {
  double big = 1e17, third = big / 3;
  EXPECT_EQ(stagesOf({third, third, third, third + 8}, 3),
            (std::vector<unsigned>{0, 1, 2, 2}));
}

// One dynamic program answers every count up to its bound as
// balanceSegments does for each.
TEST(BalanceSegments, OneProgramForEveryCount) {
  std::vector<double> weights = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5};
  SegmentBalance balance(weights, unsigned(weights.size()));
  for (unsigned k = 1; k <= weights.size(); ++k) {
    llvm::SmallVector<unsigned> all = balance.stagesOf(k);
    EXPECT_EQ(std::vector<unsigned>(all.begin(), all.end()),
              stagesOf(weights, k))
        << k << " stages";
  }
}

// A language model's segments: the embedding, each block (attention,
// MLP; each but the first starting where one ends), the LM head after the
// last block's end.
TEST(BalanceSegments, WeightsOfEachBalance) {
  std::vector<double> flops = {1, 10, 30, 10, 30, 20};
  llvm::SmallVector<bool> starts = {false, false, true, true, true, true};
  auto weights = [&](StageBalance balance, bool lastEndsBlock) {
    llvm::SmallVector<double> w =
        segmentWeights(flops, starts, lastEndsBlock, balance);
    return std::vector<double>(w.begin(), w.end());
  };
  EXPECT_EQ(weights(StageBalance::Flops, false), flops);
  // The embedding and the head weigh nothing; each block one.
  EXPECT_EQ(weights(StageBalance::Layers, false),
            (std::vector<double>{0, 1, 1, 1, 1, 0}));
  // Each end a layer: two blocks.
  EXPECT_EQ(weights(StageBalance::LayersAndEnds, false),
            (std::vector<double>{2, 1, 1, 1, 1, 2}));
  // Without a head the last segment is a block.
  EXPECT_EQ(weights(StageBalance::Layers, true),
            (std::vector<double>{0, 1, 1, 1, 1, 1}));
  // A chain without residual blocks: every segment one.
  llvm::SmallVector<bool> none(flops.size(), false);
  llvm::SmallVector<double> chain =
      segmentWeights(flops, none, false, StageBalance::Layers);
  EXPECT_EQ(std::vector<double>(chain.begin(), chain.end()),
            std::vector<double>(flops.size(), 1.0));
  // Four stages: by layers the embedding rides with the first attention
  // and the head with the last MLP (Megatron-LM's split); with the ends
  // each is a stage of its own beside one layer each (Llama 3's).
  EXPECT_EQ(stagesOf(weights(StageBalance::Layers, false), 4),
            (std::vector<unsigned>{0, 0, 1, 2, 3, 3}));
  EXPECT_EQ(stagesOf(weights(StageBalance::LayersAndEnds, false), 4),
            (std::vector<unsigned>{0, 1, 1, 2, 2, 3}));
  EXPECT_EQ(parseStageBalance("layers-and-ends"), StageBalance::LayersAndEnds);
  EXPECT_FALSE(parseStageBalance("blocks").has_value());
  EXPECT_STREQ(stageBalanceName(StageBalance::Layers), "layers");
}
