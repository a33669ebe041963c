//===- RunReport.cpp - what shard-run reports about a run -----------------===//

#include "driver/RunReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fstream>

using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

/// A rank's coordinates on the mesh: "dp=0,tp=1".
std::string coordinatesOf(const shardrt::MeshShape &mesh, int64_t rank) {
  std::vector<int64_t> coords = mesh.coords(rank);
  std::string text;
  for (size_t a = 0; a < mesh.axes.size(); ++a)
    text += (a ? "," : "") + mesh.axes[a] + "=" + std::to_string(coords[a]);
  return text;
}

/// Most ranks the per-rank table lists one by one.
constexpr int64_t kRanksListed = 16;

} // namespace

/// "123.4 MB": bytes in decimal megabytes, one decimal.
std::string formatMegabytes(int64_t bytes) {
  return llvm::formatv("{0:F1} MB", double(bytes) / 1e6).str();
}

std::string rankDir(const std::string &dir, int64_t rank) {
  return dir + "/rank" + std::to_string(rank);
}

std::string absolutePath(const std::string &path) {
  llvm::SmallString<256> full(path);
  llvm::sys::fs::make_absolute(full);
  return std::string(full);
}

/// Merges the ranks' traces (`dir`/rank<r>/trace.json) into one Chrome
/// trace at `path`, with each rank named by its coordinates, and prints
/// the measured bubble: per rank, the time outside its actions over the
/// time in them, between the first action's start and the last one's end
/// on any rank.
Status mergeTraces(const std::string &dir, const shardrt::MeshShape &mesh,
                   const std::string &path) {
  std::ofstream out(path);
  out << "{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n";
  bool firstEvent = true;
  double begin = INFINITY, end = -INFINITY;
  std::vector<double> busy(size_t(mesh.numDevices()), 0);
  size_t events = 0;
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
    std::string name =
        "rank " + std::to_string(rank) + " (" + coordinatesOf(mesh, rank);
    out << (firstEvent ? "" : ",\n")
        << "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": " << rank
        << ", \"args\": {\"name\": \"" << name << ")\"}}";
    firstEvent = false;
    std::ifstream in(rankDir(dir, rank) + "/trace.json");
    if (!in)
      return Status::error("rank ", rank, " wrote no trace");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] != '{')
        continue;
      if (line.back() == ',')
        line.pop_back();
      out << ",\n" << line;
      ++events;
      double ts = 0, dur = 0;
      size_t at = line.find("\"ts\": ");
      if (line.find("\"cat\": \"action\"") == std::string::npos ||
          at == std::string::npos ||
          std::sscanf(line.c_str() + at, "\"ts\": %lf, \"dur\": %lf", &ts,
                      &dur) != 2)
        continue;
      busy[size_t(rank)] += dur;
      begin = std::min(begin, ts);
      end = std::max(end, ts + dur);
    }
  }
  out << "\n]}\n";
  // Closed before the check: what the stream still buffered is written
  // (or fails to be, on a full disk) only then.
  out.close();
  if (!out)
    return Status::error("cannot write the trace '", path, "'");
  llvm::outs() << "trace: " << path << " (" << events
               << " events of a warm run)\n";
  if (!(end > begin))
    return Status::ok();
  double bubble = 0;
  for (double b : busy)
    if (b > 0)
      bubble = std::max(bubble, (end - begin - b) / b);
  llvm::outs() << llvm::format("trace: measured bubble (idle / busy in "
                               "actions, worst rank) %.4f over %.3f ms\n",
                               bubble, (end - begin) / 1e3);
  return Status::ok();
}

/// What each rank wrote about its run (`dir`/rank<r>/stats.txt).
StatusOr<std::vector<shardrt::RankStats>>
readRankStats(const std::string &dir, const shardrt::MeshShape &mesh) {
  std::vector<shardrt::RankStats> all;
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
    StatusOr<shardrt::RankStats> stats =
        shardrt::readRankStats(rankDir(dir, rank) + "/stats.txt");
    SHARDRT_RETURN_IF_ERROR(stats.status());
    all.push_back(*stats);
  }
  return all;
}

