//===- CoreTest.cpp - dtypes, files, shard layouts, job descriptions ------===//

#include "runtime/Array.h"
#include "runtime/InputPlan.h"
#include "runtime/JobSpec.h"
#include "runtime/Layout.h"
#include "runtime/Safetensors.h"
#include "runtime/Trace.h"

#include <gtest/gtest.h>

#include <iterator>

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace shardrt;

namespace {

Array iota(DType dtype, std::vector<int64_t> shape) {
  Array a(dtype, std::move(shape));
  for (int64_t i = 0; i < a.numElements(); ++i)
    a.set(i, double(i));
  return a;
}

std::string tempPath(const char *name) {
  const char *dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

} // namespace

TEST(DType, HalfConversionsRoundToNearestEven) {
  EXPECT_EQ(floatToF16(1.0f), 0x3c00);
  EXPECT_EQ(floatToF16(-2.5f), 0xc100);
  EXPECT_EQ(floatToF16(65504.0f), 0x7bff);
  EXPECT_EQ(floatToF16(1e6f), 0x7c00); // overflow to inf
  // 1 + 2^-11 is halfway between 1 and the next half; ties go to even (1).
  EXPECT_EQ(floatToF16(1.0f + 0x1p-11f), 0x3c00);
  EXPECT_EQ(floatToF16(1.0f + 0x1p-11f + 0x1p-20f), 0x3c01);
  EXPECT_EQ(f16ToFloat(0x0001), 0x1p-24f); // smallest subnormal
  EXPECT_EQ(floatToF16(0x1p-24f), 0x0001);
  EXPECT_TRUE(std::isnan(f16ToFloat(floatToF16(NAN))));
  for (uint32_t h = 0; h < 0x7c00; ++h) // every finite positive half
    ASSERT_EQ(floatToF16(f16ToFloat(uint16_t(h))), h) << h;
}

// Against the compiler's IEEE conversions (_Float16): every half to float,
// and floats over the whole range (every 2^9-th bit pattern) and at every
// half's midpoints, where rounding to even decides.
TEST(DType, HalfConversionsMatchTheCompilers) {
  auto ref = [](float f) {
    _Float16 h = _Float16(f);
    uint16_t bits;
    std::memcpy(&bits, &h, 2);
    return bits;
  };
  for (uint32_t h = 0; h < 0x10000; ++h) {
    _Float16 half;
    uint16_t bits = uint16_t(h);
    std::memcpy(&half, &bits, 2);
    float want = float(half), got = f16ToFloat(bits);
    if (std::isnan(want))
      ASSERT_TRUE(std::isnan(got)) << h;
    else
      ASSERT_EQ(std::memcmp(&want, &got, 4), 0) << h;
  }
  auto check = [&](uint32_t bits) {
    float f;
    std::memcpy(&f, &bits, 4);
    if (std::isnan(f))
      ASSERT_EQ(floatToF16(f) & 0x7e00, 0x7e00) << bits;
    else
      ASSERT_EQ(floatToF16(f), ref(f)) << std::hex << bits;
  };
  for (uint64_t bits = 0; bits < (uint64_t(1) << 32); bits += 1 << 9)
    check(uint32_t(bits));
  for (uint32_t h = 0; h < 0x7c00; ++h) {
    // The float halfway between h and h + 1, and its neighbours.
    float lo = f16ToFloat(uint16_t(h)), hi = f16ToFloat(uint16_t(h + 1));
    float mid = lo + (hi - lo) / 2;
    uint32_t bits;
    std::memcpy(&bits, &mid, 4);
    for (uint32_t b : {bits - 1, bits, bits + 1})
      for (uint32_t sign : {0u, 0x80000000u})
        check(b | sign);
  }
}

TEST(DType, BFloat16ConversionsRoundToNearestEven) {
  EXPECT_EQ(floatToBf16(1.0f), 0x3f80);
  EXPECT_EQ(bf16ToFloat(0x3f80), 1.0f);
  // 1 + 2^-8 is halfway; ties to even.
  EXPECT_EQ(floatToBf16(1.0f + 0x1p-8f), 0x3f80);
  EXPECT_EQ(floatToBf16(1.0f + 0x1p-8f + 0x1p-12f), 0x3f81);
  EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBf16(NAN))));
}

