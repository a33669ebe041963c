// Sharding propagation: rules come from op structure; every tensor value
// gets a sharding; a reduction over a split dim is partial.
// RUN: shard-opt %s --dist-propagate | FileCheck %s
// Every function also runs, partitioned, on its mesh:
// RUN: rm -rf %t
// RUN: shard-run %s --entry contraction --check -o %t/1 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/1 --entry contraction
// RUN: shard-run %s --entry transpose_broadcast --check -o %t/2 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/2 --entry transpose_broadcast
// RUN: shard-run %s --entry max_reduction --check -o %t/3 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/3 --entry max_reduction
// RUN: shard-run %s --entry reshapes --check -o %t/4 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/4 --entry reshapes
// RUN: shard-run %s --entry slices --check -o %t/5 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/5 --entry slices
// RUN: shard-run %s --entry backward --check -o %t/6 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/6 --entry backward
// RUN: shard-run %s --entry loop --check -o %t/7 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/7 --entry loop
// RUN: shard-run %s --entry bigger_wins --check -o %t/8 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/8 --entry bigger_wins
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// An einsum contraction bsh,hn->bsn with the batch and the contracted dim
// split: the result is split like the batch and partial over tp.
// CHECK-LABEL: func.func @contraction
// CHECK-SAME: -> (tensor<4x2x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>})
// CHECK: linalg.fill {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]}
// CHECK: linalg.generic
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}], partial = {"tp"}>]
func.func @contraction(%x: tensor<4x2x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>},
                       %w: tensor<8x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> tensor<4x2x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2x6xf32>) -> tensor<4x2x6xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(b, s, n, h) -> (b, s, h)>, affine_map<(b, s, n, h) -> (h, n)>,
                       affine_map<(b, s, n, h) -> (b, s, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<4x2x8xf32>, tensor<8x6xf32>) outs(%z : tensor<4x2x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x2x6xf32>
  return %y : tensor<4x2x6xf32>
}

// A transpose moves the split with its dim; an unannotated bias read
// through a broadcast takes the split of the dim it is broadcast along.
// CHECK-LABEL: func.func @transpose_broadcast
// CHECK-SAME: %arg1: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}
// CHECK: linalg.generic
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"tp"}, {"dp"}]>]
// CHECK: linalg.generic
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"tp"}, {"dp"}]>]
func.func @transpose_broadcast(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>},
                               %bias: tensor<8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t, %bias : tensor<8x4xf32>, tensor<8xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %r = arith.addf %v, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %b : tensor<8x4xf32>
}

// A max over a split dim is a partial max; the function returns it whole.
// CHECK-LABEL: func.func @max_reduction
// CHECK-SAME: -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>})
// CHECK: linalg.generic
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}], partial = max {"tp"}>]
func.func @max_reduction(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>})
    -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// Reshapes: a split dim moves into the major part of a merged dim
// ([B, S, H] -> [B*S, H] keeps the batch split), and a split hidden dim
// becomes split heads ([B*S, H] -> [B*S, N, D]).
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: -> (tensor<16x4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}, {}]>})
// CHECK: tensor.collapse_shape {{.*}}dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]
// CHECK: tensor.expand_shape {{.*}}dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}, {}]>]
func.func @reshapes(%x: tensor<4x4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>})
    -> tensor<16x4x2xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
  %heads = tensor.expand_shape %flat [[0], [1, 2]] output_shape [16, 4, 2]
      : tensor<16x8xf32> into tensor<16x4x2xf32>
  return %heads : tensor<16x4x2xf32>
}

// A slice of a dim keeps the other dims' splits; elementwise arith on
// tensors propagates like any elementwise op.
// CHECK-LABEL: func.func @slices
// CHECK: tensor.extract_slice {{.*}}dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}]>]
// CHECK: arith.addf {{.*}}dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}]>]
func.func @slices(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> tensor<4x3xf32> {
  %s = tensor.extract_slice %x[0, 2] [4, 3] [1, 1] : tensor<4x8xf32> to tensor<4x3xf32>
  %d = arith.addf %s, %s : tensor<4x3xf32>
  return %d : tensor<4x3xf32>
}

// Backward: the result annotation alone decides the split of everything
// that computes it, unannotated arguments included.
// CHECK-LABEL: func.func @backward
// CHECK-SAME: (%arg0: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}
// CHECK-SAME: %arg1: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>})
// CHECK: math.exp {{.*}}dist.sharding = [#dist.sharding<@mesh, [{}, {"tp"}]>]
func.func @backward(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>)
    -> (tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %s = arith.mulf %a, %b : tensor<4x8xf32>
  %e = math.exp %s : tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// scf.for: the init, the iteration argument, the yielded value and the
// result are one tensor and share one sharding.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK: arith.addf {{.*}}dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]
// CHECK: scf.yield
// CHECK: } {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]}
func.func @loop(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>})
    -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<4x8xf32>) {
    %n = arith.addf %acc, %x : tensor<4x8xf32>
    scf.yield %n : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// Propagated shardings that disagree: the larger tensor keeps its split
// (moving it would cost more), the smaller one is resharded.
// CHECK-LABEL: func.func @bigger_wins
// CHECK: linalg.matmul {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}]>]}
func.func @bigger_wins(%big: tensor<64x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                       %small: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> tensor<64x8xf32> {
  %zero = arith.constant 0.0 : f32
  %b = math.exp %big : tensor<64x8xf32>
  %s = math.exp %small : tensor<8x8xf32>
  %e = tensor.empty() : tensor<64x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x8xf32>) -> tensor<64x8xf32>
  %y = linalg.matmul ins(%b, %s : tensor<64x8xf32>, tensor<8x8xf32>)
                     outs(%z : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %y : tensor<64x8xf32>
}
