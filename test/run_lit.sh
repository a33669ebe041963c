#!/usr/bin/env bash
# Runs the lit suite under `bazel test`: the tools come from runfiles, outputs
# go to the test's scratch dir, and lit's per-test results become the target's
# test.xml so that scripts/test.sh can count them. Arguments: the test
# folders to run (default: all of test/).
set -euo pipefail
xml=()
[[ -n "${XML_OUTPUT_FILE:-}" ]] && xml=(--xunit-xml-output "$XML_OUTPUT_FILE")
exec /usr/lib/llvm-22/bin/lit -sv \
  --param tools_dir="$PWD/tools" \
  --param exec_root="${TEST_TMPDIR:-/tmp}/lit" \
  "${xml[@]}" "${@:-test}"
