//===- RuntimeMpiTest.cpp - every Runtime collective on 4 MPI ranks -------===//
//
// Runs under `mpirun -np 4` on the mesh a=2, b=2. Each test derives every
// rank's input from one full tensor known to all ranks (with Layout's
// extractShard) and compares the collective's result with the block the
// rank must hold afterwards. Tests only use EXPECT so that all ranks run the
// same collectives in the same order.
//
//===----------------------------------------------------------------------===//

#include "runtime/MpiCommunicator.h"
#include "runtime/Runtime.h"

#include <gtest/gtest.h>

#include <cstdlib>

using namespace shardrt;

namespace {

Runtime *rt = nullptr;
/// Host work completes in each call; the stream is the null one.
const Stream kStream;
// Group ids, as a generated program would declare them.
enum Group { A = 0, B = 1, AB = 2, BA = 3 };
const std::vector<std::vector<std::string>> kGroups = {
    {"a"}, {"b"}, {"a", "b"}, {"b", "a"}};
const std::vector<std::vector<int>> kGroupAxes = {{0}, {1}, {0, 1}, {1, 0}};

/// A full tensor with distinct values.
Array fullTensor(DType dtype, std::vector<int64_t> shape, double scale = 1) {
  Array a(dtype, std::move(shape));
  for (int64_t i = 0; i < a.numElements(); ++i)
    a.set(i, scale * double((i * 7) % 23 - 11));
  return a;
}

/// This rank's block of `full` when dim `dim` is split over `axes`.
Array blockOf(const Array &full, int dim, const std::vector<int> &axes) {
  ShardSpec spec = ShardSpec::replicated(full.shape.size());
  if (dim >= 0)
    spec.dimAxes[size_t(dim)] = axes;
  return *extractShard(full, spec, rt->mesh(), rt->rank());
}

/// This rank's place in the ring over (a, b): the ring's size, this rank's
/// index, the next rank and the previous one.
struct Ring {
  int64_t n, k;
  int next, prev;
};
Ring ringOverAB() {
  int64_t n = groupSize(kGroupAxes[AB], rt->mesh());
  int64_t k = groupIndex(kGroupAxes[AB], rt->coords(), rt->mesh());
  return {n, k, int((k + 1) % n), int((k + n - 1) % n)};
}

void expectEqual(const Array &got, const Array &want, const char *what) {
  ASSERT_EQ(got.shape, want.shape) << what;
  for (int64_t i = 0; i < got.numElements(); ++i)
    EXPECT_EQ(got.get(i), want.get(i)) << what << " element " << i;
}

} // namespace

TEST(Runtime, AllReduceSumMaxMinInEveryDType) {
  for (DType dtype : {DType::F32, DType::F16, DType::BF16, DType::F64,
                      DType::I32, DType::I64}) {
    for (int g : {A, B, AB}) {
      // Rank r holds full * (group index + 1); sum = full * n(n+1)/2.
      int64_t n = groupSize(kGroupAxes[size_t(g)], rt->mesh());
      int64_t k = groupIndex(kGroupAxes[size_t(g)], rt->coords(), rt->mesh());
      Array base = fullTensor(dtype, {3, 4});
      Array mine = fullTensor(dtype, {3, 4}, double(k + 1));
      Array out(dtype, {3, 4});
      ASSERT_TRUE(rt->allReduce(g, mine.data.data(), out.data.data(), dtype,
                                {3, 4}, ReduceOp::Sum, kStream)
                      .isOk());
      expectEqual(out, fullTensor(dtype, {3, 4}, double(n * (n + 1) / 2)),
                  name(dtype));
      ASSERT_TRUE(rt->allReduce(g, mine.data.data(), out.data.data(), dtype,
                                {3, 4}, ReduceOp::Max, kStream)
                      .isOk());
      for (int64_t i = 0; i < out.numElements(); ++i)
        EXPECT_EQ(out.get(i), base.get(i) * (base.get(i) > 0 ? n : 1));
      // In place.
      ASSERT_TRUE(rt->allReduce(g, mine.data.data(), mine.data.data(), dtype,
                                {3, 4}, ReduceOp::Min, kStream)
                      .isOk());
      for (int64_t i = 0; i < out.numElements(); ++i)
        EXPECT_EQ(mine.get(i), base.get(i) * (base.get(i) < 0 ? n : 1));
    }
  }
}

