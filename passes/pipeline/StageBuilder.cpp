//===- StageBuilder.cpp - the function of one pipeline rank ---------------===//
//
// See StageBuilder.h. A rank's function is a prologue (the batch's
// statistics, then what every microbatch shares, made once), a
// dist.schedule, and the step. The schedule has one region per pass kind
// and model chunk (forward, backward, weight gradient), each built once
// with the microbatch as a value, and one per distinct group of transfers;
// its table lists the rank's actions in the schedule's order with an
// exchange row wherever transfers are posted together. A value one pass
// makes and a later pass of the same microbatch and chunk reads is kept in
// a buffer with a slot per microbatch that holds it at once (slot:
// microbatch mod slots); accumulations add into buffers; the
// per-microbatch pieces of results are stored at their microbatch. After
// the schedule the step's sums are reduced over their other axes and the
// per-step ops follow. How a pass gets each value it reads (the stash,
// recomputation, the microbatch's slices) is StageValues.cpp's; how its
// sums are added and reduced, StageAccumulations.cpp's; the builder's
// state is in StageBuilderImpl.h.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StageBuilderImpl.h"

#include "passes/pipeline/Accumulations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::stage;

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

StageBuilder::Transfers StageBuilder::transfersOf(PassKey key) const {
  Transfers t;
  unsigned stage = stageOf(key);
  unsigned last = plan.numStages - 1;
  // Forward passes receive from the stage before and send to the one
  // after; backward passes the other way round; weight-gradient passes
  // neither. Virtual stage k runs on rank k mod ranks (the last rank's
  // chunk c hands on to rank 0's chunk c + 1).
  if (key.pass == Pass::Forward) {
    if (stage > 0)
      t.received = {&plan.crossing[stage - 1], (stage - 1) % ranks};
    if (stage < last)
      t.sent = {&plan.crossing[stage], (stage + 1) % ranks};
  } else if (key.pass == Pass::Backward) {
    if (stage < last)
      t.received = {&plan.backCrossing[stage], (stage + 1) % ranks};
    if (stage > 0)
      t.sent = {&plan.backCrossing[stage - 1], (stage - 1) % ranks};
  }
  return t;
}

std::vector<Row>
StageBuilder::tableRows(ArrayRef<schedule::Action> order) const {
  std::vector<Row> rows;
  auto keysOf = [&](ArrayRef<schedule::Action> actions, bool sends) {
    std::vector<PassKey> keys;
    for (const schedule::Action &a : actions) {
      PassKey key{a.pass, a.chunk};
      Transfers t = transfersOf(key);
      if (sends ? t.sent.first && !t.sent.first->empty()
                : t.received.first && !t.received.first->empty())
        keys.push_back(key);
    }
    return keys;
  };
  auto slice = [&](schedule::Span span) {
    return order.slice(span.begin, span.end - span.begin);
  };
  ArrayRef<schedule::Action> sending;
  for (const schedule::Group &group : schedule::transferGroups(order, kind)) {
    ExchangeKey exchange{keysOf(sending, true),
                         keysOf(slice(group.receiving), false)};
    if (!exchange.sending.empty() || !exchange.receiving.empty())
      rows.push_back({std::nullopt, exchange});
    for (const schedule::Action &a : slice(group.passes))
      rows.push_back({a, {}});
    sending = slice(group.sending);
  }
  ExchangeKey last{keysOf(sending, true), {}};
  if (!last.sending.empty())
    rows.push_back({std::nullopt, last});
  // Each chunk's last action makes its sums final: it reduces them, when
  // the chunk has sums to reduce or scatter in the table.
  for (unsigned c = 0; c < chunks; ++c) {
    if (!finalizesInTable(c))
      continue;
    auto lastAction = llvm::find_if(llvm::reverse(rows), [&](const Row &row) {
      return row.action && row.action->chunk == int(c);
    });
    if (lastAction != rows.rend())
      lastAction->final = true;
  }
  return rows;
}

//===----------------------------------------------------------------------===//
// Bodies
//===----------------------------------------------------------------------===//

