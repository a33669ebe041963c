//===- Deadline.h - the end of a shard-run -----------------------*- C++
//-*-===//

#ifndef SHARD_DRIVER_DEADLINE_H
#define SHARD_DRIVER_DEADLINE_H

#include "runtime/Status.h"

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace shard::driver {

/// The end of the run: --timeout bounds all of it, not only mpirun.
struct Deadline {
  std::chrono::steady_clock::time_point end;
  int64_t seconds;

  /// Whole seconds left (at least 1 while any time is left).
  int64_t remaining() const {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    end - std::chrono::steady_clock::now())
                    .count();
    return left <= 0 ? 0 : std::max<int64_t>(1, (left + 999) / 1000);
  }
  /// An error naming `step` once the time is up.
  shardrt::Status check(const char *step) const {
    if (remaining() > 0)
      return shardrt::Status::ok();
    return shardrt::Status::error("--timeout of ", seconds, " s reached while ",
                                  step);
  }
};

} // namespace shard::driver

#endif // SHARD_DRIVER_DEADLINE_H
