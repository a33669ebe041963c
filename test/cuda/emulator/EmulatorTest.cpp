//===- EmulatorTest.cpp - the CUDA emulator's semantics and checks --------===//
//
// What the emulator must do for its runs of generated programs to mean
// something: exchange values in warp shuffles, run work only when it is
// waited for, and report what a GPU would fault on (a barrier some threads
// miss, a host pointer in a kernel, a GEMM layout that does not fit).
//
//===----------------------------------------------------------------------===//

#include "cublasLt.h"
#include "cuda_runtime.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <set>
#include <thread>
#include <vector>

namespace {

/// Each warp's sum of `in` over its lanes, by a shuffle butterfly, written
/// by lane 0; the block's total through shared memory by thread 0.
__global__ void warpAndBlockSums(const float *in, float *warpSums,
                                 float *blockSums) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[t];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, offset);
  __shared__ float partial[2];
  if (threadIdx.x % 32 == 0) {
    warpSums[t / 32] = v;
    partial[threadIdx.x / 32] = v;
  }
  __syncthreads();
  if (threadIdx.x == 0)
    blockSums[blockIdx.x] = partial[0] + partial[1];
}

/// Each lane reads lane (lane * 5 + 3) % 32 of its warp's values with an
/// indexed shuffle.
__global__ void gatherAcrossLanes(const int *in, int *out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = __shfl_sync(0xffffffffu, in[t], int(threadIdx.x % 32 * 5 + 3) % 32);
}

/// Only the first half of a block reaches the barrier.
__global__ void divergentBarrier(float *out) {
  if (threadIdx.x < blockDim.x / 2) {
    __syncthreads();
    out[threadIdx.x] = 1;
  }
}

__global__ void fill(float *out, float value) { out[threadIdx.x] = value; }

/// A race: every thread of every block writes its global index to out[0]
/// (and out[1] after a barrier); the last to run wins.
__global__ void lastWriterWins(int *out) {
  out[0] = int(blockIdx.x * blockDim.x + threadIdx.x);
  __syncthreads();
  out[1] = int(blockIdx.x * blockDim.x + threadIdx.x);
}

cudaLaunchConfig_t config(unsigned blocks, unsigned threads,
                          cudaStream_t stream) {
  cudaLaunchConfig_t c = {};
  c.gridDim = dim3(blocks);
  c.blockDim = dim3(threads);
  c.stream = stream;
  return c;
}

template <typename T> T *deviceCopy(const std::vector<T> &host) {
  void *p = nullptr;
  EXPECT_EQ(cudaMalloc(&p, host.size() * sizeof(T)), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(p, host.data(), host.size() * sizeof(T),
                       cudaMemcpyHostToDevice),
            cudaSuccess);
  return static_cast<T *>(p);
}

template <typename T> std::vector<T> hostCopy(const T *device, size_t count) {
  std::vector<T> host(count);
  EXPECT_EQ(cudaMemcpy(host.data(), device, count * sizeof(T),
                       cudaMemcpyDeviceToHost),
            cudaSuccess);
  return host;
}

