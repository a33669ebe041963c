//===- MpiCommunicator.h - the MPI backend (host buffers) ------*- C++ -*-===//

#ifndef SHARD_RUNTIME_MPICOMMUNICATOR_H
#define SHARD_RUNTIME_MPICOMMUNICATOR_H

#include "runtime/Communicator.h"

namespace shardrt {

/// Initializes MPI (once per process) and returns the world communicator.
/// Errors of MPI calls are returned, not fatal.
StatusOr<std::unique_ptr<Communicator>> createMpiWorld(int *argc, char ***argv);

/// Ends the job on every rank with `code` (MPI_Abort): a failing rank must
/// not leave the others waiting in a collective.
[[noreturn]] void abortMpiJob(int code);

/// Finalizes MPI if it was initialized.
void finalizeMpi();

} // namespace shardrt

#endif // SHARD_RUNTIME_MPICOMMUNICATOR_H