TEST(Runtime, NarrowIntegerSumsWrapAsTheProgramsDo) {
  // Open MPI's vectorized ops saturate i8 and i16 sums of longer buffers;
  // the program's arithmetic wraps, and so must its collectives (a partial
  // integer input is split into addends that wrap, Layout.h).
  for (DType dtype : {DType::I8, DType::I16}) {
    int64_t value = dtype == DType::I8 ? 100 : 30000;
    int64_t bits = dtype == DType::I8 ? 8 : 16;
    // Four ranks: 4 * value, wrapped to the type.
    int64_t wrapped = (4 * value) % (int64_t(1) << bits);
    if (wrapped >= (int64_t(1) << (bits - 1)))
      wrapped -= int64_t(1) << bits;
    Array mine(dtype, {256});
    for (int64_t i = 0; i < 256; ++i)
      mine.setInt(i, value);
    Array out(dtype, {256});
    ASSERT_TRUE(rt->allReduce(AB, mine.data.data(), out.data.data(), dtype,
                              {256}, ReduceOp::Sum, kStream)
                    .isOk());
    for (int64_t i = 0; i < 256; ++i)
      EXPECT_EQ(out.getInt(i), wrapped) << name(dtype) << " element " << i;
    Array part(dtype, {64});
    ASSERT_TRUE(rt->reduceScatter(AB, mine.data.data(), part.data.data(), dtype,
                                  {256}, 0, ReduceOp::Sum, kStream)
                    .isOk());
    for (int64_t i = 0; i < 64; ++i)
      EXPECT_EQ(part.getInt(i), wrapped) << name(dtype) << " scattered " << i;
  }
}

TEST(Runtime, StartedAllReducesFinishAtTheirWait) {
  // Started all_reduces of a 16-bit and a wider type, in place and out of
  // place, with other work in between: each sum is complete once its wait
  // returns, and the traffic counts them as all_reduces.
  rt->resetTraffic();
  for (DType dtype : {DType::F32, DType::BF16, DType::I64}) {
    for (int g : {A, AB}) {
      int64_t n = groupSize(kGroupAxes[size_t(g)], rt->mesh());
      int64_t k = groupIndex(kGroupAxes[size_t(g)], rt->coords(), rt->mesh());
      Array mine = fullTensor(dtype, {5, 3}, double(k + 1));
      Array out(dtype, {5, 3});
      Array inPlace = fullTensor(dtype, {5, 3}, double(k + 1));
      Runtime::Pending first, second;
      ASSERT_TRUE(rt->startAllReduce(g, mine.data.data(), out.data.data(),
                                     dtype, {5, 3}, ReduceOp::Sum, kStream,
                                     first)
                      .isOk());
      // The operand may still be read while the sum is in flight.
      Array copy = mine;
      ASSERT_TRUE(rt->wait(first, kStream).isOk());
      ASSERT_TRUE(rt->startAllReduce(g, inPlace.data.data(),
                                     inPlace.data.data(), dtype, {5, 3},
                                     ReduceOp::Max, kStream, second)
                      .isOk());
      ASSERT_TRUE(rt->wait(second, kStream).isOk());
      expectEqual(out, fullTensor(dtype, {5, 3}, double(n * (n + 1) / 2)),
                  name(dtype));
      expectEqual(copy, fullTensor(dtype, {5, 3}, double(k + 1)), name(dtype));
      Array base = fullTensor(dtype, {5, 3});
      for (int64_t i = 0; i < inPlace.numElements(); ++i)
        EXPECT_EQ(inPlace.get(i), base.get(i) * (base.get(i) > 0 ? n : 1));
    }
  }
  EXPECT_EQ(rt->traffic().calls, 12);
}

