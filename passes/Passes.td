//===- Passes.td - shard's passes --------------------------*- tablegen -*-===//

#ifndef SHARD_PASSES_PASSES_TD
#define SHARD_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

def DistStripAnnotations : Pass<"dist-strip-annotations", "mlir::ModuleOp"> {
  let summary = "erase dist annotations, leaving the program for one device";
  let description = [{
    Removes what only matters for distribution: `dist.shard` and
    `dist.stage_boundary` forward their operands, `dist.sharding` attributes
    are dropped from functions and ops, and `dist.mesh` declarations are
    erased. The result computes the same values on a single device; it is
    the reference `shard-run --check` compares against. Programs that
    already communicate (collectives, send/recv) are rejected: they only
    mean something on their mesh.
  }];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistFrontEnd : Pass<"dist-front-end", "mlir::ModuleOp"> {
  let summary = "what every program goes through before sharding, once";
  let description = [{
    Runs, in order: inlining, `--dist-lift-globals`,
    `--dist-lower-tensor-insert`, `--dist-convert-tm-tensor`,
    `--dist-lower-tosa`, elementwise ops on tensors as linalg,
    `--dist-convolution-to-gemm`, `--dist-sink-extracted-scalars`,
    `--dist-split-batch-dims`, canonicalization and CSE; then marks the
    module `dist.front_end`. A module so marked it leaves alone: these
    rewrites are not a fixed point (after the canonicalization a second
    `--dist-split-batch-dims` splits contractions the first left whole, and
    the attention kernels no longer match the chains it leaves), and the
    planner's passes, `--dist-parallelize` and shard-run (several times
    in one compile) each run the front end, so the program planned is the
    program compiled. Part of `--dist-parallelize` and `shard-run`.
  }];
}

def DistLowerTosa : Pass<"dist-lower-tosa", "mlir::ModuleOp"> {
  let summary = "turn TOSA ops into linalg, when the module has any";
  let description = [{
    Runs upstream's TOSA-to-linalg pipeline (`tosa::addTosaToLinalgPasses`:
    shape inference, broadcasts made explicit, then linalg) on a module
    that has TOSA ops, and nothing on one that has none, whose nine passes
    would each walk it for nothing. Part of the front end
    (`--dist-parallelize`, `shard-run`, the planner's passes).
  }];
}

