// A kernel whose 16-byte vector load is misaligned by 4 bytes: on a GPU a
// misaligned-address fault, on the emulator a stop (see nvcc). The
// emulated corpus test builds it with the stand-in nvcc and expects the
// stop, so that a generated kernel with such an access cannot pass there.
#include "runtime/CudaKernels.h"

#include <cstdio>

namespace {

__global__ void load(const float *in, float *out) {
  auto v = *reinterpret_cast<const shardrt::cuda::Vec<float, 4> *>(in + 1);
  out[threadIdx.x] = v.v[0];
}

} // namespace

int main() {
  void *in = nullptr, *out = nullptr;
  if (cudaMalloc(&in, 64) != cudaSuccess ||
      cudaMalloc(&out, 128) != cudaSuccess)
    return 2;
  shardrt::Error *launched = shardrt::cuda::launch(
      "load", load, 32, shardrt::Stream{nullptr},
      static_cast<const float *>(in), static_cast<float *>(out));
  if (launched || cudaDeviceSynchronize() != cudaSuccess)
    return 3;
  std::puts("the misaligned load ran");
  return 0;
}
