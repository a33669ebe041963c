//===- PlanKernelCostTest.cpp - kernels as the cost model times them ------===//
//
// One-kernel model summaries on a small cluster, so that a plan's compute
// is exactly the kernel's time: a GEMM's tiles in waves over the units
// (split-K when there are fewer tiles than units), a loop nest at the
// memory's bandwidth, tp splitting only what the layout splits, an
// optional split only where tp divides it, and the work before and
// after the blocks on the first and last stages.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/PlanModelTestSupport.h"

#include "codegen/AttentionLimits.h"

using namespace plan_test;

namespace {

/// 4 units of 128 x 128 tiles at 1 TFLOP/s (efficiency 1), 1 TB/s of
/// memory; links that cost nothing.
Cluster tiles() {
  return mustLoad(R"({"name": "tiles", "devices_per_node": 8, "nodes": 1,
    "memory_gb": 1000, "peak_tflops": {"f32": 1}, "efficiency": 1,
    "memory_bandwidth_gb_per_s": 1000,
    "gemm": {"units": 4, "tile": [128, 128]},
    "intra_node": {"bandwidth_gb_per_s": 100000, "latency_us": 0},
    "inter_node": {"bandwidth_gb_per_s": 100000, "latency_us": 0}})");
}

/// A model of one kernel (batch 1, one column/row block, a split of
/// size 64 so that tp = 2 and 4 run).
ModelSummary oneKernel(const Kernel &k) {
  ModelSummary m;
  m.name = "one kernel";
  m.batch = 1;
  m.dtype = "f32";
  m.dtypeBytes = 4;
  m.tpSplitSizes = {64};
  m.blocks = 2;
  m.kernels = {k};
  return m;
}

/// A GEMM of m x n x k, its m the data's, split over tp on `tpDim`.
Kernel gemm(double m, double n, double k,
            Kernel::Dim tpDim = Kernel::Dim::None) {
  Kernel g;
  g.gemm = true;
  g.m = m;
  g.n = n;
  g.k = k;
  g.flops = 2 * m * n * k;
  g.dataDim = Kernel::Dim::M;
  g.tpDim = tpDim;
  g.tpSplit = tpDim != Kernel::Dim::None;
  return g;
}

/// The compute seconds of `model` in one forward pass on `tp` devices.
double computeSeconds(const ModelSummary &model, int64_t tp = 1, int64_t pp = 1,
                      int64_t microbatches = 1) {
  std::optional<Plan> p =
      estimate(model, tiles(), Options{tp * pp, false}, 1, pp, tp, microbatches,
               sm::Kind::GPipe, 1, Recompute::None);
  EXPECT_TRUE(p);
  return p ? p->compute : -1;
}

/// `model`'s plan on one device of tiles(), a training step or a forward
/// pass, attention fused where the plan allows or not.
Plan onOneDevice(const ModelSummary &model, bool training, bool fused,
                 Recompute r) {
  Options o{1, training};
  o.fuseAttention = fused;
  std::optional<Plan> p =
      estimate(model, tiles(), o, 1, 1, 1, 1, sm::Kind::GPipe, 1, r);
  EXPECT_TRUE(p);
  return p ? *p : Plan();
}

/// Seconds of one wave of tiles per unit of depth: each of the 4 units
/// runs a 128 x 128 tile at a quarter of the rate.
constexpr double kTile = 4 * 2.0 * 128 * 128 / 1e12;

} // namespace

// Four tiles fill the four units: one wave, the GEMM at the full rate;
// one row more is a second wave of tiles, twice the time.
TEST(PlanKernelCost, GemmTilesRunInWaves) {
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(gemm(256, 256, 1024))),
                   kTile * 1024);
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(gemm(257, 256, 1024))),
                   2 * kTile * 1024);
}

