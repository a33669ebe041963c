// Which elementwise nests the CUDA target gives four elements per thread:
// those whose every tensor moves contiguously with the innermost loop (it
// indexes the tensor's last dim and nothing else) or not at all, of 2- or
// 4-byte elements, over an innermost range that is a multiple of 4, with
// a body that reads no output. Each moving tensor is read or written with
// one aligned wide access per thread; the others once per thread.
// RUN: shard-translate --emit-cuda %s --split-input-file | FileCheck %s

// A bias over columns moves with the loop; a scale per row does not.
// CHECK-LABEL: from @bias_and_row_scale
// CHECK:      // kernel 0: loop nest, 2 parallel + 0 reduction loops, 4 elements per thread
// CHECK:        const int64_t i1g = flat % 16;
// CHECK:        const shardrt::cuda::Vec<float, 4> win0 = *reinterpret_cast<const shardrt::cuda::Vec<float, 4> *>(&p0[i0 * 64 + (i1g * 4)]);
// CHECK-NEXT:   const shardrt::cuda::Vec<float, 4> win1 = *reinterpret_cast<const shardrt::cuda::Vec<float, 4> *>(&p1[(i1g * 4)]);
// CHECK-NEXT:   const float in2 = p2[i0];
// CHECK-NEXT:   shardrt::cuda::Vec<float, 4> wout0;
// CHECK:          const int64_t i1 = i1g * 4 + e;
// CHECK-NEXT:     const float in0 = win0.v[e];
// CHECK-NEXT:     const float in1 = win1.v[e];
// CHECK:          wout0.v[e] = v1;
// CHECK:        *reinterpret_cast<shardrt::cuda::Vec<float, 4> *>(&p3[i0 * 64 + (i1g * 4)]) = wout0;
#id = affine_map<(i, j) -> (i, j)>
func.func @bias_and_row_scale(%x: tensor<8x64xf32>, %b: tensor<64xf32>, %s: tensor<8xf32>) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  %y = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %b, %s : tensor<8x64xf32>, tensor<64xf32>, tensor<8xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%v: f32, %bb: f32, %ss: f32, %o: f32):
    %a = arith.addf %v, %bb : f32
    %m = arith.mulf %a, %ss : f32
    linalg.yield %m : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// -----

// 16-bit elements: four to an 8-byte access, widened per element; the
// innermost index the body uses is each element's own.
// CHECK-LABEL: from @half_index
// CHECK:      4 elements per thread
// CHECK:        const shardrt::cuda::Vec<uint16_t, 4> win0 =
// CHECK:          const int64_t i1 = i1g * 4 + e;
// CHECK:          const float in0 = shardrt::f16ToFloat(win0.v[e]);
// CHECK:          i1
func.func @half_index(%x: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %e = tensor.empty() : tensor<4x8xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf16>) outs(%e : tensor<4x8xf16>) {
  ^bb0(%v: f16, %o: f16):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f16
    %r = arith.addf %v, %jf : f16
    linalg.yield %r : f16
  } -> tensor<4x8xf16>
  return %y : tensor<4x8xf16>
}

// -----

// One element per thread: a row of 6, a transposed read, 8-byte, 1-byte
// and index elements (written, then read), a body that reads its output.
// CHECK-LABEL: from @not_wide
// CHECK-NOT:  elements per thread
// CHECK-NOT:  shardrt::cuda::Vec
#t = affine_map<(i, j) -> (j, i)>
#id6 = affine_map<(i, j) -> (i, j)>
func.func @not_wide(%a: tensor<8x6xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf64>, %d: tensor<8x8xi8>, %acc: tensor<8x8xf32>)
    -> (tensor<8x6xf32>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<8x8xi8>, tensor<8x8xf32>, tensor<8x8x4xi32>) {
  %e6 = tensor.empty() : tensor<8x6xf32>
  %r6 = linalg.generic {indexing_maps = [#id6, #id6], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x6xf32>) outs(%e6 : tensor<8x6xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<8x6xf32>
  %e8 = tensor.empty() : tensor<8x8xf32>
  %rt = linalg.generic {indexing_maps = [#t, #id6], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<8x8xf32>) outs(%e8 : tensor<8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %ed = tensor.empty() : tensor<8x8xf64>
  %rd = linalg.generic {indexing_maps = [#id6, #id6], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x8xf64>) outs(%ed : tensor<8x8xf64>) {
  ^bb0(%v: f64, %o: f64):
    %r = math.exp %v : f64
    linalg.yield %r : f64
  } -> tensor<8x8xf64>
  %ei = tensor.empty() : tensor<8x8xi8>
  %ri = linalg.generic {indexing_maps = [#id6, #id6], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<8x8xi8>) outs(%ei : tensor<8x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %r = arith.addi %v, %v : i8
    linalg.yield %r : i8
  } -> tensor<8x8xi8>
  %ra = linalg.generic {indexing_maps = [#id6, #id6], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.addf %v, %o : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %ex = tensor.empty() : tensor<8x8xindex>
  %rx = linalg.generic {indexing_maps = [#id6], iterator_types = ["parallel", "parallel"]}
      outs(%ex : tensor<8x8xindex>) {
  ^bb0(%o: index):
    %j = linalg.index 1 : index
    linalg.yield %j : index
  } -> tensor<8x8xindex>
  %e32 = tensor.empty() : tensor<8x8x4xi32>
  %r32 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%rx : tensor<8x8xindex>) outs(%e32 : tensor<8x8x4xi32>) {
  ^bb0(%v: index, %o: i32):
    %n = arith.index_cast %v : index to i32
    linalg.yield %n : i32
  } -> tensor<8x8x4xi32>
  return %r6, %rt, %rd, %ri, %ra, %r32 : tensor<8x6xf32>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<8x8xi8>, tensor<8x8xf32>, tensor<8x8x4xi32>
}
