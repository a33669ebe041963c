//===- DistInterfaces.td - interfaces of the dist dialect --*- tablegen -*-===//

#ifndef SHARD_DIALECT_DISTINTERFACES_TD
#define SHARD_DIALECT_DISTINTERFACES_TD

include "mlir/IR/OpBase.td"

def Dist_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::dist";
  let description = [{
    An op that communicates within the groups of devices formed by some axes
    of a mesh: devices that agree on every other mesh coordinate form a group,
    ranked row-major over the listed axes. Passes and the code generators
    treat all collectives through this interface.
  }];
  let methods = [
    InterfaceMethod<"the mesh the op communicates on",
      "::mlir::FlatSymbolRefAttr", "getMeshAttr">,
    InterfaceMethod<"the mesh axes whose devices form a group",
      "::mlir::ArrayAttr", "getAxes">,
    InterfaceMethod<"the axes as strings",
      "::llvm::SmallVector<::llvm::StringRef>", "getAxisNames", (ins), [{}], [{
        return ::llvm::to_vector(
            $_op.getAxes().template getAsValueRange<::mlir::StringAttr>());
      }]>,
    InterfaceMethod<[{
        Checks the constraints that depend on the number of devices in a group
        (result shapes, ranks named by the op). Called once the mesh and axes
        are known to be valid.
      }],
      "::llvm::LogicalResult", "verifyGroupShape", (ins "int64_t":$groupSize),
      [{}], [{ return ::mlir::success(); }]>,
    InterfaceMethod<[{
        Bytes each device sends when the op runs on a group of `groupSize`
        devices, with ring algorithms (what --dist-comm-report prints and
        resharding minimizes).
      }],
      "int64_t", "getBytesSent", (ins "int64_t":$groupSize)>,
    InterfaceMethod<[{
        The libshardrt call the op becomes (runtime/ProgramAbi.h), or none
        for the point-to-point transfers, which are posted together through
        `exchange`.
      }],
      "::std::optional<::mlir::dist::RuntimeCall>", "getRuntimeCall">
  ];
}

#endif // SHARD_DIALECT_DISTINTERFACES_TD
