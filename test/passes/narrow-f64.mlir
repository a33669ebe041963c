// --dist-narrow-f64 computes in f32 what a program widens from f32 to f64
// and rounds back: torch-mlir's LayerNorm variance (its decomposition, as
// exported in test/e2e/models/Inputs/bert_train_step.mlir, cut to the
// variance), and the groups that must stay f64 because an argument, a
// result or an op it does not retype sees them. One remark per function
// says what it did.
// RUN: shard-opt %s --dist-narrow-f64 --split-input-file --verify-diagnostics | FileCheck %s
// As --dist-parallelize's narrow-f64 runs it (after the front end, whose
// CSE shares the empty tensors and fills): nothing of @variance stays f64.
// RUN: shard-opt %s --split-input-file --dist-parallelize=narrow-f64=true 2>&1 | FileCheck %s --check-prefix=PAR
// PAR: remark: @variance computes 13 f64 ops in f32 (6 on tensors)
// PAR-LABEL: func.func @variance(
// PAR-NOT: f64
// PAR: return

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
// The widening, the mean, the centring, the square, the sum and the
// division in f32; the rounding gone; the constants f32.
// CHECK-LABEL: func.func @variance(
// CHECK-SAME: %[[X:.*]]: tensor<2x4x8xf32>) -> tensor<2x4x1xf32> {
// CHECK-DAG:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:   %[[N:.*]] = arith.constant 8.000000e+00 : f32
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<2x4x8xf32>
// CHECK-NEXT:  %[[W:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<2x4x8xf32>) outs(%[[E]] : tensor<2x4x8xf32>) {
// CHECK-NEXT:  ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    linalg.yield %[[IN]] : f32
// CHECK-NEXT:  } -> tensor<2x4x8xf32>
// CHECK-NEXT:  %[[RE:.*]] = tensor.empty() : tensor<2x4x1xf32>
// CHECK-NEXT:  %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[RE]] : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
// CHECK-NEXT:  %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<2x4x8xf32>) outs(%[[F]] : tensor<2x4x1xf32>) {
// CHECK-NEXT:  ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:    arith.addf %{{.*}}, %{{.*}} : f32
// CHECK:       %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<2x4x1xf32>) outs(%[[RE]] : tensor<2x4x1xf32>) {
// CHECK:         arith.divf %{{.*}}, %[[N]] : f32
// CHECK:       %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[MEAN]] : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%[[E]] : tensor<2x4x8xf32>) {
// CHECK-NEXT:  ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:    %[[D:.*]] = arith.subf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:    %[[D2:.*]] = arith.mulf %[[D]], %[[D]] : f32
// CHECK-NEXT:    linalg.yield %[[D2]] : f32
// CHECK:       %[[SS:.*]] = linalg.generic {{.*}} ins(%[[SQ]] : tensor<2x4x8xf32>) outs(%[[F]] : tensor<2x4x1xf32>) {
// CHECK:       %[[VAR:.*]] = linalg.generic {{.*}} ins(%[[SS]] : tensor<2x4x1xf32>) outs(%{{.*}} : tensor<2x4x1xf32>) {
// CHECK-NEXT:  ^bb0(%[[V:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    %[[Q:.*]] = arith.divf %[[V]], %[[N]] : f32
// CHECK-NEXT:    linalg.yield %[[Q]] : f32
// The rounding's generic is left a copy, for canonicalization.
// CHECK:       %[[R:.*]] = linalg.generic {{.*}} ins(%[[VAR]] : tensor<2x4x1xf32>) outs(%{{.*}} : tensor<2x4x1xf32>) {
// CHECK-NEXT:  ^bb0(%[[T:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    linalg.yield %[[T]] : f32
// CHECK:       return %[[R]] : tensor<2x4x1xf32>
// CHECK-NOT:   f64
func.func @variance(%x: tensor<2x4x8xf32>) -> tensor<2x4x1xf32> {
  %zero = arith.constant 0.0 : f64
  %n = arith.constant 8.0 : f64
  %e = tensor.empty() : tensor<2x4x8xf64>
  // expected-remark @+1 {{@variance computes 13 f64 ops in f32 (6 on tensors)}}
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<2x4x8xf64>
  %re = tensor.empty() : tensor<2x4x1xf64>
  %f = linalg.fill ins(%zero : f64) outs(%re : tensor<2x4x1xf64>) -> tensor<2x4x1xf64>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%w : tensor<2x4x8xf64>) outs(%f : tensor<2x4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %s = arith.addf %in, %out : f64
    linalg.yield %s : f64
  } -> tensor<2x4x1xf64>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sum : tensor<2x4x1xf64>) outs(%re : tensor<2x4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %m = arith.divf %in, %n : f64
    linalg.yield %m : f64
  } -> tensor<2x4x1xf64>
  %sq = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%w, %mean : tensor<2x4x8xf64>, tensor<2x4x1xf64>) outs(%e : tensor<2x4x8xf64>) {
  ^bb0(%a: f64, %b: f64, %out: f64):
    %d = arith.subf %a, %b : f64
    %d2 = arith.mulf %d, %d : f64
    linalg.yield %d2 : f64
  } -> tensor<2x4x8xf64>
  %ss = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf64>) outs(%f : tensor<2x4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %s = arith.addf %in, %out : f64
    linalg.yield %s : f64
  } -> tensor<2x4x1xf64>
  %var = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ss : tensor<2x4x1xf64>) outs(%re : tensor<2x4x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %q = arith.divf %in, %n : f64
    linalg.yield %q : f64
  } -> tensor<2x4x1xf64>
  %re32 = tensor.empty() : tensor<2x4x1xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf64>) outs(%re32 : tensor<2x4x1xf32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  return %r : tensor<2x4x1xf32>
}

