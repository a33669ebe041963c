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

std::string Trace::json(int rank) const {
  std::string text = "[\n";
  char line[512];
  for (size_t i = 0; i < events.size(); ++i) {
    const Event &e = events[i];
    std::snprintf(line, sizeof(line),
                  "\"cat\": \"%s\", \"ph\": \"X\", \"pid\": %d, "
                  "\"tid\": %d, \"ts\": %.3f, \"dur\": %.3f}%s\n",
                  e.category.c_str(), rank, e.category == "action" ? 0 : 1,
                  e.start, e.end - e.start, i + 1 < events.size() ? "," : "");
    text += "{\"name\": \"" + e.name + "\", " + line;
  }
  return text + "]\n";
}

} // namespace shardrt
