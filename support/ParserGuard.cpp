//===- ParserGuard.cpp - inputs that crash upstream's parser --------------===//

#include "support/ParserGuard.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
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
  Regex keyword("(dimensions|permutation)[[:space:]]*=[[:space:]]*");
  Regex list("^\\[[[:space:]]*(-?[0-9]+([[:space:]]*,[[:space:]]*-?[0-9]+)*)?"
             "[[:space:]]*\\]");
  Regex nextOp("\n[[:space:]]*(%|}|\\^|return|func|[a-z_]+\\.[a-z_]+ )");
  // Each `linalg.<name>` not followed by a letter, `_` or a quote, found
  // by substring search: a regex over the whole text is slow on large
  // programs.
  StringRef dialect = "linalg.";
  auto isNameChar = [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; };
  for (size_t at = text.find(dialect); at != StringRef::npos;
       at = text.find(dialect, at + 1)) {
    StringRef name =
        text.drop_front(at + dialect.size()).take_while(isNameChar);
    StringRef rest = text.drop_front(at + dialect.size() + name.size());
    if ((name != "reduce" && name != "broadcast" && name != "transpose") ||
        rest.starts_with("\""))
      continue;
    StringRef span = rest.take_until([](char c) { return c == '{'; });
    SmallVector<StringRef, 1> end;
    if (nextOp.match(span, &end))
      span = span.take_front(size_t(end[0].data() - span.data()));
    SmallVector<StringRef, 2> key;
    if (!keyword.match(span, &key))
      continue;
    // Up to the first `]`, where a list of integers ends.
    StringRef value =
        rest.drop_front(size_t(key[0].data() - rest.data()) + key[0].size());
    value = value.take_front(value.find(']') + 1);
    if (list.match(value))
      continue;
    auto [line, column] = positionOf(text, key[0].data());
    return shard::ParserCrash{
        line, column,
        (key[1] + " of linalg." + name +
         " must be a list of integers in brackets (MLIR 22's parser "
         "crashes on anything else)")
            .str()};
  }
  return std::nullopt;
}

/// A block label defined twice in one region: the parser reports the
/// redefinition, and linalg.generic's parser then destroys its region
/// while ops in it are still referenced (a use after free that aborts or
/// corrupts the heap, MLIR 22.1: GenericOp::parse). Tracks regions by
/// braces outside strings and comments; a definition is a `^label` that
/// starts a line ending with a colon.
std::optional<shard::ParserCrash> findRedefinedBlock(StringRef text) {
  SmallVector<StringSet<>, 8> regions(1);
  bool lineStart = true;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') { // a string: to its closing quote
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      lineStart = false;
      continue;
    }
    if (text.substr(i).starts_with("//")) { // a comment: to the line's end
      i = std::min(text.size(), text.find('\n', i)) - 1;
      continue;
    }
    if (c == '\n') {
      lineStart = true;
      continue;
    }
    if (c == ' ' || c == '\t')
      continue;
    if (c == '{')
      regions.emplace_back();
    else if (c == '}' && regions.size() > 1)
      regions.pop_back();
    else if (c == '^' && lineStart) {
      size_t end = i + 1;
      while (end < text.size() &&
             (isAlnum(text[end]) || text[end] == '_' || text[end] == '.' ||
              text[end] == '$' || text[end] == '-'))
        ++end;
      StringRef label = text.slice(i, end);
      // A definition's line ends with its colon (`^bb0(%a: f32):`); a
      // branch's operands continued on a line of their own do not.
      StringRef line = text.slice(end, text.find('\n', end));
      bool defines = line.split("//").first.rtrim().ends_with(":");
      if (defines && !regions.back().insert(label).second) {
        auto [line, column] = positionOf(text, text.data() + i);
        return shard::ParserCrash{
            line, column,
            ("redefinition of block '" + label +
             "' (MLIR 22's linalg.generic parser crashes after reporting it)")
                .str()};
      }
    }
    lineStart = false;
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
    // The regex only where it can match: it is slow on a program's lines.
    if (code.contains("array<") && indexArray.match(code, &match)) {
      unsigned column = unsigned(match[0].data() - current.data()) + 1;
      return ParserCrash{line, column,
                         "a dense array of index elements (array<index: "
                         "...>) crashes MLIR 22's parser; use i64 elements"};
    }
    rest = next;
    ++line;
  }
  if (std::optional<ParserCrash> crash = findBadDimensionList(text))
    return crash;
  return findRedefinedBlock(text);
}
