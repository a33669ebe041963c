//===- Layout.cpp - splitting and assembling sharded tensors --------------===//

#include "runtime/Layout.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace shardrt {

int64_t MeshShape::numDevices() const {
  int64_t n = 1;
  for (int64_t s : sizes)
    n *= s;
  return n;
}

std::vector<int64_t> MeshShape::coords(int64_t rank) const {
  std::vector<int64_t> c(sizes.size());
  for (size_t i = sizes.size(); i-- > 0;) {
    c[i] = rank % sizes[i];
    rank /= sizes[i];
  }
  return c;
}

int64_t MeshShape::rankOf(const std::vector<int64_t> &c) const {
  int64_t rank = 0;
  for (size_t i = 0; i < sizes.size(); ++i)
    rank = rank * sizes[i] + c[i];
  return rank;
}

int MeshShape::axisIndex(const std::string &axis) const {
  auto it = std::find(axes.begin(), axes.end(), axis);
  return it == axes.end() ? -1 : int(it - axes.begin());
}

StatusOr<MeshShape> MeshShape::parse(const std::string &text) {
  MeshShape mesh;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    std::string item = text.substr(start, end - start);
    size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
      return Status::error("mesh axis '", item,
                           "' is not of the form name=size");
    std::string name = item.substr(0, eq);
    std::string size = item.substr(eq + 1);
    // Digits only, and small enough that products of sizes stay in range.
    int64_t value = 0;
    bool valid = size.find_first_not_of("0123456789") == std::string::npos;
    for (char c : size)
      if (valid && (value = value * 10 + (c - '0')) > kMaxAxisSize)
        valid = false;
    if (!valid || value < 1)
      return Status::error("mesh axis '", name, "' has size '", size,
                           "'; sizes are integers from 1 to ", kMaxAxisSize);
    if (mesh.axisIndex(name) >= 0)
      return Status::error("mesh axis '", name, "' is given twice");
    mesh.axes.push_back(name);
    mesh.sizes.push_back(value);
    if (end == std::string::npos)
      break;
    start = end + 1;
  }
  return mesh;
}

int64_t groupIndex(const std::vector<int> &axes,
                   const std::vector<int64_t> &coords, const MeshShape &mesh) {
  int64_t index = 0;
  for (int a : axes)
    index = index * mesh.sizes[a] + coords[a];
  return index;
}

int64_t groupSize(const std::vector<int> &axes, const MeshShape &mesh) {
  int64_t n = 1;
  for (int a : axes)
    n *= mesh.sizes[a];
  return n;
}

StatusOr<std::vector<int64_t>> localShape(const std::vector<int64_t> &global,
                                          const ShardSpec &spec,
                                          const MeshShape &mesh) {
  if (spec.dimAxes.size() != global.size())
    return Status::error("sharding has ", spec.dimAxes.size(),
                         " dims but the tensor has rank ", global.size());
  if (!spec.dimBlocks.empty() && spec.dimBlocks.size() != global.size())
    return Status::error("sharding has blocks for ", spec.dimBlocks.size(),
                         " dims but the tensor has rank ", global.size());
  std::vector<int64_t> local(global);
  for (size_t d = 0; d < global.size(); ++d) {
    int64_t n = groupSize(spec.dimAxes[d], mesh);
    int64_t blocks = spec.blocks(d);
    if (blocks < 1)
      return Status::error("dim ", d, " has ", blocks, " blocks");
    // Each block divides among the devices (n * blocks may not fit).
    if (global[d] % blocks != 0 || (global[d] / blocks) % n != 0)
      return blocks == 1
                 ? Status::error("dim ", d, " of size ", global[d],
                                 " is not divisible by ", n)
                 : Status::error("dim ", d, " of size ", global[d],
                                 " is not divisible by ", n * blocks, " (", n,
                                 " in each of ", blocks, " blocks)");
    local[d] /= n;
  }
  return local;
}

