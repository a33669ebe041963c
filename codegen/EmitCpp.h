//===- EmitCpp.h - the host C++ emitter and its entry points ---*- C++ -*-===//

#ifndef SHARD_CODEGEN_EMITCPP_H
#define SHARD_CODEGEN_EMITCPP_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dist::codegen {

/// The function a module's program runs: `name` if given, else the only
/// public function. Reports on the module when there is no such function.
FailureOr<func::FuncOp> findEntry(ModuleOp module, StringRef name);

/// Emits the program of `entry` (after formKernels) as one host C++
/// translation unit: OpenMP loop nests, OpenBLAS GEMMs, libshardrt
/// collectives, and a main that runs it on this rank's inputs.
LogicalResult emitCpp(func::FuncOp entry, llvm::raw_ostream &os);

/// Registers `--emit-cpp` and `--emit-plan` with mlir-translate's registry.
void registerCodegenTranslations();

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_EMITCPP_H