TEST(DType, NamesRoundTrip) {
  for (DType t : {DType::F32, DType::F16, DType::BF16, DType::F64, DType::I64,
                  DType::I32, DType::I16, DType::I8, DType::Bool})
    EXPECT_EQ(parseDType(name(t)), t);
  EXPECT_FALSE(parseDType("f8").has_value());
}

TEST(Npy, RoundTripsEveryDType) {
  for (DType t : {DType::F32, DType::F16, DType::BF16, DType::F64, DType::I64,
                  DType::I32, DType::I16, DType::I8}) {
    Array a = iota(t, {3, 5});
    std::string path = tempPath("roundtrip.npy");
    ASSERT_TRUE(writeNpy(path, a).isOk());
    StatusOr<Array> b = readNpy(path);
    ASSERT_TRUE(b.isOk()) << b.status().message();
    EXPECT_EQ(b->dtype, t);
    EXPECT_EQ(b->shape, a.shape);
    EXPECT_EQ(b->data, a.data) << name(t);
  }
}

TEST(Npy, ScalarsAndVectors) {
  for (std::vector<int64_t> shape : {std::vector<int64_t>{}, {7}}) {
    Array a = iota(DType::F32, shape);
    std::string path = tempPath("shape.npy");
    ASSERT_TRUE(writeNpy(path, a).isOk());
    StatusOr<Array> b = readNpy(path);
    ASSERT_TRUE(b.isOk());
    EXPECT_EQ(b->shape, shape);
  }
}

TEST(Npy, RejectsWhatItCannotRead) {
  std::string path = tempPath("bad.npy");
  FILE *f = std::fopen(path.c_str(), "wb");
  std::fputs("not numpy", f);
  std::fclose(f);
  StatusOr<Array> bad = readNpy(path);
  ASSERT_FALSE(bad.isOk());
  EXPECT_NE(bad.status().message().find("is not a .npy file"),
            std::string::npos);
  StatusOr<Array> missing = readNpy(tempPath("missing.npy"));
  ASSERT_FALSE(missing.isOk());
  EXPECT_NE(missing.status().message().find("cannot open"), std::string::npos);
}

TEST(Mesh, ParsesAndNumbersDevicesRowMajor) {
  StatusOr<MeshShape> mesh = MeshShape::parse("dp=2,pp=3,tp=4");
  ASSERT_TRUE(mesh.isOk());
  EXPECT_EQ(mesh->numDevices(), 24);
  EXPECT_EQ(mesh->coords(23), (std::vector<int64_t>{1, 2, 3}));
  EXPECT_EQ(mesh->coords(5), (std::vector<int64_t>{0, 1, 1}));
  EXPECT_EQ(mesh->rankOf({1, 0, 2}), 14);
  EXPECT_EQ(mesh->axisIndex("tp"), 2);
  EXPECT_FALSE(MeshShape::parse("dp").isOk());
  EXPECT_FALSE(MeshShape::parse("dp=0").isOk());
  EXPECT_FALSE(MeshShape::parse("dp=2,dp=2").isOk());
  EXPECT_FALSE(MeshShape::parse("dp=x").isOk());
}

TEST(Layout, BlocksFollowAxisOrder) {
  MeshShape mesh = *MeshShape::parse("a=2,b=2");
  Array full = iota(DType::F32, {4, 2});
  // Dim 0 split over {b, a}: the block index is b*2 + a.
  ShardSpec spec;
  spec.dimAxes = {{1, 0}, {}};
  for (int64_t rank = 0; rank < 4; ++rank) {
    std::vector<int64_t> c = mesh.coords(rank);
    StatusOr<Array> block = extractShard(full, spec, mesh, rank);
    ASSERT_TRUE(block.isOk());
    EXPECT_EQ(block->shape, (std::vector<int64_t>{1, 2}));
    EXPECT_EQ(block->get(0), double((c[1] * 2 + c[0]) * 2)) << rank;
  }
}

