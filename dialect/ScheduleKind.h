//===- ScheduleKind.h - the pipeline schedules, by name ---------*- C++ -*-===//
//
// The one list of pipeline schedules: `dist.pipeline`'s `schedule`, the
// --dist-pipeline and --dist-parallelize options, shard-run's --schedule,
// the schedule model and the planner all read a name through it. No MLIR:
// the schedule model and the planner depend on it alone.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_SCHEDULEKIND_H
#define SHARD_DIALECT_SCHEDULEKIND_H

#include <optional>
#include <string_view>

#include <cstdint>

namespace mlir::dist::schedule {

/// The most microbatches a pipeline runs. Each stage's passes are compiled
/// once, whatever the count; its schedule's table has a few rows per
/// microbatch: a bound that keeps absurd requests from exhausting memory.
constexpr int64_t kMaxMicrobatches = 100000;
/// The most model chunks one rank runs under interleaved 1F1B
/// (--virtual-stages).
constexpr int64_t kMaxVirtualStages = 64;

enum class Kind { GPipe, OneFOneB, Interleaved, ZeroBubbleH1 };

/// Parses "gpipe", "1f1b", "interleaved-1f1b", "zb-h1".
std::optional<Kind> parseKind(std::string_view name);
const char *kindName(Kind kind);
/// Every name, for messages: "gpipe, 1f1b, interleaved-1f1b or zb-h1".
const char *kindNames();

} // namespace mlir::dist::schedule

#endif // SHARD_DIALECT_SCHEDULEKIND_H
