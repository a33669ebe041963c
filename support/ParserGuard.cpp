//===- ParserGuard.cpp - inputs that crash upstream's parser --------------===//

#include "support/ParserGuard.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Regex.h"

using namespace llvm;

namespace {

/// The position (line and column, from 1) of `at` in `text`.
std::pair<unsigned, unsigned> positionOf(StringRef text, const char *at) {
  StringRef before = text.take_front(size_t(at - text.data()));
  size_t lineStart = before.rfind('\n');
  unsigned column =
      unsigned(lineStart == StringRef::npos ? before.size() + 1
                                            : before.size() - lineStart);
  return {unsigned(before.count('\n')) + 1, column};
}

/// linalg.reduce, .broadcast and .transpose in their custom form: after a
/// `dimensions =` or `permutation =` that is not a bracketed list of
/// integers, the parser reports the error, adds the null attribute it
/// failed to parse, and crashes (MLIR 22.1: linalg's ReduceOp, BroadcastOp
/// and TransposeOp parsers). Looks at each such op's text up to its region
/// or the next line that starts an op.
std::optional<shard::ParserCrash> findBadDimensionList(StringRef text) {
  Regex op("linalg\\.(reduce|broadcast|transpose)([^\"a-z_]|$)");
  Regex keyword("(dimensions|permutation)[[:space:]]*=[[:space:]]*");
  Regex list("^\\[[[:space:]]*(-?[0-9]+([[:space:]]*,[[:space:]]*-?[0-9]+)*)?"
             "[[:space:]]*\\]");
  Regex nextOp("\n[[:space:]]*(%|}|\\^|return|func|[a-z_]+\\.[a-z_]+ )");
  for (StringRef rest = text; !rest.empty();) {
    SmallVector<StringRef, 3> found;
    if (!op.match(rest, &found))
      return std::nullopt;
    StringRef span = rest.drop_front(size_t(found[0].data() - rest.data()) +
                                     found[0].size() - found[2].size());
    rest = span;
    span = span.take_until([](char c) { return c == '{'; });
    SmallVector<StringRef, 1> end;
    if (nextOp.match(span, &end))
      span = span.take_front(size_t(end[0].data() - span.data()));
    SmallVector<StringRef, 2> key;
    if (!keyword.match(span, &key))
      continue;
    StringRef value =
        rest.drop_front(size_t(key[0].data() - rest.data()) + key[0].size());
    if (list.match(value))
      continue;
    auto [line, column] = positionOf(text, key[0].data());
    return shard::ParserCrash{
        line, column,
        (key[1] + " of linalg." + found[1] +
         " must be a list of integers in brackets (MLIR 22's parser "
         "crashes on anything else)")
            .str()};
  }
  return std::nullopt;
}

} // namespace

std::optional<shard::ParserCrash> shard::findParserCrash(StringRef text) {
  // A dense array of index elements, `array<index: ...>`: the parser asks
  // the element type for its bit width, which index has none of, and
  // crashes (MLIR 22.1: Parser::parseDenseArrayAttr).
  Regex indexArray("array<[[:space:]]*index[[:space:]]*[:>]");
  unsigned line = 1;
  for (StringRef rest = text; !rest.empty();) {
    auto [current, next] = rest.split('\n');
    StringRef code = current.split("//").first;
    SmallVector<StringRef, 1> match;
    if (indexArray.match(code, &match)) {
      unsigned column = unsigned(match[0].data() - current.data()) + 1;
      return ParserCrash{line, column,
                         "a dense array of index elements (array<index: "
                         "...>) crashes MLIR 22's parser; use i64 elements"};
    }
    rest = next;
    ++line;
  }
  return findBadDimensionList(text);
}
