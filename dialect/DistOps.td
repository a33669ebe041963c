//===- DistOps.td - operations of the dist dialect ---------*- tablegen -*-===//

#ifndef SHARD_DIALECT_DISTOPS_TD
#define SHARD_DIALECT_DISTOPS_TD

include "dialect/DistAttrs.td"
include "dialect/DistInterfaces.td"
include "dialect/DistTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Dist_Op<string mnemonic, list<Trait> traits = []>
    : Op<Dist_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Meshes and annotations
//===----------------------------------------------------------------------===//

def Dist_MeshOp : Dist_Op<"mesh", [Symbol]> {
  let summary = "a named device mesh";
  let description = [{
    Declares a device mesh: an n-dimensional grid of devices whose axes have
    names and sizes. Shardings and collectives refer to the mesh by symbol and
    to its axes by name. Names are free; `dp`, `pp` and `tp` are the
    conventions for data, pipeline and tensor parallelism. Devices are
    numbered row-major over the axes in the order declared.

    ```mlir
    dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
    ```

    Constraints:
    - (C1) the mesh has at least one axis;
    - (C2) axis names are non-empty and unique;
    - (C3) every axis size is at least 1.
  }];
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    StrArrayAttr:$axis_names,
    DenseI64ArrayAttr:$shape
  );
  let assemblyFormat = [{
    $sym_name `=` `<` custom<MeshAxes>($axis_names, $shape) `>` attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    int64_t getRank() { return getShape().size(); }
    /// Position of `axis` among the mesh axes, if declared.
    std::optional<unsigned> getAxisIndex(::llvm::StringRef axis);
    /// Size of `axis`, if declared.
    std::optional<int64_t> getAxisSize(::llvm::StringRef axis);
    /// Product of the sizes of `axes` (all must be declared).
    int64_t getGroupSize(::llvm::ArrayRef<::llvm::StringRef> axes);
    int64_t getGroupSize(::llvm::ArrayRef<::mlir::StringAttr> axes);
    /// The axis names, in declaration order.
    ::llvm::SmallVector<::llvm::StringRef> getAxisNameRefs();
  }];
}

def Dist_ShardOp : Dist_Op<"shard", [
    Pure, SameOperandsAndResultType,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "constrain the sharding of a value";
  let description = [{
    Returns its operand unchanged and states that the value must have the
    given sharding at this point. `--dist-propagate` treats it as a user
    annotation that is never overridden; `--dist-partition` reshards to it
    and removes the op.

  }] # "\n    ```mlir\n    %y = dist.shard %x to "
    "#dist.sharding<@mesh, [{\"dp\"}, {\"tp\"}]> : tensor<8x4096xf32>\n    ```\n" # [{

    Constraints:
    - (C1) the sharding's mesh exists and declares every axis it names;
    - (C2) the sharding has one entry per dimension of the tensor;
    - (C3) every static dimension is divisible by the product of the sizes of
      the axes that split it.
  }];
  let arguments = (ins AnyRankedTensor:$input, Dist_ShardingAttr:$sharding);
  let results = (outs AnyRankedTensor:$result);
  // The generic attribute parser takes the `: type` after a dialect attribute
  // as the attribute's own type, so the sharding and the tensor type are
  // parsed together.
  let assemblyFormat = [{
    $input `to` custom<ShardingThenType>($sharding, type($result)) attr-dict
  }];
}

