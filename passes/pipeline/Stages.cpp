//===- Stages.cpp - which functions become pipelines ----------------------===//

#include "passes/pipeline/Stages.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::dist;

bool mlir::dist::hasCuts(func::FuncOp fn) {
  return fn.walk([](StageBoundaryOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

SmallVector<func::FuncOp> mlir::dist::functionsToPipeline(ModuleOp module,
                                                          StringRef axis,
                                                          int64_t microbatches,
                                                          bool recompute) {
  bool pipelinedMesh = llvm::any_of(module.getOps<MeshOp>(), [&](MeshOp mesh) {
    std::optional<int64_t> stages = mesh.getAxisSize(axis);
    int64_t runs =
        std::max(microbatches,
                 mesh.getAxisSize(DistDialect::kMicrobatchAxis).value_or(1));
    return stages && (*stages > 1 || runs > 1 || recompute);
  });
  SmallVector<func::FuncOp> fns;
  for (auto fn : module.getOps<func::FuncOp>())
    if (!fn.isExternal() && (hasCuts(fn) || (pipelinedMesh && fn.isPublic())))
      fns.push_back(fn);
  return fns;
}

double mlir::dist::opFlops(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return 0;
  double iterations = 1;
  for (int64_t range : linalgOp.getStaticLoopRanges())
    iterations *= ShapedType::isDynamic(range) ? 1 : double(range);
  double bodyOps = 0;
  if (Block *body = linalgOp.getBlock())
    bodyOps = double(body->getOperations().size()) - 1;
  return iterations * std::max(1.0, bodyOps);
}
