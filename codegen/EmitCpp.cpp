//===- EmitCpp.cpp - the kernel plan as host C++ --------------------------===//
//
// The host target of ProgramEmitter: kernels are static functions called in
// order; the independent iterations of a loop nest are spread over OpenMP
// threads; GEMMs (with their epilogues) call oneDNN through shardrt::Gemm;
// copies are memcpy or loops. Collectives complete inside their calls on the
// MPI backend.
//
//===----------------------------------------------------------------------===//

#include "codegen/Emitters.h"
#include "codegen/ProgramEmitter.h"
#include "codegen/ScalarBody.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// Loop nests with fewer iterations run on one thread.
constexpr int64_t kParallelThreshold = 1 << 15;

class HostEmitter final : public ProgramEmitter {
public:
  using ProgramEmitter::ProgramEmitter;
  static constexpr TargetFusion kFusion = kHostFusion;

private:
  StringRef translation() const override { return "--emit-cpp"; }
  void emitPrologue() override {
    os << "#include \"runtime/Float16.h\"\n"
       << "#include \"runtime/HostAttention.h\"\n"
       << "#include \"runtime/HostAttentionBackward.h\"\n"
       << "#include \"runtime/HostKernels.h\"\n"
       << "#include \"runtime/ProgramAbi.h\"\n"
       << "#include \"runtime/VectorMath.h\"\n\n"
       << "#include <algorithm>\n#include <cmath>\n#include <cstddef>\n"
       << "#include <cstdint>\n#include <cstring>\n#include <type_traits>\n\n"
       << "// Loop nests are compiled for x86-64-v4 (AVX-512), v3 (AVX2) and\n"
       << "// the baseline, and run the best the CPU has, unless the build\n"
       << "// targets a CPU with AVX-512 already (--native).\n"
       << "#if defined(__x86_64__) && !defined(__AVX512F__)\n"
       << "#define SHARD_LOOP_KERNEL __attribute__((target_clones("
          "\"arch=x86-64-v4\", \"arch=x86-64-v3\", \"default\")))\n"
       << "#else\n#define SHARD_LOOP_KERNEL\n#endif\n\n"
       << "namespace {\n"
       << scalarPreamble("static inline")
       << "// SIMD reductions by maximumf and minimumf, which OpenMP's max "
          "and\n"
       << "// min are not (NaN, signed zeros).\n";
    for (const char *type : {"float", "double"})
      for (auto [name, fn, identity] :
           {std::make_tuple("max", "shard_maximumf", "-INFINITY"),
            std::make_tuple("min", "shard_minimumf", "INFINITY")})
        os << "#pragma omp declare reduction(shard_" << name << "_" << type
           << " : " << type << " : omp_out = " << fn
           << "(omp_out, omp_in)) initializer(omp_priv = " << type << "("
           << identity << "))\n";
  }
  KernelForm loopForm() const override { return KernelForm::HostLoop; }
  std::string openOuterLoops(const LoopNest &nest, ArrayRef<std::string> vars,
                             unsigned lanes) override;
  std::string innerReductionPragma(ArrayRef<Combiner> combiners,
                                   ArrayRef<std::string> accs) const override;
  bool vectorMath() const override { return true; }
  LogicalResult emitGemm(const GemmKernel &gemm, unsigned id) override;
  LogicalResult emitAttention(const AttentionKernel &attention,
                              unsigned id) override;
  LogicalResult emitAttentionBackward(const AttentionBackwardKernel &backward,
                                      unsigned id) override;
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
  const SmallVector<unsigned> &outer = nest.outer;
  // A nest without reductions is a SIMD loop over its innermost outer dim
  // (the output's contiguous one); OpenMP's threads take the loops outside
  // it, or share it when it is the only one. A reducing nest's threads take
  // all its outer loops.
  bool simd = nest.independent && nest.inner.empty() && !outer.empty();
  size_t threaded = simd && outer.size() > 1 ? outer.size() - 1 : outer.size();
  if (nest.independent && !outer.empty() &&
      nest.totalIterations >= kParallelThreshold) {
    os << "  #pragma omp parallel for";
    if (simd && outer.size() == 1)
      os << " simd";
    else if (threaded > 1)
      os << " collapse(" << threaded << ")";
    os << "\n";
  } else if (simd && outer.size() == 1) {
    os << "  #pragma omp simd\n";
  }
  std::string indent = "  ";
  for (auto [i, d] : llvm::enumerate(outer)) {
    if (simd && outer.size() > 1 && i + 1 == outer.size())
      os << indent << "#pragma omp simd\n";
    os << indent << "for (int64_t " << vars[d] << " = 0; " << vars[d] << " < "
       << nest.ranges[d] << "; ++" << vars[d] << ")"
       << (i + 1 == outer.size() ? " {\n" : "\n");
    indent += "  ";
  }
  if (outer.empty()) {
    os << "  {\n";
    indent += "  ";
  }
  return indent;
}

