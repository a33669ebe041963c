#!/usr/bin/env bash
# The GPU check, for a machine with an NVIDIA GPU, the CUDA toolkit, NCCL,
# OpenMPI and no Bazel. On a machine with the Bazel build first make the
# bundle (inputs, host outputs and CUDA programs): bench/gpu/prepare.py.
# Then, on the GPU machine, from the repository root:
#
#   bench/gpu/check.sh [BUNDLE] [--build-only]
#
# It builds libshardrt_cuda and the tools here with g++ and nvcc, then
#   (a) runs every program of the bundle's corpus (the e2e and pass tests'
#       programs, 1 to 8 ranks) on the GPU and compares each rank's outputs
#       with the host C++ program's (f32 1e-5 relative; NaN where the host
#       has none fails); ranks beyond the GPU count share GPUs through the
#       staged backend (device buffers, MPI collectives on host copies);
#   (b) times a GPT block that fills the chip (f32, random inputs) against
#       its floors: its GEMMs (and its fused attention's two products)
#       timed alone through the same cuBLASLt calls, and the bytes its
#       other kernels move over the measured copy bandwidth; and against
#       itself with --unfused-attention (time, and outputs to 1e-4); and against PyTorch eager when PyTorch with CUDA is
#       installed; and a fused elementwise kernel (bench/gpu/elementwise.mlir)
#       against the copy bandwidth;
#   (c) runs nccl_check: every Runtime collective on NCCL, checked, a
#       started (overlapped) all_reduce included;
#   (d) runs the NCCL collectives benchmark on every GPU of the machine.
# It prints one table and writes it to
# $OUT/gpu-check.txt (default bench/gpu/out). --build-only stops after
# compiling (for machines without a GPU).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bundle=bench/gpu/bundle
build_only=0
for arg in "$@"; do
  case "$arg" in
    --build-only) build_only=1 ;;
    *) bundle=$arg ;;
  esac
done
out=${OUT:-$root/bench/gpu/out}
cuda=${CUDA_PATH:-/usr/local/cuda}
nvcc=${NVCC:-$cuda/bin/nvcc}
arch=${SHARD_CUDA_ARCH:-sm_90}
jobs=$(nproc)
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
[[ -f "$cuda/include/nccl.h" || -f /usr/include/nccl.h ]] || die "no nccl.h"

# --- build: libshardrt_cuda, the tools, the programs -----------------------
start=$(date +%s)
# OpenMPI's C++ bindings are not wanted (nor linked).
cxx=(g++ -std=c++17 -O2 -fPIC -DOMPI_SKIP_MPICXX -I"$root" -I"$cuda/include" -I"$mpi_inc")
sources=(Array DType InputPlan JobSpec Layout MappedFile RankStats Safetensors ShardingText Trace Communicator MpiCommunicator Program ProgramIo
         Runtime TrainingJob CudaDevice DeviceWorld NcclCommunicator StagedCommunicator
         CudaKernels)
printf '%s\n' "${sources[@]}" | xargs -P "$jobs" -I{} \
  "${cxx[@]}" -c runtime/{}.cpp -o "$out/lib/{}.o" || die "building the runtime failed"
objects=()
for source in "${sources[@]}"; do objects+=("$out/lib/$source.o"); done
g++ -shared -Wl,--no-undefined "${objects[@]}" -o "$out/lib/libshardrt_cuda.so" \
  -L"$cuda/lib64" -lcublasLt -lnccl -lcudart -L"$mpi_lib" -lmpi \
  -Wl,-rpath,"$cuda/lib64" -Wl,-rpath,"$mpi_lib" || die "linking libshardrt_cuda failed"
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
compile_one() {
  mkdir -p "$out/corpus/$1"
  "$nvcc" "${nvccflags[@]}" -x cu "$bundle/corpus/$1/program.cu" "${link[@]}" \
    -o "$out/corpus/$1/program" 2> "$out/corpus/$1/compile.log" ||
    echo "gpu-check: compiling $1 failed (see $out/corpus/$1/compile.log)" >&2
}
export -f compile_one
export nvcc out bundle
export nvccflags_s="${nvccflags[*]}" link_s="${link[*]}"
printf '%s\n' "${names[@]}" | xargs -P "$jobs" -I{} bash -c \
  'nvccflags=($nvccflags_s); link=($link_s); compile_one {}'
mkdir -p "$out/gpt" "$out/elementwise"
"$nvcc" "${nvccflags[@]}" -x cu "$bundle/gpt/program.cu" "${link[@]}" -o "$out/gpt/program" ||
  die "compiling the GPT block failed"
"$nvcc" "${nvccflags[@]}" -x cu "$bundle/gpt/unfused.cu" "${link[@]}" -o "$out/gpt/unfused" ||
  die "compiling the GPT block with its attention unfused failed"
"$nvcc" "${nvccflags[@]}" -x cu "$bundle/elementwise/program.cu" "${link[@]}" \
  -o "$out/elementwise/program" || die "compiling the elementwise kernel failed"
say "# shard GPU check, $(date -u +%Y-%m-%d), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)"
say "build: runtime, tools and ${#names[@]} corpus programs in $(( $(date +%s) - start )) s"
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
  if ! timeout 300 mpirun --allow-run-as-root --oversubscribe -np "$ranks" \
      "$dir/program" --inputs "$bundle/corpus/$name/inputs.plan" --outputs "$dir/outputs" \
      > "$dir/run.log" 2>&1; then
    echo "FAIL: $(grep -m1 error "$dir/run.log")" > "$dir/result"; return
  fi
  for ((r = 0; r < ranks; ++r)); do
    if ! line=$("$out/bin/compare" "$bundle/corpus/$name/expected/rank$r" \
                "$dir/outputs/rank$r" "$tolerance"); then
      echo "rank $r: $line" > "$dir/result"; return
    fi
  done
  echo "$ranks ranks, $line" > "$dir/result"
}
export -f run_one
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

