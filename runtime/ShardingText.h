//===- ShardingText.h - shapes and shardings as words of a line -*- C++ -*-===//
//
// shard-run hands the ranks their job (JobSpec.h) and their inputs
// (InputPlan.h) as text files of one item per line; these are the words
// both use for counts, shapes and how a tensor is split.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_SHARDINGTEXT_H
#define SHARD_RUNTIME_SHARDINGTEXT_H

#include "runtime/Layout.h"
#include "runtime/Status.h"

#include <functional>
#include <istream>
#include <sstream>
#include <string>
#include <vector>

namespace shardrt {

/// "[a,b,c]".
std::string formatCounts(const std::vector<int64_t> &values);
/// Parses a whole non-negative integer.
bool parseCount(const std::string &text, int64_t &value);
/// Parses formatCounts' text.
bool parseCounts(const std::string &text, std::vector<int64_t> &values);

/// `spec` of a tensor of rank `rank` as four words: the axes of each dim
/// ("[0.1,-]"), each dim's blocks ("[1,1]"), the partial axes ("[2]") and
/// their reduction ("sum", "max", "min").
std::string formatSharding(const ShardSpec &spec, size_t rank);
/// Reads formatSharding's words from `in` for a tensor of rank `rank`;
/// false if they are malformed.
bool parseSharding(std::istream &in, size_t rank, ShardSpec &spec);

/// Calls `parse(key, rest)` for each line of `text`: its first word and
/// the words after it. A line `parse` refuses is an error naming it:
/// "<what> line N is malformed: '...'".
Status parseLines(const std::string &text, const char *what,
                  const std::function<bool(const std::string &,
                                           std::istringstream &)> &parse);

} // namespace shardrt

#endif // SHARD_RUNTIME_SHARDINGTEXT_H
