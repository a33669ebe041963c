// A loss as cross entropy writes it, -(logp * onehot).sum() / rows: a dot
// product of two whole tensors reducing into a rank-0 tensor, then
// elementwise ops on that scalar tensor. The dot product is a GEMM whose C
// has no dims, so nothing after it is a bias epilogue (matching one read
// C's last dim, which it has not, and crashed). Rows are split over x: each
// device's partial sum is all-reduced.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// R2: communication: 1 x all_reduce over {"x"}, 4 bytes sent per rank
// CHECK: check passed
// PLAN: plan @loss: 2 kernels
// PLAN: k0: gemm m=1 n=1 k=512 b0 lda=512 b1 ldb=1 -> [[S:b[0-9]+]] ldc=1 beta=0{{$}}
// PLAN-NEXT: k1: loop 0 parallel 0 reduction () [[S]] -> [[S]]

#rows = affine_map<(i, j) -> (i, j)>
#total = affine_map<(i, j) -> ()>
#scalar = affine_map<() -> ()>
dist.mesh @mesh = <["x"=1]>
func.func @loss(%logp: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                %onehot: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %rows = arith.constant 16.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#rows, #rows, #total], iterator_types = ["reduction", "reduction"]}
      ins(%logp, %onehot : tensor<16x32xf32>, tensor<16x32xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %mean = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []}
      ins(%sum : tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    %d = arith.divf %n, %rows : f32
    linalg.yield %d : f32
  } -> tensor<f32>
  return %mean : tensor<f32>
}
