//===- Accumulations.h - sums over the microbatches of a pipeline -*- C++
//-*-===//
//
// A pipelined training step turns an all_reduce over the microbatch axis (a
// loss, a weight gradient) into a running sum each microbatch's pass adds
// into, and a reduction over its other axes once the last microbatch has
// added: the ops the stage builder makes for both.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_ACCUMULATIONS_H
#define SHARD_PASSES_PIPELINE_ACCUMULATIONS_H

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::dist {

/// Rewrites each sum over the microbatches that only a reduce_scatter over
/// other axes reads (a gradient under a sharded optimizer, ZeRO-1's) as the
/// sum of the microbatches' reduce_scattered terms: each microbatch's term
/// is reduce_scattered where it is made and only this rank's share is
/// accumulated (ZeRO-2's gradients, 1/dp of them held). Both reduce by
/// sums, so the result is the same. Returns how many sums it rewrote.
unsigned scatterEachTerm(func::FuncOp fn);

/// The accumulation `term` is the reduce_scattered term of (its only user,
/// reducing as `term` does, as scatterEachTerm's sums do), or null. The
/// stage builder lets such a term's reduce_scatter accumulate it
/// (StageBuilder::scatterTerm); that needs the two reductions alike.
AllReduceOp scatteredTermSum(ReduceScatterOp term);

/// The axes `acc` reduces over besides the microbatches.
SmallVector<StringRef> otherAxes(AllReduceOp acc);

/// The identity of `acc`'s reduction (0, -inf, +inf; an integer's least or
/// greatest) as a constant tensor of `type`.
Value accumulationIdentity(OpBuilder &b, AllReduceOp acc,
                           RankedTensorType type);

/// `sum` and `input` combined elementwise as `acc` reduces.
Value combineAccumulation(OpBuilder &b, AllReduceOp acc, Value sum,
                          Value input);

/// Reduces each running sum (`acc`'s buffer) of `sums` over `acc`'s other
/// axes in `block`, a chunk's last action, with one dist.all_reduce_buffers
/// per bucket: sums reduced alike, at most `bucketBytes` together (a larger
/// sum alone), started after the block's last store into the bucket's last
/// member. Sums the block does not store into are final from its start and
/// are reduced there, apart.
void reduceInBuckets(OpBuilder &b, Block *block,
                     ArrayRef<std::pair<AllReduceOp, Value>> sums,
                     int64_t bucketBytes);

/// A step's reduce_scatter of an accumulated sum (a sharded optimizer's
/// gradient), the sum's buffer, and the buffer of the rank's share.
struct ScatteredSum {
  ReduceScatterOp scatter;
  Value sum, share;
};

/// Starts each sum's reduce_scatter into its share in `block`, a chunk's
/// last action, with one dist.reduce_scatter_buffers per bucket, formed as
/// reduceInBuckets forms its buckets: left in flight while the pass and the
/// table's later rows run, as Megatron's distributed optimizer overlaps its
/// gradient buckets' reduction with the last microbatch's backward pass.
void scatterWhenFinal(OpBuilder &b, Block *block,
                      ArrayRef<ScatteredSum> scattered, int64_t bucketBytes);

} // namespace mlir::dist

#endif // SHARD_PASSES_PIPELINE_ACCUMULATIONS_H