// -----

// A widening from bf16 stays a widening (to f32), a rounding to bf16 stays
// a rounding (from f32); a dense constant is rounded element by element.
// CHECK-LABEL: func.func @bf16_ends(
// CHECK:       arith.constant dense<[1.000000e-01, 2.500000e-01]> : tensor<2xf32>
// CHECK:       ^bb0(%[[IN:.*]]: bf16, %[[C:.*]]: f32, %{{.*}}: bf16):
// CHECK-NEXT:    %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT:    %[[P:.*]] = arith.mulf %[[W]], %[[C]] : f32
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[P]] : f32 to bf16
// CHECK-NEXT:    linalg.yield %[[T]] : bf16
#v = affine_map<(d0) -> (d0)>
func.func @bf16_ends(%x: tensor<2xbf16>) -> tensor<2xbf16> {
  %c = arith.constant dense<[0.1, 0.25]> : tensor<2xf64>
  %e = tensor.empty() : tensor<2xbf16>
  %r = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%x, %c : tensor<2xbf16>, tensor<2xf64>) outs(%e : tensor<2xbf16>) {
  ^bb0(%in: bf16, %k: f64, %out: bf16):
    // The first op with an f64 result: the remark's place.
    // expected-remark @+1 {{@bf16_ends computes 2 f64 ops in f32 (0 on tensors)}}
    %w = arith.extf %in : bf16 to f64
    %p = arith.mulf %w, %k : f64
    %t = arith.truncf %p : f64 to bf16
    linalg.yield %t : bf16
  } -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}

// -----

