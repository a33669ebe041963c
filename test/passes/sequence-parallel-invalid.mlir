// RUN: shard-opt %s --dist-sequence-parallel -verify-diagnostics
// RUN: not shard-run %s -o %t --sequence-parallel=tp 2>&1 | FileCheck %s --implicit-check-not=error:

// A residual block of 3 tokens on tp=2: the row-parallel projection's
// result has no token dim 2 divides (1 example of 3 tokens), so the flag
// would split nothing; it says so instead of running without it.
// shard-run's front end has made the projection a linalg.generic over
// [1, 3, 4] by then.
// CHECK: sequence-parallel-invalid.mlir:[[@LINE+13]]:8: error: 'linalg.generic' op makes a row-parallel result of type 'tensor<1x3x4xf32>' with no token dim that mesh axis "tp" (2 devices) divides on each rank
dist.mesh @mesh = <["tp"=2]>
func.func @block(%x: tensor<1x3x4xf32>,
                 %w1: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                 %w2: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<1x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x3x4xf32> into tensor<3x4xf32>
  %e1 = tensor.empty() : tensor<3x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<3x8xf32>) -> tensor<3x8xf32>
  %h = linalg.matmul ins(%flat, %w1 : tensor<3x4xf32>, tensor<4x8xf32>) outs(%f1 : tensor<3x8xf32>) -> tensor<3x8xf32>
  %e2 = tensor.empty() : tensor<3x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  // expected-error @below {{'linalg.matmul' op makes a row-parallel result of type 'tensor<3x4xf32>' with no token dim that mesh axis "tp" (2 devices) divides on each rank: sequence parallelism would split no tokens (fewer tokens per microbatch than the axis has devices?)}}
  %y = linalg.matmul ins(%h, %w2 : tensor<3x8xf32>, tensor<8x4xf32>) outs(%f2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  %out = tensor.expand_shape %y [[0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xf32> into tensor<1x3x4xf32>
  %e3 = tensor.empty() : tensor<1x3x4xf32>
  %sum = linalg.add ins(%x, %out : tensor<1x3x4xf32>, tensor<1x3x4xf32>) outs(%e3 : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %sum : tensor<1x3x4xf32>
}