namespace {
/// Where the device at some coordinates' block lies along each dim: its
/// part of block k (of `blocks` along the dim) is the group index's run of
/// `local / blocks` elements in that block. Computed per index, not
/// tabled: a dim may have billions of them.
class BlockMap {
public:
  BlockMap(const std::vector<int64_t> &global,
           const std::vector<int64_t> &local, const ShardSpec &spec,
           const MeshShape &mesh, const std::vector<int64_t> &coords) {
    for (size_t d = 0; d < local.size(); ++d) {
      int64_t blocks = spec.blocks(d);
      int64_t part = local[d] / blocks;
      dims.push_back({part, global[d] / blocks,
                      groupIndex(spec.dimAxes[d], coords, mesh) * part});
    }
  }
  /// The full index along dim `d` of the block's index `i`.
  int64_t full(size_t d, int64_t i) const {
    const Dim &dim = dims[d];
    return (i / dim.part) * dim.stride + dim.start + i % dim.part;
  }
  /// Elements from the block's index `i` along dim `d` whose full indices
  /// are consecutive (to the end of its part of a block).
  int64_t run(size_t d, int64_t i) const {
    return dims[d].part - i % dims[d].part;
  }

private:
  struct Dim {
    int64_t part, stride, start;
  };
  std::vector<Dim> dims;
};

/// Visits every element of a device's block of `blockShape` in a tensor of
/// `fullShape`, placed as `map` says: f(blockIndex, fullIndex), both
/// row-major.
template <typename F>
void forEachInBlock(const std::vector<int64_t> &fullShape,
                    const std::vector<int64_t> &blockShape, const BlockMap &map,
                    F f) {
  int64_t count = numElements(blockShape);
  size_t rank = blockShape.size();
  std::vector<int64_t> index(rank, 0);
  for (int64_t b = 0; b < count; ++b) {
    int64_t full = 0;
    for (size_t d = 0; d < rank; ++d)
      full = full * fullShape[d] + map.full(d, index[d]);
    f(b, full);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < blockShape[d])
        break;
      index[d] = 0;
    }
  }
}

double combine(ReduceOp op, double a, double b) {
  switch (op) {
  case ReduceOp::Sum:
    return a + b;
  case ReduceOp::Max:
    return std::max(a, b);
  case ReduceOp::Min:
    return std::min(a, b);
  }
  return a;
}

/// The same on integers; sums wrap, as the program's do.
int64_t combine(ReduceOp op, int64_t a, int64_t b) {
  switch (op) {
  case ReduceOp::Sum:
    return int64_t(uint64_t(a) + uint64_t(b));
  case ReduceOp::Max:
    return std::max(a, b);
  case ReduceOp::Min:
    return std::min(a, b);
  }
  return a;
}

/// A well-mixed 64-bit hash (splitmix64's finalizer).
uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// A deterministic pseudo-random value for (seed, element, part).
uint64_t noise(uint64_t seed, int64_t element, int64_t part) {
  return mix(mix(seed ^ uint64_t(element)) + uint64_t(part));
}

/// Part `part` of `parts` of `value` under `op`: parts combine to `value`.
/// Sums: random parts, the last one making up the rest; max (min): values
/// below (above) `value` except on one part chosen at random, which holds it.
double floatPart(double value, ReduceOp op, int64_t part, int64_t parts,
                 uint64_t seed, int64_t element) {
  auto uniform = [&](int64_t p) {
    return double(noise(seed, element, p) >> 11) * 0x1p-52 - 1.0;
  };
  switch (op) {
  case ReduceOp::Sum: {
    if (part + 1 < parts)
      return uniform(part);
    double rest = value;
    for (int64_t p = 0; p + 1 < parts; ++p)
      rest -= uniform(p);
    return rest;
  }
  case ReduceOp::Max:
  case ReduceOp::Min: {
    int64_t keeper = int64_t(noise(seed, element, parts) % uint64_t(parts));
    if (part == keeper)
      return value;
    double delta = 1.0 + std::fabs(uniform(part));
    return op == ReduceOp::Max ? value - delta : value + delta;
  }
  }
  return value;
}

