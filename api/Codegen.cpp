//===- Codegen.cpp - emitHostCpp, emitCuda --------------------------------===//

#include "api/Codegen.h"

#include "codegen/Emitters.h"
#include "codegen/KernelPlan.h"

using namespace mlir;

namespace {

/// Forms kernels in `module`, finds `entry` and prints it with `emit`.
LogicalResult
emitEntry(ModuleOp module, llvm::StringRef entry, llvm::raw_ostream &os,
          LogicalResult (*emit)(Operation *, llvm::raw_ostream &)) {
  if (failed(dist::codegen::formKernels(module)))
    return failure();
  FailureOr<Operation *> program = dist::codegen::findEntry(module, entry);
  if (failed(program))
    return failure();
  return emit(*program, os);
}

} // namespace

LogicalResult shard::emitHostCpp(ModuleOp module, llvm::StringRef entry,
                                 llvm::raw_ostream &os) {
  return emitEntry(module, entry, os, dist::codegen::emitCpp);
}

LogicalResult shard::emitCuda(ModuleOp module, llvm::StringRef entry,
                              llvm::raw_ostream &os) {
  return emitEntry(module, entry, os, dist::codegen::emitCuda);
}
