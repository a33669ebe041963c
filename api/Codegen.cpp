//===- Codegen.cpp - emitHostCpp, emitCuda --------------------------------===//

#include "api/Codegen.h"

#include "codegen/Emitters.h"
#include "codegen/KernelPlan.h"

using namespace mlir;

namespace {

/// Forms kernels in `module`, finds `entry` and prints it with `emit` as
/// `options` say.
LogicalResult
emitEntry(ModuleOp module, llvm::StringRef entry, llvm::raw_ostream &os,
          const shard::CodegenOptions &options,
          LogicalResult (*emit)(Operation *, llvm::raw_ostream &,
                                const dist::codegen::EmitOptions &)) {
  if (failed(dist::codegen::formKernels(module)))
    return failure();
  FailureOr<Operation *> program = dist::codegen::findEntry(module, entry);
  if (failed(program))
    return failure();
  dist::codegen::EmitOptions emitOptions;
  emitOptions.fuseAttention = options.fuseAttention;
  return emit(*program, os, emitOptions);
}

} // namespace

LogicalResult shard::emitHostCpp(ModuleOp module, llvm::StringRef entry,
                                 llvm::raw_ostream &os,
                                 const CodegenOptions &options) {
  return emitEntry(module, entry, os, options, dist::codegen::emitCpp);
}

LogicalResult shard::emitCuda(ModuleOp module, llvm::StringRef entry,
                              llvm::raw_ostream &os,
                              const CodegenOptions &options) {
  return emitEntry(module, entry, os, options, dist::codegen::emitCuda);
}
