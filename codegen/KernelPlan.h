//===- KernelPlan.h - a function as kernels over planned buffers -*- C++
//-*-===//
//
// The kernel plan is what both emitters (host C++ and CUDA) print. It is
// built from a linalg-on-tensors function after kernel formation
// (formKernels): every tensor value gets a buffer (an input, a constant, a
// slot in one arena, or the caller's buffer of a result), and every op
// becomes a kernel or an alias:
//
//   - contractions whose operands are (batched, possibly transposed)
//     matrices in memory become GEMM calls, with the elementwise op that
//     follows folded in as their epilogue when it is one the target's GEMM
//     library fuses (a bias add; on the host also ReLU, GELU and a residual
//     add); on the host, one whose operand gathers matrices by id, or
//     whose products a scatter-add sums into matrices by id, runs grouped
//     with that gather or scatter (GroupedGemmMatch.h);
//   - attention's chain (two batched GEMMs with a softmax between them)
//     becomes one kernel that never stores its S x S scores
//     (AttentionMatch.h), where its intermediates have no other readers,
//     and so does its backward pass (its five GEMMs and the softmax's
//     backward), which makes P again rather than reading it;
//   - every other linalg.generic is a loop nest, parallel loops outside and
//     reductions inside (elementwise chains arrive fused into one generic);
//   - slices and inserts become strided copies;
//   - dist collectives become runtime calls; adjacent dist.send/dist.recv
//     ops of one group become one exchange (posted together, so that
//     neighbours that send to each other do not deadlock); an all_reduce,
//     all_gather or reduce_scatter whose result is not read at once is
//     started, overlapped with the kernels after it, and waited for where
//     its result is first touched (overlapCollectives);
//   - scalar ops outside kernels (a device's group rank, the offsets
//     computed from it, an element read from a tensor) become scalar
//     statements that the kernels after them take as parameters;
//   - reshapes, casts and dist annotations alias their operand's buffer.
//
// The memory plan reuses a buffer once the last value stored in it is dead
// and updates in place where an op's init dies at that op. Kernels run in
// plan order on one in-order stream, so "dead" means no later kernel reads
// it; the kernels that keep reading after their own op index are an
// exchange, whose buffers stay live until its last transfer, and an
// overlapped collective, whose buffers stay live until its wait.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_KERNELPLAN_H
#define SHARD_CODEGEN_KERNELPLAN_H

#include "codegen/AttentionLimits.h"
#include "codegen/AttentionMatch.h"
#include "codegen/GemmMatch.h"
#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <string>
#include <vector>

namespace mlir::dist::codegen {

/// Where a buffer lives: a function argument, a constant, a slot in the
/// arena, or the caller's buffer of a result (a temp that holds the result
/// when the function returns, and only that result: the kernels that make
/// it write the caller's memory, and no copy follows).
enum class BufferKind { Input, Constant, Temp, Output };

struct Buffer {
  unsigned id = 0;
  BufferKind kind = BufferKind::Temp;
  /// Element type and the number of elements (the shape is the value's).
  Type elementType;
  int64_t numElements = 0;
  int64_t bytes = 0;
  /// Temp: byte offset in the arena. Input: function argument number.
  /// Output: result number.
  int64_t offset = -1;
  unsigned argNumber = 0;
  /// Constant: its value (dense elements, or a dense_resource blob).
  ElementsAttr value;
  /// Op index range over which the buffer holds a live value.
  unsigned firstUse = 0;
  unsigned lastUse = 0;
};

/// The activation's name in plans and comments: relu, gelu_erf, gelu_tanh.
StringRef activationName(GemmActivation activation);

/// What a target fuses: what its GEMM library can fuse into a GEMM's
/// epilogue beyond a bias vector (which every target fuses), and whether it
/// runs attention's chain as one kernel.
struct TargetFusion {
  bool relu = false;
  bool geluErf = false;
  bool geluTanh = false;
  bool residual = false;
  /// Whether attention's chain runs as one kernel (AttentionMatch.h), and
  /// the longest head (Q's, K's and V's last dim) that kernel takes (0: any).
  bool attention = false;
  int64_t attentionMaxDim = 0;
  /// Whether attention's backward pass runs as one kernel too
  /// (matchAttentionBackward), where `attention` is set.
  bool attentionBackward = false;
  /// Whether a GEMM over matrices gathered by ids runs grouped
  /// (GroupedGemmMatch.h).
  bool groupedGemm = false;

