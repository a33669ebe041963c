//===- RankStats.h - what one rank measured in a run ------------*- C++ -*-===//
//
// A generated program's rank writes these next to its outputs
// (DIR/rank<r>/stats.txt); shard-run reads them back for its per-rank
// table and --json.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_RANKSTATS_H
#define SHARD_RUNTIME_RANKSTATS_H

#include "runtime/Status.h"
#include "runtime/Traffic.h"

#include <string>

namespace shardrt {

struct RankStats {
  /// Wall time of the first run on this rank (it includes one-time work:
  /// constants, library kernels prepared), in milliseconds.
  double firstRunMs = 0;
  /// With --repeat: the mean of the timed runs; negative without.
  double meanRunMs = -1;
  /// What the first run's collectives sent.
  Traffic traffic;
  /// Bytes of the arena this rank's program holds its intermediates in: the
  /// memory plan's peak for its stage and schedule (weights, inputs and
  /// outputs apart).
  int64_t arenaBytes = 0;
  /// The most bytes of a pipeline stage's kept values (activations held
  /// between a microbatch's passes) held at once in the first run, counted
  /// as its schedule ran; 0 without a schedule.
  int64_t keptPeakBytes = 0;
  /// The process's peak resident memory (host), measured when the rank
  /// writes its results: inputs, outputs, arena, weights and the runtime
  /// together, as the operating system counts them.
  int64_t peakRssBytes = 0;
};

/// This process's peak resident set size in bytes (getrusage).
int64_t peakResidentBytes();

/// "key value" lines: first_run_ms, mean_run_ms (with --repeat), calls,
/// bytes_sent, arena_bytes, kept_bytes, peak_rss_bytes.
std::string formatRankStats(const RankStats &stats);
StatusOr<RankStats> readRankStats(const std::string &path);

} // namespace shardrt

#endif // SHARD_RUNTIME_RANKSTATS_H
