#!/usr/bin/env bash
# The GPU check end to end on the CUDA emulator, as CI runs it (test/BUILD's
# gpu_check_emulated_test), so that bench/gpu/check.sh is known to work
# before a GPU is at hand: prepare.py makes a small bundle (the kinds of
# program the check sums up apart, one each; the timed programs at small
# shapes), then check.sh --emulate builds libshardrt_cuda and every program
# here and runs them. Passes when the check finds nothing failed and its
# table has every part.
set -euo pipefail
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
# shard-run's runtime for the bundle's host runs, and the emulated
# libshardrt_cuda with the stand-in nvcc for its CUDA programs (which
# prepare.py only keeps the source of).
root="$tmp/root"
mkdir -p "$root/runtime"
for header in runtime/*.h; do
  ln -sf "$PWD/$header" "$root/runtime/"
done
ln -sf "$PWD/runtime/libshardrt.so" "$root/runtime/"
ln -sf "$PWD/test/cuda/emulator/libshardrt_cuda.so" "$root/runtime/"
export NVCC="$PWD/test/cuda/emulator/nvcc" SHARD_CACHE_DIR="$tmp/cache"
# The bundle's host runs (its expected outputs) compile at -O0, as the lit
# suites' programs do (test/lit.cfg.py): they run for milliseconds.
export SHARD_CXXFLAGS="-O0"
# One program of each kind: a bf16 training step exported from PyTorch
# (Llama's, dp x tp), pipelines of 8 microbatches under 1F1B and ZB-H1, and a 3D
# training step on 8 ranks (all 8 share the one emulated GPU).
programs='^llama_bf16_train_step.*mesh_dp_2_pp_1_tp_2_tolerance_1e-2$'
programs+='|^pipeline_training_mesh_pp_4_microbatches_8$'
programs+='|^pipeline_memory_mesh_dp_2_pp_2_microbatches_8_schedule_zb-h1$'
programs+='|^gpt2_train_step.*mesh_dp_2_pp_2_tp_2_microbatches_2_schedule_zb-h1$'
# The programs come from test/BUILD's cuda_corpus: the tests without what
# they check, so that a change to a CHECK line leaves this test cached.
python3 bench/gpu/prepare.py --tools tools --runtime-root "$root" --out "$tmp/bundle" \
  --corpus test/cuda/corpus --programs "$programs" --batch 1 --seq 64 --hidden 64 --heads 1 --ffn 128 \
  --elementwise 64x1024
# MFU's arithmetic needs peaks; the emulator has none of its own.
status=0
OUT="$tmp/out" SHARD_PEAK_F32=0.001 SHARD_PEAK_BF16=0.001 bash bench/gpu/check.sh "$tmp/bundle" --emulate ||
  status=$?
table="$tmp/out/gpu-check.txt"
expect() {
  if ! grep -qE "$1" "$table"; then
    echo "FAIL the table has no line matching: $1"
    status=1
  fi
}
expect '^  4 programs, 0 failed$'
expect '^  training steps from PyTorch, bf16: +1 programs, 0 failed$'
expect '^  pipelines, m >= 8, 1f1b: +1 programs, 0 failed$'
expect '^  pipelines, m >= 8, zb-h1: +1 programs, 0 failed$'
expect '^  3D \(dp x pp x tp\), 8 ranks: +1 programs, 0 failed$'
expect '^\(b\) GPT block forward, f32 '
expect '^\(b\) causal attention, forward and backward, f32 '
expect '^\(b\) causal attention, forward and backward, bf16 '
expect '^  floor: GEMMs alone .* on cuBLASLt bf16\)$'
[[ $(grep -c '^  fused vs unfused outputs .* ok$' "$table") == 3 ]] ||
  { echo "FAIL fused and unfused attention were not compared three times"; status=1; }
[[ $(grep -c '^  model FLOP/s, MFU .* of 0.001 TFLOP/s' "$table") == 3 ]] ||
  { echo "FAIL no MFU for every timed program"; status=1; }
expect '^  of the device copy.s '
expect '^\[rank 0\] all_reduce started .* ok'
expect '^# 0 check failures$'
expect '^gpu-check: 0 failed;'
exit "$status"
