//===- BalanceSegments.h - segments grouped into stages ---------*- C++ -*-===//
//
// The linear partition that automatic cuts, the stage plan and the
// planner's model of them share. No MLIR: LLVM's ADT only.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_BALANCE_SEGMENTS_H
#define SHARD_PASSES_PIPELINE_BALANCE_SEGMENTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <vector>

namespace mlir::dist {

/// What automatic cuts balance between a pipeline's stages (virtual
/// stages: chunks).
enum class StageBalance {
  /// FLOPs: the most any stage has as small as it can be.
  Flops,
  /// Blocks (a transformer's attentions and MLPs): the work before the
  /// first and after the last (an embedding; a final norm, the LM head
  /// and the loss) rides with its neighbour, as Megatron-LM splits
  /// layers.
  Layers,
  /// Blocks, the work before the first block and after the last each
  /// counted as a layer (two blocks): Megatron-LM's
  /// --account-for-embedding-in-pipeline-split and
  /// --account-for-loss-in-pipeline-split, Llama 3's stages.
  LayersAndEnds,
};
std::optional<StageBalance> parseStageBalance(llvm::StringRef name);
const char *stageBalanceName(StageBalance balance);
/// "flops, layers or layers-and-ends".
const char *stageBalanceNames();

/// The weight each of a function's consecutive segments has under
/// `balance`: its FLOPs; or 1 for a segment that ends where a block ends
/// (`startsBlock` of the next; the last one: `lastEndsBlock`), 0 for the
/// others, 1 for every segment when none ends a block (a chain without
/// residual blocks); plus 2 for the first and the last segment with the
/// ends.
llvm::SmallVector<double> segmentWeights(llvm::ArrayRef<double> flops,
                                         llvm::ArrayRef<bool> startsBlock,
                                         bool lastEndsBlock,
                                         StageBalance balance);

/// The linear partition of consecutive segments' weights into each
/// number of stages up to `maxStages` (at most the segments), as
/// balanceSegments groups them: the dynamic program runs once for all.
class SegmentBalance {
public:
  SegmentBalance(llvm::ArrayRef<double> weights, unsigned maxStages);
  /// The stage of each segment in `stages` stages, 1 to maxStages.
  llvm::SmallVector<unsigned> stagesOf(unsigned stages) const;

private:
  size_t segments = 0;
  /// cut[k][i]: where the last of k stages over the first i segments
  /// starts.
  std::vector<std::vector<size_t>> cut;
};

/// The stage of each of `flops.size()` consecutive segments, grouped into
/// `stages` contiguous stages so that the most FLOPs any stage has is as
/// small as it can be; of the groupings that reach it, the one whose
/// last stage starts earliest, then its second last..., so that earlier
/// stages take less (a pipeline's first ranks hold the most microbatches
/// at once). Sums within 1e-9 of the total of each other tie. Needs
/// flops.size() >= stages.
llvm::SmallVector<unsigned> balanceSegments(llvm::ArrayRef<double> flops,
                                            unsigned stages);

} // namespace mlir::dist

#endif // SHARD_PASSES_PIPELINE_BALANCE_SEGMENTS_H
