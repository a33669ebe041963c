//===- StageBuilderImpl.h - the builder of one rank's function -*- C++ -*-===//
//
// Private to StageBuilder.cpp (the table, the passes, the step),
// StageValues.cpp (how a pass gets each value it reads) and
// StageAccumulations.cpp (the sums over the microbatches): the state of
// building one pipeline rank's function. See StageBuilder.cpp's comment.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_STAGE_BUILDER_IMPL_H
#define SHARD_PASSES_PIPELINE_STAGE_BUILDER_IMPL_H

#include "passes/pipeline/StageBuilder.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"

#include <map>

namespace mlir::dist::stage {

using schedule::Pass;

/// A pass kind of one model chunk: what a region of the schedule runs.
/// The chunk's last action has a region of its own (`final`) when it
/// reduces the chunk's sums over their other axes as they become final.
struct PassKey {
  Pass pass;
  int chunk;
  bool final = false;
  bool operator<(const PassKey &other) const {
    return std::tuple(int(pass), chunk, final) <
           std::tuple(int(other.pass), other.chunk, other.final);
  }
  bool operator==(const PassKey &other) const {
    return pass == other.pass && chunk == other.chunk && final == other.final;
  }
  /// The pass kind any microbatch's action of it runs.
  PassKey base() const { return {pass, chunk, false}; }
};

/// Transfers posted together: the sends of some passes and the receives
/// of others.
struct ExchangeKey {
  std::vector<PassKey> sending, receiving;
  bool operator<(const ExchangeKey &other) const {
    return std::pair(sending, receiving) <
           std::pair(other.sending, other.receiving);
  }
};

/// One row of the table: an action (its chunk's last, maybe), or an
/// exchange.
struct Row {
  std::optional<schedule::Action> action;
  ExchangeKey exchange;
  bool final = false;
};

/// Builds the function of one rank of the pipeline axis (see the file
/// comment).
class StageBuilder {
public:
  StageBuilder(func::FuncOp fn, const StagePlan &plan, unsigned rank,
               unsigned ranks, MeshOp mesh, StringRef axis,
               const StageOptions &options)
      : fn(fn), plan(plan), rank(rank), ranks(ranks),
        chunks(plan.numStages / ranks), mesh(mesh), axis(axis),
        kind(options.kind), bucketBytes(options.bucketBytes),
        recompute(options.recompute), checkpoints(options.checkpoints),
        recomputed(options.recomputed), b(fn.getContext()) {}

  /// The rank's function, running `order`, inserted before `fn`.
  FailureOr<func::FuncOp> build(ArrayRef<schedule::Action> order,
                                SymbolTable &symbols);

private:
  /// A region of the schedule being built: its block, the values it made
  /// (old to new), for a pass which, and the accumulations and result
  /// pieces it adds and stores.
  struct Body {
    Block *block = nullptr;
    IRMapping values;
    std::optional<PassKey> pass;
    DenseSet<Operation *> added;
    DenseSet<int64_t> stored;
  };

  //===--- The table --------------------------------------------------===//

  /// The rows of `order`: exchanges between the groups of passes
  /// emitPasses' rules form; each chunk's last action is final when the
  /// chunk has sums to reduce in the table.
  std::vector<Row> tableRows(ArrayRef<schedule::Action> order) const;
  /// Whether `acc`'s sum is reduced over its other axes in the table, by
  /// its chunk's last action: it has such axes, and they are not the
  /// pipeline's (which the table's exchanges alone may use).
  bool reducedInTable(AllReduceOp acc) const;
  /// The reduce_scatter of `acc`'s sum over other axes than the
  /// pipeline's (a sharded optimizer's gradient: ZeRO-1) in the step of
  /// `stage`, `acc`'s, which the chunk's last action starts as the sum
  /// becomes final, left in flight as DDP's reductions are; null if that
  /// step has none.
  ReduceScatterOp scatteredInTable(AllReduceOp acc, unsigned stage) const;
  /// Whether chunk `c`'s last action reduces or scatters sums.
  bool finalizesInTable(unsigned c) const;
  /// What a pass receives (values, from which rank) and sends (values, to
  /// which rank); null values: nothing.
  struct Transfers {
    std::pair<const SetVector<Value> *, unsigned> received{nullptr, 0},
        sent{nullptr, 0};
  };
  Transfers transfersOf(PassKey key) const;

