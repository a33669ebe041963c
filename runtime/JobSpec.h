//===- JobSpec.h - a training job: steps, carried state, datasets -*- C++ -*-===//
//
// `shard-run --steps N` runs a program as a training job: the program runs
// N times in one launch, the arguments marked `dist.updated_by = k` take
// result k's value for the next step without leaving their ranks, and
// each rank reads its own block of each step's data from the dataset
// files (memory-mapped, so only its pages are read). shard-run writes the
// job as this text; every rank runs it (TrainingJob.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_JOBSPEC_H
#define SHARD_RUNTIME_JOBSPEC_H

#include "runtime/Layout.h"
#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shardrt {

/// An argument whose value at step t is row t of a .npy file: the file's
/// elements are `rows` consecutive tensors of `shape` (a [T, ...shape]
/// file, or a [T * shape[0], ...] one: the same bytes).
struct SteppedInput {
  int number = 0;
  DType dtype = DType::F32;
  /// One step's global shape and how the ranks split it (no partial axes).
  std::vector<int64_t> shape;
  ShardSpec spec;
  std::string path;
  uint64_t dataOffset = 0;
  int64_t rows = 0;
};

/// Program input `input` takes output `output`'s value for the next step.
struct CarriedState {
  int input = 0;
  int output = 0;
  /// The ranks that write it into checkpoints: one per distinct block.
  std::vector<int64_t> writers;
};

struct JobSpec {
  /// The job ends after step `steps`; it starts after step `start` (a
  /// resumed job's checkpoint), counting from 0.
  int64_t steps = 0;
  int64_t start = 0;
  /// Tokens one step consumes, for tokens/s (0: not known).
  int64_t tokensPerStep = 0;
  /// Where rank 0 writes the per-step record (JSON).
  std::string metricsPath;
  /// Whether rank 0 prints a progress line per step.
  bool progress = true;
  /// Every `checkpointEvery` steps (and after the last), each writer rank
  /// saves its blocks of the carried state under
  /// `checkpointDir`/step<t>/rank<r>.safetensors and rank 0 then writes
  /// step<t>/index.json: {"step": t, `checkpointIndex`}. 0: no checkpoints.
  int64_t checkpointEvery = 0;
  std::string checkpointDir;
  std::string checkpointIndex;
  std::vector<CarriedState> carried;
  std::vector<SteppedInput> stepped;

  /// The job as text, one item per line.
  std::string format() const;
  /// Reads format()'s text back; a malformed line is an error naming it.
  static StatusOr<JobSpec> parse(const std::string &text);
};

/// The name of carried program input `number` in checkpoints.
std::string checkpointName(int number);

} // namespace shardrt

#endif // SHARD_RUNTIME_JOBSPEC_H
