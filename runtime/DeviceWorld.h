//===- DeviceWorld.h - which device backend a CUDA program uses --*- C++
//-*-===//
//
// Generated CUDA programs get their communicator from createDeviceWorld:
// NCCL when every rank of a node has a GPU of its own; otherwise (or with
// SHARDRT_DEVICE_COMM=staged) the staged backend, which runs the MPI
// collectives on host copies of device buffers -- correct, not fast, for
// checking programs of more ranks than the machine has GPUs.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_DEVICEWORLD_H
#define SHARD_RUNTIME_DEVICEWORLD_H

#include "runtime/Communicator.h"

namespace shardrt {

/// Makes GPU (local rank mod visible GPUs) current for this process, the
/// local rank read from the launcher's environment; returns how many GPUs
/// are visible.
StatusOr<int> useLocalDevice(int worldRank);

/// NCCL over the ranks of `bootstrap` (an MPI communicator), each on the
/// current GPU.
StatusOr<std::unique_ptr<Communicator>>
createNcclWorld(Communicator &bootstrap);

/// Device buffers and streams, MPI collectives on staged host copies.
StatusOr<std::unique_ptr<Communicator>>
createStagedWorld(Communicator &bootstrap);

/// The device world of a generated CUDA program (see the file comment).
StatusOr<std::unique_ptr<Communicator>>
createDeviceWorld(Communicator &bootstrap);

} // namespace shardrt

#endif // SHARD_RUNTIME_DEVICEWORLD_H
