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
  std::istringstream lines(text);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    std::istringstream in(line);
    std::string key;
    in >> key;
    bool ok = true;
    if (key == "steps")
      ok = bool(in >> job.steps);
    else if (key == "start")
      ok = bool(in >> job.start);
    else if (key == "tokens")
      ok = bool(in >> job.tokensPerStep);
    else if (key == "progress")
      ok = bool(in >> job.progress);
    else if (key == "metrics")
      ok = bool(std::getline(in >> std::ws, job.metricsPath));
    else if (key == "checkpoint")
      ok = in >> job.checkpointEvery &&
           std::getline(in >> std::ws, job.checkpointDir);
    else if (key == "index")
      ok = bool(std::getline(in >> std::ws, job.checkpointIndex));
    else if (key == "carry") {
      CarriedState c;
      std::string writers;
      ok = in >> c.input >> c.output >> writers &&
           parseCounts(writers, c.writers);
      job.carried.push_back(c);
    } else if (key == "stepped") {
      job.stepped.emplace_back();
      ok = parseStepped(in, job.stepped.back());
    } else
      ok = false;
    if (!ok)
      return Status::error("job file line ", number, " is malformed: '", line,
                           "'");
  }
  if (job.steps <= 0 || job.start < 0 || job.start >= job.steps)
    return Status::error("the job runs no steps (start ", job.start, ", steps ",
                         job.steps, ")");
  return job;
}

} // namespace shardrt
