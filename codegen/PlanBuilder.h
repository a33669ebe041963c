//===- PlanBuilder.h - the kernel plan under construction -------*- C++ -*-===//
//
// The builder walks a function's ops in program order and asks each op,
// through KernelPlanOpInterface, to add itself to the plan. What an op's
// model may do is the public part of this class: make and bind buffers,
// alias or update them in place, add kernels, copies and transfers, number
// communication groups, and plan a nested block. Liveness (the op index of
// each value's last use) is computed before the walk, so binding a value to
// a buffer keeps that buffer live as long as the value is read.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_PLANBUILDER_H
#define SHARD_CODEGEN_PLANBUILDER_H

#include "codegen/KernelPlan.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir::dist::codegen {

/// True when the generic `op` only writes a constant zero: a fill.
bool isZeroFill(linalg::GenericOp op);

class PlanBuilder {
public:
  PlanBuilder(func::FuncOp func, TargetFusion fusion) : fusion(fusion) {
    plan.func = func;
  }
  /// Numbers `groups` first, in order (the groups all stages of a pipeline
  /// share).
  void seedGroups(ArrayRef<SmallVector<std::string>> groups) {
    plan.groups.assign(groups.begin(), groups.end());
  }
  FailureOr<KernelPlan> build();

  //===--------------------------------------------------------------------===//
  // What per-op models use.
  //===--------------------------------------------------------------------===//

  KernelPlan &getPlan() { return plan; }
  /// The GEMM epilogues the target fuses.
  TargetFusion getFusion() const { return fusion; }
  /// The program-order index of `op` (an op of the function's block or of
  /// a loop body or schedule region), and of the end of the loop or
  /// schedule `loop`.
  unsigned indexOf(Operation *op) const { return opIndex.lookup(op); }
  unsigned loopEndOf(Operation *loop) const { return loopEnd.lookup(loop); }
  /// The op index at which `kernel` runs: a loop's or a case's end is after
  /// the ops inside it.
  unsigned indexAt(const Kernel &kernel) const;

  /// A new buffer for a `type`, live from op `index`.
  unsigned newBuffer(BufferKind kind, RankedTensorType type, unsigned index);
  /// Makes `v` live in `buffer`, extending the buffer's life to v's last use.
  void bind(Value v, unsigned buffer);
  /// The buffer of `v`; a value with undefined contents (tensor.empty) gets
  /// a fresh temp.
  unsigned bufferOf(Value v, unsigned index);
  /// `to` holds what `from` holds: the same buffer, or undefined contents.
  void alias(Value from, Value to, unsigned index);
  /// The attention kernel whose last GEMM is `op` (the chain's other ops
  /// add nothing to the plan).
  const AttentionKernel *attentionEndingAt(Operation *op) const {
    auto it = attentions.find(op);
    return it == attentions.end() ? nullptr : &it->second;
  }
  /// The attention backward kernel that runs at `op` (the last of its
  /// GEMMs), if any.
  const AttentionBackwardKernel *attentionBackwardAt(Operation *op) const {
    auto it = attentionBackwards.find(op);
    return it == attentionBackwards.end() ? nullptr : &it->second;
  }
  /// The grouped GEMM that runs at `op` (a contraction whose gathers run
  /// in it, or a scatter-add whose contraction does), if any.
  const GemmKernel *groupedGemmAt(Operation *op) const {
    auto it = groupedGemms.find(op);
    return it == groupedGemms.end() ? nullptr : &it->second;
  }
  /// True if no op after op `index` reads `v`.
  bool diesAt(Value v, unsigned index) const {
    return lastUse.lookup(v) <= index;
  }
  /// Marks `v`'s contents undefined (tensor.empty, an elided fill): readers
  /// need not wait for a value, and an update of it needs no copy first.
  void markUndefined(Value v) { undefined.insert(v); }
  bool isUndefined(Value v) const { return undefined.contains(v); }
  /// The buffer of `result`, which starts out as `init`: `init`'s own buffer
  /// when nothing reads that buffer after op `index` and `op` reads it only
  /// where it writes; otherwise a new temp, with a copy of `init` first when
  /// `needsInit`.
  void bindUpdated(Operation *op, Value init, Value result, unsigned index,
                   bool needsInit);
  /// The buffer of the dist.buffer that `result`'s only use stores it into
  /// whole, in its block; none otherwise.
  std::optional<unsigned> storedBackInto(Value result) const;
  /// The buffer of the dist.buffer that `result`'s only use stores it into,
  /// whole or into its only slot, later in its producer's block, when
  /// neither the producer nor anything before the store touches that
  /// buffer: the producer can write it there, and the store copies
  /// nothing.
  std::optional<unsigned> destinationOf(Value result) const;

