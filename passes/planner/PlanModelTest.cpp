//===- PlanModelTest.cpp - the planner's search and cost model ------------===//
//
// The 3D-parallel planner on hand-made model summaries and clusters
// (PlanModelTestSupport.h): the plan it picks fits and is the fastest that
// does, its estimates add up, and collectives are priced on the links
// their groups cross. PlanMonotonicityTest.cpp: how choices and estimates
// move with bandwidth, memory, pp and tp; PlanWeightCostsTest.cpp: the
// weights' state and data-parallel traffic.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/CollectiveMatmulCost.h"
#include "passes/planner/PlanModelTestSupport.h"

#include "passes/planner/ChunkLayout.h"
#include "runtime/Traffic.h"

using namespace plan_test;

/// The segments automatic cuts balance in a model of 8 blocks: an
/// embedding (1 FLOP, 1 byte), the blocks (10 FLOPs and `blockBytes`
/// each, `blockSplit` of the FLOPs split over tp) and a head (10 FLOPs,
/// `headBytes`).
static std::vector<Segment> eightBlocks(double blockBytes, double headBytes,
                                        double blockSplit = 0) {
  auto segment = [](double flops, double bytes, bool startsBlock) {
    Segment s;
    s.flops = s.blockFlops = flops;
    s.activationBytes = bytes;
    s.startsBlock = startsBlock;
    return s;
  };
  std::vector<Segment> segments = {segment(1, 1, false)};
  for (int b = 0; b < 8; ++b) {
    segments.push_back(segment(10, blockBytes, b > 0));
    if (blockSplit > 0)
      segments.back().splitFlops.emplace_back(0, blockSplit);
  }
  segments.push_back(segment(10, headBytes, true));
  segments.front().blockFlops = segments.back().blockFlops = 0;
  return segments;
}

TEST(PlanModel, ClustersLoad) {
  Cluster a100 = mustLoad("a100");
  EXPECT_EQ(a100.devicesPerNode, 8);
  // 81920 MiB, as nvidia-smi totals an A100-80GB.
  EXPECT_DOUBLE_EQ(a100.memory, 80.0 * (1 << 30));
  EXPECT_DOUBLE_EQ(mustLoad("h100").memory, 79.6 * (1 << 30));
  EXPECT_DOUBLE_EQ(a100.peakFlops.at("bf16"), 312e12);
  EXPECT_DOUBLE_EQ(a100.intraNode.bandwidth, 230e9);
  EXPECT_DOUBLE_EQ(a100.interNode.latency, 8e-6);
  EXPECT_DOUBLE_EQ(a100.memoryBandwidth, 1800e9);
  EXPECT_EQ(a100.gemmUnits, 108);
  EXPECT_EQ(a100.gemmTileM, 128);
  EXPECT_EQ(a100.gemmTileN, 128);
  Cluster six = mustLoad(kSixPerNode);
  EXPECT_EQ(six.devices(), 48);
  // Without the optional fields: no memory bandwidth, no tiles.
  EXPECT_EQ(six.memoryBandwidth, 0);
  EXPECT_EQ(six.gemmUnits, 0);
  llvm::Expected<Cluster> bad =
      parseCluster(R"({"devices_per_node": 8, "nodes": 1})", "bad");
  ASSERT_FALSE(bad);
  EXPECT_NE(llvm::toString(bad.takeError()).find("memory_gb"),
            std::string::npos);
  llvm::Expected<Cluster> fraction =
      parseCluster(R"({"devices_per_node": 8, "nodes": 1.5})", "bad");
  ASSERT_FALSE(fraction);
  EXPECT_EQ(llvm::toString(fraction.takeError()),
            "cluster 'bad': \"nodes\" is 1.5, not a whole number");
}

