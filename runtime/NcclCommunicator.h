//===- NcclCommunicator.h - the NCCL backend (device buffers) --*- C++ -*-===//

#ifndef SHARD_RUNTIME_NCCLCOMMUNICATOR_H
#define SHARD_RUNTIME_NCCLCOMMUNICATOR_H

#include "runtime/Communicator.h"

namespace shardrt {

/// Creates the NCCL communicator of all ranks of `bootstrap` (the MPI world):
/// selects this process's GPU by its rank on the node, and broadcasts NCCL's
/// unique id from rank 0 over `bootstrap`. Sub-communicators come from
/// ncclCommSplit.
StatusOr<std::unique_ptr<Communicator>>
createNcclWorld(Communicator &bootstrap);

} // namespace shardrt

#endif // SHARD_RUNTIME_NCCLCOMMUNICATOR_H
