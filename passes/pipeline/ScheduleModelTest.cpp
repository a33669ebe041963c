//===- ScheduleModelTest.cpp - pipeline schedules over thousands of shapes ===//
//
// Every schedule over a sweep of shapes and costs, checked for what the
// pipeline pass and the runtime rely on: each rank runs each of its passes
// once, the schedule completes, messages pair up in the order both sides
// post them, activations held stay within the schedule's published bound,
// and the bubble is the textbook one (the small schedules written out by
// hand are in ScheduleOrdersTest.cpp).
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/ScheduleModelTestSupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>
#include <tuple>

using namespace mlir::dist::schedule;

namespace {

using testing::AssertionFailure;
using testing::AssertionResult;
using testing::AssertionSuccess;

const Kind kAllKinds[] = {Kind::GPipe, Kind::OneFOneB, Kind::Interleaved,
                          Kind::ZeroBubbleH1};

/// The shapes build() refuses, as ScheduleModel.cpp states them: degrees
/// below 1; chunks only for interleaved; interleaved's microbatch-to-chunk
/// mapping (Megatron's) needs m to be a multiple of p; ZB-H1 splits a
/// backward that a forward program does not have.
bool rejects(Kind kind, const Shape &s) {
  return s.ranks < 1 || s.microbatches < 1 || s.chunks < 1 ||
         (kind != Kind::Interleaved && s.chunks != 1) ||
         (kind == Kind::Interleaved && s.microbatches % s.ranks != 0) ||
         (kind == Kind::ZeroBubbleH1 && s.forwardOnly);
}

/// Each rank runs F of every (microbatch, chunk); B too when training; W
/// only under ZB-H1 (the others fold it into B); nothing else, and nothing
/// twice.
AssertionResult coversEachPassOnce(Kind kind, const Shape &shape,
                                   const Schedule &schedule) {
  int p = shape.ranks, m = shape.microbatches, v = shape.chunks;
  if (int(schedule.ranks.size()) != p)
    return AssertionFailure() << schedule.ranks.size() << " rank lists";
  bool hasB = !shape.forwardOnly;
  bool hasW = hasB && kind == Kind::ZeroBubbleH1;
  for (int r = 0; r < p; ++r) {
    std::vector<int> seen(3 * size_t(m) * size_t(v), 0);
    for (const Action &a : schedule.ranks[r]) {
      if (a.microbatch < 0 || a.microbatch >= m || a.chunk < 0 || a.chunk >= v)
        return AssertionFailure() << "rank " << r << " runs " << describe(a);
      if ((a.pass == Pass::Backward && !hasB) ||
          (a.pass == Pass::WeightGradient && !hasW))
        return AssertionFailure()
               << "rank " << r << " runs " << describe(a) << ", a pass "
               << "this schedule does not have";
      if (++seen[(size_t(a.pass) * m + a.microbatch) * v + a.chunk] > 1)
        return AssertionFailure()
               << "rank " << r << " runs " << describe(a) << " twice";
    }
    size_t expected = size_t(m) * v * (1 + hasB + hasW);
    if (schedule.ranks[r].size() != expected)
      return AssertionFailure()
             << "rank " << r << " runs " << schedule.ranks[r].size()
             << " passes, not " << expected;
  }
  return AssertionSuccess();
}

/// A message between two virtual stages: the pass that sends it, its
/// microbatch and the stage that sends it.
using Message = std::tuple<Pass, int, int>;

/// Per virtual stage s, the microbatches of its F (or B) actions in the
/// order its rank runs them.
std::vector<std::vector<int>> stageOrder(const Shape &shape,
                                         const Schedule &schedule, Pass pass) {
  int p = shape.ranks;
  std::vector<std::vector<int>> order(size_t(p) * shape.chunks);
  for (int r = 0; r < p; ++r)
    for (const Action &a : schedule.ranks[r])
      if (a.pass == pass)
        order[a.chunk * p + r].push_back(a.microbatch);
  return order;
}

/// Stage s+1 consumes activations in the order stage s makes them, and
/// stage s consumes gradients in the order stage s+1 makes them.
AssertionResult stageLinksAreFifo(const Shape &shape,
                                  const Schedule &schedule) {
  std::vector<std::vector<int>> f = stageOrder(shape, schedule, Pass::Forward);
  std::vector<std::vector<int>> b = stageOrder(shape, schedule, Pass::Backward);
  for (size_t s = 0; s + 1 < f.size(); ++s) {
    if (f[s] != f[s + 1])
      return AssertionFailure()
             << "stage " << s + 1 << " takes forwards in another order than "
             << "stage " << s << " makes them";
    if (b[s] != b[s + 1])
      return AssertionFailure()
             << "stage " << s << " takes gradients in another order than "
             << "stage " << s + 1 << " makes them";
  }
  return AssertionSuccess();
}

/// The runtime posts every send and receive with one MPI tag (NCCL has
/// none), so between two ranks messages match in the order each side posts
/// them, whatever their direction: StageBuilder posts an action's receives
/// before its body and its sends after, and interleaved's paired F+B step
/// posts F's before B's, so posting order is action order. For every
/// (sender, receiver) pair -- including rank p-1 to rank 0 across a chunk
/// boundary, and both directions at once when p = 2 -- the messages in the
/// sender's action order must be those in the receiver's. `direction`
/// restricts the check to one pass's messages (the weaker, per-direction
/// form; nullopt: all together, what the runtime needs). Only the latter
/// catches an interleaved warm-up of p - r - 1 + (v - 1)p in place of
/// Megatron's 2(p - r - 1) + (v - 1)p: each direction stays in order, but
/// at p = 2, where ranks 0 and 1 trade forwards and backwards over the same
/// pair, a forward and a backward cross.
AssertionResult rankPairsAreFifo(const Shape &shape, const Schedule &schedule,
                                 std::optional<Pass> direction) {
  int p = shape.ranks, last = p * shape.chunks - 1;
  std::map<std::pair<int, int>, std::vector<Message>> sent, received;
  for (int r = 0; r < p; ++r)
    for (const Action &a : schedule.ranks[r]) {
      if (direction && a.pass != *direction)
        continue;
      int s = a.chunk * p + r;
      if (a.pass == Pass::Forward) {
        if (s > 0)
          received[{(s - 1) % p, r}].push_back({a.pass, a.microbatch, s - 1});
        if (s < last)
          sent[{r, (s + 1) % p}].push_back({a.pass, a.microbatch, s});
      } else if (a.pass == Pass::Backward) {
        if (s < last)
          received[{(s + 1) % p, r}].push_back({a.pass, a.microbatch, s + 1});
        if (s > 0)
          sent[{r, (s - 1) % p}].push_back({a.pass, a.microbatch, s});
      }
    }
  if (sent.size() != received.size())
    return AssertionFailure() << "a rank pair sends without receiving";
  for (const auto &[pair, messages] : sent) {
    const std::vector<Message> &other = received[pair];
    if (messages == other)
      continue;
    size_t i = 0;
    while (i < messages.size() && i < other.size() && messages[i] == other[i])
      ++i;
    auto name = [](const std::vector<Message> &list, size_t i) {
      if (i >= list.size())
        return std::string("nothing");
      auto [pass, microbatch, stage] = list[i];
      return describe(Action{pass, microbatch, 0}) + " of stage " +
             std::to_string(stage);
    };
    return AssertionFailure()
           << "rank " << pair.first << " -> " << pair.second << ": message "
           << i << " is " << name(messages, i) << " as sent but "
           << name(other, i) << " as received";
  }
  return AssertionSuccess();
}

/// The most microbatch-chunks a rank holds activations for, as each
/// schedule is published. A forward program releases a microbatch's
/// activations at the end of its forward (simulate's `releases`), so it
/// holds one whatever the order. Interleaved is Megatron's: a warm-up of
/// (p - r - 1) * 2 + (v - 1) * p forwards, then one more before each
/// backward. ZB-H1 holds one until its W, and no more than 1F1B.
int inFlightBound(Kind kind, const Shape &shape, int r) {
  int p = shape.ranks, m = shape.microbatches, v = shape.chunks;
  if (shape.forwardOnly)
    return 1;
  switch (kind) {
  case Kind::GPipe:
    return m * v;
  case Kind::OneFOneB:
  case Kind::ZeroBubbleH1:
    return std::min(m, p - r);
  case Kind::Interleaved:
    return std::min(m * v, (p - r - 1) * 2 + (v - 1) * p + 1);
  }
  return 0;
}

/// The timeline runs the schedule's actions in its order, each for its
/// cost, on a free rank, after the passes it needs; no error, a positive
/// makespan, and a bubble and peak that match their definitions.
AssertionResult timelineIsConsistent(Kind kind, const Shape &shape,
                                     const Costs &costs,
                                     const Schedule &schedule,
                                     const Timeline &t) {
  if (!t.error.empty())
    return AssertionFailure() << "simulate: " << t.error;
  if (!(t.makespan > 0))
    return AssertionFailure() << "makespan " << t.makespan;
  int p = shape.ranks, v = shape.chunks;
  if (int(t.ranks.size()) != p || int(t.peakInFlight.size()) != p ||
      int(t.peakAwaitingW.size()) != p)
    return AssertionFailure() << "timeline of the wrong size";
  // End of (pass, microbatch, virtual stage).
  std::map<Message, double> end;
  for (int r = 0; r < p; ++r)
    for (const Timed &x : t.ranks[r])
      end[{x.action.pass, x.action.microbatch, x.action.chunk * p + r}] = x.end;
  double makespan = 0, worst = 0;
  const double eps = 1e-9;
  for (int r = 0; r < p; ++r) {
    if (t.ranks[r].size() != schedule.ranks[r].size())
      return AssertionFailure()
             << "rank " << r << " ran " << t.ranks[r].size() << " of "
             << schedule.ranks[r].size() << " passes";
    double free = 0, busy = 0;
    int held = 0, peak = 0, awaiting = 0, peakAwaiting = 0;
    for (size_t i = 0; i < t.ranks[r].size(); ++i) {
      const Timed &x = t.ranks[r][i];
      const Action &a = x.action;
      const Action &want = schedule.ranks[r][i];
      if (a.pass != want.pass || a.microbatch != want.microbatch ||
          a.chunk != want.chunk)
        return AssertionFailure() << "rank " << r << " ran " << describe(a)
                                  << " in place of " << describe(want);
      if (x.start < free - eps)
        return AssertionFailure()
               << "rank " << r << " overlaps at " << describe(a);
      int s = a.chunk * p + r;
      std::vector<Message> needs;
      if (a.pass == Pass::Forward && s > 0)
        needs.push_back({Pass::Forward, a.microbatch, s - 1});
      if (a.pass == Pass::Backward) {
        needs.push_back({Pass::Forward, a.microbatch, s});
        if (s < p * v - 1)
          needs.push_back({Pass::Backward, a.microbatch, s + 1});
      }
      if (a.pass == Pass::WeightGradient)
        needs.push_back({Pass::Backward, a.microbatch, s});
      for (const Message &k : needs)
        if (!end.count(k) || x.start < end[k] - eps)
          return AssertionFailure() << "rank " << r << " starts " << describe(a)
                                    << " before what it needs";
      if (std::abs((x.end - x.start) - passCost(a, r, shape, kind, costs)) >
          eps)
        return AssertionFailure() << describe(a) << " takes the wrong time";
      free = x.end;
      busy += x.end - x.start;
      if (a.pass == Pass::Forward)
        peak = std::max(peak, ++held);
      if (shape.forwardOnly ||
          a.pass == (kind == Kind::ZeroBubbleH1 ? Pass::WeightGradient
                                                : Pass::Backward))
        --held;
      if (a.pass == Pass::Backward && kind == Kind::ZeroBubbleH1)
        peakAwaiting = std::max(peakAwaiting, ++awaiting);
      if (a.pass == Pass::WeightGradient)
        --awaiting;
    }
    makespan = std::max(makespan, free);
    if (peak != t.peakInFlight[r])
      return AssertionFailure() << "rank " << r << " holds " << peak << ", not "
                                << t.peakInFlight[r];
    if (peakAwaiting != t.peakAwaitingW[r])
      return AssertionFailure()
             << "rank " << r << " has " << peakAwaiting
             << " weight gradients waiting at most, not " << t.peakAwaitingW[r];
    if (busy > 0)
      worst = std::max(worst, (t.makespan - busy) / busy);
  }
  if (std::abs(makespan - t.makespan) > eps)
    return AssertionFailure()
           << "makespan " << t.makespan << ", not " << makespan;
  if (std::abs(worst - t.bubble) > eps)
    return AssertionFailure() << "bubble " << t.bubble << ", not " << worst;
  return AssertionSuccess();
}

AssertionResult withinMemoryBound(Kind kind, const Shape &shape,
                                  const Timeline &t) {
  for (int r = 0; r < shape.ranks; ++r)
    if (t.peakInFlight[r] > inFlightBound(kind, shape, r))
      return AssertionFailure()
             << "rank " << r << " holds " << t.peakInFlight[r]
             << " microbatch-chunks, more than "
             << inFlightBound(kind, shape, r);
  return AssertionSuccess();
}

/// Cost sets of the sweep. ZB-H1 places its weight gradients by cost, so
/// its orders differ between them; the unequal stages exercise the
/// simulation's waits.
std::vector<std::pair<const char *, Costs>> costSets() {
  Costs unequal{1, 1.5, 0.75, {}};
  for (int s = 0; s < 32; ++s)
    unequal.stageScale.push_back(1 + 0.25 * ((s * 7) % 5));
  return {{"equal", Costs{1, 1, 1, {}}},
          {"long backward", Costs{1, 2, 1, {}}},
          {"cheap weight gradient", Costs{1, 1.5, 0.25, {}}},
          {"unequal stages", unequal}};
}

struct SweepCounts {
  int shapes = 0, accepted = 0;
};

/// Every shape of the sweep: p in 1..8, m in 1..3p+2, v in 1..4 (refused
/// but for interleaved), forward and training, under every kind.
template <typename Fn> SweepCounts sweep(Fn fn) {
  SweepCounts counts;
  for (Kind kind : kAllKinds)
    for (int p = 1; p <= 8; ++p)
      for (int v = 1; v <= 4; ++v)
        for (int m = 1; m <= 3 * p + 2; ++m)
          for (bool forwardOnly : {false, true}) {
            ++counts.shapes;
            Shape shape{p, m, v, forwardOnly};
            if (!fn(kind, shape))
              return counts;
            if (!rejects(kind, shape))
              ++counts.accepted;
          }
  return counts;
}

/// Stops the sweep after this many failing shapes, so that a broken
/// schedule reports a few shapes rather than thousands.
constexpr int kMaxReported = 10;

} // namespace

