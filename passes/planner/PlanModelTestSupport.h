//===- PlanModelTestSupport.h - the planner tests' models -------*- C++ -*-===//
//
// What the planner's tests share: hand-made model summaries (GPT-like
// transformers of several sizes, a small MLP), clusters (the built-in ones,
// small JSON ones), the configurations they are tried on, every plan of a
// configuration's search space, and the layout checks.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_PLAN_MODEL_TEST_SUPPORT_H
#define SHARD_PASSES_PLANNER_PLAN_MODEL_TEST_SUPPORT_H

#include "passes/planner/PlanModel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace plan_test {

using namespace mlir::dist::plan;
using mlir::dist::StageBalance;
namespace sm = mlir::dist::schedule;

/// A GPT-style transformer of `layers` layers (attention and MLP: two
/// column/row blocks each) of width `hidden`, as --dist-auto-plan would
/// measure it: Megatron's FLOP and activation counts (Korthikanti et al.,
/// 34 + 5as/h bytes per token and hidden unit per layer, of which all but
/// 10 split over tp), the matrices split over tp, the residual stream
/// crossing stage boundaries.
inline ModelSummary gpt(std::string name, double hidden, int64_t layers,
                        int64_t heads, double seq, int64_t batch,
                        std::string dtype = "bf16") {
  ModelSummary m;
  m.name = std::move(name);
  m.batch = batch;
  m.dtype = dtype;
  m.dtypeBytes = dtype == "f32" ? 4 : 2;
  double h = hidden, tokens = seq * double(batch), bytes = double(m.dtypeBytes);
  double L = double(layers);
  m.paramElements = L * (12 * h * h + 13 * h);
  m.tpParamElements = L * (12 * h * h + 7 * h);
  m.paramBytes = m.paramElements * bytes;
  m.tpParamBytes = m.tpParamElements * bytes;
  m.forwardFlops = L * (24 * h * h * tokens + 4 * tokens * seq * h);
  m.activationBytes =
      L * tokens * h * (34 + 5 * double(heads) * seq / h) * bytes / 2;
  m.tpActivationBytes =
      L * tokens * h * (24 + 5 * double(heads) * seq / h) * bytes / 2;
  // The 5as/h part: attention's softmax and dropout, split over tp.
  m.scoreBytes = m.tpScoreBytes =
      L * tokens * h * (5 * double(heads) * seq / h) * bytes / 2;
  m.attentions = L;
  m.boundaryBytes = tokens * h * bytes;
  m.rowOutputBytes.assign(size_t(2 * layers), tokens * h * bytes);
  // The backward's: each layernorm's output, which Q, K and V (or the
  // MLP's first weight) read.
  m.inputGradientBytes.assign(size_t(2 * layers), tokens * h * bytes);
  m.tpSplitSizes = {heads, int64_t(4 * h)};
  m.blocks = 2 * layers;
  return m;
}

/// Two MLP blocks (a column-split and a row-split linear layer each) in
/// f32.
inline ModelSummary mlp() {
  ModelSummary m;
  m.name = "mlp";
  m.batch = 16;
  m.dtype = "f32";
  m.dtypeBytes = 4;
  double in = 512, wide = 2048, batch = 16;
  m.paramElements = 2 * (2 * in * wide + wide + in);
  m.tpParamElements = 2 * (2 * in * wide + wide); // row biases stay whole
  m.paramBytes = 4 * m.paramElements;
  m.tpParamBytes = 4 * m.tpParamElements;
  m.forwardFlops = 2 * 2 * batch * 2 * in * wide;
  m.activationBytes = 2 * 4 * batch * (2 * wide + 2 * in);
  m.tpActivationBytes = 2 * 4 * batch * 2 * wide;
  m.boundaryBytes = 4 * batch * in;
  m.rowOutputBytes = {4 * batch * in, 4 * batch * in};
  // The first block reads the batch, which has no gradient.
  m.inputGradientBytes = {4 * batch * in};
  m.tpSplitSizes = {int64_t(wide)};
  m.blocks = 2;
  return m;
}

