//===- NoNccl.cpp - the emulator's device world has no NCCL ---------------===//
//
// The emulated libshardrt_cuda holds the staged backend only (MPI between
// ranks, device buffers in emulated memory); DeviceWorld.cpp picks it for
// more ranks than emulated GPUs, and SHARDRT_DEVICE_COMM=staged forces it.
//
//===----------------------------------------------------------------------===//

#include "runtime/DeviceWorld.h"

namespace shardrt {

StatusOr<std::unique_ptr<Communicator>> createNcclWorld(Communicator &) {
  return Status::error("the CUDA emulator has no NCCL; run with "
                       "SHARDRT_DEVICE_COMM=staged");
}

} // namespace shardrt
