//===- ShardIndex.h - which file holds each device's block ------*- C++ -*-===//
//
// Checkpoints (Checkpoint.h) and a run's output shards (outputs.json) are
// described by the same index: the mesh of ranks, and for each tensor its
// global dtype and shape, its sharding (axes by name) and the file that
// holds each device's block, so that any tool can put the tensor together
// from the blocks without shard.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_SHARDINDEX_H
#define SHARD_DRIVER_SHARDINDEX_H

#include "driver/Programs.h"

#include "llvm/Support/JSON.h"

namespace shard::driver {

/// The mesh a tensor's blocks spread over: the ranks' mesh with the
/// pipeline axis (whose stages hold different tensors) of size 1.
shardrt::MeshShape tensorMesh(const shardrt::MeshShape &ranks,
                              int pipelineAxis);

/// The stage whose ranks make output `output`: its stage function's, or
/// the last stage for one that lists no result numbers; 0 without a
/// pipeline.
int64_t outputStage(const Programs &programs, size_t output);

/// The rank on stage `stage` that holds device `device`'s block (a device
/// of tensorMesh).
int64_t rankOfDevice(const Programs &programs, int64_t device, int64_t stage);

/// An index's entry for a tensor of `t`'s dtype, shape and sharding whose
/// device d's block is in `files[d]`.
llvm::json::Object indexEntry(const Programs &programs, const BoundaryTensor &t,
                              llvm::json::Array files);

/// The index of `tensors` (by name): the mesh, the pipeline axis and them.
llvm::json::Object makeIndex(const Programs &programs,
                             llvm::json::Object tensors);

} // namespace shard::driver

#endif // SHARD_DRIVER_SHARDINDEX_H
