// Loop nests: parallel loops outside (OpenMP above the threshold), the
// reduction inside accumulating in a register, f16 widened on load and
// rounded on store, linalg.index as the loop variable.
// RUN: shard-translate --emit-cpp %s --split-input-file | FileCheck %s

// CHECK-LABEL: from @row_sum
// CHECK: // kernel 1: loop nest, 1 parallel + 1 reduction loops
// CHECK-NEXT: static void k1(const uint16_t *__restrict p0, float *__restrict p1) {
// CHECK-NEXT:   #pragma omp parallel for collapse(1)
// CHECK-NEXT:   for (int64_t i0 = 0; i0 < 256; ++i0) {
// CHECK-NEXT:     float acc0 = p1[i0];
// CHECK-NEXT:     for (int64_t i1 = 0; i1 < 256; ++i1) {
// CHECK-NEXT:       const float in0 = shardrt::f16ToFloat(p0[i0 * 256 + i1]);
// CHECK-NEXT:       const float v0 = (float)(in0);
// CHECK-NEXT:       const float v1 = (acc0 + v0);
// CHECK-NEXT:       acc0 = v1;
// CHECK-NEXT:     }
// CHECK-NEXT:     p1[i0] = acc0;
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @row_sum(%x: tensor<256x256xf16>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x256xf16>) outs(%z : tensor<256xf32>) {
  ^bb0(%v: f16, %acc: f32):
    %w = arith.extf %v : f16 to f32
    %r = arith.addf %acc, %w : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  return %s : tensor<256xf32>
}

// -----

// A transpose writes in the output's order; small nests stay serial; the
// result is rounded to bf16 when stored; the mask uses the loop indices.
// CHECK-LABEL: from @masked_transpose
// CHECK: static void k0(const float *__restrict p0, uint16_t *__restrict p1) {
// CHECK-NEXT:   for (int64_t i1 = 0; i1 < 8; ++i1)
// CHECK-NEXT:     for (int64_t i0 = 0; i0 < 4; ++i0) {
// CHECK-NEXT:       const float in0 = p0[i0 * 8 + i1];
// CHECK-NEXT:       const int64_t v0 = i0;
// CHECK-NEXT:       const int64_t v1 = i1;
// CHECK-NEXT:       const bool v2 = ((uint64_t)v1 > (uint64_t)v0);
// CHECK-NEXT:       const float v3 = (v2 ? -float(INFINITY) : in0);
// CHECK-NEXT:       const float v4 = shard_round_bf16(v3);
// CHECK-NEXT:       p1[i1 * 4 + i0] = shardrt::floatToBf16(v4);
// CHECK-NEXT:     }
// CHECK-NEXT: }
func.func @masked_transpose(%x: tensor<4x8xf32>) -> tensor<8x4xbf16> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8x4xbf16>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %future = arith.cmpi ugt, %j, %i : index
    %m = arith.select %future, %ninf, %v : f32
    %r = arith.truncf %m : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8x4xbf16>
  return %t : tensor<8x4xbf16>
}

// -----

// Dense constants are emitted exactly (hex floats); a splat is filled when
// the program first runs (its size is not bounded by the file's).
// CHECK-LABEL: from @constants
// CHECK: alignas(64) static const float c1[4] = {0x1p+0f, -0x1.8p+1f, 0x1.99999ap-4f, INFINITY};
// CHECK: alignas(64) static int32_t c2[3];
// CHECK: static const bool splatsFilled = [] {
// CHECK-NEXT: std::fill_n(c2, 3, int32_t(7));
// CHECK-NEXT: return true;
func.func @constants(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<3xi32>) {
  %c = arith.constant dense<[1.0, -3.0, 0.1, 0x7F800000]> : tensor<4xf32>
  %i = arith.constant dense<7> : tensor<3xi32>
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s, %i : tensor<4xf32>, tensor<3xi32>
}