// The optional fields are checked as the others are: one message naming
// the field.
TEST(PlanModel, ClusterOptionalFieldsAreChecked) {
  std::string base = R"({"devices_per_node": 8, "nodes": 1, "memory_gb": 80,
    "peak_tflops": {"bf16": 312}, "efficiency": 0.8,
    "intra_node": {"bandwidth_gb_per_s": 300, "latency_us": 3},
    "inter_node": {"bandwidth_gb_per_s": 25, "latency_us": 8}, )";
  auto error = [&](const std::string &fields) {
    llvm::Expected<Cluster> c = parseCluster(base + fields + "}", "c");
    if (c)
      return std::string("parsed");
    return llvm::toString(c.takeError());
  };
  for (auto [fields, message] :
       {std::pair<const char *, const char *>{
            R"("memory_bandwidth_gb_per_s": -1)",
            "\"memory_bandwidth_gb_per_s\" is -1, outside [0.001, 1e+06]"},
        {R"("attention_max_head_dim": 0)",
         "\"attention_max_head_dim\" is 0, outside [1, 65536]"},
        {R"("attention_max_head_dim": 128.5)",
         "\"attention_max_head_dim\" is 128.5, not a whole number"},
        {R"("attention_efficiency": 1.5)",
         "\"attention_efficiency\" is 1.5, outside [0.001, 1]"}})
    EXPECT_EQ(error(fields), std::string("cluster 'c': ") + message);
  EXPECT_EQ(error(R"("gemm": 3)"),
            "cluster 'c': \"gemm\" is not an object ({\"units\": 108, "
            "\"tile\": [256, 128]})");
  EXPECT_EQ(error(R"("gemm": {"tile": [128, 128]})"),
            "cluster 'c': missing \"gemm.units\"");
  for (const char *tile :
       {R"([128])", R"([0, 128])", R"([128.5, 128])", R"("128x128")"})
    EXPECT_EQ(
        error(std::string(R"("gemm": {"units": 108, "tile": )") + tile + "}"),
        "cluster 'c': \"gemm\" needs a count of \"units\" and a "
        "\"tile\" of two sizes in [1, 65536]")
        << tile;
  llvm::Expected<Cluster> good =
      parseCluster(base + R"("memory_bandwidth_gb_per_s": 2000,
                "attention_max_head_dim": 128, "attention_efficiency": 0.5,
                "gemm": {"units": 108, "tile": [256, 64]}})",
                   "c");
  ASSERT_TRUE(bool(good)) << llvm::toString(good.takeError());
  EXPECT_DOUBLE_EQ(good->memoryBandwidth, 2000e9);
  EXPECT_EQ(good->gemmTileM, 256);
  EXPECT_EQ(good->gemmTileN, 64);
  EXPECT_EQ(good->attentionMaxHeadDim, 128);
  EXPECT_DOUBLE_EQ(good->attentionEfficiency, 0.5);
}

// The plan chosen fits, and no plan of the search space that fits is
// faster; tensor parallelism spans nodes only when nothing else fits. At
// the cluster's memory and at less, where fewer plans fit.
TEST(PlanModel, ChoiceFitsAndIsTheFastestThatFits) {
  for (size_t i = 0; i < configs().size(); ++i)
    for (double factor : {1.0, 0.25, 0.0625}) {
      Config c = configs()[i];
      c.cluster.memory *= factor;
      SCOPED_TRACE(describe(c) + ", memory x" + std::to_string(factor));
      const std::vector<Plan> &plans = everyPlan(i);
      ASSERT_FALSE(plans.empty());
      const Plan *fastest = nullptr, *fastestAcross = nullptr;
      for (const Plan &p : plans) {
        // The cached plans' `fits` is for the whole memory.
        if (p.memory() > c.cluster.memory)
          continue;
        const Plan *&slot = p.tpIntraNode ? fastest : fastestAcross;
        if (!slot || p.step < slot->step)
          slot = &p;
      }
      if (!fastest)
        fastest = fastestAcross;
      std::string error;
      std::optional<Plan> best = chosen(c, &error);
      if (!fastest) {
        EXPECT_FALSE(best) << "chose " << describe(*best) << " where none fits";
        continue;
      }
      ASSERT_TRUE(best) << error;
      EXPECT_TRUE(best->fits);
      EXPECT_LE(best->memory(), c.cluster.memory) << describe(*best);
      // Equal up to rounding: plans that differ only in microbatches can
      // sum the same time in another order.
      EXPECT_LE(best->step, fastest->step * (1 + 1e-12))
          << "chose " << describe(*best) << ", but " << describe(*fastest)
          << " fits and is faster";
      // What it reports is the estimate of the plan it names.
      std::optional<Plan> again = reestimate(c, *best);
      ASSERT_TRUE(again);
      EXPECT_EQ(again->step, best->step);
      EXPECT_EQ(again->memory(), best->memory());
    }
}

