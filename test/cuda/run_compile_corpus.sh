#!/usr/bin/env bash
# Compiles the CUDA output of every program the e2e and pass tests run
# (test/cuda/compile_corpus.py), with nvcc, from a cache of its own so that
# every program really goes through nvcc.
set -euo pipefail
export SHARD_CACHE_DIR="${TEST_TMPDIR:-$(mktemp -d)}/cache"
exec python3 test/cuda/compile_corpus.py --shard-run tools/shard-run \
  --jobs 2 test/e2e/*.mlir test/e2e/models/*.mlir test/passes/*.mlir
