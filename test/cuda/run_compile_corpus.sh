#!/usr/bin/env bash
# Emits the CUDA output of every program the e2e and pass tests run, and
# compiles with nvcc the programs that together hold every line shape of it
# (test/cuda/compile_corpus.py; shard-run --no-cache, so that each really
# goes through nvcc).
set -euo pipefail
# The corpus is test/BUILD's cuda_corpus: the tests without what they check.
corpus=test/cuda/corpus
exec python3 test/cuda/compile_corpus.py --shard-run tools/shard-run \
  --jobs 2 "$corpus"/e2e/*.mlir "$corpus"/e2e/models/*.mlir "$corpus"/passes/*.mlir
