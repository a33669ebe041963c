//===- Dialect.cpp - registerDistDialect ----------------------------------===//

#include "api/Dialect.h"

#include "dialect/DistDialect.h"
#include "rules/Rules.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/IR/DialectRegistry.h"

void shard::registerDistDialect(mlir::DialectRegistry &registry) {
  registry.insert<mlir::dist::DistDialect, shard::tmtensor::TMTensorDialect>();
  mlir::dist::registerShardingRules(registry);
}
