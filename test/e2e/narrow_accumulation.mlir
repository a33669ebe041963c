// A contraction of bf16 into bf16 (every operand bf16, as StableHLO and
// other exporters write a bf16 matmul) sums its products in f32 and rounds
// once at the end, as the GEMM libraries and PyTorch do: it runs as a bf16
// GEMM with f32 accumulation and one rounding pass. Known answers where
// that differs from accumulating in bf16: ones times a column of 256 then
// 256 ones is 512 (in bf16, 256 + 1 rounds back to 256 at every step, which
// would leave 256); from an initial 1024 it is 1536 (in bf16: 1280).
// Rows split over x.
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// RUN: rm -rf %t && mkdir -p %t/in %t/want
// RUN: %npy %t/in/input0.npy bf16 2x257 1*514
// RUN: %npy %t/in/input1.npy bf16 257x2 256,256,1*512
// RUN: %npy %t/want/output0.npy bf16 2x2 512,512,512,512
// RUN: %npy %t/want/output1.npy bf16 2x2 1536,1536,1536,1536
// RUN: shard-run %s --mesh x=1 --inputs %t/in -o %t/one
// RUN: %oracle %s %t/one --expected %t/want
// RUN: shard-run %s --mesh x=2 --inputs %t/in --check -o %t/two | FileCheck %s
// RUN: %oracle %s %t/two --expected %t/want

// PLAN: gemm bf16 m=2 n=2 k=257 b0 lda=257 b1 ldb=2 -> [[C:b[0-9]+]] ldc=2 beta=0
// PLAN-NEXT: loop 2 parallel 0 reduction (2, 2) [[C]] -> b{{[0-9]+}}
// PLAN: gemm bf16 m=2 n=2 k=257 b0 lda=257 b1 ldb=2 -> [[D:b[0-9]+]] ldc=2 beta=1
// PLAN-NEXT: loop 2 parallel 0 reduction (2, 2) [[D]] -> b{{[0-9]+}}
// CHECK: check passed

dist.mesh @mesh = <["x"=1]>

func.func @matmul(
    %a: tensor<2x257xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %b: tensor<257x2xbf16>) -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %zero = arith.constant 0.0 : bf16
  %start = arith.constant 1024.0 : bf16
  %e = tensor.empty() : tensor<2x2xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %c = linalg.matmul ins(%a, %b : tensor<2x257xbf16>, tensor<257x2xbf16>) outs(%z : tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %h = linalg.fill ins(%start : bf16) outs(%e : tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %d = linalg.matmul ins(%a, %b : tensor<2x257xbf16>, tensor<257x2xbf16>) outs(%h : tensor<2x2xbf16>) -> tensor<2x2xbf16>
  return %c, %d : tensor<2x2xbf16>, tensor<2x2xbf16>
}
