//===- ScheduleKind.cpp - the pipeline schedules, by name -----------------===//

#include "dialect/ScheduleKind.h"

namespace mlir::dist::schedule {

namespace {
struct Named {
  Kind kind;
  const char *name;
};
constexpr Named kSchedules[] = {{Kind::GPipe, "gpipe"},
                                {Kind::OneFOneB, "1f1b"},
                                {Kind::Interleaved, "interleaved-1f1b"},
                                {Kind::ZeroBubbleH1, "zb-h1"}};
} // namespace

std::optional<Kind> parseKind(std::string_view name) {
  for (const Named &schedule : kSchedules)
    if (name == schedule.name)
      return schedule.kind;
  return std::nullopt;
}

const char *kindName(Kind kind) {
  for (const Named &schedule : kSchedules)
    if (kind == schedule.kind)
      return schedule.name;
  return "";
}

const char *kindNames() { return "gpipe, 1f1b, interleaved-1f1b or zb-h1"; }

} // namespace mlir::dist::schedule
