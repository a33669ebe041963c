//===- Pipeline.cpp - a partitioned function cut into pipeline stages -----===//
//
// After partitioning, a function with dist.stage_boundary cuts (or on a
// mesh whose pipeline axis has several devices) still holds the whole
// model. This pass cuts it automatically if it has no cuts, plans where
// every value lives (StagePlan.h: forward ops by the cuts, backward ops of
// a training step with the forward ops they differentiate, accumulations
// over microbatches and per-step ops), checks the schedule against the
// shape, builds each rank's function in the schedule's order
// (StageBuilder.h), and replaces the function by a dist.pipeline op of its
// name that lists them; the op's verifier proves the transfers cannot
// deadlock.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/pipeline/Accumulations.h"
#include "passes/pipeline/StageBuilder.h"
#include "passes/pipeline/StagePlan.h"
#include "passes/pipeline/Stages.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/Format.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPIPELINE
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-pipeline"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// The mesh the partitioned `fn` runs on: the module's only one.
FailureOr<MeshOp> meshOf(func::FuncOp fn) {
  auto module = fn->getParentOfType<ModuleOp>();
  auto meshes = llvm::to_vector(module.getOps<MeshOp>());
  if (meshes.size() != 1)
    return fn.emitOpError() << "is cut into stages, which needs the module's "
                            << "one dist.mesh; it declares " << meshes.size();
  return meshes.front();
}

/// Removes the microbatch axis from `mesh`: microbatches ran in turn.
void dropMicrobatchAxis(MeshOp mesh) {
  std::optional<unsigned> at = mesh.getAxisIndex(DistDialect::kMicrobatchAxis);
  if (!at)
    return;
  SmallVector<StringRef> axes(mesh.getAxisNameRefs());
  SmallVector<int64_t> sizes(mesh.getShape());
  axes.erase(axes.begin() + *at);
  sizes.erase(sizes.begin() + *at);
  mesh.setAxisNamesAttr(Builder(mesh.getContext()).getStrArrayAttr(axes));
  mesh.setShape(sizes);
}

struct DistPipeline : dist::impl::DistPipelineBase<DistPipeline> {
  using DistPipelineBase::DistPipelineBase;

  /// True if `fn` still has sharding annotations.
  static bool isAnnotated(func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (fn.getArgAttr(i, DistDialect::kShardingAttrName))
        return true;
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      if (fn.getResultAttr(i, DistDialect::kShardingAttrName))
        return true;
    return fn
        .walk([](Operation *op) {
          return op->hasAttr(DistDialect::kShardingAttrName) || isa<ShardOp>(op)
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        })
        .wasInterrupted();
  }

  LogicalResult pipeline(func::FuncOp fn, SymbolTable &symbols) {
    if (isAnnotated(fn))
      return fn.emitOpError()
             << "is not partitioned yet; run --dist-pipeline after "
                "--dist-partition";
    FailureOr<MeshOp> mesh = meshOf(fn);
    if (failed(mesh))
      return failure();
    std::optional<int64_t> ranks = mesh->getAxisSize(axis);
    if (!ranks)
      return fn.emitOpError()
             << "is cut into stages, but mesh @" << mesh->getSymName()
             << " has no axis \"" << axis << "\" to run them on (its axes are "
             << formatAxes(mesh->getAxisNameRefs()) << ")";
    int64_t microbatches =
        mesh->getAxisSize(DistDialect::kMicrobatchAxis).value_or(1);
    // Each rank runs `virtualStages` model chunks: that many times as many
    // stages as ranks.
    int64_t stages = *ranks * virtualStages;
    // Every stage needs an op, and each microbatch rows of the schedule:
    // bounds that keep absurd meshes from exhausting memory.
    int64_t ops = int64_t(fn.getBody().front().getOperations().size());
    if (stages > ops)
      return fn.emitOpError()
             << "cannot be cut into " << stages << " stages (mesh axis \""
             << axis << "\""
             << (virtualStages > 1 ? " times virtual-stages" : "")
             << "): it has " << ops << " ops";
    if (microbatches > schedule::kMaxMicrobatches)
      return fn.emitOpError()
             << "would run " << microbatches << " microbatches (mesh axis \""
             << DistDialect::kMicrobatchAxis << "\"); at most "
             << schedule::kMaxMicrobatches;
    if (!hasCuts(fn) &&
        failed(insertAutomaticCuts(fn, unsigned(stages), axis,
                                   *parseStageBalance(balance))))
      return failure();
    if (shardGradients && scatterEachTerm(fn) == 0)
      return fn.emitOpError()
             << "has no sum over the microbatches that a reduce_scatter "
                "shards (a gradient whose optimizer state is sharded, as "
                "--dist-shard-optimizer shards it, over several "
                "microbatches), so shard-gradients has nothing to shard";
    FailureOr<StagePlan> plan =
        planStages(fn, unsigned(stages), microbatches, axis);
    if (failed(plan))
      return failure();
    schedule::Kind kind = *schedule::parseKind(schedule);
    if (kind == schedule::Kind::ZeroBubbleH1 && !plan->training)
      return fn.emitOpError()
             << "is a forward program; schedule \"zb-h1\" splits backward "
                "passes, so it needs a training step";
    schedule::Shape shape;
    shape.ranks = int(*ranks);
    shape.chunks = int(virtualStages);
    shape.microbatches = int(microbatches);
    shape.forwardOnly = !plan->training;
    schedule::Schedule order = schedule::build(kind, shape);
    if (!order.error.empty())
      return fn.emitOpError()
             << "cannot run schedule \"" << schedule << "\": " << order.error;
    std::optional<DenseSet<Value>> scores;
    if (selectiveRecompute) {
      std::optional<DenseSet<Operation *>> forward = forwardPass(fn);
      if (!forward)
        return fn.emitOpError()
               << "is a forward program; selective recomputation makes "
                  "attention's scores again for backward passes, so it "
                  "needs a training step";
      if (recompute)
        return fn.emitOpError()
               << "is asked for full and selective recomputation; full "
                  "recomputation makes the scores again already";
      scores = attentionScores(
          fn, [&](Operation *op) { return forward->contains(op); });
    }
    std::optional<DenseSet<Value>> checkpoints;
    if (recompute)
      checkpoints = blockBoundaryValues(fn);
    StageOptions options{kind, bucketBytes, recompute,
                         checkpoints ? &*checkpoints : nullptr,
                         scores ? &*scores : nullptr};
    SmallVector<Attribute> names;
    for (unsigned r = 0; r < *ranks; ++r) {
      FailureOr<func::FuncOp> stage =
          buildStage(fn, *plan, r, unsigned(*ranks), order.ranks[r], *mesh,
                     axis, options, symbols);
      if (failed(stage))
        return failure();
      names.push_back(FlatSymbolRefAttr::get(*stage));
    }
    OpBuilder b(fn->getContext());
    b.setInsertionPointAfter(fn);
    std::string name = fn.getSymName().str();
    Location loc = fn.getLoc();
    symbols.erase(fn);
    auto op = PipelineOp::create(b, loc, name, mesh->getSymName(), axis,
                                 microbatches, schedule, b.getArrayAttr(names));
    symbols.insert(op);
    if (report)
      reportStages(op, *plan);
    return success();
  }

