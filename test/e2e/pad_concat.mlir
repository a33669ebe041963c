// tensor.pad and tensor.concat: rows split over x (their untouched dim),
// the padded and joined dim whole. The result is wanted split the other
// way (columns over x, rows over y), so the program also moves data.
// RUN: rm -rf %t && shard-run %s --mesh x=1,y=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=4,y=2 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// RUN: shard-opt %s --dist-print-rules -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULE
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s --check-prefix=IR
// R2: communication: 1 x all_to_all over {"x"}, 64 bytes sent per rank
// R4: communication: 1 x all_to_all over {"x"}, 64 bytes sent per rank
// R4: communication: 1 x all_slice over {"y"}, 0 bytes sent per rank
// On 4 x 2 the cheapest way (44 bytes instead of 48) first splits the rows
// further, then moves axes between the dims:
// R8: communication: 1 x all_slice over {"y"}, 0 bytes sent per rank
// R8: communication: 1 x all_to_all over {"x", "y"}, 28 bytes sent per rank
// R8: communication: 1 x all_to_all over {"y"}, 16 bytes sent per rank
// CHECK: check passed
// RULE: remark: sharding rule ([i, j]) -> ([i, j]) {i=8, j=6} blocked={j}
// RULE: remark: sharding rule ([i, _], [i, _]) -> ([i, j]) {i=8, j=8} blocked={j}
// Each device pads and joins its own rows.
// IR-LABEL: func.func @pad_concat
// IR: tensor.pad %{{.*}} low[0, 1] high[0, 1]
// IR: : tensor<4x4xf32> to tensor<4x6xf32>
// IR: tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<4x6xf32>, tensor<4x2xf32>) -> tensor<4x8xf32>

dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @pad_concat(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                      %b: tensor<8x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %half = arith.constant 0.5 : f32
  %p = tensor.pad %a low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %half : f32
  } : tensor<8x4xf32> to tensor<8x6xf32>
  %c = tensor.concat dim(1) %p, %b : (tensor<8x6xf32>, tensor<8x2xf32>) -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}
