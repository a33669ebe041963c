//===- Runtime.h - tensor collectives over the groups of a mesh -*- C++ -*-===//
//
// What generated programs call. A program names the groups it communicates
// in (lists of mesh axes, like the `axes` of dist collectives); the runtime
// creates one sub-communicator per group at start-up and implements the
// dist collectives on row-major tensors on top of the flat ones, packing and
// unpacking blocks when the dimension is not the outermost.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_RUNTIME_H
#define SHARD_RUNTIME_RUNTIME_H

#include "runtime/Communicator.h"
#include "runtime/Layout.h"

#include <memory>
#include <string>
#include <vector>

namespace shardrt {

using Shape = std::vector<int64_t>;

class Runtime {
public:
  /// Splits `world` into one communicator per group. Every rank must pass
  /// the same groups in the same order.
  static StatusOr<std::unique_ptr<Runtime>>
  create(std::unique_ptr<Communicator> world, MeshShape mesh,
         const std::vector<std::vector<std::string>> &groups);
  ~Runtime();

  int rank() const { return worldComm->rank(); }
  const MeshShape &mesh() const { return meshShape; }
  const std::vector<int64_t> &coords() const { return myCoords; }
  Communicator &world() { return *worldComm; }
  Communicator &group(int id) { return *groups[size_t(id)].comm; }
  /// This device's rank in group `id` (dist.group_rank).
  int64_t groupRank(int id) { return group(id).rank(); }

  // The dist collectives. `shape` is the operand's (device-local) shape.
  Status allReduce(int group, const void *in, void *out, DType dtype,
                   const Shape &shape, ReduceOp op);
  Status allGather(int group, const void *in, void *out, DType dtype,
                   const Shape &shape, int dim);
  Status reduceScatter(int group, const void *in, void *out, DType dtype,
                       const Shape &shape, int dim, ReduceOp op);
  Status allToAll(int group, const void *in, void *out, DType dtype,
                  const Shape &shape, int split, int concat);
  Status allSlice(int group, const void *in, void *out, DType dtype,
                  const Shape &shape, int dim);
  Status broadcast(int group, const void *in, void *out, DType dtype,
                   const Shape &shape, int root);
  Status send(int group, const void *in, DType dtype, const Shape &shape,
              int peer);
  Status recv(int group, void *out, DType dtype, const Shape &shape, int peer);

private:
  struct Group {
    std::vector<std::string> axes;
    std::unique_ptr<Communicator> comm;
  };
  Runtime() = default;
  /// Scratch memory of at least `bytes`, reused across calls.
  StatusOr<std::byte *> scratch(size_t which, size_t bytes);
  /// Prefixes an error with the collective and its group.
  Status annotate(Status status, const char *op, int group) const;

  std::unique_ptr<Communicator> worldComm;
  MeshShape meshShape;
  std::vector<int64_t> myCoords;
  std::vector<Group> groups;
  std::byte *scratchBuffers[2] = {nullptr, nullptr};
  size_t scratchBytes[2] = {0, 0};
};

} // namespace shardrt

#endif // SHARD_RUNTIME_RUNTIME_H
