//===- ProgramEmitter.h - a kernel plan as one C++ program -------*- C++
//-*-===//
//
// Both emitters (host C++ and CUDA C++) print the same program: kernels in
// plan order, `run` calling them on buffers in one arena, collectives on the
// program's stream, the ProgramInfo libshardrt's programMain needs, and
// `main`. What is shared lives here: the structure of the translation unit,
// the loop-nest plan of every linalg.generic and its scalar body, scalar
// statements, collectives, constants and the program info. A target (a
// subclass) decides only how work maps to hardware: how a kernel is declared
// and called, how the independent iterations of a loop nest are spread over
// threads (OpenMP on the host; a grid-stride loop on CUDA), which library
// runs a GEMM, how copies and constants reach its memory.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_PROGRAMEMITTER_H
#define SHARD_CODEGEN_PROGRAMEMITTER_H

#include "codegen/Emitters.h"
#include "codegen/KernelPlan.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <string>

namespace mlir::dist::codegen {

/// The loop structure of a linalg.generic, the same for every target.
/// When `independent`, every output is indexed by exactly the parallel
/// loops (and constants, a keepdim reduction's unit dims): the parallel
/// loops are `outer` (in the order of the first output's layout), their
/// iterations are independent, and each one runs
/// the reduction loops (`inner`) accumulating in registers. Otherwise every
/// loop is `outer` and the nest runs in order on one thread.
///
/// A scatter (what the front end makes of torch-mlir's scatter and
/// index_put: one candidate reduction loop n over the updates, and a body
/// `select(index_k[n] == index(d_k) and ..., update, out)`) is planned as
/// what it means: its indexed dims d_k are no loops but the indices that
/// update n holds (`indexed`), so the outer loops are the other parallel
/// dims and the one inner loop is n. Each visit the body would have made
/// to an element update n does not name was a no-op; the ones left run
/// in the same order of n per element, with the same values: |updates| x
/// |slice| iterations instead of |result| x |updates| (an embedding's
/// gradient: tokens x hidden, not vocabulary x tokens x hidden).
struct LoopNest {
  /// An indexed dim of a scatter and the input holding its index per
  /// update (a 1-D tensor over the candidate loop, integer or index).
  struct IndexedDim {
    unsigned dim;
    unsigned input;
  };

  linalg::GenericOp op;
  SmallVector<int64_t> ranges;
  /// The loops, outside and inside; a dim in neither (nor indexed) is a
  /// loop of one iteration left out, whose index is 0.
  SmallVector<unsigned> outer, inner;
  bool independent = false;
  SmallVector<IndexedDim> indexed;
  /// Iterations of the outer loops (when independent), and of all loops.
  int64_t outerIterations = 1;
  int64_t totalIterations = 1;
  unsigned numParallel = 0, numReduction = 0;
};

LoopNest planLoopNest(linalg::GenericOp op);

/// Whether `width` neighbouring iterations of the innermost loop of the
/// elementwise nest `nest` read and write neighbouring, aligned elements:
/// every tensor either moves with that loop contiguously (the loop indexes
/// its last dim and no other) or not at all, the results move with it,
/// every element is 2 or 4 bytes, the loop's range is a multiple of
/// `width`, and the body reads no output.
bool vectorAccessible(const LoopNest &nest, unsigned width);

/// How one output of a reduction combines partial results: the body's
/// value for it is `op`(acc, x) with `acc` (the output's block argument)
/// used nowhere else, and `op` is associative and commutative with the
/// identity `identity` (a C++ expression of the compute type).
struct Combiner {
  Operation *op;
  Value acc;
  std::string identity;
};

/// The combiners of every output of `op`, or nullopt when one is not a
/// plain reduction (an argmax's select, a value that reads two
/// accumulators, an op without an identity).
std::optional<SmallVector<Combiner>> reductionCombiners(linalg::GenericOp op);

/// How the target runs a kernel, which decides its declaration and call.
enum class KernelForm {
  /// A host function called in `run`.
  HostFunction,
  /// A host function that enqueues work on the stream and returns a Status
  /// (a library call such as cuBLASLt).
  HostEnqueue,
  /// A device kernel launched on the stream over `iterations` independent
  /// iterations.
  DeviceKernel,
  /// A host function over a loop nest, declared with SHARD_LOOP_KERNEL
  /// (the host prologue's: target clones for several x86-64 ISA levels).
  HostLoop,
};

class ProgramEmitter {
public:
  ProgramEmitter(const KernelPlan &plan, raw_ostream &os)
      : plan(plan), func(plan.func), os(os) {}
  virtual ~ProgramEmitter() = default;
  /// The whole translation unit of a program.
  LogicalResult emit();
  /// The parts of a translation unit, for pipelines, whose stages share the
  /// prologue and main: the header comment (naming the program `from`) and
  /// prologue (which opens an anonymous namespace); the constants, kernels,
  /// `run` and `programInfo()` of the plan's function.
  void emitHead(StringRef from);
  LogicalResult emitBody();

protected:
  //===--- What a target decides ------------------------------------------===//