// Every plan's parts add up: the step is at least its work and
// communication, the idle time is not negative, fits is the memory test,
// and a group larger than a node is not counted as inside one.
TEST(PlanModel, EstimatesAreConsistent) {
  int plans = 0;
  for (size_t i = 0; i < configs().size(); ++i) {
    const Config &c = configs()[i];
    SCOPED_TRACE(describe(c));
    for (const Plan &p : everyPlan(i)) {
      ++plans;
      SCOPED_TRACE(describe(p));
      EXPECT_EQ(p.dp * p.pp * p.tp, c.options.devices);
      EXPECT_EQ(p.fits, p.memory() <= c.cluster.memory);
      EXPECT_GE(p.idle, 0);
      EXPECT_GE(p.step * (1 + kRel),
                p.compute + p.tpTime - p.tpHidden + p.ppTime + p.dpExposed);
      EXPECT_GE(p.tpHidden, 0);
      EXPECT_LE(p.tpHidden, p.tpTime * (1 + kRel));
      EXPECT_LE(p.dpExposed, p.dpTime * (1 + kRel));
      // A forward program's dp collectives wait; with a table, ZeRO-1's
      // gathers after it do.
      if (!c.options.training) {
        EXPECT_EQ(p.dpExposed, p.dpTime);
      }
      if (c.options.training && p.state == StateSharding::Optimizer &&
          (p.pp > 1 || p.microbatches > 1)) {
        EXPECT_GE(p.dpExposed * (1 + kRel), p.dpTime / 2);
      }
      EXPECT_GT(p.weightMemory, 0);
      EXPECT_GT(p.activationMemory, 0);
      EXPECT_EQ(p.gradientMemory > 0, c.options.training);
      EXPECT_EQ(p.optimizerMemory > 0, c.options.training);
      if (p.tp > c.cluster.devicesPerNode) {
        EXPECT_FALSE(p.tpIntraNode);
      }
      if (p.tp * p.pp > c.cluster.devicesPerNode && p.pp > 1) {
        EXPECT_FALSE(p.ppIntraNode);
      }
      if (p.dp > 1) {
        EXPECT_EQ(p.dpIntraNode, c.options.devices <= c.cluster.devicesPerNode);
      }
      // A group the model puts across nodes really is (the other way
      // round is LinkFlagsMatchTheLayout).
      EXPECT_TRUE(p.tpIntraNode ||
                  !groupsInOneNode(p, c.cluster.devicesPerNode, 't'));
      EXPECT_TRUE(p.ppIntraNode ||
                  !groupsInOneNode(p, c.cluster.devicesPerNode, 'p'));
      EXPECT_TRUE(p.dpIntraNode ||
                  !groupsInOneNode(p, c.cluster.devicesPerNode, 'd'));
      if (p.tp == 1) {
        EXPECT_EQ(p.tpBytes, 0);
        EXPECT_EQ(p.tpTime, 0);
      }
      if (p.pp == 1) {
        EXPECT_EQ(p.ppBytes, 0);
      }
      if (p.dp == 1) {
        EXPECT_EQ(p.dpTime, 0);
      }
    }
  }
  EXPECT_GT(plans, 1000);
}

// A collective runs on the slower link its group crosses, whatever the
// group's size: with tp = 3 on 8-device nodes the group of devices 6, 7, 8
// straddles nodes 0 and 1 (the model priced it at NVLink speed when it
// compared the size alone, and chose dp=8 tp=3 for gpt2-small on 24
// A100s); likewise tp = 4 on 6-device nodes, and pp groups when tp x pp
// fits in a node but does not divide it.
TEST(PlanModel, LinkFlagsMatchTheLayout) {
  int wrong = 0, plans = 0;
  for (size_t i = 0; i < configs().size(); ++i) {
    const Config &c = configs()[i];
    int64_t node = c.cluster.devicesPerNode;
    for (const Plan &p : everyPlan(i)) {
      ++plans;
      bool tp = groupsInOneNode(p, node, 't'),
           pp = groupsInOneNode(p, node, 'p'),
           dp = groupsInOneNode(p, node, 'd');
      if (p.tpIntraNode == tp && p.ppIntraNode == pp && p.dpIntraNode == dp)
        continue;
      if (++wrong <= 5)
        ADD_FAILURE() << describe(c) << ": " << describe(p)
                      << ": inside a node (model/layout): tp " << p.tpIntraNode
                      << "/" << tp << ", pp " << p.ppIntraNode << "/" << pp
                      << ", dp " << p.dpIntraNode << "/" << dp;
    }
  }
  EXPECT_EQ(wrong, 0) << "of " << plans << " plans";
}

