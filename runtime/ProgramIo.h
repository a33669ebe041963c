//===- ProgramIo.h - a program's files, all on rank 0 -----------*- C++ -*-===//
//
// A generated program's inputs, outputs, stats and traces are files under
// DIR/rank<r>/ on rank 0's machine only: rank 0 reads every rank's inputs
// and sends them over the world communicator, and every rank sends what it
// made back to rank 0, which writes it. So the ranks of a job need no
// shared file system, only the program itself on every machine.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_PROGRAMIO_H
#define SHARD_RUNTIME_PROGRAMIO_H

#include "runtime/Program.h"

#include <functional>
#include <string>
#include <vector>

namespace shardrt {

/// What rank r runs (a pipeline's ranks run different stages).
using ProgramOf = std::function<StatusOr<const ProgramInfo *>(int rank)>;

/// Creates the directory `path` unless it exists (its parent must).
Status makeDirectory(const std::string &path);

/// DIR/rank<r>.
std::string rankDir(const std::string &dir, int rank);

/// Rank 0 reads each rank r's inputs, DIR/rank<r>/input<n>.npy for the
/// inputs of programOf(r), checks them against the program's signature and
/// sends them; every rank gets its own into `buffers` (one per input, in
/// the communicator's memory).
Status scatterInputs(Runtime &rt, Stream stream, const std::string &dir,
                     const ProgramOf &programOf,
                     const std::vector<void *> &buffers);

/// Every rank sends its outputs (`buffers`, in the communicator's memory)
/// to rank 0, which writes rank r's as DIR/rank<r>/output<n>.npy.
Status gatherOutputs(Runtime &rt, Stream stream, const std::string &dir,
                     const ProgramOf &programOf,
                     const std::vector<void *> &buffers);

/// Every rank sends `text` to rank 0, which writes rank r's as
/// DIR/rank<r>/`name`.
Status gatherText(Runtime &rt, Stream stream, const std::string &text,
                  const std::string &dir, const std::string &name);

/// Rank 0 reads the file at `path`; every rank gets its text.
StatusOr<std::string> shareFile(Runtime &rt, Stream stream,
                                const std::string &path);

/// The `bytes` of `buffer` (in the communicator's memory) on rank
/// `holder` are copied into `host` on rank 0; other ranks do nothing.
Status copyToRoot(Runtime &rt, Stream stream, const void *buffer,
                  size_t bytes, int holder, void *host);

} // namespace shardrt

#endif // SHARD_RUNTIME_PROGRAMIO_H