TEST(Layout, BlocksHoldEachBlocksPart) {
  // 12 columns in 3 blocks of 4, each split over a=2: device a holds
  // columns {2a, 2a+1} of every block, in block order.
  MeshShape mesh = *MeshShape::parse("a=2");
  Array full = iota(DType::F32, {1, 12});
  ShardSpec spec;
  spec.dimAxes = {{}, {0}};
  spec.dimBlocks = {1, 3};
  for (int64_t rank = 0; rank < 2; ++rank) {
    StatusOr<Array> block = extractShard(full, spec, mesh, rank);
    ASSERT_TRUE(block.isOk());
    EXPECT_EQ(block->shape, (std::vector<int64_t>{1, 6}));
    for (int64_t i = 0; i < 6; ++i)
      EXPECT_EQ(block->get(i), double((i / 2) * 4 + rank * 2 + i % 2))
          << rank << " " << i;
  }
  // Each block must divide among the devices.
  spec.dimBlocks = {1, 4};
  EXPECT_FALSE(extractShard(full, spec, mesh, 0).isOk());
}

TEST(Layout, AssembleInvertsExtract) {
  MeshShape mesh = *MeshShape::parse("a=2,b=3");
  // Integers round-trip exactly, partial sums, maxima and minima included.
  Array full = iota(DType::I32, {6, 4});
  for (ShardSpec spec : {ShardSpec::replicated(2), ShardSpec{{{1}, {0}}, {}},
                         ShardSpec{{{0, 1}, {}}, {}}, ShardSpec{{{}, {0}}, {1}},
                         ShardSpec{{{}, {0}}, {1}, ReduceOp::Max},
                         ShardSpec{{{}, {}}, {0, 1}, ReduceOp::Min},
                         ShardSpec{{{1}, {0}}, {}, ReduceOp::Sum, {2, 1}},
                         ShardSpec{{{}, {0}}, {1}, ReduceOp::Sum, {1, 2}}}) {
    std::vector<Array> blocks;
    for (int64_t r = 0; r < mesh.numDevices(); ++r)
      blocks.push_back(*extractShard(full, spec, mesh, r, 7));
    StatusOr<Array> back = assemble(blocks, full.shape, spec, mesh, 0);
    ASSERT_TRUE(back.isOk()) << back.status().message();
    EXPECT_EQ(back->data, full.data);
  }
}

TEST(Layout, PartialInputsDifferOnEveryDevice) {
  // A partial sum is split into random parts: no device holds the value
  // and zeros elsewhere (a broadcast would then pass for an all-reduce).
  MeshShape mesh = *MeshShape::parse("a=4");
  Array full = iota(DType::F32, {8});
  for (ReduceOp op : {ReduceOp::Sum, ReduceOp::Max, ReduceOp::Min}) {
    ShardSpec spec{{{}}, {0}, op};
    std::vector<Array> blocks;
    for (int64_t r = 0; r < 4; ++r)
      blocks.push_back(*extractShard(full, spec, mesh, r, 3));
    for (int64_t r = 1; r < 4; ++r)
      EXPECT_NE(blocks[r].data, blocks[0].data) << int(op) << " rank " << r;
    for (int64_t i = 0; i < 8; ++i)
      EXPECT_NE(blocks[0].get(i), 0) << int(op) << " element " << i;
    StatusOr<Array> back = assemble(blocks, full.shape, spec, mesh, 0);
    ASSERT_TRUE(back.isOk());
    for (int64_t i = 0; i < 8; ++i)
      EXPECT_NEAR(back->get(i), full.get(i), 1e-5) << int(op);
  }
}

TEST(Layout, AssembleKeepsWideIntegersExact) {
  // Values above 2^53 do not survive a trip through double.
  MeshShape mesh = *MeshShape::parse("a=2");
  Array full(DType::I64, {2});
  full.setInt(0, INT64_MAX - 15);
  full.setInt(1, INT64_MIN + 3);
  ShardSpec spec{{{0}}, {}};
  std::vector<Array> blocks = {*extractShard(full, spec, mesh, 0),
                               *extractShard(full, spec, mesh, 1)};
  StatusOr<Array> back = assemble(blocks, full.shape, spec, mesh, 0);
  ASSERT_TRUE(back.isOk());
  EXPECT_EQ(back->getInt(0), INT64_MAX - 15);
  EXPECT_EQ(back->getInt(1), INT64_MIN + 3);
}