TEST(Emulator, ShufflesAndSharedMemoryCombineAcrossThreads) {
  std::vector<float> in(128);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = float(i % 7) + 0.25f * float(i);
  float *dIn = deviceCopy(in);
  float *warps = deviceCopy(std::vector<float>(4, -1));
  float *blocks = deviceCopy(std::vector<float>(2, -1));
  cudaLaunchConfig_t c = config(2, 64, nullptr);
  ASSERT_EQ(cudaLaunchKernelEx(&c, warpAndBlockSums, dIn, warps, blocks),
            cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  std::vector<float> w = hostCopy(warps, 4), b = hostCopy(blocks, 2);
  for (int i = 0; i < 4; ++i) {
    float expected = 0;
    for (int lane = 0; lane < 32; ++lane)
      expected += in[size_t(32 * i + lane)];
    EXPECT_FLOAT_EQ(w[size_t(i)], expected) << "warp " << i;
  }
  EXPECT_FLOAT_EQ(b[0], w[0] + w[1]);
  EXPECT_FLOAT_EQ(b[1], w[2] + w[3]);
}

TEST(Emulator, IndexedShufflesReadTheLaneEachNames) {
  std::vector<int> in(64);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = int(i * i + 1);
  int *dIn = deviceCopy(in);
  int *dOut = deviceCopy(std::vector<int>(64, -1));
  cudaLaunchConfig_t c = config(1, 64, nullptr);
  ASSERT_EQ(cudaLaunchKernelEx(&c, gatherAcrossLanes, dIn, dOut), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  std::vector<int> out = hostCopy(dOut, 64);
  for (int t = 0; t < 64; ++t)
    EXPECT_EQ(out[size_t(t)], in[size_t(t / 32 * 32 + (t % 32 * 5 + 3) % 32)])
        << "thread " << t;
}

TEST(Emulator, WorkRunsOnlyWhenWaitedFor) {
  cudaStream_t stream;
  ASSERT_EQ(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
            cudaSuccess);
  float *d = deviceCopy(std::vector<float>(32, 0));
  cudaLaunchConfig_t c = config(1, 32, stream);
  ASSERT_EQ(cudaLaunchKernelEx(&c, fill, d, 3.0f), cudaSuccess);
  std::vector<float> host(32, -1);
  ASSERT_EQ(cudaMemcpyAsync(host.data(), d, 32 * sizeof(float),
                            cudaMemcpyDeviceToHost, stream),
            cudaSuccess);
  // Nothing waited: a program reading now sees what was there before.
  EXPECT_EQ(host[0], -1);
  // Another stream that waits for an event of this one runs its work first.
  cudaStream_t other;
  cudaEvent_t done;
  ASSERT_EQ(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking),
            cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&done, cudaEventDisableTiming),
            cudaSuccess);
  ASSERT_EQ(cudaEventRecord(done, stream), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(other, done), cudaSuccess);
  ASSERT_EQ(cudaEventDestroy(done), cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(other), cudaSuccess);
  EXPECT_EQ(host[0], 3);
  EXPECT_EQ(host[31], 3);
  ASSERT_EQ(cudaStreamDestroy(other), cudaSuccess);
  ASSERT_EQ(cudaStreamDestroy(stream), cudaSuccess);
}

TEST(Emulator, TimingEventsMeasureTheWorkBetweenThem) {
  float *d = deviceCopy(std::vector<float>(32, 1));
  ASSERT_EQ(cudaMemset(d, 0, 32 * sizeof(float)), cudaSuccess);
  EXPECT_EQ(hostCopy(d, 32)[5], 0.0f);
  cudaEvent_t start, stop, untimed;
  ASSERT_EQ(cudaEventCreate(&start), cudaSuccess);
  ASSERT_EQ(cudaEventCreate(&stop), cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming),
            cudaSuccess);
  ASSERT_EQ(cudaEventRecord(start), cudaSuccess);
  ASSERT_EQ(
      shard_emulator::enqueueWork(
          nullptr,
          [] { std::this_thread::sleep_for(std::chrono::milliseconds(20)); }),
      cudaSuccess);
  cudaLaunchConfig_t c = config(1, 32, nullptr);
  ASSERT_EQ(cudaLaunchKernelEx(&c, fill, d, 2.0f), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(stop), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(untimed), cudaSuccess);
  float ms = -1;
  // Nothing has run yet: as on a GPU, the interval is not ready.
  EXPECT_EQ(cudaEventElapsedTime(&ms, start, stop), cudaErrorNotReady);
  ASSERT_EQ(cudaEventSynchronize(stop), cudaSuccess);
  ASSERT_EQ(cudaEventElapsedTime(&ms, start, stop), cudaSuccess);
  EXPECT_GE(ms, 20.0f);
  EXPECT_LT(ms, 2000.0f);
  EXPECT_EQ(hostCopy(d, 32)[31], 2.0f);
  ASSERT_EQ(cudaEventSynchronize(untimed), cudaSuccess);
  EXPECT_EQ(cudaEventElapsedTime(&ms, start, untimed),
            cudaErrorInvalidResourceHandle);
  for (cudaEvent_t event : {start, stop, untimed})
    ASSERT_EQ(cudaEventDestroy(event), cudaSuccess);
  // The failures above are the context's last error; clear it.
  cudaGetLastError();
}