// Where groups tile nodes -- tp divides a node or is a multiple of one, and
// tp x pp divides a node or exceeds it -- the flags are exact.
TEST(PlanModel, LinkFlagsMatchTheLayoutWhenGroupsTileNodes) {
  int checked = 0;
  for (size_t i = 0; i < configs().size(); ++i) {
    const Config &c = configs()[i];
    int64_t node = c.cluster.devicesPerNode;
    for (const Plan &p : everyPlan(i)) {
      if ((node % p.tp != 0 && p.tp % node != 0) ||
          (p.tp * p.pp <= node && node % (p.tp * p.pp) != 0))
        continue;
      ++checked;
      SCOPED_TRACE(describe(c) + ": " + describe(p));
      EXPECT_EQ(p.tpIntraNode, groupsInOneNode(p, node, 't'));
      EXPECT_EQ(p.ppIntraNode, groupsInOneNode(p, node, 'p'));
      EXPECT_EQ(p.dpIntraNode, groupsInOneNode(p, node, 'd'));
    }
  }
  EXPECT_GT(checked, 500);
}

/// `c` with its intra-node links (which 0), inter-node links (1) or both
/// (2) `factor` times as fast.

// A tensor-parallel degree that fits in a node by size but not by place
// (tp = 3 on 12 devices of 8-device nodes: devices 6, 7 and 8 are one
// group) is tensor parallelism across nodes: chosen only when no plan
// with every group inside a node fits. A model with 3 heads (its only tp
// degrees are 1 and 3) and a small batch fits without tp on A100s; when
// groups were judged by their size, dp=1 pp=4 tp=3 won.
TEST(PlanModel, StraddlingTensorGroupsCountAsAcrossNodes) {
  Config c{gpt("gpt-3-heads", 6144, 4, 3, 128, 12), mustLoad("a100"), {}};
  c.options.devices = 12;
  c.options.training = true;
  Plan given;
  given.dp = 4;
  given.tp = 3;
  std::optional<Plan> three = reestimate(c, given);
  ASSERT_TRUE(three);
  EXPECT_FALSE(three->tpIntraNode);
  std::string error;
  std::optional<Plan> best = chosen(c, &error);
  ASSERT_TRUE(best) << error;
  EXPECT_EQ(best->tp, 1) << describe(*best);
}

// Selective recomputation keeps the other activations and makes the
// scores (Korthikanti's 5as/h part) again one attention at a time: a
// 1F1B stage then holds its in-flight microbatches without their scores
// plus one attention's, less than keeping them and more than full
// recomputation, which keeps only each chunk's input. Without kernels in
// the summary nothing is timed for the scores, so selective recomputation
// costs nothing here (the kernel model's GEMM for Q K^T is what it pays).
TEST(PlanModel, SelectiveRecomputationKeepsNoScores) {
  Config c{gpt("gpt-20b", 6144, 44, 48, 2048, 64), mustLoad("a100"),
           Options{64, true}};
  auto at = [&](Recompute r) {
    return estimate(c.model, c.cluster, c.options, 1, 8, 8, 8,
                    sm::Kind::OneFOneB, 1, r);
  };
  std::optional<Plan> none = at(Recompute::None),
                      selective = at(Recompute::Selective),
                      full = at(Recompute::Full);
  ASSERT_TRUE(none && selective && full);
  // One microbatch (1/8 of the batch) through one stage (1/8 of the
  // blocks) on one tp rank (1/8): its scores.
  double chunk = c.model.tpScoreBytes / 8 / 8 / 8;
  // The first stage of 1F1B at p = 8, m = 8 holds 8 microbatches; the
  // fused backward makes no scores whole again.
  EXPECT_NEAR(none->activationMemory - selective->activationMemory, 8 * chunk,
              1e-9 * chunk);
  EXPECT_GT(selective->activationMemory, full->activationMemory);
  // Full recomputation keeps each of a stage's 11 blocks' inputs for the
  // 8 microbatches in flight, and rebuilds one block at a time, its
  // attention fused as under selective recomputation (no scores).
  ASSERT_TRUE(c.model.optionalSplits.empty());
  double chunkAll = (c.model.tpActivationBytes / 8 + c.model.activationBytes -
                     c.model.tpActivationBytes - c.model.tpScoreBytes / 8) /
                    8 * 11 / 88;
  double input = c.model.boundaryBytes / 8;
  EXPECT_NEAR(full->activationMemory, 8 * 11 * input + chunkAll / 11,
              1e-9 * chunkAll);
  EXPECT_DOUBLE_EQ(selective->compute, none->compute);
  EXPECT_GT(full->compute, none->compute);
}

