// Diagnostics of --dist-propagate: errors stop it, warnings say what the
// partition will do about a conflict or a missing rule.
// RUN: shard-opt %s --split-input-file --dist-propagate --verify-diagnostics

dist.mesh @mesh = <["tp"=2]>
func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @call(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op must be inlined before --dist-propagate (run --inline; --dist-parallelize does)}}
  %0 = func.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An external function (a print, a timer) has nothing to inline: the call
// stays and runs on whole tensors.
dist.mesh @mesh = <["tp"=2]>
func.func private @print(%x: tensor<4xf32>)
func.func @external(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}) {
  // expected-warning @+1 {{has no sharding rule; it is computed replicated, so a tensor it reads, sharded #dist.sharding<@mesh, [{"tp"}]>, is gathered first}}
  func.call @print(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

dist.mesh @mesh = <["tp"=2]>
func.func @partitioned(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<4xf32> {
  // expected-error @+1 {{'dist.all_reduce' op is a collective: the function is already partitioned}}
  %0 = dist.all_reduce %x on @mesh axes ["tp"] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

dist.mesh @a = <["tp"=2]>
dist.mesh @b = <["tp"=2]>
// expected-error @+1 {{'func.func' op refers to several meshes; one function runs on one mesh}}
func.func @two_meshes(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@a, [{"tp"}]>})
    -> (tensor<4xf32> {dist.sharding = #dist.sharding<@b, [{"tp"}]>}) {
  return %x : tensor<4xf32>
}

// -----

// Two annotated operands split different dims over the same axis: one of
// them is resharded, and the user is told which.
dist.mesh @mesh = <["tp"=2]>
func.func @conflict(%x: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                    %y: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<4x4xf32> {
  // expected-warning @+1 {{operand 1 is annotated #dist.sharding<@mesh, [{}, {"tp"}]>, which conflicts with the other annotations of its operands; it will be resharded to #dist.sharding<@mesh, [{"tp"}, {}]>}}
  %0 = arith.addf %x, %y : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// An op without a sharding rule runs replicated; a sharded operand is
// gathered first, and the user is told.
dist.mesh @mesh = <["tp"=2]>
func.func @no_rule(%x: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %i: index) -> f32 {
  // expected-warning @+1 {{has no sharding rule; it is computed replicated, so a tensor it reads, sharded #dist.sharding<@mesh, [{"tp"}]>, is gathered first}}
  %0 = tensor.extract %x[%i] : tensor<8xf32>
  return %0 : f32
}

// -----

dist.mesh @mesh = <["tp"=2]>
// expected-error @+1 {{a tensor of dynamic shape 'tensor<?x8xf32>' cannot be sharded #dist.sharding<@mesh, [{}, {"tp"}]>; shard partitions statically shaped tensors}}
func.func @dynamic(%x: tensor<?x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<?x8xf32> {
  return %x : tensor<?x8xf32>
}

// -----

// A dist.shard that reshards is no conflict and gathers nothing (the
// partitioner moves the value with one all_to_all): no warning.
dist.mesh @mesh = <["tp"=2]>
func.func @reshard(%x: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %y = dist.shard %x to #dist.sharding<@mesh, [{}, {"tp"}]> : tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}
