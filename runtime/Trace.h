//===- Trace.h - timestamps of a rank's actions and collectives -*- C++ -*-===//
//
// When a program runs with --trace, its Runtime records when each action of
// a pipeline stage's schedule (dist.action: forward, backward or weight
// gradient of a microbatch) and each collective or exchange starts and
// ends (an overlapped all_reduce: from its start to the end of its wait),
// in microseconds of the machine's monotonic clock (comparable across
// the ranks of one machine). Each rank writes its events as Chrome trace
// events; shard-run --trace merges the ranks into one file for Perfetto.
// Host programs only: device programs would need events on their stream.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_TRACE_H
#define SHARD_RUNTIME_TRACE_H

#include "runtime/Status.h"

#include <string>
#include <vector>

namespace shardrt {

class Trace {
public:
  struct Event {
    std::string name;
    /// "action" or "communication".
    std::string category;
    double start, end;
  };

  bool enabled() const { return on; }
  void enable() { on = true; }
  void disable() { on = false; }
  static double now();

  /// Ends the open action (if any) and opens `kind` of microbatch
  /// `microbatch`, chunk `chunk` ("F3", "B3.1").
  void beginAction(const char *kind, int64_t microbatch, int64_t chunk);
  /// Ends the open action, if any.
  void endAction();
  void record(std::string name, const char *category, double start,
              double end) {
    events.push_back({std::move(name), category, start, end});
  }
  const std::vector<Event> &all() const { return events; }

  /// The events as a JSON array of Chrome trace events of process `rank`
  /// (thread 0: actions; thread 1: communication).
  std::string json(int rank) const;

private:
  bool on = false;
  bool actionOpen = false;
  std::string actionName;
  double actionStart = 0;
  std::vector<Event> events;
};

/// Records the communication call it spans, when tracing.
class TraceScope {
public:
  TraceScope(Trace &trace, const char *name)
      : trace(trace), name(name), start(trace.enabled() ? Trace::now() : 0) {}
  ~TraceScope() {
    if (trace.enabled())
      trace.record(name, "communication", start, Trace::now());
  }

private:
  Trace &trace;
  const char *name;
  double start;
};

} // namespace shardrt

#endif // SHARD_RUNTIME_TRACE_H
