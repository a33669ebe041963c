// A one-hot scattered by row, as torch-mlir writes a cross entropy's
// backward (tm_tensor.scatter at the pairs (arange(N), labels), N the
// rows): update n goes to row n, so --dist-convert-tm-tensor makes the
// row loop the update loop and the rows split over x like the labels,
// without communication (before, every device gathered all labels and
// updates to fill the whole table). Known answers: rows 0-3 get 1.5 at
// class 2, -2 at 0, 3 at 1 and 0.25 at 2; the other elements keep 9.
// RUN: rm -rf %t && mkdir -p %t/in %t/want
// RUN: %npy %t/in/input0.npy i64 4x1 2,0,1,2
// RUN: %npy %t/in/input1.npy f32 4 1.5,-2,3,0.25
// RUN: %npy %t/in/input2.npy f32 4x3 9,9,9,9,9,9,9,9,9,9,9,9
// RUN: %npy %t/want/output0.npy f32 4x3 9,9,1.5,-2,9,9,9,3,9,9,9,0.25
// RUN: shard-run %s --mesh x=1 --inputs %t/in -o %t/one
// RUN: %oracle %s %t/one --expected %t/want
// RUN: shard-run %s --mesh x=2 --inputs %t/in -o %t/two | FileCheck %s
// RUN: %oracle %s %t/two --expected %t/want
// CHECK: communication: none

dist.mesh @mesh = <["x"=1]>
func.func @one_hot(%labels: tensor<4x1xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                   %v: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>},
                   %o: tensor<4x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
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
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%v, %p1 : tensor<4xf32>, tensor<4x2xi64>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
