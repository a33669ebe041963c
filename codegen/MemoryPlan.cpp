//===- MemoryPlan.cpp - one arena, buffers reused after their last use ----===//
//
// A temp that holds a result at the end is the caller's output buffer
// instead (placeOutputs): a run then writes its results where the caller
// reads them, with no copy after. Other temps are placed in op order. A
// temp occupies its bytes from the op that first writes it to the op that
// last reads any value stored in it (inclusive); it goes to the lowest
// aligned offset where no overlapping live temp sits (first fit). The
// arena's size is the peak end offset.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlan.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::dist::codegen;

void mlir::dist::codegen::placeOutputs(KernelPlan &plan) {
  auto ret = cast<func::ReturnOp>(plan.func.getBody().front().getTerminator());
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    Buffer &b = plan.buffers[plan.bufferOf.lookup(v)];
    std::optional<int64_t> bytes =
        staticTensorBytes(cast<RankedTensorType>(v.getType()));
    if (b.kind != BufferKind::Temp || !bytes || b.bytes != *bytes)
      continue;
    b.kind = BufferKind::Output;
    b.argNumber = unsigned(i);
  }
}

void mlir::dist::codegen::planMemory(KernelPlan &plan) {
  auto aligned = [](int64_t bytes) {
    return (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment;
  };
  std::vector<Buffer *> temps;
  for (Buffer &b : plan.buffers)
    if (b.kind == BufferKind::Temp)
      temps.push_back(&b);
  std::stable_sort(temps.begin(), temps.end(), [](Buffer *a, Buffer *b) {
    return a->firstUse < b->firstUse;
  });

  std::vector<Buffer *> live; // kept sorted by offset
  plan.arenaBytes = 0;
  plan.unplannedBytes = 0;
  for (Buffer *buffer : temps) {
    live.erase(std::remove_if(
                   live.begin(), live.end(),
                   [&](Buffer *b) { return b->lastUse < buffer->firstUse; }),
               live.end());
    int64_t size = aligned(std::max<int64_t>(buffer->bytes, 1));
    int64_t offset = 0;
    for (Buffer *b : live) {
      if (b->offset - offset >= size)
        break;
      offset = std::max(offset, b->offset + aligned(b->bytes));
    }
    buffer->offset = offset;
    live.insert(std::upper_bound(
                    live.begin(), live.end(), buffer,
                    [](Buffer *a, Buffer *b) { return a->offset < b->offset; }),
                buffer);
    plan.arenaBytes = std::max(plan.arenaBytes, offset + size);
    plan.unplannedBytes += size;
  }
}