std::string
HostEmitter::innerReductionPragma(ArrayRef<Combiner> combiners,
                                  ArrayRef<std::string> accs) const {
  // Reduction operators whose meaning is the combiner's: sums and products
  // (in any order: SIMD lanes reassociate them), integer min/max, and the
  // prologue's maximumf/minimumf reductions (OpenMP's own float max/min
  // do not propagate NaN).
  std::string clauses;
  for (auto [combiner, acc] : llvm::zip(combiners, accs)) {
    FailureOr<std::string> type = computeType(combiner.acc.getType());
    bool floating = succeeded(type) && (*type == "float" || *type == "double");
    std::string op =
        TypeSwitch<Operation *, std::string>(combiner.op)
            .Case<arith::AddFOp, arith::AddIOp>([](auto) { return "+"; })
            .Case<arith::MulFOp, arith::MulIOp>([](auto) { return "*"; })
            .Case<arith::MaxSIOp>([](auto) { return "max"; })
            .Case<arith::MinSIOp>([](auto) { return "min"; })
            // The prologue's reductions (float and double).
            .Case<arith::MaximumFOp>(
                [&](auto) { return floating ? "shard_max_" + *type : ""; })
            .Case<arith::MinimumFOp>(
                [&](auto) { return floating ? "shard_min_" + *type : ""; })
            .Default([](Operation *) { return ""; });
    if (op.empty())
      return "";
    clauses += " reduction(" + op + ":" + acc + ")";
  }
  return "#pragma omp simd" + clauses;
}

LogicalResult HostEmitter::emitAttention(const AttentionKernel &attention,
                                         unsigned id) {
  // The runtime's kernel (HostAttention.h) with the model's score
  // modification inlined.
  openAttention(attention, id, KernelForm::HostLoop, 1);
  os << "  static const shardrt::AttentionDesc d = [] {\n"
     << "    shardrt::AttentionDesc d;\n"
     << attentionDesc(attention, "    ") << "    return d;\n  }();\n";
  return emitAttentionCall(attention, "shardrt::attention");
}

LogicalResult
HostEmitter::emitAttentionBackward(const AttentionBackwardKernel &backward,
                                   unsigned id) {
  // The runtime's kernel (HostAttentionBackward.h) with the model's score
  // modification and dS inlined.
  openAttentionBackward(backward, id, KernelForm::HostLoop, 1);
  os << "  static const shardrt::AttentionBackwardDesc d = [] {\n"
     << "    shardrt::AttentionBackwardDesc d;\n"
     << attentionBackwardDesc(backward, "    ") << "    return d;\n  }();\n";
  return emitAttentionBackwardCall(backward, "shardrt::attentionBackward");
}