  bool fuses(GemmActivation activation) const {
    switch (activation) {
    case GemmActivation::None:
      return true;
    case GemmActivation::Relu:
      return relu;
    case GemmActivation::GeluErf:
      return geluErf;
    case GemmActivation::GeluTanh:
      return geluTanh;
    }
    return false;
  }
};

/// The host's GEMMs (oneDNN post-ops) fuse every activation and residual
/// adds. CUDA's (cuBLASLt) fuse ReLU and GELU's tanh form (GPT-2's) but not
/// its erf form (its GELU epilogue is the tanh form, which a model's erf
/// GELU must not silently become), nor a residual.
/// Both run attention's chain as one kernel, CUDA's for heads of up to 256
/// (kCudaAttentionMaxHeadDim), and its backward pass as one kernel
/// too (HostAttentionBackward.h, CudaAttentionBackward.h). The host runs
/// GEMMs of gathered matrices grouped (shardrt::groupedGemm); on CUDA the
/// gather stays a loop nest before a batched GEMM.
constexpr TargetFusion kHostFusion{true, true, true, true, true, 0, true, true};
constexpr TargetFusion kCudaFusion{
    true, false, true, false, true, kCudaAttentionMaxHeadDim, true};

/// A strided copy of a box between two buffers: dst[dstBase + i*dstStrides]
/// = src[srcBase + i*srcStrides] for i in the box `sizes` (element offsets
/// and strides over the row-major layouts of the two tensors; a slice's
/// steps are in its strides, not its base).
struct CopyKernel {
  /// A part of a base known only when the copy runs: `scale` elements per
  /// unit of the index scalar `scalar` (a slice at a microbatch's offset, a
  /// buffer's slot).
  struct Term {
    Value scalar;
    int64_t scale;
  };
  unsigned srcBuffer = 0, dstBuffer = 0;
  int64_t srcBase = 0, dstBase = 0;
  SmallVector<Term> srcTerms, dstTerms;
  /// The largest base each side may have (its buffer's elements minus the
  /// box's extent): a base with terms is checked against it when it runs.
  int64_t srcLimit = 0, dstLimit = 0;
  SmallVector<int64_t> sizes, srcStrides, dstStrides;

  int64_t count() const {
    int64_t n = 1;
    for (int64_t size : sizes)
      n *= size;
    return n;
  }
  /// Both sides are one contiguous run of count() elements.
  bool isDense() const {
    int64_t expected = 1;
    for (size_t d = sizes.size(); d-- > 0;) {
      if (srcStrides[d] != expected || dstStrides[d] != expected)
        return false;
      expected *= sizes[d];
    }
    return true;
  }
};

/// LoopBegin and LoopEnd bracket the kernels of an scf.for body: the
/// emitters print a loop around them. ScheduleBegin and ScheduleEnd bracket
/// a dist.schedule: a loop over its table's rows with a switch on the row's
/// case, each of whose regions is a CaseBegin, its kernels and a CaseEnd.
enum class KernelKind {
  Loop,
  Gemm,
  /// Attention's chain fused (AttentionMatch.h); `op` is its last GEMM.
  Attention,
  /// Attention's backward fused (matchAttentionBackward); `op` is the last
  /// of its three GEMMs.
  AttentionBackward,
  Copy,
  Collective,
  Exchange,
  Scalar,
  LoopBegin,
  LoopEnd,
  ScheduleBegin,
  CaseBegin,
  CaseEnd,
  ScheduleEnd,
  /// The end of an overlapped collective: kernels after it may touch its
  /// buffers.
  Wait
};

/// One send or receive of an Exchange kernel: a whole buffer holding a
/// `type`, to or from group rank `peer`; `op` is the transfer's op.
struct Transfer {
  bool send = false;
  unsigned buffer = 0;
  RankedTensorType type;
  int64_t peer = 0;
  Operation *op = nullptr;
};

struct Kernel {
  KernelKind kind;
  Operation *op;
  /// Loop: the generic. Collective: the dist op. Scalar: the op computing
  /// one scalar. LoopBegin, LoopEnd: the scf.for (constant bounds in
  /// `bounds`: lower, upper, step). ScheduleBegin, ScheduleEnd, CaseBegin,
  /// CaseEnd: the dist.schedule.
  GemmKernel gemm;
  CopyKernel copy;
  /// Collective, Exchange, and Scalar of a dist.group_rank: its group's
  /// index in KernelPlan::groups.
  unsigned group = 0;
  int64_t bounds[3] = {0, 0, 1};
  /// CaseBegin, CaseEnd: the region of the dist.schedule (`op`).
  unsigned region = 0;
  /// Exchange: its sends and receives, in program order (`op` is the
  /// dist.exchange, or the first of a run of dist.send and dist.recv).
  SmallVector<Transfer> transfers;
  /// Collective: started here and finished by a Wait kernel later.
  bool overlapped = false;
  /// Wait: the index of the collective's kernel (`op` is its op).
  unsigned started = 0;
  AttentionKernel attention;
  AttentionBackwardKernel attentionBackward;
};

struct KernelPlan {
  func::FuncOp func;
  std::vector<Buffer> buffers;
  std::vector<Kernel> kernels;
  /// The buffer holding each value (aliases share buffers).
  DenseMap<Value, unsigned> bufferOf;
  /// Fills whose only use became a GEMM's beta = 0.
  llvm::SmallPtrSet<Operation *, 4> elided;
  /// Peak bytes of the arena, and what the temps would take without reuse.
  int64_t arenaBytes = 0;
  int64_t unplannedBytes = 0;
  /// The mesh the program runs on: the one its collectives use, else the
  /// module's only mesh; null for a single device.
  Operation *mesh = nullptr;
  /// The distinct axis lists collectives (and group ranks) use, in order of
  /// first use.
  std::vector<SmallVector<std::string>> groups;

