#!/usr/bin/env bash
# Installs shard under a prefix:
#
#   bazel run //scripts:install -- PREFIX
#
# PREFIX/bin: shard-opt, shard-translate, shard-run
# PREFIX/include/shard/runtime: the runtime headers generated programs include
# PREFIX/include/shard/{Dialect,Passes,Codegen}.h: the API of libshard.so
# PREFIX/lib: libshardrt.so (and libshardrt_cuda.so where it was built),
#   libshard.so (the dist dialect, the passes, the code generators)
# PREFIX/lib/cmake/shard/shardConfig.cmake: find_package(shard) for CMake
# PREFIX/share/shard/VERSION: the version, and the commit when known
#
# An installed shard-run finds its runtime relative to itself
# (PREFIX/include/shard, PREFIX/lib): no source tree, Bazel output or
# environment variable is needed. Run from a source tree after
# `bazel build //tools:all //runtime:libshardrt.so //api:libshard.so`,
# `scripts/install.sh PREFIX` installs the same files from bazel-bin.
set -euo pipefail

if (($# != 1)); then
  echo "usage: install.sh PREFIX" >&2
  exit 2
fi
prefix=$1
# `bazel run` starts in the runfiles; a relative prefix means the caller's
# directory.
if [[ "$prefix" != /* ]]; then
  prefix="${BUILD_WORKING_DIRECTORY:-$PWD}/$prefix"
fi

# Built files: this script's runfiles (bazel run, tests), else bazel-bin next
# to the sources.
here=$(cd "$(dirname "$0")" && pwd)
if [[ -n "${RUNFILES_DIR:-}" && -d "$RUNFILES_DIR/shard/tools" ]]; then
  built="$RUNFILES_DIR/shard"
  sources="$built"
elif [[ -d "$0.runfiles/shard/tools" ]]; then
  built="$0.runfiles/shard"
  sources="$built"
else
  sources=$(cd "$here/.." && pwd)
  built="$sources/bazel-bin"
fi
for f in tools/shard-opt tools/shard-translate tools/shard-run \
  runtime/libshardrt.so runtime/ProgramAbi.h api/libshard.so api/Dialect.h; do
  [[ -e "$built/$f" || -e "$sources/$f" ]] || {
    echo "install.sh: $f is not built; run bazel build //tools:all" \
      "//runtime:libshardrt.so //api:libshard.so" >&2
    exit 1
  }
done

mkdir -p "$prefix/bin" "$prefix/include/shard/runtime" "$prefix/lib/cmake/shard" \
  "$prefix/share/shard"
for tool in shard-opt shard-translate shard-run; do
  install -m 755 "$built/tools/$tool" "$prefix/bin/$tool"
done
install -m 644 "$sources"/runtime/*.h "$prefix/include/shard/runtime/"
install -m 644 "$sources"/api/{Dialect,Passes,Codegen}.h "$prefix/include/shard/"
install -m 755 "$built/api/libshard.so" "$prefix/lib/libshard.so"
install -m 644 "$sources/api/shardConfig.cmake" "$prefix/lib/cmake/shard/"
for lib in libshardrt.so libshardrt_cuda.so; do
  if [[ -e "$built/runtime/$lib" ]]; then
    install -m 755 "$built/runtime/$lib" "$prefix/lib/$lib"
  fi
done
{
  cat "$sources/VERSION"
  if commit=$(git -C "$sources" rev-parse HEAD 2>/dev/null); then
    echo "commit $commit"
  fi
} >"$prefix/share/shard/VERSION"
echo "installed shard $(head -1 "$sources/VERSION") under $prefix"