def Dist_StageBoundaryOp : Dist_Op<"stage_boundary", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a pipeline cut";
  let description = [{
    Returns its operands unchanged and marks a cut between pipeline stages:
    everything that produces the operands belongs to an earlier stage than
    everything that uses the results. Values that cross a cut together (an
    activation and its residual) go through one op. Propagation and
    partitioning keep each value's sharding across the cut (each device's
    local shard crosses to the matching device of the next stage);
    `--dist-pipeline` then splits the partitioned function at its cuts into
    one function per stage and removes the op. The code generator rejects
    it: a cut it would ignore is an error, not a replicated program.

    The op has unknown side effects so that no transformation moves work
    across a cut or merges two cuts.

    ```mlir
    %c = dist.stage_boundary %h : tensor<8x1024xf32>
    %a, %r = dist.stage_boundary %h, %res : tensor<8x1024xf32>, tensor<8x1024xf32>
    ```

    Constraints:
    - (C1) at least one value crosses the cut.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

def Dist_PipelineOp : Dist_Op<"pipeline", [
    Symbol, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a program run as a pipeline of stage functions";
  let description = [{
    Names a program whose devices run different functions: the device at
    coordinate `s` of mesh axis `axis` runs function `stages[s]` (all other
    coordinates -- data and tensor parallelism -- stay SPMD inside the stage).
    `--dist-pipeline` creates it from a partitioned function with
    `dist.stage_boundary` cuts and gives it that function's name; the code
    generator emits one program that dispatches on the device's stage.

    Every stage function takes the program's arguments it reads
    (`dist.arg_numbers` on the function lists their positions in the
    program's signature) and returns the program's results it makes
    (`dist.result_numbers` lists their positions). `--dist-pipeline` gives
    each stage function a `dist.schedule`: the forward (and backward) passes
    of `microbatches` microbatches ordered as `schedule` says (`gpipe` and
    `1f1b` order forward-only passes alike; `zb-h1` runs weight gradients as
    passes of their own; `interleaved-1f1b` runs several model chunks per
    stage function), with `dist.exchange` rows where stages send activations
    and, in training steps, gradients on `axis`. Hand-written stages may use
    `dist.send` and `dist.recv` at the top level of their function, where
    adjacent ones post together (one NCCL group, one MPI_Waitall).

    ```mlir
    dist.pipeline @mlp on @mesh axis "pp" microbatches 4 schedule "1f1b"
        stages [@mlp_stage0, @mlp_stage1]
    ```

    Constraints:
    - (C1) `mesh` is a `dist.mesh` with axis `axis`, of size the number of
      stages.
    - (C2) every stage is a `func.func` with a body.
    - (C3) `microbatches` is positive and `schedule` is `gpipe`, `1f1b`,
      `interleaved-1f1b` or `zb-h1`.
    - (C4) the stages' point-to-point transfers on `axis` cannot deadlock:
      with each stage posting each `dist.exchange` (in the order its
      schedule's rows run them) or run of adjacent `dist.send` and
      `dist.recv` together and waiting for it before it goes on, every send
      meets a receive of the same type, from and to the right stages (never
      itself), and every stage finishes. Transfers on `axis` nested anywhere
      else are rejected: their count is unknown.
    - (C5) every row of a stage's schedule names a microbatch below
      `microbatches`.
  }];
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    FlatSymbolRefAttr:$mesh,
    StrAttr:$axis,
    I64Attr:$microbatches,
    StrAttr:$schedule,
    FlatSymbolRefArrayAttr:$stages
  );
  let assemblyFormat = [{
    $sym_name `on` $mesh `axis` $axis `microbatches` $microbatches
    `schedule` $schedule `stages` $stages attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Pipeline schedules
//===----------------------------------------------------------------------===//

// Its effects are declared, not gathered from its regions: a schedule always
// exchanges or stores, and asking the nested ops would walk a whole stage's
// passes each time a rewrite inside it puts the schedule back on a greedy
// driver's worklist (quadratic in the stage's depth).
def Dist_ScheduleOp : Dist_Op<"schedule", [
    NoTerminator, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "a pipeline stage's schedule: an action table run by a loop";
  let description = [{
    Runs the rows of a table in order. Row `i` runs region `cases[i]`, its
    block's index argument bound to `microbatches[i]`. Each region is
    compiled once, whatever the number of rows: a stage's forward pass of
    model chunk `c` is one region run for every microbatch, its backward
    pass another, and the point-to-point exchanges between them are regions
    of their own. `--dist-pipeline` builds one per stage function; the code
    generator emits a loop over the table with a switch on the case, so
    code size and compile time do not grow with the number of microbatches.

    Each region has a kind: `forward`, `backward` or `weight_gradient` with
    the model chunk it runs (an action of the schedule: a trace point of
    `shard-run --trace`, and what the schedule report reads), or `exchange`.
    Values live across rows only in `!dist.buffer`s: a region reads what
    others made with `dist.load` and keeps what others read with
    `dist.store`. `--dist-pipeline` keeps a microbatch's activations in slot
    `microbatch mod n` of a buffer of `n` slots, `n` the most microbatches
    that hold the value at once (passes of one kind and chunk run in
    microbatch order, so the slots in use are consecutive microbatches').

    ```mlir
    dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 1, 0]
      forward chunk 0 (%mb) {
        ...
      }
      exchange (%mb) {
        dist.exchange on @mesh axes ["pp"] send %out : !dist.buffer<tensor<8x64xf32>> to [1]
      }
    ```

    Constraints:
    - (C1) `cases` and `microbatches` have one entry per row; every case
      names a region, and no microbatch is negative.
    - (C2) each region has one block with one `index` argument, and a kind:
      `exchange`, or `forward`, `backward` or `weight_gradient` with a
      chunk that is not negative.
  }];
  let arguments = (ins
    DenseI32ArrayAttr:$cases,
    DenseI32ArrayAttr:$microbatches,
    StrArrayAttr:$kinds,
    DenseI64ArrayAttr:$chunks
  );
  let regions = (region VariadicRegion<SizedRegion<1>>:$bodies);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The kinds of region: the passes of a schedule's actions, and exchanges.
    static constexpr ::llvm::StringLiteral kForward = "forward";
    static constexpr ::llvm::StringLiteral kBackward = "backward";
    static constexpr ::llvm::StringLiteral kWeightGradient = "weight_gradient";
    static constexpr ::llvm::StringLiteral kExchange = "exchange";
    /// The kind of region `i`.
    ::llvm::StringRef getKind(unsigned i) {
      return ::llvm::cast<::mlir::StringAttr>(getKinds()[i]).getValue();
    }
    /// True if region `i` is an action (a pass), not an exchange.
    bool isAction(unsigned i) { return getKind(i) != kExchange; }
  }];
}

def Dist_BufferOp : Dist_Op<"buffer", [MemoryEffects<[MemAlloc]>]> {
  let summary = "memory kept between the rows of a schedule";
  let description = [{
    Makes a `!dist.buffer` whose contents are undefined until stored. It
    lives until the function returns.

    ```mlir
    %stash = dist.buffer : !dist.buffer<tensor<2x8x64xf32>>
    ```
  }];
  let results = (outs Dist_BufferType:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

def Dist_LoadOp : Dist_Op<"load", []> {
  let summary = "a copy of a buffer's tensor, or of one slot of it";
  let description = [{
    Copies the buffer's tensor out or, with `slot`, the tensor at index
    `slot` of its leading dim (the result has the other dims).

    ```mlir
    %x = dist.load %stash[%slot] : !dist.buffer<tensor<2x8x64xf32>> -> tensor<8x64xf32>
    ```

    Constraints:
    - (C1) the result is the buffer's tensor type, or with `slot` that type
      without its leading dim.
  }];
  let arguments = (ins Arg<Dist_BufferType, "", [MemRead]>:$buffer,
                   Optional<Index>:$slot);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $buffer (`[` $slot^ `]`)? attr-dict `:` qualified(type($buffer)) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Dist_StoreOp : Dist_Op<"store", []> {
  let summary = "copies a tensor into a buffer, or into one slot of it";
  let description = [{
    Copies `value` into the buffer or, with `slot`, to index `slot` of its
    leading dim.

    ```mlir
    dist.store %h, %stash[%slot] : tensor<8x64xf32>, !dist.buffer<tensor<2x8x64xf32>>
    ```

    Constraints:
    - (C1) `value` has the buffer's tensor type, or with `slot` that type
      without its leading dim.
  }];
  let arguments = (ins AnyStaticShapeTensor:$value,
                   Arg<Dist_BufferType, "", [MemWrite]>:$buffer,
                   Optional<Index>:$slot);
  let assemblyFormat = [{
    $value `,` $buffer (`[` $slot^ `]`)? attr-dict `:` type($value) `,`
    qualified(type($buffer))
  }];
  let hasVerifier = 1;
}

def Dist_GroupRankOp : Dist_Op<"group_rank", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "this device's position in a group of the mesh";
  let description = [{
    Returns the rank of the executing device in the group formed by `axes`:
    its coordinates on those axes, row-major in the order listed. Devices
    that differ only on other axes return the same rank. `--dist-partition`
    uses it where a device needs the global position of its block: the
    offset of `linalg.index` along a sharded loop, and which device of a
    group keeps a value when it becomes `partial`.

    ```mlir
    %r = dist.group_rank on @mesh axes ["tp"] : index
    ```

    Constraints:
    - (C1) the mesh exists;
    - (C2) `axes` is non-empty, names axes of the mesh, and names each once.
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  let results = (outs Index:$result);
  let assemblyFormat = "`on` $mesh `axes` $axes attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Collectives on device-local tensors
//===----------------------------------------------------------------------===//

// Every collective names its mesh and the mesh axes whose devices form a
// group: devices that agree on all other mesh coordinates communicate. Ranks
// within a group are numbered row-major over `axes` in the order listed.
class Dist_CollectiveOp<string mnemonic, list<Trait> traits = [],
                        list<string> overrides = []>
    : Dist_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        DeclareOpInterfaceMethods<Dist_CollectiveOpInterface,
                                  !listconcat(overrides, ["getBytesSent"])>])> {
  dag commonArgs = (ins FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  code commonConstraints = [{
    - (C1) the mesh exists;
    - (C2) `axes` is non-empty, names axes of the mesh, and names each once;
  }];
  // C1 and C2 are common to all collectives; each op checks the rest in
  // verify() (what needs no mesh) and verifyGroupShape() (what does).
  let extraClassDefinition = [{
    ::llvm::LogicalResult
    $cppClass::verifySymbolUses(::mlir::SymbolTableCollection &tables) {
      return ::mlir::dist::verifyCollectiveSymbolUses(*this, tables);
    }
  }];
}

def Dist_AllReduceOp : Dist_CollectiveOp<"all_reduce", [
    Pure, SameOperandsAndResultType]> {
  let summary = "reduce over a device group, result on every device";
  let description = [{
    Every device of the group receives the elementwise reduction (`sum`
    unless `reduce max` or `reduce min` is given) of the operands of all
    devices of the group. `--dist-partition` creates it where a `partial`
    value must become whole. Lowers to `ncclAllReduce` / `MPI_Allreduce`.

    ```mlir
    %r = dist.all_reduce %x on @mesh axes ["tp"] : tensor<8x1024xf32>
    %m = dist.all_reduce %x on @mesh axes ["tp"] reduce max : tensor<8xf32>
    ```

    Constraints:
  }] # commonConstraints;
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
      DefaultValuedAttr<Dist_ReductionKindAttr,
                        "::mlir::dist::ReductionKind::sum">:$reduction));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `` custom<Reduction>($reduction) attr-dict `:`
    type($result)
  }];
}

def Dist_AllGatherOp : Dist_CollectiveOp<"all_gather", [
    Pure, SameOperandsAndResultElementType, SameOperandsAndResultRank],
    ["verifyGroupShape"]> {
  let summary = "concatenate the blocks of a device group along a dimension";
  let description = [{
    Every device of the group receives the concatenation along `dim` of the
    operands of all devices of the group, in group-rank order. Undoes a split
    of `dim` over `axes`. Lowers to `ncclAllGather` / `MPI_Allgather`.

    ```mlir
    %r = dist.all_gather %x on @mesh axes ["tp"] dim 1
        : tensor<8x512xf32> -> tensor<8x1024xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `dim` is a dimension of the operand;
    - (C4) the result equals the operand except that `dim` is multiplied by
      the group size.
  }];
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
                                        ConfinedAttr<I64Attr, [IntNonNegative]>:$dim));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `dim` $dim attr-dict `:`
    type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Dist_ReduceScatterOp : Dist_CollectiveOp<"reduce_scatter", [
    Pure, SameOperandsAndResultElementType, SameOperandsAndResultRank],
    ["verifyGroupShape"]> {
  let summary = "reduce over a device group, each device keeps one block";
  let description = [{
    Reduces the operands of the group elementwise (`sum` unless `reduce max`
    or `reduce min` is given) and leaves on group rank `r` the `r`-th of the
    equal blocks along `dim`. Turns a `partial` value into one split on `dim`
    for half the traffic of an all-reduce. Lowers to `ncclReduceScatter` /
    `MPI_Reduce_scatter_block`.

    ```mlir
    %r = dist.reduce_scatter %x on @mesh axes ["tp"] dim 0
        : tensor<8x1024xf32> -> tensor<4x1024xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `dim` is a dimension of the operand;
    - (C4) the operand's `dim` is divisible by the group size;
    - (C5) the result equals the operand except that `dim` is divided by the
      group size.
  }];
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$dim,
      DefaultValuedAttr<Dist_ReductionKindAttr,
                        "::mlir::dist::ReductionKind::sum">:$reduction));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `dim` $dim `` custom<Reduction>($reduction)
    attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Dist_AllToAllOp : Dist_CollectiveOp<"all_to_all", [
    Pure, SameOperandsAndResultElementType, SameOperandsAndResultRank],
    ["verifyGroupShape"]> {
  let summary = "move a split from one dimension to another";
  let description = [{
    Each device cuts its operand into as many blocks along `split` as the
    group has ranks, sends block `r` to group rank `r`, and concatenates what
    it receives along `concat` in group-rank order. Turns a tensor split on
    `concat` into one split on `split`. Lowers to grouped `ncclSend`/`ncclRecv`
    / `MPI_Alltoall`.

    ```mlir
    %r = dist.all_to_all %x on @mesh axes ["tp"] split 1 concat 0
        : tensor<4x1024xf32> -> tensor<8x512xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `split` and `concat` are distinct dimensions of the operand;
    - (C4) the operand's `split` dimension is divisible by the group size;
    - (C5) the result equals the operand except that `split` is divided and
      `concat` multiplied by the group size.
  }];
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$split,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$concat));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `split` $split `concat` $concat attr-dict
    `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Dist_AllSliceOp : Dist_CollectiveOp<"all_slice", [
    Pure, SameOperandsAndResultElementType, SameOperandsAndResultRank],
    ["verifyGroupShape"]> {
  let summary = "keep this device's block of a replicated tensor";
  let description = [{
    The inverse of `dist.all_gather` without communication: group rank `r`
    keeps the `r`-th of the equal blocks of its operand along `dim`. Used
    where a replicated value must become split.

    ```mlir
    %r = dist.all_slice %x on @mesh axes ["tp"] dim 1
        : tensor<8x1024xf32> -> tensor<8x512xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `dim` is a dimension of the operand;
    - (C4) the operand's `dim` is divisible by the group size;
    - (C5) the result equals the operand except that `dim` is divided by the
      group size.
  }];
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$dim));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `dim` $dim attr-dict `:`
    type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Dist_BroadcastOp : Dist_CollectiveOp<"broadcast", [
    Pure, SameOperandsAndResultType],
    ["verifyGroupShape"]> {
  let summary = "copy one device's tensor to its whole group";
  let description = [{
    Every device of the group receives the operand of group rank `root`.
    Lowers to `ncclBroadcast` / `MPI_Bcast`.

    ```mlir
    %r = dist.broadcast %x on @mesh axes ["dp"] root 0 : tensor<1024xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `root` is a rank of the group (less than its size).
  }];
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$root));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `root` $root attr-dict `:` type($result)
  }];
}

def Dist_SendOp : Dist_CollectiveOp<"send", [
    MemoryEffects<[MemRead, MemWrite]>], ["verifyGroupShape"]> {
  let summary = "send a tensor to one device of the group";
  let description = [{
    Sends the operand to group rank `to`: the device whose coordinates on
    `axes` are that rank's and whose other coordinates are the sender's.
    It pairs, in program order, with a `dist.recv` on the receiver;
    `--dist-pipeline` creates both between stages. Adjacent sends and
    receives of a group are posted together and complete together (one
    `ncclGroupStart`/`ncclGroupEnd`, or `MPI_Isend`/`MPI_Irecv` and one
    `MPI_Waitall`).

    ```mlir
    dist.send %h on @mesh axes ["pp"] to 1 : tensor<8x1024xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `to` is a rank of the group (less than its size).
  }];
  let arguments = !con(commonArgs, (ins AnyStaticShapeTensor:$input,
      ConfinedAttr<I64Attr, [IntNonNegative]>:$to));
  let assemblyFormat = [{
    $input `on` $mesh `axes` $axes `to` $to attr-dict `:` type($input)
  }];
}

def Dist_RecvOp : Dist_CollectiveOp<"recv", [
    MemoryEffects<[MemRead, MemWrite]>], ["verifyGroupShape"]> {
  let summary = "receive a tensor from one device of the group";
  let description = [{
    Receives a tensor of the result type from group rank `from` (see
    `dist.send`, which says how transfers are grouped). Lowers to `ncclRecv`
    / `MPI_Irecv`.

    ```mlir
    %h = dist.recv on @mesh axes ["pp"] from 0 : tensor<8x1024xf32>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `from` is a rank of the group (less than its size).
  }];
  let arguments = !con(commonArgs, (ins
      ConfinedAttr<I64Attr, [IntNonNegative]>:$from));
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    `on` $mesh `axes` $axes `from` $from attr-dict `:` type($result)
  }];
}

