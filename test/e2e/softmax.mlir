// Softmax over the last dim: a max reduction, exp(x - max) fused into the
// sum reduction, and the division. Row reductions are loop nests with the
// reduction loop inside.
// The arguments are sharded over mesh axes x and y (sized by --mesh): each
// run partitions the program and compares it with the unsharded program
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// The row max and the row sum, each reduced over y:
// R2: communication: 1 x all_reduce max over {"y"}, 128 bytes sent per rank
// R2: communication: 1 x all_reduce over {"y"}, 128 bytes sent per rank
// R4: communication: 1 x all_reduce max over {"y"}, 64 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 64 bytes sent per rank
// R8: communication: 1 x all_reduce max over {"y"}, 96 bytes sent per rank
// R8: communication: 1 x all_reduce over {"y"}, 96 bytes sent per rank
// CHECK: check passed

dist.mesh @mesh = <["x"=1, "y"=1]>
#x = affine_map<(b, i, j) -> (b, i, j)>
#row = affine_map<(b, i, j) -> (b, i)>
func.func @softmax(%x: tensor<4x8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {"y"}]>}) -> tensor<4x8x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4x8xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x8xf32>) -> tensor<4x8xf32>
  %max = linalg.generic {indexing_maps = [#x, #row],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x8x64xf32>) outs(%minit : tensor<4x8xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8x64xf32>
  %ex = linalg.generic {indexing_maps = [#x, #row, #x],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %max : tensor<4x8x64xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8x64xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8x64xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%er : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#x, #row],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<4x8x64xf32>) outs(%sinit : tensor<4x8xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#x, #row, #x],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x8x64xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8x64xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = arith.divf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8x64xf32>
  return %y : tensor<4x8x64xf32>
}