void StageBuilder::enter(unsigned index) {
  Body &body = bodies[index];
  currentBody = index;
  current = &body.values;
  microbatch = body.block->getArgument(0);
  b.setInsertionPointToEnd(body.block);
}

LogicalResult StageBuilder::emitPass(PassKey key) {
  enter(passBodies.at(key));
  unsigned stage = stageOf(key);
  Transfers t = transfersOf(key);
  // A final body transfers through the buffers of its pass kind's other
  // body, the exchanges' (made by whichever is built first).
  if (auto [values, from] = t.received; values) {
    SmallVector<Value> &buffers = receiveBuffers[key.base()];
    bool made = !buffers.empty();
    for (auto [i, v] : llvm::enumerate(*values)) {
      auto type = cast<RankedTensorType>(v.getType());
      if (!made)
        buffers.push_back(newBuffer(type, v.getLoc()));
      current->map(v, LoadOp::create(b, v.getLoc(), type, buffers[i], Value()));
      madeIn[v] = *currentBody;
      if (key.pass == Pass::Forward)
        forwardInputs.insert(v);
    }
  }
  ArrayRef<Operation *> ops;
  switch (key.pass) {
  case Pass::Forward:
    ops = plan.ops[stage];
    break;
  case Pass::Backward:
    ops = plan.backward[stage];
    break;
  case Pass::WeightGradient:
    ops = plan.weightGradient[stage];
    break;
  }
  // Each accumulation adds its input as soon as it is made, so that the
  // final body can reduce the sum while the pass goes on; a reduce_scattered
  // term starts where it is made.
  auto emit = [&](ArrayRef<Operation *> list) {
    for (Operation *op : list) {
      auto term = dyn_cast<ReduceScatterOp>(op);
      if (AllReduceOp acc = term ? scatteredTermSum(term) : AllReduceOp())
        scatterTerm(acc, term);
      else
        cloneInto(op);
      accumulate(/*all=*/false);
    }
  };
  emit(ops);
  // Without a split backward, the weight gradients are part of it.
  if (key.pass == Pass::Backward && kind != schedule::Kind::ZeroBubbleH1)
    emit(plan.weightGradient[stage]);
  storePieces(/*all=*/false);
  if (auto [values, to] = t.sent; values) {
    SmallVector<Value> &buffers = sendBuffers[key.base()];
    bool made = !buffers.empty();
    for (auto [i, v] : llvm::enumerate(*values)) {
      Value value = materialize(v);
      if (!made)
        buffers.push_back(
            newBuffer(cast<RankedTensorType>(v.getType()), v.getLoc()));
      StoreOp::create(b, v.getLoc(), value, buffers[i], Value());
    }
  }
  if (problem)
    return fn.emitOpError()
           << "cannot be pipelined on rank " << rank << ": " << *problem;
  return success();
}

void StageBuilder::emitExchange(const ExchangeKey &key) {
  enter(exchangeBodies.at(key));
  SmallVector<Value> sends, receives;
  SmallVector<int64_t> to, from;
  for (PassKey pass : key.sending) {
    unsigned peer = transfersOf(pass).sent.second;
    for (Value buffer : sendBuffers[pass]) {
      sends.push_back(buffer);
      to.push_back(peer);
    }
  }
  for (PassKey pass : key.receiving) {
    unsigned peer = transfersOf(pass).received.second;
    for (Value buffer : receiveBuffers[pass]) {
      receives.push_back(buffer);
      from.push_back(peer);
    }
  }
  ExchangeOp::create(b, fn.getLoc(), mesh.getSymName(), axisAttr(), sends,
                     b.getDenseI64ArrayAttr(to), receives,
                     b.getDenseI64ArrayAttr(from));
}

