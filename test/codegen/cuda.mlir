// The CUDA target (shard-translate --emit-cuda): the same kernel plan as the
// host C++, mapped to the GPU. GEMMs are cuBLASLt calls (the innermost batch
// dim as cuBLASLt's strided batch), loop nests are __global__ kernels whose
// threads walk the independent iterations (reductions in registers),
// copies are device copies, and everything goes on the program's stream;
// collectives are the same runtime calls as on the host.
// RUN: shard-translate --emit-cuda %s | FileCheck %s

// A program includes the program ABI alone of the runtime's headers.
// CHECK:      #include "runtime/CudaKernels.h"
// CHECK-NEXT: #include "runtime/Float16.h"
// CHECK-NEXT: #include "runtime/ProgramAbi.h"
// CHECK-NOT:  #include "runtime/
// CHECK: __device__ inline void assertionFailed(
// CHECK: static __host__ __device__ inline T shard_maximumf(T a, T b) {

// An init the GEMM accumulates into is copied first (it is an argument).
// CHECK-LABEL: // kernel 0: copy {4, 8, 8}
// CHECK-NEXT: static shardrt::Error *k0(const float *__restrict p0, float *__restrict p1, shardrt::Stream stream) {
// CHECK-NEXT:   return shardrt::cuda::copy(p1 + 0, p0 + 0, 256 * sizeof(*p1), stream);

// CHECK-LABEL: // kernel 1: gemm 8x8x16, batch {4}
// CHECK-NEXT: static shardrt::Error *k1(const float *__restrict p0, float *__restrict p1, shardrt::Stream stream) {
// CHECK-NEXT:   SHARDRT_TRY(shardrt::cuda::gemm(shardrt::DType::F32, false, true, 8, 8, 16, 1.0f, p0, 16, 128, p0, 16, 128, 1.0f, p1, 8, 64, 4, nullptr, shardrt::Activation::None, stream));

// CHECK-LABEL: // kernel 2: gemm 32x32x16
// CHECK-NEXT: static shardrt::Error *k2(
// CHECK-NEXT:   SHARDRT_TRY(shardrt::cuda::gemm(shardrt::DType::F32, false, false, 32, 32, 16, 1.0f, p0, 16, 0, p1, 32, 0, 0.0f, p2, 32, 0, 1, nullptr, shardrt::Activation::None, stream));

// The elementwise tanh, in place: four neighbouring elements per thread
// (row-major over the flat index of the groups), read and written with
// one 16-byte access each; the innermost index is restored per element.
// It reads the matmul's result through an expand_shape of its rows, which
// kernel formation folds: the loops run over the 32 x 32 matrix.
// CHECK-LABEL: // kernel 3: loop nest, 2 parallel + 0 reduction loops, 4 elements per thread
// CHECK-NEXT: __global__ void k3(float *__restrict p0) {
// CHECK-NEXT:   for (int64_t flat = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; flat < 256; flat += int64_t(gridDim.x) * blockDim.x) {
// CHECK-NEXT:     const int64_t i1g = flat % 8;
// CHECK-NEXT:     const int64_t qi1g = flat / 8;
// CHECK-NEXT:     const int64_t i0 = qi1g;
// CHECK-NEXT:     const shardrt::cuda::Vec<float, 4> win0 = *reinterpret_cast<const shardrt::cuda::Vec<float, 4> *>(&p0[i0 * 32 + (i1g * 4)]);
// CHECK-NEXT:     shardrt::cuda::Vec<float, 4> wout0;
// CHECK-NEXT:     #pragma unroll
// CHECK-NEXT:     for (int e = 0; e < 4; ++e) {
// CHECK-NEXT:       const int64_t i1 = i1g * 4 + e;
// CHECK-NEXT:       const float in0 = win0.v[e];
// CHECK-NEXT:       const float v0 = std::tanh(in0);
// CHECK-NEXT:       wout0.v[e] = v0;
// CHECK-NEXT:     }
// CHECK-NEXT:     *reinterpret_cast<shardrt::cuda::Vec<float, 4> *>(&p0[i0 * 32 + (i1g * 4)]) = wout0;
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The row sum: a warp per row. Its lanes stride through the row from the
// sum's identity, combine with a butterfly of shuffles, and lane 0 adds
// the initial value and stores. Its rows (4 x 8) are one loop, merged
// like the tanh's.
// CHECK-LABEL: // kernel 5: loop nest, 1 parallel + 1 reduction loops
// CHECK-NEXT: __global__ void k5(const float *__restrict p0, float *__restrict p1) {
// CHECK-NEXT:   const int lane = threadIdx.x % 32;
// CHECK-NEXT:   for (int64_t flat = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; flat < 32; flat += int64_t(gridDim.x) * blockDim.x / 32) {
// CHECK-NEXT:     const int64_t i0 = flat;
// CHECK-NEXT:     float acc0 = float(-0.0);
// CHECK-NEXT:     for (int64_t red = lane; red < 32; red += 32) {
// CHECK-NEXT:       const int64_t i1 = red;
// CHECK-NEXT:       const float in0 = p0[i0 * 32 + i1];
// CHECK-NEXT:       const float v0 = (in0 + acc0);
// CHECK-NEXT:       acc0 = v0;
// CHECK-NEXT:     }
// CHECK-NEXT:     for (int offset = 16; offset > 0; offset /= 2) {
// CHECK-NEXT:       const float other0 = float(__shfl_xor_sync(0xffffffffu, +acc0, offset));
// CHECK-NEXT:       acc0 = (other0 + acc0);
// CHECK-NEXT:     }
// CHECK-NEXT:     if (lane == 0) {
// CHECK-NEXT:       acc0 = (acc0 + p1[i0]);
// CHECK-NEXT:       p1[i0] = acc0;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CHECK-LABEL: // kernel 7: copy {2, 8, 16}
// CHECK-NEXT: static shardrt::Error *k7(
// CHECK-NEXT:   return shardrt::cuda::copy(p1 + 0, p0 + 128, 256 * sizeof(*p1), stream);

