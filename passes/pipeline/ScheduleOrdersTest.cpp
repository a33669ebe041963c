//===- ScheduleOrdersTest.cpp - small schedules written out by hand -------===//
//
// The orders, timelines, transfer groups and kept bytes of a few small
// schedules, each worked out by hand in its comment (the sweep over
// thousands of shapes is ScheduleModelTest.cpp).
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/ScheduleModelTestSupport.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace mlir::dist::schedule;

namespace {

std::vector<std::string> names(const std::vector<Action> &actions) {
  std::vector<std::string> out;
  for (const Action &a : actions)
    out.push_back(describe(a));
  return out;
}

using Names = std::vector<std::string>;

} // namespace

// p = 2, m = 3: rank 0 warms up with one forward, rank 1 with none.
// Forward 1, backward 2 (B + W): rank 1 runs F0 [1,2] B0 [2,4] F1 [4,5]
// B1 [5,7] F2 [7,8] B2 [8,10]; rank 0 ends with B2 [10,12]; 12 = (m + p -
// 1) x 3.
TEST(ScheduleModel, OneFOneBTwoRanksThreeMicrobatches) {
  Shape shape{2, 3, 1, false};
  Schedule s = build(Kind::OneFOneB, shape);
  ASSERT_TRUE(s.error.empty()) << s.error;
  EXPECT_EQ(names(s.ranks[0]),
            (Names{"F0c0", "F1c0", "B0c0", "F2c0", "B1c0", "B2c0"}));
  EXPECT_EQ(names(s.ranks[1]),
            (Names{"F0c0", "B0c0", "F1c0", "B1c0", "F2c0", "B2c0"}));
  Timeline t = simulate(s, shape, Kind::OneFOneB, Costs{});
  ASSERT_TRUE(t.error.empty()) << t.error;
  EXPECT_DOUBLE_EQ(t.makespan, 12);
  EXPECT_DOUBLE_EQ(t.bubble, 1.0 / 3);
  EXPECT_EQ(t.peakInFlight, (std::vector<int>{2, 1}));
  const double starts1[] = {1, 2, 4, 5, 7, 8};
  for (int i = 0; i < 6; ++i)
    EXPECT_DOUBLE_EQ(t.ranks[1][i].start, starts1[i]) << i;
  EXPECT_DOUBLE_EQ(t.ranks[0].back().start, 10);
}

TEST(ScheduleModel, GPipeAndForwardOrders) {
  Shape training{2, 2, 1, false};
  Schedule g = build(Kind::GPipe, training);
  for (int r = 0; r < 2; ++r)
    EXPECT_EQ(names(g.ranks[r]), (Names{"F0c0", "F1c0", "B0c0", "B1c0"}));
  EXPECT_EQ(simulate(g, training, Kind::GPipe, {}).peakInFlight,
            (std::vector<int>{2, 2}));
  // Forward programs run every schedule as its forwards in order.
  Shape forward{3, 2, 1, true};
  for (Kind kind : {Kind::GPipe, Kind::OneFOneB}) {
    Schedule f = build(kind, forward);
    for (int r = 0; r < 3; ++r)
      EXPECT_EQ(names(f.ranks[r]), (Names{"F0c0", "F1c0"})) << kindName(kind);
    Timeline t = simulate(f, forward, kind, {});
    EXPECT_DOUBLE_EQ(t.makespan, 4); // m + p - 1 forwards
    EXPECT_EQ(t.peakInFlight, (std::vector<int>{1, 1, 1}));
  }
}

// p = 2, v = 2, m = 2: rank 0's warm-up (2 - 0 - 1) x 2 + (2 - 1) x 2 = 4
// is every forward; rank 1's is 2. Forwards go microbatch-major within a
// chunk, backwards take the chunks in reverse.
TEST(ScheduleModel, InterleavedTwoRanksTwoChunks) {
  Shape shape{2, 2, 2, false};
  Schedule s = build(Kind::Interleaved, shape);
  ASSERT_TRUE(s.error.empty()) << s.error;
  EXPECT_EQ(names(s.ranks[0]), (Names{"F0c0", "F1c0", "F0c1", "F1c1", "B0c1",
                                      "B1c1", "B0c0", "B1c0"}));
  EXPECT_EQ(names(s.ranks[1]), (Names{"F0c0", "F1c0", "F0c1", "B0c1", "F1c1",
                                      "B1c1", "B0c0", "B1c0"}));
  Timeline t = simulate(s, shape, Kind::Interleaved, Costs{});
  ASSERT_TRUE(t.error.empty()) << t.error;
  EXPECT_EQ(t.peakInFlight, (std::vector<int>{4, 3}));
}