// Sequence parallelism in a pipeline (--sequence-parallel after
// microbatching): what tp does not split is split over it too, in every
// microbatch in flight, and the residual stream crosses the stages split;
// the tp collectives send what the all_reduces did, and besides, the
// backward's gathers of the column-parallel inputs again (half its
// all_reduces: here the forward's bytes and the backward's are equal, so
// a quarter more in all) and one all-reduce a step of the gradients of
// the weights tp leaves whole (each layer's norms and row biases, 6 h
// elements; a stage holds an eighth of the layers).
TEST(PlanModel, SequenceParallelismSplitsWhatTpDoesNotInPipelines) {
  Config c{gpt("gpt-20b", 6144, 44, 48, 2048, 64), mustLoad("a100"),
           Options{64, true}};
  auto at = [&](bool sequenceParallel) {
    return estimate(c.model, c.cluster, c.options, 1, 8, 8, 8,
                    sm::Kind::OneFOneB, 1, Recompute::Selective,
                    StateSharding::None, sequenceParallel);
  };
  std::optional<Plan> whole = at(false), split = at(true);
  ASSERT_TRUE(whole && split);
  ASSERT_TRUE(c.model.optionalSplits.empty());
  // One microbatch (1/8) through one stage (11 of the 88 blocks): the
  // rest, 7/8 of it gone on each tp rank; the first stage of 1F1B at
  // p = 8, m = 8 holds 8 microbatches.
  double rest = c.model.activationBytes - c.model.tpActivationBytes;
  double chunk = rest / 8 * 11 / 88;
  EXPECT_NEAR(whole->activationMemory - split->activationMemory,
              8 * chunk * 7 / 8, 1e-9 * chunk);
  EXPECT_DOUBLE_EQ(split->ppBytes, whole->ppBytes / 8);
  double wholeWeights = 44 * 6.0 * 6144 / 8 * 2;
  EXPECT_NEAR(split->tpBytes,
              1.25 * whole->tpBytes +
                  double(shardrt::ringAllReduceBytes(8, int64_t(wholeWeights))),
              1e-9 * whole->tpBytes);
  EXPECT_LE(split->step, whole->step);
  // A microbatch's 8 examples split over tp = 8; one example of 3 tokens
  // does not: refused.
  Config odd = c;
  odd.model.rowsPerExample = 3;
  EXPECT_FALSE(estimate(odd.model, odd.cluster, odd.options, 1, 8, 8, 64,
                        sm::Kind::OneFOneB, 1, Recompute::Selective,
                        StateSharding::None, true));
}

