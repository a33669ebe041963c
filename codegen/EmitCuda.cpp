//===- EmitCuda.cpp - the kernel plan as CUDA C++ -------------------------===//
//
// The CUDA target of ProgramEmitter. Every buffer is in device memory (the
// arena, the inputs, the outputs, constants copied once); `run` only
// enqueues work on the program's stream:
//
//   - a loop nest is a __global__ kernel whose threads walk its independent
//     iterations with a grid-stride loop; the reduction loops of an
//     iteration run on its thread, or, with a warp's worth of iterations
//     and outputs that combine (sum, product, max, min, bitwise), on a
//     warp whose lanes stride through them and combine with shuffles, or,
//     for few long rows, on a whole block (the warps' results combine
//     through shared memory); a nest whose outputs are not indexed by
//     exactly its parallel loops (or with no parallel loop and outputs
//     that do not combine) runs in order on one thread, and is rejected
//     past a few thousand iterations;
//   - fused attention (AttentionMatch.h) is the runtime's warp-per-row
//     kernel (CudaAttention.h) with the model's score modification
//     inlined;
//   - GEMMs are cuBLASLt calls (f32, f16 or bf16 inputs, f32 accumulation),
//     one strided-batched call over the innermost batch dim;
//   - elementwise nests whose tensors all move contiguously with the
//     innermost loop (or not at all) give each thread four neighbouring
//     elements, read and written with one aligned wide access each;
//   - dense copies are cudaMemcpyAsync, strided ones grid-stride kernels;
//   - collectives are the same Runtime calls as on the host, which the NCCL
//     backend enqueues on the stream.
//
// Scalars `run` would read from a device tensor are rejected: they would
// need a device-to-host copy and a wait in the middle of the step.
//
//===----------------------------------------------------------------------===//

#include "codegen/Emitters.h"
#include "codegen/ProgramEmitter.h"
#include "codegen/ScalarBody.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

class CudaEmitter final : public ProgramEmitter {
public:
  using ProgramEmitter::ProgramEmitter;
  static constexpr TargetFusion kFusion = kCudaFusion;

private:
  StringRef translation() const override { return "--emit-cuda"; }
  void emitPrologue() override;
  KernelForm loopForm() const override { return KernelForm::DeviceKernel; }
  std::string openOuterLoops(const LoopNest &nest, ArrayRef<std::string> vars,
                             unsigned lanes) override;
  /// A warp per outer iteration when the reductions have a warp's worth of
  /// iterations: its lanes stride through them (neighbouring lanes read
  /// neighbouring elements of a row) and combine with shuffles. A block
  /// when there are few outer iterations and long reductions (a layernorm
  /// over a wide row for a small batch): a warp per row would leave most
  /// of the GPU idle.
  unsigned reductionLanes(const LoopNest &nest) const override {
    int64_t iterations = nest.totalIterations / nest.outerIterations;
    if (iterations >= kLongReduction && nest.outerIterations < kFewRows)
      return kBlockLanes;
    return iterations >= kWarp ? kWarp : 1;
  }
  /// Four neighbouring elements per thread where every access can be one
  /// aligned 16-byte (f32) or 8-byte (16-bit types) load or store.
  /// One GPU thread runs a few thousand dependent iterations in the time
  /// a full GPU does millions: past a few times the length at which a
  /// reduction gets a whole block, a silent one-thread nest would be the
  /// step's bottleneck.
  int64_t serialIterationLimit() const override { return 4 * kLongReduction; }
  unsigned elementsPerThread(const LoopNest &nest) const override {
    return vectorAccessible(nest, kWideElements) ? kWideElements : 1;
  }
  std::string wideType(StringRef storage, unsigned width) const override {
    return "shardrt::cuda::Vec<" + storage.str() + ", " +
           std::to_string(width) + ">";
  }
  std::string openLaneReduction(const LoopNest &nest,
                                ArrayRef<std::string> vars,
                                const std::string &indent) override;
  FailureOr<std::string> combineLanes(ArrayRef<Combiner> combiners,
                                      ArrayRef<std::string> accs,
                                      ArrayRef<std::string> types,
                                      const std::string &indent) override;
  LogicalResult emitGemm(const GemmKernel &gemm, unsigned id) override;
  LogicalResult emitAttention(const AttentionKernel &attention,
                              unsigned id) override;
  LogicalResult emitAttentionBackward(const AttentionBackwardKernel &backward,
                                      unsigned id) override;
  void emitCopy(const CopyKernel &copy, Operation *op, unsigned id) override;
  std::string bindConstant(const Buffer &b, StringRef type) override;
  std::string copyOutput(unsigned i, StringRef pointer,
                         int64_t bytes) override {
    return "  SHARDRT_TRY(shardrt::cuda::copy(outputs[" + std::to_string(i) +
           "], " + pointer.str() + ", " + std::to_string(bytes) +
           ", stream));\n";
  }
  LogicalResult checkScalar(Operation *op) override;
  void emitProgramInfoExtras() override {
    os << "  shardrt::useDevice(info, shardrt::cuda::backend);\n";
  }