TEST(Layout, PartialIntegerPartsStayInTheirType) {
  // A max (min) part below (above) an i8's smallest (largest) value would
  // wrap around and win the reduction.
  MeshShape mesh = *MeshShape::parse("a=4");
  for (DType dtype : {DType::I8, DType::I64}) {
    Array full(dtype, {4});
    int64_t lo = dtype == DType::I8 ? -128 : INT64_MIN;
    int64_t hi = dtype == DType::I8 ? 127 : INT64_MAX;
    for (int64_t i = 0; i < 4; ++i)
      full.setInt(i, i % 2 ? hi - i / 2 : lo + i / 2);
    for (ReduceOp op : {ReduceOp::Max, ReduceOp::Min}) {
      ShardSpec spec{{{}}, {0}, op};
      std::vector<Array> blocks;
      for (int64_t r = 0; r < 4; ++r)
        blocks.push_back(*extractShard(full, spec, mesh, r, 11));
      StatusOr<Array> back = assemble(blocks, full.shape, spec, mesh, 0);
      ASSERT_TRUE(back.isOk()) << back.status().message();
      EXPECT_EQ(back->data, full.data) << name(dtype) << " " << int(op);
    }
  }
}

TEST(Layout, AssembleReducesPartialsAndChecksReplicas) {
  MeshShape mesh = *MeshShape::parse("a=2,b=2");
  ShardSpec spec;
  spec.dimAxes = {{}};
  spec.partialAxes = {1};
  std::vector<Array> blocks;
  for (int64_t r = 0; r < 4; ++r) {
    Array block(DType::F32, {2});
    block.set(0, double(mesh.coords(r)[1] + 1)); // 1 and 2
    block.set(1, 10);
    blocks.push_back(block);
  }
  StatusOr<Array> sum = assemble(blocks, {2}, spec, mesh, 0);
  ASSERT_TRUE(sum.isOk()) << sum.status().message();
  EXPECT_EQ(sum->get(0), 3);
  EXPECT_EQ(sum->get(1), 20);
  spec.partialOp = ReduceOp::Max;
  EXPECT_EQ(assemble(blocks, {2}, spec, mesh, 0)->get(0), 2);
  // Axis a replicates: device 2 (a=1) must agree with device 0.
  blocks[2].set(1, 11);
  StatusOr<Array> bad = assemble(blocks, {2}, spec, mesh, 1e-6);
  ASSERT_FALSE(bad.isOk());
  EXPECT_NE(bad.status().message().find("replicas disagree: device 2"),
            std::string::npos);
}

TEST(Layout, RejectsIndivisibleDims) {
  MeshShape mesh = *MeshShape::parse("a=4");
  ShardSpec spec{{{0}}, {}};
  StatusOr<std::vector<int64_t>> local = localShape({6}, spec, mesh);
  ASSERT_FALSE(local.isOk());
  EXPECT_EQ(local.status().message(), "dim 0 of size 6 is not divisible by 4");
}

TEST(Trace, RecordsActionsOnlyWhenEnabled) {
  shardrt::Trace trace;
  trace.beginAction("forward", 0, 0);
  trace.endAction();
  EXPECT_TRUE(trace.all().empty());
  trace.enable();
  trace.beginAction("forward", 3, 0);
  // A new action ends the open one; chunks > 0 are named.
  trace.beginAction("weight_gradient", 2, 1);
  trace.endAction();
  trace.endAction();
  ASSERT_EQ(trace.all().size(), 2u);
  EXPECT_EQ(trace.all()[0].name, "F3");
  EXPECT_EQ(trace.all()[1].name, "W2.1");
  EXPECT_LE(trace.all()[0].end, trace.all()[1].start);
  std::string text = trace.json(5);
  EXPECT_NE(text.find("{\"name\": \"F3\", \"cat\": \"action\", \"ph\": "
                      "\"X\", \"pid\": 5, \"tid\": 0"),
            std::string::npos);
  EXPECT_EQ(text.front(), '[');
}

