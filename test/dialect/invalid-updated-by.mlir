// RUN: shard-opt %s -split-input-file -verify-diagnostics
// dist.updated_by: the state of a training job (shard-run --steps) and the
// result that is its next value.

// expected-error @below {{argument 0: 'dist.updated_by' must name a result of the function (0 to 0), not 1 : i64}}
func.func private @past_results(%w: tensor<4xf32> {dist.updated_by = 1 : i64}) -> tensor<4xf32>

// -----

// expected-error @below {{argument 0: 'dist.updated_by' must name a result of the function (0 to 0), not "0"}}
func.func private @not_integer(%w: tensor<4xf32> {dist.updated_by = "0"}) -> tensor<4xf32>

// -----

// expected-error @below {{argument 0: 'dist.updated_by' names result 0 of type 'tensor<8xf32>', not the argument's 'tensor<4xf32>'}}
func.func private @other_type(%w: tensor<4xf32> {dist.updated_by = 0 : i64}) -> tensor<8xf32>

// -----

dist.mesh @mesh = <["tp"=2]>
// expected-error @below {{argument 0: 'dist.updated_by' names result 0, split differently from the argument: state stays on its devices, so both need the same 'dist.sharding'}}
func.func private @other_split(%w: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>, dist.updated_by = 0 : i64}) -> tensor<4xf32>

// -----

// expected-error @below {{argument 1: 'dist.updated_by' names result 0, which updates argument 0 already}}
func.func private @twice(%a: tensor<4xf32> {dist.updated_by = 0 : i64}, %b: tensor<4xf32> {dist.updated_by = 0 : i64}) -> tensor<4xf32>