# --- (b) speed: the GPT block against its floors ----------------------------
say ""
say "(b) GPT block ($(cat "$bundle/gpt/shape"), f32): time per forward"
# time_gpt PROGRAM [FLAGS]: ms per forward, on the same random inputs
# (seed 1) whichever the program.
time_gpt() {
  local program=$1
  shift
  timeout 300 mpirun --allow-run-as-root -np 1 "$out/gpt/$program" --random-inputs 1 \
    --repeat 10 "$@" 2>&1 | grep -o '[0-9.]* ms per run' | cut -d' ' -f1
}
rm -rf "$out/gpt/fused-out" "$out/gpt/unfused-out"
gpt=$(time_gpt program --outputs "$out/gpt/fused-out")
graphed=$(time_gpt program --graph)
unfused=$(time_gpt unfused --outputs "$out/gpt/unfused-out")
# The fused attention against its unfused chain, on the same inputs: the
# same numbers up to the order of the softmax's sums.
agree=$("$out/bin/compare" "$out/gpt/unfused-out/rank0" "$out/gpt/fused-out/rank0" 1e-4) ||
  failed=$((failed + 1))
floors=$("$out/bin/floors" "$bundle/gpt/gemms" "$(cat "$bundle/gpt/bytes")")
value() { echo "$floors" | awk -v k="$1" '$1 == k { print $2 }'; }
gemm_ms=$(value gemm_floor_ms); byte_ms=$(value byte_floor_ms)
floor=$(awk -v a="$gemm_ms" -v b="$byte_ms" 'BEGIN { print a + b }')
say "  shard --target cuda          ${gpt:-failed} ms"
say "  the same, replayed as a graph ${graphed:-failed} ms"
say "  attention unfused            ${unfused:-failed} ms (--unfused-attention: S x S stored)"
[[ -n "$gpt" && -n "$unfused" ]] &&
  say "  unfused / fused              $(awk -v u="$unfused" -v g="$gpt" 'BEGIN { printf "%.2fx", u / g }')"
say "  fused vs unfused outputs     ${agree:-missing}"
say "  floor: GEMMs alone           $gemm_ms ms ($(value gemm_tflops) TFLOP/s on cuBLASLt f32)"
say "  floor: other kernels' bytes  $byte_ms ms at $(value copy_gbs) GB/s (device copy)"
[[ -n "$gpt" ]] && say "  shard / floor                $(awk -v g="$gpt" -v f="$floor" 'BEGIN { printf "%.2fx", g / f }')"
if python3 -c 'import torch; assert torch.cuda.is_available()' 2> /dev/null; then
  eager=$(python3 bench/gpu/torch_gpt.py $(cat "$bundle/gpt/shape"))
  say "  PyTorch eager (f32, no TF32) $eager ms"
  [[ -n "$gpt" ]] && say "  shard / PyTorch eager        $(awk -v g="$gpt" -v e="$eager" 'BEGIN { printf "%.2fx", g / e }')"
else
  say "  PyTorch eager: not installed with CUDA here, skipped"
fi

# The fused elementwise kernel (bench/gpu/elementwise.mlir) against the
# device copy's bandwidth; the target is 80%.
moved=$(cat "$bundle/elementwise/bytes")
elementwise=$(timeout 300 mpirun --allow-run-as-root -np 1 "$out/elementwise/program" \
  --random-inputs 1 --repeat 20 2>&1 | grep -o '[0-9.]* ms per run' | cut -d' ' -f1)
say ""
say "(b) fused elementwise kernel (tanh(x + b) * y, $(awk -v b="$moved" 'BEGIN { printf "%.1f", b / 2^30 }') GiB moved per run)"
if [[ -n "$elementwise" ]]; then
  rate=$(awk -v b="$moved" -v ms="$elementwise" 'BEGIN { printf "%.0f", b / (ms * 1e-3) / 1e9 }')
  say "  shard --target cuda          $elementwise ms, $rate GB/s"
  say "  of the device copy's         $(awk -v r="$rate" -v c="$(value copy_gbs)" 'BEGIN { printf "%.0f%%", 100 * r / c }') ($(value copy_gbs) GB/s; target 80%)"
else
  say "  shard --target cuda          failed"
fi

# --- (c) the NCCL backend: every Runtime collective, checked -------------
gpus=$(nvidia-smi -L 2> /dev/null | wc -l)
say ""
say "(c) nccl_check: every Runtime collective on NCCL (a started all_reduce included), $gpus rank(s)"
if ! timeout 300 mpirun --allow-run-as-root -np "${gpus:-1}" "$out/bin/nccl_check" 2>&1 |
    tee -a "$table"; then
  failed=$((failed + 1))
fi

# --- (d) collectives on every GPU -------------------------------------------
say ""
say "(d) NCCL collectives through shardrt::Runtime, $gpus rank(s), one per GPU"
if command -v mpirun > /dev/null; then
  mpirun --allow-run-as-root -np "${gpus:-1}" "$out/bin/collectives" --max-bytes 268435456 2>&1 |
    tee -a "$table"
else
  say "  no mpirun: skipped"
fi
say ""
say "gpu-check: table in $table"
exit $((failed > 0))
