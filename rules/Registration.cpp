//===- Registration.cpp - every external sharding-rule model --------------===//

#include "rules/Rules.h"

void mlir::dist::registerShardingRules(DialectRegistry &registry) {
  registerLinalgShardingRules(registry);
  registerTensorShardingRules(registry);
  registerArithShardingRules(registry);
  registerDistShardingRules(registry);
}
