// Elementwise ops with broadcasting, fused into one loop nest: a row bias,
// a column scale, tanh/exp/select/max, and linalg.index.
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and checks it against one device.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=1 --check -o %t/r1 | FileCheck %s
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// CHECK: check passed
// The three generics fuse into one loop nest.
// PLAN: 1 kernels
// PLAN: k0: loop 3 parallel 0 reduction (8, 16, 32) b0 b1 b2 -> b{{[0-9]+}}

dist.mesh @mesh = <["x"=1, "y"=1]>
#id = affine_map<(i, j, k) -> (i, j, k)>
func.func @elementwise(%x: tensor<8x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}]>}, %bias: tensor<32xf32>,
                       %scale: tensor<8x1x32xf32>) -> tensor<8x16x32xf32> {
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
