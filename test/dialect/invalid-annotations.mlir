// RUN: shard-opt %s -split-input-file -verify-diagnostics

// dist.shard: C1
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.shard' op mesh @mesh not found; declare it with `dist.mesh @mesh = <[...]>`}}
  %0 = dist.shard %x to #dist.sharding<@mesh, [{}, {}]> : tensor<8x8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// dist.shard: C1
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.shard' op unknown axis "pp" on mesh @mesh (its axes are {"dp", "tp"})}}
  %0 = dist.shard %x to #dist.sharding<@mesh, [{"pp"}, {}]> : tensor<8x8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// dist.shard: C2
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.shard' op sharding lists 3 dims but the tensor has rank 2}}
  %0 = dist.shard %x to #dist.sharding<@mesh, [{}, {}, {}]> : tensor<8x8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
// dist.shard: C3
func.func @f(%x: tensor<8x6xf32>) {
  // expected-error @+1 {{'dist.shard' op dim 1 of size 6 is not divisible by 4 (axes {"tp"})}}
  %0 = dist.shard %x to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<8x6xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = dist.shard %x to "dp" : tensor<8xf32>
  return
}

// -----

// dist.stage_boundary: C1
func.func @f() {
  // expected-error @+1 {{'dist.stage_boundary' op needs at least one value to cross the cut}}
  "dist.stage_boundary"() : () -> ()
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{'dist.stage_boundary' op inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'dist.stage_boundary' op failed to infer returned types}}
  %0 = "dist.stage_boundary"(%x) : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

// dist.group_rank: C1
func.func @f() -> index {
  // expected-error @+1 {{'dist.group_rank' op mesh @nowhere not found; declare it with `dist.mesh @nowhere = <[...]>`}}
  %r = dist.group_rank on @nowhere axes ["tp"] : index
  return %r : index
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// dist.group_rank: C2
func.func @f() -> index {
  // expected-error @+1 {{'dist.group_rank' op axis "tp" is listed twice}}
  %r = dist.group_rank on @mesh axes ["tp", "tp"] : index
  return %r : index
}
