//===- CollectivePlacement.h - where collectives start ----------*- C++ -*-===//
//
// The steps of --dist-optimize-collectives that move collectives (and the
// compute around them) so that the code generator overlaps each with work
// (CollectivePlacement.cpp), and the helpers its bucketing shares.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_COLLECTIVEPLACEMENT_H
#define SHARD_PASSES_SPMD_COLLECTIVEPLACEMENT_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/ValueRange.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::dist {

/// True if `axes` name the microbatch axis: a pipeline runs microbatches
/// in turn and turns such a reduction into accumulation where its input
/// is made, so it stays a collective of its own.
bool overMicrobatches(ArrayRef<StringRef> axes);

/// Positions of a block's ops, for steps that move ops and then ask which
/// of two comes first: MLIR renumbers a block after moves, once per
/// question. An op moved just after another takes a position between that
/// one's and the next original op's.
class Positions {
public:
  explicit Positions(Block &block) {
    for (auto [i, op] : llvm::enumerate(block))
      position[&op] = double(i);
  }
  double at(Operation *op) const { return position.lookup(op); }
  bool before(Operation *a, Operation *b) const { return at(a) < at(b); }
  /// Moves `op` just after `after`, `share` (in (0, 1)) of the way to the
  /// next original op.
  void moveAfter(Operation *op, Operation *after, double share) {
    op->moveAfter(after);
    position[op] = at(after) + 0.5 * share;
  }

private:
  DenseMap<Operation *, double> position;
};

/// The first point of `block` at which `values` are all defined: after the
/// op (or the op holding the op) that makes the last of them.
Operation *whereReady(Block &block, ValueRange values,
                      const Positions &positions);

/// Moves `block`'s collectives so that each runs beside work: every
/// all_reduce and reduce_scatter (not over the microbatches) to just after
/// its operand is made, FSDP's gathers up to the layer before, each other
/// gather a GEMM reads above the GEMM before it, and a weight gradient's
/// GEMM up beside each reduction that would otherwise overlap none
/// (passes/Passes.td's --dist-optimize-collectives says each).
void placeCollectives(Block &block);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_COLLECTIVEPLACEMENT_H
