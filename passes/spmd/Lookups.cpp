//===- Lookups.cpp - lookups in a table an op does not take ---------------===//

#include "passes/spmd/Lookups.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

SmallVector<Value> mlir::dist::lookedUpTensors(linalg::LinalgOp op) {
  SmallVector<Value> tables;
  op->walk([&](tensor::ExtractOp extract) {
    Value table = extract.getTensor();
    if (!op->isAncestor(table.getParentBlock()->getParentOp()))
      tables.push_back(table);
  });
  return tables;
}