  /// Opens a grid-stride loop over the iterations of the row-major box
  /// `sizes`, `lanes` threads per iteration, and names each one's index
  /// `names[i]` (the last dim fastest, so that neighbouring threads touch
  /// neighbouring elements).
  void openGridStride(ArrayRef<int64_t> sizes, ArrayRef<std::string> names,
                      unsigned lanes = 1);
  /// Declares `names` (dims of `sizes`, row-major) from the linear index
  /// `flat` at `indent`.
  void decompose(StringRef flat, ArrayRef<int64_t> sizes,
                 ArrayRef<std::string> names, const std::string &indent);

  static constexpr unsigned kWarp = 32;
  static constexpr unsigned kWideElements = 4;
  /// A block's threads (shardrt::cuda::kBlock, which the prologue checks).
  static constexpr unsigned kBlockLanes = 256;
  /// Block reductions: at least this many reduction iterations, and fewer
  /// outer iterations than this (a warp each is then fewer threads than an
  /// H100 or H200 keeps resident: 132 multiprocessors x 2048).
  static constexpr int64_t kLongReduction = 1024;
  static constexpr int64_t kFewRows = 4096;
  /// The lanes of the nest whose reduction is being emitted.
  unsigned lanes = 1;
};

} // namespace

void CudaEmitter::emitPrologue() {
  os << "#include \"runtime/CudaAttention.h\"\n"
     << "#include \"runtime/CudaAttentionBackward.h\"\n"
     << "#include \"runtime/CudaKernels.h\"\n"
     << "#include \"runtime/Float16.h\"\n"
     << "#include \"runtime/ProgramAbi.h\"\n\n"
     << "#include <cuda_runtime.h>\n\n"
     << "#include <algorithm>\n#include <cmath>\n#include <cstddef>\n"
     << "#include <cstdint>\n#include <cstdio>\n#include <cstring>\n"
     << "#include <type_traits>\n\n"
     // A failed cf.assert in a kernel ends the kernel with a message; the
     // launch's error reaches the host at the next synchronization.
     << "namespace shardrt {\n"
     << "__device__ inline void assertionFailed(const char *message, "
        "const char *location) {\n"
     << "  printf(\"%s: assertion failed: %s\\n\", location, message);\n"
     << "  __trap();\n}\n} // namespace shardrt\n\n"
     << "namespace {\n"
     << "static_assert(shardrt::cuda::kBlock == " << kBlockLanes
     << ", \"block reductions use every thread of a block\");\n"
     << scalarPreamble("static __host__ __device__ inline");
}

void CudaEmitter::decompose(StringRef flat, ArrayRef<int64_t> sizes,
                            ArrayRef<std::string> names,
                            const std::string &indent) {
  std::string rest = flat.str();
  for (size_t i = sizes.size(); i-- > 0;) {
    if (i == 0) {
      os << indent << "const int64_t " << names[i] << " = " << rest << ";\n";
      break;
    }
    std::string quotient = "q" + names[i];
    os << indent << "const int64_t " << names[i] << " = " << rest << " % "
       << sizes[i] << ";\n"
       << indent << "const int64_t " << quotient << " = " << rest << " / "
       << sizes[i] << ";\n";
    rest = quotient;
  }
}

void CudaEmitter::openGridStride(ArrayRef<int64_t> sizes,
                                 ArrayRef<std::string> names, unsigned lanes) {
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  if (lanes == 1)
    os << "  for (int64_t flat = int64_t(blockIdx.x) * blockDim.x + "
          "threadIdx.x; flat < "
       << count << "; flat += int64_t(gridDim.x) * blockDim.x) {\n";
  else
    // Every lane of a group walks the same iterations (the shuffles need
    // the whole warp).
    os << "  const int lane = threadIdx.x % " << lanes << ";\n"
       << "  for (int64_t flat = (int64_t(blockIdx.x) * blockDim.x + "
          "threadIdx.x) / "
       << lanes << "; flat < " << count
       << "; flat += int64_t(gridDim.x) * blockDim.x / " << lanes << ") {\n";
  decompose("flat", sizes, names, "    ");
}

std::string CudaEmitter::openOuterLoops(const LoopNest &nest,
                                        ArrayRef<std::string> vars,
                                        unsigned lanes) {
  if (!nest.independent) {
    // Iterations depend on each other: one thread runs the nest in order.
    os << "  if (blockIdx.x != 0 || threadIdx.x != 0)\n    return;\n";
    return emitSerialLoops(nest, vars);
  }
  SmallVector<int64_t> sizes;
  SmallVector<std::string> names;
  for (unsigned d : nest.outer) {
    sizes.push_back(nest.ranges[d]);
    names.push_back(vars[d]);
  }
  openGridStride(sizes, names, lanes);
  return "    ";
}