  /// The translation's name for the header comment (`--emit-cpp`).
  virtual StringRef translation() const = 0;
  /// The #includes and helper functions before the kernels.
  virtual void emitPrologue() = 0;
  /// How a loop nest's kernel runs: HostFunction or DeviceKernel.
  virtual KernelForm loopForm() const = 0;
  /// Opens the loops over the outer dims of `nest`, naming dim d `vars[d]`,
  /// and exactly one brace the body goes in; returns the body's indent.
  /// With `lanes` > 1, that many threads share each outer iteration.
  virtual std::string openOuterLoops(const LoopNest &nest,
                                     ArrayRef<std::string> vars,
                                     unsigned lanes) = 0;
  /// How many threads share the reduction loops of an independent `nest`
  /// whose outputs all have combiners; 1 (the default): one thread runs
  /// them in order.
  virtual unsigned reductionLanes(const LoopNest &nest) const { return 1; }
  /// With reductionLanes > 1: opens one loop over this lane's share of the
  /// reduction iterations (naming the reduction dims `vars`) at `indent`;
  /// returns the body's indent.
  virtual std::string openLaneReduction(const LoopNest &nest,
                                        ArrayRef<std::string> vars,
                                        const std::string &indent) {
    llvm_unreachable("a target with reductionLanes > 1 opens lane loops");
  }
  /// Combines the lanes' accumulators `accs` (of C++ types `types`) with
  /// `combiners`, then opens a block in which one lane holds the result;
  /// returns that block's indent.
  virtual FailureOr<std::string> combineLanes(ArrayRef<Combiner> combiners,
                                              ArrayRef<std::string> accs,
                                              ArrayRef<std::string> types,
                                              const std::string &indent) {
    llvm_unreachable("a target with reductionLanes > 1 combines lanes");
  }
  /// A line (a pragma) to print before the innermost reduction loop of an
  /// independent nest run by one thread, whose outputs accumulate into
  /// `accs` with `combiners`; empty for none.
  virtual std::string innerReductionPragma(ArrayRef<Combiner> combiners,
                                           ArrayRef<std::string> accs) const {
    return "";
  }
  /// Whether loop bodies call the runtime's vectorizable math functions
  /// (runtime/VectorMath.h) for f32 exp, erf, tanh and log.
  virtual bool vectorMath() const { return false; }
  /// Elements per thread of an elementwise nest, each operand that moves
  /// with the innermost loop read and each result written with one wide
  /// access (vectorAccessible says when that is possible); 1 (the default):
  /// one element per iteration.
  virtual unsigned elementsPerThread(const LoopNest &nest) const { return 1; }
  /// The type of `width` consecutive elements of C++ type `storage`, read
  /// or written at once (aligned to its size).
  virtual std::string wideType(StringRef storage, unsigned width) const {
    llvm_unreachable("a target with elementsPerThread > 1 names wide types");
  }
  virtual LogicalResult emitGemm(const GemmKernel &gemm, unsigned id) = 0;
  /// A fused attention kernel (AttentionMatch.h), for targets whose
  /// TargetFusion has `attention`.
  virtual LogicalResult emitAttention(const AttentionKernel &attention,
                                      unsigned id) = 0;
  /// A fused attention backward kernel (matchAttentionBackward), for
  /// targets whose TargetFusion has `attentionBackward`.
  virtual LogicalResult
  emitAttentionBackward(const AttentionBackwardKernel &backward,
                        unsigned id) = 0;
  virtual void emitCopy(const CopyKernel &copy, Operation *op, unsigned id) = 0;
  /// The statement of `run` that points `b<id>` at constant `c<id>`.
  virtual std::string bindConstant(const Buffer &b, StringRef type) = 0;
  /// The statement of `run` that copies a result into outputs[i].
  virtual std::string copyOutput(unsigned i, StringRef pointer,
                                 int64_t bytes) = 0;
  /// The most iterations a loop nest may run on one thread, in order; a
  /// nest over more that the target cannot spread over threads is
  /// rejected. Unlimited (the default) where one thread is all a nest
  /// would get anyway.
  virtual int64_t serialIterationLimit() const {
    return std::numeric_limits<int64_t>::max();
  }
  /// Rejects a scalar op the target cannot compute in `run`.
  virtual LogicalResult checkScalar(Operation *op) { return success(); }
  /// Lines of programInfo() after the common ones (memory space, device
  /// communicator).
  virtual void emitProgramInfoExtras() {}

