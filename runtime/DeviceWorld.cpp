//===- DeviceWorld.cpp - choosing the device backend ----------------------===//

#include "runtime/DeviceWorld.h"

#include <cuda_runtime.h>

#include <cstdlib>
#include <cstring>

namespace shardrt {
namespace {

/// This process's rank among the processes of its node, and how many there
/// are, from the launcher (the world's when it does not say).
int fromEnvironment(std::initializer_list<const char *> vars, int fallback) {
  for (const char *var : vars)
    if (const char *value = std::getenv(var))
      return std::atoi(value);
  return fallback;
}

int localRank(int worldRank) {
  return fromEnvironment({"OMPI_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID",
                          "MPI_LOCALRANKID", "LOCAL_RANK"},
                         worldRank);
}

int localSize(int worldSize) {
  return fromEnvironment(
      {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS", "LOCAL_WORLD_SIZE"},
      worldSize);
}

} // namespace

StatusOr<int> useLocalDevice(int worldRank) {
  int devices = 0;
  cudaError_t code = cudaGetDeviceCount(&devices);
  if (code != cudaSuccess)
    return Status::error("cudaGetDeviceCount failed: ",
                         cudaGetErrorString(code));
  if (devices == 0)
    return Status::error("no CUDA device visible to this rank");
  code = cudaSetDevice(localRank(worldRank) % devices);
  if (code != cudaSuccess)
    return Status::error("cudaSetDevice failed: ", cudaGetErrorString(code));
  return devices;
}

StatusOr<std::unique_ptr<Communicator>>
createDeviceWorld(Communicator &bootstrap) {
  StatusOr<int> devices = useLocalDevice(bootstrap.rank());
  SHARDRT_RETURN_IF_ERROR(devices.status());
  const char *choice = std::getenv("SHARDRT_DEVICE_COMM");
  if (choice && std::strcmp(choice, "staged") != 0 &&
      std::strcmp(choice, "nccl") != 0)
    return Status::error("SHARDRT_DEVICE_COMM is '", choice,
                         "'; it is 'nccl' or 'staged'");
  // NCCL needs a GPU per rank; ranks sharing one use the staged backend.
  bool staged = choice ? std::strcmp(choice, "staged") == 0
                       : localSize(bootstrap.size()) > *devices;
  return staged ? createStagedWorld(bootstrap) : createNcclWorld(bootstrap);
}

} // namespace shardrt
