//===- PlanWeightCostsTest.cpp - weights, their state and dp traffic -----===//
//
// The cost model's part about a training step's weights (WeightCosts.h):
// what of the data-parallel collectives a step waits for, and the
// gradients' memory and traffic under ZeRO-1, FSDP and ZeRO-2.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/PlanModelTestSupport.h"
#include "passes/planner/WeightCosts.h"

#include "runtime/Traffic.h"

using namespace plan_test;

// The data-parallel collectives of a step hide behind its compute where
// the backend runs them beside it: the gradients' all-reduces behind the
// backward pass (over microbatches, the last one's), all but the last; in
// line (the host's default) the step waits for all of them. A link too
// slow for the backward pass to cover leaves the difference exposed. A
// sharded state's collectives, last.
TEST(PlanModel, DataParallelCollectivesOverlapAsStarted) {
  ModelSummary model = gpt("gpt-1.3b", 2048, 24, 16, 2048, 512);
  Options options{64, true};
  Cluster overlapped = mustLoad("a100");
  Cluster inLine = overlapped;
  inLine.overlapsAllReduce = false;
  std::optional<Plan> fast =
      estimate(model, overlapped, options, 64, 1, 1, 1,
               mlir::dist::schedule::Kind::GPipe, 1, Recompute::None);
  std::optional<Plan> slow =
      estimate(model, inLine, options, 64, 1, 1, 1,
               mlir::dist::schedule::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(fast && slow);
  EXPECT_EQ(slow->dpExposed, slow->dpTime);
  EXPECT_EQ(fast->dpTime, slow->dpTime);
  // 48 column/row blocks (24 layers): the last of 48 all-reduces waited
  // for whole.
  EXPECT_NEAR(fast->dpExposed, fast->dpTime / 48, fast->dpTime * 1e-9);
  EXPECT_NEAR(slow->step - fast->step, slow->dpTime - fast->dpExposed,
              slow->step * kRel);
  // Over a link 1000x slower the all-reduces outlast the backward pass.
  Cluster slowLink = overlapped;
  slowLink.interNode.bandwidth /= 1000;
  std::optional<Plan> exposed =
      estimate(model, slowLink, options, 64, 1, 1, 1,
               mlir::dist::schedule::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(exposed);
  double backward = exposed->compute * 2 / 3;
  EXPECT_GT(exposed->dpExposed, exposed->dpTime - backward);
  EXPECT_LT(exposed->dpExposed, exposed->dpTime);
  // Over two microbatches the second's backward pass, the table's last
  // action, reduces each sum as it becomes final (--dist-pipeline), half
  // the backward compute behind the same all-reduces: still the last of
  // 48 waited for.
  std::optional<Plan> accumulated =
      estimate(model, overlapped, options, 64, 1, 1, 2,
               mlir::dist::schedule::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(accumulated);
  EXPECT_NEAR(accumulated->dpExposed, accumulated->dpTime / 48,
              accumulated->dpTime * 1e-9);
  // Over the slow link the one pass covers less than the whole step did.
  std::optional<Plan> accumulatedSlow =
      estimate(model, slowLink, options, 64, 1, 1, 2,
               mlir::dist::schedule::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(accumulatedSlow);
  EXPECT_GT(accumulatedSlow->dpExposed, exposed->dpExposed);
  EXPECT_GT(accumulatedSlow->dpExposed,
            accumulatedSlow->dpTime - accumulatedSlow->compute / 3);
  // Under ZB-H1 a stage's last action is a W pass, the weight gradients'
  // part of a backward pass alone: less hides behind it than behind
  // 1F1B's last backward.
  auto staged = [&](mlir::dist::schedule::Kind kind) {
    return estimate(model, slowLink, options, 32, 2, 1, 4, kind, 1,
                    Recompute::None);
  };
  std::optional<Plan> oneF = staged(mlir::dist::schedule::Kind::OneFOneB);
  std::optional<Plan> zb = staged(mlir::dist::schedule::Kind::ZeroBubbleH1);
  ASSERT_TRUE(oneF && zb);
  EXPECT_EQ(zb->dpTime, oneF->dpTime);
  EXPECT_GT(zb->dpExposed, oneF->dpExposed);
  EXPECT_LT(oneF->dpExposed, oneF->dpTime);

  // A sharded state's collectives overlap as the code generator starts
  // them (--dist-optimize-collectives places them): ZeRO-1's
  // reduce_scatters (half its traffic) behind the backward pass, its
  // gathers of the updated weights waited for; FSDP's forward gathers (a
  // third) behind the forward pass, its backward gathers and
  // reduce_scatters behind the backward pass, the first of each waited
  // for whole.
  for (StateSharding state : {StateSharding::Optimizer, StateSharding::Full}) {
    auto at = [&](const Cluster &cluster) {
      return estimate(model, cluster, options, 64, 1, 1, 1,
                      mlir::dist::schedule::Kind::GPipe, 1, Recompute::None,
                      state);
    };
    fast = at(overlapped);
    slow = at(inLine);
    ASSERT_TRUE(fast && slow);
    EXPECT_EQ(slow->dpExposed, slow->dpTime);
    EXPECT_EQ(fast->dpTime, slow->dpTime);
    // 48 column/row blocks; the compute outlasts every block's share.
    double t = fast->dpTime;
    double waited = state == StateSharding::Optimizer
                        ? t / 2 / 48 + t / 2
                        : t / 3 / 48 + 2 * t / 3 / 48;
    EXPECT_NEAR(fast->dpExposed, waited, t * 1e-9);
    EXPECT_NEAR(slow->step - fast->step, slow->dpTime - fast->dpExposed,
                slow->step * kRel);
  }
}

// A sharded state's gradients are reduce_scattered where they are made
// (--dist-optimize-collectives): in one pass a rank holds its share of
// them and one whole gradient at a time, at most the largest weight's;
// accumulated over microbatches or a pipeline's table, every gradient
// stays whole until then.
TEST(PlanModel, ShardedGradientsAreWholeOnlyWhileReducedInOnePass) {
  Config c{gpt("gpt-1b", 2048, 24, 16, 1024, 64), mustLoad("a100"),
           Options{8, true}};
  // An MLP's matrix.
  c.model.largestParamElements = 4.0 * 2048 * 2048;
  auto at = [&](int64_t dp, int64_t microbatches, StateSharding state) {
    std::optional<Plan> p =
        estimate(c.model, c.cluster, c.options, dp, 8 / dp, 1, microbatches,
                 sm::Kind::OneFOneB, 1, Recompute::None, state);
    EXPECT_TRUE(p);
    return p ? p->gradientMemory : 0.0;
  };
  double whole = c.model.paramElements * double(c.model.dtypeBytes);
  double largest = c.model.largestParamElements * double(c.model.dtypeBytes);
  ASSERT_LT(largest, whole / 8);
  for (StateSharding state : {StateSharding::Optimizer, StateSharding::Full})
    EXPECT_DOUBLE_EQ(at(8, 1, state), whole / 8 + largest);
  EXPECT_DOUBLE_EQ(at(8, 1, StateSharding::None), whole);
  EXPECT_DOUBLE_EQ(at(8, 2, StateSharding::Optimizer), whole);
  // Each of 2 stages holds its half, whole.
  EXPECT_NEAR(at(4, 2, StateSharding::Optimizer), whole / 2, 1e-9 * whole);
  // Never more than all of them whole.
  c.model.largestParamElements = c.model.paramElements;
  EXPECT_DOUBLE_EQ(at(8, 1, StateSharding::Optimizer), whole);
}

// ZeRO-2 (--shard-gradients) over a pipeline's microbatches: each rank
// holds its 1/dp share of its stage's gradients (the running sum, which
// each reduce_scatter writes) and, whole, one of each shape: a layer's
// (with the blocks unknown, the chunk's); every microbatch reduce_scatters the
// stage's gradients, and the updated weights are gathered once. Each pass's
// reduce_scatters stay in flight until the next pass that makes
// gradients, so only the last pass's are waited for, as in line: each
// block's beside the next block's compute, the first block's (made last)
// whole; the gathers after the table are waited for.
TEST(PlanModel, ShardedGradientsAreReducedEachMicrobatch) {
  Config c{gpt("gpt-1b", 2048, 24, 16, 1024, 64), mustLoad("a100"),
           Options{16, true}};
  auto at = [&](StateSharding state, int64_t microbatches) {
    return estimated(c, 4, 2, 2, microbatches, sm::Kind::OneFOneB, state);
  };
  Plan zero1 = at(StateSharding::Optimizer, 8);
  Plan zero2 = at(StateSharding::Gradients, 8);
  double local = zero1.weightMemory;
  EXPECT_DOUBLE_EQ(zero1.gradientMemory, local);
  EXPECT_NEAR(zero2.gradientMemory, local / 4 + local, 1e-9 * local);
  EXPECT_DOUBLE_EQ(zero2.optimizerMemory, zero1.optimizerMemory);
  // With the blocks known, a layer's (an attention's and an MLP's
  // weights, split over tp 2).
  c.model.blockParamElements = {4.0 * 2048 * 2048, 8.0 * 2048 * 2048};
  double layer = 12.0 * 2048 * 2048 / 2 * c.model.dtypeBytes;
  ASSERT_LT(layer, local);
  EXPECT_NEAR(at(StateSharding::Gradients, 8).gradientMemory, local / 4 + layer,
              1e-9 * local);
  c.model.blockParamElements.clear();
  // 8 reduce_scatters and one all_gather, against one of each: each half
  // an all_reduce's ring bytes.
  double ring = double(shardrt::ringAllReduceBytes(4, int64_t(local)));
  EXPECT_NEAR(zero1.dpBytes, ring, 1e-6 * ring);
  EXPECT_NEAR(zero2.dpBytes, 4.5 * ring, 1e-6 * ring);
  EXPECT_NEAR(zero2.dpTime, 4.5 * zero1.dpTime, 1e-9 * zero1.dpTime);
  // One stage (the same passes for both, no bubble): each waits for the
  // last pass's reduce_scatters alike -- ZeRO-2's last per-microbatch
  // ones, ZeRO-1's of the sums, which that pass starts as they become
  // final -- and for its gathers after the table (half of ZeRO-1's
  // all_reduce). Each block's reduce_scatter runs beside the next block's
  // compute, which here (links 100x faster) outlasts it, and the first
  // block's, whose gradients the backward makes last, is waited for whole:
  // a quarter of the pass's reduce_scatters where the first block holds
  // 1/4 of the weights, 1/48 where the 48 are equal. The earlier passes'
  // wait for nothing: the next pass covers them.
  c.cluster.interNode.bandwidth *= 100;
  c.cluster.interNode.latency = 0;
  ASSERT_TRUE(c.cluster.overlapsAllReduce);
  auto waited = [&](std::vector<double> blocks) {
    c.model.blockParamElements = std::move(blocks);
    std::optional<Plan> one =
        estimate(c.model, c.cluster, c.options, 16, 1, 1, 4, sm::Kind::GPipe, 1,
                 Recompute::None, StateSharding::Optimizer);
    std::optional<Plan> two =
        estimate(c.model, c.cluster, c.options, 16, 1, 1, 4, sm::Kind::GPipe, 1,
                 Recompute::None, StateSharding::Gradients);
    EXPECT_TRUE(one && two);
    if (!one || !two)
      return 0.0;
    double scatter = one->dpTime / 2;
    EXPECT_NEAR(two->dpExposed, one->dpExposed, 1e-9 * scatter);
    EXPECT_NEAR(two->step, one->step, 1e-9 * one->step);
    return (one->dpExposed - scatter) / scatter;
  };
  ASSERT_EQ(c.model.blocks, 48);
  EXPECT_NEAR(waited(std::vector<double>(48, 1.0)), 1.0 / 48, 1e-9);
  std::vector<double> skewed(48, 1.0);
  skewed[0] = 47.0 / 3;
  EXPECT_NEAR(waited(skewed), 0.25, 1e-9);
  // Only over stages or microbatches: in one pass ZeRO-1's gradients are
  // whole only while reduced already.
  EXPECT_FALSE(estimate(c.model, c.cluster, c.options, 16, 1, 1, 1,
                        sm::Kind::GPipe, 1, Recompute::None,
                        StateSharding::Gradients));
}

// FSDP over microbatches or stages (Plan::shardsGradientsPerPass, run with
// --shard-gradients): each pass gathers the weights it reads, the backward
// pass again, and reduce_scatters its gradients as ZeRO-2 does. A rank
// holds its share of the weights and two gathered at most (the one read
// and the next), its share of the gradients and one whole of each shape;
// nothing is gathered after the table. Per pass the link carries two
// gathers and a reduce_scatter, each half an all_reduce's bytes: 1.5 of
// ZeRO-1's all_reduce per microbatch.
TEST(PlanModel, FullyShardedPassesGatherTheirWeights) {
  Config c{gpt("gpt-1b", 2048, 24, 16, 1024, 64), mustLoad("a100"),
           Options{16, true}};
  c.model.largestParamElements = 4.0 * 2048 * 2048;
  auto at = [&](StateSharding state, int64_t microbatches) {
    return estimated(c, 16, 1, 1, microbatches, sm::Kind::GPipe, state);
  };
  Plan zero1 = at(StateSharding::Optimizer, 4);
  Plan zero2 = at(StateSharding::Gradients, 4);
  Plan fsdp = at(StateSharding::Full, 4);
  EXPECT_TRUE(fsdp.shardsGradientsPerPass());
  EXPECT_FALSE(at(StateSharding::Full, 1).shardsGradientsPerPass());
  double local = zero1.weightMemory;
  double largest = c.model.largestParamElements * double(c.model.dtypeBytes);
  EXPECT_NEAR(fsdp.weightMemory, local / 16 + 2 * largest, 1e-9 * local);
  EXPECT_DOUBLE_EQ(fsdp.gradientMemory, zero2.gradientMemory);
  EXPECT_DOUBLE_EQ(fsdp.optimizerMemory, zero1.optimizerMemory);
  double ring = double(shardrt::ringAllReduceBytes(16, int64_t(local)));
  EXPECT_NEAR(fsdp.dpBytes, 4 * 1.5 * ring, 1e-6 * ring);
  EXPECT_NEAR(fsdp.dpTime, 4 * 1.5 * zero1.dpTime, 1e-9 * zero1.dpTime);
  // Links 100x faster: each pass waits for its first block's gather (1/48
  // of a pass's gathers with 48 equal blocks), the others run beside the
  // block before; the last pass's reduce_scatters as ZeRO-2's. So FSDP's
  // step is ZeRO-2's less its gather after the table (half ZeRO-1's
  // all_reduce), plus a forward and a backward first gather per pass.
  c.cluster.interNode.bandwidth *= 100;
  c.cluster.intraNode.bandwidth *= 100;
  c.cluster.interNode.latency = c.cluster.intraNode.latency = 0;
  zero1 = at(StateSharding::Optimizer, 4);
  zero2 = at(StateSharding::Gradients, 4);
  fsdp = at(StateSharding::Full, 4);
  double gather = zero1.dpTime / 2;
  EXPECT_NEAR(fsdp.step - (zero2.step - gather), 4 * 2 * gather / 48,
              1e-6 * fsdp.step);
  EXPECT_NEAR(fsdp.dpExposed, zero2.dpExposed - gather, 1e-9 * gather);
}

// A group across nodes runs its collectives on as many network adapters
// as it has members in a node, up to the node's own links: dp over 8
// 8-GPU nodes (8 a node) reaches the NVLink all_reduce's 230 GB/s capped
// by 8 x 25 GB/s; dp over the nodes with tp = 8 inside (1 a node) one
// adapter's 25 GB/s; a ring's steps cross nodes once every 8 (1) steps.
// Each collective's steps cost the link's latency: a sharded state's
// collectives are one per weight or one per bucket.
TEST(PlanModel, GroupsAcrossNodesUseTheirMembersAdapters) {
  Cluster a100 = mustLoad("a100");
  EXPECT_DOUBLE_EQ(groupLink(a100, true, 8).bandwidth, 230e9);
  EXPECT_DOUBLE_EQ(groupLink(a100, false, 1).bandwidth, 25e9);
  EXPECT_DOUBLE_EQ(groupLink(a100, false, 4).bandwidth, 100e9);
  EXPECT_DOUBLE_EQ(groupLink(a100, false, 8).bandwidth, 200e9);
  EXPECT_DOUBLE_EQ(groupLink(a100, false, 1).latency, 8e-6);
  EXPECT_DOUBLE_EQ(groupLink(a100, false, 8).latency, (7 * 3e-6 + 8e-6) / 8);
  Config c{gpt("gpt-1b", 2048, 24, 16, 1024, 64), a100, Options{64, true}};
  std::optional<Plan> wide = estimate(c.model, c.cluster, c.options, 64, 1, 1,
                                      1, sm::Kind::GPipe, 1, Recompute::None);
  std::optional<Plan> narrow = estimate(c.model, c.cluster, c.options, 8, 1, 8,
                                        1, sm::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(wide && narrow);
  EXPECT_FALSE(wide->dpIntraNode);
  EXPECT_EQ(wide->dpPerNode, 8);
  EXPECT_EQ(narrow->dpPerNode, 1);
  EXPECT_EQ(narrow->tpPerNode, 8);
  EXPECT_DOUBLE_EQ(wide->dpTime, allReduceSeconds(64, wide->weightMemory,
                                                  groupLink(a100, false, 8)));
  EXPECT_DOUBLE_EQ(allReduceSeconds(4, 0, a100.interNode, 10),
                   10 * 2 * 3 * 8e-6);
  // ZeRO-1's collectives: one reduce_scatter and one gather per weight.
  c.model.weightCount = 100;
  std::optional<Plan> zero1 =
      estimate(c.model, c.cluster, c.options, 64, 1, 1, 1, sm::Kind::GPipe, 1,
               Recompute::None, StateSharding::Optimizer);
  ASSERT_TRUE(zero1);
  EXPECT_DOUBLE_EQ(zero1->dpTime,
                   allReduceSeconds(64, zero1->weightMemory,
                                    groupLink(a100, false, 8), 100));
  // With the weights' sizes known, the updated weights' gathers are one
  // per bucket of the plan's (--dist-optimize-collectives' bucket-bytes:
  // 355 MiB on this ring, BucketsGrowWithTheRing), a larger weight its
  // own: 40 weights of 512 MiB and 60 of 2 KB are 41 gathers, where the
  // reduce_scatters stay 100. The gathers run after the update, waited for
  // whole.
  c.model.weightGroups = {{256.0 * 1024 * 1024, 0, 40}, {1024.0, 0, 60}};
  std::optional<Plan> bucketed =
      estimate(c.model, c.cluster, c.options, 64, 1, 1, 1, sm::Kind::GPipe, 1,
               Recompute::None, StateSharding::Optimizer);
  ASSERT_TRUE(bucketed);
  Link link = groupLink(a100, false, 8);
  double local = bucketed->weightMemory;
  EXPECT_DOUBLE_EQ(bucketed->dpGatherTime,
                   allReduceSeconds(64, local, link, 41) / 2);
  EXPECT_DOUBLE_EQ(bucketed->dpTime,
                   allReduceSeconds(64, local, link, 100) / 2 +
                       bucketed->dpGatherTime);
  EXPECT_LT(bucketed->dpTime, zero1->dpTime);
  EXPECT_GE(bucketed->dpExposed, bucketed->dpGatherTime);
  // In a table (here 2 stages of 2 microbatches) the reduce_scatters of
  // the whole sums are bucketed too, started in the chunk's last pass
  // (--dist-pipeline): a stage's 20 large weights and 30 small ones are
  // 20.5 of each, on average over the stages.
  std::optional<Plan> table =
      estimate(c.model, c.cluster, c.options, 32, 2, 1, 2, sm::Kind::OneFOneB,
               1, Recompute::None, StateSharding::Optimizer);
  ASSERT_TRUE(table);
  Link dpLink = groupLink(a100, table->dpIntraNode, table->dpPerNode);
  double buckets = allReduceSeconds(32, table->weightMemory, dpLink, 20.5) / 2;
  EXPECT_DOUBLE_EQ(table->dpGatherTime, buckets);
  EXPECT_DOUBLE_EQ(table->dpTime, 2 * buckets);
}

// The plan's bucket (shard-run's --bucket-bytes) is the smallest whole
// MiB whose ring spends at most an eighth of its time in latency: n x
// latency x bandwidth x 8 bytes, at least 1 MiB and at most a layer's
// weights. dp = 64 across 8 nodes of 8 (200 GB/s, 3.625 us a step):
// 371.2 MB, 355 MiB; dp = 8 with tp = 8 inside each node (one adapter's
// 25 GB/s, 8 us): 12.8 MB, 13 MiB; no dp: 1 MiB. Layers of 1.5 MiB
// (two blocks of 6 x 256 x 256 bf16 weights) cap it at 2 MiB.
TEST(PlanModel, BucketsGrowWithTheRing) {
  Cluster a100 = mustLoad("a100");
  Config c{gpt("gpt-1b", 2048, 24, 16, 1024, 64), a100, Options{64, true}};
  auto bucket = [&](const ModelSummary &model, int64_t dp, int64_t tp) {
    std::optional<Plan> p =
        estimate(model, c.cluster, c.options, dp, 64 / dp / tp, tp, 1,
                 sm::Kind::GPipe, 1, Recompute::None, StateSharding::Optimizer);
    return p ? p->bucketBytes : int64_t(-1);
  };
  constexpr int64_t mib = 1 << 20;
  EXPECT_EQ(bucket(c.model, 64, 1), 355 * mib);
  EXPECT_EQ(bucket(c.model, 8, 8), 13 * mib);
  EXPECT_EQ(chooseBucketBytes(c.model, a100, Plan{}, 1e12),
            mlir::dist::kDefaultBucketBytes);
  ModelSummary small = c.model;
  small.blockParamElements = std::vector<double>(48, 6.0 * 256 * 256);
  EXPECT_EQ(bucket(small, 64, 1), 2 * mib);
}

// The optimizer's update is a loop nest over the weights a rank updates:
// each gradient read and weight written in bf16, the f32 master and
// Adam's two moments read and written, 28 bytes an element at the memory
// bandwidth, in the compute and the step. A sharded state's rank updates
// its 1/dp share; a forward pass updates nothing.
TEST(PlanModel, TheOptimizerUpdatesWhatEachRankHolds) {
  ModelSummary model = gpt("gpt-1.3b", 2048, 24, 16, 2048, 512);
  Cluster a100 = mustLoad("a100");
  auto at = [&](bool training, StateSharding state) {
    std::optional<Plan> p =
        estimate(model, a100, Options{64, training}, 64, 1, 1, 1,
                 sm::Kind::GPipe, 1, Recompute::None, state);
    EXPECT_TRUE(p);
    return p.value_or(Plan{});
  };
  Plan whole = at(true, StateSharding::None);
  Plan sharded = at(true, StateSharding::Optimizer);
  double elements = model.paramElements;
  EXPECT_NEAR(whole.updateTime, elements * 28 / 1800e9, 1e-9);
  EXPECT_NEAR(sharded.updateTime, whole.updateTime / 64, 1e-12);
  // In the compute and, after the passes, in the step: with neither tp
  // nor pp, the step is the compute, the idle time and the dp collectives
  // waited for (without the update in the step it would be less by it).
  EXPECT_GT(whole.compute, whole.updateTime);
  EXPECT_NEAR(whole.step, whole.idle + whole.compute + whole.dpExposed,
              1e-9 * whole.step);
  EXPECT_EQ(at(false, StateSharding::None).updateTime, 0);
}
