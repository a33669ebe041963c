//===- Program.h - what a generated program declares, and its main -*- C++
//-*-===//
//
// A generated translation unit defines a ProgramInfo and a ProgramFn and
// calls programMain from `main`. programMain starts the communicator, reads
// this rank's inputs, runs the program, writes its outputs, and turns any
// error into a message naming the rank and a job-wide abort.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_PROGRAM_H
#define SHARD_RUNTIME_PROGRAM_H

#include "runtime/DType.h"
#include "runtime/Layout.h"
#include "runtime/Runtime.h"
#include "runtime/Status.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace shardrt {

/// Enqueues one run of the program on `stream`: `inputs` and `outputs` point
/// at this rank's tensors in the program's memory space; the outputs are
/// buffers of their own (not an input's, the arena's or each other's),
/// which the run may write at any point. It may return before the work
/// completes (on devices); the caller synchronizes the stream before it
/// reads the outputs or reuses the inputs or the arena.
using ProgramFn = Status (*)(Runtime &rt, Stream stream, std::byte *arena,
                             const void *const *inputs, void *const *outputs);

struct TensorSpec {
  DType dtype;
  Shape shape;
};

struct ProgramInfo {
  std::string name;
  MeshShape mesh;
  /// The groups (lists of mesh axes) the program's collectives use; group
  /// ids in collective calls index this list.
  std::vector<std::vector<std::string>> groups;
  /// Device-local inputs and outputs.
  std::vector<TensorSpec> inputs;
  /// Input i is the program's input inputNumbers[i] (input<n>.npy); empty:
  /// input i. A pipeline stage reads only some of the program's inputs.
  std::vector<int> inputNumbers;
  std::vector<TensorSpec> outputs;
  /// Output i is the program's output outputNumbers[i] (output<n>.npy);
  /// empty: output i. A pipeline stage returns the outputs it makes.
  std::vector<int> outputNumbers;
  /// Bytes of the one arena that holds every intermediate (the memory
  /// plan's peak).
  size_t arenaBytes = 0;
  MemorySpace memory = MemorySpace::Host;
  /// For device programs: makes the device communicator from the MPI world
  /// (createDeviceWorld). Host programs leave it null and link no CUDA.
  StatusOr<std::unique_ptr<Communicator>> (*deviceWorld)(
      Communicator &bootstrap) = nullptr;
  /// For device programs: records one run on the stream as a graph and
  /// returns what replays it (--graph). Null where the target has none.
  StatusOr<std::function<Status()>> (*captureGraph)(
      ProgramFn run, Runtime &rt, Stream stream, std::byte *arena,
      const void *const *inputs, void *const *outputs) = nullptr;
};

/// The main of a generated program:
///   prog (--inputs DIR | --random-inputs SEED) [--outputs DIR]
///        [--repeat N [--sync-runs]] [--graph] [--trace DIR]
/// Rank r's inputs are DIR/rank<r>/input<i>.npy (or seeded random
/// inputs, for benchmarks) and its outputs DIR/rank<r>/output<i>.npy, with
/// DIR/rank<r>/stats.txt (RankStats.h): its first run's time and what that
/// run's collectives sent, and with --repeat the mean time. Only rank 0
/// touches these files (ProgramIo.h): the ranks need no shared file system.
/// With --repeat, runs N times and rank 0 prints the time per run; the runs
/// go back to back (a pipeline's stages overlap consecutive runs) unless
/// --sync-runs starts each together (one step's latency). With
/// --graph (device programs), the runs after the first replay it as a
/// graph, and the outputs are a replay's. With --trace (host programs), a
/// second run records its actions and collectives (Trace.h) into
/// DIR/rank<r>/trace.json.
/// SHARDRT_FAIL_RANK=<r> makes rank r fail before running (to test that a
/// failing rank ends the job instead of hanging it).
int programMain(int argc, char **argv, const ProgramInfo &info, ProgramFn run);

/// One stage of a pipeline program.
struct PipelineStage {
  ProgramInfo info;
  ProgramFn run;
};

/// The main of a pipeline program: like programMain, but the rank runs
/// stages[c], c its coordinate on mesh axis `axis`. Every stage declares
/// the same mesh and groups (every rank makes every communicator); a stage
/// without outputs writes no output files.
int pipelineMain(int argc, char **argv, const std::string &axis,
                 const std::vector<PipelineStage> &stages);

} // namespace shardrt

#endif // SHARD_RUNTIME_PROGRAM_H
