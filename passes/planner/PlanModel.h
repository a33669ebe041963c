//===- PlanModel.h - the 3D-parallel planner's cost model and search -*- C++
//-*-===//
//
// What a program costs under a data x pipeline x tensor parallel plan on a
// cluster, and the search for the fastest plan that fits. The program is
// seen through a ModelSummary (what --dist-auto-plan measures in the IR);
// the cluster through Cluster.h. No MLIR here.
//
// Ranks are laid out dp x pp x tp with tp varying fastest, so a tp group
// is consecutive devices (inside a node when no group straddles two: tp
// divides the devices per node), pp groups
// stride over tp, dp outermost. A collective runs on the slower link its
// group crosses; ring all-reduce takes 2(n-1)/n x bytes / bandwidth plus
// 2(n-1) latencies, and the bytes are the ones the communication report
// counts (runtime/Traffic.h). Compute is the forward pass's kernels on one
// device's share (its microbatch, its tp part): a GEMM at the device's
// GEMM efficiency, lowered by the last wave of output tiles across the
// device's units; a loop nest at the speed of memory (Cluster.h); each
// at least its bytes over the memory bandwidth. A backward pass is the
// forward's kernels again for the input gradient and its GEMMs again for
// the weight gradient. Pipelines run the schedule simulation of
// ScheduleModel.h. Only the data-parallel collectives overlap with
// compute, where the code generator starts them (exposedDataParallel).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_PLAN_MODEL_H
#define SHARD_PASSES_PLANNER_PLAN_MODEL_H