/// The same on integers of `bits` bits: max (min) parts stay at or above
/// (below) the type's smallest (largest) value.
int64_t intPart(int64_t value, ReduceOp op, int64_t part, int64_t parts,
                uint64_t seed, int64_t element, unsigned bits) {
  switch (op) {
  case ReduceOp::Sum: {
    // Wrapping: the program's integer sums wrap too.
    if (part + 1 < parts)
      return int64_t(noise(seed, element, part) % 64) - 32;
    uint64_t rest = uint64_t(value);
    for (int64_t p = 0; p + 1 < parts; ++p)
      rest -= uint64_t(int64_t(noise(seed, element, p) % 64) - 32);
    return int64_t(rest);
  }
  case ReduceOp::Max:
  case ReduceOp::Min: {
    int64_t keeper = int64_t(noise(seed, element, parts) % uint64_t(parts));
    if (part == keeper)
      return value;
    uint64_t delta = 1 + noise(seed, element, part) % 7;
    // Distances to the type's bounds, computed without overflow.
    uint64_t lowest = uint64_t(1) << (bits - 1);
    uint64_t room = op == ReduceOp::Max ? uint64_t(value) + lowest
                                        : (lowest - 1) - uint64_t(value);
    if (room < delta)
      return value;
    return op == ReduceOp::Max ? int64_t(uint64_t(value) - delta)
                               : int64_t(uint64_t(value) + delta);
  }
  }
  return value;
}
} // namespace

Status extractRange(const std::byte *full, DType dtype,
                    const std::vector<int64_t> &global, const ShardSpec &spec,
                    const MeshShape &mesh, int64_t rank, uint64_t seed,
                    int64_t begin, int64_t count, std::byte *out) {
  StatusOr<std::vector<int64_t>> local = localShape(global, spec, mesh);
  SHARDRT_RETURN_IF_ERROR(local.status());
  if (begin < 0 || count < 0 || begin + count > numElements(*local))
    return Status::error("elements ", begin, "..", begin + count,
                         " are outside a block of ", numElements(*local));
  if (count == 0)
    return Status::ok();
  std::vector<int64_t> coords = mesh.coords(rank);
  BlockMap map(global, *local, spec, mesh, coords);
  int64_t parts = groupSize(spec.partialAxes, mesh);
  int64_t part = groupIndex(spec.partialAxes, coords, mesh);
  size_t elem = sizeOf(dtype);
  size_t dims = local->size();
  // The block index of element `begin`, row-major.
  std::vector<int64_t> index(dims, 0);
  for (int64_t rest = begin, d = int64_t(dims); d-- > 0;) {
    index[size_t(d)] = rest % (*local)[size_t(d)];
    rest /= (*local)[size_t(d)];
  }
  for (int64_t b = begin, end = begin + count; b < end;) {
    int64_t f = 0;
    for (size_t d = 0; d < dims; ++d)
      f = f * global[d] + map.full(d, index[d]);
    // A run of the innermost dim whose full indices are consecutive moves
    // at once.
    int64_t n =
        std::min(dims ? map.run(dims - 1, index[dims - 1]) : 1, end - b);
    std::byte *dst = out + size_t(b - begin) * elem;
    if (parts == 1) {
      std::memcpy(dst, full + size_t(f) * elem, size_t(n) * elem);
    } else if (dtype == DType::Bool) {
      // A partial bool keeps its value on the first device of the group.
      for (int64_t k = 0; k < n; ++k)
        storeIntElement(dst + size_t(k) * elem, dtype,
                        part == 0
                            ? loadIntElement(full + size_t(f + k) * elem, dtype)
                        : spec.partialOp == ReduceOp::Min ? 1
                                                          : 0);
    } else {
      for (int64_t k = 0; k < n; ++k) {
        const std::byte *src = full + size_t(f + k) * elem;
        std::byte *to = dst + size_t(k) * elem;
        if (isFloat(dtype))
          storeElement(to, dtype,
                       floatPart(loadElement(src, dtype), spec.partialOp, part,
                                 parts, seed, f + k));
        else
          storeIntElement(to, dtype,
                          intPart(loadIntElement(src, dtype), spec.partialOp,
                                  part, parts, seed, f + k,
                                  unsigned(8 * elem)));
      }
    }
    b += n;
    // Step the block index past the run.
    if (dims == 0)
      continue;
    index[dims - 1] += n;
    for (size_t d = dims; d-- > 1 && index[d] >= (*local)[d];) {
      index[d] = 0;
      ++index[d - 1];
    }
  }
  return Status::ok();
}

