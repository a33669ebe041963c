//===- UserInputs.cpp - the inputs a user gives shard-run -----------------===//

#include "driver/UserInputs.h"

#include "driver/RunReport.h"
#include "driver/SafetensorsFile.h"

#include "runtime/Array.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"

using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

bool isSafetensors(const std::string &inputs) {
  return llvm::StringRef(inputs).ends_with(".safetensors");
}

std::string npyPath(const std::string &inputs, size_t i) {
  return inputs + "/input" + std::to_string(i) + ".npy";
}

} // namespace

bool givesInput(const std::string &inputs, size_t i) {
  if (inputs.empty())
    return false;
  if (!isSafetensors(inputs))
    return llvm::sys::fs::exists(npyPath(inputs, i));
  StatusOr<bool> named = hasSafetensor(inputs, "input" + std::to_string(i));
  return !named.isOk() || *named;
}

StatusOr<UserTensor> locateUserInput(const std::string &inputs, size_t i) {
  if (isSafetensors(inputs)) {
    std::string name = "input" + std::to_string(i);
    StatusOr<SafetensorsEntry> entry = locateSafetensor(inputs, name);
    SHARDRT_RETURN_IF_ERROR(entry.status());
    return UserTensor{absolutePath(inputs), entry->dtype, entry->shape,
                      entry->dataOffset,
                      "'" + inputs + "' tensor '" + name + "'"};
  }
  std::string path = npyPath(inputs, i);
  StatusOr<shardrt::NpyFile> file = shardrt::readNpyLayout(path);
  SHARDRT_RETURN_IF_ERROR(file.status());
  return UserTensor{absolutePath(path), file->dtype, file->shape,
                    file->dataOffset, "'" + path + "'"};
}

} // namespace shard::driver