TEST(ScheduleModel, KindNamesRoundTrip) {
  for (Kind kind : kAllKinds)
    EXPECT_EQ(parseKind(kindName(kind)), kind);
  EXPECT_EQ(parseKind("zb-h2"), std::nullopt);
}

TEST(ScheduleModel, SweepRejectsExactlyTheInvalidShapes) {
  int failures = 0;
  SweepCounts counts = sweep([&](Kind kind, const Shape &shape) {
    Schedule s = build(kind, shape);
    if (rejects(kind, shape) == s.error.empty()) {
      ADD_FAILURE() << describe(kind, shape) << ": "
                    << (s.error.empty() ? "accepted" : "refused: " + s.error);
      return ++failures < kMaxReported;
    }
    if (!s.error.empty() && !s.ranks.empty())
      ADD_FAILURE() << describe(kind, shape) << ": refused but has ranks";
    return true;
  });
  // The degrees below 1, which the sweep does not reach.
  for (Kind kind : kAllKinds)
    for (Shape shape :
         {Shape{0, 1, 1}, Shape{1, 0, 1}, Shape{1, 1, 0}, Shape{-2, 4, 1}})
      EXPECT_FALSE(build(kind, shape).error.empty()) << describe(kind, shape);
  EXPECT_GT(counts.shapes, 3000);
  EXPECT_GT(counts.accepted, 800);
}