TEST(Runtime, StartedGathersAndScattersFinishAtTheirWait) {
  // A started all_gather and reduce_scatter along each dim (dim 0's blocks
  // are contiguous; dim 1's go through scratch: the reduce_scatter's
  // operand packed before it starts, the all_gather's result unpacked at
  // its wait): each result is complete once its wait returns, and the
  // traffic is what the collectives in line count.
  Array full = fullTensor(DType::F32, {4, 8});
  for (int g : {B, AB}) {
    const std::vector<int> &axes = kGroupAxes[size_t(g)];
    int64_t n = groupSize(axes, rt->mesh());
    int64_t k = groupIndex(axes, rt->coords(), rt->mesh());
    for (int dim = 0; dim < 2; ++dim) {
      Array in = blockOf(full, dim, axes);
      Array gathered(DType::F32, full.shape);
      Runtime::Pending gather;
      rt->resetTraffic();
      ASSERT_TRUE(rt->startAllGather(g, in.data.data(), gathered.data.data(),
                                     DType::F32, in.shape, dim, kStream, gather)
                      .isOk());
      ASSERT_TRUE(rt->wait(gather, kStream).isOk());
      expectEqual(gathered, full, "started all_gather");
      Traffic started = rt->traffic();
      rt->resetTraffic();
      ASSERT_TRUE(rt->allGather(g, in.data.data(), gathered.data.data(),
                                DType::F32, in.shape, dim, kStream)
                      .isOk());
      EXPECT_EQ(started.bytesSent, rt->traffic().bytesSent);
      EXPECT_EQ(started.calls, 1);

      Array mine = fullTensor(DType::F32, {4, 8}, double(k + 1));
      Array want = blockOf(
          fullTensor(DType::F32, {4, 8}, double(n * (n + 1) / 2)), dim, axes);
      Array scattered(DType::F32, want.shape);
      Runtime::Pending scatter;
      ASSERT_TRUE(rt->startReduceScatter(
                        g, mine.data.data(), scattered.data.data(), DType::F32,
                        mine.shape, dim, ReduceOp::Sum, kStream, scatter)
                      .isOk());
      ASSERT_TRUE(rt->wait(scatter, kStream).isOk());
      expectEqual(scattered, want, "started reduce_scatter");
    }
  }
}

TEST(Runtime, StartedCollectivesOfTwoGroupsKeepTheirScratch) {
  // Split on dim 1, each of these goes through scratch: an all_gather over
  // b started, a reduce_scatter over a started while it is in flight, an
  // all_gather over a in line while both are, then the two waits in the
  // other order. Each keeps its own scratch until its wait.
  Array full = fullTensor(DType::F32, {4, 8});
  Array other = fullTensor(DType::F32, {4, 8}, 3);
  const std::vector<int> &a = kGroupAxes[A], &b = kGroupAxes[B];
  Array inB = blockOf(full, 1, b), inA = blockOf(other, 1, a);
  Array gatheredB(DType::F32, full.shape), gatheredA(DType::F32, full.shape);
  int64_t n = groupSize(a, rt->mesh());
  int64_t k = groupIndex(a, rt->coords(), rt->mesh());
  Array mine = fullTensor(DType::F32, {4, 8}, double(k + 1));
  Array want =
      blockOf(fullTensor(DType::F32, {4, 8}, double(n * (n + 1) / 2)), 1, a);
  Array scattered(DType::F32, want.shape);
  Runtime::Pending gather, scatter;
  ASSERT_TRUE(rt->startAllGather(B, inB.data.data(), gatheredB.data.data(),
                                 DType::F32, inB.shape, 1, kStream, gather)
                  .isOk());
  ASSERT_TRUE(rt->startReduceScatter(A, mine.data.data(), scattered.data.data(),
                                     DType::F32, mine.shape, 1, ReduceOp::Sum,
                                     kStream, scatter)
                  .isOk());
  ASSERT_TRUE(rt->allGather(A, inA.data.data(), gatheredA.data.data(),
                            DType::F32, inA.shape, 1, kStream)
                  .isOk());
  ASSERT_TRUE(rt->wait(scatter, kStream).isOk());
  ASSERT_TRUE(rt->wait(gather, kStream).isOk());
  expectEqual(gatheredB, full, "started all_gather over b");
  expectEqual(scattered, want, "started reduce_scatter over a");
  expectEqual(gatheredA, other, "all_gather over a in line");
}

