//===- Partition.cpp - sharded functions to per-device programs -----------===//

#include "passes/Passes.h"

#include "passes/Annotations.h"
#include "passes/pipeline/Stages.h"
#include "passes/spmd/Partitioner.h"
#include "rules/Rules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPARTITION
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

struct DistPartition : dist::impl::DistPartitionBase<DistPartition> {
  void getDependentDialects(DialectRegistry &registry) const override {
    DistPartitionBase::getDependentDialects(registry);
    registerShardingRules(registry);
  }
  using DistPartitionBase::DistPartitionBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> pipelined =
        functionsToPipeline(module, pipelineAxis);
    auto partition = [&](func::FuncOp func, MeshOp mesh) {
      SmallVector<StringRef, 2> sequential;
      if (llvm::is_contained(pipelined, func))
        sequential = {pipelineAxis, DistDialect::kMicrobatchAxis};
      return Partitioner(func, mesh, sequential).run();
    };
    if (failed(forEachAnnotatedFunction(module, partition)))
      signalPassFailure();
  }
};

} // namespace
