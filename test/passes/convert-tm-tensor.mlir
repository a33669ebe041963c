// RUN: shard-opt %s --dist-convert-tm-tensor -split-input-file -verify-diagnostics | FileCheck %s
// Each tm_tensor op becomes linalg.generic ops with one more loop over the
// candidate elements (passes/prepare/ConvertTMTensor.cpp); e2e/tm_tensor.mlir and
// e2e/models/{router,llama-nomask}.mlir run what they compute.

// An inclusive scan: out[i] = X[0] + ... + X[i], the elements j <= i
// folded in order (j = 0 starts the fold); its final value folds all.
// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$ALL:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @cumsum
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x5xf32>
// CHECK-NEXT: %[[S:.*]] = linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<3x5xf32>) outs(%[[E]] : tensor<3x5xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[J:.*]] = linalg.index 2 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[J]], %[[C0]] : index
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[ACC]], %[[X]] : f32
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[WITHIN:.*]] = arith.cmpi ule, %[[J]], %[[I]] : index
// CHECK-NEXT: %[[NEXT:.*]] = arith.select %[[WITHIN]], %[[SUM]], %[[ACC]] : f32
// CHECK-NEXT: %[[V:.*]] = arith.select %[[FIRST]], %[[X]], %[[NEXT]] : f32
// CHECK-NEXT: linalg.yield %[[V]] : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK: %[[T:.*]] = linalg.generic {indexing_maps = [#[[$ALL]], #[[$ROW]]], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x5xf32>)
// CHECK: return %[[S]], %[[T]]
func.func @cumsum(%x: tensor<3x5xf32>, %o: tensor<3x5xf32>, %a: tensor<3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>) {
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x5xf32>) outs(%o, %a : tensor<3x5xf32>, tensor<3xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x5xf32>, tensor<3xf32>
  return %r#0, %r#1 : tensor<3x5xf32>, tensor<3xf32>
}

// -----

