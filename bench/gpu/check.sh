#!/usr/bin/env bash
# The GPU check, for a machine with an NVIDIA GPU, the CUDA toolkit, NCCL,
# OpenMPI and no Bazel. On a machine with the Bazel build first make the
# bundle (inputs, host outputs and CUDA programs): bench/gpu/prepare.py.
# Then, on the GPU machine, from the repository root:
#
#   bench/gpu/check.sh [BUNDLE] [--build-only] [--emulate]
#
# It builds libshardrt_cuda and the tools here with g++ and nvcc, then
#   (a) runs every program of the bundle's corpus (the e2e and pass tests'
#       programs, 1 to 8 ranks: training steps exported from PyTorch in f32
#       and bf16, pipelines under every schedule at up to 8 microbatches,
#       3D meshes) on the GPU and compares each rank's outputs with the
#       host C++ program's (f32 1e-5 relative; NaN where the host has none
#       fails), and sums up the kinds the bundle's groups file names;
#       ranks beyond the GPU count share GPUs through the staged backend
#       (device buffers, MPI collectives on host copies), so that 8 ranks
#       run on one GPU;
#   (b) times three programs that fill the chip (random inputs): a GPT
#       block's forward (f32), and causal attention's forward and backward
#       (fused: two kernels that never store S x S) in f32 and in bf16,
#       each against its floors -- its GEMMs timed alone through the same
#       cuBLASLt calls (a fused attention's products as FlashAttention-2's
#       GEMMs), and the bytes its other kernels move over the measured copy
#       bandwidth --, against itself with --unfused-attention (time, and
#       outputs to 1e-4 in f32, 1e-2 in bf16), with its model FLOP/s and
#       MFU (of the GPU's peak for the program's type, from the table below
#       or SHARD_PEAK_F32 / SHARD_PEAK_BF16); the GPT block also against
#       PyTorch eager when PyTorch with CUDA is installed; and a fused
#       elementwise kernel (bench/gpu/elementwise.mlir) against the copy
#       bandwidth;
#   (c) runs nccl_check: every Runtime collective on NCCL, checked, a
#       started (overlapped) all_reduce included;
#   (d) runs the NCCL collectives benchmark on every GPU of the machine.
# It prints one table and writes it to $OUT/gpu-check.txt (default
# bench/gpu/out), and exits 1 if anything failed. --build-only stops after
# compiling (for machines without a GPU). --emulate does all of it on the
# CPU, on the CUDA emulator (test/cuda/emulator: its stand-in nvcc, its
# CUDA runtime, cuBLASLt and NCCL built into libshardrt_cuda here), with no
# CUDA toolkit: CI runs it so that the script is known to work before a GPU
# is at hand. Its times are the CPU's, not a GPU's.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bundle=bench/gpu/bundle
build_only=0
emulate=0
for arg in "$@"; do
  case "$arg" in
    --build-only) build_only=1 ;;
    --emulate) emulate=1 ;;
    *) bundle=$arg ;;
  esac
done
out=${OUT:-$root/bench/gpu/out}
arch=${SHARD_CUDA_ARCH:-sm_90}
jobs=$(nproc)
if ((emulate)); then
  # The emulator's headers stand in for the toolkit's, its sources for
  # libcudart, cuBLASLt and NCCL.
  cuda=$root/test/cuda/emulator
  cuda_include=$cuda/include
  nvcc=$cuda/nvcc
  device_sources=(test/cuda/emulator/{Blas,Nccl,Runtime,Threads}.cpp)
  device_libs=(-pthread)
  gpu_name="CUDA emulator (CPU; times are not a GPU's)"
  gpus=1
  # Small sizes and one timed run: the emulator runs a kernel's threads one
  # after another.
  copy_mib=64 collective_bytes=1048576 repeat=1
else
  cuda=${CUDA_PATH:-/usr/local/cuda}
  cuda_include=$cuda/include
  nvcc=${NVCC:-$cuda/bin/nvcc}
  device_sources=()
  device_libs=(-L"$cuda/lib64" -lcublasLt -lnccl -lcudart -Wl,-rpath,"$cuda/lib64")
  gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2> /dev/null | head -1)
  gpus=$(nvidia-smi -L 2> /dev/null | wc -l)
  copy_mib=1024 collective_bytes=268435456 repeat=10