  //===--- Shared by the targets ------------------------------------------===//

  /// The pointer variable of `v`'s buffer in `run`.
  std::string ptr(Value v) const {
    return "b" + std::to_string(plan.bufferOf.lookup(v));
  }
  /// Declares kernel `id` taking the distinct buffers of `values` (read-only
  /// unless in `written`) and the device scalars `scalars`, opens its body,
  /// and records its call in `run`.
  void openKernel(unsigned id, ArrayRef<Value> values, ArrayRef<Value> written,
                  Operation *op, StringRef what, KernelForm form,
                  int64_t iterations, ArrayRef<Value> scalars = {});
  /// The same on buffer ids.
  void openKernel(unsigned id, ArrayRef<unsigned> buffers,
                  ArrayRef<unsigned> written, Operation *op, StringRef what,
                  KernelForm form, int64_t iterations, ArrayRef<Value> scalars);
  static std::string shapeList(ArrayRef<int64_t> shape);
  static std::string locationOf(Operation *op);

  /// Prints the loops over `nest`'s outer dims in order (dim d named
  /// vars[d]), the last one opening the brace the body goes in; returns the
  /// body's indent.
  std::string emitSerialLoops(const LoopNest &nest, ArrayRef<std::string> vars);
  /// Opens kernel `id` for `gemm` (in `form`) and prints loops over its
  /// first `loops` batch dims; returns their variables. The body goes at
  /// indent `2 * (loops + 1)`.
  SmallVector<std::string> openGemm(const GemmKernel &gemm, unsigned id,
                                    KernelForm form, size_t loops);
  /// The pointer to `operand`'s matrix for the batch loop variables `vars`.
  std::string gemmOperand(const GemmOperand &operand,
                          ArrayRef<std::string> vars) const;
  /// Opens kernel `id` for `attention` (in `form`, over `iterations`): its
  /// parameters are Q, K, V, the score modification's tensors and O.
  void openAttention(const AttentionKernel &attention, unsigned id,
                     KernelForm form, int64_t iterations);
  /// Statements at `indent` that fill the shardrt::AttentionDesc `d`
  /// (runtime/AttentionDesc.h) for `attention`.
  std::string attentionDesc(const AttentionKernel &attention,
                            StringRef indent) const;
  /// The names a score modification's loops go by in the runtime's
  /// callbacks: x[0], x[1], ... for the batch dims, then i (the query) and
  /// j (the key).
  static SmallVector<std::string>
  attentionIndexVars(const AttentionKernel &attention);
  /// Prints at `indent` the score modification of `attention` on the score
  /// `score` at the loop indices `vars` (batch..., query, key); returns the
  /// modified score (`score` itself without a modification), or with
  /// `mask` (for a kernel with a mask condition) whether the score is
  /// masked out.
  FailureOr<std::string> emitScoreMod(const AttentionKernel &attention,
                                      const std::string &indent,
                                      ArrayRef<std::string> vars,
                                      StringRef score, bool mask = false);
  /// Prints the call of the runtime's attention kernel `function` on the
  /// shardrt::AttentionDesc `d` and the kernel's buffers, with its
  /// callbacks (the score modification, and which scores are masked out),
  /// and closes the kernel.
  LogicalResult emitAttentionCall(const AttentionKernel &attention,
                                  StringRef function);
  /// Prints the two callbacks of an attention kernel call: the score
  /// modification and which scores are masked out.
  LogicalResult emitScoreCallbacks(const AttentionKernel &attention);
  /// Opens kernel `id` for `backward`: its parameters are inputs() then
  /// outputs().
  void openAttentionBackward(const AttentionBackwardKernel &backward,
                             unsigned id, KernelForm form, int64_t iterations);
  /// Statements at `indent` that fill the shardrt::AttentionBackwardDesc
  /// `d` for `backward`.
  std::string attentionBackwardDesc(const AttentionBackwardKernel &backward,
                                    StringRef indent) const;
  /// Appends `statement` (a line of C++) to `run`, before the call of the
  /// next kernel opened.
  void addRunStatement(StringRef statement) { calls += statement.str(); }
  /// Prints the call of the runtime's attention backward kernel `function`
  /// on `d`, the buffers and the four callbacks (score modification, mask,
  /// t from dP and P, dS from t, P and r), and closes the kernel.
  LogicalResult
  emitAttentionBackwardCall(const AttentionBackwardKernel &backward,
                            StringRef function);
  /// `combiner` applied to the C++ expressions `a` and `b`.
  FailureOr<std::string> combine(const Combiner &combiner, StringRef a,
                                 StringRef b) const;
  /// The element offsets of a copy's source and destination for the box
  /// index variables `vars` (one per dim).
  std::pair<std::string, std::string>
  copyIndices(const CopyKernel &copy, ArrayRef<std::string> vars) const;
  /// The base offset of a copy's source (or destination) as a C++
  /// expression: its constant part plus its terms, on the scalars' names.
  std::string copyBase(const CopyKernel &copy, bool source) const;
  /// The distinct scalars a copy's bases read (kernel parameters).
  static SmallVector<Value> copyScalars(const CopyKernel &copy);
  /// Statements of `run` that fail the program when a base with terms is
  /// outside its buffer (a slot or microbatch beyond what it holds).
  void checkCopyBases(const CopyKernel &copy, Operation *op);

