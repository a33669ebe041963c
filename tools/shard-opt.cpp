//===- shard-opt.cpp - mlir-opt with the dist dialect and its passes ------===//

#include "dialect/DistDialect.h"
#include "passes/Passes.h"
#include "rules/Rules.h"
#include "support/Debug.h"
#include "support/ParserGuard.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // Everything upstream mlir-opt parses (models arrive with harness code:
  // timers, prints, LLVM globals), upstream's `shard` to compare against
  // included, and the dist dialect.
  mlir::registerAllDialects(registry);
  registry.insert<mlir::dist::DistDialect>();
  // torch-mlir's tm_tensor ops, which the front end turns into linalg.
  registry.insert<shard::tmtensor::TMTensorDialect>();
  // Interface implementations (bufferization, inlining, upstream sharding)
  // and shard's sharding rules of upstream ops.
  mlir::registerAllExtensions(registry);
  mlir::dist::registerShardingRules(registry);
  // Upstream passes and pipelines: --canonicalize, --cse,
  // --tosa-to-linalg-pipeline, --sharding-propagation, ...
  mlir::registerAllPasses();
  mlir::dist::registerDistPasses();
  // -debug-only=<pass argument> for shard's passes (support/Debug.h).
  shard::registerDebugOptions();
  mlir::dist::registerDistParallelizePipeline();
  auto [input, output] = mlir::registerAndParseCLIOptions(
      argc, argv, "shard optimizer driver\n", registry);
  // Inputs upstream's parser would crash on are reported instead (a file;
  // standard input is read once, by MlirOptMain).
  if (input != "-")
    if (auto text = llvm::MemoryBuffer::getFile(input))
      if (std::optional<shard::ParserCrash> crash =
              shard::findParserCrash((*text)->getBuffer())) {
        llvm::errs() << input << ":" << crash->line << ":" << crash->column
                     << ": error: " << crash->message << "\n";
        return 1;
      }
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, input, output, registry));
}