// Measured GEMMs (a cluster's "gemm_efficiency") set a GEMM's rate: a
// measured shape's own efficiency, between two the inverse-squared-
// distance mean of the nearest (by the logarithms of the sizes), and
// another dtype the cluster's efficiency.
TEST(PlanKernelCost, MeasuredGemmsSetTheRate) {
  Cluster c = mustLoad(R"({"name": "measured", "devices_per_node": 1,
    "nodes": 1, "memory_gb": 1000, "peak_tflops": {"f32": 1, "bf16": 2},
    "efficiency": 1,
    "gemm_efficiency": {"f32": [[1, 64, 64, 64, 0.25],
                                [1, 1024, 64, 64, 0.75]]},
    "intra_node": {"bandwidth_gb_per_s": 100000, "latency_us": 0},
    "inter_node": {"bandwidth_gb_per_s": 100000, "latency_us": 0}})");
  EXPECT_DOUBLE_EQ(c.gemmEfficiencyAt("f32", 1, 64, 64, 64), 0.25);
  EXPECT_DOUBLE_EQ(c.gemmEfficiencyAt("f32", 1, 1024, 64, 64), 0.75);
  // m = 256 lies two doublings from 64 and two from 1024.
  EXPECT_DOUBLE_EQ(c.gemmEfficiencyAt("f32", 1, 256, 64, 64), 0.5);
  // m = 128: one doubling from 64, three from 1024: weights 1 and 1/9.
  EXPECT_DOUBLE_EQ(c.gemmEfficiencyAt("f32", 1, 128, 64, 64),
                   (0.25 + 0.75 / 9) / (1 + 1.0 / 9));
  EXPECT_DOUBLE_EQ(c.gemmEfficiencyAt("bf16", 1, 64, 64, 64), 1);
  // The plan's compute: the GEMM's FLOPs at that share of the peak.
  std::optional<Plan> p =
      estimate(oneKernel(gemm(256, 64, 64)), c, Options{1, false}, 1, 1, 1, 1,
               sm::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(p);
  EXPECT_DOUBLE_EQ(p->compute, 2.0 * 256 * 64 * 64 / (1e12 * 0.5));
}

// The built-in h100 against published measurements of H100 GEMMs: the
// largest bf16 shapes of OpenXLA's table for sm_90
// (xla/service/gpu/model/matmul_interpolator_data.h, tensorflow/tensorflow
// at commit 372d578bb861cc5804e56d37d93aec931a59762c), in TFLOP/s. On
// such GEMMs the model runs 5-11% slower than measured, never faster:
// its one efficiency is not what makes a run predicted fast.
TEST(PlanKernelCost, BuiltinH100IsNoFasterThanPublishedGemms) {
  Cluster h100 = mustLoad("h100");
  struct Measured {
    double batch, m, n, k, tflops;
  };
  for (Measured g : {Measured{1, 4096, 4096, 4096, 783.3},
                     Measured{2, 4096, 4096, 4096, 807.7},
                     Measured{4, 4096, 4096, 4096, 793.1},
                     Measured{1, 2048, 4096, 4096, 753.6},
                     Measured{1, 4096, 2048, 4096, 758.4}}) {
    Kernel k = gemm(g.m, g.n, g.k);
    k.batch = g.batch;
    k.flops *= g.batch;
    ModelSummary model = oneKernel(k);
    model.dtype = "bf16";
    model.dtypeBytes = 2;
    std::optional<Plan> p = estimate(model, h100, Options{1, false}, 1, 1, 1, 1,
                                     sm::Kind::GPipe, 1, Recompute::None);
    ASSERT_TRUE(p);
    double tflops = 2 * g.batch * g.m * g.n * g.k / p->compute / 1e12;
    EXPECT_LE(tflops, g.tflops) << g.batch << "x" << g.m << "x" << g.n;
    EXPECT_GE(tflops, 0.88 * g.tflops) << g.batch << "x" << g.m << "x" << g.n;
  }
}

// Split over tp = 2 on n, two tiles leave two units idle: k is split in
// two over them, so the GEMM takes half the time. On k, each tile has
// half the depth. Without a split, tp runs the whole GEMM on each rank.
TEST(PlanKernelCost, TensorParallelSplitsWhatTheLayoutSplits) {
  EXPECT_DOUBLE_EQ(
      computeSeconds(oneKernel(gemm(256, 256, 1024, Kernel::Dim::N)), 2),
      kTile * 512);
  EXPECT_DOUBLE_EQ(
      computeSeconds(oneKernel(gemm(256, 256, 1024, Kernel::Dim::K)), 2),
      kTile * 512);
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(gemm(256, 256, 1024)), 2),
                   kTile * 1024);
}

// A loop nest runs at the memory's bandwidth (1 GB in 1 ms), whole on
// every tp rank unless the split reaches it; an optional split applies
// only where tp divides its size.
TEST(PlanKernelCost, LoopNestsRunAtMemorySpeed) {
  Kernel loop;
  loop.bytes = 1e9;
  loop.flops = 1;
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(loop)), 1e-3);
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(loop), 2), 1e-3);
  loop.tpSplit = true;
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(loop), 2), 0.5e-3);
  loop.optionalSplit = 6;
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(loop), 2), 0.5e-3);
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(loop), 4), 1e-3);
  // Bound by its FLOPs at the vector rate when those take longer.
  loop.flops = 4e9;
  EXPECT_DOUBLE_EQ(computeSeconds(oneKernel(loop), 2), 2e-3);
}

