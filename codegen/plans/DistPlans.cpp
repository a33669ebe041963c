//===- DistPlans.cpp - dist ops as runtime calls, exchanges and aliases ---===//
//
// Collectives become runtime calls (an all_reduce in place when its operand
// dies there, a dist.all_reduce_buffers one call over its buffers, a
// dist.reduce_scatter_buffers one over its pairs);
// adjacent dist.send/dist.recv of one group become one exchange, posted
// together, as is each dist.exchange; dist.shard aliases its operand; a
// group rank is a scalar statement. A dist.schedule is a loop
// over its table around one case per region; its buffers are temps that
// loads and stores copy slots of. Every other collective gets its model
// from CollectiveOpInterface alone, so a new collective op needs nothing
// here.
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
      exchange->group != group || isa<ExchangeOp>(exchange->op))
    return nullptr;
  if (auto send = dyn_cast<SendOp>(op)) {
    unsigned sent = plan.bufferOf.lookup(send.getInput());
    if (llvm::any_of(exchange->transfers, [&](const Transfer &t) {
          return !t.send && t.buffer == sent;
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
    unsigned first = builder.indexOf(exchange->op);
    if (auto recv = dyn_cast<RecvOp>(op)) {
      builder.bind(recv.getResult(),
                   builder.newBuffer(BufferKind::Temp, recv.getType(), first));
      exchange->transfers.push_back(
          {false, builder.bufferOf(recv.getResult(), index), recv.getType(),
           int64_t(recv.getFrom()), op});
    } else {
      auto send = cast<SendOp>(op);
      exchange->transfers.push_back(
          {true, builder.bufferOf(send.getInput(), index),
           cast<RankedTensorType>(send.getInput().getType()),
           int64_t(send.getTo()), op});
    }
    // Every buffer of the exchange is in flight from its first transfer to
    // its last: none may be reused in between.
    for (const Transfer &transfer : exchange->transfers) {
      Buffer &b = builder.getPlan().buffers[transfer.buffer];
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

/// A dist.exchange: one Exchange kernel over its buffers, sent and
/// received in place.
struct ExchangePlan
    : KernelPlanOpInterface::ExternalModel<ExchangePlan, ExchangeOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    auto exchange = cast<ExchangeOp>(op);
    FailureOr<unsigned> group = collectiveGroup(builder, op, index);
    if (failed(group))
      return failure();
    Kernel kernel{KernelKind::Exchange, op, {}, {}, *group};
    auto add = [&](bool send, ValueRange buffers, ArrayRef<int64_t> peers) {
      for (auto [buffer, peer] : llvm::zip(buffers, peers))
        kernel.transfers.push_back(
            {send, builder.bufferOf(buffer, index),
             cast<BufferType>(buffer.getType()).getTensorType(), peer, op});
    };
    add(true, exchange.getSends(), exchange.getTo());
    add(false, exchange.getReceives(), exchange.getFrom());
    builder.addKernel(kernel);
    return success();
  }
};

/// A dist.all_reduce_buffers: one collective call over its buffers, each
/// reduced in place.
struct AllReduceBuffersPlan
    : KernelPlanOpInterface::ExternalModel<AllReduceBuffersPlan,
                                           AllReduceBuffersOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    FailureOr<unsigned> group = collectiveGroup(builder, op, index);
    if (failed(group))
      return failure();
    builder.addKernel(Kernel{KernelKind::Collective, op, {}, {}, *group});
    return success();
  }
};

/// A dist.buffer is a temp of its tensor's size, live from here to its
/// last use (which, inside a schedule, is the schedule's end).
struct BufferPlan : KernelPlanOpInterface::ExternalModel<BufferPlan, BufferOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    auto buffer = cast<BufferOp>(op);
    builder.bind(buffer.getResult(),
                 builder.newBuffer(BufferKind::Temp,
                                   buffer.getType().getTensorType(), index));
    return success();
  }
};

/// The box one slot of `whole` is (its leading dim at 1), for a copy
/// whose offset in that dim is the slot.
SmallVector<int64_t> slotBox(RankedTensorType whole) {
  SmallVector<int64_t> sizes(whole.getShape());
  sizes[0] = 1;
  return sizes;
}

