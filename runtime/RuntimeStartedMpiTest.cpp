//===- RuntimeStartedMpiTest.cpp - collectives left in flight, 4 ranks ----===//
//
// Started collectives, exchanges and bucket reductions, each complete once
// its wait returns or a later call names one of its buffers. In line on
// the host unless SHARDRT_OVERLAP=1 (//runtime:mpi_overlap_test and
// //runtime:mpi_overlap_chunked_test run them in flight).
//
//===----------------------------------------------------------------------===//

#include "runtime/RuntimeMpiTestSupport.h"

using namespace shardrt;
using namespace shardrt::mpitest;

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

TEST(Runtime, StartedExchangesFinishWhenTheirBuffersAreNamed) {
  // Around the ring over (a, b), 16 MiB per message (past MPI's eager
  // limit): two exchanges in flight at once, the second on other buffers.
  // Naming the second's receive completes it alone; a third exchange that
  // sends the first's received buffer completes the first before it
  // posts, so what it forwards is what arrived; finishAllInFlight
  // completes the rest.
  const int64_t count = RingMessages::kCount;
  auto [n, k, next, prev] = ringOverAB();
  auto [first, second, gotFirst, gotSecond] = RingMessages(k);
  Array forwarded(DType::F32, {count});
  // Sends `out` to the next rank and receives `in` from the previous one.
  auto startRing = [&](Array &out, Array &in) {
    return rt->startExchange(
        AB,
        {Runtime::sendTo(out.data.data(), DType::F32, {count}, next),
         Runtime::recvFrom(in.data.data(), DType::F32, {count}, prev)},
        kStream);
  };
  ASSERT_TRUE(startRing(first, gotFirst).isOk());
  ASSERT_TRUE(startRing(second, gotSecond).isOk());
  ASSERT_TRUE(rt->finishInFlight({gotSecond.data.data()}, kStream).isOk());
  expectEqual(gotSecond, RingMessages::secondFrom(prev), "second message");
  ASSERT_TRUE(startRing(gotFirst, forwarded).isOk());
  expectEqual(gotFirst, RingMessages::firstFrom(prev), "first message");
  ASSERT_TRUE(rt->finishAllInFlight(kStream).isOk());
  int64_t twoBack = (prev + n - 1) % n;
  expectEqual(forwarded, RingMessages::firstFrom(twoBack), "forwarded message");
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
