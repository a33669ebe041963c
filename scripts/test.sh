#!/usr/bin/env bash
# The project's test command: set up, build everything, run every test, and
# end with one line "N passed, N failed, N skipped" counted from the tests'
# own results. Arguments go to `bazel test`.
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh || exit 1
# As a machine without the CUDA toolkit would: its targets are skipped and
# everything else builds (the build after reuses all of it and adds the
# CUDA targets where the toolkit is present).
SHARD_CUDA=off bazel build //... ||
  { echo "0 passed, 1 failed, 0 skipped (build without CUDA)"; exit 1; }
bazel build //... || { echo "0 passed, 1 failed, 0 skipped (build)"; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
bazel test //... "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# Targets Bazel skipped (incompatible: the CUDA toolkit is absent).
skipped=()
while read -r target; do
  skipped+=(--skipped "$target")
done < <(sed -n 's|^\(//[^ ]*\) *SKIPPED$|\1|p' "$log")
mapfile -t targets < <(bazel query 'tests(//...)' 2>/dev/null)
python3 scripts/count_results.py "$(bazel info bazel-testlogs 2>/dev/null)" \
  "${skipped[@]}" "${targets[@]}"
count_status=$?
((status == 0)) && status=$count_status
exit "$status"
