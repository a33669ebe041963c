//===- Debug.h - -debug-only output that works in release builds -*- C++
//-*-===//
//
// LLVM_DEBUG compiles away under NDEBUG, and an LLVM built without
// assertions (Debian's, which CI uses) registers neither -debug nor
// -debug-only. shard's tools register their own (registerDebugOptions)
// where LLVM has none, and shard's passes print through SHARD_DEBUG,
// checked at run time, under their DEBUG_TYPE (the pass's argument):
//
//   shard-opt model.mlir --dist-propagate -debug-only=dist-propagate
//
// prints why each value got its sharding, in the optimized build.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SUPPORT_DEBUG_H
#define SHARD_SUPPORT_DEBUG_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

namespace shard {

/// Registers -debug (every debug type) and -debug-only=TYPE[,TYPE...]
/// unless LLVM registered its own; call before parsing the command line.
void registerDebugOptions();

/// Whether -debug or -debug-only asked for `type`'s output.
bool debugEnabled(llvm::StringRef type);

} // namespace shard

/// Runs `X` (statements printing to llvm::dbgs()) when DEBUG_TYPE's output
/// is asked for.
#define SHARD_DEBUG(X)                                                         \
  do {                                                                         \
    if (::shard::debugEnabled(DEBUG_TYPE)) {                                   \
      X;                                                                       \
    }                                                                          \
  } while (false)

#endif // SHARD_SUPPORT_DEBUG_H
