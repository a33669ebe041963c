//===- Trace.cpp - timestamps of a rank's actions and collectives ---------===//

#include "runtime/Trace.h"

#include <chrono>
#include <cstdio>

namespace shardrt {

double Trace::now() {
  return std::chrono::duration<double, std::micro>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void Trace::beginAction(const char *kind, int64_t microbatch, int64_t chunk) {
  if (!on)
    return;
  endAction();
  static const struct {
    const char *kind, *letter;
  } letters[] = {{"forward", "F"}, {"backward", "B"}, {"weight_gradient", "W"}};
  actionName = kind;
  for (const auto &l : letters)
    if (actionName == l.kind)
      actionName = l.letter;
  actionName += std::to_string(microbatch);
  if (chunk > 0)
    actionName += "." + std::to_string(chunk);
  actionStart = now();
  actionOpen = true;
}

void Trace::endAction() {
  if (!on || !actionOpen)
    return;
  record(actionName, "action", actionStart, now());
  actionOpen = false;
}

Status Trace::writeJson(const std::string &path, int rank) const {
  std::FILE *file = std::fopen(path.c_str(), "w");
  if (!file)
    return Status::error("cannot write the trace '", path, "'");
  std::fprintf(file, "[\n");
  for (size_t i = 0; i < events.size(); ++i) {
    const Event &e = events[i];
    std::fprintf(file,
                 "{\"name\": \"%s\", \"cat\": \"%s\", \"ph\": \"X\", \"pid\": "
                 "%d, \"tid\": %d, \"ts\": %.3f, \"dur\": %.3f}%s\n",
                 e.name.c_str(), e.category.c_str(), rank,
                 e.category == "action" ? 0 : 1, e.start, e.end - e.start,
                 i + 1 < events.size() ? "," : "");
  }
  std::fprintf(file, "]\n");
  if (std::fclose(file) != 0)
    return Status::error("cannot write the trace '", path, "'");
  return Status::ok();
}

} // namespace shardrt
