//===- TensorPlans.cpp - tensor ops as aliases and strided copies ---------===//
//
// tensor.empty is a value with undefined contents (its readers write it
// first); reshapes and casts alias their operand's buffer; slices and
// inserts are strided copies; tensor.extract reads one element as a scalar
// statement.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlanInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

struct EmptyPlan
    : KernelPlanOpInterface::ExternalModel<EmptyPlan, tensor::EmptyOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder, unsigned) const {
    auto empty = cast<tensor::EmptyOp>(op);
    if (!empty.getType().hasStaticShape())
      return empty.emitOpError() << "has dynamic shape; the code generator "
                                    "needs static shapes";
    builder.markUndefined(empty.getResult());
    return success();
  }
};

/// An op whose result is its first operand's data viewed as another type.
template <typename OpTy>
struct AliasPlan : KernelPlanOpInterface::ExternalModel<AliasPlan<OpTy>, OpTy> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    builder.alias(op->getOperand(0), op->getResult(0), index);
    return success();
  }
};

/// The box of a slice op: static sizes and strides, and offsets that are
/// constants or index scalars known when it runs (`dynamic[d]`, with 0 in
/// `offsets[d]`); fails (reported) on dynamic sizes or strides.
template <typename SliceOp>
LogicalResult sliceBox(SliceOp op, SmallVector<int64_t> &offsets,
                       SmallVector<int64_t> &sizes, SmallVector<int64_t> &steps,
                       SmallVector<Value> &dynamic) {
  sizes = llvm::to_vector(op.getStaticSizes());
  steps = llvm::to_vector(op.getStaticStrides());
  for (ArrayRef<int64_t> list : {ArrayRef(sizes), ArrayRef(steps)})
    if (llvm::any_of(list, ShapedType::isDynamic))
      return op.emitOpError()
             << "has dynamic sizes or strides; the code generator needs "
                "static slice shapes";
  offsets.clear();
  dynamic.clear();
  for (OpFoldResult offset : op.getMixedOffsets()) {
    if (auto value = dyn_cast<Value>(offset)) {
      offsets.push_back(0);
      dynamic.push_back(value);
    } else {
      offsets.push_back(cast<IntegerAttr>(cast<Attribute>(offset)).getInt());
      dynamic.push_back(Value());
    }
  }
  return success();
}

struct ExtractSlicePlan
    : KernelPlanOpInterface::ExternalModel<ExtractSlicePlan,
                                           tensor::ExtractSliceOp> {
  LogicalResult addToPlan(Operation *o, PlanBuilder &builder,
                          unsigned index) const {
    auto op = cast<tensor::ExtractSliceOp>(o);
    SmallVector<int64_t> offsets, sizes, steps;
    SmallVector<Value> dynamic;
    if (failed(sliceBox(op, offsets, sizes, steps, dynamic)))
      return failure();
    unsigned source = builder.bufferOf(op.getSource(), index);
    unsigned buffer = builder.newBuffer(BufferKind::Temp, op.getType(), index);
    builder.bind(op.getResult(), buffer);
    builder.addCopy(op, source, op.getSourceType(), buffer, op.getType(),
                    offsets, steps, sizes, {}, dynamic);
    return success();
  }
};

struct InsertSlicePlan
    : KernelPlanOpInterface::ExternalModel<InsertSlicePlan,
                                           tensor::InsertSliceOp> {
  LogicalResult addToPlan(Operation *o, PlanBuilder &builder,
                          unsigned index) const {
    auto op = cast<tensor::InsertSliceOp>(o);
    SmallVector<int64_t> offsets, sizes, steps;
    SmallVector<Value> dynamic;
    if (failed(sliceBox(op, offsets, sizes, steps, dynamic)))
      return failure();
    if (llvm::any_of(steps, [](int64_t s) { return s != 1; }))
      return op.emitOpError() << "has non-unit strides; the code generator "
                                 "inserts dense slices only";
    unsigned source = builder.bufferOf(op.getSource(), index);
    builder.bindUpdated(op, op.getDest(), op.getResult(), index,
                        /*needsInit=*/true);
    builder.addCopy(op, source, op.getSourceType(),
                    builder.getPlan().bufferOf.lookup(op.getResult()),
                    op.getType(), {}, {}, sizes, offsets, {}, dynamic);
    return success();
  }
};

struct ExtractPlan
    : KernelPlanOpInterface::ExternalModel<ExtractPlan, tensor::ExtractOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    (void)builder.bufferOf(cast<tensor::ExtractOp>(op).getTensor(), index);
    builder.addKernel(Kernel{KernelKind::Scalar, op, {}, {}, 0});
    return success();
  }
};

} // namespace

void mlir::dist::codegen::registerTensorPlanModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::EmptyOp::attachInterface<EmptyPlan>(*ctx);
    tensor::ExpandShapeOp::attachInterface<AliasPlan<tensor::ExpandShapeOp>>(
        *ctx);
    tensor::CollapseShapeOp::attachInterface<
        AliasPlan<tensor::CollapseShapeOp>>(*ctx);
    tensor::CastOp::attachInterface<AliasPlan<tensor::CastOp>>(*ctx);
    tensor::ExtractSliceOp::attachInterface<ExtractSlicePlan>(*ctx);
    tensor::InsertSliceOp::attachInterface<InsertSlicePlan>(*ctx);
    tensor::ExtractOp::attachInterface<ExtractPlan>(*ctx);
  });
}