fi
((gpus > 0)) || gpus=1
mkdir -p "$out/lib" "$out/bin" "$out/corpus"
table="$out/gpu-check.txt"
: > "$table"
say() { echo "$*" | tee -a "$table"; }
die() { echo "gpu-check: $*" >&2; exit 1; }

[[ -d "$bundle/corpus" ]] || die "no bundle at $bundle: run bench/gpu/prepare.py on a machine with the Bazel build"
[[ -x "$nvcc" ]] || die "no nvcc at $nvcc (set CUDA_PATH or NVCC)"
mpi_inc=$(mpicxx --showme:incdirs 2>/dev/null | cut -d' ' -f1)
mpi_lib=$(mpicxx --showme:libdirs 2>/dev/null | cut -d' ' -f1)
mpi_inc=${mpi_inc:-/usr/lib/x86_64-linux-gnu/openmpi/include}
mpi_lib=${mpi_lib:-/usr/lib/x86_64-linux-gnu/openmpi/lib}
[[ -f "$mpi_inc/mpi.h" ]] || die "no mpi.h (install OpenMPI, e.g. libopenmpi-dev)"
[[ -f "$cuda_include/nccl.h" || -f /usr/include/nccl.h ]] || die "no nccl.h"

# mpirun_ ARGS: mpirun with a session directory and shared-memory segments
# of its own (concurrent jobs under one TMPDIR, or in PID namespaces of
# their own, otherwise race for them), more ranks than cores allowed, and
# waiting ranks yielding their core.
mpirun_() {
  local session segments status
  session=$(mktemp -d)
  segments=$(mktemp -d -p /dev/shm 2> /dev/null || echo "$session")
  OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 mpirun --oversubscribe \
    --bind-to none --mca mpi_yield_when_idle 1 --mca orte_tmpdir_base "$session" \
    --mca btl_vader_backing_directory "$segments" "$@"
  status=$?
  rm -rf "$session" "$segments"
  return $status
}
export -f mpirun_

# --- build: libshardrt_cuda, the tools, the programs -----------------------
start=$(date +%s)
# OpenMPI's C++ bindings are not wanted (nor linked).
cxx=(g++ -std=c++17 -O2 -fPIC -DOMPI_SKIP_MPICXX -I"$root" -I"$cuda_include" -I"$mpi_inc")
sources=()
for name in Array DType InputPlan JobSpec Layout MappedFile RankStats Safetensors ShardingText \
    Trace Communicator MpiCommunicator Program ProgramAbi ProgramIo Runtime TrainingJob CudaDevice \
    DeviceWorld NcclCommunicator StagedCommunicator CudaKernels; do
  sources+=("runtime/$name.cpp")
done
sources+=("${device_sources[@]}")
# Each object is named after its source's path (the emulator's Runtime.cpp
# beside the runtime's).
printf '%s\n' "${sources[@]}" | xargs -P "$jobs" -I{} bash -c \
  'object=${1//\//_}; exec "${@:2}" -c "$1" -o "'"$out"'/lib/${object%.cpp}.o"' _ {} "${cxx[@]}" ||
  die "building the runtime failed"