def Dist_ExchangeOp : Dist_CollectiveOp<"exchange", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>],
    ["verifyGroupShape"]> {
  let summary = "point-to-point sends and receives posted together";
  let description = [{
    Sends each buffer of `sends` to group rank `to[i]` and receives each
    buffer of `receives` from group rank `from[i]`, all posted together and
    completed together (one `ncclGroupStart`/`ncclGroupEnd`, or
    `MPI_Isend`/`MPI_Irecv` and one `MPI_Waitall`). In a `dist.schedule`
    the runtime leaves them in flight until a later op of its row or a
    later row touches one of the buffers, another exchange transfers one,
    or the table ends (on CUDA on
    a stream of the communicator's own). On each pair of devices
    the sends pair with the receives in order. `--dist-pipeline` makes one
    for each group of a schedule's transfers: the `dist.pipeline` verifier
    plays exactly these, and the code generator posts each as one runtime
    call.

    ```mlir
    dist.exchange on @mesh axes ["pp"] send %a : !dist.buffer<tensor<8x64xf32>> to [1]
        recv %b : !dist.buffer<tensor<8x64xf32>> from [1]
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) `to` has one rank per send and `from` one per receive, each a
      rank of the group (less than its size); there is at least one
      transfer, and no buffer is both sent and received.
  }];
  let arguments = !con(commonArgs, (ins
      Variadic<Dist_BufferType>:$sends,
      DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$to,
      Variadic<Dist_BufferType>:$receives,
      DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$from));
  let assemblyFormat = [{
    `on` $mesh `axes` $axes (`send` $sends^ `:` qualified(type($sends)) `to`
    $to)? (`recv` $receives^ `:` qualified(type($receives)) `from` $from)?
    attr-dict
  }];
  let hasVerifier = 1;
}

def Dist_AllReduceBuffersOp : Dist_CollectiveOp<"all_reduce_buffers", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "all_reduce buffers in place, as one bucket";
  let description = [{
    Replaces each buffer's tensor with the elementwise reduction (`sum`
    unless `reduce max` or `reduce min` is given) of that buffer over the
    devices of the group, in place; the buffers are started together, as
    one bucket. In a `dist.schedule` the reduction is left in flight until
    a later op of its row or a later row touches one of the buffers, or the
    table ends, so that the kernels after it run while it moves: on CUDA on a stream of its own,
    on the host as nonblocking MPI calls under `SHARDRT_OVERLAP=1` (else in
    line). Elsewhere it completes where it is. `--dist-pipeline` makes one
    for each bucket of a stage's gradient sums in the pass that makes them
    final (the chunk's last action), as DDP does in the last microbatch's
    backward. The buckets' buffers are started together (one grouped launch
    under NCCL).

    ```mlir
    dist.all_reduce_buffers %dw1, %dw2 on @mesh axes ["dp"]
        : !dist.buffer<tensor<64x64xf32>>, !dist.buffer<tensor<64xf32>>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) there is at least one buffer, and none is listed twice.
  }];
  let arguments = !con(commonArgs, (ins Variadic<Dist_BufferType>:$buffers,
      DefaultValuedAttr<Dist_ReductionKindAttr,
                        "::mlir::dist::ReductionKind::sum">:$reduction));
  let assemblyFormat = [{
    $buffers `on` $mesh `axes` $axes `` custom<Reduction>($reduction)
    attr-dict `:` qualified(type($buffers))
  }];
  let hasVerifier = 1;
}

