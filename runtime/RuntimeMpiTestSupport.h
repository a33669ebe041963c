//===- RuntimeMpiTestSupport.h - what the MPI runtime tests share -*- C++
//-*-===//
//
// The tests of runtime_mpi_test run under `mpirun -np 4` on the mesh a=2,
// b=2. Each test derives every rank's input from one full tensor known to
// all ranks (with Layout's extractShard) and compares the collective's
// result with the block the rank must hold afterwards. Tests only use
// EXPECT so that all ranks run the same collectives in the same order.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_RUNTIMEMPITESTSUPPORT_H
#define SHARD_RUNTIME_RUNTIMEMPITESTSUPPORT_H

#include "runtime/Runtime.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace shardrt::mpitest {

/// The runtime every test uses (made by main, RuntimeMpiTestSupport.cpp).
extern Runtime *rt;
/// Host work completes in each call; the stream is the null one.
inline const Stream kStream;
// Group ids, as a generated program would declare them.
enum Group { A = 0, B = 1, AB = 2, BA = 3 };
inline const std::vector<std::vector<std::string>> kGroups = {
    {"a"}, {"b"}, {"a", "b"}, {"b", "a"}};
inline const std::vector<std::vector<int>> kGroupAxes = {
    {0}, {1}, {0, 1}, {1, 0}};

/// A full tensor with distinct values.
Array fullTensor(DType dtype, std::vector<int64_t> shape, double scale = 1);

/// This rank's block of `full` when dim `dim` is split over `axes`.
Array blockOf(const Array &full, int dim, const std::vector<int> &axes);

/// This rank's place in the ring over (a, b): the ring's size, this rank's
/// index, the next rank and the previous one.
struct Ring {
  int64_t n, k;
  int next, prev;
};
Ring ringOverAB();

void expectEqual(const Array &got, const Array &want, const char *what);

/// Two messages of 16 MiB (past MPI's eager limit) that ring rank `k`
/// sends around the ring over (a, b), and the buffers for the two it
/// receives.
struct RingMessages {
  static constexpr int64_t kCount = int64_t(1) << 22;
  explicit RingMessages(int64_t k);
  /// What the first and the second message from ring rank `from` hold.
  static Array firstFrom(int64_t from);
  static Array secondFrom(int64_t from);
  Array first, second, gotFirst, gotSecond;
};

} // namespace shardrt::mpitest

#endif // SHARD_RUNTIME_RUNTIMEMPITESTSUPPORT_H
