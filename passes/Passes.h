//===- Passes.h - shard's passes ---------------------------------*- C++ -*-===//

#ifndef SHARD_PASSES_PASSES_H
#define SHARD_PASSES_PASSES_H

#include "dialect/DistDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::dist {

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

} // namespace mlir::dist

#endif // SHARD_PASSES_PASSES_H
