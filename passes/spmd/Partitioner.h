//===- Partitioner.h - one function's sharded ops as local ops --*- C++ -*-===//
//
// What --dist-partition runs on each annotated function (Partition.cpp is
// the pass): every op is rebuilt on device-local values through its sharding
// rule, its operands resharded first where their sharding differs from what
// the rule wants; an op without a rule runs replicated.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_SPMD_PARTITIONER_H
#define SHARD_PASSES_SPMD_PARTITIONER_H

#include "dialect/DistOps.h"
#include "passes/Annotations.h"
#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::dist {

/// The device-local type of a tensor of global `type` under `sharding`.
RankedTensorType localType(Type type, ShardingAttr sharding, MeshOp mesh);

class Partitioner {
public:
  /// `sequential`: the mesh axes `func`'s pipeline runs in turn (its stages
  /// and microbatches), which resharding does not use on the way.
  Partitioner(func::FuncOp func, MeshOp mesh, ArrayRef<StringRef> sequential)
      : func(func), mesh(mesh), sequential(sequential),
        builder(func.getContext()) {}
  LogicalResult run();

private:
  /// Marks the arguments and results that hold one microbatch with the dim
  /// the microbatches split (`dist.microbatch_dim`), from their global
  /// shardings, for --dist-pipeline.
  LogicalResult recordMicrobatchDims(ArrayRef<ShardingAttr> args,
                                     ArrayRef<ShardingAttr> results);
  /// The local value of `old` sharded as `target`, resharding if needed:
  /// reusing a reshard already emitted in the block where `shared`, else
  /// making it anew with its ops marked `dist.regather`.
  FailureOr<Value> reshard(Value old, ShardingAttr target, Operation *user,
                           unsigned operand, bool shared = true);
  /// A fresh local copy of `old` sharded `target` when `old` is a value
  /// every device can make itself (a constant, a fill of a constant, an
  /// empty tensor); null otherwise.
  Value rematerialize(Value old, ShardingAttr target);
  LogicalResult partitionBlock(Block &oldBlock);
  /// The shardings of the arguments of the function's non-entry blocks.
  DenseMap<BlockArgument, ShardingAttr> successorArgShardings();
  /// Emits a block's terminator: a return reshards to the results'
  /// shardings, a branch to its successor arguments'.
  LogicalResult partitionTerminator(
      Operation *term, ArrayRef<ShardingAttr> resultShardings,
      const DenseMap<BlockArgument, ShardingAttr> &argShardings);
  LogicalResult partitionOp(Operation *op);
  LogicalResult partitionWithRule(Operation *op, const FactorRule &rule);
  LogicalResult partitionReplicated(Operation *op);
  LogicalResult partitionLoop(scf::ForOp loop);
  /// Runs `build` with each of `captured` (values `op`'s regions read from
  /// outside) mapped to its local value resharded as `shardings` says, and
  /// restores their mappings afterwards.
  LogicalResult withCaptured(Operation *op, ArrayRef<Value> captured,
                             ArrayRef<ShardingAttr> shardings,
                             function_ref<LogicalResult()> build);
  /// The replicated sharding of tensor `v`; null for other values.
  ShardingAttr replicated(Value v) {
    auto tensor = dyn_cast<RankedTensorType>(v.getType());
    if (!tensor)
      return {};
    int64_t rank = tensor.getRank();
    ShardingAttr &s = replicatedOfRank[rank];
    if (!s)
      s = ShardingAttr::getReplicated(func.getContext(), mesh.getSymName(),
                                      rank);
    return s;
  }
  /// What propagation recorded for tensor `v` (replicated if nothing);
  /// null for other values.
  ShardingAttr recorded(Value v) {
    if (!isa<RankedTensorType>(v.getType()))
      return {};
    ShardingAttr s = getRecordedSharding(v);
    return s ? s : replicated(v);
  }

  func::FuncOp func;
  MeshOp mesh;
  SmallVector<StringRef, 2> sequential;
  OpBuilder builder;
  /// Old value -> its local value, and that local value's sharding.
  IRMapping mapping;
  DenseMap<Value, ShardingAttr> current;
  DenseMap<int64_t, ShardingAttr> replicatedOfRank;
  /// Reshards already emitted in a block, reused by later consumers.
  DenseMap<std::tuple<Value, Attribute, Block *>, Value> reshards;
};

} // namespace mlir::dist

#endif // SHARD_PASSES_SPMD_PARTITIONER_H
