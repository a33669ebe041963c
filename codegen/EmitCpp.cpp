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
  std::string openOuterLoops(const LoopNest &nest, ArrayRef<std::string> vars,
                             unsigned lanes) override;
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
                                        ArrayRef<std::string> vars, unsigned) {
  // Independent iterations of a big enough nest go to OpenMP's threads.
  if (nest.independent && !nest.outer.empty() &&
      nest.totalIterations >= kParallelThreshold)
    os << "  #pragma omp parallel for collapse(" << nest.outer.size() << ")\n";
  return emitSerialLoops(nest, vars);
}

LogicalResult HostEmitter::emitGemm(const GemmKernel &gemm, unsigned id) {
  // Every batch dim is a loop around one OpenBLAS call.
  SmallVector<std::string> vars =
      openGemm(gemm, id, KernelForm::HostFunction, gemm.batchSizes.size());
  // A folded bias goes into C first (set, or added to the init), and the
  // GEMM accumulates onto it.
  float beta = gemm.beta;
  if (gemm.bias) {
    std::string c = gemmOperand(gemm.c, {});
    std::string bias = params.lookup(plan.bufferOf.lookup(gemm.bias));
    os << "  for (int64_t r = 0; r < " << gemm.m << "; ++r)\n"
       << "    for (int64_t j = 0; j < " << gemm.n << "; ++j)\n"
       << "      " << c << "[r * " << gemm.c.leadingDim << " + j] "
       << (gemm.beta ? "+=" : "=") << " " << bias << "[j];\n";
    beta = 1;
  }
  // f32 inputs go to OpenBLAS directly; f16 and bf16 ones are widened
  // first (shardrt::gemm16).
  os << std::string(2 * (vars.size() + 1), ' ');
  if (gemm.inputType.isF32())
    os << "shardrt::sgemm(";
  else
    os << "shardrt::gemm16(" << (gemm.inputType.isBF16() ? "true" : "false")
       << ", ";
  os << (gemm.a.transposed ? "true" : "false") << ", "
     << (gemm.b.transposed ? "true" : "false") << ", " << gemm.m << ", "
     << gemm.n << ", " << gemm.k << ", 1.0f, " << gemmOperand(gemm.a, vars)
     << ", " << gemm.a.leadingDim << ", " << gemmOperand(gemm.b, vars) << ", "
     << gemm.b.leadingDim << ", " << (beta ? "1.0f" : "0.0f") << ", "
     << gemmOperand(gemm.c, vars) << ", " << gemm.c.leadingDim << ");\n}\n";
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
  SmallVector<std::string> vars;
  for (size_t d = 0; d < copy.sizes.size(); ++d) {
    vars.push_back("i" + std::to_string(d));
    os << indent << "for (int64_t " << vars.back() << " = 0; " << vars.back()
       << " < " << copy.sizes[d] << "; ++" << vars.back() << ")\n";
    indent += "  ";
  }
  auto [srcIndex, dstIndex] = copyIndices(copy, vars);
  os << indent << dst << "[" << dstIndex << "] = " << src << "[" << srcIndex
     << "];\n}\n";
}

LogicalResult codegen::emitCpp(Operation *program, raw_ostream &os) {
  return emitProgram<HostEmitter>(program, os);
}