/// Prints each rank's first-run time, what its collectives sent, its arena,
/// the most it kept between a microbatch's passes, and its peak resident
/// memory (the first kRanksListed ranks, then the
/// range over all).
void reportRanks(const shardrt::MeshShape &mesh,
                 const std::vector<shardrt::RankStats> &stats) {
  bool repeated = !stats.empty() && stats.front().meanRunMs >= 0;
  llvm::outs() << "per rank: time of the first run"
               << (repeated ? " and mean of the repeated runs" : "")
               << ", what its collectives sent, its arena, the most it kept "
                  "between a microbatch's passes and its peak memory:\n"
               << llvm::format("  %-5s %-24s %12s", "rank", "coordinates",
                               "first ms");
  if (repeated)
    llvm::outs() << llvm::format(" %12s", "mean ms");
  llvm::outs() << llvm::format(" %14s %6s %12s %12s %10s\n", "bytes sent",
                               "calls", "arena bytes", "kept bytes",
                               "peak RSS");
  for (int64_t rank = 0; rank < std::min(mesh.numDevices(), kRanksListed);
       ++rank) {
    const shardrt::RankStats &r = stats[size_t(rank)];
    llvm::outs() << llvm::format("  %-5lld %-24s %12.3f", (long long)rank,
                                 coordinatesOf(mesh, rank).c_str(),
                                 r.firstRunMs);
    if (repeated)
      llvm::outs() << llvm::format(" %12.3f", r.meanRunMs);
    llvm::outs() << llvm::format(
        " %14lld %6lld %12lld %12lld %10s\n", (long long)r.traffic.bytesSent,
        (long long)r.traffic.calls, (long long)r.arenaBytes,
        (long long)r.keptPeakBytes, formatMegabytes(r.peakRssBytes).c_str());
  }
  if (mesh.numDevices() > kRanksListed) {
    auto [fastest, slowest] = std::minmax_element(
        stats.begin(), stats.end(), [](const auto &a, const auto &b) {
          return a.firstRunMs < b.firstRunMs;
        });
    auto [least, most] = std::minmax_element(
        stats.begin(), stats.end(), [](const auto &a, const auto &b) {
          return a.traffic.bytesSent < b.traffic.bytesSent;
        });
    auto heaviest = std::max_element(stats.begin(), stats.end(),
                                     [](const auto &a, const auto &b) {
                                       return a.peakRssBytes < b.peakRssBytes;
                                     });
    llvm::outs() << llvm::format(
        "  ... %lld ranks in all: first run %.3f to %.3f ms, %lld to %lld "
        "bytes sent, peak RSS up to %s\n",
        (long long)mesh.numDevices(), fastest->firstRunMs, slowest->firstRunMs,
        (long long)least->traffic.bytesSent, (long long)most->traffic.bytesSent,
        formatMegabytes(heaviest->peakRssBytes).c_str());
  }
}

/// Writes the run's result to `path` as JSON (--json): the program, its
/// mesh, the output files, the communication report, what each rank
/// measured and, with --check, each output's comparison.
Status writeRunJson(const std::string &path, const Programs &programs,
                    const OutputPlace &place,
                    const std::vector<shardrt::RankStats> &stats,
                    const std::vector<CheckedOutput> *check,
                    const llvm::json::Object *job) {
  std::error_code ec;
  llvm::raw_fd_ostream file(path, ec);
  if (ec)
    return Status::error("cannot write --json file '", path,
                         "': ", ec.message());
  const shardrt::MeshShape &mesh = programs.mesh;
  llvm::json::OStream json(file, 2);
  json.object([&] {
    json.attribute("program", programs.name);
    json.attributeObject("mesh", [&] {
      for (size_t a = 0; a < mesh.axes.size(); ++a)
        json.attribute(mesh.axes[a], mesh.sizes[a]);
    });
    json.attribute("ranks", mesh.numDevices());
    const std::string &out = place.out;
    if (!place.assembled)
      json.attribute("output_index", out + "/outputs.json");
    json.attributeArray("outputs", [&] {
      if (!place.assembled)
        return;
      int64_t owners = programs.spmd ? mesh.numDevices() : 1;
      for (int64_t rank = 0; rank < owners; ++rank)
        for (size_t i = 0; i < programs.outputs.size(); ++i)
          json.object([&] {
            std::string dir = programs.spmd ? rankDir(out, rank) : out;
            json.attribute("path",
                           dir + "/output" + std::to_string(i) + ".npy");
            json.attribute("dtype", shardrt::name(programs.outputs[i].dtype));
            json.attributeArray("shape", [&] {
              for (int64_t d : programs.outputs[i].shape)
                json.value(d);
            });
          });
    });
    json.attributeArray("communication", [&] {
      for (const std::string &line : programs.communication)
        json.value(line);
    });
    json.attributeArray("per_rank", [&] {
      for (size_t rank = 0; rank < stats.size(); ++rank)
        json.object([&] {
          json.attribute("rank", int64_t(rank));
          json.attribute("coordinates", coordinatesOf(mesh, int64_t(rank)));
          json.attribute("first_run_ms", stats[rank].firstRunMs);
          if (stats[rank].meanRunMs >= 0)
            json.attribute("mean_run_ms", stats[rank].meanRunMs);
          json.attribute("bytes_sent", stats[rank].traffic.bytesSent);
          json.attribute("collective_calls", stats[rank].traffic.calls);
          json.attribute("arena_bytes", stats[rank].arenaBytes);
          json.attribute("kept_bytes", stats[rank].keptPeakBytes);
          json.attribute("peak_rss_bytes", stats[rank].peakRssBytes);
        });
    });
    if (job)
      json.attribute("job", llvm::json::Object(*job));
    if (check)
      json.attributeObject("check", [&] {
        json.attribute(
            "passed", llvm::all_of(*check, [](const auto &c) { return c.ok; }));
        json.attributeArray("outputs", [&] {
          for (const CheckedOutput &c : *check)
            json.object([&] {
              json.attribute("max_abs_err", c.absolute);
              json.attribute("max_rel_err", c.relative);
              json.attribute("tolerance", c.tolerance);
              json.attribute("ok", c.ok);
            });
        });
      });
  });
  file << "\n";
  // A failed write is an error with the path; the stream's own report of
  // it would end the process (LLVM ERROR: IO failure on output stream).
  file.close();
  if (file.has_error()) {
    std::string message = file.error().message();
    file.clear_error();
    return Status::error("cannot write --json file '", path, "': ", message);
  }
  return Status::ok();
}