  const KernelPlan &plan;
  func::FuncOp func;
  raw_ostream &os;
  /// Parameter name of each buffer in the kernel being emitted.
  DenseMap<unsigned, std::string> params;

private:
  LogicalResult emitConstants();
  LogicalResult emitKernel(const Kernel &kernel, unsigned id);
  LogicalResult emitLoop(linalg::GenericOp op, unsigned id);
  /// The C++ value a scalar operand of `op` passes to its payload: a device
  /// scalar's name or a constant; reports on `op` otherwise.
  FailureOr<std::string> scalarOperand(linalg::GenericOp op, Value v);
  /// Prints the payload of `op` at `indent` on `args` (inputs, then
  /// outputs), the loops' indices named `vars`, and returns the values it
  /// yields.
  FailureOr<SmallVector<std::string>>
  emitPayload(linalg::GenericOp op, const std::string &indent,
              ArrayRef<std::string> vars, ArrayRef<Value> scalars,
              ArrayRef<Value> captured, ArrayRef<std::string> args);
  /// The elementwise `op` with `width` elements per thread (see
  /// elementsPerThread): opened by emitLoop, which passes what it found.
  LogicalResult emitWideLoop(linalg::GenericOp op, const LoopNest &nest,
                             ArrayRef<std::string> vars, unsigned width,
                             unsigned id, ArrayRef<Value> tensors,
                             ArrayRef<Value> written, ArrayRef<Value> captured,
                             ArrayRef<Value> scalars, StringRef what);

  /// What emitLoop's phases share (LoopNestEmitter.cpp).
  struct LoopState;
  /// The element of tensor `operand` of `op` at the loop variables `vars`,
  /// as `<param>[<index>]`.
  std::string operandElement(linalg::GenericOp op, OpOperand &operand,
                             ArrayRef<std::string> vars) const;
  /// The element of result `r` of `op` at the loop variables `vars`.
  std::string resultElement(linalg::GenericOp op, OpResult r,
                            ArrayRef<std::string> vars) const;
  /// The device scalars `op`'s inputs and body use, in order of first use.
  SetVector<Value> loopScalars(linalg::GenericOp op) const;
  /// Sets how many lanes share each outer iteration, and the combiners
  /// they need.
  void decideLanes(LoopState &s) const;
  /// Rejects a nest that would run on one thread over more iterations than
  /// the target allows, saying why it found no parallelism.
  LogicalResult checkThreads(const LoopState &s) const;
  /// Prints the accumulators the body's outputs need and names its output
  /// arguments.
  void declareAccumulators(LoopState &s);
  /// Opens the reduction loops (or this lane's share of them) and sets the
  /// body's indent.
  void openInnerLoops(LoopState &s);
  /// Opens a scatter's loop over its updates: each update's indices, the
  /// skip of one outside the result, and the element it updates loaded as
  /// the body's output argument.
  void openScatterLoop(LoopState &s);
  /// Prints the input loads, the payload and where its values go.
  LogicalResult emitLoopBody(LoopState &s);
  /// Combines the lanes' accumulators and stores the accumulated outputs.
  LogicalResult storeAccumulators(LoopState &s);
  /// Prints the loads of the inputs of the wide `op` at the group's first
  /// element `firstVars` (wide for those that move with loop `last`) and a
  /// wide value per result; returns the payload's arguments.
  FailureOr<SmallVector<std::string>>
  declareWideOperands(linalg::GenericOp op, unsigned last, unsigned width,
                      ArrayRef<std::string> firstVars,
                      const std::string &indent);
  /// The runtime call of a Collective kernel; an overlapped one starts a
  /// `shardrt::Pending` named after `id`, which its Wait kernel names.
  LogicalResult emitCollectiveCall(const Kernel &kernel, unsigned id);
  LogicalResult emitAllReduceBuffers(const Kernel &kernel);
  LogicalResult emitReduceScatterBuffers(const Kernel &kernel);
  /// One shardrt::exchange for the sends and receives of an Exchange kernel.
  LogicalResult emitExchange(const Kernel &kernel);
  /// Opens the loop over a dist.schedule's rows and the switch on the
  /// row's case, naming the regions' arguments.
  LogicalResult emitScheduleBegin(ScheduleOp schedule, unsigned id);
  /// A scalar statement in `run`, named for the kernels that use it.
  LogicalResult emitScalar(const Kernel &kernel, unsigned id);
  LogicalResult emitRun();
  LogicalResult emitProgramInfo();

