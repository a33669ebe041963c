#!/usr/bin/env bash
# The main job: set up, build, and run shard on the bundled example model.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
bazel build //tools:shard-opt
model=${1:-examples/mlp.mlir}
mkdir -p build
# Parse, verify and print; the printed form must parse back to itself.
bazel-bin/tools/shard-opt "$model" -o build/example.mlir
bazel-bin/tools/shard-opt build/example.mlir | diff -u build/example.mlir -
cat build/example.mlir
echo "verified and round-tripped: $model"