// p = 2, m = 2, every pass 1: rank 1 holds one microbatch (as 1F1B) so
// runs W0 [3,4] before F1; rank 0's B1 waits for it. 8 against 1F1B's 9.
TEST(ScheduleModel, ZeroBubbleTwoRanksTwoMicrobatches) {
  Shape shape{2, 2, 1, false};
  Schedule s = build(Kind::ZeroBubbleH1, shape);
  ASSERT_TRUE(s.error.empty()) << s.error;
  EXPECT_EQ(names(s.ranks[0]),
            (Names{"F0c0", "F1c0", "B0c0", "W0c0", "B1c0", "W1c0"}));
  EXPECT_EQ(names(s.ranks[1]),
            (Names{"F0c0", "B0c0", "W0c0", "F1c0", "B1c0", "W1c0"}));
  Timeline zb = simulate(s, shape, Kind::ZeroBubbleH1, Costs{});
  EXPECT_DOUBLE_EQ(zb.makespan, 8);
  EXPECT_DOUBLE_EQ(zb.bubble, 1.0 / 3);
  EXPECT_EQ(zb.peakInFlight, (std::vector<int>{2, 1}));
  // Each B's output gradients wait for its W, which runs next.
  EXPECT_EQ(zb.peakAwaitingW, (std::vector<int>{1, 1}));
  Timeline ofob =
      simulate(build(Kind::OneFOneB, shape), shape, Kind::OneFOneB, Costs{});
  EXPECT_EQ(ofob.peakAwaitingW, (std::vector<int>{0, 0}));
  EXPECT_DOUBLE_EQ(ofob.makespan, 9);
  EXPECT_DOUBLE_EQ(ofob.bubble, 0.5);
}

// Transfers posted together, as "receiving|passes|sending" index ranges.
std::vector<std::string> groupsOf(const std::vector<Action> &order, Kind kind) {
  std::vector<std::string> out;
  for (const Group &g : transferGroups(order, kind)) {
    std::ostringstream os;
    os << g.receiving.begin << "-" << g.receiving.end << "|" << g.passes.begin
       << "-" << g.passes.end << "|" << g.sending.begin << "-" << g.sending.end;
    out.push_back(os.str());
  }
  return out;
}

// Each action alone, but ZB-H1's steady-state B W F (B's sends with F's
// receives, then W and F) and interleaved 1F1B's steady-state F B pair.
TEST(ScheduleModel, TransferGroups) {
  Shape shape{2, 2, 1, false};
  Schedule zb = build(Kind::ZeroBubbleH1, shape);
  // F0 B0 W0 F1 B1 W1
  EXPECT_EQ(
      groupsOf(zb.ranks[1], Kind::ZeroBubbleH1),
      (std::vector<std::string>{"0-1|0-1|0-1", "1-2|1-2|1-2", "3-4|2-4|3-4",
                                "4-5|4-5|4-5", "5-6|5-6|5-6"}));
  Schedule one = build(Kind::OneFOneB, shape);
  EXPECT_EQ(groupsOf(one.ranks[1], Kind::OneFOneB).size(), 4u);
  Shape interleaved{2, 2, 2, false};
  Schedule il = build(Kind::Interleaved, interleaved);
  // F0c0 F1c0 F0c1 B0c1 F1c1 B1c1 B0c0 B1c0: the two F B are steps.
  EXPECT_EQ(
      groupsOf(il.ranks[1], Kind::Interleaved),
      (std::vector<std::string>{"0-1|0-1|0-1", "1-2|1-2|1-2", "2-4|2-4|2-4",
                                "4-6|4-6|4-6", "6-7|6-7|6-7", "7-8|7-8|7-8"}));
}

TEST(ScheduleModel, RefusalsSayWhy) {
  EXPECT_NE(build(Kind::Interleaved, Shape{2, 3, 2}).error.find("divisible"),
            std::string::npos);
  EXPECT_NE(build(Kind::OneFOneB, Shape{2, 4, 2}).error.find("interleaved"),
            std::string::npos);
  EXPECT_NE(build(Kind::ZeroBubbleH1, Shape{2, 4, 1, true}).error.find("zb-h1"),
            std::string::npos);
}

// p = 2, m = 4 under ZB-H1 (rank 0: F0 F1 B0 W0 F2 B1 W1 F3 B2 W2 B3 W3):
// activations (F to W) peak at 2 microbatches, what B hands W (B to W) at
// 1, and both together at 2 x 4 + 1 x 2 bytes: the peaks coincide at B1.
// A reader the order never runs counts as the backward: under 1F1B the
// same values are free at B.
TEST(ScheduleModel, KeptBytesAddAtTheirCommonPeak) {
  Shape shape{2, 4, 1, false};
  Schedule zb = build(Kind::ZeroBubbleH1, shape);
  ASSERT_TRUE(zb.error.empty()) << zb.error;
  Kept activation{0, Pass::Forward, {Pass::WeightGradient}, 4};
  Kept gradient{0, Pass::Backward, {Pass::WeightGradient}, 2};
  EXPECT_EQ(heldAtPeak(zb.ranks[0], {activation}), 8);
  EXPECT_EQ(heldAtPeak(zb.ranks[0], {gradient}), 2);
  EXPECT_EQ(heldAtPeak(zb.ranks[0], {activation, gradient}), 10);
  EXPECT_EQ(heldAtPeak(zb.ranks[1], {activation, gradient}), 6);
  Schedule ofob = build(Kind::OneFOneB, shape);
  EXPECT_EQ(heldAtPeak(ofob.ranks[0], {activation}), 8);
  EXPECT_EQ(heldAtPeak(ofob.ranks[1], {activation}), 4);
  // B to "W" is B to B under 1F1B: nothing is held.
  EXPECT_EQ(heldAtPeak(ofob.ranks[0], {gradient}), 0);
  // A forward program keeps nothing.
  Schedule forward = build(Kind::OneFOneB, Shape{2, 4, 1, true});
  EXPECT_EQ(heldAtPeak(forward.ranks[0], {activation}), 0);
}
