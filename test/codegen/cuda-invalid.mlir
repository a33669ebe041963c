// What the CUDA target cannot emit is reported on the op, and nothing is
// printed.
// RUN: shard-translate --emit-cuda %s --split-input-file --verify-diagnostics

// A scalar that `run` reads from a tensor would need a device-to-host copy
// and a wait in the middle of the step.
func.func @element_outside_a_kernel(%t: tensor<4xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'tensor.extract' op reads an element of a tensor outside a kernel; the CUDA code generator does not support it (the tensor is in device memory)}}
  %s = tensor.extract %t[%c1] : tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// A loop nest the target finds no parallelism in runs in order on one
// thread; past 4096 iterations that would be a whole step's bottleneck,
// so it is refused, saying why. Every iteration writes row i (the last
// j wins): the outputs are not indexed by exactly the parallel loops.
func.func @last_write_wins(%x: tensor<8x1024xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.generic' op would run its 8192 iterations in order on one thread: its outputs are not indexed by exactly its parallel loops (at most 4096 on this target)}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x1024xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An argmax over a whole tensor: no parallel loop, and the accumulators
// do not combine by one op (the select reads both).
func.func @whole_argmax(%x: tensor<8192xf32>, %vinit: tensor<f32>, %iinit: tensor<i64>) -> (tensor<f32>, tensor<i64>) {
  // expected-error @+1 {{'linalg.generic' op would run its 8192 iterations in order on one thread: it has no parallel loop of more than one iteration, and its outputs do not all combine by a sum, product, maximum, minimum or bitwise reduction (at most 4096 on this target)}}
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<8192xf32>) outs(%vinit, %iinit : tensor<f32>, tensor<i64>) {
  ^bb0(%v: f32, %best: f32, %at: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %gt = arith.cmpf ogt, %v, %best : f32
    %nv = arith.select %gt, %v, %best : f32
    %ni = arith.select %gt, %ii, %at : i64
    linalg.yield %nv, %ni : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %r#0, %r#1 : tensor<f32>, tensor<i64>
}

// -----

// A scatter into a vector: every dim of the result is indexed by the
// updates, which run in order.
func.func @vector_scatter(%ids: tensor<8192xi64>, %upd: tensor<8192xf32>, %init: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'linalg.generic' op would run its 8192 iterations in order on one thread: a scatter into a tensor whose every dim is indexed (at most 4096 on this target)}}
  %r = linalg.generic {indexing_maps = [affine_map<(d, n) -> (n)>, affine_map<(d, n) -> (n)>, affine_map<(d, n) -> (d)>], iterator_types = ["parallel", "reduction"]}
      ins(%ids, %upd : tensor<8192xi64>, tensor<8192xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%id: i64, %u: f32, %o: f32):
    %d = linalg.index 0 : index
    %c = arith.index_cast %id : i64 to index
    %eq = arith.cmpi eq, %c, %d : index
    %s = arith.select %eq, %u, %o : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
