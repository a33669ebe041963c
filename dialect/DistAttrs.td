//===- DistAttrs.td - attributes of the dist dialect -------*- tablegen -*-===//

#ifndef SHARD_DIALECT_DISTATTRS_TD
#define SHARD_DIALECT_DISTATTRS_TD

include "dialect/DistBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Dist_ShardingAttr : AttrDef<Dist_Dialect, "Sharding"> {
  let mnemonic = "sharding";
  let summary = "how a tensor is split over the axes of a device mesh";
  let description = [{
    A sharding names a `dist.mesh` and gives, for every dimension of the
    tensor, the ordered list of mesh axes that split it (major to minor). Mesh
    axes that no dimension names hold full copies (the tensor is replicated
    over them). `partial` names axes over which the value is an unreduced
    partial result: the true value is the reduction (sum unless `max` or `min`
    is given) of the copies held along those axes.
  }] # [{
  }] #
  // The examples are plain strings: a sharding ends in the two characters that
  // would close a code block.
  "\n    ```mlir\n"
  "    #dist.sharding<@mesh, [{\"dp\"}, {}]>                    // rows split over dp\n"
  "    #dist.sharding<@mesh, [{}, {\"tp\", \"dp\"}]>              // columns over tp, then dp\n"
  "    #dist.sharding<@mesh, [{\"dp\"}, {}], partial = {\"tp\"}>  // unreduced sum over tp\n"
  "    #dist.sharding<@mesh, [{}], partial = max {\"tp\"}>      // unreduced max over tp\n"
  "    #dist.sharding<@mesh, [{}, {\"tp\"} blocks 3]>          // each third of the columns over tp\n"
  "    ```\n" # [{

    The device that holds mesh coordinate `c` holds, along dimension `d` split
    by axes `a1..ak`, the block with index `c[a1]*n2*...*nk + ... + c[ak]`
    (row-major over the listed axes) of size `dim / (n1*...*nk)`.

    `blocks b` after a dimension's axes views the dimension as `b` equal
    consecutive blocks and splits each of them as above; a device holds its
    part of every block, in block order (still `dim / (n1*...*nk)` elements).
    This is the layout of a fused projection (a QKV or gate/up weight whose
    output is sliced into `b` equal parts): every part is split over the axes
    the same way, so slicing one out needs no communication. It is also the
    layout a split minor dimension keeps when a reshape merges it with an
    unsplit major one (`[s, b] -> [s*b]` with `b` split is `blocks s`).

    Constraints checked on the attribute alone:
    - (C1) a mesh axis splits at most one dimension, once;
    - (C2) a partial axis does not also split a dimension;
    - (C3) a partial axis is listed once;
    - (C7) `blocks` is at least 2 and follows a dimension that some axis
      splits.

    Constraints checked where the sharding meets a tensor type and its mesh
    (`dist.shard`, function argument and result attributes):
    - (C4) the mesh exists and declares every axis named;
    - (C5) the sharding has one entry per tensor dimension;
    - (C6) every static dimension is divisible by the product of the sizes of
      the axes that split it, times its blocks.
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$mesh,
    ArrayRefParameter<"::mlir::ArrayAttr", "mesh axes of each dimension">:$dims,
    ArrayRefParameter<"::mlir::StringAttr", "axes of the unreduced value">:$partial,
    DefaultValuedParameter<"::mlir::dist::ReductionKind",
                           "::mlir::dist::ReductionKind::sum">:$reduction,
    OptionalArrayRefParameter<"int64_t",
        "blocks of each dimension; empty when every dimension has one">:$blocks
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilderWithInferredContext<(ins
        "::mlir::FlatSymbolRefAttr":$mesh,
        "::llvm::ArrayRef<::mlir::ArrayAttr>":$dims,
        CArg<"::llvm::ArrayRef<::mlir::StringAttr>", "{}">:$partial,
        CArg<"::mlir::dist::ReductionKind",
             "::mlir::dist::ReductionKind::sum">:$reduction,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$blocks), [{
      return $_get(mesh.getContext(), mesh, dims, partial, reduction,
                   normalizeBlocks(blocks));
    }]>,
    AttrBuilder<(ins
        "::llvm::StringRef":$mesh,
        "::llvm::ArrayRef<::llvm::SmallVector<::llvm::StringRef>>":$dimAxes,
        CArg<"::llvm::ArrayRef<::llvm::StringRef>", "{}">:$partialAxes,
        CArg<"::mlir::dist::ReductionKind",
             "::mlir::dist::ReductionKind::sum">:$reduction)>
  ];
  let extraClassDeclaration = [{
    /// A sharding of a rank-`rank` tensor that splits nothing.
    static ShardingAttr getReplicated(::mlir::MLIRContext *ctx,
                                      ::llvm::StringRef mesh, int64_t rank);

    int64_t getRank() const { return getDims().size(); }
    /// The blocks of dimension `dim` (1 unless `blocks` follows its axes).
    int64_t getDimBlocks(int64_t dim) const {
      return getBlocks().empty() ? 1 : getBlocks()[dim];
    }
    bool hasBlocks() const { return !getBlocks().empty(); }
    /// `blocks` as stored: empty when every entry is 1.
    static ::llvm::ArrayRef<int64_t>
    normalizeBlocks(::llvm::ArrayRef<int64_t> blocks) {
      return ::llvm::all_of(blocks, [](int64_t b) { return b == 1; })
                 ? ::llvm::ArrayRef<int64_t>() : blocks;
    }
    /// The mesh axes that split dimension `dim`, major to minor.
    ::llvm::SmallVector<::llvm::StringRef> getDimAxes(int64_t dim) const;
    /// Every axis that splits some dimension, in dimension order.
    ::llvm::SmallVector<::llvm::StringRef> getShardedAxes() const;
    ::llvm::SmallVector<::llvm::StringRef> getPartialAxes() const;
    bool isDimSharded(int64_t dim) const { return !getDims()[dim].empty(); }
    bool isPartial() const { return !getPartial().empty(); }
    /// True when every device holds the whole, reduced tensor.
    bool isReplicated() const;
    /// The same sharding without the axes of size 1 on `mesh`: they split
    /// nothing, so two shardings that differ only in them are equivalent.
    ShardingAttr withoutUnitAxes(MeshOp mesh) const;

    /// Number of blocks dimension `dim` is split into on `mesh`.
    int64_t getNumShards(int64_t dim, MeshOp mesh) const;
    /// The per-device shape of a tensor of `globalShape` (dynamic dims stay
    /// dynamic). The sharding must be valid for the shape (see verifyFor).
    ::llvm::SmallVector<int64_t>
    getLocalShape(::llvm::ArrayRef<int64_t> globalShape, MeshOp mesh) const;
    /// Checks C4-C6 for a tensor of `type` on `mesh`, reporting through
    /// `emitError`.
    ::llvm::LogicalResult
    verifyFor(::mlir::ShapedType type, MeshOp mesh,
              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;
  }];
}

#endif // SHARD_DIALECT_DISTATTRS_TD