#include "passes/BucketBytes.h"
#include "passes/pipeline/BalanceSegments.h"
#include "passes/pipeline/ScheduleModel.h"
#include "passes/planner/Cluster.h"

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace mlir::dist::plan {

/// One kernel of the forward pass as the code generator forms it (an
/// elementwise producer fused into its consumer is part of the
/// consumer), over the whole batch: a contraction, which runs as a GEMM,
/// or a loop nest, bounded by memory. `count` identical ones (a model's
/// layers) are one entry.
struct Kernel {
  /// A dim of a GEMM: its batch, m, n or k loops, or none of them.
  enum class Dim { None, Batch, M, N, K };
  /// Before the tensor-parallel blocks (an embedding: the first stage's),
  /// in them (spread over the stages), or after them (a final norm and
  /// the LM head: the last stage's).
  enum class Place { Blocks, Before, After };
  double count = 1;
  Place place = Place::Blocks;
  double flops = 0;
  /// Bytes it reads (its inputs, or a fused producer's) and writes.
  double bytes = 0;
  bool gemm = false;
  /// A GEMM's shape: the product of the ranges of its batch, m, n and k
  /// loops.
  double batch = 1, m = 1, n = 1, k = 1;
  /// The GEMM dim holding the data batch (a microbatch runs a share of
  /// it), and the one split over tp; tpSplit for a loop nest split over
  /// tp (it makes or reduces the weights' splits), which every tp rank
  /// otherwise runs whole.
  Dim dataDim = Dim::None, tpDim = Dim::None;
  bool tpSplit = false;
  /// Part of an attention's scores (Q K^T to the softmax P V reads:
  /// passes/pipeline/SelectiveRecompute.cpp), which selective
  /// recomputation runs again in the backward pass; or its P V, the
  /// contraction that reads them (`values`).
  bool scores = false, values = false;
  /// Of an attention's kernels, the share of the blocks of scores a fused
  /// kernel computes: those its mask leaves an open score in
  /// (AttentionMask.h).
  double open = 1;
  /// Split by a split to the results (an LM head's vocabulary), which
  /// applies only when tp divides this size (0: a split that always
  /// applies).
  int64_t optionalSplit = 0;
};

/// A split to the results, applied only when tp divides `size`: the
/// weights it splits and the activation bytes it reaches.
struct OptionalSplit {
  int64_t size = 0;
  double paramElements = 0, activationBytes = 0;
};

/// A part of the forward pass between two places automatic cuts may go
/// (CutSegments in passes/pipeline/StagePlan.h: a transformer's blocks,
/// the embedding with the first, the LM head with the last), over the
/// whole batch.
struct Segment {
  /// FLOPs as the cuts count them (they balance stages by these), and of
  /// them the tensor-parallel blocks' (not the work before or after).
  double flops = 0, blockFlops = 0;
  /// Of `flops`, the ops a tensor-parallel rank runs a share of, by the
  /// size tp must divide for the split to apply (0: it always applies):
  /// the cuts are made on the partitioned program and count its shares.
  std::vector<std::pair<int64_t, double>> splitFlops;
  /// The activation bytes, attention scores' bytes and weight products'
  /// bytes made here (parts of ModelSummary's), of each the part split
  /// over tp (not an optional split), and of the activations the part
  /// made before the first row-parallel reduction.
  double activationBytes = 0, scoreBytes = 0, weightProductBytes = 0;
  double tpActivationBytes = 0, tpScoreBytes = 0, tpWeightProductBytes = 0;
  double leadingActivationBytes = 0;
  /// Whether it starts where a block ends: a checkpoint of full
  /// recomputation unless a chunk starts here anyway.
  bool startsBlock = false;
};

/// What each chunk of a pipeline (virtual stage, in pipeline order) holds
/// of the model: its share of the blocks' FLOPs, of the activations, of
/// the attention scores and of the weight products, and the block ends
/// full recomputation checkpoints in it. The work before the blocks is
/// the first chunk's, after them the last's.
struct ChunkLayout {
  /// A quantity's shares by chunk: of its part split over tp, of its
  /// part made before the first row-parallel reduction (activations
  /// alone), and of the rest (which a stage of the residual stream and
  /// the norms may hold more of than the model's average).
  struct Shares {
    std::vector<double> split, leading, rest;
  };
  std::vector<double> blocks;
  Shares activations, scores, weightProducts;
  std::vector<double> checkpoints;
};

/// What the planner knows of a program (forward pass over its batch).
/// `count` weights of `elements` each, split over tp on a dim of
/// `splitSize` (0: whole).
struct WeightGroup {
  double elements = 0;
  int64_t splitSize = 0;
  int64_t count = 0;
};

struct ModelSummary {
  std::string name;
  /// Dim 0 of the first argument: the batch data parallelism splits.
  int64_t batch = 1;
  /// Tokens per example when the batch is token ids ([batch, sequence]
  /// integers); 0 when unknown.
  int64_t tokensPerExample = 0;
  /// The rows of an example between the tensor-parallel blocks, which
  /// sequence parallelism splits: its tokens, or the dims of a [batch,
  /// ..., features] input between the two; 1 when neither is known.
  int64_t rowsPerExample = 1;
  /// Element type of the weights ("f32", "bf16", "f16") and its bytes.
  std::string dtype = "f32";
  int64_t dtypeBytes = 4;
  double forwardFlops = 0;
  /// The weights (every argument but the first): elements and bytes, and
  /// the part the tensor-parallel layout splits.
  double paramElements = 0, paramBytes = 0;
  /// The largest weight's elements: what a fully sharded step holds
  /// gathered at once besides its share.
  double largestParamElements = 0;
  /// The weights: a sharded state reduce_scatters each on its own.
  int64_t weightCount = 0;
  /// The weights by size and tensor-parallel split: what a tp rank
  /// gathers of each after a sharded optimizer's update, which
  /// --dist-optimize-collectives merges into buckets. Empty where not
  /// known (each weight then gathered on its own).
  std::vector<WeightGroup> weightGroups;
  /// Each column/row block's weight elements, in the order the program
  /// reads them (an attention's, then an MLP's, ...); empty where not
  /// known.
  std::vector<double> blockParamElements;
  double tpParamElements = 0, tpParamBytes = 0;
  /// Bytes of every tensor the forward pass makes that its backward pass
  /// reads (of a training step; of a forward function, every tensor it
  /// makes), over the whole batch, and the part of them split over tp
  /// (besides the optional splits).
  double activationBytes = 0, tpActivationBytes = 0;
  /// Of the activations not split over tp, those made before the first
  /// row-parallel reduction (the embeddings' sum, the first norm):
  /// sequence parallelism splits the tokens from that reduction on, so
  /// these stay whole on every tp rank.
  double leadingActivationBytes = 0;
  /// Bytes of the forward pass's products by a weight and of their other
  /// operands over the whole batch (and the part split over tp): what a
  /// ZB-H1 weight-gradient pass reads that its backward pass makes and
  /// keeps for it (each output gradient, each input in the layout the
  /// weight's gradient product reads it).
  double weightProductBytes = 0, tpWeightProductBytes = 0;
  /// Of those, the attention scores' bytes (and their part split over
  /// tp), and how many attentions make them.
  double scoreBytes = 0, tpScoreBytes = 0;
  double attentions = 0;
  /// The longest head of those attentions: Q K^T's depth or P V's width.
  int64_t attentionHeadDim = 0;
  /// The share of their blocks of scores a fused kernel computes (those
  /// their masks leave open, Kernel::open), weighted by Q K^T's FLOPs.
  double attentionOpenShare = 1;
  /// Splits to the results, which tp splits only where it divides them;
  /// their weights and activations are not in the tp parts above.
  std::vector<OptionalSplit> optionalSplits;
  /// The forward pass's kernels.
  std::vector<Kernel> kernels;
  /// Bytes of what crosses a stage boundary (what a cut carries: the
  /// residual stream), over the whole batch.
  double boundaryBytes = 0;
  /// Bytes of what full recomputation keeps at the end of a block (the
  /// residual stream: --dist-pipeline's checkpoints), over the whole
  /// batch; 0 when the program has no blocks to end (what a cut carries,
  /// boundaryBytes, is counted instead).
  double checkpointBytes = 0;
  /// Each row-parallel contraction's result, over the whole batch: an
  /// all-reduce over tp each in the forward pass.
  std::vector<double> rowOutputBytes;
  /// Each input of column-parallel contractions whose gradient the
  /// backward pass makes, over the whole batch: an all-reduce over tp
  /// each in the backward pass (InputGradients.h).
  std::vector<double> inputGradientBytes;
  /// Sizes of the dims the layout splits: tp must divide each.
  std::vector<int64_t> tpSplitSizes;
  /// Column/row blocks (attention, MLP): at most this many stages.
  int64_t blocks = 0;
  /// The forward pass in the parts automatic cuts balance, in order: a
  /// pipeline's chunks are the groups of these that the cuts make (empty:
  /// unknown, each chunk an equal share of the blocks), and whether the
  /// last ends a block (CutSegments).
  std::vector<Segment> segments;
  bool lastSegmentEndsBlock = false;
  /// The segments' balance into any number of chunks by balance and tp
  /// (FLOPs balance a rank's share; tp 1 for the other balances), and the
  /// chunks by balance, tp and count, filled as the model asks (PlanModel.cpp:
  /// the search asks for the same few many times).
  mutable std::map<std::pair<StageBalance, int64_t>, SegmentBalance>
      segmentBalances;
  mutable std::map<std::tuple<StageBalance, int64_t, int64_t>, ChunkLayout>
      chunkLayouts;
  /// Constraints a partly annotated program sets: its cuts fix the number
  /// of stages (0: free), a batch annotated whole rules out dp > 1.
  int64_t fixedStages = 0;
  bool batchWhole = false;
};

struct Options {
  int64_t devices = 1;
  /// Plan a training step (backward passes of twice the forward's FLOPs,
  /// gradients and Adam state, a gradient all-reduce over dp) instead of
  /// the forward pass the program is.
  bool training = false;
  /// Whether the code generator fuses attention (shard-run's
  /// --unfused-attention turns it off): where no backward pass reads the
  /// scores, in a forward pass and under recomputation, it then runs as
  /// one kernel storing no S x S (and its backward as another, which makes
  /// them again block by block).
  bool fuseAttention = true;
  /// Chunks of each forward tp collective under sequence parallelism
  /// (shard-run's --collective-matmul), where a started collective runs
  /// beside the compute (Cluster::overlapsAllReduce): 0 lets the planner
  /// choose per plan among 1, 2, 4 and 8 (the search's), otherwise the
  /// count a given plan names (1: none).
  int64_t collectiveMatmul = 0;
};

/// What a training step's backward pass makes again rather than keep.
enum class Recompute {
  None,
  /// Attention's scores (--dist-pipeline's `selective-recompute`,
  /// Korthikanti et al.): the forward pass runs attention fused (unless
  /// Options::fuseAttention is off).
  Selective,
  /// Every forward value from the chunk's input (`recompute`: Megatron's
  /// full activation recomputation).
  Full,
};

/// How a training step's weights and their state are split over dp, in
/// the order of the collectives each adds.
enum class StateSharding {
  /// Every dp rank holds them whole; the gradients are all_reduced.
  None,
  /// The optimizer's state and update split (the distributed optimizer,
  /// ZeRO-1: --dist-shard-optimizer): the gradients reduce_scattered, the
  /// next weights all_gathered.
  Optimizer,
  /// The gradients too, over stages or microbatches (ZeRO-2:
  /// --dist-pipeline's `shard-gradients`): each microbatch's gradients
  /// reduce_scattered where the pass makes them, each rank accumulating
  /// its share.
  Gradients,
  /// The weights too, gathered where read (FSDP: --dist-shard-optimizer's
  /// `weights`); over stages or microbatches each pass gathers its own
  /// and reduce_scatters its gradients as Gradients does (ZeRO-3: run with
  /// `shard-gradients`).
  Full,
};

struct Plan {
  int64_t dp = 1, pp = 1, tp = 1, microbatches = 1, virtualStages = 1;
  schedule::Kind schedule = schedule::Kind::GPipe;
  /// Training: what the backward pass makes again (full: each block keeps
  /// only its input and recomputes its forward).
  Recompute recompute = Recompute::None;
  /// Training: what of the weights' state is split over dp.
  StateSharding state = StateSharding::None;
  /// The tokens between tensor-parallel blocks split over tp (Megatron's
  /// sequence parallelism: --dist-sequence-parallel).
  bool sequenceParallel = false;
  /// What the stage cuts balance (pipelines).
  StageBalance balance = StageBalance::Flops;
  /// Whether attention is fused where it can be (Options::fuseAttention).
  bool fuseAttention = true;
  /// The most bytes per device of dp collectives merged into one
  /// (shard-run's --bucket-bytes; chooseBucketBytes).
  int64_t bucketBytes = kDefaultBucketBytes;
  /// Chunks of each forward tp collective beside its GEMMs (shard-run's
  /// --collective-matmul; 1: none).
  int64_t collectiveMatmulChunks = 1;
  /// Seconds per step: the whole step, and its parts as each device sees
  /// them (compute, each parallelism's communication, pipeline idle time).
  double step = 0, compute = 0, tpTime = 0, ppTime = 0, dpTime = 0, idle = 0;
  /// Of dpTime, the all_gathers of the weights a sharded optimizer
  /// updated (ZeRO-1 and ZeRO-2), after its update.
  double dpGatherTime = 0;
  /// Of compute, the optimizer's update (training): each rank's Adam step
  /// over the weights it updates, after the passes and before the
  /// gathers of a sharded state.
  double updateTime = 0;
  /// Of tpTime, under sequence parallelism, the all-reduce over tp of the
  /// gradients of the weights tp leaves whole (each rank's share of the
  /// tokens makes a partial one): once a step, after the passes.
  double tpGradientTime = 0;
  /// Of tpTime, what runs beside the GEMMs: the backward passes' (the
  /// input gradients' reductions and sequence parallelism's second
  /// gathers) and, in chunks, the forward's.
  double tpHidden = 0;
  /// The seconds of dpTime that the step waits for (all of it unless the
  /// gradients' all-reduces overlap the backward pass).
  double dpExposed = 0;
  /// Idle over busy time of the worst pipeline rank.
  double bubble = 0;
  /// Bytes each device sends per step for each parallelism.
  double tpBytes = 0, ppBytes = 0, dpBytes = 0;
  /// Whether each group stays inside a node.
  bool tpIntraNode = true, ppIntraNode = true, dpIntraNode = true;
  /// The members of a tp and of a dp group in one node (groupLink).
  int64_t tpPerNode = 1, dpPerNode = 1;
  /// Bytes of memory per device: weights, gradients and the optimizer's
  /// state (training), activations held at once.
  double weightMemory = 0, gradientMemory = 0, optimizerMemory = 0,
         activationMemory = 0;
  /// Of the activations, what a recomputation rebuilds for one block's
  /// backward: the working set, not kept between a microbatch's passes.
  double transientMemory = 0;
  double memory() const {
    return weightMemory + gradientMemory + optimizerMemory + activationMemory;
  }
  bool fits = false;
  /// Whether each microbatch's gradients are reduce_scattered where a pass
  /// makes them, a rank accumulating its share (ZeRO-2; FSDP over stages
  /// or microbatches): shard-run's --shard-gradients.
  bool shardsGradientsPerPass() const {
    return state == StateSharding::Gradients ||
           (state == StateSharding::Full && hasTable());
  }
  /// Whether the step runs as a pipeline's table of stages or
  /// microbatches, whose gradients are summed and reduced in each chunk's
  /// last pass (--dist-pipeline), rather than where they are made.
  bool hasTable() const { return pp > 1 || microbatches > 1; }
};

/// Whether the target's fused attention kernel takes `model`'s heads
/// (Cluster::attentionMaxHeadDim): the code generator runs longer ones
/// unfused, and every plan then runs them so.
bool fusesAttention(const ModelSummary &model, const Cluster &cluster);

/// Estimates one plan; nullopt if the program cannot run it (batch not
/// divisible, a split dim not divisible by tp, more stages than blocks).
std::optional<Plan> estimate(const ModelSummary &model, const Cluster &cluster,
                             const Options &options, int64_t dp, int64_t pp,
                             int64_t tp, int64_t microbatches,
                             schedule::Kind kind, int64_t virtualStages,
                             Recompute recompute,
                             StateSharding state = StateSharding::None,
                             bool sequenceParallel = false,
                             StageBalance balance = StageBalance::Flops);

struct Choice {
  Plan best;
  /// The best plan of each single parallelism on all devices (none when
  /// the program cannot run it), fitting or not.
  std::optional<Plan> dataOnly, pipelineOnly, tensorOnly;
  /// One line: why this plan.
  std::string verdict;
  /// Plans whose schedules were simulated (the others' lower bounds were
  /// already worse).
  int64_t considered = 0;
};

/// Searches dp x pp x tp factorizations of the devices, microbatch counts
/// and schedules that the compiler runs for the fastest plan that fits in
/// memory; tensor
/// parallelism spans nodes (a group whose devices do, whatever its size)
/// only when no plan without it fits. An error
/// says why nothing fits and how much memory the smallest plan needs.
llvm::Expected<Choice> choosePlan(const ModelSummary &model,
                                  const Cluster &cluster,
                                  const Options &options);

/// "1.2 MB": bytes in decimal units.
std::string formatBytes(double bytes);

/// "1 device", "8 devices".
std::string formatDevices(int64_t devices);

/// "dp=8 pp=16 tp=8, 64 microbatches, 1f1b".
std::string describe(const Plan &plan);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_PLAN_MODEL_H
