//===- RuntimeMpiTest.cpp - every Runtime collective on 4 MPI ranks -------===//
//
// The collectives run in line; RuntimeStartedMpiTest.cpp has the ones left
// in flight. RuntimeMpiTestSupport.h says how the tests check them.
//
//===----------------------------------------------------------------------===//

#include "runtime/RuntimeMpiTestSupport.h"

using namespace shardrt;
using namespace shardrt::mpitest;

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
  const int64_t count = RingMessages::kCount;
  auto [n, k, next, prev] = ringOverAB();
  auto [first, second, gotFirst, gotSecond] = RingMessages(k);
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
  expectEqual(gotFirst, RingMessages::firstFrom(prev), "first message");
  expectEqual(gotSecond, RingMessages::secondFrom(prev), "second message");
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
