// GEMM epilogues the host fuses into oneDNN's matmul, checked against
// upstream's lowering: c + bias then GELU's tanh form; c + bias then ReLU
// (maxnumf, whose NaN behaviour the library's ReLU shares),
// plus a residual (the block's input). On 2 and 4 ranks the second GEMM's
// result is partial: its epilogue runs after the all_reduce, as a loop nest.
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh y=2 --check -o %t/r2 | FileCheck %s --check-prefixes=CHECK,R2
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-run %s --mesh x=2,y=2 --check -o %t/r4 | FileCheck %s --check-prefixes=CHECK,R4
// RUN: %oracle %s %t/r4 --reference %t/one
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// R2: communication: 1 x all_reduce over {"y"}, 8192 bytes sent per rank
// R4: communication: 1 x all_reduce over {"y"}, 4096 bytes sent per rank
// CHECK: check passed
// PLAN: 2 kernels
// PLAN: k0: gemm m=32 n=128 k=64 b0 lda=64 b1 ldb=128 -> [[H:b[0-9]+]] ldc=128 beta=0 bias=b2 activation=gelu_tanh
// PLAN-NEXT: k1: gemm m=32 n=64 k=128 [[H]] lda=128 b3 ldb=64 -> b{{[0-9]+}} ldc=64 beta=0 bias=b4 activation=relu residual=b0

dist.mesh @mesh = <["x"=1, "y"=1]>
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @epilogues(%x: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                     %w1: tensor<64x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>},
                     %b1: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>},
                     %w2: tensor<128x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>},
                     %b2: tensor<64xf32>) -> tensor<32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %k0 = arith.constant 0.7978845608028654 : f32
  %k1 = arith.constant 0.044715 : f32
  %e1 = tensor.empty() : tensor<32x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%f1 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %h = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<32x128xf32>, tensor<128xf32>) outs(%e1 : tensor<32x128xf32>) {
  ^bb0(%c: f32, %b: f32, %o: f32):
    %u = arith.addf %c, %b : f32
    %u2 = arith.mulf %u, %u : f32
    %u3 = arith.mulf %u2, %u : f32
    %t = arith.mulf %u3, %k1 : f32
    %in = arith.addf %u, %t : f32
    %s = arith.mulf %k0, %in : f32
    %th = math.tanh %s : f32
    %p = arith.addf %one, %th : f32
    %hu = arith.mulf %u, %half : f32
    %y = arith.mulf %hu, %p : f32
    linalg.yield %y : f32
  } -> tensor<32x128xf32>
  %e2 = tensor.empty() : tensor<32x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%f2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2, %x : tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) outs(%e2 : tensor<32x64xf32>) {
  ^bb0(%c: f32, %b: f32, %res: f32, %o: f32):
    %u = arith.addf %b, %c : f32
    %a = arith.maxnumf %u, %zero : f32
    %y = arith.addf %a, %res : f32
    linalg.yield %y : f32
  } -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}