objects=()
for source in "${sources[@]}"; do
  object=${source//\//_}
  objects+=("$out/lib/${object%.cpp}.o")
done
g++ -shared -Wl,--no-undefined "${objects[@]}" -o "$out/lib/libshardrt_cuda.so" \
  "${device_libs[@]}" -L"$mpi_lib" -lmpi -Wl,-rpath,"$mpi_lib" ||
  die "linking libshardrt_cuda failed"
"${cxx[@]}" bench/gpu/Compare.cpp runtime/Array.cpp runtime/DType.cpp runtime/Layout.cpp \
  -o "$out/bin/compare" || die "building compare failed"
nvccflags=(-std=c++17 -O3 -arch="$arch" -diag-suppress=177 --expt-relaxed-constexpr
           -I"$root" -I"$mpi_inc" -cudart shared)
link=(-L"$out/lib" -l:libshardrt_cuda.so -Xlinker -rpath="$out/lib")
"$nvcc" "${nvccflags[@]}" -x cu bench/gpu/Floors.cu "${link[@]}" -o "$out/bin/floors" ||
  die "building floors failed"
"${cxx[@]}" -DSHARD_BENCH_NCCL bench/collectives/CollectivesBench.cpp -o "$out/bin/collectives" \
  -L"$out/lib" -l:libshardrt_cuda.so -Wl,-rpath,"$out/lib" -L"$mpi_lib" -lmpi ||
  die "building the collectives benchmark failed"
"${cxx[@]}" runtime/NcclCheck.cpp -o "$out/bin/nccl_check" \
  -L"$out/lib" -l:libshardrt_cuda.so -Wl,-rpath,"$out/lib" -L"$mpi_lib" -lmpi ||
  die "building nccl_check failed"
names=()
for dir in "$bundle"/corpus/*/; do names+=("$(basename "$dir")"); done
# Every program, the corpus's and the timed ones, compiled at once:
# "SOURCE OUTPUT" per line.
programs=()
for name in "${names[@]}"; do
  mkdir -p "$out/corpus/$name"
  programs+=("$bundle/corpus/$name/program.cu $out/corpus/$name/program")
done
timed=(gpt attention attention_bf16)
for what in "${timed[@]}"; do
  mkdir -p "$out/$what"
  programs+=("$bundle/$what/program.cu $out/$what/program"
             "$bundle/$what/unfused.cu $out/$what/unfused")
done
mkdir -p "$out/elementwise"
programs+=("$bundle/elementwise/program.cu $out/elementwise/program")
compile_one() {
  "$nvcc" "${nvccflags[@]}" -x cu "$1" "${link[@]}" -o "$2" 2> "$2.compile.log" ||
    echo "gpu-check: compiling $1 failed (see $2.compile.log)" >&2
}
export -f compile_one
export nvcc
export nvccflags_s="${nvccflags[*]}" link_s="${link[*]}"
printf '%s\n' "${programs[@]}" | xargs -P "$jobs" -L1 bash -c \
  'nvccflags=($nvccflags_s); link=($link_s); compile_one "$@"' _
for what in "${timed[@]}" elementwise; do
  [[ -x "$out/$what/program" ]] || die "compiling $bundle/$what failed"
done
say "# shard GPU check, $(date -u +%Y-%m-%d), ${gpu_name:-unknown GPU}"
say "build: runtime, tools, ${#names[@]} corpus programs and $((2 * ${#timed[@]} + 1)) timed ones in $(( $(date +%s) - start )) s"
if ((build_only)); then
  say "--build-only: nothing run"
  exit 0
fi

# --- (a) correctness: CUDA vs host C++ --------------------------------------
# Programs of more ranks than GPUs run on the staged backend (device
# buffers, MPI collectives on host copies); the rest on NCCL. Four at once.
run_one() {
  local name=$1 dir="$out/corpus/$1" ranks tolerance line
  ranks=$(cat "$bundle/corpus/$name/ranks")
  tolerance=$(cat "$bundle/corpus/$name/tolerance")
  if [[ ! -x "$dir/program" ]]; then
    echo "FAIL: did not compile" > "$dir/result"; return
  fi
  rm -rf "$dir/outputs"
  if ! mpirun_ --timeout 300 -np "$ranks" \
      "$dir/program" --inputs "$bundle/corpus/$name/inputs.plan" --outputs "$dir/outputs" \
      > "$dir/run.log" 2>&1; then
    echo "FAIL: $(grep -m1 -i error "$dir/run.log")" > "$dir/result"; return
  fi
  # Each rank's outputs (a pipeline stage's rank holds its stage's only).
  local total=0 worst=0
  for ((r = 0; r < ranks; ++r)); do
    if ! line=$("$out/bin/compare" "$bundle/corpus/$name/expected/rank$r" \
                "$dir/outputs/rank$r" "$tolerance"); then
      echo "FAIL: rank $r: $line" > "$dir/result"; return
    fi
    total=$((total + ${line%% outputs*}))
    worst=$(awk -v w="$worst" -v e="$(sed 's/.*max rel err \([^ ]*\).*/\1/' <<< "$line")" \
      'BEGIN { print (e + 0 > w + 0) ? e : w }')
  done
  if ((total == 0)); then
    echo "FAIL: the host run left no outputs" > "$dir/result"; return
  fi
  echo "$ranks ranks, $total outputs, max rel err $worst (tolerance $tolerance) ok" > "$dir/result"
}
export -f run_one
export out bundle
command -v mpirun > /dev/null || die "no mpirun (install OpenMPI)"
printf '%s\n' "${names[@]}" | xargs -P 4 -I{} bash -c 'run_one {}'
failed=0
say ""
say "(a) corpus: CUDA outputs vs the host C++ program's, rank by rank"
for name in "${names[@]}"; do
  result=$(cat "$out/corpus/$name/result" 2> /dev/null || echo "FAIL: no result")
  [[ "$result" == *FAIL* ]] && failed=$((failed + 1))
  say "  $(printf '%-48s' "$name") $result"
