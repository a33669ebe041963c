#!/usr/bin/env bash
# Runs the lit suite under `bazel test`: the tools come from runfiles, outputs
# go to the test's scratch dir, and lit's per-test results become the target's
# test.xml so that scripts/test.sh can count them. In a sharded target
# (shard_count), this shard runs its share of the tests (lit --run-shard).
# Arguments: the test folders to run (default: all of test/), then, after
# "--", more lit options.
set -euo pipefail
folders=() options=()
while (($#)); do
  [[ "$1" == -- ]] && { shift; options=("$@"); break; }
  folders+=("$1")
  shift
done
xml=()
[[ -n "${XML_OUTPUT_FILE:-}" ]] && xml=(--xunit-xml-output "$XML_OUTPUT_FILE")
shards=()
if [[ -n "${TEST_TOTAL_SHARDS:-}" ]]; then
  touch "${TEST_SHARD_STATUS_FILE:-/dev/null}"
  shards=(--num-shards "$TEST_TOTAL_SHARDS"
    --run-shard "$((TEST_SHARD_INDEX + 1))")
fi
exec /usr/lib/llvm-22/bin/lit -sv \
  --param tools_dir="$PWD/tools" \
  --param exec_root="${TEST_TMPDIR:-/tmp}/lit" \
  "${xml[@]}" "${shards[@]}" "${options[@]}" "${folders[@]:-test}"