TEST(Emulator, RunsBlocksAndThreadsInADrawnOrder) {
  // In order, thread 63 of block 3 would always win. Drawn orders make
  // the winner vary with the seed (and between the two writes), so a race
  // in a generated kernel shows up as a mismatch with the host; one seed
  // always gives the same winners.
  int *d = deviceCopy(std::vector<int>(2, -1));
  cudaLaunchConfig_t c = config(4, 64, nullptr);
  std::set<int> winners;
  std::vector<int> first;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    shard_emulator::seedScheduling(seed);
    ASSERT_EQ(cudaLaunchKernelEx(&c, lastWriterWins, d), cudaSuccess);
    std::vector<int> out = hostCopy(d, 2);
    if (seed == 1)
      first = out;
    winners.insert(out.begin(), out.end());
  }
  EXPECT_GT(winners.size(), 4u);
  shard_emulator::seedScheduling(1);
  ASSERT_EQ(cudaLaunchKernelEx(&c, lastWriterWins, d), cudaSuccess);
  EXPECT_EQ(hostCopy(d, 2), first);
}

TEST(Emulator, ReportsABarrierSomeThreadsMiss) {
  float *d = deviceCopy(std::vector<float>(64, 0));
  cudaLaunchConfig_t c = config(1, 64, nullptr);
  ASSERT_EQ(cudaLaunchKernelEx(&c, divergentBarrier, d), cudaSuccess);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  // The context stays failed, as a GPU's does, until it is reset.
  EXPECT_EQ(cudaMemcpy(d, d, 4, cudaMemcpyDeviceToDevice),
            cudaErrorLaunchFailure);
  ASSERT_EQ(cudaDeviceReset(), cudaSuccess);
}

