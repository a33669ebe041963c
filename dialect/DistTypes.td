//===- DistTypes.td - types of the dist dialect ------------*- tablegen -*-===//

#ifndef SHARD_DIALECT_DISTTYPES_TD
#define SHARD_DIALECT_DISTTYPES_TD

include "dialect/DistBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"

def Dist_BufferType : TypeDef<Dist_Dialect, "Buffer"> {
  let mnemonic = "buffer";
  let summary = "memory that keeps a tensor between the actions of a schedule";
  let description = [{
    Storage for a statically shaped tensor that lives across the cases of a
    `dist.schedule`: a pipeline stage keeps a microbatch's activations from
    its forward to its backward pass in one (a leading dim of slots, one per
    microbatch in flight), the values it sends and receives, its running
    sums over microbatches and the pieces of its results. `dist.buffer`
    makes one, `dist.load` and `dist.store` copy a tensor out of and into it
    (a whole one, or one slot of the leading dim), and `dist.exchange` sends
    and receives buffers in place.

    ```mlir
    !dist.buffer<tensor<2x8x64xf32>>
    ```
  }];
  let parameters = (ins "::mlir::RankedTensorType":$tensorType);
  let assemblyFormat = "`<` $tensorType `>`";
  let genVerifyDecl = 1;
}

#endif // SHARD_DIALECT_DISTTYPES_TD
