// RUN: shard-opt %s -split-input-file -verify-diagnostics
// A dist attribute in the wrong place says where it belongs, rather than
// calling a name the dialect defines unknown.

// expected-error @below {{argument 0: 'dist.front_end' marks a module, not a function's argument}}
func.func private @f(tensor<4xf32> {dist.front_end})

// -----

// expected-error @below {{result 0: 'dist.front_end' marks a module, not a function's result}}
func.func private @f() -> (tensor<4xf32> {dist.front_end})

// -----

// expected-error @below {{argument 0: 'dist.arg_numbers' marks a pipeline stage function, not a function's argument}}
func.func private @f(tensor<4xf32> {dist.arg_numbers = array<i64: 0>})

// -----

// expected-error @below {{result 0: 'dist.updated_by' marks a function's argument, not a function's result}}
func.func private @f() -> (tensor<4xf32> {dist.updated_by = 0 : i64})

// -----

// expected-error @below {{result 0: 'dist.initial_value' marks a function's argument, not a function's result}}
func.func private @f() -> (tensor<2xf32> {dist.initial_value = dense<1.0> : tensor<2xf32>})

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'dist.microbatch_dim' marks a function's argument or result, not an operation}}
  %0 = arith.addf %x, %x {dist.microbatch_dim = 0 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'dist.updated_by' marks a function's argument, not an operation}}
  %0 = arith.addf %x, %x {dist.updated_by = 0 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{unknown attribute 'dist.stages'; the dist dialect defines 'dist.sharding', 'dist.microbatch_dim', 'dist.updated_by', 'dist.initial_value', 'dist.arg_numbers', 'dist.result_numbers', 'dist.regather' and 'dist.front_end'}}
  %0 = arith.addf %x, %x {dist.stages = 0 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
