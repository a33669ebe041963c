//===- Stages.cpp - which functions become pipelines ----------------------===//

#include "passes/Stages.h"

#include "dialect/DistOps.h"

using namespace mlir;
using namespace mlir::dist;

bool mlir::dist::hasCuts(func::FuncOp fn) {
  return fn.walk([](StageBoundaryOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

SmallVector<func::FuncOp> mlir::dist::functionsToPipeline(ModuleOp module,
                                                          StringRef axis) {
  bool pipelinedMesh = llvm::any_of(module.getOps<MeshOp>(), [&](MeshOp mesh) {
    return mesh.getAxisSize(axis).value_or(1) > 1;
  });
  SmallVector<func::FuncOp> fns;
  for (auto fn : module.getOps<func::FuncOp>())
    if (!fn.isExternal() && (hasCuts(fn) || (pipelinedMesh && fn.isPublic())))
      fns.push_back(fn);
  return fns;
}
