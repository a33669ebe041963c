// Loop nests: parallel loops outside (OpenMP threads above the threshold),
// the reduction inside accumulating in a register (a SIMD reduction when
// OpenMP's operator means the same), an elementwise nest's innermost loop
// a SIMD loop (loops of one iteration left out), f16 widened on load and
// rounded on store, linalg.index as the loop variable, f32 exp/erf/tanh/log through the runtime's vector
// math. Loop kernels are compiled for several x86-64 ISA levels.
// RUN: shard-translate --emit-cpp %s --split-input-file | FileCheck %s

// CHECK-LABEL: from @row_sum
// CHECK:      #include "runtime/VectorMath.h"
// CHECK:      #if defined(__x86_64__) && !defined(__AVX512F__)
// CHECK-NEXT: #define SHARD_LOOP_KERNEL __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
// CHECK-NEXT: #else
// CHECK-NEXT: #define SHARD_LOOP_KERNEL
// CHECK-NEXT: #endif
// CHECK: // kernel 0: loop nest, 1 parallel + 0 reduction loops
// CHECK-NEXT: SHARD_LOOP_KERNEL static void k0(float *__restrict p0) {
// CHECK-NEXT:   #pragma omp simd
// CHECK-NEXT:   for (int64_t i0 = 0; i0 < 256; ++i0) {
// CHECK: // kernel 1: loop nest, 1 parallel + 1 reduction loops
// CHECK-NEXT: SHARD_LOOP_KERNEL static void k1(const uint16_t *__restrict p0, float *__restrict p1) {
// CHECK-NEXT:   #pragma omp parallel for
// CHECK-NEXT:   for (int64_t i0 = 0; i0 < 256; ++i0) {
// CHECK-NEXT:     float acc0 = p1[i0];
// CHECK-NEXT:     #pragma omp simd reduction(+:acc0)
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
// result is rounded to bf16 once, when stored (the truncf only yielded
// rounds nothing itself); the mask uses the loop indices.
// CHECK-LABEL: from @masked_transpose
// CHECK: SHARD_LOOP_KERNEL static void k0(const float *__restrict p0, uint16_t *__restrict p1) {
// CHECK-NEXT:   for (int64_t i1 = 0; i1 < 8; ++i1)
// CHECK-NEXT:     #pragma omp simd
// CHECK-NEXT:     for (int64_t i0 = 0; i0 < 4; ++i0) {
// CHECK-NEXT:       const float in0 = p0[i0 * 8 + i1];
// CHECK-NEXT:       const int64_t v0 = i0;
// CHECK-NEXT:       const int64_t v1 = i1;
// CHECK-NEXT:       const bool v2 = ((uint64_t)v1 > (uint64_t)v0);
// CHECK-NEXT:       const float v3 = (v2 ? -float(INFINITY) : in0);
// CHECK-NEXT:       const float v4 = v3;
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

// -----

// A big elementwise nest: threads over the outer dims, a SIMD loop over the
// innermost; f32 exp, erf, tanh and log call the runtime's vectorizable
// versions, an f64 exp <cmath>'s.
// CHECK-LABEL: from @vector_math
// CHECK:      SHARD_LOOP_KERNEL static void k0(
// CHECK-NEXT:   #pragma omp parallel for collapse(2)
// CHECK-NEXT:   for (int64_t i0 = 0; i0 < 4; ++i0)
// CHECK-NEXT:     for (int64_t i1 = 0; i1 < 64; ++i1)
// CHECK-NEXT:       #pragma omp simd
// CHECK-NEXT:       for (int64_t i2 = 0; i2 < 256; ++i2) {
// CHECK:              = shardrt_expf(in0);
// CHECK-NEXT:         = shardrt_erff(
// CHECK-NEXT:         = shardrt_tanhf(
// CHECK-NEXT:         = shardrt_logf(
// CHECK:              = std::exp(
#id3 = affine_map<(i, j, k) -> (i, j, k)>
func.func @vector_math(%x: tensor<4x64x256xf32>, %y: tensor<4x64x256xf64>) -> tensor<4x64x256xf32> {
  %e = tensor.empty() : tensor<4x64x256xf32>
  %r = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %y : tensor<4x64x256xf32>, tensor<4x64x256xf64>) outs(%e : tensor<4x64x256xf32>) {
  ^bb0(%a: f32, %b: f64, %o: f32):
    %0 = math.exp %a : f32
    %1 = math.erf %0 : f32
    %2 = math.tanh %1 : f32
    %3 = math.log %2 : f32
    %4 = math.exp %b : f64
    %5 = arith.truncf %4 : f64 to f32
    %6 = arith.addf %3, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<4x64x256xf32>
  return %r : tensor<4x64x256xf32>
}

// -----

