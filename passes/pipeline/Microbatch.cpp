//===- Microbatch.cpp - microbatches as a sequential mesh axis ------------===//
//
// A pipeline feeds its stages the batch in microbatches. Rather than
// re-deriving which dims of which values carry the batch, microbatching is
// a sharding: the batch dim of the program's first argument (or of each
// argument marked `dist.microbatch_dim`, e.g. inputs and labels) is split over
// one more mesh axis, `microbatch`, minor to the axes that split it already
// (so that a data-parallel rank's block of the batch is cut into contiguous
// microbatches). Propagation carries it wherever the batch goes and
// partitioning gives every value its per-microbatch shape;
// `--dist-pipeline` then runs the per-microbatch program once per
// microbatch, in turn, instead of on that many devices, and removes the
// axis from the mesh.
//
//===----------------------------------------------------------------------===//

#include "passes/Annotations.h"
#include "passes/Passes.h"
#include "passes/pipeline/Stages.h"
#include "support/Debug.h"

#include "mlir/IR/Builders.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTMICROBATCH
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-microbatch"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// Splits dim `dim` of `fn`'s argument `arg` over `axis` (size `count`) as
/// well as the axes that split it already; reports why not.
LogicalResult splitBatch(func::FuncOp fn, unsigned arg, int64_t dim,
                         MeshOp mesh, StringRef axis, int64_t count) {
  auto batch = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[arg]);
  if (!batch || dim >= batch.getRank() || batch.isDynamicDim(dim))
    return fn.emitOpError()
           << "has no batch to split into microbatches in argument " << arg
           << ": it must be a tensor whose dim " << dim
           << " (the batch) is static";
  ShardingAttr sharding =
      fn.getArgAttrOfType<ShardingAttr>(arg, DistDialect::kShardingAttrName);
  if (!sharding)
    sharding = ShardingAttr::getReplicated(fn.getContext(), mesh.getSymName(),
                                           batch.getRank());
  if (sharding.getMesh().getValue() != mesh.getSymName())
    return fn.emitOpError()
           << "annotates its batch on mesh " << sharding.getMesh() << ", not @"
           << mesh.getSymName();
  // A microbatch is a contiguous run of the batch on every device.
  if (sharding.getDimBlocks(dim) != 1)
    return fn.emitOpError()
           << "splits its batch (dim " << dim << " of argument " << arg
           << ") in " << sharding.getDimBlocks(dim)
           << " blocks; microbatches need a batch split in one block";
  int64_t split = sharding.getNumShards(dim, mesh);
  if (batch.getDimSize(dim) % (split * count) != 0)
    return fn.emitOpError()
           << "has a batch of " << batch.getDimSize(dim) << " (dim " << dim
           << " of argument " << arg << "), split " << split << " ways by "
           << formatAxes(sharding.getDimAxes(dim))
           << ", which is not divisible into " << count << " microbatches";
  SmallVector<ArrayAttr> dims(sharding.getDims());
  SmallVector<Attribute> axes(dims[dim].begin(), dims[dim].end());
  axes.push_back(StringAttr::get(fn.getContext(), axis));
  dims[dim] = ArrayAttr::get(fn.getContext(), axes);
  fn.setArgAttr(arg, DistDialect::kShardingAttrName,
                ShardingAttr::get(sharding.getMesh(), dims,
                                  sharding.getPartial(),
                                  sharding.getReduction()));
  return success();
}

/// The arguments other than the first that carry its batch when nothing is
/// marked: those with a dim of the first's batch size split over exactly
/// the (non-empty) axes that split the first's batch -- the labels beside
/// the inputs of a data-parallel training step, as Megatron and torchtitan
/// split them. A pure pipeline's batch has no axes and marks nothing: its
/// other arguments are whole on every microbatch.
SmallVector<std::pair<unsigned, int64_t>> batchArguments(func::FuncOp fn,
                                                         MeshOp mesh) {
  SmallVector<std::pair<unsigned, int64_t>> found;
  auto first = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[0]);
  auto sharding =
      fn.getArgAttrOfType<ShardingAttr>(0, DistDialect::kShardingAttrName);
  if (!first || first.getRank() == 0 || first.isDynamicDim(0) || !sharding ||
      sharding.getMesh().getValue() != mesh.getSymName() ||
      sharding.getDimAxes(0).empty())
    return found;
  SmallVector<StringRef> axes = sharding.getDimAxes(0);
  for (unsigned i = 1; i < fn.getNumArguments(); ++i) {
    auto type = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[i]);
    auto other =
        fn.getArgAttrOfType<ShardingAttr>(i, DistDialect::kShardingAttrName);
    if (!type || !other || other.getMesh() != sharding.getMesh())
      continue;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.getDimSize(d) == first.getDimSize(0) &&
          other.getDimAxes(d) == axes) {
        found.push_back({i, d});
        break;
      }
  }
  return found;
}

