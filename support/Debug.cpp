//===- Debug.cpp - -debug and -debug-only for shard's passes --------------===//

#include "support/Debug.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace {

/// The options, made once by registerDebugOptions.
struct DebugOptions {
  llvm::cl::opt<bool> all{
      "debug", llvm::cl::Hidden,
      llvm::cl::desc("print the debug output of every pass of shard's")};
  llvm::cl::list<std::string> only{
      "debug-only", llvm::cl::Hidden, llvm::cl::CommaSeparated,
      llvm::cl::desc("print the debug output of these passes (their "
                     "arguments: -debug-only=dist-propagate,dist-partition)")};
};

DebugOptions *options = nullptr;

} // namespace

void shard::registerDebugOptions() {
  if (!options && !llvm::cl::getRegisteredOptions().count("debug-only"))
    options = new DebugOptions(); // lives as long as the tool
}

bool shard::debugEnabled(llvm::StringRef type) {
  return options && (options->all || llvm::is_contained(options->only, type));
}
