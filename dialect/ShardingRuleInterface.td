//===- ShardingRuleInterface.td - per-op sharding knowledge -*- tablegen -*-===//

#ifndef SHARD_DIALECT_SHARDINGRULEINTERFACE_TD
#define SHARD_DIALECT_SHARDINGRULEINTERFACE_TD

include "mlir/IR/OpBase.td"

def ShardingRuleOpInterface : OpInterface<"ShardingRuleOpInterface"> {
  let cppNamespace = "::mlir::dist";
  let description = [{
    What shard's passes need to know about an op to shard it, in one place:

    - its *factor rule* (`FactorRule`): the independent dimensions of its
      iteration space (factors), which of them it reduces over and how, which
      cannot be split, and which factors make up each dim of each tensor it
      reads (operands, and tensors its regions capture) and writes. Sharding
      a factor over mesh axes shards every tensor dim made of it; sharding a
      reduction factor makes the results partial. `--dist-propagate` and
      `--dist-partition` see every op only through this rule;
      `--dist-print-rules` prints it.
    - its *partitioning*: how to build the device-local op from device-local
      operands once the factors' axes are chosen. The default clones the op
      with the local operands and result types, which is right for ops whose
      attributes do not mention sizes.

    Upstream ops get the interface as external models
    (`registerShardingRules` in `rules/Rules.h`); another dialect plugs in by
    attaching its own models, without changing shard. An op without the
    interface (and without a structural rule: elementwise ops) is computed
    replicated, its operands and the tensors its regions capture gathered
    first.
  }];
  let methods = [
    InterfaceMethod<[{
        The op's factors and how its tensors are made of them; failure when
        this instance cannot be sharded (dynamic shapes), in which case it is
        computed replicated.
      }],
      "::llvm::FailureOr<::mlir::dist::FactorRule>", "getFactorRule">,
    InterfaceMethod<[{
        Builds the device-local form of the op at the context's insertion
        point. `operands` are the local operands (sharded as the rule and
        `axes` say); the local values of the rule's captured tensors are in
        `context.mapping`; `resultTypes` are the local result types. Returns
        the local results.
      }],
      "::llvm::FailureOr<::llvm::SmallVector<::mlir::Value>>", "partition",
      (ins "::mlir::dist::PartitionContext &":$context,
           "::mlir::ValueRange":$operands,
           "::mlir::TypeRange":$resultTypes,
           "const ::mlir::dist::FactorRule &":$rule,
           "const ::mlir::dist::FactorAxes &":$axes),
      [{}], [{
        return ::llvm::SmallVector<::mlir::Value>(
            context.cloneWith($_op, operands, resultTypes)->getResults());
      }]>
  ];
}

#endif // SHARD_DIALECT_SHARDINGRULEINTERFACE_TD