  /// A remark with each stage's FLOPs and how far the slowest is above the
  /// mean.
  static void reportStages(PipelineOp op, const StagePlan &plan) {
    double total = 0, slowest = 0;
    for (double flops : plan.stageFlops) {
      total += flops;
      slowest = std::max(slowest, flops);
    }
    double mean = total / double(plan.stageFlops.size());
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "stage FLOPs per microbatch [";
    llvm::interleaveComma(plan.stageFlops, os,
                          [&](double f) { os << llvm::format("%.0f", f); });
    os << "]; slowest stage "
       << llvm::format("%.1f", mean > 0 ? 100 * (slowest / mean - 1) : 0.0)
       << "% above the mean; segments per stage [";
    SmallVector<unsigned> counts(plan.numStages, 0);
    for (unsigned stage : plan.stageOfSegment)
      ++counts[stage];
    llvm::interleaveComma(counts, os);
    os << "]";
    op.emitRemark() << text;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (virtualStages < 1 || virtualStages > schedule::kMaxVirtualStages) {
      module.emitError() << "--dist-pipeline: virtual-stages must be 1 to "
                         << schedule::kMaxVirtualStages << ", not "
                         << int64_t(virtualStages);
      return signalPassFailure();
    }
    if (!schedule::parseKind(schedule)) {
      module.emitError() << "--dist-pipeline: schedule \"" << schedule
                         << "\" is not one this pass makes; pipelines "
                            "run "
                         << schedule::kindNames();
      return signalPassFailure();
    }
    if (!parseStageBalance(balance)) {
      module.emitError() << "--dist-pipeline: balance \"" << balance
                         << "\" is not one automatic cuts know: "
                         << stageBalanceNames();
      return signalPassFailure();
    }
    bool recomputes = recompute || selectiveRecompute;
    SmallVector<func::FuncOp> fns =
        functionsToPipeline(module, axis, /*microbatches=*/1, recomputes);
    // How the passes of a pipeline run means nothing without one: said,
    // not ignored.
    if (fns.empty() && (recomputes || shardGradients)) {
      module.emitError()
          << "--dist-pipeline: "
          << (recompute            ? "recompute"
              : selectiveRecompute ? "selective-recompute"
                                   : "shard-gradients")
          << "=true changes how a pipeline's passes run, but nothing here "
             "is pipelined: no function has a dist.stage_boundary and no "
             "mesh has an axis \""
          << axis << "\""
          << (recomputes ? ""
                         : " of several devices, nor of one with "
                           "microbatches");
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    for (func::FuncOp fn : fns) {
      SHARD_DEBUG(llvm::dbgs()
                  << "[" DEBUG_TYPE "] @" << fn.getSymName() << " over axis \""
                  << axis << "\", schedule " << schedule << ", "
                  << int64_t(virtualStages) << " chunk(s) per rank\n");
      if (failed(pipeline(fn, symbols)))
        return signalPassFailure();
    }
    for (MeshOp mesh : module.getOps<MeshOp>())
      dropMicrobatchAxis(mesh);
  }
};

} // namespace
