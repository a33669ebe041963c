//===- FuncPlans.cpp - the return, and calls the runtime cannot make ------===//

#include "codegen/KernelPlanInterface.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// The returned values must be in buffers (placeOutputs makes them the
/// caller's).
struct ReturnPlan
    : KernelPlanOpInterface::ExternalModel<ReturnPlan, func::ReturnOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    for (Value v : op->getOperands())
      (void)builder.bufferOf(v, index);
    return success();
  }
};

/// A program is one function: calls are rejected, saying what to do.
struct CallPlan : KernelPlanOpInterface::ExternalModel<CallPlan, func::CallOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &, unsigned) const {
    auto call = cast<func::CallOp>(op);
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (callee && callee.isExternal())
      return call.emitOpError()
             << "calls external function @" << call.getCallee()
             << ", which the runtime does not provide; call it outside the "
                "program, or give it a body";
    return call.emitOpError() << "is not supported by the code generator; "
                                 "inline the callee first (--inline)";
  }
};

} // namespace

void mlir::dist::codegen::registerFuncPlanModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, func::FuncDialect *) {
    func::ReturnOp::attachInterface<ReturnPlan>(*ctx);
    func::CallOp::attachInterface<CallPlan>(*ctx);
  });
}
