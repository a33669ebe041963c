//===- EmitCpp.cpp - the kernel plan as host C++ --------------------------===//
//
// The host target of ProgramEmitter: kernels are static functions called in
// order; the independent iterations of a loop nest are spread over OpenMP
// threads; GEMMs call OpenBLAS through shardrt::sgemm; copies are memcpy or
// loops. Collectives complete inside their calls on the MPI backend.
//
//===----------------------------------------------------------------------===//

#include "codegen/Emitters.h"
#include "codegen/ProgramEmitter.h"
#include "codegen/ScalarBody.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// Loop nests with fewer iterations run on one thread.
constexpr int64_t kParallelThreshold = 1 << 15;

class HostEmitter final : public ProgramEmitter {
public:
  using ProgramEmitter::ProgramEmitter;

private:
  StringRef translation() const override { return "--emit-cpp"; }
  void emitPrologue() override {
    os << "#include \"runtime/DType.h\"\n"
       << "#include \"runtime/HostKernels.h\"\n"
       << "#include \"runtime/Program.h\"\n\n"
       << "#include <algorithm>\n#include <cmath>\n#include <cstddef>\n"
       << "#include <cstdint>\n#include <cstring>\n#include <type_traits>\n\n"
       << "namespace {\n"
       << scalarPreamble("static inline");
  }
  KernelForm loopForm() const override { return KernelForm::HostFunction; }
  std::string openOuterLoops(const LoopNest &nest,
                             ArrayRef<std::string> vars) override;
  LogicalResult emitGemm(const GemmKernel &gemm, unsigned id) override;
  void emitCopy(const CopyKernel &copy, Operation *op, unsigned id) override;
  std::string bindConstant(const Buffer &b, StringRef type) override {
    return "  const " + type.str() + " *b" + std::to_string(b.id) + " = c" +
           std::to_string(b.id) + ";\n";
  }
  std::string copyOutput(unsigned i, StringRef pointer,
                         int64_t bytes) override {
    return "  std::memcpy(outputs[" + std::to_string(i) + "], " +
           pointer.str() + ", " + std::to_string(bytes) + ");\n";
  }
};

} // namespace

std::string HostEmitter::openOuterLoops(const LoopNest &nest,
                                        ArrayRef<std::string> vars) {
  // Independent iterations of a big enough nest go to OpenMP's threads.
  if (nest.independent && !nest.outer.empty() &&
      nest.totalIterations >= kParallelThreshold)
    os << "  #pragma omp parallel for collapse(" << nest.outer.size() << ")\n";
  // The outer loops, the last one opening the block the body goes in.
  std::string indent = "  ";
  for (auto [i, d] : llvm::enumerate(nest.outer)) {
    os << indent << "for (int64_t " << vars[d] << " = 0; " << vars[d] << " < "
       << nest.ranges[d] << "; ++" << vars[d] << ")"
       << (i + 1 == nest.outer.size() ? " {\n" : "\n");
    indent += "  ";
  }
  if (nest.outer.empty()) {
    os << "  {\n";
    indent += "  ";
  }
  return indent;
}

LogicalResult HostEmitter::emitGemm(const GemmKernel &gemm, unsigned id) {
  std::string what =
      llvm::formatv("gemm {0}x{1}x{2}{3}", gemm.m, gemm.n, gemm.k,
                    gemm.batchSizes.empty()
                        ? std::string()
                        : ", batch " + shapeList(gemm.batchSizes))
          .str();
  openKernel(id, {gemm.a.value, gemm.b.value, gemm.c.value}, {gemm.c.value},
             gemm.c.value.getDefiningOp(), what, KernelForm::HostFunction, 1);
  std::string indent = "  ";
  SmallVector<std::string> vars;
  for (auto [i, size] : llvm::enumerate(gemm.batchSizes)) {
    vars.push_back("n" + std::to_string(i));
    os << indent << "for (int64_t " << vars.back() << " = 0; " << vars.back()
       << " < " << size << "; ++" << vars.back() << ")\n";
    indent += "  ";
  }
  auto at = [&](const GemmOperand &operand) {
    std::string text = params.lookup(plan.bufferOf.lookup(operand.value));
    for (auto [var, stride] : llvm::zip(vars, operand.batchStrides))
      if (stride)
        text += " + " + var + " * " + std::to_string(stride);
    return text;
  };
  os << indent << "shardrt::sgemm(" << (gemm.a.transposed ? "true" : "false")
     << ", " << (gemm.b.transposed ? "true" : "false") << ", " << gemm.m << ", "
     << gemm.n << ", " << gemm.k << ", 1.0f, " << at(gemm.a) << ", "
     << gemm.a.leadingDim << ", " << at(gemm.b) << ", " << gemm.b.leadingDim
     << ", " << (gemm.beta ? "1.0f" : "0.0f") << ", " << at(gemm.c) << ", "
     << gemm.c.leadingDim << ");\n}\n";
  return success();
}

void HostEmitter::emitCopy(const CopyKernel &copy, Operation *op, unsigned id) {
  unsigned buffers[] = {copy.srcBuffer, copy.dstBuffer};
  openKernel(id, ArrayRef<unsigned>(buffers), ArrayRef<unsigned>(buffers[1]),
             op, "strided copy " + shapeList(copy.sizes),
             KernelForm::HostFunction, 1, {});
  std::string src = params.lookup(copy.srcBuffer);
  std::string dst = params.lookup(copy.dstBuffer);
  // A whole dense run is one memcpy.
  if (copy.isDense()) {
    os << "  std::memcpy(" << dst << " + " << copy.dstBase << ", " << src
       << " + " << copy.srcBase << ", " << copy.count() << " * sizeof(*" << dst
       << "));\n}\n";
    return;
  }
  std::string indent = "  ";
  std::string srcIndex = std::to_string(copy.srcBase);
  std::string dstIndex = std::to_string(copy.dstBase);
  for (size_t d = 0; d < copy.sizes.size(); ++d) {
    std::string var = "i" + std::to_string(d);
    os << indent << "for (int64_t " << var << " = 0; " << var << " < "
       << copy.sizes[d] << "; ++" << var << ")\n";
    indent += "  ";
    srcIndex += " + " + var + " * " + std::to_string(copy.srcStrides[d]);
    dstIndex += " + " + var + " * " + std::to_string(copy.dstStrides[d]);
  }
  os << indent << dst << "[" << dstIndex << "] = " << src << "[" << srcIndex
     << "];\n}\n";
}

LogicalResult codegen::emitCpp(func::FuncOp entry, raw_ostream &os) {
  FailureOr<KernelPlan> plan = buildKernelPlan(entry);
  if (failed(plan))
    return failure();
  // Emit to a string first: a failure halfway must not leave partial output.
  std::string text;
  llvm::raw_string_ostream buffer(text);
  if (failed(HostEmitter(*plan, buffer).emit()))
    return failure();
  os << text;
  return success();
}
