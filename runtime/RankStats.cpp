//===- RankStats.cpp - per-rank measurements as a small text file ---------===//

#include "runtime/RankStats.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace shardrt {

Status writeRankStats(const std::string &path, const RankStats &stats) {
  std::ofstream out(path);
  if (!out)
    return Status::error("cannot write '", path, "'");
  char line[128];
  std::snprintf(line, sizeof(line), "first_run_ms %.6f\n", stats.firstRunMs);
  out << line;
  if (stats.meanRunMs >= 0) {
    std::snprintf(line, sizeof(line), "mean_run_ms %.6f\n", stats.meanRunMs);
    out << line;
  }
  out << "calls " << stats.traffic.calls << "\n"
      << "bytes_sent " << stats.traffic.bytesSent << "\n";
  out.close();
  if (!out)
    return Status::error("cannot write '", path, "'");
  return Status::ok();
}

StatusOr<RankStats> readRankStats(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    return Status::error("cannot read '", path, "'");
  RankStats stats;
  bool sawTime = false, sawCalls = false, sawBytes = false;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string key;
    fields >> key;
    bool ok = true;
    if (key == "first_run_ms")
      ok = bool(fields >> stats.firstRunMs) && (sawTime = true);
    else if (key == "mean_run_ms")
      ok = bool(fields >> stats.meanRunMs);
    else if (key == "calls")
      ok = bool(fields >> stats.traffic.calls) && (sawCalls = true);
    else if (key == "bytes_sent")
      ok = bool(fields >> stats.traffic.bytesSent) && (sawBytes = true);
    else
      ok = false;
    if (!ok)
      return Status::error("'", path, "': cannot read line '", line, "'");
  }
  if (!sawTime || !sawCalls || !sawBytes)
    return Status::error("'", path, "' is incomplete");
  return stats;
}

} // namespace shardrt
