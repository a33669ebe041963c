//===- ScheduleModelTestSupport.h - names for schedule tests -*- C++ -*-===//
//
// How the schedule model's tests name a shape and an action in their
// messages and expected orders.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PIPELINE_SCHEDULE_MODEL_TEST_SUPPORT_H
#define SHARD_PASSES_PIPELINE_SCHEDULE_MODEL_TEST_SUPPORT_H

#include "passes/pipeline/ScheduleModel.h"

#include <sstream>
#include <string>

namespace mlir::dist::schedule {

/// "1f1b p=2 m=4 v=1 training".
inline std::string describe(Kind kind, const Shape &shape) {
  std::ostringstream os;
  os << kindName(kind) << " p=" << shape.ranks << " m=" << shape.microbatches
     << " v=" << shape.chunks << (shape.forwardOnly ? " forward" : " training");
  return os.str();
}

/// "B3c1": the backward of microbatch 3 through chunk 1.
inline std::string describe(const Action &a) {
  static const char *const passes[] = {"F", "B", "W"};
  return std::string(passes[int(a.pass)]) + std::to_string(a.microbatch) + "c" +
         std::to_string(a.chunk);
}

} // namespace mlir::dist::schedule

#endif // SHARD_PASSES_PIPELINE_SCHEDULE_MODEL_TEST_SUPPORT_H