  /// The statements of `run`, in order.
  std::string calls;
  /// The name in `run` of each device scalar (group ranks).
  DenseMap<Value, std::string> scalarNames;
  /// Per dist.schedule, per region: the bytes of kept values it stores (held
  /// from its start) and of those it reads last (free at its end).
  DenseMap<Operation *, SmallVector<std::pair<int64_t, int64_t>>> keptBytes;
  /// Per dist.schedule, per region: the buffers its exchanges transfer (and
  /// its dist.all_reduce_buffers reduce) that the region touches, whose
  /// communication in flight completes before it runs.
  DenseMap<Operation *, SmallVector<SetVector<unsigned>>> inFlightBuffers;
  /// The buffers of the schedule case being emitted that it has left in
  /// flight so far (its exchanges, dist.all_reduce_buffers and
  /// dist.reduce_scatter_buffers): a later kernel of the case that touches
  /// one completes it first (finishStarted).
  SetVector<unsigned> startedInCase;
  /// Completes, before the next statement, what the current case left in
  /// flight on any of `buffers`.
  void finishStarted(ArrayRef<unsigned> buffers);
  /// finishStarted for the buffers of `op`'s operands and results.
  void finishStartedOn(Operation *op);
  /// Statements filling the splat constants, once, when `run` first runs.
  std::string splatFills;
};

/// The name of the runtime's DType for an element type, or failure.
FailureOr<std::string> dtypeName(Type type);

/// The end of a pipeline's translation unit: main runs the stage of the
/// rank's coordinate on the pipeline axis.
void emitPipelineMain(PipelineOp pipeline, raw_ostream &os);

/// Builds the plan of `program` (a function or a dist.pipeline) and prints
/// it with the target `Emitter`; prints nothing when it fails halfway. A
/// pipeline's stages go in namespaces stage<s>, and its main runs the
/// rank's stage.
template <typename Emitter>
LogicalResult emitProgram(Operation *program, raw_ostream &os,
                          const EmitOptions &options) {
  std::string text;
  llvm::raw_string_ostream buffer(text);
  TargetFusion fusion = Emitter::kFusion;
  fusion.attention &= options.fuseAttention;
  if (auto fn = dyn_cast<func::FuncOp>(program)) {
    FailureOr<KernelPlan> plan = buildKernelPlan(fn, {}, fusion);
    if (failed(plan) || failed(Emitter(*plan, buffer).emit()))
      return failure();
    os << text;
    return success();
  }
  auto pipeline = cast<PipelineOp>(program);
  FailureOr<std::vector<KernelPlan>> plans = buildStagePlans(pipeline, fusion);
  if (failed(plans))
    return failure();
  for (auto [s, plan] : llvm::enumerate(*plans)) {
    Emitter emitter(plan, buffer);
    if (s == 0)
      emitter.emitHead(("pipeline @" + pipeline.getSymName()).str());
    buffer << "\nnamespace stage" << s << " {\n";
    if (failed(emitter.emitBody()))
      return failure();
    buffer << "} // namespace stage" << s << "\n";
  }
  emitPipelineMain(pipeline, buffer);
  os << text;
  return success();
}

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_PROGRAMEMITTER_H
