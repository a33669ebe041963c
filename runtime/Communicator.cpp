//===- Communicator.cpp - waiting for a stream ----------------------------===//

#include "runtime/Communicator.h"

#include <chrono>
#include <thread>

namespace shardrt {

Status synchronize(Communicator *const *comms, size_t count, Stream stream) {
  if (count == 0)
    return Status::ok();
  for (;;) {
    StatusOr<bool> done = comms[0]->isComplete(stream);
    SHARDRT_RETURN_IF_ERROR(done.status());
    if (*done)
      return Status::ok();
    // A dead peer leaves the stream waiting forever; NCCL reports it as the
    // communicator's asynchronous error, which aborts it and frees the
    // stream.
    for (size_t i = 0; i < count; ++i)
      SHARDRT_RETURN_IF_ERROR(comms[i]->asyncError());
    std::this_thread::sleep_for(std::chrono::microseconds(20));
  }
}

} // namespace shardrt