def DistConvertTMTensor : Pass<"dist-convert-tm-tensor"> {
  let summary = "turn torch-mlir's tm_tensor ops into linalg.generic";
  let description = [{
    torch-mlir lowers cumsum (`tm_tensor.scan`), sort and topk
    (`tm_tensor.sort`), index_put, index_add and scatter_add
    (`tm_tensor.scatter`) and attention (`tm_tensor.attention`) to ops no
    sharding rule knows. Each becomes
    `linalg.generic` ops with one more loop over the candidate elements:
    a scan folds every element up to its position, a sort counts each
    element's position and then places it, a scatter combines every update
    whose indices name an element. Attention (`tm_tensor.attention`, from
    scaled_dot_product_attention) becomes its two batched GEMMs and the
    softmax between them. The work is quadratic along the scanned
    or sorted dimension, and the original's size times the updates for a
    scatter. Dynamic shapes, and scatter slices that are neither whole nor
    one indexed element, are errors on the op. Part of the front end
    (`--dist-parallelize`, `shard-run`).
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::math::MathDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistLiftGlobals : Pass<"dist-lift-globals", "mlir::ModuleOp"> {
  let summary = "make ml_program globals arguments and results of public functions";
  let description = [{
    A program for a mesh keeps no variables between calls: its state is
    what it takes and returns. Each mutable `ml_program.global` a public
    function loads or stores becomes a trailing argument (the value on
    entry) carrying the global's initializer as `dist.initial_value`; if
    the function stores it, also a trailing result (the value on exit),
    named by the argument's `dist.updated_by`, so a training job
    (`shard-run --steps`) carries it from step to step and checkpoints it.
    torch-mlir keeps the dropout seed in such a global. Loads of immutable
    globals become constants. Globals must have an initializer of their
    type, and mutable ones are used only in the straight-line body of
    public functions (private callees are inlined first); token-ordered
    accesses (`global_load_graph`) are errors. Part of the front end
    (`--dist-parallelize`, `shard-run`).
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::dist::DistDialect"];
}

def DistLiftWeights : Pass<"dist-lift-weights", "mlir::ModuleOp"> {
  let summary = "make weight constants trailing arguments of public functions";
  let description = [{
    torch-mlir exports a model's parameters as constants
    (`arith.constant dense_resource<...>`) unless told to pass them in.
    The planner splits arguments, so each non-splat floating-point tensor
    constant in the body of a public function becomes a trailing argument
    of its type, in the order the body defines them, carrying the
    constant's elements as `dist.initial_value`: shard-run starts from
    them unless given the input. A `dense_resource` whose bytes the file
    does not hold (an elided export) becomes an argument without an
    initial value, which a run must then be given. A `dist.shard` that is
    the constant's only use becomes the argument's `dist.sharding`, the
    form in which the planner reads a user's constraints. Splats and integer
    constants (masks, positions, shapes) stay constants, and so do a
    function's that a call names (its callers would have to pass them;
    the front end inlines calls). The planner's
    passes (`--dist-auto-plan`, `--dist-plan-report`) apply it to forward
    functions after the front end; a training step's weights are its
    arguments, and its constants buffers nothing trains.
  }];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistLowerTensorInsert : Pass<"dist-lower-tensor-insert"> {
  let summary = "turn tensor.insert into a linalg.generic";
  let description = [{
    `tensor.insert %x into %t[%i, ...]` becomes a `linalg.generic` over
    `%t`'s positions yielding `%x` where every `linalg.index` equals the
    indices and `%t`'s element elsewhere (for a rank-0 tensor, `%x`): an
    elementwise op that propagation shards and the code generator runs.
    Static shapes only. Part of the front end (`--dist-parallelize`,
    `shard-run`).
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistNarrowF64 : Pass<"dist-narrow-f64", "mlir::ModuleOp"> {
  let summary = "compute in f32 what the program widens from f32 to f64 and rounds back";
  let description = [{
    torch-mlir's LayerNorm widens its input to f64 for the variance and
    rounds the result to f32 (and BatchNorm does the same): on a GPU, f64
    runs at a fraction of f32's rate, and a tensor-parallel LayerNorm
    all_reduces its statistics in f64. This pass computes every such group
    of f64 values in f32: the f64 tensors and body scalars that ops
    connect, when no function argument or result and no op other than
    arith, math, `linalg.generic`, `linalg.fill` and the tensor ops that
    make or move elements sees them. f64 constants they read become f32
    (rounded to nearest), and the widenings from f32 and roundings to f32
    at their edges vanish; anything else stays f64.

    It changes the numbers: a LayerNorm's variance then carries f32's
    rounding (relative error about 1e-7 per element summed) instead of
    f64's. It is off by default (`shard-run --narrow-f64`,
    `--dist-parallelize`'s `narrow-f64=true`), and says what it did: one
    remark per function with f64 values, on its first f64 op, counting the
    ops it computes in f32 (and those on tensors) and those it keeps.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def DistSinkExtractedScalars : Pass<"dist-sink-extracted-scalars"> {
  let summary = "compute scalars read from tensor elements inside the generics that use them";
  let description = [{
    A scalar a `linalg.generic`'s body reads that is computed outside it
    from tensor elements (`tensor.extract` at constant indices, then pure
    scalar ops: torch-mlir's dropout seed, advanced each draw) is computed
    in the body instead: each tensor read becomes an input of the generic
    (an indexing map to the element's constant position) and the chain is
    cloned at the start of the body. On a GPU, tensors live in device
    memory, where only kernels read elements. The now unread chain is left
    for canonicalization. Part of the front end (`--dist-parallelize`,
    `shard-run`).
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect"];
}

def DistConvolutionToGemm : Pass<"dist-convolution-to-gemm"> {
  let summary = "run convolutions as an im2col copy and a GEMM";
  let description = [{
    A convolution whose body multiplies and accumulates (any op of
    `linalg`'s convolution interface, without a depth dim: NCHW/FCHW,
    NHWC/HWCF or a generic of the same form, any strides and dilations)
    becomes a `linalg.generic` that copies its input windows into
    `col[batch..., output image..., reduced...]` (im2col: the convolution's
    input map, read once per output position and filter tap) and a
    contraction of `col` with the filter, which the code generator runs as
    one GEMM (M: batch and image, N: output channels, K: the reduced dims
    in the filter's order). When the output stores its channels before the
    image, the contraction writes them last and a copy puts them back (its
    init moved the other way, or the same fill made again). The body and
    the init are the convolution's: only the order of the sum changes (and
    a 16-bit convolution that accumulates in its own type then sums in f32
    and rounds once, as the code generator runs every such contraction).
    Grouped and depthwise convolutions and pooling stay as they are. Part
    of the front end (`--dist-parallelize`, `shard-run`).
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistSplitBatchDims : Pass<"dist-split-batch-dims"> {
  let summary = "give contractions over merged batch dims a loop per dim";
  let description = [{
    Frontends write attention as a `linalg.batch_matmul` over (batch x
    heads): the operands are `tensor.collapse_shape`d and the result
    `tensor.expand_shape`d back. A merged dim can only be split in
    contiguous blocks, so with the heads split over `tp` and the batch whole
    the operands had to be gathered around every such product. This pass
    makes such a contraction a `linalg.generic` and folds the reshapes into
    it (upstream's fusion by expansion), so that batch and heads are loops
    of their own and each can be split. The generics of a chain between
    such contractions (attention's scale, mask and softmax) take the same
    loops: a reshape also folds into a generic whose operand a linalg op
    makes, or whose result is reshaped for one, unless its body reads its
    indices (`linalg.index`). A merged dim split over dp in its batch part
    and over tp in its heads part is no sharding when a device holds more
    than one batch row, so without this the chain ran on every head. A
    transpose whose result is expanded for a contraction (an nn.Linear
    weight split into heads) also becomes a generic, so the expansion moves
    onto the weight and the code generator's GEMM reads it transposed in
    place. Other reshapes are left alone. Part of the front end (`--dist-parallelize`,
    `shard-run`).
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistPrintRules : Pass<"dist-print-rules", "mlir::ModuleOp"> {
  let summary = "print the factor rule of every op, as remarks";
  let description = [{
    For every op that reads or writes ranked tensors (in every function, not
    descending into regions other than `scf.for` bodies, as propagation
    does), emits a remark with the factor rule propagation and partitioning
    use, or says that the op has none and runs replicated. The format follows
    Shardy's sharding rules:

    ```
    sharding rule ([i, k], [k, j], [i, j]) -> ([i, j] sum) {i=8, j=16, k=32} reduction={k}
    ```

    Each tensor is a list of its dims; a dim is its factors joined by `*`
    (major to minor), `_` when it has none (it cannot be split); `-` is a
    non-tensor operand. Tensors the op's regions capture follow a `;`,
    marked `captured`. A result that is combined over the reduction factors
    names its combiner. `{...}` gives each factor's size; `reduction` lists
    the reduction factors, `blocked` those that cannot be split and
    `positional` those the op computes global positions of (a
    `linalg.index`, a table read, a constant's slice), which split in one
    block per device and never in several (`blocks` of #dist.sharding);
    `groups`, for an op that is several independent ones side by side (a
    cut's values), lists the factors of each, any of which one mesh axis
    may split. The IR is not changed.
  }];
}

def DistPropagate : Pass<"dist-propagate", "mlir::ModuleOp"> {
  let summary = "give every tensor value a sharding";
  let description = [{
    Starts from the user's annotations -- `dist.sharding` on function
    arguments and results, `dist.shard` constraints -- and gives every
    ranked tensor value in every function a sharding, recorded as
    `dist.sharding` (one per result) on the ops and on the function's
    arguments and results.

    Each op is seen through its factor rule: its `ShardingRuleOpInterface`
    (upstream ops get it from `rules/`: the indexing maps and iterator types
    of linalg ops -- named ops, generics, contractions, convolutions,
    pooling, reductions, lookups of captured tensors --, reassociations of
    reshapes, the untouched dims of slices, pads and concatenations and the
    parts of a dim sliced into equal parts, the dims of `tensor.empty` and
    constants), or the dims of an elementwise op (`--dist-print-rules`
    prints them). A split reduction gives a `partial` result. A dim made of
    several factors whose major ones stay whole is split in blocks (`blocks`
    of #dist.sharding): `[s, b] -> [s*b]` with `b` split, or a fused QKV
    product whose q, k and v slices are split. `scf.for` ties each init, iteration argument, yielded value and
    result together. Calls of functions with bodies must be inlined first
    (`--inline`; `--dist-parallelize` does so); calls of external functions
    stay.

    Shardings flow forward and backward until nothing changes. Where the
    tensors of an op disagree, user annotations win, then the sharding of
    the larger tensor (moving it would cost more bytes), then the earlier
    operand: the result is deterministic. User annotations are never
    changed. Values nothing constrains are replicated. Ops without a rule
    are computed replicated and reported with a warning.
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report, per value, where its sharding came from (as remarks)">
  ];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistPartition : Pass<"dist-partition", "mlir::ModuleOp"> {
  let summary = "rewrite sharded functions into per-device (SPMD) programs";
  let description = [{
    Rewrites every function that `--dist-propagate` annotated into the
    program each device of its mesh runs: global tensor types become the
    device-local types of their shardings, and where a producer's sharding
    differs from what its consumer needs, the cheapest sequence of
    collectives between the two shardings is inserted (Reshard.h: partial
    values reduce with all_reduce or reduce_scatter, split dims gather with
    all_gather, replicated dims slice with all_slice, axes move between dims
    with all_to_all, for any pair of shardings on the mesh).

    Each op is computed on its local operands under the factor sharding its
    rule infers from the annotations, built by its
    `ShardingRuleOpInterface::partition` (`linalg.index` on a split loop gets
    the device's offset -- `dist.group_rank` times the local size --, reads of
    a split captured table use local indices, constants are made on every
    device and sliced, never communicated). An op without a rule runs on
    whole operands, the tensors its regions capture included. `dist.shard`
    becomes the reshard it asks for; function results are resharded to
    their annotations. The `dist.sharding`
    annotations are removed: the result is a program on local tensors that
    communicates through dist collectives.

    In a function `--dist-pipeline` will cut (it has `dist.stage_boundary`
    cuts, or the mesh's axis `pipeline-axis` has several devices, or one
    device and the mesh a `microbatch` axis), that
    axis and `microbatch` run in turn, not side by side: no reshard slices
    them on the way to a cheaper collective, and a value partial over them
    is reduced by `dist.all_reduce` alone (which the pipeline turns into
    accumulation over microbatches).
  }];
  let options = [
    Option<"pipelineAxis", "pipeline-axis", "std::string", /*default=*/"\"pp\"",
           "the mesh axis of a pipeline's stages">
  ];
  let dependentDialects = [
    "mlir::dist::DistDialect", "mlir::arith::ArithDialect",
    "mlir::linalg::LinalgDialect", "mlir::tensor::TensorDialect"
  ];
}

def DistMicrobatch : Pass<"dist-microbatch", "mlir::ModuleOp"> {
  let summary = "split the batch of pipelined functions into microbatches";
  let description = [{
    Runs before `--dist-propagate`. In every function `--dist-pipeline`
    will cut -- those with `dist.stage_boundary` cuts, and every public
    function when the mesh's axis `axis` has several devices -- splits the
    batch over one more mesh axis, `microbatch`, of size `microbatches`,
    added to the module's mesh. The batch is dim `d` of every argument
    marked `dist.microbatch_dim = d` (a training step's inputs and labels)
    or, with no marks, dim 0 of the first argument and the dim of each
    other argument split over the same (non-empty) axes with the same
    size (the labels beside the inputs);
    the axis is the minor-most of that dim, so a
    data-parallel rank's block of the batch is cut into contiguous
    microbatches. Propagation carries the split wherever the batch goes, and
    partitioning gives every value its per-microbatch shape and marks the
    arguments and results that hold one microbatch with
    `dist.microbatch_dim`. `--dist-pipeline` then runs each stage once per
    microbatch, in turn, and removes the axis. With `microbatches=1` the pass
    does nothing.
  }];
  let options = [
    Option<"microbatches", "microbatches", "int64_t", /*default=*/"1",
           "how many microbatches each step's batch is split into">,
    Option<"axis", "axis", "std::string", /*default=*/"\"pp\"",
           "the mesh axis of the stages (functions are pipelined when it "
           "has several devices, or one and there are microbatches)">
  ];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistPipeline : Pass<"dist-pipeline", "mlir::ModuleOp"> {
  let summary = "cut partitioned functions into pipeline stages";
  let description = [{
    Runs after `--dist-partition`. A function with `dist.stage_boundary`
    cuts -- or, when mesh axis `axis` has several devices (or one, and the
    mesh runs microbatches: gradient accumulation in one stage), any public
    function -- becomes one function per coordinate of the axis and a
    `dist.pipeline` op with the function's name that lists them. The cuts
    must form a chain; the segments between them are grouped into as many
    contiguous stages as the axis has devices (at least that many segments
    are needed), so that the most FLOPs any stage has is as small as it can
    be -- FLOPs of a structured op being its scalar body ops times its
    iterations (`report` prints them). A function without cuts is cut
    automatically: the candidate places are those between two ops where
    the fewest batch values are live (between a transformer's layers, the
    residual stream), and the candidates that balance what `balance` names
    are cut: `flops` (the most FLOPs any stage has as small as it can be),
    `layers` (its blocks, each segment that ends where a residual branch
    joins the stream, as Megatron-LM splits layers: the work before the
    first block and after the last rides with its neighbour) or
    `layers-and-ends` (as `layers`, the work before the first block -- an
    embedding, cut apart from it where it has no FLOPs -- and after the
    last -- a final norm, the LM head, the loss -- each counted as two
    blocks, a layer: Megatron-LM's account-for-embedding and
    account-for-loss splits). Of the groupings that balance them, the one
    whose earlier stages take less, as a pipeline's first ranks hold the
    most microbatches at once. Ops that need no stage's result
    (constants, fills, reads of arguments only) are made again in each
    stage that uses them, and each stage takes only the arguments it reads.
    Values that cross a cut are sent (`dist.send`/`dist.recv` on `axis`) as
    each device's local shard to the device with the same other
    coordinates; values that skip stages are forwarded through the stages
    between. Each stage runs its ops once per microbatch (the size of the
    `microbatch` axis `--dist-microbatch` added, which the pass removes from
    the mesh), one pass after another in the order `schedule` gives, with
    one pass's sends posted together with the next pass's receives; each
    stage returns the results it makes (`dist.result_numbers`).

    A function with an all_reduce over `microbatch` (a loss, a weight
    gradient: a sum over the batch) is a training step: its forward pass is
    what the cuts and the losses (accumulated scalars) are computed from,
    and automatic cuts are placed in it. A backward op runs with the forward
    op it differentiates: a weight gradient (it feeds an accumulation) on
    the last stage that holds its forward operands, any other on the stage
    that made the latest of them, never later than an operand reaches;
    values it reads from later stages are sent back in backward passes. The
    all_reduce becomes a sum over the microbatches on its input's stage,
    added as soon as each microbatch's input is made, and a reduction over
    its other axes once per step: the chunk's last action on the stage has
    a region of its own, in which each sum is reduced in place
    (`dist.all_reduce_buffers`, in buckets of at most `bucket-bytes`) as
    soon as it is final and stays in flight while the pass goes on, as DDP
    does in its last microbatch. The ops that use it (an optimizer update)
    run after the table. With `zb-h1` each backward pass
    is split: B computes input gradients, W the ops only weight gradients
    need (their results feed accumulations alone), in the places the
    schedule model gives them. With `recompute` a chunk keeps only its
    inputs (what other stages sent it) and the values live at the end of
    each of its blocks (the residual stream after a residual branch)
    between its forward pass and its later ones, which make the forward's
    values again from them where they first read them (full activation
    recomputation, block by block). With `selective-recompute` only each
    attention's scores (from Q K^T, a contraction of two batch values
    larger than either, to the softmax P V reads: Korthikanti et al.'s
    selective recomputation) are made again by the backward pass, from
    the queries and keys it keeps; the forward pass's chain is then read
    only by P V, and the code generator runs it as one fused attention
    kernel that stores no S x S. With `shard-gradients` each sum over the
    microbatches that only a reduce_scatter reads (a gradient under
    `--dist-shard-optimizer`, ZeRO-1's, or FSDP's) is the sum of each
    microbatch's term reduce_scattered where the pass makes it: the rank's
    running share added into its own block, the term stored into a whole
    buffer its shape's terms share and a `dist.reduce_scatter_buffers`
    from it into the share left in flight while the table goes on
    (ZeRO-2: a stage holds 1/dp of those gradients and one whole of each
    shape, and sends them once per microbatch instead of once per step);
    a function with no such sum is rejected. Recomputation
    or sharded gradients asked for where nothing is pipelined is an error. With `interleaved-1f1b` and `virtual-stages`
    v the function is cut into v times as many stages as ranks, rank r
    running stages r, r + ranks, ... as model chunks; a steady-state
    forward and backward run as one step whose transfers post together.
    Other ops that combine
    microbatches, ops that mix a step's sums with one microbatch's values,
    and ops that combine two stages' sums are rejected.
  }];
  let options = [
    Option<"axis", "axis", "std::string", /*default=*/"\"pp\"",
           "the mesh axis whose coordinates are the stages">,
    Option<"schedule", "schedule", "std::string", /*default=*/"\"1f1b\"",
           "gpipe, 1f1b, interleaved-1f1b or zb-h1 (training steps)">,
    Option<"virtualStages", "virtual-stages", "int64_t", /*default=*/"1",
           "model chunks per rank (interleaved-1f1b): the function is cut "
           "into ranks x virtual-stages stages, rank r running stages r, "
           "r + ranks, ...">,
    Option<"bucketBytes", "bucket-bytes", "int64_t",
           /*default=*/"::mlir::dist::kDefaultBucketBytes",
           "most bytes of sums one dist.all_reduce_buffers reduces in a "
           "chunk's last action (0: each alone)">,
    Option<"recompute", "recompute", "bool", /*default=*/"false",
           "backward passes make the forward's values again from their "
           "chunk's inputs and its residual blocks' outputs, a block at a "
           "time, instead of keeping them (full activation "
           "recomputation)">,
    Option<"selectiveRecompute", "selective-recompute", "bool",
           /*default=*/"false",
           "backward passes make each attention's scores (Q K^T to the "
           "softmax) again instead of keeping them (selective "
           "recomputation)">,
    Option<"report", "report", "bool", /*default=*/"false",
           "remark each pipeline's FLOPs per stage and its imbalance">,
    Option<"balance", "balance", "std::string", /*default=*/"\"flops\"",
           "what automatic cuts balance between stages: flops, layers or "
           "layers-and-ends">,
    Option<"shardGradients", "shard-gradients", "bool", /*default=*/"false",
           "reduce_scatter each microbatch's gradient where it is made and "
           "accumulate only this rank's share (ZeRO-2; the gradients a "
           "sharded optimizer reduce_scatters)">
  ];
  let dependentDialects = ["mlir::dist::DistDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::func::FuncDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistScheduleReport : Pass<"dist-schedule-report", "mlir::ModuleOp"> {
  let summary = "print what each pipeline's schedule costs";
  let description = [{
    For every `dist.pipeline`, prints to stdout its schedule under the cost
    model: per rank, the FLOPs of its stage per microbatch, busy and idle
    time, bubble (idle / busy), peak in-flight microbatches (whose forward
    ran and backward had not) and the activation bytes they hold, the
    makespan, and each rank's timeline of forward (F), backward (B) and
    weight-gradient (W) passes with its waits. Time is in units of the mean
    stage's forward pass. `schedule` (gpipe, 1f1b, interleaved-1f1b, zb-h1),
    `microbatches` and `virtual-stages` (model chunks per rank, for
    interleaved-1f1b) change what is modelled; `training` adds a backward
    whose input-gradient (B) and weight-gradient (W) passes each cost a
    forward (zb-h1 runs them apart, the others together). A pipeline whose
    stages run backward passes (a training step) is modelled as one
    without the option; its stages' FLOPs are then forward and backward
    together, a third of which is the forward the time unit counts. The IR
    is not changed.
  }];
  let options = [
    Option<"schedule", "schedule", "std::string", /*default=*/"",
           "the schedule to model (default: the pipeline's)">,
    Option<"microbatches", "microbatches", "int64_t", /*default=*/"0",
           "microbatches to model (default: the pipeline's)">,
    Option<"virtualStages", "virtual-stages", "int64_t", /*default=*/"1",
           "model chunks per rank (interleaved-1f1b)">,
    Option<"training", "training", "bool", /*default=*/"false",
           "model a training step's backward">
  ];
}

def DistShardOptimizer : Pass<"dist-shard-optimizer", "mlir::ModuleOp"> {
  let summary = "shard a training step's optimizer state over dp (ZeRO-1)";
  let description = [{
    Megatron's distributed optimizer (ZeRO stage 1) as shardings, on every
    public training step of the module (a function that returns the next
    values of the weights its loss is computed from, with its batch
    arguments marked `dist.microbatch_dim`: passes/training/ArgumentRoles.h).
    Each optimizer state argument (Adam's moments, a momentum buffer) and
    its next value get their weight's sharding split over `axis` as well,
    minor to the axes already there, on the first dim whose local extent
    the axis divides (and that is not split in blocks); the update reads
    each weight with that split, each elementwise op of the chain that
    makes a next value makes it split (`dist.shard`s), and each next weight
    is returned as its weight is. Propagation and partitioning do
    the rest: the gradients are reduce_scattered over `axis` instead of
    all_reduced, each rank updates its share of every weight and its state,
    and the next weights are all_gathered. A weight already split over
    `axis`, or none of whose dims the axis divides, keeps its state whole.
    The next weight is the result the weight's `dist.updated_by` names, or
    without one the result an op reading the weight makes. Runs after the
    front end (`--dist-front-end`), before `--dist-propagate`; fails when
    the module has no training step or the mesh has no `axis`.

    With `weights`, fully sharded data parallelism (FSDP, ZeRO-3): the
    weights themselves are stored split as their state is -- the
    arguments and the next weights returned -- and every read outside the
    update gets a `dist.shard` to the weight's whole sharding before it,
    which partitioning makes an all_gather over `axis` where the read runs.
    The backward pass's reads (through the front end's reshapes of the
    weight) get their own gather, marked `dist.regather` so that it is not
    shared with the forward pass's: the gathered weight lives from its use
    in the forward pass to its use in the backward pass no longer than
    either. Each rank holds 1/|axis| of every weight, gradient and state;
    the step sends two all_gathers of each weight read in the backward
    (one of the others) and a reduce_scatter of its gradient. Over
    microbatches or a pipeline's stages each pass gathers the weights it
    reads where it reads them (`--dist-pipeline`), per microbatch.
  }];
  let options = [
    Option<"axis", "axis", "std::string", /*default=*/"\"dp\"",
           "the data-parallel mesh axis to shard the state over">,
    Option<"weights", "weights", "bool", /*default=*/"false",
           "store the weights split over the axis too and gather them "
           "where they are read (fully sharded data parallelism)">,
  ];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistSequenceParallel
    : Pass<"dist-sequence-parallel", "mlir::ModuleOp"> {
  let summary = "split the tokens between tensor-parallel blocks over tp";
  let description = [{
    Megatron's sequence parallelism as shardings, on every public
    annotated function: each contraction of the forward pass whose result
    propagation would leave partial (a sum) over `axis` -- a row-parallel
    projection: attention's output, the MLP's second matmul -- and each
    lookup in a table split over the vocabulary (an embedding whose sum
    over the ranks' rows would be all_reduced) gets a
    `dist.shard` of its result reduced over `axis` and with its innermost
    token dim (a dim other than the last, not split in blocks, whose local
    extent `axis` divides) split over it as well, minor to the axes
    already there. Propagation carries the split through the residual
    adds, norms and dropouts that follow and into the backward pass;
    partitioning makes each such reduction a reduce_scatter where it was an
    all_reduce, and gathers the tokens with an all_gather where the next
    column-parallel contraction reads them whole: the same bytes, and the
    activations between the blocks 1/|axis| per rank. What propagation
    would decide is found on a copy of the function (its warnings are left
    to `--dist-propagate`). Runs after the front end, before
    `--dist-propagate`; fails when the mesh has no `axis`.
  }];
  let options = [
    Option<"axis", "axis", "std::string", /*default=*/"\"tp\"",
           "the tensor-parallel mesh axis to split the tokens over">,
  ];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistAutoPlan : Pass<"dist-auto-plan", "mlir::ModuleOp"> {
  let summary = "choose the data, pipeline and tensor parallel degrees";
  let description = [{
    Plans every public function with a body (its first argument is the
    batch, or the arguments marked `dist.microbatch_dim`; a training step's
    forward pass is read, its optimizer state and next values take their
    weights' shardings: passes/training/ArgumentRoles.h; unannotated, or
    partly: see passes/planner/PlanAnalysis.h for the
    annotations it keeps as constraints) for `devices` devices of
    `cluster` (a built-in
    name, `h200`, `h100` or `a100`, or a JSON file; see the README) and writes the
    plan into the IR, so that the rest of the pipeline runs unchanged: a
    mesh `@mesh` of axes dp, pp and tp, each argument's sharding (the batch
    over dp; the tensor-parallel layout over tp; the rest replicated) and,
    with more than one stage, `dist.stage_boundary` cuts balanced by FLOPs.
    It runs the front end first (`--dist-front-end`: an exported program's
    calls inlined, globals lifted, tm_tensor and TOSA ops lowered,
    contractions over merged batch dims split), so that it plans the
    program the partitioner will see and writes the plan on it.

    The layout is found from the graph: a weight is column-parallel when
    the dim it adds to its contraction's result reaches, through ops that
    keep it a parallel dim (elementwise ops, reshapes that keep it major,
    attention's per-head contractions), only contractions that reduce over
    it with one other weight, its row-parallel partner; a bias the split
    reaches is split with it. The search tries every dp x pp x tp split of
    the devices, microbatch counts (up to 16 per stage) and schedules
    (GPipe; with `training`, 1F1B, ZB-H1 and interleaved 1F1B too, with
    and without activation recomputation -- full, or of attention's
    scores alone -- and the optimizer sharded over dp, its gradients too
    over microbatches or stages), estimates each (passes/planner/PlanModel.h), drops those that do not fit in a
    device's memory and picks the fastest; tensor parallelism spans nodes
    only when no plan without it fits. `training` plans a training step of
    the function (backward, gradients, Adam state, gradient all-reduce)
    instead of the forward pass it is. The microbatch count, schedule and
    recomputation are options of the pipeline passes:
    `--dist-plan-report` prints them; a sharded optimizer (and sharded
    weights) is written into the IR as `--dist-shard-optimizer` writes it. `plan` writes a given
    plan (DPxPPxTP/MICROBATCHES/SCHEDULE, `interleaved-1f1b:V` giving V
    chunks per rank, 2 unless given, then `/recompute` for a training
    plan that recomputes, or `/selective-recompute` for one that recomputes
    attention's scores, and `/shard-optimizer` for one whose optimizer is
    sharded over dp, `/shard-gradients` for one whose gradients are too
    (ZeRO-2, run with shard-run's `--shard-gradients`), or `/fsdp` for
    one whose weights are, then
    `/sequence-parallel` for one whose tokens between tensor-parallel
    blocks are split over tp, `/unfused-attention`, `/balance=BALANCE`;
    the techniques in any order, each at most once) with the
    layout found from the graph, instead of the one the search picks.
  }];
  let options = [
    Option<"devices", "devices", "int64_t", /*default=*/"0",
           "how many devices to plan for">,
    Option<"cluster", "cluster", "std::string", /*default=*/"\"h200\"",
           "a built-in cluster (h200, h100, a100) or a JSON file">,
    Option<"training", "training", "bool", /*default=*/"false",
           "plan a training step instead of the forward pass">,
    Option<"plan", "plan", "std::string", /*default=*/"\"\"",
           "write this plan instead of searching: "
           "DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS][/TECHNIQUE...], "
           "the techniques (recompute or selective-recompute, "
           "shard-optimizer, shard-gradients or fsdp, sequence-parallel, "
           "unfused-attention, balance=BALANCE) in any order">
  ];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

def DistPlanReport : Pass<"dist-plan-report", "mlir::ModuleOp"> {
  let summary = "print the planner's choice against DP, PP and TP alone";
  let description = [{
    Plans every public function with a body as `--dist-auto-plan` does and
    prints (to stdout, or the file `output` names) a table comparing data
    parallelism alone, pipeline parallelism alone, tensor parallelism alone
    (each the best of its kind on all devices, fitting or not) and the
    chosen plan: the split, microbatches and schedule, estimated step time
    and its parts (compute, each parallelism's communication, pipeline
    idle time), the bytes each device sends per step for each parallelism
    and whether that group stays inside a node, memory per device, and
    whether it fits; then a one-line verdict. `compare` adds rows for
    given plans (a published configuration, say), estimated by the same
    model. With `json`, the same as one JSON object. The IR is not
    changed.
  }];
  let options = [
    Option<"devices", "devices", "int64_t", /*default=*/"0",
           "how many devices to plan for">,
    Option<"cluster", "cluster", "std::string", /*default=*/"\"h200\"",
           "a built-in cluster (h200, h100, a100) or a JSON file">,
    Option<"training", "training", "bool", /*default=*/"false",
           "plan a training step instead of the forward pass">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "where the report goes (- for stdout)">,
    Option<"json", "json", "bool", /*default=*/"false",
           "print JSON instead of a table">,
    ListOption<"compare", "compare", "std::string",
               "plans to estimate beside the choice, each "
               "DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS][/TECHNIQUE...] as "
               "plan= takes it, e.g. 8x16x8/192/1f1b/recompute">
  ];
}

def DistOptimizeCollectives
    : Pass<"dist-optimize-collectives", "mlir::ModuleOp"> {
  let summary = "cancel, fuse and bucket collectives after partitioning";
  let description = [{
    Rewrites the collectives `--dist-partition` inserted:
    - `all_slice(all_gather(x))` and `all_gather(all_slice(x))` over the same
      axes and dim cancel to `x`;
    - `all_slice(all_reduce(x))` over the same axes becomes one
      `reduce_scatter` (half the traffic of the all-reduce);
    - an elementwise `all_reduce(a) + all_reduce(b)` (or `-`) of two sums
      over the same axes that nothing else reads becomes
      `all_reduce(a + b)`: the partial input gradients of a layer's
      parallel projections are added before their one all_reduce, as
      Megatron does (the sum rounds in another order);
    - independent all_reduces over the same axes and reduction are merged
      into one on a flat buffer (like DDP's gradient buckets), as long as
      the bucket stays under `bucket-bytes` (0 turns merging off) and none
      of them needs another's result; a bucket is reduced as soon as its
      last operand is made. First, each elementwise conversion of a
      reduced value (a 16-bit step rounds each f32 gradient to bf16 just
      after its all_reduce) moves down to just before its first reader,
      so that it does not end a bucket;
    - independent all_gathers along dim 0 over the same axes (a sharded
      optimizer's updated weights, results gathered to be returned whole)
      are merged the same way into one all_gather of their flattened
      operands, each result its columns of the [group, total] gathered
      buffer, as the distributed optimizer gathers its parameters in
      buckets; not those of a function argument (FSDP's weights, gathered
      one layer at a time where read);
    - every all_reduce and reduce_scatter (other than over the microbatches
      of a pipeline) moves to just after its operand is made. The code
      generator starts an all_reduce there and waits for it only where its
      result is first needed, so a gradient's all_reduce runs while the
      backward pass goes on; a sharded optimizer's reduce_scatter frees
      the whole gradient as soon as it is made, not where the update reads
      its share;
    - each all_gather of a function argument (a weight stored split over
      dp, FSDP) moves up to just after the first reader of the gather
      before it in its block (the function's, or a pipeline pass's), as
      FSDP prefetches the next layer's weights: started
      there, it runs while the previous layer computes, so the next
      gathered weight is held while the previous one is still read;
    - each other all_gather that a contraction reads (a column-parallel
      layer's input under sequence parallelism, gathered again for its
      weight gradient) moves up, with the effect-free ops and loads that
      make its operand, to just before the nearest contraction ahead of it
      that it does not depend on, unless what makes its operand reads
      another collective's result: as Megatron-LM's backward, the gather runs
      while the input gradient's GEMM does, and that gradient's
      reduce_scatter (just after it) while the weight gradient's GEMM
      does;
    - an all_reduce or reduce_scatter with no contraction between it and
      its first reader (a pipeline's backward pass accumulates its weight
      gradients at its end) pulls up the first later weight-gradient GEMM
      that does not depend on it (one whose result is only stored, or
      added to a loaded buffer and stored), with the loads and effect-free
      ops that make its operands and the sum and store that accumulate it,
      to run beside it.
    A collective either move gave a GEMM is not moved again: running the
    pass twice gives what running it once does.
  }];
  let options = [
    Option<"bucketBytes", "bucket-bytes", "int64_t",
           /*default=*/"::mlir::dist::kDefaultBucketBytes",
           "largest merged all_reduce or all_gather result, in bytes per "
           "device (0: do not merge)">
  ];
  let dependentDialects = ["mlir::dist::DistDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistCollectiveMatmul
    : Pass<"dist-collective-matmul", "mlir::ModuleOp"> {
  let summary = "split tp gathers and scatters into chunks beside their GEMMs";
  let description = [{
    Megatron-LM's --tp-comm-overlap (XLA's collective matmul) in chunks:
    each `dist.all_gather` whose readers are all linalg ops that read the
    gathered dim as their rows (a parallel loop each operand indexes at
    most plainly and the body does not read by `linalg.index`) or
    contractions that sum over it (a weight gradient: each chunk's adds to
    the chunk before's), at least one of them a contraction, a reader of
    another's result reading it as rows too, and with no contraction
    between it and its first reader, becomes `chunks` gathers of the
    operand's chunks, each started before the previous chunk's readers
    run. Where no reader is a contraction (an output gradient that the
    backward pass adds to the residual stream's gradient before the
    projection's GEMMs read the sum), the linalg ops that read a reader's
    results as such rows and whose other operands can be made before the
    first reader follow it, chunk by chunk, and one of them must be a
    contraction; each reader's result that another op reads is put back
    together for it. Each
    `dist.reduce_scatter` of a contraction's only result, made by such
    rows (or of an elementwise op's over contractions that only it reads:
    partial input gradients added before their one scatter), becomes the
    contractions and the scatter of each chunk in turn.
    The code generator starts each collective and waits for it only where
    its result is read (on CUDA, on the communicator's stream), so all but
    one chunk's communication runs beside a chunk's GEMM. Chunk `c` of a
    dim is rows [c L / chunks, (c + 1) L / chunks) of each of its blocks of
    L (each group rank's) -- or, where `chunks` does not divide L, chunk `c`
    of another dim that the readers (the maker) take as rows, contiguous
    on every rank; the chunks' results are put back in place before their
    first reader. A collective that no dim lets `chunks` divide, or with
    a reader of another kind, stays whole. `chunks` 1 leaves the
    program alone. Runs after `--dist-optimize-collectives` (which would
    merge the chunks' gathers) and `--dist-pipeline`.

    ```mlir
    %g = dist.all_gather %x on @mesh axes ["tp"] dim 0
        : tensor<4x32xf32> -> tensor<8x32xf32>
    %y = linalg.matmul ins(%g, %w : tensor<8x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
    ```

    with `chunks=2` gathers rows 0-1 and 2-3 of `%x` apart, multiplies
    each gathered [4, 32] by `%w`, and puts rows 0-1, 4-5 of `%y` from the
    first product, 2-3 and 6-7 from the second.
  }];
  let options = [
    Option<"chunks", "chunks", "int64_t", /*default=*/"2",
           "chunks per collective (1: none)">
  ];
  let dependentDialects = ["mlir::dist::DistDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def DistCommReport : Pass<"dist-comm-report", "mlir::ModuleOp"> {
  let summary = "print each function's collectives and the bytes they move";
  let description = [{
    For every function with collectives, prints (to stdout, or the file
    `output` names) one line per collective: its kind, axes, group size,
    local operand type, the bytes of the operand per device, and the bytes
    each device sends with ring algorithms (all_reduce 2(n-1)/n,
    reduce_scatter and all_to_all (n-1)/n, all_gather (n-1) times the
    operand), then the totals; with `json`, the same as one JSON object:
    "functions" lists each function's "function" name, its "collectives"
    (each with "collective", "axes", "ranks", "operand", "bytesPerRank"
    and "sentPerRank") and its totals "bytesPerRank" and "sentPerRank".
    With `explain`, each collective also says why the partitioner put it
    there: which operand of which op needs the value, the sharding it has
    and the one it is needed as, and that op's source location ("why" and
    "at" in JSON). The IR is not changed.
  }];
  let options = [
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "where the report goes (- : stdout)">,
    Option<"json", "json", "bool", /*default=*/"false",
           "print the report as JSON">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "say why each collective is there and for which op">
  ];
}

#endif // SHARD_PASSES_PASSES_TD
