//===- PipelineOp.cpp - dist.pipeline and the proof its schedule ends -----===//
//
// A pipeline's stage functions exchange activations with dist.exchange
// (or dist.send and dist.recv). Before anything runs, the verifier plays
// their transfers the way the runtime will -- each dist.exchange, row by
// row of a dist.schedule's table, or run of adjacent sends and receives is
// posted together and waited for -- and rejects a schedule in which some
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
  bool send;
  unsigned stage;
  /// The stage it sends to or receives from.
  int64_t peer;
  Type type;
};

/// The transfers of one stage, in runs posted together.
using TransferRuns = std::vector<std::vector<Transfer>>;

/// True if `op` communicates on the pipeline axis of `pipeline`.
bool onPipelineAxis(CollectiveOpInterface op, PipelineOp pipeline) {
  ArrayAttr axes = op.getAxes();
  return op.getMeshAttr() == pipeline.getMeshAttr() && axes.size() == 1 &&
         cast<StringAttr>(axes[0]).getValue() == pipeline.getAxis();
}

/// The transfer on the pipeline axis that `op` is, if it is a dist.send or
/// dist.recv.
std::optional<Transfer> transferOf(Operation *op, PipelineOp pipeline,
                                   unsigned stage) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective || !onPipelineAxis(collective, pipeline))
    return std::nullopt;
  if (auto send = dyn_cast<SendOp>(op))
    return Transfer{op, true, stage, int64_t(send.getTo()),
                    send.getInput().getType()};
  if (auto recv = dyn_cast<RecvOp>(op))
    return Transfer{op, false, stage, int64_t(recv.getFrom()), recv.getType()};
  return std::nullopt;
}

/// The run of a dist.exchange on the pipeline axis; none for another op.
std::optional<std::vector<Transfer>>
exchangeRun(Operation *op, PipelineOp pipeline, unsigned stage) {
  auto exchange = dyn_cast<ExchangeOp>(op);
  if (!exchange || !onPipelineAxis(exchange, pipeline))
    return std::nullopt;
  std::vector<Transfer> run;
  auto add = [&](bool send, ValueRange buffers, ArrayRef<int64_t> peers) {
    for (auto [buffer, peer] : llvm::zip(buffers, peers))
      run.push_back({op, send, stage, peer,
                     cast<BufferType>(buffer.getType()).getTensorType()});
  };
  add(true, exchange.getSends(), exchange.getTo());
  add(false, exchange.getReceives(), exchange.getFrom());
  return run;
}

/// Fails (reported) if `op` has a transfer on the pipeline axis nested in
/// it where the verifier cannot count it.
LogicalResult checkNoNestedTransfers(Operation *op, PipelineOp pipeline,
                                     unsigned stage, FunctionOpInterface fn) {
  WalkResult nested = op->walk([&](Operation *inner) {
    auto collective = dyn_cast<CollectiveOpInterface>(inner);
    return inner != op && collective &&
                   isa<SendOp, RecvOp, ExchangeOp>(inner) &&
                   onPipelineAxis(collective, pipeline)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (nested.wasInterrupted())
    return pipeline.emitOpError()
           << "stage " << stage << " (@" << fn.getName()
           << ") transfers inside a region; stages send and receive at the "
              "top level of their function or of a dist.schedule region";
  return success();
}

/// The runs of one region of a dist.schedule: its exchanges, in order.
FailureOr<TransferRuns> regionRuns(Block &block, PipelineOp pipeline,
                                   unsigned stage, FunctionOpInterface fn) {
  TransferRuns runs;
  for (Operation &op : block) {
    if (std::optional<std::vector<Transfer>> run =
            exchangeRun(&op, pipeline, stage)) {
      runs.push_back(std::move(*run));
      continue;
    }
    if (transferOf(&op, pipeline, stage))
      return pipeline.emitOpError()
             << "stage " << stage << " (@" << fn.getName()
             << ") has a dist.send or dist.recv in a dist.schedule region; "
                "a schedule's transfers are dist.exchange ops";
    if (failed(checkNoNestedTransfers(&op, pipeline, stage, fn)))
      return failure();
  }
  return runs;
}

/// The runs of `fn`'s body: adjacent dist.send and dist.recv ops (a send of
/// a value just received starts a new run, as the code generator posts
/// it), each dist.exchange, and a dist.schedule's exchanges row by row.
FailureOr<TransferRuns> collectRuns(PipelineOp pipeline, unsigned stage,
                                    FunctionOpInterface fn) {
  TransferRuns runs;
  bool open = false;
  for (Operation &op : fn.getFunctionBody().front()) {
    std::optional<Transfer> t = transferOf(&op, pipeline, stage);
    if (!t) {
      open = false;
      if (std::optional<std::vector<Transfer>> run =
              exchangeRun(&op, pipeline, stage)) {
        runs.push_back(std::move(*run));
        continue;
      }
      if (auto schedule = dyn_cast<ScheduleOp>(op)) {
        // C5
        for (auto [row, microbatch] :
             llvm::enumerate(schedule.getMicrobatches()))
          if (int64_t(microbatch) >= int64_t(pipeline.getMicrobatches()))
            return pipeline.emitOpError()
                   << "stage " << stage << " (@" << fn.getName()
                   << ") runs microbatch " << microbatch << " in row " << row
                   << " of its schedule, but the pipeline has "
                   << pipeline.getMicrobatches();
        std::vector<TransferRuns> byRegion;
        for (Region &region : schedule.getBodies()) {
          FailureOr<TransferRuns> inRegion =
              regionRuns(region.front(), pipeline, stage, fn);
          if (failed(inRegion))
            return failure();
          byRegion.push_back(std::move(*inRegion));
        }
        for (int32_t region : schedule.getCases())
          llvm::append_range(runs, byRegion[region]);
        continue;
      }
      if (failed(checkNoNestedTransfers(&op, pipeline, stage, fn)))
        return failure();
      continue;
    }
    // A send of what this run receives waits for the receive.
    if (open && t->send && llvm::any_of(runs.back(), [&](const Transfer &r) {
          return !r.send && r.op->getResult(0) == t->op->getOperand(0);
        }))
      open = false;
    if (!open)
      runs.emplace_back();
    runs.back().push_back(*t);
    open = true;
  }
  for (const std::vector<Transfer> &run : runs)
    for (const Transfer &t : run)
      if (t.peer == int64_t(stage))
        return pipeline.emitOpError()
               << "stage " << stage << " (@" << fn.getName()
               << ") sends to or receives from itself";
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
        (t.send ? sends[{int64_t(s), t.peer}] : recvs[{t.peer, int64_t(s)}])
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
    InFlightDiagnostic diag = pipeline.emitOpError()
                              << "schedule deadlocks: stage " << s << " (@"
                              << fns[s].getName() << ") waits forever to "
                              << (t.send ? "send to" : "receive from")
                              << " stage " << t.peer;
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
