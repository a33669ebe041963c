//===- ScfPlans.cpp - scf.for as a loop around its body's kernels ---------===//
//
// A loop with constant bounds brackets its body's kernels (LoopBegin,
// LoopEnd); each loop-carried tensor lives in one buffer for the whole loop.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlanInterface.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// Copies the values `loop`'s body yields into its iteration buffers.
void copyYielded(PlanBuilder &builder, scf::ForOp loop) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  unsigned at = builder.indexOf(yield);
  // The yield is a parallel copy into the iteration buffers: `yield %y, %x`
  // swaps two. Sequentialized as in SSA destruction: a copy goes once no
  // other pending copy still reads its destination; when only cycles are
  // left, one destination is saved to scratch and its readers redirected.
  struct Move {
    RankedTensorType type;
    unsigned from, to;
  };
  SmallVector<Move> pending;
  for (auto [value, arg] :
       llvm::zip(yield.getOperands(), loop.getRegionIterArgs())) {
    if (builder.isUndefined(value))
      continue;
    unsigned from = builder.bufferOf(value, at);
    unsigned to = builder.getPlan().bufferOf.lookup(arg);
    if (from != to)
      pending.push_back({cast<RankedTensorType>(arg.getType()), from, to});
  }
  while (!pending.empty()) {
    auto free = llvm::find_if(pending, [&](const Move &m) {
      return llvm::none_of(
          pending, [&](const Move &other) { return other.from == m.to; });
    });
    if (free != pending.end()) {
      builder.addWholeCopy(yield, free->from, free->to, free->type);
      pending.erase(free);
      continue;
    }
    Move &first = pending.front();
    unsigned scratch = builder.newBuffer(BufferKind::Temp, first.type, at);
    builder.addWholeCopy(yield, first.to, scratch, first.type);
    for (Move &m : pending)
      if (m.from == first.to)
        m.from = scratch;
  }
}

/// Gives each loop-carried tensor its buffer for the whole loop, starting
/// as the init; fails (reported) on one that is not statically shaped.
LogicalResult bindIterArgs(PlanBuilder &builder, scf::ForOp loop,
                           unsigned index) {
  unsigned end = builder.loopEndOf(loop);
  for (auto [init, arg] :
       llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs())) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return loop.emitOpError()
             << "carries " << arg.getType()
             << "; the code generator needs statically shaped tensors";
    unsigned buffer = builder.newBuffer(BufferKind::Temp, type, index);
    builder.bind(arg, buffer);
    Buffer &b = builder.getPlan().buffers[buffer];
    b.lastUse = std::max(b.lastUse, end);
    if (!builder.isUndefined(init))
      builder.addWholeCopy(loop, builder.bufferOf(init, index), buffer, type);
  }
  return success();
}

struct ForPlan : KernelPlanOpInterface::ExternalModel<ForPlan, scf::ForOp> {
  LogicalResult addToPlan(Operation *op, PlanBuilder &builder,
                          unsigned index) const {
    auto loop = cast<scf::ForOp>(op);
    Kernel begin{KernelKind::LoopBegin, loop, {}, {}, 0};
    Value bounds[] = {loop.getLowerBound(), loop.getUpperBound(),
                      loop.getStep()};
    for (auto [i, v] : llvm::enumerate(bounds)) {
      std::optional<int64_t> c = getConstantIntValue(v);
      if (!c)
        return loop.emitOpError() << "has a non-constant bound; the code "
                                     "generator needs constant loop bounds";
      begin.bounds[i] = *c;
    }
    if (failed(bindIterArgs(builder, loop, index)))
      return failure();
    builder.addKernel(begin);
    if (failed(builder.visitBlock(*loop.getBody())))
      return failure();
    copyYielded(builder, loop);
    builder.addKernel(Kernel{KernelKind::LoopEnd, loop, {}, {}, 0});
    for (auto [result, arg] :
         llvm::zip(loop.getResults(), loop.getRegionIterArgs()))
      builder.bind(result, builder.getPlan().bufferOf.lookup(arg));
    return success();
  }
};

} // namespace

void mlir::dist::codegen::registerScfPlanModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *) {
    scf::ForOp::attachInterface<ForPlan>(*ctx);
  });
}
