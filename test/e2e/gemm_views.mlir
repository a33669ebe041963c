// Views joined into GEMMs: a transpose, or an arith.extf of 16-bit data,
// that feeds a contraction becomes part of it when the result is still a
// GEMM, which then reads the view's input in place, in its own type.
// torch-mlir writes a bf16 nn.Linear as extf(x) times extf(transpose(W))
// in f32: that is one bf16 GEMM with W transposed (%linear). A view with
// another user stays for that user (%shared), a view joins a GEMM in a
// loop from outside it (%loop), and views stay kernels where the GEMM
// would not be one: an f32 times a widened bf16 operand (%mixed), a
// transpose that leaves the K dims apart in memory (%apart).
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: %oracle %s %t/r2 --reference %t/one

// PLAN: plan @views: 14 kernels
// %mixed's widened W; %linear's GEMM reads x and W, bf16, W transposed.
// PLAN-NEXT: b0: input 256 x bf16
// PLAN-NEXT: b1: input 512 x bf16
// PLAN:      k0: loop 2 parallel 0 reduction (32, 16) b1 -> [[WF:b[0-9]+]]
// PLAN-NEXT: k1: gemm bf16 m=8 n=16 k=32 b0 lda=32 b1^T ldb=32 -> b{{[0-9]+}} ldc=16 beta=0
// %shared: x widened for the result; the GEMM reads x.
// PLAN-NEXT: k2: loop 2 parallel 0 reduction (8, 32) b0 -> b{{[0-9]+}}
// PLAN-NEXT: k3: gemm bf16 m=8 n=16 k=32 b0 lda=32 b1^T ldb=32 -> b{{[0-9]+}} ldc=16 beta=0
// %loop: no transpose before the loop; its GEMM reads G (b3) transposed.
// PLAN-NEXT: k4: copy b2 -> [[R:b[0-9]+]] [8, 32]
// PLAN-NEXT: k5: for 0 to 2 step 1 {
// PLAN-NEXT: k6: gemm m=8 n=16 k=32 [[R]] lda=32 b3^T ldb=32
// PLAN:      k10: }
// %mixed: an f32 GEMM of f and the widened W.
// PLAN-NEXT: k11: gemm m=8 n=16 k=32 b2 lda=32 [[WF]] ldb=16
// %apart: the transpose stays a copy.
// PLAN-NEXT: k12: loop 3 parallel 0 reduction (8, 4, 8) b5 -> [[AT:b[0-9]+]]
// PLAN-NEXT: k13: gemm m=8 n=16 k=32 [[AT]] lda=32 b6 ldb=16
// CHECK: check passed

dist.mesh @mesh = <["x"=1]>
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>

func.func @views(
    %x: tensor<8x32xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %w: tensor<16x32xbf16>,
    %f: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %g: tensor<16x32xf32>, %h: tensor<16x32xf32>,
    %a: tensor<4x8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>},
    %b: tensor<4x8x16xf32>)
    -> (tensor<8x16xf32>, tensor<8x32xf32>, tensor<8x16xf32>, tensor<8x32xf32>,
        tensor<8x16xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>

  // %linear: x widened, W transposed then widened (torch-mlir's form).
  %et = tensor.empty() : tensor<32x16xbf16>
  %wt = linalg.transpose ins(%w : tensor<16x32xbf16>) outs(%et : tensor<32x16xbf16>) permutation = [1, 0]
  %ex = tensor.empty() : tensor<8x32xf32>
  %xf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x32xbf16>) outs(%ex : tensor<8x32xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %v = arith.extf %in : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<8x32xf32>
  %ew = tensor.empty() : tensor<32x16xf32>
  %wf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wt : tensor<32x16xbf16>) outs(%ew : tensor<32x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %v = arith.extf %in : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<32x16xf32>
  %linear = linalg.matmul ins(%xf, %wf : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>

  // %shared: the widened x is also a result, so it is still made; the
  // GEMM reads x. W is transposed and widened by one generic.
  %xs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x32xbf16>) outs(%ex : tensor<8x32xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %v = arith.extf %in : bf16 to f32
    %one = arith.constant 1.0 : f32
    %s = arith.mulf %v, %one : f32
    linalg.yield %v : f32
  } -> tensor<8x32xf32>
  %ws = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<16x32xbf16>) outs(%ew : tensor<32x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %v = arith.extf %in : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<32x16xf32>
  %shared = linalg.matmul ins(%xs, %ws : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>

  // %loop: G is transposed once, before the loop; each iteration's GEMM
  // reads G.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %eg = tensor.empty() : tensor<32x16xf32>
  %gt = linalg.transpose ins(%g : tensor<16x32xf32>) outs(%eg : tensor<32x16xf32>) permutation = [1, 0]
  %loop = scf.for %i = %c0 to %c2 step %c1 iter_args(%r = %f) -> (tensor<8x32xf32>) {
    %y = linalg.matmul ins(%r, %gt : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%ex : tensor<8x32xf32>) -> tensor<8x32xf32>
    %t = linalg.matmul ins(%y, %h : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%t : tensor<8x32xf32>) outs(%ex : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = math.tanh %in : f32
      linalg.yield %s : f32
    } -> tensor<8x32xf32>
    scf.yield %n : tensor<8x32xf32>
  }

  // %mixed: f32 times widened bf16; no GEMM takes one of each, so W is
  // widened (and transposed) into a copy.
  %mixed = linalg.matmul ins(%f, %wf : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>

  // %apart: A is stored [k1, m, k2]; read as [m, k1, k2] its K dims
  // (k1, k2) are not one contiguous run, so the transpose stays a copy.
  %ea = tensor.empty() : tensor<8x4x8xf32>
  %at = linalg.transpose ins(%a : tensor<4x8x8xf32>) outs(%ea : tensor<8x4x8xf32>) permutation = [1, 0, 2]
  %apart = linalg.generic {
      indexing_maps = [affine_map<(m, n, k1, k2) -> (m, k1, k2)>, affine_map<(m, n, k1, k2) -> (k1, k2, n)>,
                       affine_map<(m, n, k1, k2) -> (m, n)>],
      iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%at, %b : tensor<8x4x8xf32>, tensor<4x8x16xf32>) outs(%z : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %p = arith.mulf %u, %v : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %linear, %xs, %shared, %loop, %mixed, %apart
      : tensor<8x16xf32>, tensor<8x32xf32>, tensor<8x16xf32>, tensor<8x32xf32>,
        tensor<8x16xf32>, tensor<8x16xf32>
}