// A head after the blocks runs on the last stage only: the pipeline's
// step grows by its time on every microbatch there, not by a share of it
// spread over the stages.
TEST(PlanKernelCost, WorkAfterTheBlocksIsTheLastStages) {
  Kernel body;
  body.bytes = 1e9;
  body.tpSplit = true;
  ModelSummary model = oneKernel(body);
  model.batch = 4;
  Kernel head = body;
  head.place = Kernel::Place::After;
  ModelSummary withHead = model;
  withHead.kernels.push_back(head);
  Options options{2, false};
  auto step = [&](const ModelSummary &m) {
    std::optional<Plan> p = estimate(m, tiles(), options, 1, 2, 1, 4,
                                     sm::Kind::GPipe, 1, Recompute::None);
    EXPECT_TRUE(p);
    return p ? p->step : -1;
  };
  // Each stage runs half the body per microbatch (0.25 ms of a quarter
  // of the batch); the last stage also runs the head (0.25 ms): four
  // microbatches through the last stage take 4 x 0.375 ms after the
  // first one's 0.125 ms on the first stage.
  EXPECT_NEAR(step(model), 5 * 0.125e-3, 1e-12);
  EXPECT_NEAR(step(withHead), 0.125e-3 + 4 * 0.375e-3, 1e-12);
}

/// An attention's scores (a 256 x 256 x 1024 GEMM, one wave of 4 tiles,
/// and a softmax loop over 1 GB: 1 ms) and a projection after them.
static ModelSummary attention() {
  Kernel scores = gemm(256, 256, 1024);
  scores.scores = true;
  Kernel softmax;
  softmax.bytes = 1e9;
  softmax.scores = true;
  ModelSummary model = oneKernel(scores);
  model.kernels.push_back(softmax);
  model.kernels.push_back(gemm(256, 512, 1024));
  model.attentions = 1;
  return model;
}

// Under selective recomputation attention runs fused both ways: the
// forward without the softmax's loop (its operations, none here, at the
// vector rate), the backward kernel with five GEMMs of Q K^T's size (its
// three walks' Q K^T, dQ and dK) where the backward without recomputation
// ran two and the loop.
TEST(PlanKernelCost, SelectiveRecomputationRunsAttentionFused) {
  ModelSummary model = attention();
  Options training{1, true};
  auto plan = [&](Recompute r) {
    std::optional<Plan> p =
        estimate(model, tiles(), training, 1, 1, 1, 1, sm::Kind::GPipe, 1, r);
    EXPECT_TRUE(p);
    return p ? *p : Plan();
  };
  Plan none = plan(Recompute::None), selective = plan(Recompute::Selective);
  double gemmSeconds = kTile * 1024; // 256 x 256: one wave of 4 tiles
  double loopSeconds = 1e9 / 1000e9; // 1 GB at 1000 GB/s
  EXPECT_NEAR(selective.compute - none.compute,
              3 * gemmSeconds - 2 * loopSeconds, 1e-12);
  EXPECT_NEAR(selective.step - none.step, 3 * gemmSeconds - 2 * loopSeconds,
              1e-12);
  // A model without scores has no selective plan.
  model.attentions = 0;
  EXPECT_FALSE(estimate(model, tiles(), training, 1, 1, 1, 1, sm::Kind::GPipe,
                        1, Recompute::Selective));
}

// A fused kernel computes the blocks its mask leaves open (Kernel::open),
// never writing S x S: its GEMMs without their bytes' floor, its softmax
// at the vector rate (4 GFLOP at 1 TFLOP/s) rather than the memory's (1
// GB a pass); its backward the scores' GEMM five times, P V's three
// times and the softmax three times, all in the input gradient's pass; at
// the cluster's attention rate where it gives one.
TEST(PlanKernelCost, FusedAttentionComputesTheOpenBlocks) {
  Kernel scores = gemm(256, 256, 1024);
  scores.scores = true;
  scores.bytes = 1e12;
  Kernel softmax;
  softmax.bytes = 1e9;
  softmax.flops = 4e9;
  softmax.scores = true;
  Kernel values = gemm(256, 256, 1024);
  values.values = true;
  values.bytes = 1e12;
  for (Kernel *k : {&scores, &softmax, &values})
    k->open = 0.5;
  ModelSummary model = oneKernel(scores);
  model.kernels.push_back(softmax);
  model.kernels.push_back(values);
  model.attentions = 1;
  auto plan = [&](bool training, bool fused, Recompute r) {
    return onOneDevice(model, training, fused, r);
  };
  double gemmSeconds = kTile * 1024, softmaxSeconds = 4e9 / 1e12;
  double forward = 0.5 * (2 * gemmSeconds + softmaxSeconds);
  EXPECT_NEAR(plan(false, true, Recompute::None).compute, forward, 1e-12);
  // Unfused, every score at the GEMMs' floor of 1 TB each, the loop at
  // the bandwidth (4 ms of FLOPs over 1 ms of bytes).
  EXPECT_NEAR(plan(false, false, Recompute::None).compute, 2 + softmaxSeconds,
              1e-12);
  double backward = 0.5 * (8 * gemmSeconds + 3 * softmaxSeconds);
  Plan selective = plan(true, true, Recompute::Selective);
  EXPECT_NEAR(selective.compute, forward + backward, 1e-12);
  EXPECT_NEAR(plan(true, true, Recompute::Full).compute, 2 * forward + backward,
              1e-12);
  // A cluster's own rate for the kernel's GEMMs (half the GEMMs' here).
  Cluster slower = tiles();
  slower.attentionEfficiency = 0.5;
  std::optional<Plan> p = estimate(model, slower, Options{1, false}, 1, 1, 1, 1,
                                   sm::Kind::GPipe, 1, Recompute::None);
  ASSERT_TRUE(p);
  EXPECT_NEAR(p->compute, 0.5 * (4 * gemmSeconds + softmaxSeconds), 1e-12);
}

