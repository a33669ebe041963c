// Every sharding rule shard knows, printed by --dist-print-rules in
// Shardy's notation (see the pass description): factors i, j, ...; a dim
// made of several is i*j, one that cannot split is _; - is a non-tensor
// operand; tensors a region captures follow `;`.
// Remarks come without the op attached ("see current operation"):
// printing it numbered the whole function per remark, quadratic in size.
// RUN: shard-opt %s --dist-print-rules -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="see current operation"

dist.mesh @mesh = <["x"=2]>
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#token = affine_map<(i, j, k) -> (k, j)>
#tokenId = affine_map<(i, j, k) -> (k)>
#table = affine_map<(i, j, k) -> (i, j)>

// Named linalg ops: the rule comes from their indexing maps.
func.func @named(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>, %v: tensor<16xf32>, %r: tensor<8xf32>,
                 %ba: tensor<2x8x16xf32>, %bb: tensor<2x16x4xf32>, %bc: tensor<2x8x4xf32>, %s: tensor<f32>, %t: tensor<16x8xf32>, %x: f32) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, k], [k, j], [i, j]) -> ([i, j] sum) {i=8, j=4, k=16} reduction={k}
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j, l], [i, l, k], [i, j, k]) -> ([i, j, k] sum) {i=2, j=8, k=4, l=16} reduction={l}
  %1 = linalg.batch_matmul ins(%ba, %bb : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%bc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [j], [i]) -> ([i] sum) {i=8, j=16} reduction={j}
  %2 = linalg.matvec ins(%a, %v : tensor<8x16xf32>, tensor<16xf32>) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i], [i], []) -> ([] sum) {i=16} reduction={i}
  %3 = linalg.dot ins(%v, %v : tensor<16xf32>, tensor<16xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([j, i], [i, j]) -> ([i, j]) {i=16, j=8}
  %4 = linalg.transpose ins(%a : tensor<8x16xf32>) outs(%t : tensor<16x8xf32>) permutation = [1, 0]
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([j], [i, j]) -> ([i, j]) {i=8, j=16}
  %5 = linalg.broadcast ins(%v : tensor<16xf32>) outs(%a : tensor<8x16xf32>) dimensions = [0]
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule (-, [i, j]) -> ([i, j]) {i=8, j=16}
  %6 = linalg.fill ins(%x : f32) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i]) -> ([i] max) {i=8, j=16} reduction={j}
  %7 = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=16}
  %8 = linalg.add ins(%a, %a : tensor<8x16xf32>, tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i, j]) -> ([i, j]) {i=8, j=16}
  %9 = linalg.copy ins(%a : tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i, j]) -> ([i, j]) {i=8, j=16} blocked={j}
  %10 = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>
  return
}

// Convolutions and pooling: window loops sit in index arithmetic.
func.func @windows(%i: tensor<2x3x10x10xf32>, %f: tensor<8x3x3x3xf32>, %o: tensor<2x8x8x8xf32>,
                   %ih: tensor<2x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %oh: tensor<2x8x8x8xf32>,
                   %dw: tensor<3x3x3xf32>, %od: tensor<2x3x8x8xf32>, %w: tensor<2x2xf32>, %p: tensor<2x8x4x4xf32>) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, m, _, _], [j, m, n, o], [i, j, k, l]) -> ([i, j, k, l] sum) {i=2, j=8, k=8, l=8, m=3, n=3, o=3} reduction={m, n, o} blocked={k, l, n, o}
  %0 = linalg.conv_2d_nchw_fchw ins(%i, %f : tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%o : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, _, _, o], [m, n, o, l], [i, j, k, l]) -> ([i, j, k, l] sum) {i=2, j=8, k=8, l=8, m=3, n=3, o=3} reduction={m, n, o} blocked={j, k, m, n}
  %1 = linalg.conv_2d_nhwc_hwcf ins(%ih, %fh : tensor<2x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%oh : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, l, _, _], [l, m, n], [i, l, j, k]) -> ([i, l, j, k] sum) {i=2, j=8, k=8, l=3, m=3, n=3} reduction={m, n} blocked={j, k, m, n}
  %2 = linalg.depthwise_conv_2d_nchw_chw ins(%i, %dw : tensor<2x3x10x10xf32>, tensor<3x3x3xf32>) outs(%od : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j, _, _], [m, n], [i, j, k, l]) -> ([i, j, k, l] max) {i=2, j=8, k=4, l=4, m=2, n=2} reduction={m, n} blocked={k, l, m, n}
  %3 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%0, %w : tensor<2x8x8x8xf32>, tensor<2x2xf32>) outs(%p : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j, _, _], [m, n], [i, j, k, l]) -> ([i, j, k, l] sum) {i=2, j=8, k=4, l=4, m=2, n=2} reduction={m, n} blocked={k, l, m, n}
  %4 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%0, %w : tensor<2x8x8x8xf32>, tensor<2x2xf32>) outs(%p : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  return
}