TEST(Runtime, AllGatherAlongEveryDimAndGroup) {
  Array full = fullTensor(DType::F32, {4, 8, 2});
  for (int g : {A, B, AB, BA}) {
    for (int dim = 0; dim < 3; ++dim) {
      if (full.shape[size_t(dim)] %
              groupSize(kGroupAxes[size_t(g)], rt->mesh()) !=
          0)
        continue;
      Array in = blockOf(full, dim, kGroupAxes[size_t(g)]);
      Array out(DType::F32, full.shape);
      ASSERT_TRUE(rt->allGather(g, in.data.data(), out.data.data(), DType::F32,
                                in.shape, dim, kStream)
                      .isOk());
      expectEqual(out, full, "all_gather");
    }
  }
}

TEST(Runtime, ReduceScatterAlongEveryDim) {
  Array full = fullTensor(DType::F32, {4, 8});
  for (int g : {B, AB, BA}) {
    const std::vector<int> &axes = kGroupAxes[size_t(g)];
    int64_t n = groupSize(axes, rt->mesh());
    int64_t k = groupIndex(axes, rt->coords(), rt->mesh());
    for (int dim = 0; dim < 2; ++dim) {
      Array in = fullTensor(DType::F32, {4, 8}, double(k + 1));
      Array want = blockOf(
          fullTensor(DType::F32, {4, 8}, double(n * (n + 1) / 2)), dim, axes);
      Array out(DType::F32, want.shape);
      ASSERT_TRUE(rt->reduceScatter(g, in.data.data(), out.data.data(),
                                    DType::F32, in.shape, dim, ReduceOp::Sum,
                                    kStream)
                      .isOk());
      expectEqual(out, want, "reduce_scatter");
    }
  }
  (void)full;
}

TEST(Runtime, AllToAllMovesTheSplit) {
  Array full = fullTensor(DType::F32, {4, 8, 4});
  for (int g : {A, AB}) {
    const std::vector<int> &axes = kGroupAxes[size_t(g)];
    for (auto [split, concat] : {std::pair{1, 0}, {0, 1}, {2, 1}, {1, 2}}) {
      Array in = blockOf(full, concat, axes);
      Array want = blockOf(full, split, axes);
      Array out(DType::F32, want.shape);
      ASSERT_TRUE(rt->allToAll(g, in.data.data(), out.data.data(), DType::F32,
                               in.shape, split, concat, kStream)
                      .isOk());
      expectEqual(out, want, "all_to_all");
    }
  }
}

TEST(Runtime, AllSliceKeepsTheGroupBlock) {
  Array full = fullTensor(DType::BF16, {4, 8});
  for (int g : {A, BA})
    for (int dim = 0; dim < 2; ++dim) {
      Array want = blockOf(full, dim, kGroupAxes[size_t(g)]);
      Array out(DType::BF16, want.shape);
      ASSERT_TRUE(rt->allSlice(g, full.data.data(), out.data.data(),
                               DType::BF16, full.shape, dim, kStream)
                      .isOk());
      expectEqual(out, want, "all_slice");
    }
}

