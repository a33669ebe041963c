//===- DistBase.td - the dist dialect and its enums --------*- tablegen -*-===//
//
// The `dist` dialect: sharding annotations over named device meshes and the
// collectives that partitioned programs communicate with.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_DISTBASE_TD
#define SHARD_DIALECT_DISTBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Dist_Dialect : Dialect {
  let name = "dist";
  let cppNamespace = "::mlir::dist";
  let summary = "sharding of tensor programs over named device meshes";
  let description = [{
    `dist` describes how the tensors of a program are split over a named
    device mesh and, after partitioning, the collectives that move data
    between the devices.

    Before partitioning a program carries *annotations*: `dist.mesh`
    declares a mesh, `#dist.sharding` says how a tensor is split over it (on
    function arguments and results as the `dist.sharding` attribute, inside a
    body through `dist.shard`), and `dist.stage_boundary` marks pipeline cuts.
    After partitioning every tensor is a device-local tensor and the program
    communicates through `dist.all_reduce`, `dist.all_gather`,
    `dist.reduce_scatter`, `dist.all_to_all`, `dist.all_slice`,
    `dist.broadcast`, `dist.send` and `dist.recv`. A pipeline stage runs its
    schedule as a `dist.schedule`: an action table whose rows run regions
    compiled once, keeping values between rows in `!dist.buffer`s
    (`dist.buffer`, `dist.load`, `dist.store`) and exchanging them with
    `dist.exchange`.

    A function run as a training job (`shard-run --steps`) marks its state
    with `dist.updated_by = k` on an argument: result k, of the same type
    and sharding, is the argument's value at the next step, and stays on
    its devices in between.

    An operation marked `dist.regather` (a unit attribute) makes its value
    again where it stands rather than sharing an equal one's: on a
    `dist.shard`, partitioning emits its collectives anew and marks them,
    so that CSE keeps them apart (FSDP's gather of a weight for the
    backward pass, `--dist-shard-optimizer`'s `weights`).

    A module marked `dist.front_end` (a unit attribute) has been through
    the front end (`--dist-front-end`), which then leaves it alone: the
    planner's passes and shard-run run it, and a program run through it
    twice would differ from the one it planned.

    The name `dist` avoids upstream MLIR's `shard` and `mesh` dialects so that
    one tool can load both.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute that carries a value's sharding: a
    /// `#dist.sharding` on function arguments and results, an array of them
    /// (one per result) on operations.
    static constexpr ::llvm::StringLiteral kShardingAttrName = "dist.sharding";
    /// On an argument or result of a partitioned function whose tensor
    /// holds one microbatch: the dim the microbatches split (an integer).
    static constexpr ::llvm::StringLiteral kMicrobatchDimAttrName =
        "dist.microbatch_dim";
    /// On a pipeline stage function: the position in the program's
    /// signature of each of its arguments (a dense i64 array).
    static constexpr ::llvm::StringLiteral kArgNumbersAttrName =
        "dist.arg_numbers";
    /// On a pipeline stage function: the position among the program's
    /// results of each of its results (a dense i64 array).
    static constexpr ::llvm::StringLiteral kResultNumbersAttrName =
        "dist.result_numbers";
    /// On an argument of a function run as a training job (`shard-run
    /// --steps`): the argument is state, and result k (the attribute's
    /// integer) is its value at the next step, of the same type and
    /// sharding, so it stays on its devices between steps.
    static constexpr ::llvm::StringLiteral kUpdatedByAttrName =
        "dist.updated_by";
    /// On an argument: the value it starts from when shard-run is given no
    /// input for it (an elements attribute of the argument's type); what a
    /// lifted ml_program.global's initializer becomes
    /// (`--dist-lift-globals`).
    static constexpr ::llvm::StringLiteral kInitialValueAttrName =
        "dist.initial_value";
    /// On an operation (a unit attribute): its value is made again where
    /// it stands, not shared with an equal operation of the same operands
    /// without it. On a `dist.shard`, partitioning reshards anew there and
    /// marks the collectives it makes: fully sharded data parallelism
    /// gathers a weight again for the backward pass rather than keeping
    /// its forward pass's gather alive until then.
    static constexpr ::llvm::StringLiteral kRegatherAttrName =
        "dist.regather";
    /// On a module (a unit attribute): the front end (`--dist-front-end`)
    /// has run on it, so it runs no more: the module is in the form every
    /// later pass, the planner's included, sees.
    static constexpr ::llvm::StringLiteral kFrontEndAttrName =
        "dist.front_end";
    /// The mesh axis `--dist-microbatch` adds: microbatches are devices of
    /// it until `--dist-pipeline` runs them in turn.
    static constexpr ::llvm::StringLiteral kMicrobatchAxis = "microbatch";

  private:
    void registerAttributes();
    void registerTypes();
  public:
  }];
}

def Dist_ReductionKind : I32EnumAttr<"ReductionKind",
    "how the values of a device group are combined", [
  I32EnumAttrCase<"sum", 0>,
  I32EnumAttrCase<"max", 1>,
  I32EnumAttrCase<"min", 2>
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::dist";
}

def Dist_ReductionKindAttr
    : EnumAttr<Dist_Dialect, Dist_ReductionKind, "reduction"> {
  // A bare keyword (`max`), with a message that lists the choices.
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
}

#endif // SHARD_DIALECT_DISTBASE_TD
