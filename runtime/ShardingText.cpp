//===- ShardingText.cpp - shapes and shardings as words of a line ---------===//

#include "runtime/ShardingText.h"

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

/// One axis index.
bool parseAxis(const std::string &text, int &axis) {
  int64_t a;
  if (!parseCount(text, a) || a > MeshShape::kMaxAxisSize)
    return false;
  axis = int(a);
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
    for (std::string axis; std::getline(in, axis, '.');)
      if (!parseAxis(axis, dimAxes.back().emplace_back()))
        return false;
  }
  return true;
}

const char *reduceName(ReduceOp op) {
  switch (op) {
  case ReduceOp::Sum:
    return "sum";
  case ReduceOp::Max:
    return "max";
  case ReduceOp::Min:
    return "min";
  }
  return "sum";
}

} // namespace

std::string formatCounts(const std::vector<int64_t> &values) {
  return formatList(values, [](int64_t v) { return std::to_string(v); });
}

bool parseCount(const std::string &text, int64_t &value) {
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end && value >= 0;
}

bool parseCounts(const std::string &text, std::vector<int64_t> &values) {
  std::vector<std::string> items;
  if (!splitList(text, items))
    return false;
  for (const std::string &item : items)
    if (!parseCount(item, values.emplace_back()))
      return false;
  return true;
}

std::string formatSharding(const ShardSpec &spec, size_t rank) {
  std::vector<int64_t> blocks,
      partial(spec.partialAxes.begin(), spec.partialAxes.end());
  for (size_t d = 0; d < rank; ++d)
    blocks.push_back(spec.blocks(d));
  return formatList(spec.dimAxes, formatAxes) + " " + formatCounts(blocks) +
         " " + formatCounts(partial) + " " + reduceName(spec.partialOp);
}

bool parseSharding(std::istream &in, size_t rank, ShardSpec &spec) {
  std::string axes, blocks, partial, op;
  if (!(in >> axes >> blocks >> partial >> op))
    return false;
  std::vector<int64_t> partialAxes;
  if (!parseDimAxes(axes, spec.dimAxes) ||
      !parseCounts(blocks, spec.dimBlocks) ||
      !parseCounts(partial, partialAxes) || spec.dimAxes.size() != rank ||
      spec.dimBlocks.size() != rank)
    return false;
  for (int64_t a : partialAxes) {
    if (a > MeshShape::kMaxAxisSize)
      return false;
    spec.partialAxes.push_back(int(a));
  }
  for (ReduceOp candidate : {ReduceOp::Sum, ReduceOp::Max, ReduceOp::Min})
    if (op == reduceName(candidate)) {
      spec.partialOp = candidate;
      return true;
    }
  return false;
}

Status parseLines(const std::string &text, const char *what,
                  const std::function<bool(const std::string &,
                                           std::istringstream &)> &parse) {
  std::istringstream lines(text);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    std::istringstream in(line);
    std::string key;
    in >> key;
    if (!parse(key, in))
      return Status::error(what, " line ", number, " is malformed: '", line,
                           "'");
  }
  return Status::ok();
}

} // namespace shardrt