done
say "  ${#names[@]} programs, $failed failed"
# The kinds of program the check is there for, each summed up.
if [[ -s "$bundle/corpus/groups" ]]; then
  cut -f1 "$bundle/corpus/groups" | sort -u | while read -r group; do
    members=$(awk -F'\t' -v g="$group" '$1 == g { print $2 }' "$bundle/corpus/groups")
    count=$(wc -l <<< "$members")
    bad=0
    for name in $members; do
      result=$(cat "$out/corpus/$name/result" 2> /dev/null || echo FAIL)
      [[ "$result" == *FAIL* ]] && bad=$((bad + 1))
    done
    say "  $(printf '%-48s' "$group:") $count programs, $bad failed"
  done
fi

# --- (b) speed: the timed programs against their floors ---------------------
# The dense peaks (TFLOP/s) of the GPUs this check knows, for MFU: f32 (no
# TF32: the programs' f32 GEMMs use none) and bf16 tensor cores;
# SHARD_PEAK_F32 and SHARD_PEAK_BF16 override them.
case "$gpu_name" in
  *H200* | *H100*SXM* | *"H100 80GB HBM3"*) peak_f32=67 peak_bf16=989 ;;
  *H100*NVL*) peak_f32=60 peak_bf16=835 ;;
  *H100*PCIe*) peak_f32=51 peak_bf16=756 ;;
  *A100*) peak_f32=19.5 peak_bf16=312 ;;
  *) peak_f32= peak_bf16= ;;
