//===- PrecompiledHeader.h - the runtime headers, parsed once -*- C++ -*-===//
//
// Every generated host program starts with the same #include lines (the
// runtime's headers and the standard library's), and parsing them is about
// a third of compiling a small program. shard-run precompiles them once per
// toolchain into the compile cache and has the compiler -include the
// result; the program's own #includes of the same headers then do nothing.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_PRECOMPILEDHEADER_H
#define SHARD_DRIVER_PRECOMPILEDHEADER_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shard::driver {

/// The leading #include lines of `program`, up to its first line that is
/// not an #include, a comment or blank.
std::string includePrologue(llvm::StringRef program);

/// Runs a command (argv, the file its errors go to) and returns its exit
/// code.
using RunCommand = llvm::function_ref<int(const std::vector<std::string> &,
                                          const std::string &)>;

/// The header a compile whose command starts with `head` (the compiler and
/// its flags) should -include to get `prologue` precompiled: built by `run`
/// once per prologue and `toolKey` (what else makes a binary: the runtime,
/// the compiler) in the cache directory `dir`. Empty when `prologue` is
/// empty or the header cannot be built; the program then compiles without.
std::string precompiledHeader(const std::vector<std::string> &head,
                              const std::string &prologue,
                              const std::string &toolKey,
                              const std::string &dir, int64_t timeoutSeconds,
                              RunCommand run);

} // namespace shard::driver

#endif // SHARD_DRIVER_PRECOMPILEDHEADER_H
