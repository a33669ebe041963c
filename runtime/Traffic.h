//===- Traffic.h - bytes a collective sends, by the ring algorithm -*- C++
//-*-===//
//
// One definition of what a device sends in each collective, shared by the
// dist dialect (the communication report, the reshard planner's costs) and
// the runtime (what each rank counts while it runs): the ring algorithm's
// count, as nccl-tests' bus bandwidth assumes. Header-only and MLIR-free.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_TRAFFIC_H
#define SHARD_RUNTIME_TRAFFIC_H

#include <algorithm>
#include <cstdint>

namespace shardrt {

/// numerator / denominator x bytes, saturating at INT64_MAX (a size too
/// large to count is no cheaper to move than another).
inline int64_t scaledBytes(int64_t bytes, int64_t numerator,
                           int64_t denominator) {
  __int128 sent =
      __int128(bytes) * numerator / std::max<int64_t>(1, denominator);
  return sent > INT64_MAX ? INT64_MAX : int64_t(sent);
}

/// Bytes each of `n` devices sends in a ring collective on an operand of
/// `bytes` bytes.
inline int64_t ringAllReduceBytes(int64_t n, int64_t bytes) {
  return scaledBytes(bytes, 2 * (n - 1), n); // 2(n-1)/n x bytes
}
inline int64_t ringScatterBytes(int64_t n, int64_t bytes) {
  return scaledBytes(bytes, n - 1, n); // (n-1)/n x bytes
}
inline int64_t ringGatherBytes(int64_t n, int64_t bytes) {
  return scaledBytes(bytes, n - 1, 1); // (n-1) x bytes
}

/// What one rank communicated: collective calls (an exchange of sends and
/// receives is one) and the bytes they sent by the counts above.
struct Traffic {
  int64_t calls = 0;
  int64_t bytesSent = 0;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_TRAFFIC_H