TEST(ScheduleModel, OrdersAreBuildsOrdersMadeOncePerKindAndShape) {
  Orders orders;
  int checked = 0;
  sweep([&](Kind kind, const Shape &shape) {
    const Schedule &kept = orders.of(kind, shape);
    Schedule built = build(kind, shape);
    EXPECT_EQ(kept.error, built.error) << describe(kind, shape);
    EXPECT_EQ(kept.ranks.size(), built.ranks.size()) << describe(kind, shape);
    for (size_t r = 0; r < std::min(kept.ranks.size(), built.ranks.size()); ++r)
      EXPECT_TRUE(std::equal(kept.ranks[r].begin(), kept.ranks[r].end(),
                             built.ranks[r].begin(), built.ranks[r].end(),
                             [](const Action &a, const Action &b) {
                               return a.pass == b.pass &&
                                      a.microbatch == b.microbatch &&
                                      a.chunk == b.chunk;
                             }))
          << describe(kind, shape) << ", rank " << r;
    // Asked again, the same order, not another one built.
    EXPECT_EQ(&orders.of(kind, shape), &kept) << describe(kind, shape);
    ++checked;
    return !HasFailure();
  });
  // Shapes that differ only in forwardOnly or chunks are kept apart.
  Shape training{4, 8, 2}, forward{4, 8, 2, true};
  EXPECT_NE(&orders.of(Kind::Interleaved, training),
            &orders.of(Kind::Interleaved, forward));
  EXPECT_NE(orders.of(Kind::Interleaved, training).ranks[0].size(),
            orders.of(Kind::Interleaved, forward).ranks[0].size());
  EXPECT_GT(checked, 3000);
}