StatusOr<Array> extractBlock(const std::byte *full, DType dtype,
                             const std::vector<int64_t> &global,
                             const ShardSpec &spec, const MeshShape &mesh,
                             int64_t rank) {
  StatusOr<std::vector<int64_t>> local = localShape(global, spec, mesh);
  SHARDRT_RETURN_IF_ERROR(local.status());
  Array block(dtype, *local);
  ShardSpec whole = spec;
  whole.partialAxes.clear();
  SHARDRT_RETURN_IF_ERROR(extractRange(full, dtype, global, whole, mesh, rank,
                                       0, 0, block.numElements(),
                                       block.data.data()));
  return block;
}

StatusOr<Array> extractShard(const Array &full, const ShardSpec &spec,
                             const MeshShape &mesh, int64_t rank,
                             uint64_t seed) {
  StatusOr<std::vector<int64_t>> local = localShape(full.shape, spec, mesh);
  SHARDRT_RETURN_IF_ERROR(local.status());
  Array block(full.dtype, *local);
  SHARDRT_RETURN_IF_ERROR(extractRange(full.data.data(), full.dtype, full.shape,
                                       spec, mesh, rank, seed, 0,
                                       block.numElements(), block.data.data()));
  return block;
}

namespace {

/// Fails unless there is one block per device, each of shape `local` and
/// of the first block's dtype.
Status checkBlocks(const std::vector<Array> &blocks,
                   const std::vector<int64_t> &local, const MeshShape &mesh) {
  if (int64_t(blocks.size()) != mesh.numDevices())
    return Status::error("expected ", mesh.numDevices(), " blocks, got ",
                         blocks.size());
  DType dtype = blocks.front().dtype;
  for (size_t r = 0; r < blocks.size(); ++r)
    if (blocks[r].shape != local || blocks[r].dtype != dtype)
      return Status::error("device ", r, " holds a ", name(blocks[r].dtype),
                           " block of shape ", formatShape(blocks[r].shape),
                           ", expected ", name(dtype), " ", formatShape(local));
  return Status::ok();
}

/// For each mesh axis, whether it holds replicas: it neither splits a dim
/// nor is partial.
std::vector<bool> replicaAxes(const ShardSpec &spec, const MeshShape &mesh) {
  std::vector<bool> replicaAxis(mesh.sizes.size(), true);
  for (const auto &axes : spec.dimAxes)
    for (int a : axes)
      replicaAxis[a] = false;
  for (int a : spec.partialAxes)
    replicaAxis[a] = false;
  return replicaAxis;
}

/// Fills `full` from the blocks of the devices whose replica coordinates
/// are all 0; returns the largest magnitude they hold (floats; else 0).
double reduceRepresentatives(const std::vector<Array> &blocks,
                             const std::vector<int64_t> &global,
                             const std::vector<int64_t> &local,
                             const ShardSpec &spec, const MeshShape &mesh,
                             const std::vector<bool> &replicaAxis,
                             Array &full) {
  // The reduction over partial axes, from the devices whose replica
  // coordinates are all 0: floats accumulate in double, integers exactly
  // (sums wrap, as the program's do). Without partial axes each element is
  // copied as it is.
  DType dtype = full.dtype;
  int64_t count = numElements(global);
  bool floating = isFloat(dtype);
  bool reduces = !spec.partialAxes.empty();
  std::vector<double> acc;
  std::vector<int64_t> accInt;
  std::vector<bool> seen;
  if (reduces) {
    seen.assign(size_t(count), false);
    if (floating)
      acc.assign(size_t(count), 0);
    else
      accInt.assign(size_t(count), 0);
  }
  size_t elem = sizeOf(dtype);
  double largest = 0;
  for (int64_t r = 0; r < mesh.numDevices(); ++r) {
    std::vector<int64_t> c = mesh.coords(r);
    bool representative = true;
    for (size_t a = 0; a < c.size(); ++a)
      representative &= !replicaAxis[a] || c[a] == 0;
    if (!representative)
      continue;
    const Array &block = blocks[r];
    forEachInBlock(global, local, BlockMap(global, local, spec, mesh, c),
                   [&](int64_t b, int64_t f) {
                     if (floating)
                       largest = std::max(largest, std::fabs(block.get(b)));
                     if (!reduces) {
                       std::memcpy(full.data.data() + f * elem,
                                   block.data.data() + b * elem, elem);
                       return;
                     }
                     bool first = !seen[size_t(f)];
                     seen[size_t(f)] = true;
                     if (floating) {
                       double v = block.get(b);
                       acc[f] = first ? v : combine(spec.partialOp, acc[f], v);
                       return;
                     }
                     int64_t v = block.getInt(b);
                     int64_t &a = accInt[size_t(f)];
                     a = first ? v : combine(spec.partialOp, a, v);
                   });
  }
  if (reduces)
    for (int64_t i = 0; i < count; ++i) {
      if (floating)
        full.set(i, acc[size_t(i)]);
      else
        full.setInt(i, accInt[size_t(i)]);
    }
  return largest;
}

/// Fails unless every replica matches its representative: bit for bit for
/// integers, to `replicaTolerance` of `largest` for floats.
Status checkReplicas(const std::vector<Array> &blocks, const MeshShape &mesh,
                     const std::vector<bool> &replicaAxis,
                     double replicaTolerance, double largest) {
  bool floating = isFloat(blocks.front().dtype);
  for (int64_t r = 0; r < mesh.numDevices(); ++r) {
    std::vector<int64_t> c = mesh.coords(r);
    std::vector<int64_t> rep = c;
    bool isReplica = false;
    for (size_t a = 0; a < c.size(); ++a)
      if (replicaAxis[a] && c[a] != 0) {
        rep[a] = 0;
        isReplica = true;
      }
    if (!isReplica)
      continue;
    const Array &mine = blocks[r];
    const Array &theirs = blocks[mesh.rankOf(rep)];
    for (int64_t i = 0, e = mine.numElements(); i < e; ++i) {
      bool agree;
      if (floating) {
        double a = mine.get(i), b = theirs.get(i);
        agree = a == b || (std::isnan(a) && std::isnan(b)) ||
                std::fabs(a - b) <= replicaTolerance * largest;
      } else {
        agree = mine.getInt(i) == theirs.getInt(i);
      }
      if (!agree)
        return Status::error("replicas disagree: device ", r, " holds ",
                             mine.get(i), " at element ", i,
                             " of its block, device ", mesh.rankOf(rep),
                             " holds ", theirs.get(i));
    }
  }
  return Status::ok();
}

} // namespace

StatusOr<Array> assemble(const std::vector<Array> &blocks,
                         const std::vector<int64_t> &global,
                         const ShardSpec &spec, const MeshShape &mesh,
                         double replicaTolerance) {
  StatusOr<std::vector<int64_t>> local = localShape(global, spec, mesh);
  if (!local.isOk())
    return local.status();
  SHARDRT_RETURN_IF_ERROR(checkBlocks(blocks, *local, mesh));
  std::vector<bool> replicaAxis = replicaAxes(spec, mesh);
  Array full(blocks.front().dtype, global);
  double largest = reduceRepresentatives(blocks, global, *local, spec, mesh,
                                         replicaAxis, full);
  SHARDRT_RETURN_IF_ERROR(
      checkReplicas(blocks, mesh, replicaAxis, replicaTolerance, largest));
  return full;
}

} // namespace shardrt
