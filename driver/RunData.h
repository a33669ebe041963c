//===- RunData.h - a run's data: input files, plan, output shards -*- C++
//-*-===//
//
// shard-run never holds a whole tensor of a run's data in memory. Each
// input is one .npy file under -o DIR/inputs (made up a piece at a time,
// the job's, or linked to the user's own), and the input plan
// (runtime/InputPlan.h) tells the ranks where each one is and how it is
// split: they read their own blocks. The ranks write their outputs as
// shards; the index (ShardIndex.h) says which file holds which block, and
// whole outputs are put together from them only when asked.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_RUNDATA_H
#define SHARD_DRIVER_RUNDATA_H

#include "driver/Deadline.h"
#include "driver/Driver.h"
#include "driver/Programs.h"

#include "runtime/Array.h"
#include "runtime/InputPlan.h"

#include <set>
#include <string>
#include <vector>

namespace shard::driver {

/// Where a program input's global value is: a .npy file's elements.
struct InputFile {
  std::string path;
  uint64_t dataOffset = 0;
};

/// Writes `text` as the file `path`.
shardrt::Status writeText(const std::string &path, const std::string &text);

/// Fails if this machine lacks the memory the run needs: to put each
/// output together (every device's block of it and the whole tensor, unless
/// --no-assemble; with --check every whole output put together so far
/// too), and, when every rank starts here, for the ranks' input
/// and output blocks (each device of the mesh without its pipeline axis
/// holds one block of every argument and result; a per-device program a
/// whole one).
shardrt::Status checkMemory(const Programs &programs,
                            const RunOptions &options);

/// The global inputs as .npy files under `dir` (input<i>.npy): the ones a
/// job wrote there (`given`), an initial value, or made up from the seed,
/// written there a piece at a time; or the user's own (UserInputs.h), checked
/// and used where they are (a .npy file linked there), not copied.
shardrt::StatusOr<std::vector<InputFile>>
writeInputs(const Programs &programs, const RunOptions &options,
            const Deadline &deadline, const std::string &dir,
            const std::set<size_t> &given = {});

/// Adds `files` to `plan` as the inputs `boundary` describes, partial ones
/// split into random parts from `seed`; `rank` >= 0: that rank's own.
void addToPlan(shardrt::InputPlan &plan,
               const std::vector<BoundaryTensor> &boundary,
               const std::vector<InputFile> &files, uint64_t seed,
               int64_t rank);

/// Writes `out`/outputs.json: where each rank's shard of each output is
/// (ShardIndex.h); the ranks wrote them under `out`/`shards`.
shardrt::Status writeOutputIndex(const Programs &programs,
                                 const std::string &out,
                                 const std::string &shards);

/// Reads every rank's outputs from `dir` and assembles the global tensors
/// as `out`/output<i>.npy, one at a time; with `keep` (for --check) also
/// returns them, else an empty list.
shardrt::StatusOr<std::vector<shardrt::Array>>
assembleOutputs(const Programs &programs, const std::string &dir,
                const std::string &out, bool keep);

} // namespace shard::driver

#endif // SHARD_DRIVER_RUNDATA_H
