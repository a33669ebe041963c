//===- Reshard.h - the cheapest collectives between two shardings -*- C++
//-*-===//
//
// A sharding is a state: each mesh axis is free (the tensor is replicated
// over it), partial, or splits a dim at some position. Collectives are moves
// between states:
//
//   all_reduce      partial axes -> free
//   reduce_scatter  partial axes -> appended to a dim
//   all_gather      the minor axes of a dim -> free
//   all_slice       free axes -> appended to a dim (no communication)
//   all_to_all      the minor axes of one dim -> appended to another
//   make partial    free axes -> partial (no communication)
//
// planReshard runs Dijkstra over these states with the bytes each device
// sends (ring algorithms) as cost, then the number of collectives, so the
// plan is the cheapest sequence between any two shardings of a tensor on a
// mesh, not a fixed table of cases. A dim split in blocks (`blocks` of
// #dist.sharding) that changes is gathered whole first (each block's parts,
// in one all_gather) and split in its new blocks last (a local slice); one
// that stays is left out of the search.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_RESHARD_H
#define SHARD_PASSES_SPMD_RESHARD_H

#include "dialect/DistOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::dist {

struct ReshardStep {
  enum class Kind {
    AllReduce,
    ReduceScatter,
    AllGather,
    AllSlice,
    AllToAll,
    MakePartial
  };
  Kind kind;
  SmallVector<StringRef, 2> axes;
  /// The dim the step gathers, scatters or slices; for all_to_all the dim
  /// that becomes split.
  int64_t dim = 0;
  /// all_to_all: the dim whose minor axes move.
  int64_t fromDim = 0;
  ReductionKind reduction = ReductionKind::sum;
  /// all_gather and all_slice: the equal blocks `dim` is viewed as; each
  /// block is gathered or sliced along the axes.
  int64_t blocks = 1;
};

struct ReshardPlan {
  SmallVector<ReshardStep> steps;
  /// Bytes each device sends, summed over the steps.
  int64_t bytes = 0;
};

/// The cheapest plan turning a tensor of global `type` sharded `from` into
/// one sharded `to` (both on `mesh`); failure if none exists (a dim not
/// divisible on the way). `sequential` axes (a pipeline's stages and
/// microbatches, which run different code or one after another) are never
/// sliced on the way unless the target splits them, and a partial value
/// over them is reduced only by all_reduce (the accumulation a pipeline
/// runs), never scattered; such an all_reduce costs what its other axes
/// communicate, since the accumulation itself sends nothing.
FailureOr<ReshardPlan> planReshard(ShardingAttr from, ShardingAttr to,
                                   RankedTensorType type, MeshOp mesh,
                                   ArrayRef<StringRef> sequential = {});

/// Emits `plan` on `local` (a device-local value sharded as the plan's
/// source) and returns the local value sharded as its target.
Value emitReshard(OpBuilder &builder, Location loc, Value local,
                  const ReshardPlan &plan, MeshOp mesh);

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_RESHARD_H
