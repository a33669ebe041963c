//===- ProgramIo.h - a program's files --------------------------*- C++ -*-===//
//
// A generated program's inputs are whole tensors in files (InputPlan.h);
// its outputs, stats and traces are files under DIR/rank<r>/. With
// FileAccess::Direct each rank reads its own blocks of the inputs and
// writes its own outputs (a file system every rank sees); with
// FileAccess::Root rank 0 reads and writes for everyone and the blocks
// travel over the world communicator, so the ranks of a job need no
// shared file system, only the program itself on every machine. Blocks
// move a piece at a time either way: no process holds a whole tensor or a
// second copy of a block. Stats and traces always go through rank 0.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_PROGRAMIO_H
#define SHARD_RUNTIME_PROGRAMIO_H

#include "runtime/InputPlan.h"
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

/// Who reads a program's input files and writes its outputs.
enum class FileAccess { Direct, Root };

/// Fills `buffers` (one per input of this rank's program, in the
/// communicator's memory) with this rank's blocks of the inputs where
/// `plan` says they are, each checked against the program's signature.
Status loadInputs(Runtime &rt, Stream stream, const InputPlan &plan,
                  FileAccess access, const ProgramOf &programOf,
                  const std::vector<void *> &buffers);

/// Writes every rank's outputs (`buffers` on each, in the communicator's
/// memory) as DIR/rank<r>/output<n>.npy.
Status writeOutputs(Runtime &rt, Stream stream, const std::string &dir,
                    FileAccess access, const ProgramOf &programOf,
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
Status copyToRoot(Runtime &rt, Stream stream, const void *buffer, size_t bytes,
                  int holder, void *host);

} // namespace shardrt

#endif // SHARD_RUNTIME_PROGRAMIO_H
