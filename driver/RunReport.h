//===- RunReport.h - what shard-run reports about a run ---------*- C++ -*-===//
//
// After the ranks ran: the per-rank table (each rank's first-run time and
// what its collectives sent), the run summary with its communication
// lines, the --json record and the merged --trace. The ranks leave their
// files under <dir>/rank<r>/ (runtime/ProgramIo.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_RUNREPORT_H
#define SHARD_DRIVER_RUNREPORT_H

#include "driver/Programs.h"

#include "runtime/Layout.h"
#include "runtime/RankStats.h"
#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shard::driver {

/// Rank `rank`'s directory under `dir`: <dir>/rank<r>.
std::string rankDir(const std::string &dir, int64_t rank);

/// One output's comparison with the unsharded program (--check).
struct CheckedOutput {
  double absolute = 0, relative = 0, tolerance = 0;
  bool ok = false;
};

/// Merges the ranks' traces (`dir`/rank<r>/trace.json) into one Chrome
/// trace at `path`, with each rank named by its coordinates, and prints
/// the measured bubble.
shardrt::Status mergeTraces(const std::string &dir,
                            const shardrt::MeshShape &mesh,
                            const std::string &path);

/// What each rank wrote about its run (`dir`/rank<r>/stats.txt).
shardrt::StatusOr<std::vector<shardrt::RankStats>>
readRankStats(const std::string &dir, const shardrt::MeshShape &mesh);

/// Prints each rank's first-run time and what its collectives sent.
void reportRanks(const shardrt::MeshShape &mesh,
                 const std::vector<shardrt::RankStats> &stats);

/// Writes the run's result to `path` as JSON (--json); a training job's
/// record (`jobRecord`, its steps.json) goes in as "job".
shardrt::Status writeRunJson(const std::string &path, const Programs &programs,
                             const std::string &out,
                             const std::vector<shardrt::RankStats> &stats,
                             const std::vector<CheckedOutput> *check,
                             const std::string &jobRecord = "");

/// Prints what ran where and what it communicated.
void reportRun(const Programs &programs, const std::string &out);

} // namespace shard::driver

#endif // SHARD_DRIVER_RUNREPORT_H
