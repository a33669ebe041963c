//===- GemmEmitter.cpp - what both targets print of a GEMM ----------------===//
//
// A GEMM kernel (GemmMatch.h) is a library call (oneDNN on the host,
// cuBLASLt on CUDA) that each target prints itself; both open it here:
// its parameters, its description, and host loops over the batch dims the
// library call does not take.
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

SmallVector<std::string> ProgramEmitter::openGemm(const GemmKernel &gemm,
                                                  unsigned id, KernelForm form,
                                                  size_t loops) {
  std::string what =
      llvm::formatv("gemm {0}x{1}x{2}{3}", gemm.m, gemm.n, gemm.k,
                    gemm.batchSizes.empty()
                        ? std::string()
                        : ", batch " + shapeList(gemm.batchSizes))
          .str();
  if (gemm.bias)
    what += " + bias";
  if (gemm.activation != GemmActivation::None)
    what += (", then " + activationName(gemm.activation)).str();
  if (gemm.residual)
    what += ", + residual";
  if (gemm.gathered)
    what +=
        llvm::formatv(", grouped: {0} of {1} matrices by id",
                      "ABC"[int(gemm.gathered->stack)], gemm.gathered->groups)
            .str();
  SmallVector<Value> values = {gemm.a.value, gemm.b.value, gemm.c.value};
  if (gemm.gathered)
    values.push_back(gemm.gathered->ids);
  if (gemm.bias)
    values.push_back(gemm.bias);
  if (gemm.residual)
    values.push_back(gemm.residual);
  openKernel(id, values, {gemm.c.value}, gemm.c.value.getDefiningOp(), what,
             form, 1);
  std::string indent = "  ";
  SmallVector<std::string> vars;
  for (size_t i = 0; i < loops; ++i) {
    vars.push_back("n" + std::to_string(i));
    os << indent << "for (int64_t " << vars.back() << " = 0; " << vars.back()
       << " < " << gemm.batchSizes[i] << "; ++" << vars.back() << ")\n";
    indent += "  ";
  }
  return vars;
}

std::string ProgramEmitter::gemmOperand(const GemmOperand &operand,
                                        ArrayRef<std::string> vars) const {
  std::string text = params.lookup(plan.bufferOf.lookup(operand.value));
  for (auto [var, stride] : llvm::zip(vars, operand.batchStrides))
    if (stride)
      text += " + " + var + " * " + std::to_string(stride);
  return text;
}