// A sort: each element's position is the count of elements before it
// (compared both ways; a tie goes by index), then each is placed there.
// CHECK-DAG: #[[$OWN:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[$OTHER:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @sort
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK: %[[ZEROS:.*]] = linalg.fill ins(%[[ZERO]] : i64)
// CHECK-NEXT: %[[POS:.*]] = linalg.generic {indexing_maps = [#[[$OWN]], #[[$OTHER]], #[[$OWN]]], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg0 : tensor<6xf32>, tensor<6xf32>) outs(%[[ZEROS]] : tensor<6xi64>) {
// CHECK-NEXT: ^bb0(%[[MINE:.*]]: f32, %[[THEIRS:.*]]: f32, %[[COUNT:.*]]: i64):
// CHECK-NEXT: %[[TB:.*]] = arith.cmpf olt, %[[THEIRS]], %[[MINE]] : f32
// CHECK-NEXT: %[[MB:.*]] = arith.cmpf olt, %[[MINE]], %[[THEIRS]] : f32
// CHECK-NEXT: %[[TIE:.*]] = arith.cmpi eq, %[[TB]], %[[MB]] : i1
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[EARLIER:.*]] = arith.cmpi ult, %[[J]], %[[I]] : index
// CHECK-NEXT: %[[BEFORE:.*]] = arith.select %[[TIE]], %[[EARLIER]], %[[TB]] : i1
// CHECK-NEXT: %[[ONE:.*]] = arith.extui %[[BEFORE]] : i1 to i64
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[COUNT]], %[[ONE]] : i64
// CHECK-NEXT: linalg.yield %[[N]] : i64
// CHECK: linalg.generic {indexing_maps = [#[[$OTHER]], #[[$OTHER]], #[[$OWN]]], iterator_types = ["parallel", "reduction"]} ins(%arg0, %[[POS]] : tensor<6xf32>, tensor<6xi64>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[P:.*]]: i64, %[[OLD:.*]]: f32):
// CHECK-NEXT: %[[HERE:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[H:.*]] = arith.index_cast %[[HERE]] : index to i64
// CHECK-NEXT: %[[HIT:.*]] = arith.cmpi eq, %[[P]], %[[H]] : i64
// CHECK-NEXT: %[[V:.*]] = arith.select %[[HIT]], %[[X]], %[[OLD]] : f32
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @sort(%x: tensor<6xf32>) -> tensor<6xf32> {
  %r = tm_tensor.sort dimension(0) outs(%x : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %lt = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %lt : i1
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// index_add: the indexed unit dimension of the updates is folded away,
// the index column becomes a vector over the updates, and each element
// adds the updates whose index names its row.
// CHECK-DAG: #[[$U:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[$N:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[$O:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @index_add
// CHECK: %[[UPD:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<3x1x4xf32> into tensor<3x4xf32>
// CHECK-NEXT: %[[COL:.*]] = tensor.extract_slice %arg1[0, 0] [3, 1] [1, 1] : tensor<3x1xi64> to tensor<3x1xi64>
// CHECK-NEXT: %[[IDX:.*]] = tensor.collapse_shape %[[COL]] {{\[\[}}0, 1]] : tensor<3x1xi64> into tensor<3xi64>
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[$U]], #[[$N]], #[[$O]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[UPD]], %[[IDX]] : tensor<3x4xf32>, tensor<3xi64>) outs(%arg2 : tensor<6x4xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[K:.*]]: i64, %[[OLD:.*]]: f32):
// CHECK-NEXT: %[[KI:.*]] = arith.index_cast %[[K]] : i64 to index
// CHECK-NEXT: %[[ROW:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[KI]], %[[ROW]] : index
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[OLD]], %[[A]] : f32
// CHECK-NEXT: %[[V:.*]] = arith.select %[[SAME]], %[[SUM]], %[[OLD]] : f32
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @index_add(%u: tensor<3x1x4xf32>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

// A one-hot's scatter, as torch-mlir writes the backward of a cross
// entropy (index_put at the pairs (arange(N), labels)): the row column is
// each update's own number and the rows are as many as the updates, so
// update n goes to row n. The row loop is the update loop, every loop is
// parallel (no candidate loop, which a batch split over devices would have
// to gather), and only the class is compared.
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[$ALL:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @one_hot
// CHECK: %[[ROWS:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<4x1xi64> into tensor<4xi64>
// CHECK: %[[CLASSES:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<4x1xi64> into tensor<4xi64>
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[$ROW]], #[[$ROW]], #[[$ROW]], #[[$ALL]]], iterator_types = ["parallel", "parallel"]} ins(%arg1, %[[ROWS]], %[[CLASSES]] : tensor<4xf32>, tensor<4xi64>, tensor<4xi64>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%[[V:.*]]: f32, %{{.*}}: i64, %[[C:.*]]: i64, %[[OLD:.*]]: f32):
// CHECK-NEXT: %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[CI]], %[[J]] : index
// CHECK-NEXT: %[[R:.*]] = arith.select %[[SAME]], %[[V]], %[[OLD]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
func.func @one_hot(%labels: tensor<4x1xi64>, %v: tensor<4xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x1xi64>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x1xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i64
    linalg.yield %n : i64
  } -> tensor<4x1xi64>
  %z = tensor.empty() : tensor<4x2xi64>
  %p0 = tensor.insert_slice %rows into %z[0, 0] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
  %p1 = tensor.insert_slice %labels into %p0[0, 1] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%v, %p1 : tensor<4xf32>, tensor<4x2xi64>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

func.func @dynamic(%x: tensor<?xf32>, %o: tensor<?xf32>, %a: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tm_tensor.scan' op needs static shapes to become linalg}}
  %r:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<?xf32>) outs(%o, %a : tensor<?xf32>, tensor<f32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<?xf32>, tensor<f32>
  return %r#0 : tensor<?xf32>
}

// -----

func.func @partial_slice(%u: tensor<3x2xf32>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op slice dimension 1 must be the original's extent to become linalg}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x2xf32>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

// Attention: the scores Q K^T (a batched GEMM, K transposed), scaled (by
// 1/sqrt(16) without a scale attribute) with the float mask added, each
// row's softmax (max, exp of the difference -- 0 subtracted from a row of
// -inf --, sum, quotient, 0 for a row whose sum is 0), then P V.
// CHECK-DAG: #[[$QK_Q:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[$QK_K:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[$QK_S:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PV_V:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[$ALL3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$ROW3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @attention
// CHECK:      %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
// CHECK-NEXT: %[[S:.*]] = linalg.generic {indexing_maps = [#[[$QK_Q]], #[[$QK_K]], #[[$QK_S]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x16xf32>, tensor<2x6x16xf32>) outs(%[[Z]] : tensor<2x4x6xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// CHECK-NEXT:   %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:   %[[SUM:.*]] = arith.addf %[[C]], %[[P]] : f32
// CHECK-NEXT:   linalg.yield %[[SUM]] : f32
// CHECK:      %[[L:.*]] = linalg.generic {indexing_maps = [#[[$ALL3]], #[[$ALL3]], #[[$ALL3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[S]], %arg3 : tensor<2x4x6xf32>, tensor<2x4x6xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[MASK:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[SCALE:.*]] = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:   %[[Y:.*]] = arith.mulf %[[X]], %[[SCALE]] : f32
// CHECK-NEXT:   %[[YM:.*]] = arith.addf %[[Y]], %[[MASK]] : f32
// CHECK-NEXT:   linalg.yield %[[YM]] : f32
// CHECK:      %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %[[MAX0:.*]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%{{.*}} : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[MAX:.*]] = linalg.generic {indexing_maps = [#[[$ALL3]], #[[$ROW3]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[L]] : tensor<2x4x6xf32>) outs(%[[MAX0]] : tensor<2x4xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[M:.*]] = arith.maximumf %[[X]], %[[ACC]] : f32
// CHECK-NEXT:   linalg.yield %[[M]] : f32
// CHECK:      %[[E:.*]] = linalg.generic {indexing_maps = [#[[$ALL3]], #[[$ROW3]], #[[$ALL3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[L]], %[[MAX]] : tensor<2x4x6xf32>, tensor<2x4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[RM:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %[[NI:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %[[NONE:.*]] = arith.cmpf oeq, %[[RM]], %[[NI]] : f32
// CHECK-NEXT:   %[[SHIFT:.*]] = arith.select %[[NONE]], %[[ZERO]], %[[RM]] : f32
// CHECK-NEXT:   %[[D:.*]] = arith.subf %[[X]], %[[SHIFT]] : f32
// CHECK-NEXT:   %[[EXP:.*]] = math.exp %[[D]] : f32
// CHECK-NEXT:   linalg.yield %[[EXP]] : f32
// CHECK:      %[[SUMS:.*]] = linalg.generic {indexing_maps = [#[[$ALL3]], #[[$ROW3]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[E]] : tensor<2x4x6xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[T:.*]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT:   linalg.yield %[[T]] : f32
// CHECK:      %[[PR:.*]] = linalg.generic {indexing_maps = [#[[$ALL3]], #[[$ROW3]], #[[$ALL3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[E]], %[[SUMS]] : tensor<2x4x6xf32>, tensor<2x4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[TOT:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %[[EMPTY:.*]] = arith.cmpf oeq, %[[TOT]], %[[ZERO]] : f32
// CHECK-NEXT:   %[[Q:.*]] = arith.divf %[[X]], %[[TOT]] : f32
// CHECK-NEXT:   %[[R:.*]] = arith.select %[[EMPTY]], %[[ZERO]], %[[Q]] : f32
// CHECK-NEXT:   linalg.yield %[[R]] : f32
// CHECK:      %[[Z2:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: %[[OUT:.*]] = linalg.generic {indexing_maps = [#[[$QK_Q]], #[[$PV_V]], #[[$QK_S]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[PR]], %arg2 : tensor<2x4x6xf32>, tensor<2x6x3xf32>) outs(%[[Z2]] : tensor<2x4x3xf32>) {
// CHECK:      return %[[OUT]] : tensor<2x4x3xf32>
func.func @attention(%q: tensor<2x4x16xf32>, %k: tensor<2x6x16xf32>, %v: tensor<2x6x3xf32>, %m: tensor<2x4x6xf32>, %o: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<2x4x16xf32>, tensor<2x6x16xf32>, tensor<2x6x3xf32>, tensor<2x4x6xf32>) outs(%o : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %r : tensor<2x4x3xf32>
}

// -----

func.func @dynamic_attention(%q: tensor<?x4x16xf32>, %k: tensor<?x6x16xf32>, %v: tensor<?x6x3xf32>, %o: tensor<?x4x3xf32>) -> tensor<?x4x3xf32> {
  // expected-error @+1 {{'tm_tensor.attention' op needs static shapes to become linalg}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<?x4x16xf32>, tensor<?x6x16xf32>, tensor<?x6x3xf32>) outs(%o : tensor<?x4x3xf32>) -> tensor<?x4x3xf32>
  return %r : tensor<?x4x3xf32>
}