// With --unfused-attention (Options::fuseAttention off) the scores run as
// the chain they are: a selective recomputation's backward makes them
// again as the forward made them, loop and all, holding one attention's
// scores meanwhile; a full one runs the whole forward again and rebuilds
// the scores with the rest of a block. A forward pass runs attention
// fused unless told not to; a training step without recomputation keeps
// the scores either way.
TEST(PlanKernelCost, UnfusedAttentionRunsTheScoresAsLoops) {
  ModelSummary model = attention();
  model.activationBytes = 3e6;
  model.scoreBytes = 1e6;
  auto plan = [&](bool training, bool fused, Recompute r) {
    return onOneDevice(model, training, fused, r);
  };
  double gemmSeconds = kTile * 1024;
  double loopSeconds = 1e9 / 1000e9;
  Plan none = plan(true, true, Recompute::None);
  Plan selective = plan(true, false, Recompute::Selective);
  EXPECT_FALSE(selective.fuseAttention);
  EXPECT_NEAR(selective.compute - none.compute, gemmSeconds + loopSeconds,
              1e-12);
  // Half the scores (one of the model's two blocks) are rebuilt at once.
  EXPECT_NEAR(selective.transientMemory, 0.5e6, 1e-6);
  EXPECT_NEAR(plan(true, true, Recompute::Selective).transientMemory, 0, 1e-6);
  Plan forward = plan(false, false, Recompute::None);
  EXPECT_NEAR(plan(true, false, Recompute::Full).compute - none.compute,
              forward.compute, 1e-12);
  EXPECT_NEAR(plan(true, false, Recompute::Full).transientMemory -
                  plan(true, true, Recompute::Full).transientMemory,
              0.5e6, 1e-6);
  EXPECT_NEAR(forward.compute - plan(false, true, Recompute::None).compute,
              loopSeconds, 1e-12);
  EXPECT_EQ(plan(true, false, Recompute::None).compute, none.compute);
}

// A cluster whose attention kernel takes heads of up to 256 (the built-in
// GPUs', CUDA's kernel's) runs a model's longer heads unfused, as the code
// generator leaves them: costed and described as --unfused-attention
// plans are. Heads it takes, or a kernel that takes any (0, the host's),
// run fused.
TEST(PlanKernelCost, HeadsTheKernelCannotTakeRunUnfused) {
  ModelSummary model = attention();
  model.activationBytes = 3e6;
  model.scoreBytes = 1e6;
  auto plan = [&](const Cluster &c, int64_t headDim) {
    model.attentionHeadDim = headDim;
    std::optional<Plan> p = estimate(model, c, Options{1, true}, 1, 1, 1, 1,
                                     sm::Kind::GPipe, 1, Recompute::Selective);
    EXPECT_TRUE(p);
    return p ? *p : Plan();
  };
  Cluster upTo256 = tiles();
  upTo256.attentionMaxHeadDim = 256;
  Options unfused{1, true};
  unfused.fuseAttention = false;
  std::optional<Plan> asUnfused =
      estimate(model, upTo256, unfused, 1, 1, 1, 1, sm::Kind::GPipe, 1,
               Recompute::Selective);
  ASSERT_TRUE(asUnfused);
  Plan longHeads = plan(upTo256, 512);
  EXPECT_FALSE(longHeads.fuseAttention);
  EXPECT_EQ(longHeads.compute, asUnfused->compute);
  EXPECT_EQ(longHeads.transientMemory, asUnfused->transientMemory);
  EXPECT_TRUE(plan(upTo256, 256).fuseAttention);
  EXPECT_TRUE(plan(tiles(), 512).fuseAttention);
  EXPECT_LT(plan(upTo256, 256).compute, longHeads.compute);
  for (const char *gpu : {"h100", "a100", "h200"})
    EXPECT_EQ(mustLoad(gpu).attentionMaxHeadDim,
              mlir::dist::codegen::kCudaAttentionMaxHeadDim)
        << gpu;
  EXPECT_EQ(mlir::dist::codegen::kCudaAttentionMaxHeadDim, 256);
}