std::string CudaEmitter::openLaneReduction(const LoopNest &nest,
                                           ArrayRef<std::string> vars,
                                           const std::string &indent) {
  SmallVector<int64_t> sizes;
  SmallVector<std::string> names;
  int64_t count = 1;
  for (unsigned d : nest.inner) {
    sizes.push_back(nest.ranges[d]);
    names.push_back(vars[d]);
    count *= nest.ranges[d];
  }
  lanes = reductionLanes(nest);
  os << indent << "for (int64_t red = lane; red < " << count
     << "; red += " << lanes << ") {\n";
  decompose("red", sizes, names, indent + "  ");
  return indent + "  ";
}

FailureOr<std::string> CudaEmitter::combineLanes(ArrayRef<Combiner> combiners,
                                                 ArrayRef<std::string> accs,
                                                 ArrayRef<std::string> types,
                                                 const std::string &indent) {
  // A butterfly over the warp: after it every lane holds the combination
  // of all 32 partial results. Unary + widens bool and 8/16-bit integers to
  // int, which __shfl_xor_sync takes.
  os << indent << "for (int offset = " << kWarp / 2
     << "; offset > 0; offset /= 2) {\n";
  for (auto [i, acc] : llvm::enumerate(accs)) {
    std::string other = "other" + std::to_string(i);
    FailureOr<std::string> combined = combine(combiners[i], acc, other);
    if (failed(combined))
      return failure();
    os << indent << "  const " << types[i] << " " << other << " = " << types[i]
       << "(__shfl_xor_sync(0xffffffffu, +" << acc << ", offset));\n"
       << indent << "  " << acc << " = " << *combined << ";\n";
  }
  os << indent << "}\n";
  if (lanes > kWarp) {
    // Across the block's warps: each warp's first lane leaves its result
    // in shared memory, the block's first lane combines them. The first
    // barrier keeps the previous iteration's reads apart from these writes.
    unsigned warps = lanes / kWarp;
    for (auto [i, acc] : llvm::enumerate(accs))
      os << indent << "__shared__ " << types[i] << " warps" << i << "[" << warps
         << "];\n";
    os << indent << "__syncthreads();\n"
       << indent << "if (lane % " << kWarp << " == 0) {\n";
    for (auto [i, acc] : llvm::enumerate(accs))
      os << indent << "  warps" << i << "[lane / " << kWarp << "] = " << acc
         << ";\n";
    os << indent << "}\n"
       << indent << "__syncthreads();\n"
       << indent << "if (lane == 0) {\n"
       << indent << "  for (int w = 1; w < " << warps << "; ++w) {\n";
    for (auto [i, acc] : llvm::enumerate(accs)) {
      FailureOr<std::string> combined =
          combine(combiners[i], acc, "warps" + std::to_string(i) + "[w]");
      if (failed(combined))
        return failure();
      os << indent << "    " << acc << " = " << *combined << ";\n";
    }
    os << indent << "  }\n";
    return indent + "  ";
  }
  os << indent << "if (lane == 0) {\n";
  return indent + "  ";
}

LogicalResult CudaEmitter::emitAttention(const AttentionKernel &attention,
                                         unsigned id) {
  int64_t rows = attention.queries();
  for (int64_t size : attention.batchSizes())
    rows *= size;
  openAttention(attention, id, KernelForm::DeviceKernel, rows * kWarp);
  os << "  shardrt::AttentionDesc d;\n" << attentionDesc(attention, "  ");
  return emitAttentionCall(attention, "shardrt::cuda::attention");
}

LogicalResult
CudaEmitter::emitAttentionBackward(const AttentionBackwardKernel &backward,
                                   unsigned id) {
  // dK and dV are sums of every query row's atomic adds: zero first.
  for (Value v : {backward.gradKeys.value, backward.gradValues.value}) {
    const Buffer &b = plan.bufferFor(v);
    addRunStatement("  SHARDRT_TRY(shardrt::cuda::zero(b" +
                    std::to_string(b.id) + ", " + std::to_string(b.bytes) +
                    ", stream));\n");
  }
  int64_t rows = backward.chain.queries();
  for (int64_t size : backward.chain.batchSizes())
    rows *= size;
  openAttentionBackward(backward, id, KernelForm::DeviceKernel, rows * kWarp);
  os << "  shardrt::AttentionBackwardDesc d;\n"
     << attentionBackwardDesc(backward, "  ");
  return emitAttentionBackwardCall(backward,
                                   "shardrt::cuda::attentionBackward");
}

