// maximumf and minimumf reductions run as SIMD reductions on the host
// (runtime-defined OpenMP reductions over branch-free max/min): a NaN
// anywhere in a row gives NaN, max of -0 and +0 is +0 and min is -0 (seen
// through 1/x as +inf and -inf), -inf and +inf rows stay infinite. Checked
// against upstream's lowering, which compares every non-finite value.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-translate --emit-cpp %s | FileCheck %s --check-prefix=CPP
// CHECK: check passed
// CPP-COUNT-4: #pragma omp simd reduction(shard_{{(max|min)}}_float:acc0)

dist.mesh @mesh = <["x"=1]>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @minmax(%x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %c = arith.constant dense<[[-2.096, 0.354, -1.04, 0.831, 1.006, -3.476, -3.895, 2.7, -1.925, -2.125, 3.965, -0.238, 2.692, -0.189, 1.113, -2.795, 1.079, 2.944, 0.185, 1.93, 1.371, -3.488, 2.066, 0.729, -1.59, -3.752, 2.924, -0.218, 1.751, 3.031, 1.713, 3.369, -0.84, 2.407, -0.443, 3.485, 3.031, 0x7FC00000, -2.912, -2.264, 3.724, -0.511, 1.013, -1.592, 0.058, -0.913, -1.193, 0.681, 0.674, 3.234, 1.456, 3.432, 2.851, 3.928, 1.37, -2.695, 2.885, 3.717, 3.238, 0.553, 1.711, -2.311, 2.653, 0.588], [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [-1.72, -3.492, 2.832, 3.918, -3.292, 2.405, -0.716, -2.794, -1.649, 2.15, 2.982, -3.646, 0.916, -3.64, 1.748, -1.352, 3.047, 3.845, 0.043, 3.988, 0x7F800000, 0xFF800000, 0.798, -3.749, -2.421, -0.737, 0.884, -2.75, -3.661, 2.942, -1.489, 3.669, 3.173, -0.978, -0.317, 0.161, 1.151, 0.765, 0.474, 0.961, 3.525, 0.056, -0.55, 1.762, -2.099, -1.591, 3.822, 0.169, 0.387, -3.908, -0.678, 0.64, -3.84, 0.926, 1.057, -3.519, 1.019, -0.27, 1.434, -1.179, 1.656, 1.904, -3.823, -3.515], [0x7FC00000, 3.706, -1.991, -0.35, 0.741, -1.44, -1.088, -1.499, -1.047, 0.765, -1.597, -0.983, 2.178, -3.785, 0.554, 1.881, -1.52, -2.22, 2.43, -2.09, -2.501, -0.518, 1.585, -3.185, -1.424, -1.33, 2.668, -0.493, 2.844, -2.646, -1.306, 1.202, 3.079, -0.391, -2.2, -3.033, 0.237, -2.474, 2.454, 2.708, -2.531, -1.771, 2.458, 1.135, 2.45, -1.238, -2.962, -1.664, 2.351, -1.831, -1.229, -0.665, -0.642, -0.724, 3.365, -2.752, -3.963, 3.546, 3.04, 3.895, -0.525, 3.601, 3.419, -2.223], [1.964, 2.694, 1.304, 0.152, -1.688, -1.271, -2.18, -3.455, 0.709, -1.704, 2.482, -3.639, 3.229, 1.55, 3.391, 3.173, 3.197, 0.616, -3.895, 1.962, -2.625, -1.601, 1.303, 0.2, -0.69, 3.512, 0.897, -1.269, -1.98, 2.893, -0.182, 2.259, -1.185, -2.421, 0.277, 2.534, -2.63, 2.333, 3.374, 2.448, 2.588, -3.94, 1.029, 2.9, -3.601, -1.829, -1.851, 0.218, -0.616, -0.217, 2.212, -3.986, -3.561, -2.985, -3.003, -3.453, 3.798, 2.836, -3.311, 0.017, -1.473, -1.483, -1.19, 0x7FC00000], [0.693, -1.113, -2.471, -1.37, -3.01, 0.444, 1.728, -0.958, -3.361, -2.572, -1.014, 0.835, 2.261, -0.958, 2.409, 0.983, -0.547, -1.021, -0.031, 1.623, -0.636, 1.553, -0.313, -2.039, 0.287, 1.561, -3.427, -0.601, -0.593, 3.037, 3.492, -1.006, 3.183, 2.327, -1.903, -0.287, -3.015, 2.506, 1.298, 3.099, 2.34, 1.34, 1.87, 0.511, -3.175, 0.702, -3.961, -2.852, 2.194, -3.645, -3.266, -3.206, 3.044, -2.567, -3.812, 2.732, -3.03, 2.752, 1.388, 2.689, 3.619, 0.633, 2.39, -3.71]]> : tensor<8x64xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %lo = linalg.fill ins(%ninf : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %hi = linalg.fill ins(%inf : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %cmax = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<8x64xf32>) outs(%lo : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.maximumf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %cmin = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<8x64xf32>) outs(%hi : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.minimumf %acc, %v : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %xmax = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%lo : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.maximumf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %xmin = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%hi : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.minimumf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  // 1/x shows the sign of a zero.
  %inv:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%cmax, %cmin : tensor<8xf32>, tensor<8xf32>) outs(%e, %e : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32, %p: f32):
    %ia = arith.divf %one, %a : f32
    %ib = arith.divf %one, %b : f32
    linalg.yield %ia, %ib : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %inv#0, %inv#1, %xmax, %xmin : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
