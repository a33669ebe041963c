//===- KernelPlanInterface.h - how an op enters the plan --------*- C++ -*-===//

#ifndef SHARD_CODEGEN_KERNELPLANINTERFACE_H
#define SHARD_CODEGEN_KERNELPLANINTERFACE_H

#include "codegen/PlanBuilder.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"

#include "codegen/KernelPlanInterface.h.inc"

namespace mlir::dist::codegen {

/// Attaches KernelPlanOpInterface to the arith, func, linalg, scf, tensor
/// and dist ops the code generator emits (codegen/plans/). buildKernelPlan
/// adds them to the context it plans in, so that a tool need not.
void registerKernelPlanModels(DialectRegistry &registry);

/// One registration per dialect (what registerKernelPlanModels calls).
void registerArithPlanModels(DialectRegistry &registry);
void registerDistPlanModels(DialectRegistry &registry);
void registerFuncPlanModels(DialectRegistry &registry);
void registerLinalgPlanModels(DialectRegistry &registry);
void registerScfPlanModels(DialectRegistry &registry);
void registerTensorPlanModels(DialectRegistry &registry);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_KERNELPLANINTERFACE_H
