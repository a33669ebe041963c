//===- RuntimeMpiTestSupport.cpp - the MPI runtime tests' helpers and main ===//

#include "runtime/RuntimeMpiTestSupport.h"

#include "runtime/MpiCommunicator.h"

#include <cstdio>

using namespace shardrt;

namespace shardrt::mpitest {

Runtime *rt = nullptr;

Array fullTensor(DType dtype, std::vector<int64_t> shape, double scale) {
  Array a(dtype, std::move(shape));
  for (int64_t i = 0; i < a.numElements(); ++i)
    a.set(i, scale * double((i * 7) % 23 - 11));
  return a;
}

Array blockOf(const Array &full, int dim, const std::vector<int> &axes) {
  ShardSpec spec = ShardSpec::replicated(full.shape.size());
  if (dim >= 0)
    spec.dimAxes[size_t(dim)] = axes;
  return *extractShard(full, spec, rt->mesh(), rt->rank());
}

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

RingMessages::RingMessages(int64_t k)
    : first(firstFrom(k)), second(secondFrom(k)),
      gotFirst(DType::F32, {kCount}), gotSecond(DType::F32, {kCount}) {}

Array RingMessages::firstFrom(int64_t from) {
  return fullTensor(DType::F32, {kCount}, double(from + 1));
}

Array RingMessages::secondFrom(int64_t from) {
  return fullTensor(DType::F32, {kCount}, double(from + 10));
}

} // namespace shardrt::mpitest

using namespace shardrt::mpitest;

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
