// Slices with steps and offsets on the same dims, and inserts at offsets:
// the copy starts at the offset's element and steps from there (a slice
// [1 : step 2] of a row starts at element 1, not 2). Columns split over x,
// the sliced rows whole.
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: %oracle %s %t/r2 --reference %t/one

// CHECK: check passed

dist.mesh @mesh = <["x"=1]>

func.func @slices(
    %a: tensor<9x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>},
    %b: tensor<3x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<3x8xf32>, tensor<9x8xf32>, tensor<2x2xf32>) {
  // Rows 1, 4, 7.
  %rows = tensor.extract_slice %a[1, 0] [3, 8] [3, 1] : tensor<9x8xf32> to tensor<3x8xf32>
  // The rows of %b written over rows 2..4 of %a.
  %put = tensor.insert_slice %b into %a[2, 0] [3, 8] [1, 1] : tensor<3x8xf32> into tensor<9x8xf32>
  // Rows 5 and 7, columns 1 and 4: offsets and steps on both dims.
  %corner = tensor.extract_slice %a[5, 1] [2, 2] [2, 3] : tensor<9x8xf32> to tensor<2x2xf32>
  return %rows, %put, %corner : tensor<3x8xf32>, tensor<9x8xf32>, tensor<2x2xf32>
}
