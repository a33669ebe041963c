//===- GivenPlan.cpp - a plan given as text, parsed and estimated ---------===//
//
// See GivenPlan.h.
//
//===----------------------------------------------------------------------===//

#include "passes/planner/GivenPlan.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::plan;

namespace {

/// The techniques a given plan names after its schedule, in any order:
/// each at most once, one recomputation and one state sharding at most.
struct Techniques {
  Recompute recompute = Recompute::None;
  StateSharding state = StateSharding::None;
  bool sequenceParallel = false;
  bool unfusedAttention = false;
  StageBalance balance = StageBalance::Flops;
  /// Options::collectiveMatmul: 1 unless named (0: named without a count).
  int64_t collectiveMatmul = 1;
};

/// Parses `names` into `t`; on failure, why (one clause).
LogicalResult parseTechniques(ArrayRef<StringRef> names, Techniques &t,
                              std::string &why) {
  llvm::StringSet<> seen;
  bool recomputeNamed = false, stateNamed = false;
  for (StringRef name : names) {
    StringRef key = name.starts_with("balance=") ? "balance="
                    : name.starts_with("collective-matmul")
                        ? "collective-matmul"
                        : name;
    if (!seen.insert(key).second) {
      why = ("'" + key + "' is named twice").str();
      return failure();
    }
    std::optional<Recompute> recompute =
        llvm::StringSwitch<std::optional<Recompute>>(name)
            .Case("recompute", Recompute::Full)
            .Case("selective-recompute", Recompute::Selective)
            .Default(std::nullopt);
    std::optional<StateSharding> state =
        llvm::StringSwitch<std::optional<StateSharding>>(name)
            .Case("shard-optimizer", StateSharding::Optimizer)
            .Case("shard-gradients", StateSharding::Gradients)
            .Case("fsdp", StateSharding::Full)
            .Default(std::nullopt);
    if (recompute) {
      if (recomputeNamed) {
        why = "it names two recomputations";
        return failure();
      }
      recomputeNamed = true;
      t.recompute = *recompute;
    } else if (state) {
      if (stateNamed) {
        why = "it names two shardings of the state";
        return failure();
      }
      stateNamed = true;
      t.state = *state;
    } else if (name == "sequence-parallel") {
      t.sequenceParallel = true;
    } else if (name == "unfused-attention") {
      t.unfusedAttention = true;
    } else if (key == "collective-matmul") {
      StringRef count = name.drop_front(key.size());
      t.collectiveMatmul = 0;
      if (!count.empty() &&
          (!count.consume_front("=") ||
           count.getAsInteger(10, t.collectiveMatmul) ||
           t.collectiveMatmul < 1 || t.collectiveMatmul > 64)) {
        why = ("'" + name +
               "' is not collective-matmul or collective-matmul=N "
               "with N chunks, 1 to 64")
                  .str();
        return failure();
      }
    } else if (key == "balance=") {
      std::optional<StageBalance> balance =
          parseStageBalance(name.drop_front(key.size()));
      if (!balance) {
        why = ("'" + name + "' is not a balance").str();
        return failure();
      }
      t.balance = *balance;
    } else {
      why = ("'" + name + "' is not a technique").str();
      return failure();
    }
  }
  return success();
}

} // namespace

/// Parses
/// DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS][/TECHNIQUE...] and estimates it.
FailureOr<Plan> mlir::dist::plan::givenPlan(func::FuncOp fn, StringRef spec,
                                            const Planned &p) {
  Options options = p.options;
  SmallVector<StringRef> parts, degrees;
  spec.split(parts, '/');
  int64_t dp = 0, pp = 0, tp = 0, microbatches = 0;
  std::optional<schedule::Kind> kind;
  // Interleaved 1F1B's chunks per rank follow its name after a colon
  // (`interleaved-1f1b:3`, shard-run's --virtual-stages 3); 2 unless given.
  int64_t chunksPerRank = 1;
  bool chunksKnown = true;
  if (parts.size() >= 3) {
    parts[0].split(degrees, 'x');
    auto [name, chunks] = parts[2].split(':');
    kind = schedule::parseKind(name.str());
    if (kind == schedule::Kind::Interleaved) {
      chunksPerRank = 2;
      chunksKnown =
          chunks.empty() ||
          (!chunks.getAsInteger(10, chunksPerRank) && chunksPerRank >= 2 &&
           chunksPerRank <= schedule::kMaxVirtualStages);
    } else {
      chunksKnown = !parts[2].contains(':');
    }
  }
  Techniques t;
  std::string why;
  bool known = parts.size() < 3 ||
               succeeded(parseTechniques(
                   ArrayRef<StringRef>(parts).drop_front(3), t, why));
  // Attention as the code generator runs it with --unfused-attention.
  options.fuseAttention = !t.unfusedAttention;
  options.collectiveMatmul = t.collectiveMatmul;
  if (parts.size() < 3 || !known || degrees.size() != 3 ||
      degrees[0].getAsInteger(10, dp) || degrees[1].getAsInteger(10, pp) ||
      degrees[2].getAsInteger(10, tp) ||
      parts[1].getAsInteger(10, microbatches) || !kind || !chunksKnown)
    return mlir::emitError(fn.getLoc())
           << "plan '" << spec
           << (why.empty() ? "' is not " : "': " + why + "; a plan is ")
           << "DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS][/TECHNIQUE...] (e.g. "
              "8x16x8/192/1f1b/recompute; CHUNKS per rank, 2 to "
           << schedule::kMaxVirtualStages
           << ", only for interleaved-1f1b; TECHNIQUEs in any order, each at "
              "most once: recompute or selective-recompute, "
              "shard-optimizer, shard-gradients or fsdp, sequence-parallel, "
              "collective-matmul[=N], unfused-attention, balance= with "
           << stageBalanceNames() << ")";
  std::optional<Plan> plan = estimate(
      p.analysis.summary, p.cluster, options, dp, pp, tp, microbatches, *kind,
      chunksPerRank, t.recompute, t.state, t.sequenceParallel, t.balance);
  if (!plan)
    return mlir::emitError(fn.getLoc())
           << "@" << fn.getSymName() << " cannot run " << spec << " on "
           << options.devices
           << " devices (the degrees must multiply to the devices and divide "
              "the batch and the split dims, the microbatches the local "
              "batch, the stages at most the blocks; the schedule must "
              "suit the pass; recomputation and sharded state need a "
              "training step, the latter dp > 1 (sharded gradients, stages "
              "or microbatches too), selective recomputation "
              "an attention; sequence parallelism tp > 1 dividing a "
              "microbatch's tokens; a balance but flops, stages)";
  return *plan;
}
