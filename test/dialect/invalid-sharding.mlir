// RUN: shard-opt %s -split-input-file -verify-diagnostics

// Constraints of #dist.sharding alone (C1-C3, C7) are checked where it is parsed;
// the ones that need its mesh and tensor (C4-C6) where it is used.

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// C1
// expected-error @+1 {{axis "dp" is listed twice for dim 0}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "dp"}, {}]>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// C1
// expected-error @+1 {{axis "tp" splits both dim 0 and dim 1; a mesh axis can split at most one dim}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {"tp"}]>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// C2
// expected-error @+1 {{axis "tp" is partial and also splits dim 1; an unreduced value cannot be split over the axis it is reduced over}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}], partial = {"tp"}>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// C3
// expected-error @+1 {{partial axis "dp" is listed twice}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"dp", "dp"}>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{dim 0 must list mesh axes as non-empty strings}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{""}, {}]>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{partial axes must be non-empty strings}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {""}>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{unknown reduction 'avg'; expected sum, max or min}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = avg {"tp"}>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{a sharding has no type; remove the trailing 'i32'}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]> : i32})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{expected '['}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, {"dp"}>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// Axis names are strings.
// expected-error @+1 {{expected string}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{dp}, {}]>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{expected 'partial'}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced = {"tp"}>})

// -----

// C4
dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{argument 0: unknown axis "pp" on mesh @mesh (its axes are {"dp", "tp"})}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"pp"}, {}]>})

// -----

// C4
dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{argument 0: unknown axis "pp" on mesh @mesh (its axes are {"dp", "tp"})}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"pp"}>})

// -----

// C4
// expected-error @+1 {{argument 0: mesh @nowhere not found; declare it with `dist.mesh @nowhere = <[...]>`}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@nowhere, [{}, {}]>})

// -----

// C4
// expected-error @+1 {{argument 0: symbol @g is a 'func.func', not a dist.mesh}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@g, [{}, {}]>})
func.func private @g()

// -----

// C5
dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{argument 0: sharding lists 1 dims but the tensor has rank 2}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>})

// -----

// C6
dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{result 0: dim 1 of size 7 is not divisible by 2 (axes {"tp"})}}
func.func private @f() -> (tensor<8x7xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>})

// -----

// C6: 8 is divisible by 4, but not each of 3 blocks of it.
dist.mesh @mesh = <["dp"=2, "tp"=4]>
// expected-error @+1 {{argument 0: dim 1 of size 8 does not split into 3 blocks each divisible by 4 (axes {"tp"})}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>})

// -----

// C6
dist.mesh @mesh = <["dp"=2, "tp"=3]>
// expected-error @+1 {{argument 0: dim 0 of size 8 is not divisible by 6 (axes {"tp", "dp"})}}
func.func private @f(tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}]>})

// -----

dist.mesh @mesh = <["dp"=2]>
// expected-error @+1 {{argument 0: a sharding applies to ranked tensors, not 'f32'}}
func.func private @f(f32 {dist.sharding = #dist.sharding<@mesh, []>})

// -----

dist.mesh @mesh = <["dp"=2]>
// expected-error @+1 {{argument 0: 'dist.sharding' must be a #dist.sharding, not "dp"}}
func.func private @f(tensor<2xf32> {dist.sharding = "dp"})

// -----

// expected-error @+1 {{unknown attribute 'dist.shardings'; the dist dialect defines 'dist.sharding'}}
func.func private @f(tensor<2xf32> {dist.shardings = 1})

// -----

// expected-error @+1 {{unknown attribute 'dist.stage'; the dist dialect defines 'dist.sharding'}}
func.func private @f() attributes {dist.stage = 1}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f() {
  // expected-error @+1 {{'dist.sharding' on an operation must be an array of one #dist.sharding per result (1)}}
  %0 = tensor.empty() {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : tensor<4xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f() {
  // expected-error @+1 {{result 0: dim 0 of size 3 is not divisible by 2 (axes {"dp"})}}
  %0 = tensor.empty() {dist.sharding = [#dist.sharding<@mesh, [{"dp"}]>]} : tensor<3xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// C7
// expected-error @+1 {{dim 1 has 1 blocks; blocks are at least 2}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 1]>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// C7
// expected-error @+1 {{dim 0 has 2 blocks but no axis splits it}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{} blocks 2, {}]>})

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>
// expected-error @+1 {{expected integer value}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks, {}]>})

// -----

// C6: blocks past the dim's size.
dist.mesh @mesh = <["dp"=2, "tp"=4]>
// expected-error @+1 {{argument 0: dim 1 of size 8 does not split into 9223372036854775807 blocks each divisible by 4 (axes {"tp"})}}
func.func private @f(tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 9223372036854775807]>})
