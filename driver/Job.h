//===- Job.h - shard-run --steps: a training job, shard-run's side -*- C++
//-*-===//
//
// shard-run prepares the job the ranks run (runtime/JobSpec.h): which
// arguments are carried state (`dist.updated_by`), which inputs are
// datasets read a row per step (an input file with one more leading
// dimension, or a multiple of the first), where checkpoints go, and, when
// resuming, the state a checkpoint holds.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_JOB_H
#define SHARD_DRIVER_JOB_H

#include "driver/Driver.h"
#include "driver/Programs.h"

#include "runtime/Array.h"
#include "runtime/JobSpec.h"

#include "llvm/Support/JSON.h"

#include <set>

namespace shard::driver {

struct Job {
  shardrt::JobSpec spec;
  /// Inputs the job wrote as -o DIR/inputs/input<i>.npy: each dataset's
  /// row for the first step, and a resumed checkpoint's state.
  std::set<size_t> given;
};

/// Checks the job's options: counts in range, and none of the options of a
/// single run (--repeat, --trace, --graph) beside --steps.
shardrt::Status validateJob(const RunOptions &options);

/// The job `options` asks for (--steps, --checkpoint-every,
/// --checkpoint-dir, --resume) on `programs`; its per-step record goes to
/// `out`/steps.json, the inputs it gives to `out`/inputs.
shardrt::StatusOr<Job> prepareJob(const Programs &programs,
                                  const RunOptions &options,
                                  const std::string &out);

/// `job` as the unsharded reference runs it: one device, no checkpoints,
/// its record at `metricsPath`.
shardrt::JobSpec referenceJob(const Job &job, const std::string &metricsPath);

/// A job's record (steps.json, as rank 0 wrote it): its fields and its
/// "records", one per step, at least one.
shardrt::StatusOr<llvm::json::Object> readJobRecord(const std::string &path);

/// --check of a job: prints the largest relative difference between the
/// losses of every step in its record (`got`) and the reference's (the
/// file `reference`) and clears `ok` above `tolerance`.
shardrt::Status compareJobLosses(const llvm::json::Object &got,
                                 const std::string &reference, double tolerance,
                                 bool &ok);

/// Prints the job's summary line from its record.
void reportJob(const llvm::json::Object &record);

} // namespace shard::driver

#endif // SHARD_DRIVER_JOB_H