LogicalResult HostEmitter::emitGemm(const GemmKernel &gemm, unsigned id) {
  // One library call for the whole batch, with the epilogue, prepared the
  // first time the program gets here (a function-local static); a grouped
  // GEMM's description is a constant.
  openGemm(gemm, id, KernelForm::HostFunction, 0);
  auto list = [](ArrayRef<int64_t> values) {
    std::string text;
    llvm::raw_string_ostream out(text);
    out << "{";
    llvm::interleaveComma(values, out);
    out << "}";
    return text;
  };
  std::string d = gemm.gathered ? "g.gemm" : "d";
  if (gemm.gathered)
    os << "  static const shardrt::GroupedGemmDesc desc = [] {\n"
       << "    shardrt::GroupedGemmDesc g;\n";
  else
    os << "  static const shardrt::Gemm gemm([] {\n"
       << "    shardrt::GemmDesc d;\n";
  if (!gemm.inputType.isF32())
    os << "    " << d << ".input = shardrt::GemmDesc::Input::"
       << (gemm.inputType.isBF16() ? "BF16" : "F16") << ";\n";
  if (gemm.a.transposed)
    os << "    " << d << ".transA = true;\n";
  if (gemm.b.transposed)
    os << "    " << d << ".transB = true;\n";
  os << "    " << d << ".m = " << gemm.m << ", " << d << ".n = " << gemm.n
     << ", " << d << ".k = " << gemm.k << ";\n"
     << "    " << d << ".lda = " << gemm.a.leadingDim << ", " << d
     << ".ldb = " << gemm.b.leadingDim << ", " << d
     << ".ldc = " << gemm.c.leadingDim << ";\n";
  if (!gemm.batchSizes.empty())
    os << "    " << d << ".setBatch(" << list(gemm.batchSizes) << ", "
       << list(gemm.a.batchStrides) << ", " << list(gemm.b.batchStrides) << ", "
       << list(gemm.c.batchStrides) << ");\n";
  if (gemm.beta)
    os << "    " << d << ".accumulate = true;\n";
  if (gemm.bias)
    os << "    d.bias = true;\n";
  if (gemm.activation != GemmActivation::None)
    // The runtime's enumerators are the plan's names in CamelCase.
    os << "    d.activation = shardrt::Activation::"
       << llvm::convertToCamelFromSnakeCase(activationName(gemm.activation),
                                            /*capitalizeFirst=*/true)
       << ";\n";
  if (gemm.residual)
    os << "    d.residual = true;\n";
  if (gemm.gathered) {
    std::string where;
    llvm::raw_string_ostream whereOs(where);
    gemm.gathered->where.print(whereOs);
    os << "    g.stack = shardrt::GroupedGemmDesc::Stack::"
       << "ABC"[int(gemm.gathered->stack)]
       << ", g.groups = " << gemm.gathered->groups << ";\n"
       << "    g.location = " << cppString(where) << ";\n"
       << "    return g;\n  }();\n"
       << "  shardrt::groupedGemm(desc, "
       << params.lookup(plan.bufferOf.lookup(gemm.gathered->ids)) << ", "
       << gemmOperand(gemm.a, {}) << ", " << gemmOperand(gemm.b, {}) << ", "
       << gemmOperand(gemm.c, {}) << ");\n}\n";
    return success();
  }
  os << "    return d;\n  }());\n"
     << "  gemm(" << gemmOperand(gemm.a, {}) << ", " << gemmOperand(gemm.b, {})
     << ", " << gemmOperand(gemm.c, {});
  if (gemm.bias || gemm.residual)
    os << ", "
       << (gemm.bias ? params.lookup(plan.bufferOf.lookup(gemm.bias))
                     : std::string("nullptr"));
  if (gemm.residual)
    os << ", " << params.lookup(plan.bufferOf.lookup(gemm.residual));
  os << ");\n}\n";
  return success();
}

void HostEmitter::emitCopy(const CopyKernel &copy, Operation *op, unsigned id) {
  unsigned buffers[] = {copy.srcBuffer, copy.dstBuffer};
  checkCopyBases(copy, op);
  openKernel(id, ArrayRef<unsigned>(buffers), ArrayRef<unsigned>(buffers[1]),
             op, "strided copy " + shapeList(copy.sizes),
             KernelForm::HostFunction, 1, copyScalars(copy));
  std::string src = params.lookup(copy.srcBuffer);
  std::string dst = params.lookup(copy.dstBuffer);
  // A whole dense run is one memcpy.
  if (copy.isDense()) {
    os << "  std::memcpy(" << dst << " + " << copyBase(copy, false) << ", "
       << src << " + " << copyBase(copy, true) << ", " << copy.count()
       << " * sizeof(*" << dst << "));\n}\n";
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

LogicalResult codegen::emitCpp(Operation *program, raw_ostream &os,
                               const EmitOptions &options) {
  return emitProgram<HostEmitter>(program, os, options);
}