// A float max reduction is a SIMD reduction by the prologue's maximumf
// (OpenMP's own max does not propagate NaN as arith.maximumf does); an
// integer sum by OpenMP's +. A reduction by an op that has none (maxnumf,
// as selects: the other operand of a NaN) stays an ordered loop. The float reductions share one fill (as after
// CSE): each gets its own, and nothing is copied.
// CHECK-LABEL: from @reductions
// CHECK:      #pragma omp declare reduction(shard_max_float : float : omp_out = shard_maximumf(omp_out, omp_in)) initializer(omp_priv = float(-INFINITY))
// CHECK-NEXT: #pragma omp declare reduction(shard_min_float : float : omp_out = shard_minimumf(omp_out, omp_in)) initializer(omp_priv = float(INFINITY))
// CHECK-NEXT: #pragma omp declare reduction(shard_max_double : double : omp_out = shard_maximumf(omp_out, omp_in)) initializer(omp_priv = double(-INFINITY))
// CHECK-NEXT: #pragma omp declare reduction(shard_min_double : double : omp_out = shard_minimumf(omp_out, omp_in)) initializer(omp_priv = double(INFINITY))
// CHECK:      float acc0 = p1[i0];
// CHECK-NEXT: #pragma omp simd reduction(shard_max_float:acc0)
// CHECK-NEXT: for (int64_t i1 = 0; i1 < 512; ++i1) {
// CHECK:      shard_maximumf(
// CHECK:      float acc0 = p1[i0];
// CHECK-NEXT: for (int64_t i1 = 0; i1 < 512; ++i1) {
// CHECK:      shard_maxnumf(
// CHECK:      int32_t acc0 = p1[i0];
// CHECK-NEXT: #pragma omp simd reduction(+:acc0)
// CHECK-NEXT: for (int64_t i1 = 0; i1 < 512; ++i1) {
// CHECK-NOT:  copy
func.func @reductions(%x: tensor<128x512xf32>, %n: tensor<128x512xi32>) -> (tensor<128xf32>, tensor<128xf32>, tensor<128xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<128xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<128x512xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.maximumf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %mn = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<128x512xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.maxnumf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %ei = tensor.empty() : tensor<128xi32>
  %fi = linalg.fill ins(%zero : i32) outs(%ei : tensor<128xi32>) -> tensor<128xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%n : tensor<128x512xi32>) outs(%fi : tensor<128xi32>) {
  ^bb0(%v: i32, %acc: i32):
    %r = arith.addi %acc, %v : i32
    linalg.yield %r : i32
  } -> tensor<128xi32>
  return %m, %mn, %s : tensor<128xf32>, tensor<128xf32>, tensor<128xi32>
}

// -----

// A truncf whose value the body reads again is rounded where it is made
// (the add sees the f16 value); in a reduction the yield is the next
// step's accumulator, rounded at each step.
// CHECK-LABEL: from @rounded_in_body
// CHECK:       const float v0 = shard_round_f16(in0);
// CHECK-NEXT:  const float v1 = (float)(v0);
// CHECK-NEXT:  const float v2 = (v1 + in0);
// CHECK:       float acc0 = shardrt::f16ToFloat(
// CHECK:       const float v2 = shard_round_f16(v1);
// CHECK-NEXT:  acc0 = v2;
func.func @rounded_in_body(%x: tensor<64xf32>, %y: tensor<8x64xf32>) -> (tensor<64xf32>, tensor<64xf16>) {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %h = arith.truncf %v : f32 to f16
    %w = arith.extf %h : f16 to f32
    %s = arith.addf %w, %v : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %z = arith.constant dense<0.0> : tensor<64xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(j, i) -> (j, i)>, affine_map<(j, i) -> (i)>], iterator_types = ["reduction", "parallel"]} ins(%y : tensor<8x64xf32>) outs(%z : tensor<64xf16>) {
  ^bb0(%v: f32, %acc: f16):
    %w = arith.extf %acc : f16 to f32
    %s = arith.addf %w, %v : f32
    %h = arith.truncf %s : f32 to f16
    linalg.yield %h : f16
  } -> tensor<64xf16>
  return %a, %r : tensor<64xf32>, tensor<64xf16>
}

// -----

// maximumf against a constant (ReLU) is one compare and a select; so is
// minimumf against one. Against -0.0 (max) or +0.0 (min), where the sign
// of an equal zero decides, the general form merges the zeros' bits.
// CHECK-LABEL: from @against_constants
// CHECK:       const float v0 = ((in0 > 0x0p+0f || in0 != in0) ? in0 : 0x0p+0f);
// CHECK-NEXT:  const float v1 = ((v0 < 0x1.8p+2f || v0 != v0) ? v0 : 0x1.8p+2f);
// CHECK-NEXT:  const float v2 = shard_maximumf(v1, -0x0p+0f);
// CHECK-NEXT:  const float v3 = shard_minimumf(v2, 0x0p+0f);
func.func @against_constants(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %negzero = arith.constant -0.0 : f32
    %a = arith.maximumf %v, %zero : f32
    %b = arith.minimumf %six, %a : f32
    %c = arith.maximumf %b, %negzero : f32
    %d = arith.minimumf %c, %zero : f32
    linalg.yield %d : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// A loop of one iteration is no loop: the SIMD loop runs along the
// innermost dim of several (a mixture of experts' (tokens, features, 1)
// activations), not along the last dim.
// CHECK-LABEL: from @unit_dims
// CHECK:      SHARD_LOOP_KERNEL static void k0(const float *__restrict p0, float *__restrict p1) {
// CHECK-NEXT:   #pragma omp simd
// CHECK-NEXT:   for (int64_t i1 = 0; i1 < 16; ++i1) {
// CHECK-NEXT:     const float in0 = p0[i1];
// CHECK-NEXT:     const float v0 = shardrt_expf(in0);
// CHECK-NEXT:     p1[i1] = v0;
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @unit_dims(%x: tensor<1x16x1xf32>) -> tensor<1x16x1xf32> {
  %e = tensor.empty() : tensor<1x16x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x16x1xf32>) outs(%e : tensor<1x16x1xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<1x16x1xf32>
  return %r : tensor<1x16x1xf32>
}
