//===- RunReport.h - what shard-run reports about a run ---------*- C++ -*-===//
//
// After the ranks ran: the per-rank table (each rank's first-run time and
// what its collectives sent), the run summary with its communication
// lines, --check's table, the --json record and the merged --trace. The
// ranks leave their files under <dir>/rank<r>/ (runtime/ProgramIo.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_RUNREPORT_H
#define SHARD_DRIVER_RUNREPORT_H

#include "driver/Programs.h"

#include "runtime/Array.h"
#include "runtime/Layout.h"
#include "runtime/RankStats.h"
#include "runtime/Status.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace shard::driver {

/// Rank `rank`'s directory under `dir`: <dir>/rank<r>.
std::string rankDir(const std::string &dir, int64_t rank);

/// `path` made absolute: the ranks may run elsewhere.
std::string absolutePath(const std::string &path);

/// One output's comparison with the unsharded program (--check).
struct CheckedOutput {
  double absolute = 0, relative = 0, tolerance = 0;
  bool ok = false;
};

/// --check's default tolerance for outputs of `dtype` (f32: 1e-5).
double defaultTolerance(shardrt::DType dtype);

/// Compares `outputs` with the reference's under `reference` and prints the
/// table of errors (--check; CUDA programs are checked against host C++);
/// `allOk` says whether every output is within `tolerance` (none: the
/// dtype's default). The caller prints the verdict.
shardrt::Status compareOutputs(const std::vector<shardrt::Array> &outputs,
                               const std::string &reference,
                               std::optional<double> tolerance, Target target,
                               std::vector<CheckedOutput> &checked,
                               bool &allOk);

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

/// Where a run left its outputs under `out`.
struct OutputPlace {
  std::string out;
  /// Whole tensors in `out`/output<i>.npy; else only the ranks' shards
  /// and their index, `out`/outputs.json (--no-assemble).
  bool assembled = true;
};

/// Writes the run's result to `path` as JSON (--json); a training job's
/// record (its steps.json, readJobRecord) goes in as "job".
shardrt::Status writeRunJson(const std::string &path, const Programs &programs,
                             const OutputPlace &place,
                             const std::vector<shardrt::RankStats> &stats,
                             const std::vector<CheckedOutput> *check,
                             const llvm::json::Object *job = nullptr);

/// Prints what ran where and what it communicated.
void reportRun(const Programs &programs, const OutputPlace &place);

} // namespace shard::driver

#endif // SHARD_DRIVER_RUNREPORT_H