TEST(ScheduleModel, SweepSchedulesRunCompleteFifoAndWithinBounds) {
  int failures = 0, checked = 0;
  for (const auto &[costsName, costs] : costSets()) {
    sweep([&, &costsName = costsName, &costs = costs](Kind kind,
                                                      const Shape &shape) {
      if (rejects(kind, shape))
        return true;
      Schedule schedule = build(kind, shape, costs);
      Timeline t = simulate(schedule, shape, kind, costs);
      ++checked;
      for (AssertionResult result :
           {coversEachPassOnce(kind, shape, schedule),
            stageLinksAreFifo(shape, schedule),
            rankPairsAreFifo(shape, schedule, Pass::Forward),
            rankPairsAreFifo(shape, schedule, Pass::Backward),
            rankPairsAreFifo(shape, schedule, std::nullopt),
            timelineIsConsistent(kind, shape, costs, schedule, t),
            t.error.empty() ? withinMemoryBound(kind, shape, t)
                            : AssertionSuccess()})
        if (!result) {
          ADD_FAILURE() << describe(kind, shape) << ", " << costsName
                        << " costs: " << result.message();
          if (++failures >= kMaxReported)
            return false;
        }
      return true;
    });
    if (failures >= kMaxReported)
      break;
  }
  EXPECT_GT(checked, 3000);
}

