//===- Emitters.h - the code generators and their entry points -*- C++ -*-===//
//
// shard-translate's translations and shard-run call these. Both emitters
// print one translation unit per program from the same kernel plan
// (ProgramEmitter.h): --emit-cpp for the host (OpenMP, OpenBLAS, MPI),
// --emit-cuda for NVIDIA GPUs (CUDA kernels, cuBLASLt, NCCL).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_EMITTERS_H
#define SHARD_CODEGEN_EMITTERS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dist::codegen {

/// The program to emit: a function with a body or a dist.pipeline, named
/// `name`, or the module's only public one; reports why not on the module.
FailureOr<Operation *> findEntry(ModuleOp module, StringRef name);

/// What the user chooses about the code both targets print.
struct EmitOptions {
  /// Attention's chain as one kernel where it matches (AttentionMatch.h);
  /// off, its GEMMs and softmax as separate kernels (to compare speed or
  /// numerics).
  bool fuseAttention = true;
};

/// Prints `program` (a function or a dist.pipeline, after formKernels) as a
/// host C++ program.
LogicalResult emitCpp(Operation *program, llvm::raw_ostream &os,
                      const EmitOptions &options = {});

/// Prints `program` (after formKernels) as a CUDA C++ program; an op or
/// type the CUDA target does not support is reported on it, and nothing is
/// printed.
LogicalResult emitCuda(Operation *program, llvm::raw_ostream &os,
                       const EmitOptions &options = {});

void registerCodegenTranslations();

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_EMITTERS_H
