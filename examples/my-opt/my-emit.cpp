//===- my-emit.cpp - an out-of-tree driver of shard's whole pipeline ------===//
//
//   my-emit model.mlir > program.cpp
//
// Parses a model, runs shard's pipeline on it (buildParallelizePipeline:
// propagation, partitioning, collectives) and prints the per-device
// program as host C++ (emitHostCpp), as a compiler embedding shard would.
// Build the output against <prefix>/include/shard and libshardrt.so.
//
//===----------------------------------------------------------------------===//

#include "shard/Codegen.h"
#include "shard/Dialect.h"
#include "shard/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: my-emit model.mlir\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::tensor::TensorDialect>();
  shard::registerDistDialect(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  mlir::PassManager pm(&context);
  shard::buildParallelizePipeline(pm);
  if (mlir::failed(pm.run(*module)))
    return 1;
  return mlir::failed(shard::emitHostCpp(*module, "", llvm::outs())) ? 1 : 0;
}
