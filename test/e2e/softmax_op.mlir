// linalg.softmax, the named op torch-mlir and TOSA produce: rows split
// (over x, and the heads over y), the normalized dim whole. The code
// generator decomposes it into its max, exp-sum and division loop nests;
// the oracle lowers it through upstream's own decomposition.
// RUN: rm -rf %t && shard-run %s --mesh x=1,y=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=4 --check -o %t/r8 | FileCheck %s --check-prefixes=CHECK,R8
// RUN: %oracle %s %t/r8 --reference %t/one
// RUN: shard-opt %s --dist-print-rules -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULE
// The probabilities are returned with whole rows on every device.
// R2: communication: 1 x all_gather over {"x"}, 1024 bytes sent per rank
// R4: communication: 1 x all_gather over {"x"}, 512 bytes sent per rank
// R4: communication: 1 x all_gather over {"y"}, 1024 bytes sent per rank
// R8: communication: 1 x all_gather over {"x"}, 256 bytes sent per rank
// R8: communication: 1 x all_gather over {"y"}, 1536 bytes sent per rank
// CHECK: check passed
// RULE: sharding rule ([i, j, k], [i, j, k]) -> ([i, j, k]) {i=4, j=8, k=16} blocked={k}

dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @probabilities(%scores: tensor<4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}]>})
    -> (tensor<4x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>}) {
  %e = tensor.empty() : tensor<4x8x16xf32>
  %p = linalg.softmax dimension(2) ins(%scores : tensor<4x8x16xf32>) outs(%e : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  return %p : tensor<4x8x16xf32>
}
