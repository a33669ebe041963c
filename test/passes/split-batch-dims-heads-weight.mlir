// torch-mlir's nn.Linear with its output split into heads (ViT's and
// BERT's q, k and v): the weight is transposed, then expanded into
// [in, heads, head dim] for the contraction. The transpose becomes a
// generic and the expansion moves onto the weight (a view), so the code
// generator runs one GEMM reading the weight transposed where it lies,
// not a copy of the weight at every call. Against mlir-runner.
// RUN: shard-opt %s --dist-split-batch-dims --canonicalize | FileCheck %s
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan | FileCheck %s --check-prefix=PLAN
// RUN: rm -rf %t && shard-run %s --mesh tp=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/tp --reference %t/one

dist.mesh @mesh = <["tp"=2]>

// CHECK-LABEL: func.func @heads
// CHECK: %[[EXPANDED:.+]] = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
// CHECK: %[[T:.+]] = linalg.generic {{.*}} ins(%[[EXPANDED]] : tensor<4x8x32xf32>) outs(%{{.+}} : tensor<32x4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[T]] : tensor<6x32xf32>, tensor<32x4x8xf32>)
// CHECK-NOT: linalg.transpose
// PLAN: plan @heads: 1 kernels
// PLAN: k0: gemm m=6 n=32 k=32 b0 lda=32 b1^T ldb=32 -> b2 ldc=32 beta=0
func.func @heads(%x: tensor<6x32xf32>,
                 %w: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<6x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %t = linalg.transpose ins(%w : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) permutation = [1, 0]
  %heads = tensor.expand_shape %t [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32>
  %o = tensor.empty() : tensor<6x4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%o : tensor<6x4x8xf32>) -> tensor<6x4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(s, h, d, k) -> (s, k)>, affine_map<(s, h, d, k) -> (k, h, d)>, affine_map<(s, h, d, k) -> (s, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %heads : tensor<6x32xf32>, tensor<32x4x8xf32>) outs(%z : tensor<6x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<6x4x8xf32>
  return %r : tensor<6x4x8xf32>
}

// EXEC: check passed
