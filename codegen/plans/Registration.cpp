//===- Registration.cpp - every kernel-plan model
//---------------------------===//

#include "codegen/KernelPlanInterface.h"

void mlir::dist::codegen::registerKernelPlanModels(DialectRegistry &registry) {
  registerArithPlanModels(registry);
  registerDistPlanModels(registry);
  registerFuncPlanModels(registry);
  registerLinalgPlanModels(registry);
  registerScfPlanModels(registry);
  registerTensorPlanModels(registry);
}
