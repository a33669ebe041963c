//===- InputPlan.h - where each rank reads its inputs from ------*- C++ -*-===//
//
// shard-run writes a program's inputs as whole tensors, one .npy file each
// (made up, the user's own, or a row of a dataset), and this plan of where
// they are and how they are split. Each rank then takes its block of every
// input straight from the file (mapped: it reads its own pages only), or
// under `--io root` rank 0 reads each rank's block and sends it in chunks
// (ranks without a shared file system). Nobody holds a whole tensor.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_INPUTPLAN_H
#define SHARD_RUNTIME_INPUTPLAN_H

#include "runtime/Layout.h"
#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shardrt {

/// Program input `number`'s global value: the row-major elements of
/// `shape` at byte `dataOffset` of `path`. A rank takes its block by
/// `spec`; a partial input its part from `seed` (as extractShard).
struct GlobalInput {
  int number = 0;
  /// The one rank whose input it is (a per-device program's ranks each
  /// have their own); -1: every rank's.
  int64_t rank = -1;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  ShardSpec spec;
  uint64_t seed = 0;
  uint64_t dataOffset = 0;
  std::string path;
};

struct InputPlan {
  std::vector<GlobalInput> inputs;

  /// The plan as text, one input per line.
  std::string format() const;
  /// Reads format()'s text back; a malformed line is an error naming it.
  static StatusOr<InputPlan> parse(const std::string &text);
  /// Makes relative paths relative to `dir` (the plan file's own, so that
  /// a plan and its files can move together).
  void resolveAgainst(const std::string &dir);
  /// Where rank `rank`'s input `number` is; an error if the plan has none.
  StatusOr<const GlobalInput *> find(int number, int64_t rank) const;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_INPUTPLAN_H