TEST(Layout, ExtractBlockReadsOnlyTheDevicesBlock) {
  // A step of a dataset in a mapped file: the block of device (1, 1) of a
  // [dp] x [tp in 2 blocks] split, read straight from the bytes.
  MeshShape mesh{{"dp", "tp"}, {2, 2}};
  ShardSpec spec = ShardSpec::replicated(2);
  spec.dimAxes = {{0}, {1}};
  spec.dimBlocks = {1, 2};
  Array full = iota(DType::I32, {4, 8});
  StatusOr<Array> viaArray = extractShard(full, spec, mesh, 3);
  StatusOr<Array> viaBytes =
      extractBlock(full.data.data(), full.dtype, full.shape, spec, mesh, 3);
  ASSERT_TRUE(viaBytes.isOk()) << viaBytes.status().message();
  EXPECT_EQ(viaBytes->shape, (std::vector<int64_t>{2, 4}));
  // Rows 2-3; of each 4-column block, its second half.
  std::vector<int64_t> want = {18, 19, 22, 23, 26, 27, 30, 31};
  for (size_t i = 0; i < want.size(); ++i)
    EXPECT_EQ(viaBytes->getInt(int64_t(i)), want[i]) << i;
  EXPECT_EQ(viaBytes->data, viaArray->data);
}

TEST(Layout, ExtractRangeInPiecesIsTheShard) {
  // A rank reads its block of an input a piece at a time (ProgramIo.cpp):
  // pieces of any size, starting anywhere, put together are what
  // extractShard makes of the whole, partial parts included.
  MeshShape mesh = *MeshShape::parse("a=2,b=3");
  for (DType dtype : {DType::F32, DType::I16, DType::Bool}) {
    Array full = iota(dtype, {6, 12});
    for (ShardSpec spec :
         {ShardSpec::replicated(2), ShardSpec{{{1}, {0}}, {}},
          ShardSpec{{{0, 1}, {}}, {}}, ShardSpec{{{}, {0}}, {1}, ReduceOp::Sum},
          ShardSpec{{{}, {}}, {0, 1}, ReduceOp::Max},
          ShardSpec{{{1}, {0}}, {}, ReduceOp::Sum, {2, 3}},
          ShardSpec{{{}, {1}}, {0}, ReduceOp::Min, {1, 2}}}) {
      for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
        Array whole = *extractShard(full, spec, mesh, rank, 5);
        size_t elem = sizeOf(dtype);
        std::vector<std::byte> pieces(whole.numBytes());
        int64_t count = whole.numElements();
        for (int64_t at = 0, step = 1; at < count; at += step, step += 2) {
          int64_t n = std::min(step, count - at);
          ASSERT_TRUE(extractRange(full.data.data(), dtype, full.shape, spec,
                                   mesh, rank, 5, at, n,
                                   pieces.data() + size_t(at) * elem)
                          .isOk());
        }
        EXPECT_EQ(pieces, whole.data)
            << name(dtype) << " rank " << rank << " dims "
            << spec.dimAxes.size() << " partial " << spec.partialAxes.size();
      }
    }
  }
  // A range outside the block is an error, not a read past it.
  std::vector<std::byte> out(64);
  Array full = iota(DType::F32, {4});
  EXPECT_FALSE(extractRange(full.data.data(), DType::F32, {4},
                            ShardSpec{{{0}}, {}}, *MeshShape::parse("a=2"), 0,
                            0, 1, 2, out.data())
                   .isOk());
}

TEST(Npy, WriterTakesPiecesAndCountsThem) {
  Array a = iota(DType::I32, {3, 4});
  std::string path = tempPath("pieces.npy");
  NpyWriter writer;
  ASSERT_TRUE(writer.open(path, a.dtype, a.shape).isOk());
  ASSERT_TRUE(writer.write(a.data.data(), 20).isOk());
  ASSERT_TRUE(writer.write(a.data.data() + 20, a.numBytes() - 20).isOk());
  ASSERT_TRUE(writer.close().isOk());
  EXPECT_EQ(readNpy(path)->data, a.data);
  // Fewer elements than the header's shape says is an error on close.
  NpyWriter short_;
  ASSERT_TRUE(short_.open(path, a.dtype, a.shape).isOk());
  ASSERT_TRUE(short_.write(a.data.data(), 8).isOk());
  Status closed = short_.close();
  ASSERT_FALSE(closed.isOk());
  EXPECT_NE(closed.message().find("got 8 bytes of its 48"), std::string::npos);
}

