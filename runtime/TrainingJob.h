//===- TrainingJob.h - a program run as a training job ----------*- C++ -*-===//
//
// The ranks' side of `shard-run --steps N` (JobSpec.h): the loop that
// feeds each step its data rows, carries the state from one step to the
// next in place, reports every step's scalars, time and tokens/s, and
// saves checkpoints.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_TRAININGJOB_H
#define SHARD_RUNTIME_TRAININGJOB_H

#include "runtime/JobSpec.h"
#include "runtime/ProgramIo.h"
#include "runtime/RankStats.h"

namespace shardrt {

/// What a job's steps run on this rank: the program, its buffers (the
/// first run's inputs already loaded) and arena.
struct JobRanks {
  const ProgramInfo &info;
  ProgramFn run;
  const ProgramOf &programOf;
  std::vector<void *> &inputs;
  std::vector<void *> &outputs;
  std::byte *arena;
  /// The pipeline's mesh axis (its coordinates are the stages), or -1.
  int pipelineAxis;
};

/// Runs steps job.start + 1 ... job.steps. Afterwards `outputs` hold the
/// last step's results (the final state among them); `stats` gets the
/// first step's time and traffic.
Status runJob(Runtime &rt, Stream stream, const JobSpec &job,
              const JobRanks &ranks, RankStats &stats);

} // namespace shardrt

#endif // SHARD_RUNTIME_TRAININGJOB_H
