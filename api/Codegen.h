//===- Codegen.h - shard's code generators, for other tools -----*- C++ -*-===//
//
// Installed as <prefix>/include/shard/Codegen.h; link libshard.so. The
// programs they print include the runtime headers under
// <prefix>/include/shard/runtime and link <prefix>/lib/libshardrt.so.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_API_CODEGEN_H
#define SHARD_API_CODEGEN_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace shard {

/// Choices about the code both generators print.
struct CodegenOptions {
  /// Attention's chain (the scores' GEMM, a softmax, the weighted sum's
  /// GEMM) as one kernel that never stores the S x S scores, where it
  /// matches; off, as separate kernels.
  bool fuseAttention = true;
};

/// Prints the function `entry` of `module` (or its only public function;
/// a dist.pipeline by name too) as one host C++ program (OpenMP loops,
/// oneDNN GEMMs, libshardrt collectives). Forms kernels in `module` first
/// (it is changed); an op the generator cannot emit is reported on it and
/// nothing is printed.
mlir::LogicalResult emitHostCpp(mlir::ModuleOp module, llvm::StringRef entry,
                                llvm::raw_ostream &os,
                                const CodegenOptions &options = {});

/// The same as CUDA C++ (kernels, cuBLASLt, NCCL).
mlir::LogicalResult emitCuda(mlir::ModuleOp module, llvm::StringRef entry,
                             llvm::raw_ostream &os,
                             const CodegenOptions &options = {});

} // namespace shard

#endif // SHARD_API_CODEGEN_H
