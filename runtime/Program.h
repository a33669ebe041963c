//===- Program.h - a generated program's description and main ---*- C++ -*-===//
//
// A generated translation unit defines a describe function and a run
// function (ProgramAbi.h) and calls programMain from `main`. programMain
// starts the communicator, reads this rank's inputs, runs the program,
// writes its outputs, and turns any error into a message naming the rank
// and a job-wide abort. This is the runtime's side: the description as it
// keeps it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_PROGRAM_H
#define SHARD_RUNTIME_PROGRAM_H

#include "runtime/DType.h"
#include "runtime/Layout.h"
#include "runtime/ProgramAbi.h"
#include "runtime/Runtime.h"
#include "runtime/Status.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace shardrt {

/// What a device target's runtime provides a device program (useDevice).
struct DeviceBackend {
  /// Makes the device communicator from the MPI world (createDeviceWorld).
  StatusOr<std::unique_ptr<Communicator>> (*world)(Communicator &bootstrap);
  /// Records one run on the stream as a graph and returns what replays it
  /// (--graph).
  StatusOr<std::function<Status()>> (*captureGraph)(ProgramFn run, Runtime &rt,
                                                    Stream stream,
                                                    std::byte *arena,
                                                    const void *const *inputs,
                                                    void *const *outputs);
};

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
  /// Input i is the program's input inputNumbers[i] (input<n>.npy). A
  /// pipeline stage reads only some of the program's inputs.
  std::vector<int> inputNumbers;
  std::vector<TensorSpec> outputs;
  /// Output i is the program's output outputNumbers[i] (output<n>.npy). A
  /// pipeline stage returns the outputs it makes.
  std::vector<int> outputNumbers;
  /// Bytes of the one arena that holds every intermediate (the memory
  /// plan's peak).
  size_t arenaBytes = 0;
  /// For device programs: how to make the communicator and graphs.
  const DeviceBackend *device = nullptr;

  /// Where the tensors live: a device program's are the device's.
  MemorySpace memory() const {
    return device ? MemorySpace::Device : MemorySpace::Host;
  }
};

} // namespace shardrt

#endif // SHARD_RUNTIME_PROGRAM_H
