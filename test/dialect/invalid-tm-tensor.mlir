// RUN: shard-opt %s -split-input-file -verify-diagnostics
// Every tm_tensor verifier message.

func.func @scan_operands(%x: tensor<4xf32>, %o: tensor<4xf32>) {
  // expected-error @+1 {{takes one input and two outs (result, accumulator)}}
  %r = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @scan_dimension(%x: tensor<4xf32>, %o: tensor<4xf32>, %a: tensor<f32>) {
  // expected-error @+1 {{dimension 1 is not one of the input's 1}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<4xf32>) outs(%o, %a : tensor<4xf32>, tensor<f32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>, tensor<f32>
  return
}

// -----

func.func @scan_outs(%x: tensor<2x4xf32>, %o: tensor<2x4xf32>, %a: tensor<4xf32>) {
  // expected-error @+1 {{outs must be 'tensor<2x4xf32>' and 'tensor<2xf32>' (the input without dimension 1)}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x4xf32>) outs(%o, %a : tensor<2x4xf32>, tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<2x4xf32>, tensor<4xf32>
  return
}

// -----

func.func @scan_region_arguments(%x: tensor<4xf32>, %o: tensor<4xf32>, %a: tensor<f32>) {
  // expected-error @+1 {{region must take 2 arguments of types 'f32', 'f32'}}
  %r:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<4xf32>) outs(%o, %a : tensor<4xf32>, tensor<f32>) {
  ^bb0(%p: f32):
    tm_tensor.yield %p : f32
  } -> tensor<4xf32>, tensor<f32>
  return
}

// -----

func.func @scan_region_yield(%x: tensor<4xf32>, %o: tensor<4xf32>, %a: tensor<f32>) {
  // expected-error @+1 {{region must end in tm_tensor.yield of one 'f32'}}
  %r:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<4xf32>) outs(%o, %a : tensor<4xf32>, tensor<f32>) {
  ^bb0(%p: f32, %q: f32):
    %c = arith.cmpf olt, %p, %q : f32
    tm_tensor.yield %c : i1
  } -> tensor<4xf32>, tensor<f32>
  return
}

// -----

func.func @scan_results(%x: tensor<4xf32>, %o: tensor<4xf32>, %a: tensor<f32>) {
  // expected-error @+1 {{returns the types of its outs operands (2 results)}}
  %r = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<4xf32>) outs(%o, %a : tensor<4xf32>, tensor<f32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error @+1 {{expects parent op to be one of 'tm_tensor.scan, tm_tensor.scatter, tm_tensor.sort'}}
  tm_tensor.yield %x : f32
}

// -----

func.func @scatter_operands(%u: tensor<3x4xf32>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{takes two inputs (updates, indices) and one outs}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u : tensor<3x4xf32>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_indices(%u: tensor<3x4xf32>, %i: tensor<3xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{indices must be a static N x depth integer tensor, depth at least 1}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x4xf32>, tensor<3xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_count(%u: tensor<2x4xf32>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{updates and indices must have the same first dimension (the number of updates)}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x4xf32>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_slice_rank(%u: tensor<3x1x1x4xf32>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{an update slice has more dimensions than the original tensor}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x1x1x4xf32>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_map_size(%u: tensor<3x4xf32>, %i: tensor<3x2xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{dimension_map must have one entry per index column (2)}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x4xf32>, tensor<3x2xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_map_entries(%u: tensor<3xf32>, %i: tensor<3x2xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{dimension_map entries must be distinct dimensions of the original tensor}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 0>} unique_indices(true) ins(%u, %i : tensor<3xf32>, tensor<3x2xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_uncovered(%u: tensor<3xf32>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{dimension 1 of the original tensor is neither indexed nor in the update slice}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3xf32>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @scatter_element_type(%u: tensor<3x4xf16>, %i: tensor<3x1xi64>, %o: tensor<6x4xf32>) {
  // expected-error @+1 {{updates and the original tensor must have one element type}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x4xf16>, tensor<3x1xi64>) outs(%o : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

func.func @sort_inputs(%x: tensor<5xf32>) {
  // expected-error @+1 {{sorts its outs operands and takes no inputs}}
  %r = tm_tensor.sort dimension(0) ins(%x : tensor<5xf32>) outs(%x : tensor<5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<5xf32>
  return
}

// -----

func.func @sort_shapes(%x: tensor<5xf32>, %i: tensor<4xi64>) {
  // expected-error @+1 {{outs operands must have one shape}}
  %r:2 = tm_tensor.sort dimension(0) outs(%x, %i : tensor<5xf32>, tensor<4xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %lt = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %lt : i1
  } -> tensor<5xf32>, tensor<4xi64>
  return
}

// -----

func.func @sort_dimension(%x: tensor<5xf32>) {
  // expected-error @+1 {{dimension 1 is not one of the operands' 1}}
  %r = tm_tensor.sort dimension(1) outs(%x : tensor<5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<5xf32>
  return
}

// -----

func.func @attention_inputs(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{takes query, key, value and an optional mask}}
  %r = tm_tensor.attention ins(%q, %k : tensor<4x8x16xf32>, tensor<4x6x16xf32>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_outs(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x12xf32>, %o: tensor<4x8x12xf32>, %p: tensor<4x8x12xf32>) {
  // expected-error @+1 {{takes one outs operand}}
  %r:2 = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>) outs(%o, %p : tensor<4x8x12xf32>, tensor<4x8x12xf32>) -> tensor<4x8x12xf32>, tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_rank(%q: tensor<4x8x16xf32>, %k: tensor<6x16xf32>, %v: tensor<4x6x12xf32>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{query, key, value and outs must have one rank, at least 2}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<6x16xf32>, tensor<4x6x12xf32>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_element(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x12xf16>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{query, key, value and outs must have one floating-point element type}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf16>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_key(%q: tensor<4x8x16xf32>, %k: tensor<4x6x8xf32>, %v: tensor<4x6x12xf32>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{key must be [batch..., N, D] with the query's batch dimensions and head dimension D}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x8xf32>, tensor<4x6x12xf32>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_value(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x7x12xf32>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{value must be [batch..., N, E] with the key's batch dimensions and length N}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x7x12xf32>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_out(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x12xf32>, %o: tensor<4x8x16xf32>) {
  // expected-error @+1 {{outs must be [batch..., M, E]: the query's batch dimensions and length M, the value's E}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>) outs(%o : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  return
}

// -----

func.func @attention_mask(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x12xf32>, %m: tensor<4x8x6xi8>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{mask must be [batch..., M, N] of i1 or the element type}}
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>, tensor<4x8x6xi8>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  return
}

// -----

func.func @attention_results(%q: tensor<4x8x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x12xf32>, %o: tensor<4x8x12xf32>) {
  // expected-error @+1 {{returns the types of its outs operands (1 results)}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<4x8x16xf32>, tensor<4x6x16xf32>, tensor<4x6x12xf32>) outs(%o : tensor<4x8x12xf32>) -> tensor<4x8x12xf16>
  return
}