// The backward's tp collectives that --dist-optimize-collectives gives a
// GEMM to run beside are off the step's path: each input gradient's
// all-reduce beside a weight gradient's GEMM, under sequence parallelism
// its reduce_scatter (half of it) and the second gather of each
// column-parallel input; under ZB-H1 (no weight gradient in a B pass)
// only the second gathers; nothing where the cluster does not overlap.
TEST(PlanModel, BackwardTpCollectivesRunBesideGemms) {
  Config c{gpt("gpt-20b", 6144, 44, 48, 2048, 64), mustLoad("a100"),
           Options{64, true}};
  auto at = [&](const Cluster &cluster, sm::Kind kind, bool sp) {
    return estimate(c.model, cluster, c.options, 1, 8, 8, 8, kind, 1,
                    Recompute::Selective, StateSharding::None, sp);
  };
  Cluster inLine = c.cluster;
  inLine.overlapsAllReduce = false;
  for (bool sp : {false, true}) {
    SCOPED_TRACE(sp);
    std::optional<Plan> oneF = at(c.cluster, sm::Kind::OneFOneB, sp),
                        zb = at(c.cluster, sm::Kind::ZeroBubbleH1, sp),
                        plain = at(inLine, sm::Kind::OneFOneB, sp);
    ASSERT_TRUE(oneF && zb && plain);
    EXPECT_EQ(plain->tpHidden, 0);
    EXPECT_DOUBLE_EQ(oneF->tpTime, plain->tpTime);
    // The passes' reductions: per block one all-reduce forward and one
    // backward, without sequence parallelism (the backward's hides); with
    // it, forward an all_gather and a reduce_scatter (one all-reduce),
    // backward 1.5 (a reduce_scatter, an all_gather and a gather again,
    // each half of one), of which the first and last hide.
    double passes = oneF->tpTime - oneF->tpGradientTime;
    double hidden = sp ? passes / 2.5 : passes / 2;
    EXPECT_NEAR(oneF->tpHidden, hidden, 1e-9 * passes);
    EXPECT_NEAR(zb->tpHidden, sp ? hidden / 2 : 0.0, 1e-9 * passes);
    EXPECT_LT(oneF->step, plain->step);
  }
}

// In chunks (--collective-matmul), the forward's gathers and scatters
// under sequence parallelism, and the backward's gathers of the output
// gradients, run beside the GEMMs but for one chunk's share, each chunk
// paying the collective's latency, and the chunks' copies (the tp-split
// operands and products of the GEMMs, read and written once) are compute. The
// search chooses the count (one example of 2048 tokens a microbatch: 256 a tp
// rank); a given plan names it, and one that does not divide the tokens stays
// whole; a cluster whose collectives run in line has nothing to gain.
TEST(PlanModel, CollectiveMatmulHidesTpCollectivesInChunks) {
  Config c{gpt("gpt-20b", 6144, 44, 48, 2048, 64), mustLoad("a100"),
           Options{64, true}};
  c.model.rowsPerExample = 2048;
  c.model.tpWeightProductBytes = 44.0 * 2048 * 64 * 12 * 6144 * 2;
  auto at = [&](const Cluster &cluster, int64_t chunks) {
    Options options = c.options;
    options.collectiveMatmul = chunks;
    return estimate(c.model, cluster, options, 1, 8, 8, 64, sm::Kind::OneFOneB,
                    1, Recompute::Selective, StateSharding::None, true);
  };
  Cluster inLine = c.cluster;
  inLine.overlapsAllReduce = false;
  std::optional<Plan> whole = at(c.cluster, 1), chosen = at(c.cluster, 0),
                      four = at(c.cluster, 4), three = at(c.cluster, 3),
                      host = at(inLine, 0);
  ASSERT_TRUE(whole && chosen && four && three && host);
  EXPECT_EQ(whole->collectiveMatmulChunks, 1);
  EXPECT_GT(chosen->collectiveMatmulChunks, 1);
  EXPECT_EQ(four->collectiveMatmulChunks, 4);
  EXPECT_EQ(three->collectiveMatmulChunks, 1);
  EXPECT_DOUBLE_EQ(three->step, whole->step);
  EXPECT_EQ(host->collectiveMatmulChunks, 1);
  for (const Plan &p : {*chosen, *four}) {
    SCOPED_TRACE(p.collectiveMatmulChunks);
    EXPECT_GT(p.tpTime, whole->tpTime);
    EXPECT_GT(p.tpHidden, whole->tpHidden);
    EXPECT_LE(p.tpHidden, p.tpTime);
    EXPECT_GT(p.compute, whole->compute);
    EXPECT_DOUBLE_EQ(p.tpBytes, whole->tpBytes);
    EXPECT_LT(p.step, whole->step);
  }
  EXPECT_LE(chosen->step, four->step);
  // Whole, a GPT block's forward gather and scatter (F, as much as one
  // block's backward reduction R) and the backward's output-gradient
  // gathers (R / 2) wait: F + R / 2 = 1.5 R. In 4 chunks a quarter of each
  // waits, 0.375 R, and the chunks' latencies: 0.39 of the whole here
  // (with the forward's collectives alone in chunks, 0.59).
  auto exposed = [](const Plan &p) { return p.tpTime - p.tpHidden; };
  EXPECT_LT(exposed(*four), 0.45 * exposed(*whole));
  EXPECT_GT(exposed(*four), 0.25 * exposed(*whole));
  // Under ZB-H1, whose B passes have no weight gradient's GEMM, the input
  // gradients' reduce_scatters hide in chunks too: more than the
  // forward's share hides.
  auto zb = [&](int64_t chunks) {
    Options options = c.options;
    options.collectiveMatmul = chunks;
    return estimate(c.model, c.cluster, options, 1, 8, 8, 64,
                    sm::Kind::ZeroBubbleH1, 1, Recompute::Selective,
                    StateSharding::None, true);
  };
  std::optional<Plan> zbWhole = zb(1), zbFour = zb(4);
  ASSERT_TRUE(zbWhole && zbFour);
  EXPECT_GT(zbFour->tpHidden - zbWhole->tpHidden,
            four->tpHidden - whole->tpHidden);
}

