//===- RankStats.cpp - per-rank measurements as a small text file ---------===//

#include "runtime/RankStats.h"

#include <sys/resource.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace shardrt {

std::string formatRankStats(const RankStats &stats) {
  char line[128];
  std::snprintf(line, sizeof(line), "first_run_ms %.6f\n", stats.firstRunMs);
  std::string text = line;
  if (stats.meanRunMs >= 0) {
    std::snprintf(line, sizeof(line), "mean_run_ms %.6f\n", stats.meanRunMs);
    text += line;
  }
  text += "calls " + std::to_string(stats.traffic.calls) + "\n";
  text += "bytes_sent " + std::to_string(stats.traffic.bytesSent) + "\n";
  text += "arena_bytes " + std::to_string(stats.arenaBytes) + "\n";
  text += "kept_bytes " + std::to_string(stats.keptPeakBytes) + "\n";
  text += "peak_rss_bytes " + std::to_string(stats.peakRssBytes) + "\n";
  return text;
}

int64_t peakResidentBytes() {
  struct rusage usage {};
  if (getrusage(RUSAGE_SELF, &usage) != 0)
    return 0;
  // Linux counts ru_maxrss in kilobytes.
  return int64_t(usage.ru_maxrss) * 1024;
}

StatusOr<RankStats> readRankStats(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    return Status::error("cannot read '", path, "'");
  RankStats stats;
  bool sawTime = false, sawCalls = false, sawBytes = false, sawArena = false,
       sawKept = false, sawRss = false;
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
    else if (key == "arena_bytes")
      ok = bool(fields >> stats.arenaBytes) && (sawArena = true);
    else if (key == "kept_bytes")
      ok = bool(fields >> stats.keptPeakBytes) && (sawKept = true);
    else if (key == "peak_rss_bytes")
      ok = bool(fields >> stats.peakRssBytes) && (sawRss = true);
    else
      ok = false;
    if (!ok)
      return Status::error("'", path, "': cannot read line '", line, "'");
  }
  if (!sawTime || !sawCalls || !sawBytes || !sawArena || !sawKept || !sawRss)
    return Status::error("'", path, "' is incomplete");
  return stats;
}

} // namespace shardrt
