//===- UserInputs.h - the inputs a user gives shard-run ----------*- C++
//-*-===//
//
// `--inputs` names a directory of input<i>.npy files or one safetensors
// file whose tensors are named input<i> (as shard's checkpoints name
// them). Either way shard-run only reads headers: the ranks read their
// blocks of the elements straight from the file (RunData.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_USERINPUTS_H
#define SHARD_DRIVER_USERINPUTS_H

#include "runtime/DType.h"
#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shard::driver {

/// Where input `i`'s elements are in the user's files.
struct UserTensor {
  std::string path;
  shardrt::DType dtype;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
  /// The tensor in messages: "'DIR/input0.npy'" or "'w.safetensors'
  /// tensor 'input0'".
  std::string name;
};

/// Whether `inputs` (--inputs; empty: none) gives input `i`. A safetensors
/// file whose header cannot be read gives every input (the error shows
/// when it is read).
bool givesInput(const std::string &inputs, size_t i);

/// Input `i` of `inputs`, located from its file's header.
shardrt::StatusOr<UserTensor> locateUserInput(const std::string &inputs,
                                              size_t i);

} // namespace shard::driver

#endif // SHARD_DRIVER_USERINPUTS_H