  void addKernel(const Kernel &kernel) { plan.kernels.push_back(kernel); }
  /// Copies a box of buffer `src` (holding a `srcType`) into buffer `dst`
  /// (holding a `dstType`). An offset may be an index scalar known only when
  /// the copy runs: `srcDynamic[d]` (`dstDynamic[d]`), when not null, is
  /// added to dim d's static offset.
  void addCopy(Operation *op, unsigned src, RankedTensorType srcType,
               unsigned dst, RankedTensorType dstType,
               ArrayRef<int64_t> srcOffsets, ArrayRef<int64_t> srcSteps,
               ArrayRef<int64_t> sizes, ArrayRef<int64_t> dstOffsets,
               ArrayRef<Value> srcDynamic = {},
               ArrayRef<Value> dstDynamic = {});
  /// Copies all of buffer `src` into buffer `dst`, both holding a `type`.
  void addWholeCopy(Operation *op, unsigned src, unsigned dst,
                    RankedTensorType type) {
    addCopy(op, src, type, dst, type, {}, {}, type.getShape(), {});
  }
  /// The index of the group of `axes` in the plan's groups (added if new);
  /// fails (reported on `op`) when `mesh` is not the program's mesh.
  FailureOr<unsigned> groupOf(Operation *op, FlatSymbolRefAttr mesh,
                              ArrayRef<StringRef> axes);
  /// Adds the ops of `block` but its terminator, in order.
  LogicalResult visitBlock(Block &block);

private:
  LogicalResult visit(Operation *op, unsigned index);
  /// Fails (reported) for a function that is not a pipeline stage on a mesh
  /// whose pipeline axis has several devices and that communicates over it
  /// nowhere: every device of the axis would run the whole program.
  LogicalResult checkNotReplicatedOverStages();
  /// Numbers the ops of `block` and of the loop bodies in it, in program
  /// order; a loop's end gets the number after its body.
  void number(Block &block);
  /// The last op index at which `v` is read: a read inside a loop that `v`
  /// is defined outside of lasts until that loop ends (every iteration reads
  /// it).
  void recordUses(Value v);
  /// Binds the function's arguments to input buffers; fails (reported) on
  /// an argument or result that is not a statically shaped tensor.
  LogicalResult bindArguments(Block &block);
  /// Leaves out the zero fills whose every use is a GEMM's init.
  void elideGemmFills();
  /// Finds the attention chains of the function's blocks (matchAttention)
  /// and their backward passes (matchAttentionBackward) when the target
  /// fuses them.
  void findAttention();
  /// Finds the contractions that run as grouped GEMMs (matchGroupedGemm)
  /// when the target groups them.
  void findGroupedGemms();
  /// The mesh of a program without collectives: the module's only one.
  LogicalResult findMesh();

  KernelPlan plan;
  TargetFusion fusion;
  /// Program-order index of each op of the function's block and of loop
  /// bodies; the index of each loop's end.
  DenseMap<Operation *, unsigned> opIndex;
  DenseMap<Operation *, unsigned> loopEnd;
  unsigned nextIndex = 0;
  /// Index of the last op that uses each value.
  DenseMap<Value, unsigned> lastUse;
  /// Values whose contents are undefined (tensor.empty, elided fills).
  DenseSet<Value> undefined;
  /// The values ever bound to each buffer (a value bound again elsewhere
  /// stays listed: `plan.bufferOf` says where it is now).
  DenseMap<unsigned, SmallVector<Value>> boundTo;
  /// Each fused attention chain by its last GEMM, each grouped GEMM by the
  /// op it runs at, and the kernel that runs each of their other ops (the
  /// chain's, a gather, a scatter's contraction): their operands are read
  /// when it runs (a gather's, when the last GEMM reading it runs).
  DenseMap<Operation *, AttentionKernel> attentions;
  DenseMap<Operation *, AttentionBackwardKernel> attentionBackwards;
  DenseMap<Operation *, GemmKernel> groupedGemms;
  DenseMap<Operation *, Operation *> fusedInto;
};

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_PLANBUILDER_H
