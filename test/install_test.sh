#!/usr/bin/env bash
# Installs shard to a temporary prefix (scripts/install.sh), then runs
# examples/gpt_block.mlir with the installed shard-run on 4 ranks with
# --check, from a directory outside the source tree and with no runfiles or
# runtime variables set: the installed tree alone must be enough, and the
# program must be compiled against the installed headers and library.
set -euo pipefail

prefix="$TEST_TMPDIR/prefix"
work="$TEST_TMPDIR/work"
scripts/install.sh "$prefix"
mkdir -p "$work"
cp examples/gpt_block.mlir "$work/"
cd "$work"
env -u RUNFILES_DIR -u TEST_SRCDIR -u RUNFILES_MANIFEST_FILE \
  -u JAVA_RUNFILES -u SHARD_RUNTIME_ROOT HOME="$work" \
  SHARD_CACHE_DIR="$work/cache" \
  "$prefix/bin/shard-run" gpt_block.mlir --check -o out -v >log 2>&1 || {
  cat log
  exit 1
}
fail() {
  echo "install_test: $1" >&2
  cat log >&2
  exit 1
}
grep -q -- "-I$prefix/include/shard .* -L$prefix/lib -lshardrt" log ||
  fail "the program was not built against the installed runtime"
grep -q "(4 ranks)" log || fail "not 4 ranks"
grep -q "^check passed" log || fail "no passing check"
grep -q "^0.1" "$prefix/share/shard/VERSION" || fail "no version stamp"
echo "installed under $prefix; gpt_block.mlir ran on 4 ranks and passed --check"