TEST(Emulator, RefusesHostPointersWhereDevicePointersGo) {
  std::vector<float> host(32);
  cudaLaunchConfig_t c = config(1, 32, nullptr);
  EXPECT_EQ(cudaLaunchKernelEx(&c, fill, host.data(), 1.0f),
            cudaErrorIllegalAddress);
  float *d = deviceCopy(std::vector<float>(32, 0));
  EXPECT_EQ(cudaMemcpyAsync(host.data(), d, 32 * sizeof(float),
                            cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  // A copy running past the end of its allocation.
  EXPECT_EQ(
      cudaMemcpyAsync(d + 1, d, 32 * sizeof(float), cudaMemcpyDeviceToDevice),
      cudaErrorInvalidValue);
  ASSERT_EQ(cudaDeviceReset(), cudaSuccess);
}

TEST(Emulator, CapturesGraphsWhoseForksJoinBack) {
  cudaStream_t main, side;
  ASSERT_EQ(cudaStreamCreateWithFlags(&main, cudaStreamNonBlocking),
            cudaSuccess);
  ASSERT_EQ(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking),
            cudaSuccess);
  float *d = deviceCopy(std::vector<float>(32, 0));
  cudaEvent_t fork, join;
  ASSERT_EQ(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming),
            cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&join, cudaEventDisableTiming),
            cudaSuccess);
  cudaLaunchConfig_t c = config(1, 32, side);
  // Forked to `side` and joined back: one graph with the kernel in it.
  ASSERT_EQ(cudaStreamBeginCapture(main, cudaStreamCaptureModeThreadLocal),
            cudaSuccess);
  ASSERT_EQ(cudaEventRecord(fork, main), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(side, fork), cudaSuccess);
  ASSERT_EQ(cudaLaunchKernelEx(&c, fill, d, 5.0f), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(join, side), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(main, join), cudaSuccess);
  cudaGraph_t graph = nullptr;
  ASSERT_EQ(cudaStreamEndCapture(main, &graph), cudaSuccess);
  EXPECT_EQ(hostCopy(d, 1)[0], 0) << "captured work ran";
  cudaGraphExec_t exec = nullptr;
  ASSERT_EQ(cudaGraphInstantiate(&exec, graph), cudaSuccess);
  ASSERT_EQ(cudaGraphLaunch(exec, main), cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(main), cudaSuccess);
  EXPECT_EQ(hostCopy(d, 1)[0], 5);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  // Forked and never joined back.
  ASSERT_EQ(cudaStreamBeginCapture(main, cudaStreamCaptureModeThreadLocal),
            cudaSuccess);
  ASSERT_EQ(cudaEventRecord(fork, main), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(side, fork), cudaSuccess);
  ASSERT_EQ(cudaLaunchKernelEx(&c, fill, d, 6.0f), cudaSuccess);
  EXPECT_EQ(cudaStreamEndCapture(main, &graph), cudaErrorStreamCaptureUnjoined);
  // A host wait inside a capture.
  ASSERT_EQ(cudaStreamBeginCapture(main, cudaStreamCaptureModeThreadLocal),
            cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(main), cudaErrorStreamCaptureUnsupported);
  EXPECT_EQ(cudaStreamEndCapture(main, &graph),
            cudaErrorStreamCaptureInvalidated);
  cudaEventDestroy(fork);
  cudaEventDestroy(join);
  cudaStreamDestroy(side);
  cudaStreamDestroy(main);
}

/// A cuBLASLt handle, an f32 matmul descriptor, column-major f32 layouts
/// of A (stored aRows x aCols), B (k x n) and C (m x n), and a default
/// preference; destroyed with it.
struct LtMatmul {
  cublasLtHandle_t handle = nullptr;
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t la = nullptr, lb = nullptr, lc = nullptr;
  cublasLtMatmulPreference_t preference = nullptr;

  LtMatmul(uint64_t aRows, uint64_t aCols, int m, int n, int k) {
    EXPECT_EQ(cublasLtCreate(&handle), CUBLAS_STATUS_SUCCESS);
    EXPECT_EQ(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F),
              CUBLAS_STATUS_SUCCESS);
    EXPECT_EQ(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, aRows, aCols,
                                         int64_t(aRows)),
              CUBLAS_STATUS_SUCCESS);
    EXPECT_EQ(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k),
              CUBLAS_STATUS_SUCCESS);
    EXPECT_EQ(cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m),
              CUBLAS_STATUS_SUCCESS);
    EXPECT_EQ(cublasLtMatmulPreferenceCreate(&preference),
              CUBLAS_STATUS_SUCCESS);
  }
  ~LtMatmul() {
    cublasLtMatmulPreferenceDestroy(preference);
    for (cublasLtMatrixLayout_t layout : {la, lb, lc})
      cublasLtMatrixLayoutDestroy(layout);
    cublasLtMatmulDescDestroy(desc);
    cublasLtDestroy(handle);
  }
  /// C = op(A) op(B) with the heuristic's algorithm for the preference.
  cublasStatus_t run(const float *a, const float *b, float *c) {
    cublasLtMatmulHeuristicResult_t result;
    int found = 0;
    cublasStatus_t chosen = cublasLtMatmulAlgoGetHeuristic(
        handle, desc, la, lb, lc, lc, preference, 1, &result, &found);
    if (chosen != CUBLAS_STATUS_SUCCESS)
      return chosen;
    float one = 1, zero = 0;
    return cublasLtMatmul(handle, desc, &one, a, la, b, lb, &zero, c, lc, c,
                          lc, &result.algo, nullptr, 0, nullptr);
  }
};