// A strided slice is a grid-stride copy kernel; it starts at its offset's
// element (2), its step (2) is in the stride.
// CHECK-LABEL: // kernel 8: strided copy {4, 8, 4}
// CHECK-NEXT: __global__ void k8(const float *__restrict p0, float *__restrict p1) {
// CHECK-NEXT:   for (int64_t flat = {{.*}}; flat < 128; {{.*}}) {
// CHECK:          p1[0 + i0 * 32 + i1 * 4 + i2 * 1] = p0[2 + i0 * 128 + i1 * 16 + i2 * 2];

// CHECK-LABEL: shardrt::Error *run(shardrt::Runtime &rt, shardrt::Stream stream,
// Every result is written in the caller's device buffer: no copy follows.
// CHECK:      float *[[Y:b[0-9]+]] = static_cast<float *>(outputs[2]);
// CHECK-NEXT: float *[[M:b[0-9]+]] = static_cast<float *>(outputs[0]);
// CHECK-NEXT: float *[[S:b[0-9]+]] = static_cast<float *>(outputs[1]);
// CHECK:      SHARDRT_TRY(k0(b2, [[Y]], stream));
// CHECK-NEXT: SHARDRT_TRY(k1(b0, [[Y]], stream));
// CHECK-NEXT: SHARDRT_TRY(k2(b0, b1, [[M]], stream));
// CHECK-NEXT: SHARDRT_TRY(shardrt::cuda::launch("k3", k3, 256, stream, [[M]]));
// CHECK:      SHARDRT_TRY(shardrt::cuda::launch("k5", k5, 1024, stream, [[M]], [[S]]));
// The all_reduce runs beside the two slices (on the communicator's own
// stream; see CudaDevice.cpp) and is waited for before run returns.
// CHECK-NEXT: shardrt::Pending pending6;
// CHECK-NEXT: SHARDRT_TRY(shardrt::startAllReduce(rt, 0, [[S]], [[S]], shardrt::DType::F32, {4, 8}, shardrt::ReduceOp::Sum, stream, pending6));
// CHECK-NEXT: SHARDRT_TRY(k7(b0, {{b[0-9]+}}, stream));
// CHECK-NEXT: SHARDRT_TRY(shardrt::cuda::launch("k8", k8,
// CHECK-NEXT: SHARDRT_TRY(shardrt::wait(rt, pending6, stream));
// CHECK-NEXT: return nullptr;

// A device program: its tensors in device memory, its communicator and
// graphs the CUDA backend's.
// CHECK-LABEL: void describe(shardrt::ProgramInfo &info)
// CHECK:      shardrt::addOutput(info, shardrt::DType::F32, {4, 8, 4}, 4);
// CHECK-NEXT: shardrt::useDevice(info, shardrt::cuda::backend);
// CHECK-NEXT: }

dist.mesh @mesh = <["tp"=2]>

func.func @block(%x: tensor<4x8x16xf32>, %w: tensor<16x32xf32>, %s: tensor<4x8x8xf32>) -> (tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<2x8x16xf32>, tensor<4x8x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %y = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %x : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%s : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %x2 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  %e2 = tensor.empty() : tensor<32x32xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m = linalg.matmul ins(%x2, %w : tensor<32x16xf32>, tensor<16x32xf32>) outs(%z2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m3 = tensor.expand_shape %m [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%m3 : tensor<4x8x32xf32>) outs(%e : tensor<4x8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<4x8x32xf32>
  %er = tensor.empty() : tensor<4x8xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.reduce ins(%r : tensor<4x8x32xf32>) outs(%zr : tensor<4x8xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %all = dist.all_reduce %sum on @mesh axes ["tp"] : tensor<4x8xf32>
  %slice = tensor.extract_slice %x[1, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<4x8x16xf32> to tensor<2x8x16xf32>
  %strided = tensor.extract_slice %x[0, 0, 2] [4, 8, 4] [1, 1, 2] : tensor<4x8x16xf32> to tensor<4x8x4xf32>
  return %r, %all, %y, %slice, %strided : tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<2x8x16xf32>, tensor<4x8x4xf32>
}