inline Cluster mustLoad(const char *nameOrJson) {
  llvm::Expected<Cluster> c = nameOrJson[0] == '{'
                                  ? parseCluster(nameOrJson, "test")
                                  : loadCluster(nameOrJson);
  if (!c) {
    ADD_FAILURE() << llvm::toString(c.takeError());
    return Cluster();
  }
  return *c;
}

// Six devices a node (as on Summit), so that tensor-parallel groups of 4
// straddle nodes; and four small nodes of two.
inline const char *const kSixPerNode = R"json({
  "name": "6 per node", "devices_per_node": 6, "nodes": 8, "memory_gb": 80,
  "peak_tflops": {"bf16": 312, "f32": 19.5}, "efficiency": 0.5,
  "intra_node": {"bandwidth_gb_per_s": 150, "latency_us": 3},
  "inter_node": {"bandwidth_gb_per_s": 25, "latency_us": 8}})json";
inline const char *const kTwoPerNode = R"json({
  "name": "2 per node", "devices_per_node": 2, "nodes": 4, "memory_gb": 0.03,
  "peak_tflops": {"f32": 10}, "efficiency": 0.5,
  "intra_node": {"bandwidth_gb_per_s": 100, "latency_us": 2},
  "inter_node": {"bandwidth_gb_per_s": 10, "latency_us": 5}})json";

struct Config {
  ModelSummary model;
  Cluster cluster;
  Options options;
};

inline std::string describe(const Config &c) {
  std::ostringstream os;
  os << c.model.name << " on " << c.options.devices << " of " << c.cluster.name
     << (c.options.training ? ", training" : ", forward");
  return os.str();
}

/// Programs and clusters where the planner has choices to make: pipelines
/// and tensor parallelism needed (gpt-20b), optional (gpt-1.3b), tp
/// degrees that do not divide a node (12 heads; 6 devices a node).
inline std::vector<Config> makeConfigs() {
  ModelSummary g1 = gpt("gpt-1.3b", 2048, 24, 16, 2048, 512);
  ModelSummary g20 = gpt("gpt-20b", 6144, 44, 48, 2048, 64);
  ModelSummary g2 = gpt("gpt2-small", 768, 12, 12, 1024, 48, "f32");
  Cluster a100 = mustLoad("a100"), h200 = mustLoad("h200");
  Cluster six = mustLoad(kSixPerNode), two = mustLoad(kTwoPerNode);
  return {
      {g1, a100, {64, true}},  {g1, a100, {8, false}},
      {g20, h200, {32, true}}, {g20, six, {24, true}},
      {g2, a100, {24, true}},  {g2, six, {12, false}},
      {mlp(), two, {8, true}}, {mlp(), two, {4, false}},
  };
}

inline const std::vector<Config> &configs() {
  static const std::vector<Config> all = makeConfigs();
  return all;
}

inline std::vector<int64_t> divisors(int64_t n) {
  std::vector<int64_t> d;
  for (int64_t i = 1; i <= n; ++i)
    if (n % i == 0)
      d.push_back(i);
  return d;
}

/// Every plan choosePlan searches, estimated one by one: the header's
/// dp x pp x tp factorizations, microbatch counts (up to 16 a stage, or the
/// whole local batch), schedules (GPipe only for forward programs;
/// interleaved with 2 chunks) with and without recomputation, sharded
/// state and sequence parallelism, each balance of the stages (estimated
/// with or without stages: suits() refuses the others without). Kept in
/// step with choosePlan by hand: it is the oracle the search is checked
/// against.
inline std::vector<Plan> searchSpace(const Config &c) {
  std::vector<sm::Kind> kinds = {sm::Kind::GPipe};
  if (c.options.training)
    kinds = {sm::Kind::OneFOneB, sm::Kind::GPipe, sm::Kind::ZeroBubbleH1,
             sm::Kind::Interleaved};
  std::vector<Plan> plans;
  int64_t n = c.options.devices;
  for (int64_t tp : divisors(n))
    for (int64_t pp : divisors(n / tp)) {
      int64_t dp = n / (tp * pp);
      if (c.model.batch % dp != 0)
        continue;
      int64_t local = c.model.batch / dp;
      for (int64_t m : divisors(local)) {
        if (m > 16 * pp && m != local)
          continue;
        for (sm::Kind kind : kinds)
          for (Recompute recompute :
               {Recompute::None, Recompute::Selective, Recompute::Full})
            for (StateSharding state :
                 {StateSharding::None, StateSharding::Optimizer,
                  StateSharding::Gradients, StateSharding::Full})
              for (bool sequenceParallel : {false, true}) {
                if (pp == 1 && kind != kinds.front())
                  continue;
                int64_t v = kind == sm::Kind::Interleaved ? 2 : 1;
                for (StageBalance balance :
                     {StageBalance::Flops, StageBalance::Layers,
                      StageBalance::LayersAndEnds})
                  if (std::optional<Plan> p = estimate(
                          c.model, c.cluster, c.options, dp, pp, tp, m, kind, v,
                          recompute, state, sequenceParallel, balance))
                    plans.push_back(*p);
              }
      }
    }
  return plans;
}