TEST(Runtime, BroadcastFromEveryRoot) {
  for (int root = 0; root < 4; ++root) {
    int64_t k = groupIndex(kGroupAxes[AB], rt->coords(), rt->mesh());
    Array in = fullTensor(DType::F32, {5}, double(k + 1));
    Array out(DType::F32, {5});
    ASSERT_TRUE(rt->broadcast(AB, in.data.data(), out.data.data(), DType::F32,
                              {5}, root, kStream)
                    .isOk());
    expectEqual(out, fullTensor(DType::F32, {5}, double(root + 1)),
                "broadcast");
  }
}

TEST(Runtime, SendRecvAlongAnAxis) {
  // Along b, rank 0 of each group sends to rank 1.
  int64_t k = groupIndex(kGroupAxes[B], rt->coords(), rt->mesh());
  Array message = fullTensor(DType::F32, {6}, double(rt->coords()[0] + 3));
  if (k == 0) {
    ASSERT_TRUE(rt->exchange(B,
                             {Runtime::sendTo(message.data.data(), DType::F32,
                                              {6}, /*peer=*/1)},
                             kStream)
                    .isOk());
  } else {
    Array got(DType::F32, {6});
    ASSERT_TRUE(rt->exchange(B,
                             {Runtime::recvFrom(got.data.data(), DType::F32,
                                                {6}, /*peer=*/0)},
                             kStream)
                    .isOk());
    expectEqual(got, message, "recv");
  }
}

TEST(Runtime, CountsWhatEachCollectiveSends) {
  // On the 2 x 2 mesh: a ring all_reduce of 32 bytes over 4 ranks sends
  // 2 * 3/4 * 32 = 48; an all_gather of 16 bytes over 2 sends 16; an
  // all_slice nothing; a send its 24 bytes, a receive nothing.
  rt->resetTraffic();
  Array x = fullTensor(DType::F32, {8});
  Array sum(DType::F32, {8});
  ASSERT_TRUE(rt->allReduce(AB, x.data.data(), sum.data.data(), DType::F32, {8},
                            ReduceOp::Sum, kStream)
                  .isOk());
  Array gathered(DType::F32, {8});
  ASSERT_TRUE(rt->allGather(A, x.data.data(), gathered.data.data(), DType::F32,
                            {4}, 0, kStream)
                  .isOk());
  Array slice(DType::F32, {4});
  ASSERT_TRUE(rt->allSlice(A, x.data.data(), slice.data.data(), DType::F32, {8},
                           0, kStream)
                  .isOk());
  EXPECT_EQ(rt->traffic().calls, 3);
  EXPECT_EQ(rt->traffic().bytesSent, 48 + 16);
  int64_t k = groupIndex(kGroupAxes[B], rt->coords(), rt->mesh());
  Array message = fullTensor(DType::F32, {6});
  ASSERT_TRUE(rt->exchange(B,
                           {k == 0 ? Runtime::sendTo(message.data.data(),
                                                     DType::F32, {6}, 1)
                                   : Runtime::recvFrom(message.data.data(),
                                                       DType::F32, {6}, 0)},
                           kStream)
                  .isOk());
  EXPECT_EQ(rt->traffic().calls, 4);
  EXPECT_EQ(rt->traffic().bytesSent, 48 + 16 + (k == 0 ? 24 : 0));
}

