//===- DistPlans.cpp - dist ops as runtime calls, exchanges and aliases ---===//
//
// Collectives become runtime calls (an all_reduce in place when its operand
// dies there); adjacent dist.send/dist.recv of one group become one
// exchange, posted together; dist.shard aliases its operand; a group rank is
// a scalar statement; dist.action marks a schedule action. Every collective
// gets its model from CollectiveOpInterface alone, so a new collective op
// needs nothing here.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlanInterface.h"

#include "dialect/DistDialect.h"
#include "dialect/DistOps.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// The group of `op`'s mesh axes, after giving its operands buffers.
FailureOr<unsigned> collectiveGroup(PlanBuilder &builder, Operation *op,
                                    unsigned index) {
  for (Value v : op->getOperands())
    (void)builder.bufferOf(v, index);
  auto collective = cast<CollectiveOpInterface>(op);
  return builder.groupOf(op, collective.getMeshAttr(),
                         collective.getAxisNames());
}

/// A collective with a result of its own: a runtime call into a new buffer.
struct CollectivePlan : KernelPlanOpInterface::FallbackModel<CollectivePlan> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    FailureOr<unsigned> group = collectiveGroup(builder, op, index);
    if (failed(group))
      return failure();
    if (op->getNumResults() == 1) {
      Value result = op->getResult(0);
      builder.bind(result,
                   builder.newBuffer(BufferKind::Temp,
                                     cast<RankedTensorType>(result.getType()),
                                     index));
    }
    builder.addKernel(Kernel{KernelKind::Collective, op, {}, {}, *group});
    return success();
  }
};

/// An all_reduce reduces in place when its operand dies there.
struct AllReducePlan
    : KernelPlanOpInterface::ExternalModel<AllReducePlan, AllReduceOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    FailureOr<unsigned> group = collectiveGroup(builder, op, index);
    if (failed(group))
      return failure();
    auto allReduce = cast<AllReduceOp>(op);
    builder.bindUpdated(op, allReduce.getInput(), allReduce.getResult(), index,
                        /*needsInit=*/false);
    builder.addKernel(Kernel{KernelKind::Collective, op, {}, {}, *group});
    return success();
  }
};

/// The exchange a transfer of `group` joins: the kernel just before it when
/// that is an exchange of the same group that does not receive what `op`
/// sends (a send of a value received in the same exchange must wait for
/// it); else none.
Kernel *openExchange(PlanBuilder &builder, Operation *op, unsigned group) {
  KernelPlan &plan = builder.getPlan();
  Kernel *exchange = plan.kernels.empty() ? nullptr : &plan.kernels.back();
  if (!exchange || exchange->kind != KernelKind::Exchange ||
      exchange->group != group)
    return nullptr;
  if (auto send = dyn_cast<SendOp>(op)) {
    unsigned sent = plan.bufferOf.lookup(send.getInput());
    if (llvm::any_of(exchange->transfers, [&](Operation *t) {
          return isa<RecvOp>(t) &&
                 plan.bufferOf.lookup(t->getResult(0)) == sent;
        }))
      return nullptr;
  }
  return exchange;
}

/// A dist.send or dist.recv joins the exchange just before it, or opens a
/// new one.
template <typename OpTy>
struct TransferPlan
    : KernelPlanOpInterface::ExternalModel<TransferPlan<OpTy>, OpTy> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    FailureOr<unsigned> group = collectiveGroup(builder, op, index);
    if (failed(group))
      return failure();
    Kernel *exchange = openExchange(builder, op, *group);
    if (!exchange) {
      builder.addKernel(Kernel{KernelKind::Exchange, op, {}, {}, *group});
      exchange = &builder.getPlan().kernels.back();
    }
    exchange->transfers.push_back(op);
    unsigned first = builder.indexOf(exchange->op);
    if (auto recv = dyn_cast<RecvOp>(op))
      builder.bind(recv.getResult(),
                   builder.newBuffer(BufferKind::Temp, recv.getType(), first));
    // Every buffer of the exchange is in flight from its first transfer to
    // its last: none may be reused in between.
    for (Operation *transfer : exchange->transfers) {
      Value v = isa<SendOp>(transfer) ? transfer->getOperand(0)
                                      : transfer->getResult(0);
      Buffer &b = builder.getPlan().buffers[builder.bufferOf(v, index)];
      b.lastUse = std::max(b.lastUse, index);
    }
    return success();
  }
};

struct ShardPlan : KernelPlanOpInterface::ExternalModel<ShardPlan, ShardOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    builder.alias(op->getOperand(0), op->getResult(0), index);
    return success();
  }
};

struct GroupRankPlan
    : KernelPlanOpInterface::ExternalModel<GroupRankPlan, GroupRankOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder, unsigned) const {
    auto rank = cast<GroupRankOp>(op);
    FailureOr<unsigned> group = builder.groupOf(
        rank, rank.getMeshAttr(),
        llvm::to_vector(rank.getAxes().getAsValueRange<StringAttr>()));
    if (failed(group))
      return failure();
    builder.addKernel(Kernel{KernelKind::Scalar, rank, {}, {}, *group});
    return success();
  }
};

struct ActionPlan : KernelPlanOpInterface::ExternalModel<ActionPlan, ActionOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder, unsigned) const {
    builder.addKernel(Kernel{KernelKind::Action, op, {}, {}, 0});
    return success();
  }
};

struct StageBoundaryPlan
    : KernelPlanOpInterface::ExternalModel<StageBoundaryPlan, StageBoundaryOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &, unsigned) const {
    // Running the stages on every device would ignore the cut.
    return op->emitOpError()
           << "reached the code generator: cut the program into stages with "
              "--dist-pipeline (shard-run does) or remove the cut";
  }
};

} // namespace

void mlir::dist::codegen::registerDistPlanModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, DistDialect *) {
    AllReduceOp::attachInterface<AllReducePlan>(*ctx);
    SendOp::attachInterface<TransferPlan<SendOp>>(*ctx);
    RecvOp::attachInterface<TransferPlan<RecvOp>>(*ctx);
    ShardOp::attachInterface<ShardPlan>(*ctx);
    GroupRankOp::attachInterface<GroupRankPlan>(*ctx);
    ActionOp::attachInterface<ActionPlan>(*ctx);
    StageBoundaryOp::attachInterface<StageBoundaryPlan>(*ctx);
    // Every other collective is a runtime call with a result of its own.
    for (RegisteredOperationName name : ctx->getRegisteredOperationsByDialect(
             DistDialect::getDialectNamespace()))
      if (name.hasInterface<CollectiveOpInterface>() &&
          !name.hasInterface<KernelPlanOpInterface>())
        name.attachInterface<CollectivePlan>();
  });
}
