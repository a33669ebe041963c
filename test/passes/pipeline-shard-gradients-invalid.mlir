// RUN: shard-opt %s -verify-diagnostics --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --dist-pipeline="shard-gradients=true"

// shard-gradients reduce_scatters the gradients a sharded optimizer
// reduce_scatters once per step; a step whose gradients are all_reduced
// whole (no --dist-shard-optimizer) has none, and is told so rather than
// run as if the option were not given.
#id = affine_map<(b, i) -> (b, i)>
#row = affine_map<(b, i) -> (i)>
#scalar = affine_map<(b, i) -> ()>
dist.mesh @mesh = <["dp"=2, "pp"=1]>
// expected-error @below {{'func.func' op has no sum over the microbatches that a reduce_scatter shards (a gradient whose optimizer state is sharded, as --dist-shard-optimizer shards it, over several microbatches), so shard-gradients has nothing to shard}}
func.func @step(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                %w: tensor<16xf32>) -> (tensor<f32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  // loss = sum(x * w); its gradient in w is the sum of x's rows.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #row, #scalar], iterator_types = ["reduction", "reduction"]}
      ins(%x, %w : tensor<8x16xf32>, tensor<16xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %ew = tensor.empty() : tensor<16xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16xf32>) -> tensor<16xf32>
  %dw = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%zw : tensor<16xf32>) {
  ^bb0(%u: f32, %acc: f32):
    %r = arith.addf %acc, %u : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %next = linalg.sub ins(%w, %dw : tensor<16xf32>, tensor<16xf32>) outs(%ew : tensor<16xf32>) -> tensor<16xf32>
  return %loss, %next : tensor<f32>, tensor<16xf32>
}
