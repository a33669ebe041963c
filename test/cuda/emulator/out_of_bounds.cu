// A kernel that reads one element past the end of its input: on a GPU
// memory past an allocation may hold anything or fault; on the emulator
// built with AddressSanitizer (nvcc's SHARD_EMULATOR_ASAN=1) a stop that
// names the kernel, and the element of which allocation it read. The
// emulated corpus test builds it so and expects the report, so that a
// generated kernel with such an access cannot pass there.
#include "runtime/CudaKernels.h"

#include <cstdio>

namespace {

__global__ void pastTheEnd(const float *in, float *out) {
  out[threadIdx.x] = in[threadIdx.x + 1];
}

} // namespace

int main() {
  void *in = nullptr, *out = nullptr;
  if (cudaMalloc(&in, 32 * sizeof(float)) != cudaSuccess ||
      cudaMalloc(&out, 32 * sizeof(float)) != cudaSuccess)
    return 2;
  shardrt::Error *launched = shardrt::cuda::launch(
      "pastTheEnd", pastTheEnd, 32, shardrt::Stream{nullptr},
      static_cast<const float *>(in), static_cast<float *>(out));
  if (launched || cudaDeviceSynchronize() != cudaSuccess)
    return 3;
  std::puts("the out-of-bounds read ran");
  return 0;
}
