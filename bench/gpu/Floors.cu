//===- Floors.cu - what a program's GPU time cannot go below --------------===//
//
//   floors GEMMS_FILE BYTES [COPY_MIB]
//
// GEMMS_FILE lists a program's GEMMs (m n k batch dtype per line,
// row-major, as its kernel plan has them: f32, or bf16 or f16 operands
// accumulating into f32); BYTES is what its other kernels read and
// write. Times every GEMM alone through the same shardrt::cuda::gemm
// (cuBLASLt) the program calls, and a device-to-device copy of COPY_MIB
// (default 1024) MiB, and prints the GEMM floor (sum of the GEMMs' times),
// the achieved GEMM rate, the copy bandwidth and the byte floor (BYTES /
// bandwidth).
//
//===----------------------------------------------------------------------===//

#include "runtime/CudaKernels.h"
#include "runtime/Status.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace shardrt;

namespace {

/// Milliseconds per call of `work`, the median of 5 timed rounds of
/// `repeat` calls after a warm-up.
template <typename Work> float timeMs(Work work, int repeat) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  work();
  std::vector<float> rounds;
  for (int r = 0; r < 5; ++r) {
    cudaEventRecord(start);
    for (int i = 0; i < repeat; ++i)
      work();
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    rounds.push_back(ms / repeat);
  }
  std::sort(rounds.begin(), rounds.end());
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return rounds[2];
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: floors GEMMS_FILE BYTES [COPY_MIB]\n");
    return 2;
  }
  std::ifstream gemms(argv[1]);
  double bytes = std::atof(argv[2]);
  Stream stream; // the default stream
  double gemmMs = 0, flops = 0;
  long m, n, k, batch;
  std::string type;
  while (gemms >> m >> n >> k >> batch >> type) {
    if (type != "f32" && type != "bf16" && type != "f16") {
      std::fprintf(stderr,
                   "floors: %s: a GEMM's type is f32, bf16 or f16, not '%s'\n",
                   argv[1], type.c_str());
      return 2;
    }
    DType input = type == "bf16"  ? DType::BF16
                  : type == "f16" ? DType::F16
                                  : DType::F32;
    size_t element = input == DType::F32 ? 4 : 2;
    void *a, *b;
    float *c;
    if (cudaMalloc(&a, element * m * k * batch) != cudaSuccess ||
        cudaMalloc(&b, element * k * n * batch) != cudaSuccess ||
        cudaMalloc(&c, sizeof(float) * m * n * batch) != cudaSuccess) {
      std::fprintf(stderr, "floors: out of device memory\n");
      return 1;
    }
    cudaMemset(a, 0, element * m * k * batch);
    cudaMemset(b, 0, element * k * n * batch);
    Status status = Status::ok();
    float ms = timeMs(
        [&] {
          Status s = fromError(cuda::gemm(
              input, false, false, m, n, k, 1.0f, a, k, m * k, b, n, k * n,
              0.0f, c, n, m * n, batch, nullptr, Activation::None, stream));
          if (!s.isOk())
            status = s;
        },
        5);
    if (!status.isOk()) {
      std::fprintf(stderr, "floors: %s\n", status.message().c_str());
      return 1;
    }
    gemmMs += ms;
    flops += 2.0 * m * n * k * batch;
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
  }
  const size_t copyBytes = size_t(argc == 4 ? std::atol(argv[3]) : 1024) << 20;
  void *src, *dst;
  if (cudaMalloc(&src, copyBytes) != cudaSuccess ||
      cudaMalloc(&dst, copyBytes) != cudaSuccess) {
    std::fprintf(stderr, "floors: out of device memory\n");
    return 1;
  }
  float copyMs = timeMs(
      [&] { cudaMemcpyAsync(dst, src, copyBytes, cudaMemcpyDeviceToDevice); },
      5);
  // A copy reads and writes every byte.
  double bandwidth = 2.0 * copyBytes / (copyMs * 1e-3);
  std::printf("gemm_floor_ms %.3f\ngemm_tflops %.3g\ncopy_gbs %.0f\n"
              "byte_floor_ms %.3f\n",
              gemmMs, flops / (gemmMs * 1e-3) / 1e12, bandwidth / 1e9,
              bytes / bandwidth * 1e3);
  return 0;
}
