//===- BoundedJson.h - JSON parsed with a bound on its nesting --*- C++ -*-===//
//
// llvm::json::parse recurses once per level of nesting: a file nested some
// ten thousand deep overflows the stack before it can report anything.
// What shard reads as JSON (cluster files, checkpoint indexes, safetensors
// headers) goes through parseBoundedJson, which measures the nesting first.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SUPPORT_BOUNDEDJSON_H
#define SHARD_SUPPORT_BOUNDEDJSON_H

#include "llvm/Support/JSON.h"

namespace shard {

/// Parses `json`; fails with "nests arrays and objects N deep (the limit
/// is M)" where they nest deeper than `maxDepth`, and with "not JSON: ..."
/// where it is not JSON.
llvm::Expected<llvm::json::Value> parseBoundedJson(llvm::StringRef json,
                                                   size_t maxDepth);

} // namespace shard

#endif // SHARD_SUPPORT_BOUNDEDJSON_H
