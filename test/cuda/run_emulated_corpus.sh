#!/usr/bin/env bash
# Runs the CUDA output of every program the e2e and pass tests run on the
# CUDA emulator (test/cuda/emulator/run_corpus.py): a runtime root whose
# libshardrt_cuda is the emulated one, and the stand-in nvcc.
set -euo pipefail
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
# Two runtime roots: the plain emulated libshardrt_cuda, and the one built
# with AddressSanitizer for programs built with it (the stand-in nvcc's
# SHARD_EMULATOR_ASAN=1), which must load its runtime first.
root="$tmp/root"
asan_root="$tmp/asan-root"
for dir in "$root" "$asan_root"; do
  mkdir -p "$dir/runtime"
  for header in runtime/*.h; do
    ln -sf "$PWD/$header" "$dir/runtime/"
  done
  ln -sf "$PWD/runtime/libshardrt.so" "$dir/runtime/"
done
ln -sf "$PWD/test/cuda/emulator/libshardrt_cuda.so" "$root/runtime/"
ln -sf "$PWD/test/cuda/emulator/asan/libshardrt_cuda.so" "$asan_root/runtime/"
# MPI's allocations outlive the ranks on purpose: no leak reports.
export ASAN_OPTIONS=detect_leaks=0
export SHARD_CACHE_DIR="$tmp/cache"
# The host programs the CUDA ones are checked against, compiled as in the
# lit suites (test/lit.cfg.py): at -O0, as the stand-in nvcc compiles.
export SHARD_CXXFLAGS="-O0"
if command -v ld.gold > /dev/null; then
  SHARD_CXXFLAGS+=" -fuse-ld=gold"
fi
nvcc="$PWD/test/cuda/emulator/nvcc"
# The programs: test/BUILD's cuda_corpus, the tests without what they check.
corpus=test/cuda/corpus

# First (in the first of Bazel's shards), that the emulated build stops a
# misaligned vector access, as a GPU would fault on it, and a read past the
# end of an allocation, and that --graph on the staged backend is refused
# before anything runs.
if [[ "${TEST_SHARD_INDEX:-0}" == 0 ]]; then
  SHARD_EMULATOR_ASAN=1 "$nvcc" -I"$asan_root" -x cu \
    test/cuda/emulator/out_of_bounds.cu -L"$asan_root/runtime" \
    -l:libshardrt_cuda.so -Xlinker -rpath="$asan_root/runtime" \
    -o "$tmp/out_of_bounds"
  if "$tmp/out_of_bounds" 2> "$tmp/out_of_bounds.err" ||
    ! grep -q "heap-buffer-overflow" "$tmp/out_of_bounds.err" ||
    ! grep -q "pastTheEnd" "$tmp/out_of_bounds.err" ||
    ! grep -q "of a 128-byte device allocation: element [0-9]* of 32" \
      "$tmp/out_of_bounds.err"; then
    echo "FAIL the emulated build ran a read past the end of an allocation"
    cat "$tmp/out_of_bounds.err"
    exit 1
  fi
  "$nvcc" -I"$root" -x cu test/cuda/emulator/misaligned.cu -L"$root/runtime" \
    -l:libshardrt_cuda.so -Xlinker -rpath="$root/runtime" -o "$tmp/misaligned"
  if "$tmp/misaligned" 2> "$tmp/misaligned.err" ||
    ! grep -q "misaligned address" "$tmp/misaligned.err"; then
    echo "FAIL the emulated build ran a misaligned 16-byte load"
    cat "$tmp/misaligned.err"
    exit 1
  fi
  if SHARDRT_DEVICE_COMM=staged NVCC="$nvcc" tools/shard-run \
    "$corpus"/e2e/gpt_block.mlir --mesh x=2,y=2 --target cuda --graph \
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
# The same, built with AddressSanitizer: a kernel's or a collective's
# access outside every allocation stops the program, naming the kernel.
run_asan() {
  SHARD_EMULATOR_ASAN=1 python3 test/cuda/emulator/run_corpus.py \
    --shard-run tools/shard-run --runtime-root "$asan_root" --nvcc "$nvcc" \
    --jobs 2 "$@"
}
oracle=(--oracle test/oracle/oracle.py
  --io-lib "$PWD/test/oracle/libshard_oracle_io.so")
# Every program over the emulated NCCL, on the largest mesh it runs on (the
# host suites run every mesh through the same partitioner; the largest
# mesh has the most collectives and the groups of several axes), against
# the unsharded host program; those that use every collective, grouped
# send/recv and started all_reduces, on every mesh, on the staged backend
# and replayed as CUDA graphs (over NCCL: the staged backend waits on the
# host, which a capture does not allow), also against mlir-runner; the
# staged runs built with AddressSanitizer (1.9x the plain time: the suite
# must stay within CI's 15 minutes).
# Each run adds its programs to the test's results; each Bazel shard runs
# its share of every list. Each list runs its kernels' blocks and threads in
# orders drawn from a seed of its own (SHARD_EMULATOR_SEED), so that a race
# inside a kernel shows up as a mismatch.
# The fused attention kernels' programs, forward and backward (f32,
# 16-bit, Llama's rounded P, masks, GQA), alone and in the bf16 training
# steps exported from PyTorch (bf16 cuBLASLt GEMMs around them), run in
# the last list, on every mesh and over the emulated NCCL too: the first
# list skips them (15 programs, 11% of this test's time on 2026-12-07).
attention=("$corpus"/e2e/fused_attention.mlir "$corpus"/e2e/fused_attention_backward.mlir
  "$corpus"/e2e/models/llama-train-bf16.mlir "$corpus"/e2e/models/gpt2-train-bf16.mlir)
status=0
SHARD_EMULATOR_SEED=1 run --suite nccl --device-comm nccl --largest-meshes \
  "${attention[@]/#/--except=}" "$corpus"/e2e/*.mlir "$corpus"/e2e/models/*.mlir \
  "$corpus"/passes/*.mlir || status=1
key=("$corpus"/e2e/collectives.mlir "$corpus"/e2e/gpt_block.mlir
  "$corpus"/e2e/grad_overlap.mlir "$corpus"/e2e/pipeline_training.mlir)
SHARD_EMULATOR_SEED=2 run_asan --suite staged --device-comm staged "${oracle[@]}" "${key[@]}" || status=1
SHARD_EMULATOR_SEED=3 run --suite graph --device-comm nccl --graph "${oracle[@]}" "${key[@]}" || status=1
# The attention programs on every mesh, built with AddressSanitizer: a
# read or write past a buffer (a block's edge, a transposed operand's
# stride) stops the run. The kernels' programs are also checked against
# mlir-runner, the training steps against PyTorch's own outputs (their
# scatters have no upstream lowering).
SHARD_EMULATOR_SEED=4 run_asan --suite attention --device-comm nccl \
  "${oracle[@]}" "${attention[@]}" || status=1
exit "$status"