// The chunk count is the one whose forward and backward wait least: with
// no GEMM time to hide beside, the forward's collectives in chunks only
// add latency, and it stays whole unless the backward's (here, a
// callback's) gain more from chunks than the forward loses.
TEST(PlanKernelCost, ChunkCountWeighsTheBackwardToo) {
  ModelSummary model = gpt("gpt-chunks", 1024, 4, 16, 1024, 8);
  model.rowsPerExample = 1024;
  Cluster a100 = mustLoad("a100");
  Options options{8, true};
  Plan p;
  p.dp = 1;
  p.tp = 8;
  p.pp = 1;
  p.microbatches = 1;
  p.sequenceParallel = true;
  auto secondsIn = [](double pieces) { return 1.0 + 0.01 * pieces; };
  auto flat = [](int64_t) { return 0.5; };
  auto favoursChunks = [](int64_t k) { return k == 1 ? 0.5 : 0.1; };
  ChunkedForward alone =
      chunkForward(model, a100, options, p, 0.0, 1.01, 0.0, secondsIn, flat);
  EXPECT_EQ(alone.chunks, 1);
  ChunkedForward both = chunkForward(model, a100, options, p, 0.0, 1.01, 0.0,
                                     secondsIn, favoursChunks);
  EXPECT_EQ(both.chunks, 2);
  EXPECT_DOUBLE_EQ(both.seconds, 1.02);
  EXPECT_DOUBLE_EQ(both.hidden, 0.0);
}

