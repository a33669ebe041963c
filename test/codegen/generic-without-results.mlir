// A linalg.generic without outputs runs for the checks in its body: a
// fused producer whose result nothing reads any more keeps its cf.asserts
// (a training step's cross-entropy gather left one; the code generator
// crashed on it). Nothing is written, so its iterations are independent:
// a SIMD loop on the host, a grid-stride loop over every thread on a GPU
// (it ran on one thread before).
// RUN: shard-translate --emit-cpp %s | FileCheck %s
// RUN: shard-translate --emit-cuda %s | FileCheck %s --check-prefix=CUDA

// CUDA: __global__ void k{{[0-9]+}}(const int64_t *__restrict p0) {
// CUDA-NEXT: for (int64_t flat = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; flat < 8; flat += int64_t(gridDim.x) * blockDim.x) {
// CUDA-NEXT: const int64_t i0 = flat;
// CUDA-NEXT: const int64_t in0 = p0[i0];
// CUDA: if (!{{v[0-9]+}}) shardrt::assertionFailed("id must be below 16"

// CHECK: loop nest, 1 parallel + 0 reduction loops
// CHECK-NEXT: SHARD_LOOP_KERNEL static void k{{[0-9]+}}(const int64_t *__restrict p0) {
// CHECK-NEXT: #pragma omp simd
// CHECK-NEXT: for (int64_t i0 = 0; i0 < 8; ++i0) {
// CHECK-NEXT: const int64_t in0 = p0[i0];
// CHECK: if (!{{v[0-9]+}}) shardrt::assertionFailed("id must be below 16"
// CHECK-NEXT: }
// CHECK-NEXT: }
#id = affine_map<(d0) -> (d0)>
func.func @checked(%ids: tensor<8xi64>) -> tensor<8xi64> {
  %c16 = arith.constant 16 : i64
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%ids : tensor<8xi64>) {
  ^bb0(%in: i64):
    %ok = arith.cmpi slt, %in, %c16 : i64
    cf.assert %ok, "id must be below 16"
    linalg.yield
  }
  return %ids : tensor<8xi64>
}
// The kernel runs on the argument, which is the result.
// CHECK: const int64_t *[[B:b[0-9]+]] = static_cast<const int64_t *>(inputs[0]);
// CHECK-NEXT: k{{[0-9]+}}([[B]]);
// CHECK-NEXT: std::memcpy(outputs[0], [[B]], 64);
