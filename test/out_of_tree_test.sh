#!/usr/bin/env bash
# Another compiler's view of shard: install it to a temporary prefix, build
# examples/my-opt (my-opt and my-emit) with CMake against the installed
# package (find_package(shard)) and Debian's MLIR, then
#   - my-opt runs --dist-propagate --dist-partition on examples/mlp.mlir and
#     prints exactly what shard-opt prints;
#   - my-emit runs the whole pipeline and prints host C++, which builds
#     against the installed runtime and runs on 4 MPI ranks.
set -euo pipefail

prefix="$TEST_TMPDIR/prefix"
build="$TEST_TMPDIR/build"
scripts/install.sh "$prefix" >/dev/null
cmake -S examples/my-opt -B "$build" \
  -DCMAKE_PREFIX_PATH="$prefix;/usr/lib/llvm-22" >"$TEST_TMPDIR/cmake.log" 2>&1 &&
  cmake --build "$build" -j 2 >>"$TEST_TMPDIR/cmake.log" 2>&1 || {
  cat "$TEST_TMPDIR/cmake.log"
  exit 1
}

passes=(--dist-propagate --dist-partition)
"$build/my-opt" examples/mlp.mlir "${passes[@]}" >"$TEST_TMPDIR/my-opt.mlir"
"$prefix/bin/shard-opt" examples/mlp.mlir "${passes[@]}" >"$TEST_TMPDIR/shard-opt.mlir"
diff "$TEST_TMPDIR/shard-opt.mlir" "$TEST_TMPDIR/my-opt.mlir"
grep -q "dist.all_reduce" "$TEST_TMPDIR/my-opt.mlir"

"$build/my-emit" examples/mlp.mlir >"$TEST_TMPDIR/program.cpp"
g++ -std=c++17 -O2 -fopenmp -I"$prefix/include/shard" "$TEST_TMPDIR/program.cpp" \
  -L"$prefix/lib" -lshardrt -Wl,-rpath,"$prefix/lib" -o "$TEST_TMPDIR/program"
# On 4 ranks, launched as the runtime's MPI test is.
runtime/mpi_test.sh "$TEST_TMPDIR/program" --random-inputs 1 \
  --outputs "$TEST_TMPDIR/out"
for rank in 0 1 2 3; do
  [[ -s "$TEST_TMPDIR/out/rank$rank/output0.npy" ]] || {
    echo "out_of_tree_test: rank $rank wrote no output" >&2
    exit 1
  }
done
echo "my-opt matched shard-opt; my-emit's program ran on 4 ranks"
