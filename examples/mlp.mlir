// Megatron-style MLP: the batch split over `dp`, the first weight split by
// columns and the second by rows over `tp` (column- then row-parallel).
dist.mesh @mesh = <["dp"=2, "tp"=2]>

func.func @mlp(
    %x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %w1: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %w2: tensor<256x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x256xf32>)
                     outs(%f1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x256xf32>) outs(%e1 : tensor<8x256xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x256xf32>, tensor<256x64xf32>)
                     outs(%f2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
