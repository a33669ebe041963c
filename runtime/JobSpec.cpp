//===- JobSpec.cpp - a training job as text -------------------------------===//

#include "runtime/JobSpec.h"

#include "runtime/ShardingText.h"

#include <sstream>

namespace shardrt {
namespace {

/// One `stepped` line's fields after the keyword.
bool parseStepped(std::istringstream &in, SteppedInput &s) {
  std::string dtype, shape;
  int64_t number, offset;
  if (!(in >> number >> dtype >> shape) || !parseCounts(shape, s.shape) ||
      !parseSharding(in, s.shape.size(), s.spec) ||
      !s.spec.partialAxes.empty() || !(in >> offset >> s.rows))
    return false;
  std::optional<DType> t = parseDType(dtype);
  if (!t || number < 0 || offset < 0 || s.rows < 0)
    return false;
  s.number = int(number);
  s.dtype = *t;
  s.dataOffset = uint64_t(offset);
  // The path is the rest of the line: it may hold spaces.
  std::getline(in >> std::ws, s.path);
  return !s.path.empty();
}

} // namespace

std::string checkpointName(int number) {
  return "input" + std::to_string(number);
}

std::string JobSpec::format() const {
  std::ostringstream out;
  out << "steps " << steps << "\nstart " << start << "\ntokens "
      << tokensPerStep << "\nprogress " << progress << "\nmetrics "
      << metricsPath << "\n";
  if (checkpointEvery > 0)
    out << "checkpoint " << checkpointEvery << " " << checkpointDir
        << "\nindex " << checkpointIndex << "\n";
  for (const CarriedState &c : carried)
    out << "carry " << c.input << " " << c.output << " "
        << formatCounts(c.writers) << "\n";
  for (const SteppedInput &s : stepped)
    out << "stepped " << s.number << " " << name(s.dtype) << " "
        << formatCounts(s.shape) << " "
        << formatSharding(s.spec, s.shape.size()) << " " << s.dataOffset << " "
        << s.rows << " " << s.path << "\n";
  return out.str();
}

StatusOr<JobSpec> JobSpec::parse(const std::string &text) {
  JobSpec job;
  SHARDRT_RETURN_IF_ERROR(parseLines(
      text, "job file", [&](const std::string &key, std::istringstream &in) {
        if (key == "steps")
          return bool(in >> job.steps);
        if (key == "start")
          return bool(in >> job.start);
        if (key == "tokens")
          return bool(in >> job.tokensPerStep);
        if (key == "progress")
          return bool(in >> job.progress);
        if (key == "metrics")
          return bool(std::getline(in >> std::ws, job.metricsPath));
        if (key == "checkpoint")
          return in >> job.checkpointEvery &&
                 std::getline(in >> std::ws, job.checkpointDir);
        if (key == "index")
          return bool(std::getline(in >> std::ws, job.checkpointIndex));
        if (key == "carry") {
          CarriedState &c = job.carried.emplace_back();
          std::string writers;
          return in >> c.input >> c.output >> writers &&
                 parseCounts(writers, c.writers);
        }
        return key == "stepped" && parseStepped(in, job.stepped.emplace_back());
      }));
  if (job.steps <= 0 || job.start < 0 || job.start >= job.steps)
    return Status::error("the job runs no steps (start ", job.start, ", steps ",
                         job.steps, ")");
  return job;
}

} // namespace shardrt
