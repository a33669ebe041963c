//===- Checkpoint.h - a training job's checkpoints, shard-run's side -*- C++
//-*-===//
//
// A checkpoint of a job (`shard-run --steps N --checkpoint-every K`) is a
// directory <dir>/step<t>/: one safetensors file per rank that holds a
// distinct block of the carried state (rank<r>.safetensors, tensors named
// input<j> after the program argument they resume), and index.json, which
// rank 0 writes last: the step, the mesh of ranks, and for each tensor its
// global dtype and shape, its sharding (axes by name) and the file that
// holds each device's block. Resuming reads the blocks back into whole
// tensors, which the new run splits as its own mesh says: a checkpoint
// loads on any mesh.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_CHECKPOINT_H
#define SHARD_DRIVER_CHECKPOINT_H

#include "driver/Programs.h"

#include "runtime/Array.h"
#include "runtime/JobSpec.h"

#include <set>

namespace shard::driver {

/// Chooses which ranks write each of `carried` (one per distinct block:
/// the replica at coordinate 0 of every axis that does not split it) and
/// returns the index's fields other than the step, as JSON members.
std::string placeCheckpoint(const Programs &programs,
                            std::vector<shardrt::CarriedState> &carried);

/// Writes the carried state saved in checkpoint directory `dir` as whole
/// tensors, `into`/input<j>.npy for program input j, one at a time,
/// checked against `programs`' arguments; returns the inputs written.
/// `step` is the step it was saved after.
shardrt::StatusOr<std::set<size_t>> readCheckpoint(const std::string &dir,
                                                   const Programs &programs,
                                                   int64_t &step,
                                                   const std::string &into);

} // namespace shard::driver

#endif // SHARD_DRIVER_CHECKPOINT_H
