// Dims split in blocks (`blocks` of #dist.sharding). A reshape that merges
// a whole major dim with a split minor one keeps the split, in blocks
// (nn.MultiheadAttention's sequence-first flatten, heads folded into the
// batch); a fused product sliced into equal parts splits each part, the
// product in blocks (GPT-2's QKV). Neither communicates; a product that
// sums over such a dim reduces once.
// RUN: shard-opt %s --dist-propagate | FileCheck %s
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s --check-prefix=PART
// Every function also runs, partitioned, on its mesh:
// RUN: rm -rf %t
// RUN: shard-run %s --entry seq_first --check -o %t/1 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/1 --entry seq_first
// RUN: shard-run %s --entry fused --check -o %t/2 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/2 --entry fused
// RUN: shard-run %s --entry fused_insert --check -o %t/3 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/3 --entry fused_insert
// RUN: shard-run %s --entry fused_input_grad --check -o %t/4 | FileCheck %s --check-prefix=SUMEXEC
// RUN: %oracle %s %t/4 --entry fused_input_grad
// EXEC: communication: none
// EXEC: check passed
// SUMEXEC: communication: 1 x all_reduce over {"tp"}
// SUMEXEC-NOT: communication:
// SUMEXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: func.func @seq_first
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] {dist.sharding = [#dist.sharding<@mesh, [{"dp"} blocks 4, {}]>]}
// CHECK: linalg.matmul {dist.sharding = [#dist.sharding<@mesh, [{"dp"} blocks 4, {}]>]}
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [4, 8, 16] {dist.sharding = [#dist.sharding<@mesh, [{}, {"dp"}, {}]>]}
// PART-LABEL: func.func @seq_first(%arg0: tensor<4x4x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<4x4x16xf32>
// PART: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<4x4x16xf32> into tensor<16x16xf32>
// PART: linalg.matmul ins(%{{.*}}, %arg1 : tensor<16x16xf32>, tensor<16x16xf32>)
// PART-NOT: dist.
// PART: return
func.func @seq_first(
    %x: tensor<4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}, {}]>},
    %w: tensor<16x16xf32>)
    -> (tensor<4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  %e = tensor.empty() : tensor<32x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x16xf32>) -> tensor<32x16xf32>
  %y = linalg.matmul ins(%flat, %w : tensor<32x16xf32>, tensor<16x16xf32>)
                     outs(%f : tensor<32x16xf32>) -> tensor<32x16xf32>
  %r = tensor.expand_shape %y [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
  return %r : tensor<4x8x16xf32>
}

// CHECK-LABEL: func.func @fused
// CHECK: linalg.matmul {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"} blocks 3]>]}
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [8, 8] [1, 1] {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]}
// CHECK: tensor.extract_slice %{{.*}}[0, 8] [8, 8] [1, 1] {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]}
// CHECK: tensor.extract_slice %{{.*}}[0, 16] [8, 8] [1, 1] {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>]}
// Each device's [4, 12] product holds its 4 columns of q, k and v.
// PART-LABEL: func.func @fused(%arg0: tensor<4x16xf32>, %arg1: tensor<16x12xf32>) -> tensor<4x4xf32>
// PART: linalg.matmul ins(%arg0, %arg1 : tensor<4x16xf32>, tensor<16x12xf32>)
// PART-NEXT: tensor.extract_slice %{{.*}}[0, 0] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
// PART-NEXT: tensor.extract_slice %{{.*}}[0, 4] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
// PART-NEXT: tensor.extract_slice %{{.*}}[0, 8] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
// PART-NOT: dist.
// PART: return
func.func @fused(
    %x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %w: tensor<16x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>)
                     outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %q = tensor.extract_slice %h[0, 0] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %k = tensor.extract_slice %h[0, 8] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %v = tensor.extract_slice %h[0, 16] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %qk = arith.mulf %q, %k : tensor<8x8xf32>
  %r = arith.addf %qk, %v : tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// The reverse: q, k and v, each split over tp, inserted into a fused
// tensor split in blocks (a backward's fused QKV gradient).
// CHECK-LABEL: func.func @fused_insert
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 16] [8, 8] [1, 1] {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {"tp"} blocks 3]>]}
// PART-LABEL: func.func @fused_insert(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x12xf32>
// PART: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x12xf32>
// PART: tensor.insert_slice %{{.*}} into %{{.*}}[0, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x12xf32>
// PART: tensor.insert_slice %{{.*}} into %{{.*}}[0, 8] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x12xf32>
// PART-NOT: dist.
// PART: return
func.func @fused_insert(
    %x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>},
    %y: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>})
    -> (tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"} blocks 3]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %q = arith.mulf %x, %y : tensor<8x8xf32>
  %k = arith.addf %x, %y : tensor<8x8xf32>
  %v = arith.subf %x, %y : tensor<8x8xf32>
  %0 = tensor.insert_slice %q into %f[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x24xf32>
  %1 = tensor.insert_slice %k into %0[0, 8] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x24xf32>
  %2 = tensor.insert_slice %v into %1[0, 16] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x24xf32>
  return %2 : tensor<8x24xf32>
}

// A fused projection's input gradient: the product with its weight sums
// over the q, k and v blocks of the fused dim, split in blocks on both
// operands. Each device sums its own blocks; the result is partial over tp
// (its partial axes say nothing of blocks, so the operands' blocks are
// kept) and one all_reduce makes it whole.
// CHECK-LABEL: func.func @fused_input_grad
// CHECK: linalg.matmul {dist.sharding = [#dist.sharding<@mesh, [{"dp"}, {}], partial = {"tp"}>]}
// PART-LABEL: func.func @fused_input_grad(%arg0: tensor<2x6xf32>, %arg1: tensor<6x16xf32>) -> tensor<2x16xf32>
// PART-NOT: dist.all_gather
// PART-NOT: dist.all_slice
// PART: linalg.matmul ins(%arg0, %arg1 : tensor<2x6xf32>, tensor<6x16xf32>)
// PART-NEXT: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<2x16xf32>
// PART: return
func.func @fused_input_grad(
    %g: tensor<4x12xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"} blocks 3]>},
    %w: tensor<12x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3, {}]>})
    -> (tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.matmul ins(%g, %w : tensor<4x12xf32>, tensor<12x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
