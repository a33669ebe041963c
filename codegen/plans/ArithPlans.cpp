//===- ArithPlans.cpp - tensor constants as buffers -----------------------===//

#include "codegen/KernelPlanInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// Fails (reported) unless `constant`'s value holds its data densely.
LogicalResult checkDenseData(arith::ConstantOp constant,
                             RankedTensorType type) {
  auto value = dyn_cast<ElementsAttr>(constant.getValue());
  if (auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(value)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return constant.emitOpError()
             << "holds dense_resource<" << resource.getRawHandle().getKey()
             << "> whose data is not in the file (elided); export the model "
                "with its weights";
    if (int64_t(blob->getData().size()) != *staticTensorBytes(type))
      return constant.emitOpError()
             << "holds dense_resource<" << resource.getRawHandle().getKey()
             << "> of " << blob->getData().size() << " bytes, but " << type
             << " needs " << *staticTensorBytes(type);
    return success();
  }
  if (!isa_and_nonnull<DenseElementsAttr>(value))
    return constant.emitOpError()
           << "holds a " << constant.getValue().getAbstractAttribute().getName()
           << "; the code generator needs dense elements";
  return success();
}

/// A tensor constant is a buffer the program holds; a scalar one is inlined
/// where it is used.
struct ConstantPlan
    : KernelPlanOpInterface::ExternalModel<ConstantPlan, arith::ConstantOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    auto constant = cast<arith::ConstantOp>(op);
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    if (!type)
      return success();
    if (failed(checkDenseData(constant, type)))
      return failure();
    unsigned buffer = builder.newBuffer(BufferKind::Constant, type, index);
    builder.getPlan().buffers[buffer].value =
        cast<ElementsAttr>(constant.getValue());
    builder.bind(constant.getResult(), buffer);
    return success();
  }
};

} // namespace

void mlir::dist::codegen::registerArithPlanModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    arith::ConstantOp::attachInterface<ConstantPlan>(*ctx);
  });
}