/// searchSpace of configs()[i], computed once.
inline const std::vector<Plan> &everyPlan(size_t i) {
  static std::vector<std::vector<Plan>> cache(configs().size());
  static std::vector<bool> done(configs().size());
  if (!done[i]) {
    cache[i] = searchSpace(configs()[i]);
    done[i] = true;
  }
  return cache[i];
}

inline std::optional<Plan> reestimate(const Config &c, const Plan &p) {
  return estimate(c.model, c.cluster, c.options, p.dp, p.pp, p.tp,
                  p.microbatches, p.schedule, p.virtualStages, p.recompute,
                  p.state, p.sequenceParallel);
}

/// `c`'s plan of these degrees without recomputation, which must suit it
/// (an empty plan and a failure if not).
inline Plan estimated(const Config &c, int64_t dp, int64_t pp, int64_t tp,
                      int64_t microbatches, sm::Kind kind,
                      StateSharding state) {
  std::optional<Plan> p =
      estimate(c.model, c.cluster, c.options, dp, pp, tp, microbatches, kind, 1,
               Recompute::None, state);
  EXPECT_TRUE(p);
  return p.value_or(Plan());
}

/// choosePlan's step, or nullopt with its error in `error`.
inline std::optional<Plan> chosen(const Config &c,
                                  std::string *error = nullptr) {
  llvm::Expected<Choice> choice = choosePlan(c.model, c.cluster, c.options);
  if (!choice) {
    std::string message = llvm::toString(choice.takeError());
    if (error)
      *error = message;
    return std::nullopt;
  }
  return choice->best;
}

/// Bytes of formatBytes's "12.3 GB"; `unit` gets the size of its last
/// digit's place.
inline double parseBytes(const std::string &text, double &unit) {
  std::istringstream is(text);
  double x = 0;
  std::string name;
  is >> x >> name;
  const char *const units[] = {"B", "KB", "MB", "GB", "TB"};
  for (int i = 0; i < 5; ++i)
    if (name == units[i]) {
      double scale = std::pow(1000.0, i);
      unit = i == 0 ? 1 : 0.1 * scale;
      return x * scale;
    }
  unit = 0;
  return -1;
}

/// Whether every group of `size` devices, `stride` apart, in the dp x pp x
/// tp layout (tp fastest) lies in one node.
inline bool groupsInOneNode(const Plan &p, int64_t devicesPerNode, char which) {
  for (int64_t d = 0; d < p.dp; ++d)
    for (int64_t q = 0; q < p.pp; ++q)
      for (int64_t t = 0; t < p.tp; ++t) {
        // Device (d, q, t) and the first of its group.
        auto device = [&](int64_t d, int64_t q, int64_t t) {
          return (d * p.pp + q) * p.tp + t;
        };
        int64_t first = which == 't'   ? device(d, q, 0)
                        : which == 'p' ? device(d, 0, t)
                                       : device(0, q, t);
        if (device(d, q, t) / devicesPerNode != first / devicesPerNode)
          return false;
      }
  return true;
}

inline constexpr double kRel = 1e-12;

} // namespace plan_test

#endif // SHARD_PASSES_PLANNER_PLAN_MODEL_TEST_SUPPORT_H
