#!/usr/bin/env bash
# CI's fuzzing batch under `bazel test`: a few hundred seeded mutants of the
# test corpus through shard-opt, shard-translate and shard-run (the tools
# from runfiles). Fails on a crash, a hang, or an exit code 0 with an error.
set -euo pipefail
export SHARD_CACHE_DIR="${TEST_TMPDIR:-/tmp}/program-cache"
exec python3 test/fuzz/fuzz.py --tools "$PWD/tools" "$@"
