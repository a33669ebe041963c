#!/usr/bin/env bash
# Runs the CUDA output of every program the e2e and pass tests run on the
# CUDA emulator (test/cuda/emulator/run_corpus.py): a runtime root whose
# libshardrt_cuda is the emulated one, and the stand-in nvcc.
set -euo pipefail
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
root="$tmp/root"
mkdir -p "$root/runtime"
for header in runtime/*.h; do
  ln -sf "$PWD/$header" "$root/runtime/"
done
ln -sf "$PWD/runtime/libshardrt.so" "$root/runtime/"
ln -sf "$PWD/test/cuda/emulator/libshardrt_cuda.so" "$root/runtime/"
export SHARD_CACHE_DIR="$tmp/cache"
# The host programs the CUDA ones are checked against, compiled as in the
# lit suites (test/lit.cfg.py).
export SHARD_CXXFLAGS="-O1 -march=native"
if command -v ld.gold > /dev/null; then
  SHARD_CXXFLAGS+=" -fuse-ld=gold"
fi
# The oracle strips the annotations with shard-opt.
export PATH="$PWD/tools:$PATH"
nvcc="$PWD/test/cuda/emulator/nvcc"

# First (in the first of Bazel's shards), that the emulated build stops a
# misaligned vector access, as a GPU would fault on it, and that --graph on
# the staged backend is refused before anything runs.
if [[ "${TEST_SHARD_INDEX:-0}" == 0 ]]; then
  "$nvcc" -I"$root" -x cu test/cuda/emulator/misaligned.cu -L"$root/runtime" \
    -l:libshardrt_cuda.so -Xlinker -rpath="$root/runtime" -o "$tmp/misaligned"
  if "$tmp/misaligned" 2> "$tmp/misaligned.err" ||
    ! grep -q "misaligned address" "$tmp/misaligned.err"; then
    echo "FAIL the emulated build ran a misaligned 16-byte load"
    cat "$tmp/misaligned.err"
    exit 1
  fi
  if SHARDRT_DEVICE_COMM=staged NVCC="$nvcc" tools/shard-run \
    test/e2e/gpt_block.mlir --mesh x=2,y=2 --target cuda --graph \
    --runtime-root "$root" -o "$tmp/staged-graph" > "$tmp/staged-graph.txt" 2>&1 ||
    ! grep -q "waits for its collectives on the host" "$tmp/staged-graph.txt"; then
    echo "FAIL --graph on the staged backend was not refused"
    cat "$tmp/staged-graph.txt"
    exit 1
  fi
fi
run() {
  python3 test/cuda/emulator/run_corpus.py --shard-run tools/shard-run \
    --runtime-root "$root" --nvcc "$nvcc" --jobs 2 "$@"
}
oracle=(--oracle test/oracle/oracle.py
  --io-lib "$PWD/test/oracle/libshard_oracle_io.so")
# Every program over the emulated NCCL, on the largest mesh it runs on (the
# host suites run every mesh through the same partitioner; the largest
# mesh has the most collectives and the groups of several axes), against
# the unsharded host program; those that use every collective, grouped
# send/recv and started all_reduces, on every mesh, on the staged backend
# and replayed as CUDA graphs (over NCCL: the staged backend waits on the
# host, which a capture does not allow), also against mlir-runner.
# Each run adds its programs to the test's results; each Bazel shard runs
# its share of every list.
status=0
run --suite nccl --device-comm nccl --largest-meshes test/e2e/*.mlir test/e2e/models/*.mlir test/passes/*.mlir || status=1
key=(test/e2e/collectives.mlir test/e2e/gpt_block.mlir
  test/e2e/grad_overlap.mlir test/e2e/pipeline_training.mlir)
run --suite staged --device-comm staged "${oracle[@]}" "${key[@]}" || status=1
run --suite graph --device-comm nccl --graph "${oracle[@]}" "${key[@]}" || status=1
exit "$status"
