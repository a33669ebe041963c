// RUN: shard-opt %s -split-input-file -verify-diagnostics
// dist.initial_value: what an argument starts from without an input
// (a lifted ml_program.global's initializer, --dist-lift-globals).

// expected-error @below {{argument 0: 'dist.initial_value' must be constant elements of the argument's type 'tensor<i64>', not dense<0> : tensor<2xi64>}}
func.func private @other_shape(%s: tensor<i64> {dist.initial_value = dense<0> : tensor<2xi64>}) -> tensor<i64>

// -----

// expected-error @below {{argument 0: 'dist.initial_value' must be constant elements of the argument's type 'tensor<i64>', not 0 : i64}}
func.func private @scalar(%s: tensor<i64> {dist.initial_value = 0 : i64}) -> tensor<i64>

// -----

// expected-error @below {{argument 0: 'dist.initial_value' is dense_resource<__elided__> without the 8 bytes of 'tensor<i64>' in the file}}
func.func private @elided(%s: tensor<i64> {dist.initial_value = dense_resource<__elided__> : tensor<i64>}) -> tensor<i64>

// -----

// A valid one.
func.func private @seed(%s: tensor<i64> {dist.initial_value = dense<0> : tensor<i64>}) -> tensor<i64>