double defaultTolerance(shardrt::DType dtype) {
  switch (dtype) {
  case shardrt::DType::F16:
    return 1e-2;
  case shardrt::DType::BF16:
    return 4e-2;
  case shardrt::DType::F64:
    return 1e-12;
  default:
    return 1e-5;
  }
}

/// Compares `outputs` with the reference's under `reference` and prints the
/// table of errors; `allOk` says whether every output is within tolerance.
/// The caller prints the verdict.
Status compareOutputs(const std::vector<shardrt::Array> &outputs,
                      const std::string &reference,
                      std::optional<double> tolerance, Target target,
                      std::vector<CheckedOutput> &checked, bool &allOk) {
  llvm::outs() << "check against the unsharded program on one device"
               << (target == Target::Cuda ? " (host C++)" : "") << ":\n";
  llvm::outs() << llvm::format("  %-6s %-16s %-5s %-12s %-12s %-10s %s\n",
                               "output", "shape", "dtype", "max abs err",
                               "max rel err", "tolerance", "result");
  allOk = true;
  std::vector<std::string> mismatches;
  for (size_t i = 0; i < outputs.size(); ++i) {
    StatusOr<shardrt::Array> want = shardrt::readNpy(
        rankDir(reference, 0) + "/output" + std::to_string(i) + ".npy");
    SHARDRT_RETURN_IF_ERROR(want.status());
    const shardrt::Array &got = outputs[i];
    double absolute = 0;
    std::string mismatch;
    double relative = shardrt::relativeError(got, *want, absolute, mismatch);
    double bound = tolerance.value_or(defaultTolerance(got.dtype));
    bool ok = relative <= bound;
    allOk &= ok;
    checked.push_back({absolute, relative, bound, ok});
    if (!mismatch.empty())
      mismatches.push_back("output " + std::to_string(i) + ": " + mismatch);
    llvm::outs() << llvm::format(
        "  %-6zu %-16s %-5s %-12.3e %-12.3e %-10.1e %s\n", i,
        shardrt::formatShape(got.shape).c_str(), shardrt::name(got.dtype),
        absolute, relative, bound, ok ? "ok" : "FAIL");
  }
  for (const std::string &line : mismatches)
    llvm::outs() << "  " << line << "\n";
  return Status::ok();
}

/// Prints what ran where and what it communicated.
void reportRun(const Programs &programs, const OutputPlace &place) {
  const shardrt::MeshShape &mesh = programs.mesh;
  std::string meshText;
  for (size_t a = 0; a < mesh.axes.size(); ++a)
    meshText +=
        (a ? "," : "") + mesh.axes[a] + "=" + std::to_string(mesh.sizes[a]);
  llvm::outs() << "shard-run: @" << programs.name << " ran on " << meshText
               << " (" << mesh.numDevices()
               << (mesh.numDevices() == 1 ? " rank" : " ranks")
               << (place.assembled ? "); outputs in " : "); output shards in ")
               << place.out
               << (programs.spmd     ? "/rank<r> (a per-device program)"
                   : place.assembled ? ""
                                     : " (index: outputs.json)")
               << "\n";
  if (programs.communication.empty())
    llvm::outs() << "communication: none\n";
  for (const std::string &line : programs.communication)
    llvm::outs() << "communication: " << line << "\n";
}

} // namespace shard::driver
