//===- JobSpec.cpp - a training job as text -------------------------------===//

#include "runtime/JobSpec.h"

#include <charconv>
#include <sstream>

namespace shardrt {
namespace {

/// "[a,b,c]" of `items`, each written by `write`.
template <typename T, typename F>
std::string formatList(const std::vector<T> &items, F write) {
  std::string text = "[";
  for (size_t i = 0; i < items.size(); ++i)
    text += (i ? "," : "") + write(items[i]);
  return text + "]";
}

/// The axes of one dim: "0.2", or "-" for none.
std::string formatAxes(const std::vector<int> &axes) {
  if (axes.empty())
    return "-";
  std::string text;
  for (size_t i = 0; i < axes.size(); ++i)
    text += (i ? "." : "") + std::to_string(axes[i]);
  return text;
}

/// Parses a whole non-negative integer.
bool parseCount(const std::string &text, int64_t &value) {
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end && value >= 0;
}

/// The items of "[a,b]"; false if `text` is not a bracketed list.
bool splitList(const std::string &text, std::vector<std::string> &items) {
  if (text.size() < 2 || text.front() != '[' || text.back() != ']')
    return false;
  std::string inner = text.substr(1, text.size() - 2);
  if (inner.empty())
    return true;
  std::istringstream in(inner);
  for (std::string item; std::getline(in, item, ',');)
    items.push_back(item);
  return true;
}

bool parseCounts(const std::string &text, std::vector<int64_t> &values) {
  std::vector<std::string> items;
  if (!splitList(text, items))
    return false;
  for (const std::string &item : items) {
    int64_t v;
    if (!parseCount(item, v))
      return false;
    values.push_back(v);
  }
  return true;
}

/// "[0.1,-]" into the axes of each dim.
bool parseDimAxes(const std::string &text,
                  std::vector<std::vector<int>> &dimAxes) {
  std::vector<std::string> items;
  if (!splitList(text, items))
    return false;
  for (const std::string &item : items) {
    dimAxes.emplace_back();
    if (item == "-")
      continue;
    std::istringstream in(item);
    for (std::string axis; std::getline(in, axis, '.');) {
      int64_t a;
      if (!parseCount(axis, a) || a > MeshShape::kMaxAxisSize)
        return false;
      dimAxes.back().push_back(int(a));
    }
  }
  return true;
}

/// One `stepped` line's fields after the keyword.
bool parseStepped(std::istringstream &in, SteppedInput &s) {
  std::string dtype, shape, axes, blocks;
  int64_t number, offset;
  if (!(in >> number >> dtype >> shape >> axes >> blocks >> offset >> s.rows))
    return false;
  std::optional<DType> t = parseDType(dtype);
  if (!t || number < 0 || offset < 0 || s.rows < 0)
    return false;
  s.number = int(number);
  s.dtype = *t;
  s.dataOffset = uint64_t(offset);
  if (!parseCounts(shape, s.shape) || !parseDimAxes(axes, s.spec.dimAxes) ||
      !parseCounts(blocks, s.spec.dimBlocks) ||
      s.spec.dimAxes.size() != s.shape.size() ||
      s.spec.dimBlocks.size() != s.shape.size())
    return false;
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
  auto count = [](int64_t v) { return std::to_string(v); };
  for (const CarriedState &c : carried)
    out << "carry " << c.input << " " << c.output << " "
        << formatList(c.writers, count) << "\n";
  for (const SteppedInput &s : stepped) {
    std::vector<int64_t> blocks;
    for (size_t d = 0; d < s.shape.size(); ++d)
      blocks.push_back(s.spec.blocks(d));
    out << "stepped " << s.number << " " << name(s.dtype) << " "
        << formatList(s.shape, count) << " "
        << formatList(s.spec.dimAxes, formatAxes) << " "
        << formatList(blocks, count) << " " << s.dataOffset << " " << s.rows
        << " " << s.path << "\n";
  }
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
    return Status::error("the job runs no steps (start ", job.start,
                         ", steps ", job.steps, ")");
  return job;
}

} // namespace shardrt
