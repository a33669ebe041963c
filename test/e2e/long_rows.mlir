// Few long rows: a numerically stable softmax over rows of 2048 and the
// rows' sums, on 4 rows. On the host these are SIMD reductions; the CUDA
// target gives each row a block (checked here in the emitted code; the
// CUDA program is compiled by //test:cuda_compile_test and compared with
// the host's on a GPU by bench/gpu/check.sh). The host runs are checked
// against upstream's lowering.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-opt %s --dist-strip-annotations | shard-translate --emit-cuda | FileCheck %s --check-prefix=CUDA
// CHECK: check passed
// CUDA-COUNT-3: const int lane = threadIdx.x % 256;

dist.mesh @mesh = <["x"=1]>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @long_rows(%x: tensor<4x2048xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x2048xf32>, tensor<4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x2048xf32>) outs(%mi : tensor<4xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %ex = tensor.empty() : tensor<4x2048xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x2048xf32>, tensor<4xf32>) outs(%ex : tensor<4x2048xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x2048xf32>
  %si = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4x2048xf32>) outs(%si : tensor<4xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %soft = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x2048xf32>, tensor<4xf32>) outs(%ex : tensor<4x2048xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = arith.divf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x2048xf32>
  %ti = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x2048xf32>) outs(%ti : tensor<4xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %soft, %total : tensor<4x2048xf32>, tensor<4xf32>
}