// Megatron's bubble fractions, with equal stages whatever F and B cost:
// GPipe and 1F1B take (m + p - 1) x (F + B) (forward programs: x F), so
// every rank idles (p - 1) x (F + B) against m x (F + B) of work, (p - 1) /
// m. Interleaved runs m x v chunk passes and idles (p - 1) of them:
// (p - 1) / (m v).
TEST(ScheduleModel, SweepBubbleIsMegatrons) {
  int failures = 0, compared = 0;
  for (const auto &[costsName, costs] : costSets()) {
    if (!costs.stageScale.empty())
      continue;
    sweep([&, &costsName = costsName, &costs = costs](Kind kind,
                                                      const Shape &shape) {
      if (rejects(kind, shape) || kind == Kind::ZeroBubbleH1)
        return true;
      Timeline t = simulate(build(kind, shape), shape, kind, costs);
      double want =
          double(shape.ranks - 1) / (shape.microbatches * shape.chunks);
      ++compared;
      if (std::abs(t.bubble - want) > 1e-9) {
        ADD_FAILURE() << describe(kind, shape) << ", " << costsName
                      << " costs: bubble " << t.bubble << ", not " << want;
        return ++failures < kMaxReported;
      }
      return true;
    });
  }
  EXPECT_GT(compared, 1500);
}

