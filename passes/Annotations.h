//===- Annotations.h - reading and writing dist.sharding in IR -*- C++ -*-===//

#ifndef SHARD_PASSES_ANNOTATIONS_H
#define SHARD_PASSES_ANNOTATIONS_H

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dist {

/// The sharding recorded for `v`: its function argument attribute or its
/// defining op's `dist.sharding` entry; null if none.
ShardingAttr getRecordedSharding(Value v);

/// Records one sharding per result of `op` (null entries: replicated).
void setResultShardings(Operation *op, ArrayRef<ShardingAttr> shardings);

/// Sets (or, for null entries, removes) `dist.sharding` on every argument,
/// or every result, of `func` at once: one attribute rewrite, not one per
/// argument, which is quadratic in the number of arguments.
void setArgumentShardings(func::FuncOp func, ArrayRef<ShardingAttr> shardings);
void setFunctionResultShardings(func::FuncOp func,
                                ArrayRef<ShardingAttr> shardings);

/// The mesh `func`'s annotations refer to; null if it has none. Reports on
/// `func` and fails if they refer to several.
FailureOr<MeshOp> getAnnotatedMesh(func::FuncOp func);

/// Calls `f(func, mesh)` for every function of `module` with a body and
/// sharding annotations (functions without any are left alone); stops at
/// the first failure.
LogicalResult
forEachAnnotatedFunction(ModuleOp module,
                         function_ref<LogicalResult(func::FuncOp, MeshOp)> f);

/// Whether `sharding` names mesh axis `axis`: splits a dim over it or is
/// partial over it.
bool namesAxis(ShardingAttr sharding, StringRef axis);

/// `sharding` with `axis` splitting the first dim of `type` that it can
/// split further -- not split in blocks, its local extent divisible by the
/// axis's size -- minor to the axes already there, among its dims before
/// `to`; null when none can.
ShardingAttr splitFirstDividedDim(ShardingAttr sharding, RankedTensorType type,
                                  MeshOp mesh, StringRef axis, int64_t to);

/// Bytes of a statically shaped tensor type.
int64_t tensorBytes(Type type);

} // namespace mlir::dist

#endif // SHARD_PASSES_ANNOTATIONS_H
