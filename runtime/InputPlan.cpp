//===- InputPlan.cpp - where each rank reads its inputs from --------------===//

#include "runtime/InputPlan.h"

#include "runtime/ShardingText.h"

#include <sstream>

namespace shardrt {
namespace {

/// One `input` line's fields after the keyword.
bool parseInput(std::istringstream &in, GlobalInput &g) {
  std::string rank, dtype, shape;
  int64_t number, offset;
  if (!(in >> number >> rank >> dtype >> shape) ||
      !parseCounts(shape, g.shape) ||
      !parseSharding(in, g.shape.size(), g.spec) || !(in >> g.seed >> offset))
    return false;
  std::optional<DType> t = parseDType(dtype);
  if (!t || number < 0 || number > (int64_t(1) << 30) || offset < 0 ||
      (rank != "all" && !parseCount(rank, g.rank)))
    return false;
  g.number = int(number);
  g.dtype = *t;
  g.dataOffset = uint64_t(offset);
  // The path is the rest of the line: it may hold spaces.
  std::getline(in >> std::ws, g.path);
  return !g.path.empty();
}

} // namespace

std::string InputPlan::format() const {
  std::ostringstream out;
  for (const GlobalInput &g : inputs)
    out << "input " << g.number << " "
        << (g.rank < 0 ? std::string("all") : std::to_string(g.rank)) << " "
        << name(g.dtype) << " " << formatCounts(g.shape) << " "
        << formatSharding(g.spec, g.shape.size()) << " " << g.seed << " "
        << g.dataOffset << " " << g.path << "\n";
  return out.str();
}

StatusOr<InputPlan> InputPlan::parse(const std::string &text) {
  InputPlan plan;
  SHARDRT_RETURN_IF_ERROR(parseLines(
      text, "input plan", [&](const std::string &key, std::istringstream &in) {
        return key == "input" && parseInput(in, plan.inputs.emplace_back());
      }));
  return plan;
}

void InputPlan::resolveAgainst(const std::string &dir) {
  for (GlobalInput &g : inputs)
    if (g.path.front() != '/')
      g.path = dir + "/" + g.path;
}

StatusOr<const GlobalInput *> InputPlan::find(int number, int64_t rank) const {
  for (const GlobalInput &g : inputs)
    if (g.number == number && (g.rank < 0 || g.rank == rank))
      return &g;
  return Status::error("the input plan does not say where rank ", rank,
                       "'s input ", number, " is");
}

} // namespace shardrt
