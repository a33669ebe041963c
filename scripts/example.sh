#!/usr/bin/env bash
# The main job: set up, build, and run the bundled example model on four
# ranks with shard-run --check, which also runs it unsharded on one device
# and prints the error of every output.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
bazel build //tools:shard-run //tools:shard-opt
model=${1:-examples/gpt_block.mlir}
mesh=${2:-dp=2,tp=2}
bazel-bin/tools/shard-run "$model" --mesh "$mesh" --check -o build/example
