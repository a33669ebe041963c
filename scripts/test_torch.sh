#!/usr/bin/env bash
# The optional second test command: the tests that need PyTorch
# (//test:shard_torch_test and //test:shard_torch_jobs_test, which
# scripts/test.sh reports as skipped where
# torch is absent). Installs torch, torch-mlir, transformers, numpy and
# ml_dtypes from PyPI into a virtual environment under build/ (once; later
# runs reuse it), then runs those tests with its python and ends with "N
# passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh || exit 1
venv=build/torch-venv
if ! "$venv/bin/python" -c "import torch, torch_mlir, transformers, numpy, ml_dtypes" 2>/dev/null; then
  python3 -m venv "$venv" &&
    "$venv/bin/pip" install -q torch torch-mlir transformers numpy ml_dtypes ||
    { echo "0 passed, 1 failed, 0 skipped (installing torch)"; exit 1; }
fi
targets=(//test:shard_torch_test //test:shard_torch_jobs_test)
bazel test "${targets[@]}" --test_env=SHARD_TORCH_PYTHON="$PWD/$venv/bin/python" "$@"
status=$?
python3 scripts/count_results.py "$(bazel info bazel-testlogs 2>/dev/null)" \
  "${targets[@]}"
count_status=$?
((status == 0)) && status=$count_status
exit "$status"
