//===- PrecompiledHeader.cpp - the runtime headers, parsed once -----------===//

#include "driver/PrecompiledHeader.h"

#include "driver/CompileCache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <unistd.h>
#include <utime.h>

namespace shard::driver {

std::string includePrologue(llvm::StringRef program) {
  std::string prologue;
  while (!program.empty()) {
    auto [line, rest] = program.split('\n');
    llvm::StringRef code = line.trim();
    if (code.starts_with("#include"))
      prologue += (code + "\n").str();
    else if (!code.empty() && !code.starts_with("//"))
      break;
    program = rest;
  }
  return prologue;
}

std::string precompiledHeader(const std::vector<std::string> &head,
                              const std::string &prologue,
                              const std::string &toolKey,
                              const std::string &dir, int64_t timeoutSeconds,
                              RunCommand run) {
  if (prologue.empty() || dir.empty())
    return "";
  std::string key = prologue + '\0' + toolKey;
  for (const std::string &a : head)
    key += '\0' + a;
  std::string header =
      dir + "/" + llvm::utohexstr(llvm::xxh3_64bits(llvm::StringRef(key))) +
      ".pch.h";
  std::string compiled = header + ".gch";
  CacheLock lock;
  if (!lock.acquire(header + ".lock", timeoutSeconds).isOk())
    return "";
  if (llvm::sys::fs::exists(header) && llvm::sys::fs::exists(compiled)) {
    // Used now: the last to be evicted.
    ::utime(header.c_str(), nullptr);
    ::utime(compiled.c_str(), nullptr);
    return header;
  }
  // Built under a name of this process, then renamed into place: the
  // compiled header first, so that the header's presence means both are.
  std::string partial = dir + "/pch.partial" + std::to_string(::getpid());
  std::string partialHeader = partial + ".h";
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(partialHeader, ec);
    if (ec)
      return "";
    os << prologue;
  }
  std::vector<std::string> argv = head;
  argv.insert(argv.end(), {"-x", "c++-header", partialHeader, "-o",
                           partialHeader + ".gch"});
  bool built = run(argv, partial + ".log") == 0 &&
               !llvm::sys::fs::rename(partialHeader + ".gch", compiled) &&
               !llvm::sys::fs::rename(partialHeader, header);
  for (const std::string &leftover :
       {partialHeader, partialHeader + ".gch", partial + ".log"})
    llvm::sys::fs::remove(leftover);
  return built ? header : "";
}

} // namespace shard::driver
