//===- BoundedJson.cpp - JSON parsed with a bound on its nesting ----------===//

#include "support/BoundedJson.h"

#include <algorithm>
#include <string>

namespace shard {
namespace {
/// The deepest nesting of arrays and objects in `json` (outside strings).
size_t nestingDepth(llvm::StringRef json) {
  size_t depth = 0, deepest = 0;
  bool inString = false;
  for (size_t i = 0; i < json.size(); ++i) {
    char c = json[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}
} // namespace

llvm::Expected<llvm::json::Value> parseBoundedJson(llvm::StringRef json,
                                                   size_t maxDepth) {
  if (size_t depth = nestingDepth(json); depth > maxDepth)
    return llvm::createStringError("nests arrays and objects " +
                                   std::to_string(depth) +
                                   " deep (the limit is " +
                                   std::to_string(maxDepth) + ")");
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed)
    return llvm::createStringError("not JSON: " +
                                   llvm::toString(parsed.takeError()));
  return parsed;
}

} // namespace shard
