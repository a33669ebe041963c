//===- ParserGuard.cpp - inputs that crash upstream's parser --------------===//

#include "support/ParserGuard.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Regex.h"

using namespace llvm;

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
  return std::nullopt;
}
