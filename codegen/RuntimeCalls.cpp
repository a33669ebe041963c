//===- RuntimeCalls.cpp - collectives, exchanges and scalars in `run` -----===//
//
// The statements of a program's `run` that are not kernels: a collective's
// libshardrt call (from its CollectiveOpInterface entry), one call for the
// buffers a dist.all_reduce_buffers reduces (and for the pairs a
// dist.reduce_scatter_buffers scatters), one exchange for the sends and
// receives posted together, and scalar statements (a group rank, index
// arithmetic, an element read).
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"

#include "codegen/Emitters.h"
#include "codegen/ScalarBody.h"
#include "dialect/DistOps.h"

#include <cctype>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

/// The runtime's name for a reduction.
static const char *reduceOpName(ReductionKind kind) {
  switch (kind) {
  case ReductionKind::sum:
    return "shardrt::ReduceOp::Sum";
  case ReductionKind::max:
    return "shardrt::ReduceOp::Max";
  case ReductionKind::min:
    return "shardrt::ReduceOp::Min";
  }
  return "shardrt::ReduceOp::Sum";
}

/// The runtime's name for the element type `op` communicates, or an error
/// at `op` where the runtime has none.
static FailureOr<std::string> communicatedDtype(Operation *op,
                                                ShapedType type) {
  FailureOr<std::string> dtype = dtypeName(type.getElementType());
  if (failed(dtype))
    return op->emitOpError()
           << "communicates element type " << type.getElementType()
           << ", which the runtime does not support";
  return dtype;
}

LogicalResult ProgramEmitter::emitAllReduceBuffers(const Kernel &kernel) {
  auto reduce = cast<AllReduceBuffersOp>(kernel.op);
  std::string group = std::to_string(kernel.group);
  std::string op = reduceOpName(reduce.getReduction());
  std::string location = locationOf(reduce);
  // In a schedule the reductions stay in flight while the next kernels run
  // (finishInFlight completes them); elsewhere each completes here.
  bool inSchedule = bool(reduce->getParentOfType<ScheduleOp>());
  std::string list;
  for (Value buffer : reduce.getBuffers()) {
    RankedTensorType type = cast<BufferType>(buffer.getType()).getTensorType();
    FailureOr<std::string> dtype = communicatedDtype(reduce, type);
    if (failed(dtype))
      return failure();
    std::string b = "b" + std::to_string(plan.bufferOf.lookup(buffer));
    std::string dims = shapeList(type.getShape());
    if (inSchedule)
      list += "      shardrt::reduced(" + b + ", shardrt::DType::" + *dtype +
              ", " + dims + "),  // " + location + "\n";
    else
      calls += "  SHARDRT_TRY(shardrt::allReduce(rt, " + group + ", " + b +
               ", " + b + ", shardrt::DType::" + *dtype + ", " + dims + ", " +
               op + ", stream));  // " + location + "\n";
  }
  if (inSchedule) {
    calls += "  SHARDRT_TRY(shardrt::startAllReduceBuffers(rt, " + group +
             ", {\n" + list + "    }, " + op + ", stream));\n";
    for (Value buffer : reduce.getBuffers())
      startedInCase.insert(plan.bufferOf.lookup(buffer));
  }
  return success();
}

LogicalResult ProgramEmitter::emitReduceScatterBuffers(const Kernel &kernel) {
  auto scatter = cast<ReduceScatterBuffersOp>(kernel.op);
  std::string group = std::to_string(kernel.group);
  std::string op = reduceOpName(scatter.getReduction());
  std::string location = locationOf(scatter);
  // In a schedule the bucket stays in flight while the next rows run
  // (finishInFlight completes it); elsewhere each pair completes here.
  bool inSchedule = bool(scatter->getParentOfType<ScheduleOp>());
  std::string list;
  for (auto [whole, share, dim] :
       llvm::zip(scatter.getWholes(), scatter.getShares(), scatter.getDims())) {
    RankedTensorType type = cast<BufferType>(whole.getType()).getTensorType();
    FailureOr<std::string> dtype = communicatedDtype(scatter, type);
    if (failed(dtype))
      return failure();
    unsigned w = plan.bufferOf.lookup(whole);
    unsigned s = plan.bufferOf.lookup(share);
    std::string args = "b" + std::to_string(w) + ", b" + std::to_string(s) +
                       ", shardrt::DType::" + *dtype + ", " +
                       shapeList(type.getShape()) + ", " + std::to_string(dim);
    if (inSchedule) {
      list += "      shardrt::scattered(" + args + "),  // " + location + "\n";
      startedInCase.insert_range(ArrayRef<unsigned>{w, s});
    } else {
      calls += "  SHARDRT_TRY(shardrt::reduceScatter(rt, " + group + ", " +
               args + ", " + op + ", stream));  // " + location + "\n";
    }
  }
  if (inSchedule)
    calls += "  SHARDRT_TRY(shardrt::startReduceScatterBuffers(rt, " + group +
             ", {\n" + list + "    }, " + op + ", stream));\n";
  return success();
}