// ZB-H1 splits the backward to fill 1F1B's cooldown with weight gradients:
// on the same shape and costs it idles no more than 1F1B.
TEST(ScheduleModel, SweepZeroBubbleIdlesNoMoreThan1F1B) {
  int failures = 0, compared = 0;
  for (const auto &[costsName, costs] : costSets()) {
    sweep([&, &costsName = costsName, &costs = costs](Kind kind,
                                                      const Shape &shape) {
      if (kind != Kind::ZeroBubbleH1 || rejects(kind, shape))
        return true;
      Timeline zb = simulate(build(kind, shape, costs), shape, kind, costs);
      Timeline ofob = simulate(build(Kind::OneFOneB, shape, costs), shape,
                               Kind::OneFOneB, costs);
      ++compared;
      if (zb.bubble > ofob.bubble + 1e-9 ||
          zb.makespan > ofob.makespan + 1e-9) {
        ADD_FAILURE() << describe(kind, shape) << ", " << costsName
                      << " costs: bubble " << zb.bubble << " (makespan "
                      << zb.makespan << ") against 1f1b's " << ofob.bubble
                      << " (" << ofob.makespan << ")";
        return ++failures < kMaxReported;
      }
      return true;
    });
  }
  EXPECT_GT(compared, 400);
}

// The sweep's checks catch what they are meant to: a schedule with two
// actions swapped, one dropped, a deadlock, a bound one too low.
TEST(ScheduleModel, ChecksCatchBrokenSchedules) {
  Shape shape{4, 8, 2, false};
  Kind kind = Kind::Interleaved;
  Schedule good = build(kind, shape);
  ASSERT_TRUE(good.error.empty());
  ASSERT_TRUE(coversEachPassOnce(kind, shape, good));
  ASSERT_TRUE(stageLinksAreFifo(shape, good));
  ASSERT_TRUE(rankPairsAreFifo(shape, good, std::nullopt));

  // Rank 2 takes its first two microbatches' forwards in the other order:
  // stage 2 then consumes 1 before 0, which stage 1 makes in order.
  Schedule swapped = good;
  std::swap(swapped.ranks[2][0], swapped.ranks[2][1]);
  EXPECT_TRUE(coversEachPassOnce(kind, shape, swapped));
  EXPECT_FALSE(stageLinksAreFifo(shape, swapped));
  EXPECT_FALSE(rankPairsAreFifo(shape, swapped, Pass::Forward));
  EXPECT_FALSE(rankPairsAreFifo(shape, swapped, std::nullopt));

  Schedule dropped = good;
  dropped.ranks[1].pop_back();
  EXPECT_FALSE(coversEachPassOnce(kind, shape, dropped));

  // Rank 3's first backward moved ahead of every forward: it waits for its
  // own forward forever.
  Schedule deadlocked = good;
  auto &r3 = deadlocked.ranks[3];
  auto firstB = std::find_if(r3.begin(), r3.end(), [](const Action &a) {
    return a.pass == Pass::Backward;
  });
  std::rotate(r3.begin(), firstB, firstB + 1);
  Timeline stuck = simulate(deadlocked, shape, kind, Costs{});
  EXPECT_NE(stuck.error.find("waits forever"), std::string::npos)
      << stuck.error;

  // GPipe's training schedule holds all m; 1F1B's bound would refuse it.
  Shape gpipe{4, 8, 1, false};
  Timeline all = simulate(build(Kind::GPipe, gpipe), gpipe, Kind::GPipe, {});
  EXPECT_TRUE(withinMemoryBound(Kind::GPipe, gpipe, all));
  EXPECT_FALSE(withinMemoryBound(Kind::OneFOneB, gpipe, all));
}