/// Splits the batch of `fn`: the arguments marked `dist.microbatch_dim`
/// (inputs and labels of a training step), or else dim 0 of the first and
/// the arguments split as its batch is (batchArguments).
LogicalResult splitBatches(func::FuncOp fn, MeshOp mesh, StringRef axis,
                           int64_t count) {
  bool marked = false;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (auto dim = fn.getArgAttrOfType<IntegerAttr>(
            i, DistDialect::kMicrobatchDimAttrName)) {
      marked = true;
      if (failed(splitBatch(fn, i, dim.getInt(), mesh, axis, count)))
        return failure();
    }
  if (marked)
    return success();
  if (fn.getNumArguments() == 0)
    return fn.emitOpError() << "has no batch to split into microbatches: it "
                               "has no arguments";
  SmallVector<std::pair<unsigned, int64_t>> others = batchArguments(fn, mesh);
  if (failed(splitBatch(fn, 0, 0, mesh, axis, count)))
    return failure();
  for (auto [arg, dim] : others) {
    SHARD_DEBUG(llvm::dbgs()
                << "[" DEBUG_TYPE "] @" << fn.getSymName() << ": argument "
                << arg << " carries the batch in dim " << dim
                << " (split as argument 0's)\n");
    if (failed(splitBatch(fn, arg, dim, mesh, axis, count)))
      return failure();
  }
  return success();
}

struct DistMicrobatch : dist::impl::DistMicrobatchBase<DistMicrobatch> {
  using DistMicrobatchBase::DistMicrobatchBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t count = microbatches;
    if (count < 1) {
      module.emitError() << "--dist-microbatch needs microbatches >= 1, not "
                         << count;
      return signalPassFailure();
    }
    if (count == 1)
      return markAllAnalysesPreserved();
    SmallVector<func::FuncOp> fns = functionsToPipeline(module, axis, count);
    if (fns.empty()) {
      module.emitError() << count << " microbatches need a pipeline: no "
                         << "function has a dist.stage_boundary and no mesh "
                         << "has an axis \"" << axis << "\"";
      return signalPassFailure();
    }
    auto meshes = llvm::to_vector(module.getOps<MeshOp>());
    if (meshes.size() != 1) {
      module.emitError() << "microbatches need the module's one dist.mesh; "
                         << "it declares " << meshes.size();
      return signalPassFailure();
    }
    MeshOp mesh = meshes.front();
    if (mesh.getAxisSize(DistDialect::kMicrobatchAxis)) {
      mesh.emitOpError() << "already has an axis \""
                         << DistDialect::kMicrobatchAxis
                         << "\", the name microbatching reserves";
      return signalPassFailure();
    }
    for (func::FuncOp fn : fns) {
      SHARD_DEBUG(llvm::dbgs()
                  << "[" DEBUG_TYPE "] @" << fn.getSymName()
                  << ": batches split into " << count << " microbatches\n");
      if (failed(splitBatches(fn, mesh, DistDialect::kMicrobatchAxis, count)))
        return signalPassFailure();
    }
    SmallVector<StringRef> axes(mesh.getAxisNameRefs());
    axes.push_back(DistDialect::kMicrobatchAxis);
    SmallVector<int64_t> sizes(mesh.getShape());
    sizes.push_back(count);
    Builder b(module.getContext());
    mesh.setAxisNamesAttr(b.getStrArrayAttr(axes));
    mesh.setShape(sizes);
  }
};

} // namespace
