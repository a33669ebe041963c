//===- shard-opt.cpp - mlir-opt with the dist dialect and its passes ------===//

#include "dialect/DistDialect.h"
#include "passes/Passes.h"
#include "rules/Rules.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // Everything upstream mlir-opt parses (models arrive with harness code:
  // timers, prints, LLVM globals), upstream's `shard` to compare against
  // included, and the dist dialect.
  mlir::registerAllDialects(registry);
  registry.insert<mlir::dist::DistDialect>();
  // Interface implementations (bufferization, inlining, upstream sharding)
  // and shard's sharding rules of upstream ops.
  mlir::registerAllExtensions(registry);
  mlir::dist::registerShardingRules(registry);
  // Upstream passes and pipelines: --canonicalize, --cse,
  // --tosa-to-linalg-pipeline, --sharding-propagation, ...
  mlir::registerAllPasses();
  mlir::dist::registerDistPasses();
  mlir::dist::registerDistParallelizePipeline();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "shard optimizer driver\n", registry));
}