void StageBuilder::storePieces(bool all) {
  Body &body = bodies[*currentBody];
  PassKey key = body.pass->base();
  for (int64_t number : resultNumbers) {
    const PlannedResult &result = plan.results[number];
    if (body.stored.contains(number) || plan.perStep.contains(result.piece) ||
        !plan.perMicrobatch.contains(result.piece))
      continue;
    // An argument returned whole is returned as it is.
    if (auto arg = dyn_cast<BlockArgument>(result.piece);
        arg && !result.dim &&
        !microbatchDim(fn.getArgAttrDict(arg.getArgNumber())))
      continue;
    // Another pass kind's; or not made here (with `all`, made here when no
    // pass kind stores it).
    auto storer = storers.find(number);
    if (storer != storers.end() && !(storer->second == key))
      continue;
    if (!all && !current->contains(result.piece))
      continue;
    storers.insert({number, key});
    body.stored.insert(number);
    Value piece = materialize(result.piece);
    Value &buffer = pieces[number];
    if (!buffer) {
      // Pieces split by microbatches go at their microbatch; one that is
      // not (a single microbatch's) is the buffer's whole tensor.
      auto type = cast<RankedTensorType>(piece.getType());
      SmallVector<int64_t> shape;
      if (result.dim)
        shape.push_back(plan.microbatches);
      llvm::append_range(shape, type.getShape());
      buffer = newBuffer(type.clone(shape), piece.getLoc());
    }
    StoreOp::create(b, piece.getLoc(), piece, buffer,
                    result.dim ? microbatch : Value());
  }
}

void StageBuilder::emitStep() {
  current = &step;
  currentBody.reset();
  for (unsigned stage : myStages())
    for (AllReduceOp acc : plan.accumulations[stage]) {
      Value total = LoadOp::create(
          b, acc.getLoc(), cast<RankedTensorType>(acc.getInput().getType()),
          sums[acc], Value());
      // Reduced by the chunk's last action already, or here.
      SmallVector<StringRef> rest = otherAxes(acc);
      if (!rest.empty() && !reducedInTable(acc))
        total = AllReduceOp::create(b, acc.getLoc(), acc.getType(),
                                    acc.getMeshAttr(), b.getStrArrayAttr(rest),
                                    total, acc.getReductionAttr());
      step.map(acc.getResult(), total);
    }
  // Every stage's step ops in program order, each rank cloning its own;
  // a value another stage's step reads is sent just before its first such
  // reader, at the same point of that order on both ranks.
  SmallVector<std::pair<Operation *, unsigned>> order;
  for (auto [stage, ops] : llvm::enumerate(plan.stepOps))
    for (Operation *op : ops)
      order.push_back({op, unsigned(stage)});
  llvm::sort(order, [](const auto &x, const auto &y) {
    return x.first->isBeforeInBlock(y.first);
  });
  SmallVector<unsigned> mine = myStages();
  DenseSet<unsigned> sent;
  for (auto [op, stage] : order) {
    SetVector<Value> read = valuesRead(op);
    for (auto [k, transfer] : llvm::enumerate(plan.stepTransfers))
      if (transfer.to == stage && read.contains(transfer.value) &&
          sent.insert(unsigned(k)).second)
        emitStepTransfer(transfer);
    if (!llvm::is_contained(mine, stage))
      continue;
    // Scattered in the table already: its share.
    if (Value share = scatteredShares.lookup(op)) {
      auto scatter = cast<ReduceScatterOp>(op);
      step.map(scatter.getResult(),
               LoadOp::create(b, scatter.getLoc(), scatter.getType(), share,
                              Value()));
      continue;
    }
    cloneInto(op);
  }
}

void StageBuilder::emitStepTransfer(const StepTransfer &transfer) {
  unsigned from = transfer.from % ranks, to = transfer.to % ranks;
  Value v = transfer.value;
  if (from == to || (rank != from && rank != to))
    return;
  auto type = cast<RankedTensorType>(v.getType());
  Value buffer = newBuffer(type, v.getLoc());
  auto none = b.getDenseI64ArrayAttr({});
  if (rank == from) {
    StoreOp::create(b, v.getLoc(), materialize(v), buffer, Value());
    ExchangeOp::create(b, v.getLoc(), mesh.getSymName(), axisAttr(),
                       ValueRange{buffer}, b.getDenseI64ArrayAttr({to}),
                       ValueRange{}, none);
  } else {
    ExchangeOp::create(b, v.getLoc(), mesh.getSymName(), axisAttr(),
                       ValueRange{}, none, ValueRange{buffer},
                       b.getDenseI64ArrayAttr({from}));
    step.map(v, LoadOp::create(b, v.getLoc(), type, buffer, Value()));
  }
}

