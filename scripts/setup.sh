#!/usr/bin/env bash
# Installs what shard needs from Debian packages. Idempotent: when everything
# is present it only checks (well under a second).
set -euo pipefail

packages=(
  # LLVM/MLIR 22: headers, libMLIR.so, mlir-tblgen, lit, FileCheck, mlir-runner
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  # Bazel 4.2.3 and the platforms repository it needs offline
  bazel-bootstrap bazel-platforms
  # MPI (launcher and CPU backend), GoogleTest
  libopenmpi-dev openmpi-bin libgtest-dev
  # host GEMMs (oneDNN) and vector math (SLEEF; glibc's libmvec is in libc6)
  libdnnl-dev libsleef-dev
  # the GEMM libraries bench/gemm compares oneDNN with
  libopenblas-dev libblis-dev
  # the compiler Bazel and shard-run drive, python3 for lit, and CMake for
  # the out-of-tree example (examples/my-opt)
  g++ python3 cmake
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo=()
((EUID == 0)) || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