// What a stage keeps, counted action by action, against the simulation's
// in-flight count: each chunk's activations from forward to the last
// backward pass, one byte per microbatch, hold exactly the most
// microbatches in flight, for every schedule and training shape.
TEST(ScheduleModel, SweepKeptActivationsAreTheInFlightMicrobatches) {
  int failures = 0, checked = 0;
  sweep([&](Kind kind, const Shape &shape) {
    if (rejects(kind, shape) || shape.forwardOnly)
      return true;
    Schedule schedule = build(kind, shape);
    Timeline t = simulate(schedule, shape, kind, Costs{});
    std::vector<Kept> activations;
    for (int c = 0; c < shape.chunks; ++c)
      activations.push_back(
          {c, Pass::Forward, {Pass::Backward, Pass::WeightGradient}, 1});
    ++checked;
    for (int r = 0; r < shape.ranks; ++r)
      if (heldAtPeak(schedule.ranks[r], activations) != t.peakInFlight[r]) {
        ADD_FAILURE() << describe(kind, shape) << ", rank " << r << ": kept "
                      << heldAtPeak(schedule.ranks[r], activations)
                      << ", in flight " << t.peakInFlight[r];
        return ++failures < kMaxReported;
      }
    return true;
  });
  EXPECT_GT(checked, 400);
}

// Virtual stages of unequal size: the simulation's peak bytes, each
// microbatch-chunk weighed by its stage's activations and (ZB-H1) what it
// keeps for W, against the same values kept action by action.
TEST(ScheduleModel, SweepHeldBytesWeighEachStage) {
  int failures = 0, checked = 0;
  sweep([&](Kind kind, const Shape &shape) {
    if (rejects(kind, shape) || shape.forwardOnly)
      return true;
    int p = shape.ranks, stages = p * shape.chunks;
    Costs costs;
    for (int vs = 0; vs < stages; ++vs) {
      costs.stageActivations.push_back(double(1 + (vs * 5) % 7));
      costs.stageAwaitingW.push_back(double(100 * (1 + vs % 3)));
    }
    Schedule schedule = build(kind, shape, costs);
    Timeline t = simulate(schedule, shape, kind, costs);
    ++checked;
    for (int r = 0; r < p; ++r) {
      std::vector<Kept> kept;
      for (int c = 0; c < shape.chunks; ++c) {
        int vs = c * p + r;
        kept.push_back({c,
                        Pass::Forward,
                        {Pass::Backward, Pass::WeightGradient},
                        int64_t(costs.stageActivations[vs])});
        if (kind == Kind::ZeroBubbleH1)
          kept.push_back({c,
                          Pass::Backward,
                          {Pass::WeightGradient},
                          int64_t(costs.stageAwaitingW[vs])});
      }
      if (double(heldAtPeak(schedule.ranks[r], kept)) != t.peakHeldBytes[r]) {
        ADD_FAILURE() << describe(kind, shape) << ", rank " << r << ": kept "
                      << heldAtPeak(schedule.ranks[r], kept) << " bytes, "
                      << "simulated " << t.peakHeldBytes[r];
        return ++failures < kMaxReported;
      }
    }
    return true;
  });
  EXPECT_GT(checked, 400);
}