// What an argument, a result or a bit cast sees stays f64, with everything
// connected to it; a group apart from them is narrowed all the same.
// CHECK-LABEL: func.func @kept(
// CHECK-SAME: %[[A:.*]]: tensor<4xf64>, %[[X:.*]]: tensor<4xf32>) -> (tensor<4xf64>, tensor<4xi64>, tensor<4xf32>)
// CHECK:       %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[X]] : tensor<4xf64>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf64>)
// CHECK:         arith.extf %{{.*}} : f32 to f64
// CHECK:       %[[B:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf64>) outs(%{{.*}} : tensor<4xi64>)
// CHECK:         arith.bitcast %{{.*}} : f64 to i64
// CHECK:       %[[N:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) {
// CHECK-NEXT:  ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    %[[E:.*]] = math.exp %[[IN]] : f32
// CHECK-NEXT:    linalg.yield %[[E]] : f32
// CHECK:       return %[[S]], %[[B]], %{{.*}} : tensor<4xf64>, tensor<4xi64>, tensor<4xf32>
#w = affine_map<(d0) -> (d0)>
func.func @kept(%a: tensor<4xf64>, %x: tensor<4xf32>) -> (tensor<4xf64>, tensor<4xi64>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf64>
  // expected-remark @+1 {{@kept computes 3 f64 ops in f32 (1 on tensors), keeps 5 in f64 (they reach an argument, a result or an op it does not narrow)}}
  %s = linalg.generic {indexing_maps = [#w, #w, #w], iterator_types = ["parallel"]} ins(%a, %x : tensor<4xf64>, tensor<4xf32>) outs(%e : tensor<4xf64>) {
  ^bb0(%p: f64, %q: f32, %out: f64):
    %qw = arith.extf %q : f32 to f64
    %r = arith.addf %p, %qw : f64
    linalg.yield %r : f64
  } -> tensor<4xf64>
  %e2 = tensor.empty() : tensor<4xf64>
  %w2 = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e2 : tensor<4xf64>) {
  ^bb0(%q: f32, %out: f64):
    %qw = arith.extf %q : f32 to f64
    linalg.yield %qw : f64
  } -> tensor<4xf64>
  %ei = tensor.empty() : tensor<4xi64>
  %b = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]} ins(%w2 : tensor<4xf64>) outs(%ei : tensor<4xi64>) {
  ^bb0(%p: f64, %out: i64):
    %i = arith.bitcast %p : f64 to i64
    linalg.yield %i : i64
  } -> tensor<4xi64>
  %e3 = tensor.empty() : tensor<4xf64>
  %n = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e3 : tensor<4xf64>) {
  ^bb0(%q: f32, %out: f64):
    %qw = arith.extf %q : f32 to f64
    %ex = math.exp %qw : f64
    linalg.yield %ex : f64
  } -> tensor<4xf64>
  %e4 = tensor.empty() : tensor<4xf32>
  %t = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]} ins(%n : tensor<4xf64>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%p: f64, %out: f32):
    %r = arith.truncf %p : f64 to f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s, %b, %t : tensor<4xf64>, tensor<4xi64>, tensor<4xf32>
}

// -----

// One empty tensor (CSE shares them) as the output of a kept group and of
// a narrowed one: the narrowed one gets an f32 copy, the kept one the
// original; neither ties the groups together.
// CHECK-LABEL: func.func @shared_empty(
// CHECK-DAG:   %[[E64:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-DAG:   %[[E32:.*]] = tensor.empty() : tensor<4xf32>
// CHECK:       linalg.generic {{.*}} outs(%[[E64]] : tensor<4xf64>)
// CHECK:         arith.negf %{{.*}} : f64
// CHECK:       linalg.generic {{.*}} outs(%[[E32]] : tensor<4xf32>)
// CHECK:         math.exp %{{.*}} : f32
#u = affine_map<(d0) -> (d0)>
func.func @shared_empty(%a: tensor<4xf64>, %x: tensor<4xf32>) -> (tensor<4xf64>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf64>
  // expected-remark @+1 {{@shared_empty computes 3 f64 ops in f32 (1 on tensors), keeps 2 in f64 (they reach an argument, a result or an op it does not narrow)}}
  %s = linalg.generic {indexing_maps = [#u, #u], iterator_types = ["parallel"]} ins(%a : tensor<4xf64>) outs(%e : tensor<4xf64>) {
  ^bb0(%p: f64, %out: f64):
    %n = arith.negf %p : f64
    linalg.yield %n : f64
  } -> tensor<4xf64>
  %n = linalg.generic {indexing_maps = [#u, #u], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf64>) {
  ^bb0(%q: f32, %out: f64):
    %qw = arith.extf %q : f32 to f64
    %ex = math.exp %qw : f64
    linalg.yield %ex : f64
  } -> tensor<4xf64>
  %e4 = tensor.empty() : tensor<4xf32>
  %t = linalg.generic {indexing_maps = [#u, #u], iterator_types = ["parallel"]} ins(%n : tensor<4xf64>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%p: f64, %out: f32):
    %r = arith.truncf %p : f64 to f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s, %t : tensor<4xf64>, tensor<4xf32>
}