TEST(Runtime, GroupedSendsAndRecvsDoNotDeadlock) {
  // Every rank of the ring over (a, b) sends 16 MiB to the next rank and
  // receives from the previous one, sends posted first: blocking sends of
  // this size (past MPI's eager limit) would wait for receives that are
  // never posted. Two messages per peer also check that they pair in order.
  const int64_t count = int64_t(1) << 22;
  auto [n, k, next, prev] = ringOverAB();
  Array first = fullTensor(DType::F32, {count}, double(k + 1));
  Array second = fullTensor(DType::F32, {count}, double(k + 10));
  Array gotFirst(DType::F32, {count}), gotSecond(DType::F32, {count});
  ASSERT_TRUE(
      rt->exchange(
            AB,
            {Runtime::sendTo(first.data.data(), DType::F32, {count}, next),
             Runtime::sendTo(second.data.data(), DType::F32, {count}, next),
             Runtime::recvFrom(gotFirst.data.data(), DType::F32, {count}, prev),
             Runtime::recvFrom(gotSecond.data.data(), DType::F32, {count},
                               prev)},
            kStream)
          .isOk());
  expectEqual(gotFirst, fullTensor(DType::F32, {count}, double(prev + 1)),
              "first message");
  expectEqual(gotSecond, fullTensor(DType::F32, {count}, double(prev + 10)),
              "second message");
}

TEST(Runtime, StartedExchangesFinishWhenTheirBuffersAreNamed) {
  // Around the ring over (a, b), 16 MiB per message (past MPI's eager
  // limit): two exchanges in flight at once, the second on other buffers.
  // Naming the second's receive completes it alone; a third exchange that
  // sends the first's received buffer completes the first before it
  // posts, so what it forwards is what arrived; finishAllInFlight
  // completes the rest.
  const int64_t count = int64_t(1) << 22;
  auto [n, k, next, prev] = ringOverAB();
  Array first = fullTensor(DType::F32, {count}, double(k + 1));
  Array second = fullTensor(DType::F32, {count}, double(k + 10));
  Array gotFirst(DType::F32, {count}), gotSecond(DType::F32, {count});
  Array forwarded(DType::F32, {count});
  ASSERT_TRUE(rt->startExchange(AB,
                                {Runtime::sendTo(first.data.data(), DType::F32,
                                                 {count}, next),
                                 Runtime::recvFrom(gotFirst.data.data(),
                                                   DType::F32, {count}, prev)},
                                kStream)
                  .isOk());
  ASSERT_TRUE(rt->startExchange(AB,
                                {Runtime::sendTo(second.data.data(), DType::F32,
                                                 {count}, next),
                                 Runtime::recvFrom(gotSecond.data.data(),
                                                   DType::F32, {count}, prev)},
                                kStream)
                  .isOk());
  ASSERT_TRUE(rt->finishInFlight({gotSecond.data.data()}, kStream).isOk());
  expectEqual(gotSecond, fullTensor(DType::F32, {count}, double(prev + 10)),
              "second message");
  ASSERT_TRUE(rt->startExchange(AB,
                                {Runtime::sendTo(gotFirst.data.data(),
                                                 DType::F32, {count}, next),
                                 Runtime::recvFrom(forwarded.data.data(),
                                                   DType::F32, {count}, prev)},
                                kStream)
                  .isOk());
  expectEqual(gotFirst, fullTensor(DType::F32, {count}, double(prev + 1)),
              "first message");
  ASSERT_TRUE(rt->finishAllInFlight(kStream).isOk());
  int64_t twoBack = (prev + n - 1) % n;
  expectEqual(forwarded, fullTensor(DType::F32, {count}, double(twoBack + 1)),
              "forwarded message");
}