// Generics: reductions whose combiner is known give partial results; an
// unknown combiner blocks the reduction; tensors the body reads at
// linalg.index are that loop's, in a pure lookup the others are gather
// factors; a tensor read twice stays whole.
func.func @generics(%a: tensor<8x16xf32>, %r: tensor<8xf32>, %ids: tensor<8xi64>, %table: tensor<32x16xf32>, %pos: tensor<8x16xf32>, %labels: tensor<8xi64>) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i]) -> ([i] sum) {i=8, j=16} reduction={j}
  %0 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i]) -> ([i]) {i=8, j=16} reduction={j} blocked={j}
  %1 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %p = arith.mulf %v, %acc : f32
    linalg.yield %p : f32
  } -> tensor<8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i], [i, j]; captured [k, j]) -> ([i, j] sum) {i=8, j=16, k=32} reduction={k} positional={j, k}{{$}}
  %2 = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%a : tensor<8x16xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %e = tensor.extract %table[%row, %j] : tensor<32x16xf32>
    linalg.yield %e : f32
  } -> tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i, j]; captured [i, j]) -> ([i, j]) {i=8, j=16} positional={i, j}{{$}}
  %3 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %e = tensor.extract %pos[%i, %j] : tensor<8x16xf32>
    %s = arith.addf %v, %e : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j]; captured [_, _]) -> ([i, j]) {i=8, j=16} positional={i, j}{{$}}
  %4 = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%a : tensor<8x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %e = tensor.extract %pos[%i, %j] : tensor<8x16xf32>
    %f = tensor.extract %pos[%j, %i] : tensor<8x16xf32>
    %s = arith.addf %e, %f : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // A masked update, select(hit, acc + v, acc), is a sum (a scatter-add:
  // an embedding's backward adds each token's gradient to its row).
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([k, j], [k], [i, j]) -> ([i, j] sum) {i=32, j=16, k=8} reduction={k} positional={i}{{$}}
  %5 = linalg.generic {indexing_maps = [#token, #tokenId, #table], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %ids : tensor<8x16xf32>, tensor<8xi64>) outs(%table : tensor<32x16xf32>) {
  ^bb0(%v: f32, %id: i64, %acc: f32):
    %row = arith.index_cast %id : i64 to index
    %i = linalg.index 0 : index
    %hit = arith.cmpi eq, %row, %i : index
    %s = arith.addf %acc, %v : f32
    %sel = arith.select %hit, %s, %acc : f32
    linalg.yield %sel : f32
  } -> tensor<32x16xf32>
  // A tensor read at its loop's index mod a bound the loop stays below is
  // read at the index: the loop's (torch-mlir wraps row numbers so).
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i]; captured [i]) -> ([i]) {i=8} positional={i}{{$}}
  %6 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%ids : tensor<8xi64>) {
  ^bb0(%o: i64):
    %c8 = arith.constant 8 : index
    %i = linalg.index 0 : index
    %w = arith.remsi %i, %c8 : index
    %e = tensor.extract %labels[%w] : tensor<8xi64>
    linalg.yield %e : i64
  } -> tensor<8xi64>
  return
}

