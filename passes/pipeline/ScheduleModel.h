//===- ScheduleModel.h - pipeline schedules and their cost model -*- C++
//-*-===//
//
// The orders in which a pipeline's ranks run forward (F), backward (B) and
// weight-gradient (W) passes of microbatches -- GPipe, 1F1B, interleaved
// 1F1B with virtual stages, zero-bubble ZB-H1 -- and a simulation of them
// under per-pass costs: each rank's timeline, its idle time, and how many
// microbatches it holds activations for at once. No MLIR here: the pipeline
// report and the planner share it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_SCHEDULE_MODEL_H
#define SHARD_PASSES_PIPELINE_SCHEDULE_MODEL_H

#include "dialect/ScheduleKind.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace mlir::dist::schedule {

enum class Pass { Forward, Backward, WeightGradient };

/// One pass of one microbatch through one model chunk of a rank (chunk c of
/// rank r is virtual stage c * ranks + r).
struct Action {
  Pass pass;
  int microbatch;
  int chunk;
};

struct Shape {
  int ranks = 1;
  int microbatches = 1;
  /// Model chunks per rank (interleaved: v > 1).
  int chunks = 1;
  /// Forward only: no B or W passes.
  bool forwardOnly = false;
};

/// Time of each pass of one microbatch through one chunk. Without a split
/// backward (all schedules but ZB-H1) a B pass takes backward +
/// weightGradient.
struct Costs {
  double forward = 1;
  double backward = 1;
  double weightGradient = 1;
  /// Per virtual stage, a factor on all three (stages of unequal cost);
  /// empty: 1 everywhere.
  std::vector<double> stageScale;
  /// Per virtual stage, the bytes one microbatch's activations hold while
  /// in flight, and (ZB-H1) what its backward keeps for its weight
  /// gradient; empty: 0 everywhere (Timeline::peakHeldBytes).
  std::vector<double> stageActivations, stageAwaitingW;
};

/// The time `a` takes on `rank` under `kind` and `costs` (a B pass of a
/// schedule without a split backward includes the weight gradient).
double passCost(const Action &a, int rank, const Shape &shape, Kind kind,
                const Costs &costs);

/// Each rank's actions in order, or an error message (a shape the schedule
/// does not allow). ZB-H1 places its weight gradients by `costs`; the other
/// schedules do not depend on them.
struct Schedule {
  std::vector<std::vector<Action>> ranks;
  std::string error;
};
Schedule build(Kind kind, const Shape &shape, const Costs &costs = {});

/// build()'s orders without costs (the order --dist-pipeline emits), each
/// made once per kind and shape: a planner simulates thousands of plans
/// of a few hundred shapes, and building ZB-H1's order simulates it too.
class Orders {
public:
  const Schedule &of(Kind kind, const Shape &shape);

private:
  std::map<std::tuple<Kind, int, int, int, bool>, Schedule> built;
};

struct Timed {
  Action action;
  double start, end;
};

struct Timeline {
  std::vector<std::vector<Timed>> ranks;
  double makespan = 0;
  /// Idle time over busy time, the worst rank's (Megatron's bubble
  /// fraction: (p-1)/m for GPipe and 1F1B with equal stages).
  double bubble = 0;
  /// Per rank, the most microbatch-chunks whose forward ran and whose
  /// backward (B, the input gradient) had not: activations held at once.
  std::vector<int> peakInFlight;
  /// Per rank, the most microbatch-chunks whose backward ran and whose
  /// split weight gradient (ZB-H1's W) had not: output gradients held for
  /// it at once (0 where W is not split).
  std::vector<int> peakAwaitingW;
  /// Per rank, the most bytes of both held at once, each microbatch-chunk
  /// weighed by its virtual stage's Costs::stageActivations and
  /// stageAwaitingW (stages of unequal size).
  std::vector<double> peakHeldBytes;
  /// Empty if the schedule completes; else why it cannot (a deadlock).
  std::string error;
};

/// Runs `schedule` (of `shape`) with each action starting when its rank is
/// free and its inputs exist: F after the previous virtual stage's F, B
/// after the next virtual stage's B and its own F, W after its own B.
/// Transfers take no time.
Timeline simulate(const Schedule &schedule, const Shape &shape, Kind kind,
                  const Costs &costs);

/// A run of a rank's actions, by index in its order: [begin, end).
struct Span {
  size_t begin = 0, end = 0;
};

/// Actions whose transfers are posted together: the receives of
/// `receiving`'s actions go with the sends of the previous group's
/// `sending` (one exchange), then `passes` run.
struct Group {
  Span receiving, passes, sending;
};

/// How `order` (one rank's actions under `kind`) posts its transfers: each
/// action alone (its receives before it, its sends with the next one's
/// receives), except interleaved 1F1B's steady-state forward and backward,
/// which go as one step, and ZB-H1's steady-state B W F, where B's sends
/// go with F's receives before W runs.
std::vector<Group> transferGroups(const std::vector<Action> &order, Kind kind);

/// A value each microbatch's `from` pass through `chunk` makes and its
/// `readers` passes of the same microbatch and chunk read later: the
/// activations a backward reads, the output gradients a weight-gradient
/// pass reads. A stage keeps it in a buffer with one slot per microbatch it
/// holds at once.
struct Kept {
  int chunk = 0;
  Pass from = Pass::Forward;
  std::vector<Pass> readers;
  /// Bytes of one microbatch's value.
  int64_t bytes = 0;
};

/// The most bytes of `kept` values that `order` (one rank's actions) holds
/// at once: each microbatch's value from the start of its `from` pass to
/// the end of its last reader. A reader kind `order` never runs for the
/// chunk is the backward's (without a split backward, B does W's work).
/// With `bytes` = 1 for each: the most microbatches held, a buffer's slots.
int64_t heldAtPeak(const std::vector<Action> &order,
                   const std::vector<Kept> &kept);

} // namespace mlir::dist::schedule

#endif // SHARD_PASSES_PIPELINE_SCHEDULE_MODEL_H