TEST(InputPlan, RoundTripsThroughTextAndFindsEachRanksInput) {
  InputPlan plan;
  GlobalInput shared;
  shared.number = 0;
  shared.dtype = DType::BF16;
  shared.shape = {8, 16};
  shared.spec = ShardSpec{{{0, 1}, {}}, {2}, ReduceOp::Max, {1, 2}};
  shared.seed = 12345;
  shared.dataOffset = 128;
  shared.path = "/data/my weights.npy";
  GlobalInput own = shared;
  own.number = 1;
  own.rank = 3;
  own.spec = ShardSpec::replicated(2);
  plan.inputs = {shared, own};
  StatusOr<InputPlan> back = InputPlan::parse(plan.format());
  ASSERT_TRUE(back.isOk()) << back.status().message();
  EXPECT_EQ(back->format(), plan.format());
  const GlobalInput &g = back->inputs[0];
  EXPECT_EQ(g.path, shared.path);
  EXPECT_EQ(g.spec.dimAxes, shared.spec.dimAxes);
  EXPECT_EQ(g.spec.partialAxes, shared.spec.partialAxes);
  EXPECT_EQ(g.spec.partialOp, ReduceOp::Max);
  EXPECT_EQ(g.spec.dimBlocks, shared.spec.dimBlocks);
  EXPECT_EQ(g.seed, 12345u);
  EXPECT_EQ(*back->find(0, 7), &back->inputs[0]);
  EXPECT_EQ(*back->find(1, 3), &back->inputs[1]);
  StatusOr<const GlobalInput *> missing = back->find(1, 2);
  ASSERT_FALSE(missing.isOk());
  EXPECT_EQ(missing.status().message(),
            "the input plan does not say where rank 2's input 1 is");
  // Relative paths are the plan's neighbours; absolute ones stay.
  back->inputs[1].path = "inputs/1.npy";
  back->resolveAgainst("/bundle/x");
  EXPECT_EQ(back->inputs[0].path, shared.path);
  EXPECT_EQ(back->inputs[1].path, "/bundle/x/inputs/1.npy");
}

TEST(InputPlan, RejectsMalformedLines) {
  const char *good = "input 0 all f32 [2] [-] [1] [] sum 0 128 p\n";
  EXPECT_TRUE(InputPlan::parse(good).isOk());
  for (const char *bad :
       {"input 0 all f33 [2] [-] [1] [] sum 0 128 p\n",
        "input 0 any f32 [2] [-] [1] [] sum 0 128 p\n",
        "input 0 all f32 [2] [-,-] [1] [] sum 0 128 p\n",
        "input 0 all f32 [2] [-] [1] [] avg 0 128 p\n",
        "input -1 all f32 [2] [-] [1] [] sum 0 128 p\n",
        "input 0 all f32 [2] [-] [1] [] sum 0 128\n", "output 0\n"}) {
    StatusOr<InputPlan> plan = InputPlan::parse(bad);
    ASSERT_FALSE(plan.isOk()) << bad;
    EXPECT_EQ(
        plan.status().message().rfind("input plan line 1 is malformed", 0), 0u)
        << plan.status().message();
  }
}

TEST(InputPlan, MutatedTextIsReadOrRejectedNeverMisread) {
  // A plan a user edits by hand: any mutation of a valid one either reads
  // back into a plan that formats to itself (a value it can hold) or is an
  // error naming its line, never a crash.
  const std::string valid =
      "input 0 all f32 [8,16] [0.1,-] [1,2] [2] max 7 128 /d/a b.npy\n"
      "input 1 3 bf16 [4] [-] [1] [] sum 0 64 w.safetensors\n";
  const char alphabet[] = "[],.-0123456789 \nallsuminputf32i8";
  uint64_t state = 12345;
  auto next = [&state] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return state >> 33;
  };
  for (int trial = 0; trial < 5000; ++trial) {
    std::string text = valid;
    for (int edits = 1 + int(next() % 4); edits > 0; --edits) {
      size_t at = size_t(next() % text.size());
      switch (next() % 3) {
      case 0:
        text[at] = alphabet[next() % (sizeof(alphabet) - 1)];
        break;
      case 1:
        text.erase(at, 1 + next() % 6);
        break;
      default:
        text.insert(at, 1, alphabet[next() % (sizeof(alphabet) - 1)]);
      }
      if (text.empty())
        text = "x";
    }
    StatusOr<InputPlan> plan = InputPlan::parse(text);
    if (!plan.isOk()) {
      EXPECT_EQ(plan.status().message().rfind("input plan line ", 0), 0u)
          << text;
      continue;
    }
    StatusOr<InputPlan> again = InputPlan::parse(plan->format());
    ASSERT_TRUE(again.isOk()) << text;
    EXPECT_EQ(again->format(), plan->format()) << text;
  }
}

