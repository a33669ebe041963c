//===- LinalgPlans.cpp - linalg.generic as a GEMM or a loop nest ----------===//
//
// After kernel formation every linalg op is a generic: a contraction over
// matrices in memory becomes a GEMM (with the elementwise op after it folded
// in as its epilogue when the target fuses it; grouped, with the gather of
// one operand, where GroupedGemmMatch.h finds one), attention's chain one
// attention kernel at its last GEMM, anything else a loop nest.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlanInterface.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// Folds `op` into the GEMM just before it as its epilogue when `op` is the
/// only reader of that GEMM's result and computes one the target fuses
/// (matchEpilogue); returns whether it did.
bool foldEpilogue(PlanBuilder &builder, linalg::GenericOp op) {
  KernelPlan &plan = builder.getPlan();
  if (plan.kernels.empty() || plan.kernels.back().kind != KernelKind::Gemm)
    return false;
  GemmKernel &gemm = plan.kernels.back().gemm;
  Value c = gemm.c.value;
  // An unbatched GEMM whose result only this op reads, once.
  if (gemm.bias || gemm.residual || !gemm.batchSizes.empty() || !c.hasOneUse())
    return false;
  std::optional<GemmEpilogue> epilogue =
      matchEpilogue(op, c, gemm.n, builder.getFusion());
  // The residual is read when the GEMM runs: it must hold a value by then.
  if (!epilogue ||
      (epilogue->residual && builder.isUndefined(epilogue->residual)))
    return false;
  gemm.bias = epilogue->bias;
  gemm.activation = epilogue->activation;
  gemm.residual = epilogue->residual;
  // The op's result is the GEMM's, in its buffer.
  builder.bind(op->getResult(0), plan.bufferOf.lookup(c));
  return true;
}

/// Binds the results of a GEMM `op` and fills in its beta.
void bindGemm(PlanBuilder &builder, linalg::GenericOp op, GemmKernel &gemm,
              unsigned index) {
  Value init = op.getDpsInits()[0];
  // C starts at zero: overwrite it (whether or not the fill runs for other
  // readers).
  auto fill = init.getDefiningOp<linalg::GenericOp>();
  if (fill && (builder.getPlan().elided.contains(fill) || isZeroFill(fill)))
    gemm.beta = 0;
  builder.bindUpdated(op, init, op->getResult(0), index,
                      /*needsInit=*/gemm.beta);
}

/// The grouped GEMM that runs at `op`: a contraction with the gather of
/// its stack operand (which has no buffer), reading the stack, the ids and
/// the other operand; or a scatter-add into a stack with the contraction
/// whose products it adds (which have no buffer), reading that
/// contraction's operands and the ids, and adding onto the stack's init.
void addGroupedGemm(PlanBuilder &builder, linalg::GenericOp op, GemmKernel gemm,
                    unsigned index) {
  for (Value v : {gemm.a.value, gemm.b.value, gemm.gathered->ids})
    (void)builder.bufferOf(v, index);
  if (gemm.gathered->stack == GemmKernel::Gathered::Stack::C)
    builder.bindUpdated(op, op.getDpsInits()[0], op->getResult(0), index,
                        /*needsInit=*/true);
  else
    bindGemm(builder, op, gemm, index);
  Kernel kernel{KernelKind::Gemm, op, {}, {}, 0};
  kernel.gemm = gemm;
  builder.addKernel(kernel);
}

/// The attention kernel that ends at its last GEMM `op`: it reads Q, K, V
/// and the score modification's tensors, and writes O over the zeros of
/// op's init.
void addAttention(PlanBuilder &builder, linalg::GenericOp op,
                  const AttentionKernel &attention, unsigned index) {
  for (Value v : attention.inputs())
    (void)builder.bufferOf(v, index);
  builder.bindUpdated(op, op.getDpsInits()[0], op->getResult(0), index,
                      /*needsInit=*/false);
  Kernel kernel{KernelKind::Attention, op, {}, {}, 0};
  kernel.attention = attention;
  builder.addKernel(kernel);
}

/// The attention backward kernel that runs at `op`, the last of its GEMMs:
/// it reads Q, K, V, dO and the GEMMs' other operands, and writes dQ, dK
/// and dV (op's result over the zeros of its init, the others temps).
void addAttentionBackward(PlanBuilder &builder, linalg::GenericOp op,
                          const AttentionBackwardKernel &backward,
                          unsigned index) {
  for (Value v : backward.inputs())
    (void)builder.bufferOf(v, index);
  // A result a view read before the kernel ran already has its buffer
  // (the view's alias made it).
  for (Value v : backward.outputs()) {
    if (v == op->getResult(0))
      builder.bindUpdated(op, op.getDpsInits()[0], v, index,
                          /*needsInit=*/false);
    else
      (void)builder.bufferOf(v, index);
  }
  Kernel kernel{KernelKind::AttentionBackward, op, {}, {}, 0};
  kernel.attentionBackward = backward;
  builder.addKernel(kernel);
}

struct GenericPlan
    : KernelPlanOpInterface::ExternalModel<GenericPlan, linalg::GenericOp> {
  LogicalResult addToPlan(Operation *o, PlanBuilder &builder,
                          unsigned index) const {
    auto op = cast<linalg::GenericOp>(o);
    if (builder.getPlan().elided.contains(op)) {
      builder.markUndefined(op->getResult(0));
      return success();
    }
    for (Value v : op->getOperands())
      if (auto type = dyn_cast<RankedTensorType>(v.getType());
          type && !type.hasStaticShape())
        return op.emitOpError() << "has dynamic shape " << type
                                << "; the code generator needs static shapes";
    if (const AttentionKernel *attention = builder.attentionEndingAt(op)) {
      addAttention(builder, op, *attention, index);
      return success();
    }
    if (const AttentionBackwardKernel *backward =
            builder.attentionBackwardAt(op)) {
      addAttentionBackward(builder, op, *backward, index);
      return success();
    }
    if (const GemmKernel *grouped = builder.groupedGemmAt(op)) {
      addGroupedGemm(builder, op, *grouped, index);
      return success();
    }
    for (Value input : op.getDpsInputs())
      if (isa<RankedTensorType>(input.getType()))
        (void)builder.bufferOf(input, index);
    if (foldEpilogue(builder, op))
      return success();

    std::optional<GemmKernel> gemm = matchGemm(op);
    Kernel kernel{gemm ? KernelKind::Gemm : KernelKind::Loop, op, {}, {}, 0};
    if (gemm) {
      bindGemm(builder, op, *gemm, index);
      kernel.gemm = *gemm;
    } else {
      bool reduces = op.getNumReductionLoops() > 0;
      for (OpOperand &init : op.getDpsInitsMutable()) {
        bool readsInit = op.payloadUsesValueFromOperand(&init);
        builder.bindUpdated(op, init.get(), op.getTiedOpResult(&init), index,
                            reduces || readsInit);
      }
    }
    builder.addKernel(kernel);
    return success();
  }
};

} // namespace

void mlir::dist::codegen::registerLinalgPlanModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    linalg::GenericOp::attachInterface<GenericPlan>(*ctx);
  });
}
