// Propagation follows data, not shared destinations: torch-mlir makes one
// tensor.empty per shape and passes it as the `outs` of every op of that
// shape, and one fill of it as the accumulator of every matmul. Here the
// hidden and FFN widths are equal (32), so a column-parallel matmul, its
// bias + ReLU, the row-parallel matmul and its bias all share one empty
// and one fill. Each op gets a destination of its own (an op whose body
// does not read its `outs` gets a fresh empty; a fill used twice is
// cloned), and the MLP is Megatron's: one all_reduce over tp.
// RUN: shard-opt %s --dist-propagate | FileCheck %s
// RUN: rm -rf %t
// RUN: shard-run %s --entry mlp --check -o %t/r | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/r --entry mlp
// EXEC: communication: 1 x all_reduce over {"tp"}, 2048 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

#x = affine_map<(b, s, n, k) -> (b, s, k)>
#w = affine_map<(b, s, n, k) -> (k, n)>
#y = affine_map<(b, s, n, k) -> (b, s, n)>
#id = affine_map<(b, s, h) -> (b, s, h)>
#bias = affine_map<(b, s, h) -> (h)>
// CHECK-LABEL: func.func @mlp
// CHECK: %[[E0:.*]] = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]}
// CHECK: %[[E1:.*]] = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]}
// CHECK: %[[Z1:.*]] = linalg.fill {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]} ins(%{{.*}} : f32) outs(%[[E1]] :
// CHECK: %[[H:.*]] = linalg.generic
// CHECK-SAME: outs(%[[Z1]] :
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]
// CHECK: %[[E2:.*]] = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]}
// CHECK: %[[HB:.*]] = linalg.generic
// CHECK-SAME: ins(%[[H]], %{{.*}} : {{.*}}) outs(%[[E2]] :
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]
// CHECK: %[[E3:.*]] = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]}
// CHECK: %[[Z2:.*]] = linalg.fill {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]} ins(%{{.*}} : f32) outs(%[[E3]] :
// CHECK: %[[O:.*]] = linalg.generic
// CHECK-SAME: ins(%[[HB]], %{{.*}} : {{.*}}) outs(%[[Z2]] :
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}], partial = {"tp"}>]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[O]], %{{.*}} : {{.*}}) outs(%[[E0]] :
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {}]>]
func.func @mlp(%x: tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>},
               %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
               %b1: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
               %w2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
               %b2: tensor<32xf32>)
    -> (tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %h = linalg.generic {indexing_maps = [#x, #w, #y],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w1 : tensor<2x16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x16x32xf32>
  %hb = linalg.generic {indexing_maps = [#id, #bias, #id],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h, %b1 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%e : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x16x32xf32>
  %o = linalg.generic {indexing_maps = [#x, #w, #y],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%hb, %w2 : tensor<2x16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x16x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #bias, #id],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%o, %b2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%e : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x16x32xf32>
  return %y : tensor<2x16x32xf32>
}

// An `outs` operand that holds data but that the body never reads is only
// the result's shape: it gets an empty of its own, so %scaled's split over
// tp (by columns, from %w) does not reach %x, which %exp splits by rows as
// its result asks. Nothing is communicated.
// CHECK-LABEL: func.func @unread_data
// CHECK-SAME: %arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// CHECK: %[[FRESH:.*]] = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{}, {"tp"}]>]} : tensor<8x32xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg1 : tensor<8x32xf32>) outs(%[[FRESH]] :
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{}, {"tp"}]>]
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<8x32xf32>)
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"tp"}, {}]>]
// RUN: shard-run %s --entry unread_data --check -o %t/u | FileCheck %s --check-prefix=UNREAD
// RUN: %oracle %s %t/u --entry unread_data
// UNREAD: communication: none
// UNREAD: check passed
#m2 = affine_map<(i, j) -> (i, j)>
func.func @unread_data(%x: tensor<8x32xf32>,
                       %w: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>})
    -> (tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %two = arith.constant 2.0 : f32
  %scaled = linalg.generic {indexing_maps = [#m2, #m2],
      iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<8x32xf32>) outs(%x : tensor<8x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = arith.mulf %a, %two : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %exp = linalg.generic {indexing_maps = [#m2, #m2],
      iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = math.exp %a : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %scaled, %exp : tensor<8x32xf32>, tensor<8x32xf32>
}

// A broadcast's new dims are decided by its users, not by the first split
// it meets: the bias broadcast to [batch, seq, hidden] takes the bias's
// split over tp from its operand, then the batch split over dp from the add
// that reads it (it would otherwise run on the whole batch and be sliced).
// CHECK-LABEL: func.func @bias_broadcast
// CHECK: tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]}
// CHECK-NEXT: %[[E:.*]] = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]}
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%arg2 : tensor<32xf32>) outs(%[[E]] :
// CHECK-SAME: dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>]
// RUN: shard-run %s --entry bias_broadcast --check -o %t/b | FileCheck %s --check-prefix=BIAS
// RUN: %oracle %s %t/b --entry bias_broadcast
// BIAS: communication: none
// BIAS: check passed
func.func @bias_broadcast(%x: tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>},
                          %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                          %b1: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>})
    -> (tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16x32xf32>
  %bias = linalg.generic {indexing_maps = [#bias, #id],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b1 : tensor<32xf32>) outs(%e : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<2x16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %h = linalg.generic {indexing_maps = [#x, #w, #y],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w1 : tensor<2x16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x16x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h, %bias : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%e : tensor<2x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x16x32xf32>
  return %y : tensor<2x16x32xf32>
}
