//===- CudaKernels.h - what generated CUDA programs call ---------*- C++
//-*-===//
//
// The device half of libshardrt, for programs from shard-translate
// --emit-cuda: launch geometry, GEMMs on cuBLASLt, copies and constants in
// device memory. Every call is enqueued on the program's stream. Part of
// the program ABI (ProgramAbi.h): plain data, lean includes.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_CUDAKERNELS_H
#define SHARD_RUNTIME_CUDAKERNELS_H

#include "runtime/ProgramAbi.h"

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

namespace shardrt::cuda {

/// Threads per block of the generated elementwise and loop-nest kernels.
constexpr int kBlock = 256;

/// `N` consecutive elements of `T` that a generated kernel reads or writes
/// with one access (16 bytes for four f32): aligned to its size, which the
/// code generator only uses where the elements are.
template <typename T, int N> struct alignas(sizeof(T) * N) Vec { T v[N]; };

/// Blocks for a grid-stride kernel over `iterations`: enough to cover them,
/// at most a few per multiprocessor of the current device (the kernels loop
/// over the rest).
int gridFor(int64_t iterations);

/// `code`, what launching `kernel` returned, or the launch error CUDA has
/// recorded since, as an error.
Error *checkLaunch(const char *kernel, cudaError_t code);

/// Launches `kernel` (named `name` in errors) on `stream` with kBlock
/// threads per block and gridFor(`iterations`) blocks; `args` convert to
/// its parameters. cudaLaunchKernelEx rather than <<<>>> keeps generated
/// programs plain C++ in their host code.
template <typename... Params, typename... Args>
Error *launch(const char *name, void (*kernel)(Params...), int64_t iterations,
              Stream stream, Args... args) {
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(unsigned(gridFor(iterations)));
  config.blockDim = dim3(unsigned(kBlock));
  config.stream = static_cast<cudaStream_t>(stream.handle);
  return checkLaunch(name, cudaLaunchKernelEx(&config, kernel, args...));
}

/// C = alpha * op(A) * op(B) + beta * C for `batch` row-major matrices
/// (m x n, inner dimension k) at element strides `strideA`, `strideB`,
/// `strideC` (0: the same matrix for every batch), on cuBLASLt: A and B of
/// element type `input` (F32, F16 or BF16), C f32, f32 accumulation (f32
/// inputs in TF32 when SHARDRT_TF32=1), plus `bias` (n floats, one per
/// column, or null) on every row, then `activation` (ReLU or GELU's tanh
/// form, the ones cuBLASLt has), both in cuBLASLt's epilogue:
///
///   C = activation(alpha * op(A) * op(B) + beta * C + bias)
///
/// enqueued on `stream`.
Error *gemm(DType input, bool transA, bool transB, int64_t m, int64_t n,
            int64_t k, float alpha, const void *a, int64_t lda, int64_t strideA,
            const void *b, int64_t ldb, int64_t strideB, float beta, float *c,
            int64_t ldc, int64_t strideC, int64_t batch, const float *bias,
            Activation activation, Stream stream);

/// Copies `bytes` between device buffers on `stream`.
Error *copy(void *dst, const void *src, size_t bytes, Stream stream);

/// Sets `bytes` of a device buffer to zero on `stream`.
Error *zero(void *dst, size_t bytes, Stream stream);

/// Sets `device` to a device copy of host data (a constant of the
/// program), which a call site makes once and keeps until the process
/// exits.
Error *deviceConstant(const void *host, size_t bytes, void **device);

/// What a CUDA program passes useDevice: its communicator (NCCL, or the
/// staged backend: DeviceWorld.h) and CUDA graphs for --graph.
extern const DeviceBackend backend;

} // namespace shardrt::cuda

#endif // SHARD_RUNTIME_CUDAKERNELS_H