/// Column-major C (m x n) = relu(op(A) op(B) + bias) through the API, with
/// A transposed, against the sum written out.
TEST(Emulator, MatmulFollowsLayoutsAndEpilogue) {
  const int m = 3, n = 4, k = 5;
  std::vector<float> a(k * m), b(k * n), bias = {0.5f, -20.0f, 1.0f};
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = std::sin(float(i));
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = std::cos(float(i));
  float *dA = deviceCopy(a), *dB = deviceCopy(b), *dBias = deviceCopy(bias);
  float *dC = deviceCopy(std::vector<float>(m * n, 0));
  // A is stored k x m (its transpose is m x k), B k x n, C m x n.
  LtMatmul mm(k, m, m, n, k);
  cublasOperation_t transA = CUBLAS_OP_T;
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_RELU_BIAS;
  const float *biasPointer = dBias;
  ASSERT_EQ(cublasLtMatmulDescSetAttribute(
                mm.desc, CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof(transA)),
            CUBLAS_STATUS_SUCCESS);
  ASSERT_EQ(cublasLtMatmulDescSetAttribute(mm.desc,
                                           CUBLASLT_MATMUL_DESC_EPILOGUE,
                                           &epilogue, sizeof(epilogue)),
            CUBLAS_STATUS_SUCCESS);
  ASSERT_EQ(cublasLtMatmulDescSetAttribute(mm.desc,
                                           CUBLASLT_MATMUL_DESC_BIAS_POINTER,
                                           &biasPointer, sizeof(biasPointer)),
            CUBLAS_STATUS_SUCCESS);
  ASSERT_EQ(mm.run(dA, dB, dC), CUBLAS_STATUS_SUCCESS);
  std::vector<float> c = hostCopy(dC, m * n);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double sum = bias[size_t(i)];
      for (int p = 0; p < k; ++p)
        sum += double(a[size_t(p + i * k)]) * double(b[size_t(p + j * k)]);
      EXPECT_NEAR(c[size_t(i + j * m)], sum > 0 ? sum : 0, 1e-5)
          << i << "," << j;
    }
  // The same product without the transpose no longer fits A's layout.
  transA = CUBLAS_OP_N;
  ASSERT_EQ(cublasLtMatmulDescSetAttribute(
                mm.desc, CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof(transA)),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(mm.run(dA, dB, dC), CUBLAS_STATUS_INVALID_VALUE);
}

/// An algorithm is chosen for the alignments the preference promises (256
/// bytes unless told otherwise, as cuBLASLt's): an operand at an offset
/// that breaks the promise is refused, and runs once the preference says
/// how aligned it is.
TEST(Emulator, MatmulHoldsOperandsToTheirAlignment) {
  const int m = 4, n = 4, k = 4;
  std::vector<float> a(k * m + 1), b(k * n, 1.0f);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(i);
  float *dA = deviceCopy(a), *dB = deviceCopy(b);
  float *dC = deviceCopy(std::vector<float>(m * n, 0));
  const float *shifted = dA + 1; // 4-byte aligned
  LtMatmul mm(m, k, m, n, k);
  EXPECT_EQ(mm.run(dA, dB, dC), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(mm.run(shifted, dB, dC), CUBLAS_STATUS_INVALID_VALUE);
  uint32_t four = 4;
  ASSERT_EQ(cublasLtMatmulPreferenceSetAttribute(
                mm.preference, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES,
                &four, sizeof(four)),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(mm.run(shifted, dB, dC), CUBLAS_STATUS_SUCCESS);
  // Row i of C sums row i of the shifted A: a[1 + i + p m] over p.
  std::vector<float> c = hostCopy(dC, m * n);
  for (int i = 0; i < m; ++i)
    EXPECT_EQ(c[size_t(i)], float(4 * (1 + i) + m * (0 + 1 + 2 + 3))) << i;
}

} // namespace
