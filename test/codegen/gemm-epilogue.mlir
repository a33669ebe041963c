// A bias add right after an unbatched GEMM, reading nothing but its result
// and a vector along its columns, folds into the GEMM: the host sets (or
// adds to) C's rows first and accumulates onto them, CUDA uses cuBLASLt's
// bias epilogue. Anything else stays a loop nest.
// RUN: shard-translate --emit-plan %s --split-input-file | FileCheck %s --check-prefix=PLAN
// RUN: shard-translate --emit-cpp %s --split-input-file | FileCheck %s --check-prefix=CPP
// RUN: shard-translate --emit-cuda %s --split-input-file | FileCheck %s --check-prefix=CUDA

// PLAN-LABEL: plan @linear: 1 kernels
// PLAN: k0: gemm m=8 n=32 k=16 b0 lda=16 b1 ldb=32 -> [[C:b[0-9]+]] ldc=32 beta=0 bias=b2
// CPP-LABEL: from @linear
// CPP:      // kernel 0: gemm 8x32x16 + bias
// CPP:        for (int64_t r = 0; r < 8; ++r)
// CPP-NEXT:     for (int64_t j = 0; j < 32; ++j)
// CPP-NEXT:       p2[r * 32 + j] = p3[j];
// CPP-NEXT:   shardrt::sgemm(false, false, 8, 32, 16, 1.0f, p0, 16, p1, 32, 1.0f, p2, 32);
// CUDA-LABEL: from @linear
// CUDA:       shardrt::cuda::gemm(shardrt::DType::F32, false, false, 8, 32, 16, 1.0f, p0, 16, 0, p1, 32, 0, 0.0f, p2, 32, 0, 1, p3, stream)
#map = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @linear(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#map, #col, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// Into a GEMM that accumulates onto its init, the bias is added to it.
// CPP-LABEL: from @accumulating
// CPP:       p{{[0-9]}}[r * 32 + j] += p{{[0-9]}}[j];
// CPP-NEXT:  shardrt::sgemm(false, false, 8, 32, 16, 1.0f, {{.*}}, 1.0f, {{.*}});
func.func @accumulating(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>, %acc: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// A vector along the rows, and a GEMM result that is also returned: loop
// nests.
// PLAN-LABEL: plan @not_bias
// PLAN-NOT:  bias=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
// PLAN-NOT:  bias=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
#m2 = affine_map<(i, j) -> (i, j)>
func.func @not_bias(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %rows: tensor<8xf32>, %b: tensor<32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#m2, affine_map<(i, j) -> (i)>, #m2], iterator_types = ["parallel", "parallel"]} ins(%m, %rows : tensor<8x32xf32>, tensor<8xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %m2 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r2 = linalg.generic {indexing_maps = [#m2, affine_map<(i, j) -> (j)>, #m2], iterator_types = ["parallel", "parallel"]} ins(%m2, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %r, %r2, %m2 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>
}