esac
peak_f32=${SHARD_PEAK_F32:-$peak_f32}
peak_bf16=${SHARD_PEAK_BF16:-$peak_bf16}
# ms PROGRAM [FLAGS]: ms per run ($repeat runs) on the same random inputs
# (seed 1) whichever the program.
ms() {
  mpirun_ --timeout 300 -np 1 "$@" --random-inputs 1 --repeat "$repeat" 2>&1 |
    grep -o '[0-9.]* ms per run' | cut -d' ' -f1
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
# time_against_floors WHAT TITLE: the rows of one timed program.
time_against_floors() {
  local what=$1 dir="$out/$1" fused graphed unfused agree floors gemm_ms byte_ms floor flops
  local dtype peak
  dtype=$(cat "$bundle/$what/dtype")
  peak=peak_$dtype
  peak=${!peak}
  rm -rf "$dir/fused-out" "$dir/unfused-out"
  fused=$(ms "$dir/program" --outputs "$dir/fused-out")
  fused_ms=$fused # the caller's, for its own comparisons
  graphed=$(ms "$dir/program" --graph)
  unfused=$(ms "$dir/unfused" --outputs "$dir/unfused-out")
  # The fused attention against its unfused chain, on the same inputs: the
  # same numbers up to the order of the softmax's sums.
  agree=$("$out/bin/compare" "$dir/unfused-out/rank0" "$dir/fused-out/rank0" \
    "$(cat "$bundle/$what/tolerance")") ||
    { failed=$((failed + 1)); agree="FAIL: ${agree:-no outputs}"; }
  floors=$("$out/bin/floors" "$bundle/$what/gemms" "$(cat "$bundle/$what/bytes")" "$copy_mib")
  value() { echo "$floors" | awk -v k="$1" '$1 == k { print $2 }'; }
  gemm_ms=$(value gemm_floor_ms) byte_ms=$(value byte_floor_ms)
  copy_gbs=$(value copy_gbs)
  floor=$(awk -v a="$gemm_ms" -v b="$byte_ms" 'BEGIN { print a + b }')
  flops=$(cat "$bundle/$what/flops")
  say ""
  say "(b) $2 ($(cat "$bundle/$what/shape")): time per run"
  [[ -n "$fused" ]] || { failed=$((failed + 1)); fused=; }
  say "  shard --target cuda          ${fused:-FAIL} ms"
  say "  the same, replayed as a graph ${graphed:-FAIL} ms"
  say "  attention unfused            ${unfused:-FAIL} ms (--unfused-attention: S x S stored)"
  [[ -n "$fused" && -n "$unfused" ]] && say "  unfused / fused              $(ratio "$unfused" "$fused")"
  say "  fused vs unfused outputs     $agree"
  say "  floor: GEMMs alone           $gemm_ms ms ($(value gemm_tflops) TFLOP/s on cuBLASLt $dtype)"
  say "  floor: other kernels' bytes  $byte_ms ms at $copy_gbs GB/s (device copy)"
  [[ -n "$fused" ]] || return 0
  say "  shard / floor                $(ratio "$fused" "$floor")"
  local rate
  rate=$(awk -v f="$flops" -v t="$fused" 'BEGIN { printf "%.3g", f / (t * 1e-3) / 1e12 }')
  if [[ -n "$peak" ]]; then
    say "  model FLOP/s, MFU            $rate TFLOP/s, $(awk -v r="$rate" -v p="$peak" 'BEGIN { printf "%.3g%%", 100 * r / p }') of $peak TFLOP/s ($dtype peak)"
  else
    say "  model FLOP/s                 $rate TFLOP/s (MFU: this GPU's $dtype peak unknown; set SHARD_PEAK_${dtype^^})"
  fi
}
time_against_floors gpt "GPT block forward, f32"
if python3 -c 'import torch; assert torch.cuda.is_available()' 2> /dev/null; then
  eager=$(python3 bench/gpu/torch_gpt.py $(cat "$bundle/gpt/shape"))
  say "  PyTorch eager (f32, no TF32) $eager ms"
  [[ -n "$fused_ms" ]] && say "  shard / PyTorch eager        $(ratio "$fused_ms" "$eager")"
else
  say "  PyTorch eager: not installed with CUDA here, skipped"
fi
time_against_floors attention "causal attention, forward and backward, f32"
time_against_floors attention_bf16 "causal attention, forward and backward, bf16 (Llama's form)"

# The fused elementwise kernel (bench/gpu/elementwise.mlir) against the
# device copy's bandwidth; the target is 80%.
moved=$(cat "$bundle/elementwise/bytes")
elementwise=$(ms "$out/elementwise/program")
say ""
say "(b) fused elementwise kernel (tanh(x + b) * y, $(awk -v b="$moved" 'BEGIN { printf "%.1f", b / 2^30 }') GiB moved per run)"
if [[ -n "$elementwise" ]]; then
  rate=$(awk -v b="$moved" -v ms="$elementwise" 'BEGIN { printf "%.0f", b / (ms * 1e-3) / 1e9 }')
  say "  shard --target cuda          $elementwise ms, $rate GB/s"
  say "  of the device copy's         $(awk -v r="$rate" -v c="$copy_gbs" 'BEGIN { printf "%.0f%%", 100 * r / c }') ($copy_gbs GB/s; target 80%)"
else
  failed=$((failed + 1))
  say "  shard --target cuda          FAIL"
fi

# --- (c) the NCCL backend: every Runtime collective, checked -------------
say ""
say "(c) nccl_check: every Runtime collective on NCCL (a started all_reduce included), $gpus rank(s)"
if ! mpirun_ --timeout 300 -np "$gpus" "$out/bin/nccl_check" 2>&1 | tee -a "$table"; then
  failed=$((failed + 1))
fi

# --- (d) collectives on every GPU -------------------------------------------
say ""
say "(d) NCCL collectives through shardrt::Runtime, $gpus rank(s), one per GPU"
if ! mpirun_ --timeout 300 -np "$gpus" "$out/bin/collectives" --max-bytes "$collective_bytes" 2>&1 |
    tee -a "$table"; then
  failed=$((failed + 1))
fi
say ""
say "gpu-check: $failed failed; table in $table"
exit $((failed > 0))
