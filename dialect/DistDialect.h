//===- DistDialect.h - the dist dialect, its enums and attributes -*- C++
//-*-===//

#ifndef SHARD_DIALECT_DISTDIALECT_H
#define SHARD_DIALECT_DISTDIALECT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dialect.h"

#include "dialect/DistDialect.h.inc"
#include "dialect/DistEnums.h.inc"

namespace mlir::dist {
class MeshOp;
} // namespace mlir::dist

#define GET_ATTRDEF_CLASSES
#include "dialect/DistAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialect/DistTypes.h.inc"

#endif // SHARD_DIALECT_DISTDIALECT_H