  //===--- Values -----------------------------------------------------===//

  Type wholeType(Type t, std::optional<int64_t> dim) const;
  std::optional<int64_t> microbatchDim(DictionaryAttr attrs) const;
  /// The value of `v` where the builder is: the current body (or the
  /// prologue's loop, or the step), made if needed.
  Value materialize(Value v);
  /// `v`, which no microbatch changes, made once before the schedule.
  Value hoist(Value v);
  /// Whether `v` is an all_gather of one of the step's stored arguments
  /// (not the batch), FSDP's gather of a weight stored sharded, or made
  /// from one by what no microbatch changes.
  bool readsGatheredWeight(Value v);
  /// A statistic of the batch's data (StagePlan::prologue), made at the
  /// start of the function from every microbatch and reduced over the
  /// other axes, for every pass to read.
  Value materializeStatistic(Value v);
  /// The rank a group rank over the microbatch axis (the minor-most of its
  /// axes) has for the current microbatch.
  Value microbatchRank(GroupRankOp rank);
  void cloneInto(Operation *op);
  /// The current microbatch's block (of type `type`) of `whole`, whose dim
  /// `dim` holds every microbatch.
  Value sliceMicrobatch(Value whole, RankedTensorType type, int64_t dim,
                        Location loc);
  /// A buffer of `type` made before the schedule.
  Value newBuffer(RankedTensorType type, Location loc);
  /// The value of `v` made by body `from`, for the current body of the same
  /// chunk and microbatch: stored into a slot by `from`, loaded here.
  Value fromStash(Value v, unsigned from);
  /// Gives each kept value its buffer, once every pass that reads it is
  /// known: as many slots as microbatches hold it at once on this rank.
  /// Passes of one kind and chunk run in microbatch order, so the
  /// microbatches held are consecutive and `microbatch mod slots` tells
  /// them apart.
  void placeStash();

  //===--- Bodies -----------------------------------------------------===//

  /// Makes body `index` the one being built, at its end.
  void enter(unsigned index);
  /// The body of a pass: its receives, its ops, the accumulations and
  /// result pieces it makes, its sends.
  LogicalResult emitPass(PassKey key);
  /// The exchange of `key`'s sends and receives.
  void emitExchange(const ExchangeKey &key);
  /// Adds the current microbatch's input of each accumulation the current
  /// body's pass kind adds, once its input is made (with `all`, every one
  /// no pass kind adds, made here). Reduce_scattered terms are
  /// scatterTerm's.
  void accumulate(bool all);
  /// `acc`'s running sum, a buffer of `type` set to the reduction's
  /// identity before the schedule (made on first use).
  Value sumOf(AllReduceOp acc, RankedTensorType type);
  /// Adds `input` into `acc`'s running sum.
  void addTerm(AllReduceOp acc, Value input);
  /// `term`, a reduce_scattered term of `acc`, where the pass makes it:
  /// stores the term's input, its own block plus `acc`'s running sum (this
  /// rank's share), into a whole buffer and starts a
  /// dist.reduce_scatter_buffers from it into the running sum, left in
  /// flight while the pass goes on and the table's next rows run (the
  /// chunk's next pass, which reads the sum, and the table's end complete
  /// it). The terms of a type share one whole buffer, as every body does:
  /// the code generator completes the reduction in flight from it before
  /// the next store into it, so a rank holds whole one gradient of each
  /// shape (a layer's, where the layers are alike) and each reduce_scatter
  /// has until the next gradient of its shape is made.
  void scatterTerm(AllReduceOp acc, ReduceScatterOp term);
  /// Stores the current microbatch's pieces of the results the current
  /// body's pass kind makes (with `all`, every one no pass kind stores,
  /// made here).
  void storePieces(bool all);
  /// Reduces the sums reducedInTable over their other axes in each final
  /// body, in buckets as they become final, and starts the reduce_scatters
  /// scatteredInTable of the others into their shares.
  void emitReductions();
  /// The step's accumulated values reduced over their other axes, and the
  /// ops that use them.
  void emitStep();
  /// Sends (or receives) a value one stage's step makes for another's.
  void emitStepTransfer(const StepTransfer &transfer);
  /// The function's results.
  SmallVector<Value> emitResults(ArrayRef<int64_t> numbers, Location loc);
  /// The virtual stages this rank runs, chunk by chunk.
  SmallVector<unsigned> myStages() const {
    SmallVector<unsigned> stages;
    for (unsigned c = 0; c < chunks; ++c)
      stages.push_back(c * ranks + rank);
    return stages;
  }
  unsigned stageOf(PassKey key) const {
    return unsigned(key.chunk) * ranks + rank;
  }
  ArrayAttr axisAttr() { return b.getStrArrayAttr({axis}); }