TEST(Runtime, ReducedBuffersStayInFlightUntilNamed) {
  // A bucket of two buffers (f32 and bf16) summed in place over (a, b) and
  // one more over a (max), started while an exchange is in flight: the
  // exchange into the first buffer completes before that buffer is
  // reduced, naming one buffer completes its bucket (not the other), and
  // finishAllInFlight the rest. Run in line or overlapped
  // (mpi_overlap_test sets SHARDRT_OVERLAP=1), the sums are the same.
  auto [n, k, next, prev] = ringOverAB();
  int64_t kA = groupIndex(kGroupAxes[A], rt->coords(), rt->mesh());
  int64_t nA = groupSize(kGroupAxes[A], rt->mesh());
  Array sent = fullTensor(DType::F32, {5, 3}, double(k + 1));
  Array got(DType::F32, {5, 3});
  Array half = fullTensor(DType::BF16, {7}, double(k + 2));
  Array most = fullTensor(DType::I32, {4}, double(kA * 3));
  ASSERT_TRUE(
      rt->startExchange(
            AB,
            {Runtime::sendTo(sent.data.data(), DType::F32, {5, 3}, next),
             Runtime::recvFrom(got.data.data(), DType::F32, {5, 3}, prev)},
            kStream)
          .isOk());
  rt->resetTraffic();
  ASSERT_TRUE(rt->startAllReduceBuffers(AB,
                                        {{got.data.data(), DType::F32, {5, 3}},
                                         {half.data.data(), DType::BF16, {7}}},
                                        ReduceOp::Sum, kStream)
                  .isOk());
  ASSERT_TRUE(rt->startAllReduceBuffers(A,
                                        {{most.data.data(), DType::I32, {4}}},
                                        ReduceOp::Max, kStream)
                  .isOk());
  EXPECT_EQ(rt->traffic().calls, 3);
  ASSERT_TRUE(rt->finishInFlight({half.data.data()}, kStream).isOk());
  expectEqual(half, fullTensor(DType::BF16, {7}, double(n * (n + 3) / 2)),
              "bf16 sum");
  ASSERT_TRUE(rt->finishAllInFlight(kStream).isOk());
  expectEqual(got, fullTensor(DType::F32, {5, 3}, double(n * (n + 1) / 2)),
              "received, then summed");
  Array base = fullTensor(DType::I32, {4});
  for (int64_t i = 0; i < most.numElements(); ++i)
    EXPECT_EQ(most.get(i), std::max(0.0, base.get(i) * double((nA - 1) * 3)))
        << "max element " << i;
}

TEST(Runtime, ScatteredBuffersStayInFlightUntilNamed) {
  // A bucket of two buffers reduce_scattered over (a, b) into two others,
  // one along dim 0 and one along dim 1 (whose blocks are packed first),
  // left in flight: naming a share completes the bucket with this rank's
  // blocks of the sums, and a second bucket into the same share completes
  // the first before it starts, so the share holds the later sum. In line
  // or overlapped (mpi_overlap_test), the same sums.
  auto [n, k, next, prev] = ringOverAB();
  (void)next;
  (void)prev;
  Array whole = fullTensor(DType::F32, {2 * n, 3}, double(k + 1));
  Array again = fullTensor(DType::F32, {2 * n, 3}, double(k + 2));
  Array wide = fullTensor(DType::BF16, {3, 2 * n}, double(k + 3));
  Array share(DType::F32, {2, 3});
  Array wideShare(DType::BF16, {3, 2});
  rt->resetTraffic();
  ASSERT_TRUE(
      rt->startReduceScatterBuffers(
            AB,
            {{whole.data.data(), share.data.data(), DType::F32, {2 * n, 3}, 0},
             {wide.data.data(),
              wideShare.data.data(),
              DType::BF16,
              {3, 2 * n},
              1}},
            ReduceOp::Sum, kStream)
          .isOk());
  ASSERT_TRUE(rt->finishInFlight({share.data.data()}, kStream).isOk());
  Array sum = fullTensor(DType::F32, {2 * n, 3}, double(n * (n + 1) / 2));
  expectEqual(share, blockOf(sum, 0, kGroupAxes[AB]), "scattered sum");
  Array wideSum =
      fullTensor(DType::BF16, {3, 2 * n}, double(n * (n + 1) / 2 + 2 * n));
  expectEqual(wideShare, blockOf(wideSum, 1, kGroupAxes[AB]),
              "scattered along dim 1");
  ASSERT_TRUE(
      rt->startReduceScatterBuffers(
            AB,
            {{whole.data.data(), share.data.data(), DType::F32, {2 * n, 3}, 0}},
            ReduceOp::Sum, kStream)
          .isOk());
  ASSERT_TRUE(
      rt->startReduceScatterBuffers(
            AB,
            {{again.data.data(), share.data.data(), DType::F32, {2 * n, 3}, 0}},
            ReduceOp::Sum, kStream)
          .isOk());
  ASSERT_TRUE(rt->finishAllInFlight(kStream).isOk());
  expectEqual(
      share,
      blockOf(fullTensor(DType::F32, {2 * n, 3}, double(n * (n + 1) / 2 + n)),
              0, kGroupAxes[AB]),
      "the later sum");
  EXPECT_EQ(rt->traffic().calls, 4);
}

