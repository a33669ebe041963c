//===- Layout.h - which block of a tensor each device holds ----*- C++ -*-===//
//
// The same arithmetic as #dist.sharding, without MLIR: a mesh with named
// axes, a per-dimension list of the axes that split it, and the functions
// that cut a full tensor into a device's block and put blocks back together.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_LAYOUT_H
#define SHARD_RUNTIME_LAYOUT_H

#include "runtime/Array.h"
#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shardrt {

/// A device mesh; devices are numbered row-major over the axes.
struct MeshShape {
  std::vector<std::string> axes;
  std::vector<int64_t> sizes;

  int64_t numDevices() const;
  /// The coordinates of device `rank`, one per axis.
  std::vector<int64_t> coords(int64_t rank) const;
  /// The rank of the device at `coords`.
  int64_t rankOf(const std::vector<int64_t> &coords) const;
  /// Index of `axis`, or -1.
  int axisIndex(const std::string &axis) const;
  /// Parses "dp=2,tp=4"; every size is from 1 to kMaxAxisSize.
  static StatusOr<MeshShape> parse(const std::string &text);
  static constexpr int64_t kMaxAxisSize = int64_t(1) << 20;
};

/// How a tensor is split: for each dim, the mesh axes (indices) that split
/// it, major to minor, and the equal blocks it is viewed as before the split
/// (`blocks 3` of #dist.sharding: a device holds its part of every block);
/// `partial` axes hold unreduced values.
struct ShardSpec {
  std::vector<std::vector<int>> dimAxes;
  std::vector<int> partialAxes;
  ReduceOp partialOp = ReduceOp::Sum;
  /// Empty when every dim is one block.
  std::vector<int64_t> dimBlocks;

  static ShardSpec replicated(size_t rank) {
    ShardSpec spec;
    spec.dimAxes.resize(rank);
    return spec;
  }
  int64_t blocks(size_t dim) const {
    return dimBlocks.empty() ? 1 : dimBlocks[dim];
  }
};

/// The shape of one device's block; fails if a dim is not divisible.
StatusOr<std::vector<int64_t>> localShape(const std::vector<int64_t> &global,
                                          const ShardSpec &spec,
                                          const MeshShape &mesh);
/// Position (row-major over `axes`) of the device at `coords` in the group
/// formed by `axes`.
int64_t groupIndex(const std::vector<int> &axes,
                   const std::vector<int64_t> &coords, const MeshShape &mesh);
/// Product of the sizes of `axes`.
int64_t groupSize(const std::vector<int> &axes, const MeshShape &mesh);

/// The block of `full` that device `rank` holds. A partial value is split
/// into parts that differ on every device of the partial group (random,
/// from `seed`) and reduce to `full`: random addends whose sum is the value,
/// or values below (above) it for max (min) with one device holding it.
StatusOr<Array> extractShard(const Array &full, const ShardSpec &spec,
                             const MeshShape &mesh, int64_t rank,
                             uint64_t seed = 0);

/// The block that device `rank` holds of the tensor of `global` shape
/// whose row-major elements start at `full` (a file mapped in memory: only
/// the block's pages are read); partial axes are ignored (every device of
/// a partial group gets the value).
StatusOr<Array> extractBlock(const std::byte *full, DType dtype,
                             const std::vector<int64_t> &global,
                             const ShardSpec &spec, const MeshShape &mesh,
                             int64_t rank);

/// Elements [begin, begin + count) (row-major) of what extractShard makes
/// for device `rank` of the tensor of `global` shape at `full`, written to
/// `out`: a block read in pieces, straight from a mapped file, without the
/// whole block or tensor in memory.
Status extractRange(const std::byte *full, DType dtype,
                    const std::vector<int64_t> &global, const ShardSpec &spec,
                    const MeshShape &mesh, int64_t rank, uint64_t seed,
                    int64_t begin, int64_t count, std::byte *out);

/// Puts the blocks of all devices (`blocks[rank]`) back into one tensor of
/// `global` shape: reduces along partial axes and checks that replicas agree
/// to `replicaTolerance` (relative to the largest magnitude).
StatusOr<Array> assemble(const std::vector<Array> &blocks,
                         const std::vector<int64_t> &global,
                         const ShardSpec &spec, const MeshShape &mesh,
                         double replicaTolerance);

} // namespace shardrt

#endif // SHARD_RUNTIME_LAYOUT_H