  const Buffer &bufferFor(Value v) const { return buffers[bufferOf.lookup(v)]; }
};

/// Groups ops into fused kernels in place: named linalg ops become generics
/// and chains of elementwise generics fuse into their consumers (into a
/// contraction only a view that keeps it a GEMM, GemmMatch.h). Returns
/// failure with a diagnostic.
LogicalResult formKernels(ModuleOp module);

/// Contractions of f16 or bf16 into the same type sum in f32 and round
/// once at the end (NarrowAccumulation.cpp), which makes them GEMMs.
void populateNarrowAccumulationPatterns(RewritePatternSet &patterns);

/// Builds the plan of `func` (after formKernels); reports unsupported ops
/// on the op, naming it. `groups` get the first group ids, in order.
/// `fusion` says which GEMM epilogues the target fuses.
FailureOr<KernelPlan>
buildKernelPlan(func::FuncOp func,
                ArrayRef<SmallVector<std::string>> groups = {},
                TargetFusion fusion = {});

/// The plans of a pipeline's stages, in order, numbering their groups
/// alike (every rank makes the same communicators).
FailureOr<std::vector<KernelPlan>> buildStagePlans(PipelineOp pipeline,
                                                   TargetFusion fusion = {});

/// Overlaps every all_reduce, all_gather and reduce_scatter of `plan` with
/// the kernels after it, up to the
/// first that reads its result or writes its operand, or communicates, or
/// opens or closes a loop (CollectiveOverlap.cpp): there a Wait kernel is
/// inserted, and the two buffers stay live until it (`opIndex` gives a
/// kernel's op index, in the buffers' terms; `endIndex` is the index of the
/// function's return). Runs before planMemory.
void overlapCollectives(KernelPlan &plan,
                        function_ref<unsigned(const Kernel &)> opIndex,
                        unsigned endIndex);

/// Makes each temp that holds a result when the function returns the
/// caller's buffer of that result (BufferKind::Output), when it has the
/// result's size and no other result claimed it first (MemoryPlan.cpp).
/// Runs before planMemory, which then leaves it out of the arena.
void placeOutputs(KernelPlan &plan);

/// The alignment of every buffer a program is given and of every offset
/// in its arena: the runtime's shardrt::kBufferAlignment
/// (runtime/ProgramAbi.h), which every emitted program asserts equal and
/// whose run checks its buffers against it.
constexpr int64_t kBufferAlignment = 256;

/// Assigns arena offsets (multiples of kBufferAlignment) to the temps of
/// `plan` (first fit, in op order) and records the peak.
void planMemory(KernelPlan &plan);

/// What the elementwise op after a GEMM adds to it as an epilogue.
struct GemmEpilogue {
  Value bias;
  GemmActivation activation = GemmActivation::None;
  Value residual;
};

/// The epilogue `op` computes on `c`, the result of the GEMM before it
/// (n columns), if it is residual + activation(c + bias) with parts that
/// `fusion` allows (EpilogueMatch.cpp); nullopt otherwise.
std::optional<GemmEpilogue> matchEpilogue(linalg::GenericOp op, Value c,
                                          int64_t n, TargetFusion fusion);

/// Prints the plan (kernels, buffers, peak bytes) for tests and users.
void printKernelPlan(const KernelPlan &plan, llvm::raw_ostream &os);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_KERNELPLAN_H