def Dist_ReduceScatterBuffersOp : Dist_CollectiveOp<"reduce_scatter_buffers", [
    MemoryEffects<[MemRead, MemWrite]>, AttrSizedOperandSegments],
    ["verifyGroupShape"]> {
  let summary = "reduce_scatter buffers into others, as one bucket, left in flight";
  let description = [{
    Reduces each of `wholes` over the devices of the group elementwise
    (`sum` unless `reduce max` or `reduce min` is given) and writes into
    the share of the same position, on group rank `r`, the `r`-th of the
    equal blocks along that pair's entry of `dims`, as
    `dist.reduce_scatter` does to a value. The pairs are started together,
    as one bucket (one grouped launch under NCCL). In a `dist.schedule` it
    is left in flight, as `dist.all_reduce_buffers` is, until a later op of
    its row or a later row touches one of its buffers, or the table ends:
    what runs between runs while it moves. Elsewhere it completes where it
    is. `--dist-pipeline shard-gradients=true` makes one for each gradient
    term a pass makes (ZeRO-2): the term, with the rank's running sum
    added into its own block, stored into a buffer all terms of its shape
    share and reduce_scattered into the running sum. Without it, a
    chunk's last action reduce_scatters the sums a sharded optimizer
    reduce_scatters (ZeRO-1) into the rank's shares, once they are final,
    in buckets as `dist.all_reduce_buffers` reduces whole sums.

    ```mlir
    dist.reduce_scatter_buffers %dw, %db into %sw, %sb on @mesh axes ["dp"]
        dims [0, 0]
        : !dist.buffer<tensor<64x64xf32>>, !dist.buffer<tensor<64xf32>>
        -> !dist.buffer<tensor<32x64xf32>>, !dist.buffer<tensor<32xf32>>
    ```

    Constraints:
  }] # commonConstraints # [{
    - (C3) there is at least one pair: as many `shares` and `dims` as
      `wholes`;
    - (C4) each dim is a dimension of its whole's tensor;
    - (C5) a whole and its share are buffers of one element type, and no
      buffer is listed twice (as a whole, a share, or both);
    - (C6) each whole's dim is divisible by the group size;
    - (C7) each share's tensor equals its whole's except that the dim is
      divided by the group size.
  }];
  let arguments = !con(commonArgs, (ins Variadic<Dist_BufferType>:$wholes,
      Variadic<Dist_BufferType>:$shares,
      DenseI64ArrayAttr:$dims,
      DefaultValuedAttr<Dist_ReductionKindAttr,
                        "::mlir::dist::ReductionKind::sum">:$reduction));
  let assemblyFormat = [{
    $wholes `into` $shares `on` $mesh `axes` $axes `dims` $dims ``
    custom<Reduction>($reduction) attr-dict `:` qualified(type($wholes)) `->`
    qualified(type($shares))
  }];
  let hasVerifier = 1;
}

#endif // SHARD_DIALECT_DISTOPS_TD
