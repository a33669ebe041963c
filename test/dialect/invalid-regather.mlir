// RUN: shard-opt %s -split-input-file -verify-diagnostics
// dist.regather: an operation whose value is made again where it stands,
// not shared with an equal one (--dist-shard-optimizer's FSDP gathers a
// weight again for the backward pass).

dist.mesh @mesh = <["dp"=2]>
func.func @f(%w: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'dist.regather' must be a unit attribute, not 1 : i64}}
  %0 = dist.shard %w to #dist.sharding<@mesh, [{}]> : tensor<4xf32> {dist.regather = 1 : i64}
  return %0 : tensor<4xf32>
}

// -----

// expected-error @below {{argument 0: 'dist.regather' marks an operation, not a function's argument}}
func.func private @g(tensor<4xf32> {dist.regather})

// -----

// expected-error @below {{result 0: 'dist.regather' marks an operation, not a function's result}}
func.func private @h() -> (tensor<4xf32> {dist.regather})