LogicalResult ProgramEmitter::emitCollectiveCall(const Kernel &kernel,
                                                 unsigned id) {
  Operation *op = kernel.op;
  if (isa<AllReduceBuffersOp>(op))
    return emitAllReduceBuffers(kernel);
  if (isa<ReduceScatterBuffersOp>(op))
    return emitReduceScatterBuffers(kernel);
  finishStartedOn(op);
  auto typeOf = [](Value v) { return cast<RankedTensorType>(v.getType()); };
  Value in = op->getNumOperands() ? op->getOperand(0) : Value();
  Value typed = in ? in : op->getResult(0);
  FailureOr<std::string> dtype = communicatedDtype(op, typeOf(typed));
  if (failed(dtype))
    return failure();
  std::string common = std::to_string(kernel.group);
  std::string type = "shardrt::DType::" + *dtype;
  std::string shape = shapeList(typeOf(typed).getShape());
  auto inOut = [&] {
    return "rt, " + common + ", " + ptr(in) + ", " + ptr(op->getResult(0)) +
           ", " + type + ", " + shape;
  };
  // Send and recv are posted together (emitExchange), never alone.
  std::optional<RuntimeCall> entry =
      cast<CollectiveOpInterface>(op).getRuntimeCall();
  if (!entry)
    return op->emitOpError()
           << "is a transfer the code generator posts only in an exchange";
  std::string name = entry->entry.str();
  std::string pending;
  if (kernel.overlapped) {
    // startAllReduce, startAllGather, startReduceScatter; its wait (a Wait
    // kernel later in the same scope) names it.
    pending = "pending" + std::to_string(id);
    calls += "  shardrt::Pending " + pending + ";\n";
    name =
        "start" + std::string(1, char(std::toupper(name[0]))) + name.substr(1);
  }
  std::string call = name + "(" + inOut();
  for (int64_t value : entry->integers)
    call += ", " + std::to_string(value);
  if (entry->reduction)
    call += ", " + std::string(reduceOpName(*entry->reduction));
  call += ", stream" + (pending.empty() ? "" : ", " + pending) + ")";
  calls += "  SHARDRT_TRY(shardrt::" + call + ");  // " + locationOf(op) + "\n";
  return success();
}

LogicalResult ProgramEmitter::emitExchange(const Kernel &kernel) {
  std::string list;
  for (const Transfer &t : kernel.transfers) {
    FailureOr<std::string> dtype = communicatedDtype(t.op, t.type);
    if (failed(dtype))
      return failure();
    // A braced list may end with a comma: every entry has one before its
    // comment.
    list += "      shardrt::" + std::string(t.send ? "sendTo(" : "recvFrom(") +
            "b" + std::to_string(t.buffer) + ", shardrt::DType::" + *dtype +
            ", " + shapeList(t.type.getShape()) + ", " +
            std::to_string(t.peer) + "),  // " + locationOf(t.op) + "\n";
  }
  // An exchange of a schedule's row stays in flight while the next passes
  // run (finishInFlight completes it); one elsewhere completes here.
  bool inSchedule =
      isa<ExchangeOp>(kernel.op) && kernel.op->getParentOfType<ScheduleOp>();
  if (inSchedule)
    for (const Transfer &t : kernel.transfers)
      startedInCase.insert(t.buffer);
  calls += std::string("  SHARDRT_TRY(shardrt::") +
           (inSchedule ? "startExchange" : "exchange") + "(rt, " +
           std::to_string(kernel.group) + ", {\n" + list + "    }, stream));\n";
  return success();
}

LogicalResult ProgramEmitter::emitScalar(const Kernel &kernel, unsigned id) {
  Operation *op = kernel.op;
  finishStartedOn(op);
  Value result = op->getResult(0);
  FailureOr<std::string> type = computeType(result.getType());
  if (failed(type))
    return op->emitOpError() << "computes a " << result.getType()
                             << ", which the code generator does not support";
  if (failed(checkScalar(op)))
    return failure();
  std::string name = "s" + std::to_string(id);
  std::string expr;
  if (isa<GroupRankOp>(op)) {
    expr = "shardrt::groupRank(rt, " + std::to_string(kernel.group) + ")";
  } else {
    // The op's operands are earlier scalars or constants; a tensor it reads
    // is its buffer in `run`.
    std::string text;
    llvm::raw_string_ostream body(text);
    ScalarBodyEmitter emitter(body, "  ",
                              [](unsigned) { return std::string("0"); });
    for (Value v : op->getOperands()) {
      if (scalarNames.count(v))
        emitter.bindExternal(v, scalarNames.lookup(v));
      else if (isa<RankedTensorType>(v.getType()))
        emitter.bindTensor(v, ptr(v));
    }
    FailureOr<std::string> made = emitter.emitExpr(op);
    if (failed(made))
      return failure();
    expr = *made;
  }
  calls += "  const " + *type + " " + name + " = " + expr + ";  // " +
           locationOf(op) + "\n";
  scalarNames[result] = name;
  return success();
}