  func::FuncOp fn;
  /// readsGatheredWeight's answers.
  DenseMap<Value, bool> gatheredWeight;
  const StagePlan &plan;
  unsigned rank, ranks, chunks;
  MeshOp mesh;
  StringRef axis;
  schedule::Kind kind;
  /// The most bytes one dist.all_reduce_buffers reduces (0: one sum each).
  int64_t bucketBytes;
  /// Later passes make the forward's values again (StageOptions).
  bool recompute;
  const DenseSet<Value> *checkpoints;
  const DenseSet<Value> *recomputed;
  OpBuilder b;
  Block *entry = nullptr;
  /// The statistics are made before `prologueEnd`, and what every
  /// microbatch shares (with the buffers) before `hoistEnd`; both are
  /// placeholders erased at the end.
  Operation *prologueEnd = nullptr, *hoistEnd = nullptr;
  ScheduleOp scheduleOp;
  /// The microbatch being built for (an index value): a region's argument,
  /// or the prologue loop's induction variable.
  Value microbatch;
  /// Values made once for all microbatches, and once per step.
  IRMapping shared, step;
  /// What the prologue (the batch's statistics) made, for later statistics,
  /// and whether one is being made.
  IRMapping prologueShared;
  bool inPrologue = false;
  /// The values of the context being built: a body's, the prologue loop's,
  /// or the step's.
  IRMapping *current = nullptr;
  std::vector<Body> bodies;
  std::optional<unsigned> currentBody;
  std::map<PassKey, unsigned> passBodies;
  std::map<ExchangeKey, unsigned> exchangeBodies;
  /// The body that made each per-microbatch value (old values).
  DenseMap<Value, unsigned> madeIn;
  /// With recomputation: the values forward passes make (which later
  /// passes make again), and those they receive from other stages (which
  /// are kept).
  DenseSet<Value> forwardMade, forwardInputs;
  /// Each value kept between the bodies of its chunk: the body that makes
  /// it, the bodies that read it, and its loads and store (which index a
  /// placeholder until placeStash).
  struct Kept {
    unsigned maker;
    SmallVector<unsigned> readers;
    SmallVector<Operation *> accesses;
    Value placeholder;
  };
  llvm::MapVector<Value, Kept> stash;
  /// The buffers each pass key sends from and receives into, per value.
  std::map<PassKey, SmallVector<Value>> sendBuffers, receiveBuffers;
  /// Each accumulation's running sum, and the pass kind that adds to it.
  DenseMap<Operation *, Value> sums;
  std::map<Operation *, PassKey> adders;
  /// The whole buffer reduce_scattered terms of each type are scattered
  /// from (scatterTerm).
  DenseMap<Type, Value> wholeBuffers;
  /// The share each step reduce_scatter scatteredInTable writes, which the
  /// step loads in its place.
  DenseMap<Operation *, Value> scatteredShares;
  /// Each result's buffer of pieces, and the pass kind that stores them.
  DenseMap<int64_t, Value> pieces;
  std::map<int64_t, PassKey> storers;
  /// The results this rank returns (numbers among the program's).
  SmallVector<int64_t> resultNumbers;
  /// The rank's actions in order.
  ArrayRef<schedule::Action> actions;
  /// The first internal error (a plan the builder cannot run), if any.
  std::optional<std::string> problem;
};

} // namespace mlir::dist::stage

#endif // SHARD_PASSES_PIPELINE_STAGE_BUILDER_IMPL_H
