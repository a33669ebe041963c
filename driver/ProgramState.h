//===- ProgramState.h - what a program carries from run to run --*- C++ -*-===//
//
// The facts about a model's arguments that belong to the job, not the
// computation: which result is an argument's next value
// (`dist.updated_by`) and what it starts from without an input file
// (`dist.initial_value`, a lifted ml_program.global's initializer). They
// are read from the entry function once, before the passes that
// propagate, microbatch and cut it, which need not keep them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_PROGRAMSTATE_H
#define SHARD_DRIVER_PROGRAMSTATE_H

#include "driver/Programs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <vector>

namespace shard::driver {

/// For each argument of `fn`: the result its `dist.updated_by` names (-1:
/// none); the attributes are removed.
std::vector<int> takeUpdatedBy(mlir::func::FuncOp fn);

/// For each argument of `fn`: its `dist.initial_value` (null: none); the
/// attributes are removed.
std::vector<mlir::ElementsAttr> takeInitialValues(mlir::func::FuncOp fn);

/// The elements of `value` as an array of `dtype` (the boundary's type of
/// the argument it starts), bit for bit.
shardrt::Array arrayOf(mlir::ElementsAttr value, shardrt::DType dtype);

} // namespace shard::driver

#endif // SHARD_DRIVER_PROGRAMSTATE_H
