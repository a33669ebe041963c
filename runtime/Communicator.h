//===- Communicator.h - the interface every backend implements -*- C++ -*-===//
//
// Flat collectives over contiguous buffers of one group of ranks, and the
// memory of the backend's space (host for MPI, device for NCCL). Tensor-level
// collectives along a dimension are built on top of this in Runtime.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_COMMUNICATOR_H
#define SHARD_RUNTIME_COMMUNICATOR_H

#include "runtime/DType.h"
#include "runtime/Layout.h"
#include "runtime/Status.h"

#include <cstddef>
#include <memory>

namespace shardrt {

enum class MemorySpace : uint8_t { Host, Device };

class Communicator {
public:
  virtual ~Communicator() = default;

  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// Where the buffers passed to this communicator live.
  virtual MemorySpace memorySpace() const = 0;

  /// Every rank gets the reduction of all ranks' `in` (in may equal out).
  virtual Status allReduce(const void *in, void *out, size_t count, DType dtype,
                           ReduceOp op) = 0;
  /// `out` is the concatenation of all ranks' `in`, in rank order.
  virtual Status allGather(const void *in, void *out, size_t countPerRank,
                           DType dtype) = 0;
  /// Rank r gets block r of the reduction of all ranks' `in`.
  virtual Status reduceScatter(const void *in, void *out, size_t countPerRank,
                               DType dtype, ReduceOp op) = 0;
  /// Block j of rank i's `in` becomes block i of rank j's `out`.
  virtual Status allToAll(const void *in, void *out, size_t countPerRank,
                          DType dtype) = 0;
  /// Every rank gets `root`'s buffer.
  virtual Status broadcast(void *buffer, size_t count, DType dtype,
                           int root) = 0;
  virtual Status send(const void *buffer, size_t count, DType dtype,
                      int peer) = 0;
  virtual Status recv(void *buffer, size_t count, DType dtype, int peer) = 0;
  virtual Status barrier() = 0;

  /// The communicator of the ranks that pass the same `color`, ranked by
  /// `key`. Collective: every rank of this communicator calls it.
  virtual StatusOr<std::unique_ptr<Communicator>> split(int color, int key) = 0;

  /// Memory in this communicator's space.
  virtual StatusOr<void *> allocate(size_t bytes) = 0;
  virtual void deallocate(void *pointer) = 0;
  /// Copies `rows` rows of `width` bytes between pitched buffers of this
  /// communicator's space.
  virtual Status copy2D(void *dst, size_t dstPitch, const void *src,
                        size_t srcPitch, size_t width, size_t rows) = 0;
  /// Copies between host memory and this communicator's space.
  virtual Status copyFromHost(void *dst, const void *src, size_t bytes) = 0;
  virtual Status copyToHost(void *dst, const void *src, size_t bytes) = 0;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_COMMUNICATOR_H
