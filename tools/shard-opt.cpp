//===- shard-opt.cpp - mlir-opt with the dist dialect and its passes ------===//

#include "dialect/DistDialect.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // The dialects users feed in, plus upstream's `shard` to compare against.
  registry.insert<mlir::dist::DistDialect, mlir::affine::AffineDialect,
                  mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::cf::ControlFlowDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::memref::MemRefDialect, mlir::scf::SCFDialect,
                  mlir::shard::ShardDialect, mlir::tensor::TensorDialect,
                  mlir::tosa::TosaDialect>();
  // Interface implementations (bufferization, inlining, sharding) for them.
  mlir::registerAllExtensions(registry);
  // Upstream passes and pipelines: --canonicalize, --cse,
  // --tosa-to-linalg-pipeline, --sharding-propagation, ...
  mlir::registerAllPasses();
  mlir::dist::registerDistPasses();
  mlir::dist::registerDistParallelizePipeline();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "shard optimizer driver\n", registry));
}