/// True if nothing writes `buffer` between `load` and the last reader of
/// its result in its block (a store into it, an exchange receiving it, a
/// reduction of it or into it).
bool unchangedWhileRead(LoadOp load) {
  Block *block = load->getBlock();
  Operation *last = load;
  for (Operation *user : load.getResult().getUsers()) {
    Operation *top = block->findAncestorOpInBlock(*user);
    if (!top)
      return false;
    if (last->isBeforeInBlock(top))
      last = top;
  }
  Value buffer = load.getBuffer();
  for (Operation *op = load->getNextNode(); op && op != last;
       op = op->getNextNode()) {
    WalkResult written = op->walk([&](Operation *inner) {
      auto store = dyn_cast<StoreOp>(inner);
      auto exchange = dyn_cast<ExchangeOp>(inner);
      auto reduce = dyn_cast<AllReduceBuffersOp>(inner);
      auto scatter = dyn_cast<ReduceScatterBuffersOp>(inner);
      return (store && store.getBuffer() == buffer) ||
                     (exchange &&
                      llvm::is_contained(exchange.getReceives(), buffer)) ||
                     (reduce &&
                      llvm::is_contained(reduce.getBuffers(), buffer)) ||
                     (scatter &&
                      llvm::is_contained(scatter.getShares(), buffer))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (written.wasInterrupted())
      return false;
  }
  return true;
}

/// A dist.load of a whole buffer (or of the only slot of one) reads the
/// buffer in place when nothing writes it while the value is read; one of
/// a slot of several (or one the buffer changes under) is a copy into a
/// new temp.
struct LoadPlan : KernelPlanOpInterface::ExternalModel<LoadPlan, LoadOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    auto load = cast<LoadOp>(op);
    RankedTensorType whole = load.getBuffer().getType().getTensorType();
    unsigned src = builder.bufferOf(load.getBuffer(), index);
    // A buffer of one slot is that slot.
    bool inPlace = !load.getSlot() || whole.getDimSize(0) == 1;
    if (inPlace && unchangedWhileRead(load)) {
      builder.bind(load.getResult(), src);
      return success();
    }
    unsigned dst = builder.newBuffer(BufferKind::Temp, load.getType(), index);
    builder.bind(load.getResult(), dst);
    if (!load.getSlot()) {
      builder.addWholeCopy(op, src, dst, whole);
      return success();
    }
    SmallVector<int64_t> zeros(whole.getRank(), 0);
    SmallVector<Value> dynamic(whole.getRank());
    dynamic[0] = load.getSlot();
    builder.addCopy(op, src, whole, dst, load.getType(), zeros, {},
                    slotBox(whole), {}, dynamic);
    return success();
  }
};

/// A dist.store copies the value into the buffer (or the slot); a value
/// with undefined contents, or already in the buffer, needs no copy.
struct StorePlan : KernelPlanOpInterface::ExternalModel<StorePlan, StoreOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    auto store = cast<StoreOp>(op);
    if (builder.isUndefined(store.getValue()))
      return success();
    RankedTensorType whole = store.getBuffer().getType().getTensorType();
    unsigned src = builder.bufferOf(store.getValue(), index);
    unsigned dst = builder.bufferOf(store.getBuffer(), index);
    if (!store.getSlot()) {
      // Made in place (a running sum's update) or loaded from it: there.
      if (src != dst)
        builder.addWholeCopy(op, src, dst, whole);
      return success();
    }
    // Made in the buffer's only slot (PlanBuilder::destinationOf).
    if (src == dst)
      return success();
    SmallVector<int64_t> zeros(whole.getRank(), 0);
    SmallVector<Value> dynamic(whole.getRank());
    dynamic[0] = store.getSlot();
    builder.addCopy(op, src, store.getValue().getType(), dst, whole, {}, {},
                    slotBox(whole), zeros, {}, dynamic);
    return success();
  }
};

/// A dist.schedule: a loop over its rows around one case per region.
struct SchedulePlan
    : KernelPlanOpInterface::ExternalModel<SchedulePlan, ScheduleOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder, unsigned) const {
    auto schedule = cast<ScheduleOp>(op);
    builder.addKernel(Kernel{KernelKind::ScheduleBegin, op, {}, {}, 0});
    for (auto [i, region] : llvm::enumerate(schedule.getBodies())) {
      Kernel begin{KernelKind::CaseBegin, op, {}, {}, 0};
      begin.region = unsigned(i);
      builder.addKernel(begin);
      if (failed(builder.visitBlock(region.front())))
        return failure();
      Kernel end{KernelKind::CaseEnd, op, {}, {}, 0};
      end.region = unsigned(i);
      builder.addKernel(end);
    }
    builder.addKernel(Kernel{KernelKind::ScheduleEnd, op, {}, {}, 0});
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
    ExchangeOp::attachInterface<ExchangePlan>(*ctx);
    AllReduceBuffersOp::attachInterface<AllReduceBuffersPlan>(*ctx);
    BufferOp::attachInterface<BufferPlan>(*ctx);
    LoadOp::attachInterface<LoadPlan>(*ctx);
    StoreOp::attachInterface<StorePlan>(*ctx);
    ScheduleOp::attachInterface<SchedulePlan>(*ctx);
    StageBoundaryOp::attachInterface<StageBoundaryPlan>(*ctx);
    // Every other collective is a runtime call with a result of its own.
    for (RegisteredOperationName name : ctx->getRegisteredOperationsByDialect(
             DistDialect::getDialectNamespace()))
      if (name.hasInterface<CollectiveOpInterface>() &&
          !name.hasInterface<KernelPlanOpInterface>())
        name.attachInterface<CollectivePlan>();
  });
}