SmallVector<Value> StageBuilder::emitResults(ArrayRef<int64_t> numbers,
                                             Location loc) {
  SmallVector<Value> results;
  for (int64_t number : numbers) {
    const PlannedResult &result = plan.results[number];
    Value buffer = pieces.lookup(number);
    if (!buffer) {
      // Made once per step, or by no microbatch in particular.
      results.push_back(materialize(result.piece));
      continue;
    }
    auto bufferType = cast<BufferType>(buffer.getType()).getTensorType();
    Value all = LoadOp::create(b, loc, bufferType, buffer, Value());
    if (!result.dim) {
      results.push_back(all);
      continue;
    }
    // [microbatches, piece...] to the whole result: the microbatch dim
    // moved next to the dim it splits, then the two merged.
    int64_t dim = *result.dim;
    int64_t rank = bufferType.getRank();
    if (dim > 0) {
      SmallVector<int64_t> permutation, shape;
      for (int64_t d = 1; d <= dim; ++d)
        permutation.push_back(d);
      permutation.push_back(0);
      for (int64_t d = dim + 1; d < rank; ++d)
        permutation.push_back(d);
      for (int64_t d : permutation)
        shape.push_back(bufferType.getDimSize(d));
      Value init =
          tensor::EmptyOp::create(b, loc, shape, bufferType.getElementType());
      all = linalg::TransposeOp::create(b, loc, all, init, permutation)
                .getResult()[0];
    }
    SmallVector<ReassociationIndices> groups;
    for (int64_t d = 0; d < rank - 1; ++d) {
      if (d < dim)
        groups.push_back({d});
      else if (d == dim)
        groups.push_back({d, d + 1});
      else
        groups.push_back({d + 1});
    }
    results.push_back(tensor::CollapseShapeOp::create(b, loc, all, groups));
  }
  return results;
}

