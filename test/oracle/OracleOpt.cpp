//===- OracleOpt.cpp - the oracle's one step through shard's code ---------===//
//
// The oracle (oracle.py) checks shard's outputs against upstream MLIR's own
// lowering. The one step of it that needs shard is taking the dist
// annotations out of the model (--dist-strip-annotations) and, for a model
// with ml_program globals, making them arguments and results as shard-run
// does (--inline, --dist-lift-globals). This is mlir-opt with the dist
// dialect and those two passes only: the reference side links none of the
// partitioner, the pipelines or the planner, and what it checks does not
// have to run again when they change.
//
//===----------------------------------------------------------------------===//

#include "dialect/DistDialect.h"
#include "passes/Passes.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // Whatever the tests' models hold: upstream's dialects, dist's
  // annotations and torch-mlir's tm_tensor ops.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::dist::DistDialect>();
  registry.insert<shard::tmtensor::TMTensorDialect>();
  mlir::registerInlinerPass();
  mlir::dist::registerDistStripAnnotations();
  mlir::dist::registerDistLiftGlobals();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "shard's annotations out, for the oracle\n", registry));
}
