//===- Annotations.cpp - reading and writing dist.sharding in IR ----------===//

#include "passes/Annotations.h"

#include "mlir/IR/Builders.h"

#include <limits>

using namespace mlir;
using namespace mlir::dist;

ShardingAttr mlir::dist::getRecordedSharding(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto fn = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!fn || arg.getOwner() != &fn.getBody().front())
      return {};
    return fn.getArgAttrOfType<ShardingAttr>(arg.getArgNumber(),
                                             DistDialect::kShardingAttrName);
  }
  Operation *op = v.getDefiningOp();
  if (auto shard = dyn_cast<ShardOp>(op))
    return shard.getSharding();
  auto all = op->getAttrOfType<ArrayAttr>(DistDialect::kShardingAttrName);
  unsigned i = cast<OpResult>(v).getResultNumber();
  if (!all || i >= all.size())
    return {};
  return dyn_cast<ShardingAttr>(all[i]);
}

void mlir::dist::setResultShardings(Operation *op,
                                    ArrayRef<ShardingAttr> shardings) {
  SmallVector<Attribute> attrs(shardings.begin(), shardings.end());
  op->setAttr(DistDialect::kShardingAttrName,
              ArrayAttr::get(op->getContext(), attrs));
}

/// `attrs` with `dist.sharding` set to `sharding`, or removed if null.
static DictionaryAttr withSharding(DictionaryAttr attrs, ShardingAttr sharding,
                                   MLIRContext *ctx) {
  NamedAttrList list(attrs);
  if (sharding)
    list.set(DistDialect::kShardingAttrName, sharding);
  else
    list.erase(DistDialect::kShardingAttrName);
  return list.getDictionary(ctx);
}

void mlir::dist::setArgumentShardings(func::FuncOp func,
                                      ArrayRef<ShardingAttr> shardings) {
  SmallVector<DictionaryAttr> dicts;
  for (auto [i, sharding] : llvm::enumerate(shardings))
    dicts.push_back(
        withSharding(func.getArgAttrDict(i), sharding, func.getContext()));
  func.setAllArgAttrs(dicts);
}

void mlir::dist::setFunctionResultShardings(func::FuncOp func,
                                            ArrayRef<ShardingAttr> shardings) {
  SmallVector<DictionaryAttr> dicts;
  for (auto [i, sharding] : llvm::enumerate(shardings))
    dicts.push_back(
        withSharding(func.getResultAttrDict(i), sharding, func.getContext()));
  func.setAllResultAttrs(dicts);
}

FailureOr<MeshOp> mlir::dist::getAnnotatedMesh(func::FuncOp func) {
  FlatSymbolRefAttr found;
  Operation *where = nullptr;
  bool conflict = false;
  auto note = [&](ShardingAttr s, Operation *op) {
    if (!s)
      return;
    if (found && found != s.getMesh())
      conflict = true;
    if (!found) {
      found = s.getMesh();
      where = op;
    }
  };
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    note(func.getArgAttrOfType<ShardingAttr>(i, DistDialect::kShardingAttrName),
         func);
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    note(func.getResultAttrOfType<ShardingAttr>(i,
                                                DistDialect::kShardingAttrName),
         func);
  func.walk([&](ShardOp shard) { note(shard.getSharding(), shard); });
  if (conflict)
    return func.emitOpError()
           << "refers to several meshes; one function runs on one mesh";
  if (!found)
    return MeshOp();
  return lookupMesh(where, found, [&] { return func.emitOpError(); });
}

LogicalResult mlir::dist::forEachAnnotatedFunction(
    ModuleOp module, function_ref<LogicalResult(func::FuncOp, MeshOp)> f) {
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    FailureOr<MeshOp> mesh = getAnnotatedMesh(func);
    if (failed(mesh) || (*mesh && failed(f(func, *mesh))))
      return failure();
  }
  return success();
}

bool mlir::dist::namesAxis(ShardingAttr sharding, StringRef axis) {
  return llvm::is_contained(sharding.getShardedAxes(), axis) ||
         llvm::is_contained(sharding.getPartialAxes(), axis);
}

ShardingAttr mlir::dist::splitFirstDividedDim(ShardingAttr sharding,
                                              RankedTensorType type,
                                              MeshOp mesh, StringRef axis,
                                              int64_t to) {
  MLIRContext *ctx = sharding.getContext();
  int64_t size = *mesh.getAxisSize(axis);
  for (int64_t d = 0; d < to; ++d) {
    int64_t extent = type.getDimSize(d);
    if (ShapedType::isDynamic(extent) || sharding.getDimBlocks(d) != 1 ||
        extent % (sharding.getNumShards(d, mesh) * size) != 0)
      continue;
    SmallVector<ArrayAttr> dims(sharding.getDims());
    SmallVector<Attribute> axes(dims[d].begin(), dims[d].end());
    axes.push_back(StringAttr::get(ctx, axis));
    dims[d] = ArrayAttr::get(ctx, axes);
    return ShardingAttr::get(sharding.getMesh(), dims, sharding.getPartial(),
                             sharding.getReduction(), sharding.getBlocks());
  }
  return {};
}

int64_t mlir::dist::tensorBytes(Type type) {
  // A size that overflows counts as the largest: it never wins a tie by
  // being cheap to move.
  if (!isa<RankedTensorType>(type) ||
      !cast<RankedTensorType>(type).hasStaticShape())
    return 0;
  return staticTensorBytes(type).value_or(std::numeric_limits<int64_t>::max());
}