LogicalResult CudaEmitter::emitGemm(const GemmKernel &gemm, unsigned id) {
  // Leading batch dims are host loops; the innermost is cuBLASLt's batch.
  size_t loops = gemm.batchSizes.empty() ? 0 : gemm.batchSizes.size() - 1;
  SmallVector<std::string> vars =
      openGemm(gemm, id, KernelForm::HostEnqueue, loops);
  auto innerStride = [&](const GemmOperand &operand) -> int64_t {
    return gemm.batchSizes.empty() ? 0 : operand.batchStrides.back();
  };
  int64_t batch = gemm.batchSizes.empty() ? 1 : gemm.batchSizes.back();
  os << std::string(2 * (loops + 1), ' ')
     << "SHARDRT_TRY(shardrt::cuda::gemm(shardrt::DType::"
     << *dtypeName(gemm.inputType) << ", "
     << (gemm.a.transposed ? "true" : "false") << ", "
     << (gemm.b.transposed ? "true" : "false") << ", " << gemm.m << ", "
     << gemm.n << ", " << gemm.k << ", 1.0f, " << gemmOperand(gemm.a, vars)
     << ", " << gemm.a.leadingDim << ", " << innerStride(gemm.a) << ", "
     << gemmOperand(gemm.b, vars) << ", " << gemm.b.leadingDim << ", "
     << innerStride(gemm.b) << ", " << (gemm.beta ? "1.0f" : "0.0f") << ", "
     << gemmOperand(gemm.c, vars) << ", " << gemm.c.leadingDim << ", "
     << innerStride(gemm.c) << ", " << batch << ", "
     << (gemm.bias ? params.lookup(plan.bufferOf.lookup(gemm.bias))
                   : std::string("nullptr"))
     << ", shardrt::Activation::"
     << llvm::convertToCamelFromSnakeCase(activationName(gemm.activation),
                                          /*capitalizeFirst=*/true)
     << ", stream));\n"
     << "  return nullptr;\n}\n";
  return success();
}

void CudaEmitter::emitCopy(const CopyKernel &copy, Operation *op, unsigned id) {
  unsigned buffers[] = {copy.srcBuffer, copy.dstBuffer};
  bool dense = copy.isDense();
  int64_t count = copy.count();
  std::string what =
      (dense ? "copy " : "strided copy ") + shapeList(copy.sizes);
  checkCopyBases(copy, op);
  SmallVector<Value> scalars = copyScalars(copy);
  if (dense) {
    openKernel(id, ArrayRef<unsigned>(buffers), ArrayRef<unsigned>(buffers[1]),
               op, what, KernelForm::HostEnqueue, 1, scalars);
    std::string src = params.lookup(copy.srcBuffer);
    std::string dst = params.lookup(copy.dstBuffer);
    os << "  return shardrt::cuda::copy(" << dst << " + "
       << copyBase(copy, false) << ", " << src << " + " << copyBase(copy, true)
       << ", " << count << " * sizeof(*" << dst << "), stream);\n}\n";
    return;
  }
  openKernel(id, ArrayRef<unsigned>(buffers), ArrayRef<unsigned>(buffers[1]),
             op, what, KernelForm::DeviceKernel, count, scalars);
  std::string src = params.lookup(copy.srcBuffer);
  std::string dst = params.lookup(copy.dstBuffer);
  SmallVector<std::string> vars;
  for (size_t d = 0; d < copy.sizes.size(); ++d)
    vars.push_back("i" + std::to_string(d));
  openGridStride(copy.sizes, vars);
  auto [srcIndex, dstIndex] = copyIndices(copy, vars);
  os << "    " << dst << "[" << dstIndex << "] = " << src << "[" << srcIndex
     << "];\n  }\n}\n";
}

std::string CudaEmitter::bindConstant(const Buffer &b, StringRef type) {
  // Copied to the device when `run` first reaches it (after the splats are
  // filled), then reused.
  std::string id = std::to_string(b.id);
  return "  static void *d" + id + " = nullptr;\n  if (!d" + id +
         ")\n    SHARDRT_TRY(shardrt::cuda::deviceConstant(c" + id +
         ", sizeof(c" + id + "), &d" + id + "));\n  const " + type.str() +
         " *b" + id + " = static_cast<const " + type.str() + " *>(d" + id +
         ");\n";
}

LogicalResult CudaEmitter::checkScalar(Operation *op) {
  for (Value v : op->getOperands())
    if (isa<RankedTensorType>(v.getType()))
      return op->emitOpError()
             << "reads an element of a tensor outside a kernel; the CUDA "
                "code generator does not support it (the tensor is in device "
                "memory)";
  return success();
}

LogicalResult codegen::emitCuda(Operation *program, raw_ostream &os,
                                const EmitOptions &options) {
  return emitProgram<CudaEmitter>(program, os, options);
}
