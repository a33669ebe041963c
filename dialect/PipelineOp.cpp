//===- PipelineOp.cpp - dist.pipeline and the proof its schedule ends -----===//
//
// A pipeline's stage functions exchange activations with dist.send and
// dist.recv. Before anything runs, the verifier plays their transfers the
// way the runtime will (each stage posts a run of adjacent transfers
// together and waits for all of them) and rejects a schedule in which some
// stage would wait forever or a send would meet a receive of another type.
//
//===----------------------------------------------------------------------===//

#include "dialect/DistOps.h"
#include "dialect/ScheduleKind.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/MapVector.h"

#include <deque>
#include <map>

using namespace mlir;
using namespace mlir::dist;

namespace {

/// One send or receive of a stage on the pipeline axis.
struct Transfer {
  Operation *op;
  unsigned stage;
  /// The stage it sends to or receives from.
  int64_t peer;
  Type type;
};

/// The transfers of one stage, in runs posted together.
using TransferRuns = std::vector<std::vector<Transfer>>;

/// The transfer on the pipeline axis that `op` is, if it is one.
std::optional<Transfer> transferOf(Operation *op, PipelineOp pipeline,
                                   unsigned stage) {
  auto onAxis = [&](FlatSymbolRefAttr mesh, ArrayAttr axes) {
    return mesh == pipeline.getMeshAttr() && axes.size() == 1 &&
           cast<StringAttr>(axes[0]).getValue() == pipeline.getAxis();
  };
  if (auto send = dyn_cast<SendOp>(op);
      send && onAxis(send.getMeshAttr(), send.getAxes()))
    return Transfer{op, stage, int64_t(send.getTo()),
                    send.getInput().getType()};
  if (auto recv = dyn_cast<RecvOp>(op);
      recv && onAxis(recv.getMeshAttr(), recv.getAxes()))
    return Transfer{op, stage, int64_t(recv.getFrom()), recv.getType()};
  return std::nullopt;
}

/// The runs of adjacent transfers in `fn`'s body; fails (reported) on a
/// transfer inside a region, whose count the verifier cannot know.
FailureOr<TransferRuns> collectRuns(PipelineOp pipeline, unsigned stage,
                                    FunctionOpInterface fn) {
  TransferRuns runs;
  bool open = false;
  for (Operation &op : fn.getFunctionBody().front()) {
    std::optional<Transfer> t = transferOf(&op, pipeline, stage);
    if (!t) {
      open = false;
      WalkResult nested = op.walk([&](Operation *inner) {
        return inner != &op && transferOf(inner, pipeline, stage)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      });
      if (nested.wasInterrupted())
        return pipeline.emitOpError()
               << "stage " << stage << " (@" << fn.getName()
               << ") transfers inside a region; stages send and receive at "
                  "the top level of their function";
      continue;
    }
    if (t->peer == int64_t(stage))
      return pipeline.emitOpError()
             << "stage " << stage << " (@" << fn.getName()
             << ") sends to or receives from itself";
    if (!open)
      runs.emplace_back();
    runs.back().push_back(*t);
    open = true;
  }
  return runs;
}

/// Plays the stages' transfers to the end; reports the first mismatch or
/// the stages still waiting.
LogicalResult playTransfers(PipelineOp pipeline,
                            MutableArrayRef<FunctionOpInterface> fns,
                            ArrayRef<TransferRuns> runs) {
  size_t n = runs.size();
  std::vector<size_t> next(n, 0), pending(n, 0);
  std::vector<bool> posted(n, false);
  // Posted and not yet matched, per (sender, receiver).
  std::map<std::pair<int64_t, int64_t>, std::deque<const Transfer *>> sends,
      recvs;
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t s = 0; s < n; ++s) {
      if (posted[s] || next[s] == runs[s].size())
        continue;
      for (const Transfer &t : runs[s][next[s]])
        (isa<SendOp>(t.op) ? sends[{int64_t(s), t.peer}]
                           : recvs[{t.peer, int64_t(s)}])
            .push_back(&t);
      posted[s] = true;
      pending[s] = runs[s][next[s]].size();
      progress = true;
    }
    for (auto &[pair, queue] : sends) {
      std::deque<const Transfer *> &waiting = recvs[pair];
      while (!queue.empty() && !waiting.empty()) {
        const Transfer *send = queue.front(), *recv = waiting.front();
        if (send->type != recv->type) {
          InFlightDiagnostic diag =
              pipeline.emitOpError()
              << "stage " << pair.first << " sends " << send->type
              << " where stage " << pair.second << " receives " << recv->type;
          diag.attachNote(send->op->getLoc()) << "the send";
          diag.attachNote(recv->op->getLoc()) << "the receive";
          return diag;
        }
        queue.pop_front();
        waiting.pop_front();
        --pending[send->stage];
        --pending[recv->stage];
        progress = true;
      }
    }
    for (size_t s = 0; s < n; ++s)
      if (posted[s] && pending[s] == 0) {
        posted[s] = false;
        ++next[s];
        progress = true;
      }
  }
  for (size_t s = 0; s < n; ++s) {
    if (next[s] == runs[s].size())
      continue;
    const Transfer &t = runs[s][next[s]].front();
    InFlightDiagnostic diag =
        pipeline.emitOpError()
        << "schedule deadlocks: stage " << s << " (@" << fns[s].getName()
        << ") waits forever to "
        << (isa<SendOp>(t.op) ? "send to" : "receive from") << " stage "
        << t.peer;
    diag.attachNote(t.op->getLoc()) << "the transfer that never completes";
    return diag;
  }
  return success();
}

} // namespace

LogicalResult PipelineOp::verifySymbolUses(SymbolTableCollection &tables) {
  // C1
  FailureOr<int64_t> size =
      verifyMeshAxes(*this, getMeshAttr(), {getAxis()}, tables);
  if (failed(size))
    return failure();
  if (int64_t(getStages().size()) != *size)
    return emitOpError() << "has " << getStages().size()
                         << " stages but mesh axis \"" << getAxis()
                         << "\" has size " << *size;
  // C3
  if (getMicrobatches() < 1)
    return emitOpError() << "needs at least one microbatch, not "
                         << getMicrobatches();
  if (!schedule::parseKind(getSchedule()))
    return emitOpError() << "has schedule \"" << getSchedule()
                         << "\"; pipelines run " << schedule::kindNames();
  // C2
  SmallVector<FunctionOpInterface> fns;
  for (auto [s, name] :
       llvm::enumerate(getStages().getAsRange<FlatSymbolRefAttr>())) {
    // The code generator and the passes handle func.func stages.
    auto fn = dyn_cast_or_null<func::FuncOp>(
        tables.lookupNearestSymbolFrom(*this, name));
    if (!fn || fn.isExternal())
      return emitOpError() << "stage " << s << " is " << name
                           << ", which is not a func.func with a body";
    fns.push_back(fn);
  }
  // C4
  SmallVector<TransferRuns> runs;
  for (auto [s, fn] : llvm::enumerate(fns)) {
    FailureOr<TransferRuns> stageRuns = collectRuns(*this, s, fn);
    if (failed(stageRuns))
      return failure();
    runs.push_back(std::move(*stageRuns));
  }
  return playTransfers(*this, fns, runs);
}