// A pipeline's chunks are what the cuts make of the model's segments:
// an embedding (1 FLOP, 1 byte kept), 8 blocks (10 and 100 each) and an LM
// head (10 and 50), on 4 stages under 1F1B with 8 microbatches, rank r
// holding 4 - r at once. By FLOPs (the largest stage 30, each prefix
// balanced in turn, the last stage starting earliest) and by layers alike
// the stages are [embedding, 2 blocks], [2], [2], [2, head]: rank 0 keeps
// the most, 4 x 201. With the ends as layers [embedding, 1], [3], [3], [1,
// head]: rank 1 keeps 3 x 300, and the 3 blocks set a slower pace.
TEST(PlanModel, ChunksAreTheCutsGroupsOfSegments) {
  Config c{gpt("gpt-4l", 1024, 4, 16, 1024, 8), mustLoad("a100"),
           Options{4, true}};
  ModelSummary &m = c.model;
  m.segments = eightBlocks(100, 50);
  // None of it split over tp, as the segments say.
  m.tpActivationBytes = 0;
  auto held = [&](StageBalance balance) {
    std::optional<Plan> p =
        estimate(m, c.cluster, c.options, 1, 4, 1, 8, sm::Kind::OneFOneB, 1,
                 Recompute::None, StateSharding::None, false, balance);
    EXPECT_TRUE(p.has_value());
    // The whole model's activations of one microbatch, by the shares.
    return p ? p->activationMemory / (m.activationBytes / 8) * 851 : 0.0;
  };
  EXPECT_NEAR(held(StageBalance::Flops), 4 * 201, 1e-9);
  EXPECT_NEAR(held(StageBalance::Layers), 4 * 201, 1e-9);
  EXPECT_NEAR(held(StageBalance::LayersAndEnds), 3 * 300, 1e-9);
  // A balance other than FLOPs needs stages.
  EXPECT_FALSE(estimate(m, c.cluster, c.options, 4, 1, 1, 1, sm::Kind::OneFOneB,
                        1, Recompute::None, StateSharding::None, false,
                        StageBalance::Layers));
  // Each stage runs at its own blocks' pace: the same compute, and the
  // step a fifth longer and more with a stage of 3 blocks than with 2 on
  // each.
  std::optional<Plan> flops = estimate(m, c.cluster, c.options, 1, 4, 1, 8,
                                       sm::Kind::OneFOneB, 1, Recompute::None);
  std::optional<Plan> ends = estimate(
      m, c.cluster, c.options, 1, 4, 1, 8, sm::Kind::OneFOneB, 1,
      Recompute::None, StateSharding::None, false, StageBalance::LayersAndEnds);
  ASSERT_TRUE(flops && ends);
  EXPECT_DOUBLE_EQ(flops->compute, ends->compute);
  EXPECT_GT(ends->step, 1.2 * flops->step);
}

// Each stage's activations split over tp are its own share of the split
// part, not the model's average: the blocks' 100 bytes each split, the
// embedding's byte and the head's 50 not. At tp = 2 on the stages above,
// rank 0 keeps 4 x (200 / 2 + 1) = 404 and rank 3 one microbatch of
// 200 / 2 + 50; the model's average split (800 of 851 bytes) would put
// rank 0 at 4 x 201 x 451 / 851 = 426.
TEST(PlanModel, EachStageSplitsItsOwnActivations) {
  Config c{gpt("gpt-4l", 1024, 4, 16, 1024, 8), mustLoad("a100"),
           Options{8, true}};
  ModelSummary &m = c.model;
  m.segments = eightBlocks(100, 50);
  for (size_t i = 1; i + 1 < m.segments.size(); ++i)
    m.segments[i].tpActivationBytes = 100;
  m.tpActivationBytes = m.activationBytes * 800 / 851;
  std::optional<Plan> p =
      estimate(m, c.cluster, c.options, 1, 4, 2, 8, sm::Kind::OneFOneB, 1,
               Recompute::None, StateSharding::None, false);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->activationMemory / (m.activationBytes / 8) * 851, 404, 1e-9);
}

// The pipeline pass cuts a partitioned program, so FLOPs balance a tp
// rank's share: 8 blocks of 10 FLOPs, 8 of them split over tp, and a head
// of 10 that is not. On one rank the stages are [embedding, 2 blocks],
// [2], [2], [2, head]; at tp = 4 a block is 4 FLOPs and the head 10, and
// the head runs alone on the last stage ([2], [3], [3], [head]: at most
// 12). The cut the planner writes is the one it costs (applyPlan).
TEST(PlanModel, FlopsBalanceATensorParallelRanksShare) {
  ModelSummary m = gpt("gpt-8", 1024, 8, 16, 1024, 8);
  m.segments = eightBlocks(100, 50, /*blockSplit=*/8);
  EXPECT_DOUBLE_EQ(rankFlops(m.segments[1], 4), 4);
  EXPECT_DOUBLE_EQ(rankFlops(m.segments.back(), 4), 10);
  const ChunkLayout &one = chunkLayoutOf(m, 4, StageBalance::Flops, 1);
  const ChunkLayout &four = chunkLayoutOf(m, 4, StageBalance::Flops, 4);
  EXPECT_EQ(one.blocks, (std::vector<double>{0.25, 0.25, 0.25, 0.25}));
  EXPECT_EQ(four.blocks, (std::vector<double>{0.25, 0.375, 0.375, 0.0}));
  // Balances by layers do not read FLOPs.
  EXPECT_EQ(chunkLayoutOf(m, 4, StageBalance::Layers, 4).blocks, one.blocks);
}