TEST(Communicator, InPlaceCollectivesFollowNccl) {
  // all_gather in place: this rank's block already sits at its offset.
  Communicator &comm = rt->group(AB);
  int n = comm.size(), r = comm.rank();
  const size_t block = 5;
  std::vector<float> gathered(block * size_t(n), -1.0f);
  for (size_t i = 0; i < block; ++i)
    gathered[size_t(r) * block + i] = float(r * 100 + int(i));
  ASSERT_TRUE(comm.allGather(gathered.data() + size_t(r) * block,
                             gathered.data(), block, DType::F32, kStream)
                  .isOk());
  for (int q = 0; q < n; ++q)
    for (size_t i = 0; i < block; ++i)
      EXPECT_EQ(gathered[size_t(q) * block + i], float(q * 100 + int(i)));
  // reduce_scatter in place: the result lands in this rank's block.
  std::vector<float> reduced(block * size_t(n));
  for (size_t i = 0; i < reduced.size(); ++i)
    reduced[i] = float(int(i) * (r + 1));
  float *mine = reduced.data() + size_t(r) * block;
  ASSERT_TRUE(comm.reduceScatter(reduced.data(), mine, block, DType::F32,
                                 ReduceOp::Sum, kStream)
                  .isOk());
  for (size_t i = 0; i < block; ++i)
    EXPECT_EQ(mine[i], float(int(size_t(r) * block + i) * n * (n + 1) / 2));
}

TEST(Runtime, ErrorsNameTheCollectiveAndGroup) {
  // Broadcasting from a rank outside the group is an MPI error, returned.
  Array in = fullTensor(DType::F32, {2});
  Status status = rt->broadcast(B, in.data.data(), in.data.data(), DType::F32,
                                {2}, /*root=*/7, kStream);
  ASSERT_FALSE(status.isOk());
  EXPECT_NE(status.message().find("broadcast over {\"b\"}: MPI_Bcast"),
            std::string::npos)
      << status.message();
}

int main(int argc, char **argv) {
  StatusOr<std::unique_ptr<Communicator>> world = createMpiWorld(&argc, &argv);
  if (!world.isOk()) {
    std::fprintf(stderr, "%s\n", world.status().message().c_str());
    return 1;
  }
  // Only rank 0 reports XML, so the results count once. GoogleTest reads
  // XML_OUTPUT_FILE during static initialization (unsetting it now is too
  // late) and installs its XML writer inside InitGoogleTest (clearing the flag
  // after that is too late too: four ranks wrote one file at once and CI read
  // a torn file), so the flag is cleared here, in between.
  if ((*world)->rank() != 0)
    GTEST_FLAG_SET(output, "");
  ::testing::InitGoogleTest(&argc, argv);
  MeshShape mesh;
  mesh.axes = {"a", "b"};
  mesh.sizes = {2, 2};
  StatusOr<std::unique_ptr<Runtime>> runtime =
      Runtime::create(std::move(*world), mesh, kGroups);
  if (!runtime.isOk()) {
    std::fprintf(stderr, "%s\n", runtime.status().message().c_str());
    return 1;
  }
  rt = runtime->get();
  int failed = RUN_ALL_TESTS();
  runtime->reset();
  finalizeMpi();
  return failed;
}
