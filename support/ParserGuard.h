//===- ParserGuard.h - inputs that crash upstream's parser -------*- C++
//-*-===//
//
// MLIR 22's parser crashes on a few inputs instead of reporting them, which
// would make shard's tools crash on bad input. The tools look for them in
// the text before parsing and report a located error instead. Each entry
// names the upstream bug it works around; remove it with the bug.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SUPPORT_PARSERGUARD_H
#define SHARD_SUPPORT_PARSERGUARD_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace shard {

/// Where and why upstream's parser would crash.
struct ParserCrash {
  unsigned line, column;
  std::string message;
};

/// The first construct in `text` that upstream's parser crashes on, or
/// nullopt.
std::optional<ParserCrash> findParserCrash(llvm::StringRef text);

} // namespace shard

#endif // SHARD_SUPPORT_PARSERGUARD_H
