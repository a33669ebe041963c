//===- my-opt.cpp - an out-of-tree mlir-opt with shard's dist dialect -----===//
//
// What another MLIR-based compiler does to use shard: register the dist
// dialect (with its sharding rules) and the passes from libshard.so's
// public headers, next to the upstream dialects it already has.
//
//===----------------------------------------------------------------------===//

#include "shard/Dialect.h"
#include "shard/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::tensor::TensorDialect>();
  shard::registerDistDialect(registry);
  shard::registerDistPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "my-opt: an out-of-tree tool with shard's passes\n",
      registry));
}