// Tensor ops, constants, elementwise ops on tensors and pipeline cuts.
func.func @tensors(%a: tensor<8x16xf32>, %b: tensor<4x16xf32>, %d: tensor<?x16xf32>) {
  %c0 = arith.constant 0.0 : f32
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i*j, k]) -> ([i, j, k]) {i=2, j=4, k=16}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j, k]) -> ([i*j*k]) {i=2, j=4, k=16}
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<2x4x16xf32> into tensor<128xf32>
  // One of equal parts: the part (blocked) and its rows (split freely).
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i*j, k]) -> ([j, k]) {i=2, j=4, k=16} blocked={i}{{$}}
  %2 = tensor.extract_slice %a[0, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j]) -> ([i, j]) {i=8, j=16} blocked={i}{{$}}
  %s3 = tensor.extract_slice %a[2, 0] [3, 16] [1, 1] : tensor<8x16xf32> to tensor<3x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j]) -> ([i, j]) {i=8, j=16} blocked={i}{{$}}
  %s4 = tensor.extract_slice %a[2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([j, k], [i*j, k]) -> ([i*j, k]) {i=2, j=4, k=16} blocked={i}{{$}}
  %3 = tensor.insert_slice %b into %a[4, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i, j]) -> ([i, j]) {i=8, j=16} blocked={i}{{$}}
  %i3 = tensor.insert_slice %b into %a[3, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j]) -> ([i, j]) {i=8, j=18} blocked={j}
  %4 = tensor.pad %a low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : f32
  } : tensor<8x16xf32> to tensor<8x18xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([_, j], [_, j]) -> ([i, j]) {i=12, j=16} blocked={i}
  %5 = tensor.concat dim(0) %a, %b : (tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<12x16xf32>
  // Equal parts joined: their rows split, the result in blocks.
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([k, j], [k, j]) -> ([i*k, j]) {i=2, j=16, k=4} blocked={i}{{$}}
  %c5 = tensor.concat dim(0) %b, %b : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule () -> ([i, j]) {i=8, j=16}
  %6 = tensor.empty() : tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j]) -> ([i, j]) {i=8, j=16}
  %7 = tensor.cast %a : tensor<8x16xf32> to tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule () -> ([i, j]) {i=8, j=16}
  %8 = arith.constant dense<1.0> : tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [i, j]) -> ([i, j]) {i=8, j=16}
  %9 = arith.addf %a, %8 : tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j]) -> ([i, j]) {i=8, j=16}
  %10 = math.exp %a : tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: sharding rule ([i, j], [k, l]) -> ([i, j], [k, l]) {i=8, j=16, k=4, l=16} groups={i, j}{k, l}
  %11:2 = dist.stage_boundary %a, %b : tensor<8x16xf32>, tensor<4x16xf32>
  // A dynamic shape: no rule, replicated.
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: no sharding rule: computed replicated
  %12 = tensor.cast %d : tensor<?x16xf32> to tensor<8x16xf32>
  return
}

// Ops without a rule run replicated.
func.func private @print(tensor<8x16xf32>)
func.func @replicated(%a: tensor<8x16xf32>, %i: index, %g: tensor<3x1xindex>, %c: i1) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: no sharding rule: computed replicated
  %0 = tensor.extract %a[%i, %i] : tensor<8x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: no sharding rule: computed replicated
  %1 = tensor.gather %a[%g] gather_dims([0]) unique : (tensor<8x16xf32>, tensor<3x1xindex>) -> tensor<3x16xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: no sharding rule: computed replicated
  %2 = scf.if %c -> tensor<8x16xf32> {
    scf.yield %a : tensor<8x16xf32>
  } else {
    scf.yield %a : tensor<8x16xf32>
  }
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: no sharding rule: computed replicated
  func.call @print(%a) : (tensor<8x16xf32>) -> ()
  return
}
