// Elementwise ops with broadcasting, fused into one loop nest: a row bias,
// a column scale, tanh/exp/select/max, and linalg.index.
// The input is split over x and y on its rows; the result is wanted split
// on its last dim, which moves it (all_to_all, all_gather).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// R2: communication: 1 x all_to_all over {"y"}, 4096 bytes sent per rank
// R4: communication: 1 x all_to_all over {"y"}, 2048 bytes sent per rank
// R4: communication: 1 x all_gather over {"x"}, 4096 bytes sent per rank
// R8: communication: 1 x all_to_all over {"y"}, 1536 bytes sent per rank
// R8: communication: 1 x all_gather over {"x"}, 2048 bytes sent per rank
// CHECK: check passed
// The three generics fuse into one loop nest.
// PLAN: 1 kernels
// PLAN: k0: loop 3 parallel 0 reduction (8, 16, 32) b0 b1 b2 -> b{{[0-9]+}}

dist.mesh @mesh = <["x"=1, "y"=1]>
#id = affine_map<(i, j, k) -> (i, j, k)>
func.func @elementwise(%x: tensor<8x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}]>}, %bias: tensor<32xf32>,
                       %scale: tensor<8x1x32xf32>)
    -> (tensor<8x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"y"}]>}) {
  %e = tensor.empty() : tensor<8x16x32xf32>
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %a = linalg.generic {
      indexing_maps = [#id, affine_map<(i, j, k) -> (k)>,
                       affine_map<(i, j, k) -> (i, 0, k)>, #id],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %bias, %scale : tensor<8x16x32xf32>, tensor<32xf32>, tensor<8x1x32xf32>)
      outs(%e : tensor<8x16x32xf32>) {
  ^bb0(%v: f32, %b: f32, %s: f32, %o: f32):
    %0 = arith.addf %v, %b : f32
    %1 = arith.mulf %0, %s : f32
    linalg.yield %1 : f32
  } -> tensor<8x16x32xf32>
  %b = linalg.generic {
      indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<8x16x32xf32>) outs(%e : tensor<8x16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    %x2 = math.exp %t : f32
    %pos = arith.cmpf ogt, %v, %zero : f32
    %sel = arith.select %pos, %x2, %t : f32
    %m = arith.maximumf %sel, %half : f32
    linalg.yield %m : f32
  } -> tensor<8x16x32xf32>
  %c = linalg.generic {
      indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<8x16x32xf32>) outs(%e : tensor<8x16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %jk = arith.muli %j, %k : index
    %i = arith.index_cast %jk : index to i32
    %f = arith.sitofp %i : i32 to f32
    %r = arith.addf %v, %f : f32
    linalg.yield %r : f32
  } -> tensor<8x16x32xf32>
  return %c : tensor<8x16x32xf32>
}