TEST(JobSpec, RoundTripsThroughText) {
  JobSpec job;
  job.steps = 20;
  job.start = 5;
  job.tokensPerStep = 512;
  job.metricsPath = "/tmp/a b/steps.json";
  job.progress = false;
  job.checkpointEvery = 4;
  job.checkpointDir = "/tmp/ckpt dir";
  job.checkpointIndex = R"("mesh":{"axes":["dp"]})";
  job.carried = {{0, 1, {0, 2}}, {3, 2, {1}}};
  SteppedInput in;
  in.number = 4;
  in.dtype = DType::I64;
  in.shape = {8, 16};
  in.spec.dimAxes = {{0, 1}, {}};
  in.spec.dimBlocks = {1, 1};
  in.path = "/data/my tokens.npy";
  in.dataOffset = 128;
  in.rows = 100;
  job.stepped = {in};
  StatusOr<JobSpec> back = JobSpec::parse(job.format());
  ASSERT_TRUE(back.isOk()) << back.status().message();
  EXPECT_EQ(back->format(), job.format());
  EXPECT_EQ(back->stepped[0].path, in.path);
  EXPECT_EQ(back->stepped[0].spec.dimAxes, in.spec.dimAxes);
  EXPECT_EQ(back->carried[1].writers, std::vector<int64_t>{1});
  EXPECT_FALSE(back->progress);
}

TEST(JobSpec, RejectsMalformedLines) {
  EXPECT_FALSE(JobSpec::parse("steps 3\ncarry 0\n").isOk());
  EXPECT_FALSE(
      JobSpec::parse("steps 3\nstepped 0 f33 [2] [-] [1] [] sum 0 4 p\n")
          .isOk());
  EXPECT_FALSE(JobSpec::parse("steps 3\nstart 3\n").isOk());
  EXPECT_FALSE(JobSpec::parse("steps 3\nwhat 1\n").isOk());
  EXPECT_TRUE(
      JobSpec::parse("steps 3\nstepped 0 f32 [2] [-] [1] [] sum 0 4 p\n")
          .isOk());
  // A dataset is split or replicated, never partial.
  EXPECT_FALSE(
      JobSpec::parse("steps 3\nstepped 0 f32 [2] [-] [1] [0] sum 0 4 p\n")
          .isOk());
}

TEST(Safetensors, WritesTheFormatsHeaderAndBytes) {
  Array a = iota(DType::F32, {2, 3});
  std::string path = tempPath("core_test.safetensors");
  ASSERT_TRUE(writeSafetensors(path,
                               {{"input0", a.dtype, a.shape, a.data.data()}},
                               {{"step", "7"}})
                  .isOk());
  FILE *f = std::fopen(path.c_str(), "rb");
  ASSERT_NE(f, nullptr);
  unsigned char length[8];
  ASSERT_EQ(std::fread(length, 1, 8, f), 8u);
  uint64_t n = 0;
  for (int i = 0; i < 8; ++i)
    n |= uint64_t(length[i]) << (8 * i);
  std::string header(n, '\0');
  ASSERT_EQ(std::fread(header.data(), 1, n, f), n);
  std::vector<std::byte> data(a.numBytes());
  ASSERT_EQ(std::fread(data.data(), 1, data.size(), f), data.size());
  std::fclose(f);
  EXPECT_EQ(n % 8, 0u);
  EXPECT_EQ(header.substr(0, header.find_last_not_of(' ') + 1),
            R"({"__metadata__":{"step":"7"},"input0":{"dtype":"F32",)"
            R"("shape":[2,3],"data_offsets":[0,24]}})");
  EXPECT_EQ(data, a.data);
  EXPECT_FALSE(
      writeSafetensors(path, {{"a\"b", a.dtype, a.shape, a.data.data()}}, {})
          .isOk());
}