FailureOr<func::FuncOp> StageBuilder::build(ArrayRef<schedule::Action> order,
                                            SymbolTable &symbols) {
  Block &body = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  Location loc = fn.getLoc();

  SmallVector<Type> argTypes, resultTypes;
  for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes()))
    argTypes.push_back(wholeType(t, microbatchDim(fn.getArgAttrDict(i))));
  for (auto [i, result] : llvm::enumerate(plan.results))
    if (result.stage % ranks == rank) {
      resultTypes.push_back(wholeType(result.piece.getType(), result.dim));
      resultNumbers.push_back(int64_t(i));
    }

  // Before `fn`, which goes away: the stages end up in order.
  b.setInsertionPoint(fn);
  auto stageFn = func::FuncOp::create(
      b, loc, (fn.getSymName() + "_stage" + Twine(rank)).str(),
      b.getFunctionType(argTypes, resultTypes));
  stageFn.setPrivate();
  symbols.insert(stageFn);
  entry = stageFn.addEntryBlock();
  b.setInsertionPointToStart(entry);
  // Placeholders the statistics, then the shared values and buffers, go
  // before; erased at the end.
  prologueEnd = arith::ConstantIndexOp::create(b, loc, 0);
  hoistEnd = arith::ConstantIndexOp::create(b, loc, 0);

  // The table, and a region per pass kind and per group of transfers.
  actions = order;
  std::vector<Row> rows = tableRows(order);
  SmallVector<int32_t> cases, microbatches;
  SmallVector<Attribute> kinds;
  SmallVector<int64_t> regionChunks;
  static const StringRef passKinds[] = {
      ScheduleOp::kForward, ScheduleOp::kBackward, ScheduleOp::kWeightGradient};
  for (const Row &row : rows) {
    unsigned region;
    if (row.action) {
      PassKey key{row.action->pass, row.action->chunk, row.final};
      auto [it, added] = passBodies.insert({key, unsigned(kinds.size())});
      if (added) {
        kinds.push_back(b.getStringAttr(passKinds[int(key.pass)]));
        regionChunks.push_back(key.chunk);
      }
      region = it->second;
      microbatches.push_back(row.action->microbatch);
    } else {
      auto [it, added] =
          exchangeBodies.insert({row.exchange, unsigned(kinds.size())});
      if (added) {
        kinds.push_back(b.getStringAttr(ScheduleOp::kExchange));
        regionChunks.push_back(0);
      }
      region = it->second;
      microbatches.push_back(0);
    }
    cases.push_back(int32_t(region));
  }
  scheduleOp = ScheduleOp::create(
      b, loc, TypeRange{}, b.getDenseI32ArrayAttr(cases),
      b.getDenseI32ArrayAttr(microbatches), b.getArrayAttr(kinds),
      b.getDenseI64ArrayAttr(regionChunks), unsigned(kinds.size()));
  bodies.resize(kinds.size());
  for (auto [i, region] : llvm::enumerate(scheduleOp.getBodies())) {
    bodies[i].block = b.createBlock(&region, {}, {b.getIndexType()}, {loc});
  }
  for (auto [key, index] : passBodies)
    bodies[index].pass = key;

  // Passes in the order one microbatch meets them (forward through the
  // chunks, then backward and weight gradients back), so that what a pass
  // reads from an earlier one of its microbatch is known; exchanges last.
  SmallVector<PassKey> passOrder;
  for (int c = 0; c < int(chunks); ++c)
    passOrder.push_back({Pass::Forward, c});
  for (int c = int(chunks) - 1; c >= 0; --c) {
    passOrder.push_back({Pass::Backward, c});
    passOrder.push_back({Pass::WeightGradient, c});
  }
  // A final body after its pass kind's other (no pass of its chunk follows
  // it, so none reads what it makes).
  for (PassKey key : passOrder)
    for (PassKey body : {key, PassKey{key.pass, key.chunk, true}})
      if (passBodies.count(body) && failed(emitPass(body)))
        return failure();
  // What no pass made (it reads only the batch): made in the rank's first
  // forward pass (either body).
  for (bool final : {false, true}) {
    auto first = passBodies.find(PassKey{Pass::Forward, 0, final});
    if (first == passBodies.end())
      continue;
    enter(first->second);
    accumulate(/*all=*/true);
    storePieces(/*all=*/true);
  }
  emitReductions();
  for (const auto &[key, index] : exchangeBodies)
    emitExchange(key);
  placeStash();

  b.setInsertionPointAfter(scheduleOp);
  emitStep();
  SmallVector<Value> results = emitResults(resultNumbers, ret.getLoc());
  func::ReturnOp::create(b, ret.getLoc(), results);
  prologueEnd->erase();
  hoistEnd->erase();
  if (problem)
    return fn.emitOpError()
           << "cannot be pipelined on rank " << rank << ": " << *problem;
  if (!resultNumbers.empty())
    stageFn->setAttr(DistDialect::kResultNumbersAttrName,
                     b.getDenseI64ArrayAttr(resultNumbers));

  // Only the arguments the stage reads.
  llvm::BitVector unused(entry->getNumArguments());
  SmallVector<int64_t> numbers;
  for (BlockArgument arg : entry->getArguments()) {
    if (arg.use_empty())
      unused.set(arg.getArgNumber());
    else
      numbers.push_back(arg.getArgNumber());
  }
  (void)stageFn.eraseArguments(unused);
  stageFn->setAttr(DistDialect::kArgNumbersAttrName,
                   b.getDenseI64ArrayAttr(numbers));
  return stageFn;
}

FailureOr<func::FuncOp>
mlir::dist::buildStage(func::FuncOp fn, const StagePlan &plan, unsigned rank,
                       unsigned ranks, ArrayRef<schedule::Action> order,
                       MeshOp mesh, StringRef axis, const StageOptions &options,
                       SymbolTable &symbols) {
  return StageBuilder(fn, plan, rank, ranks, mesh, axis, options)
      .build(order, symbols);
}
