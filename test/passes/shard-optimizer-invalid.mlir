// What --dist-shard-optimizer refuses, each with one located error.
// RUN: shard-opt %s --split-input-file --dist-shard-optimizer -verify-diagnostics
// Weights to shard (FSDP) over no axis: --dist-parallelize's shard-weights
// without its shard-optimizer.
// RUN: not shard-opt %s --split-input-file --dist-parallelize=shard-weights=true 2>&1 | FileCheck %s --check-prefix=NOAXIS
// NOAXIS: error: --dist-shard-optimizer names no mesh axis to shard over (axis=dp; --dist-parallelize's shard-optimizer=dp)

// The mesh has no axis of the option's name (dp by default).
#id = affine_map<(i) -> (i)>
#sum = affine_map<(i) -> ()>
dist.mesh @mesh = <["data"=2]>
// expected-error @+1 {{mesh @mesh has no axis 'dp' to shard the optimizer's state over}}
func.func @step(%w: tensor<8xf32>, %x: tensor<8xf32> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"data"}]>}) -> (tensor<f32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]}
      ins(%p : tensor<8xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // The loss's gradient by w is x: the next weight is w - x.
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %loss, %nw : tensor<f32>, tensor<8xf32>
}

// -----

// A forward function: no optimizer to shard.
#id = affine_map<(i) -> (i)>
#sum = affine_map<(i) -> ()>
dist.mesh @mesh = <["dp"=2]>
// expected-error @+1 {{@forward is no training step (a public function that returns the next values of the weights its loss is computed from) whose optimizer state --dist-shard-optimizer could shard}}
func.func @forward(%w: tensor<8xf32>, %x: tensor<8xf32> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}]>}) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %p : tensor<8xf32>
}

// -----

// A training step whose batch is not marked.
#id = affine_map<(i) -> (i)>
#sum = affine_map<(i) -> ()>
dist.mesh @mesh = <["dp"=2]>
// expected-error @+1 {{@step is a training step (result 1 is argument 1's next value); mark the arguments that carry the batch (inputs, labels) with dist.microbatch_dim}}
func.func @step(%x: tensor<8xf32>, %w: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]}
      ins(%p : tensor<8xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // The loss's gradient by w is x: the next weight is w - x.
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %loss, %nw : tensor<f32>, tensor<8xf32>
}

// -----

// No mesh to shard over.
#id = affine_map<(i) -> (i)>
#sum = affine_map<(i) -> ()>
// expected-error @+1 {{@step names no mesh and the module declares 0; the optimizer's state is sharded over an axis of one}}
func.func @step(%w: tensor<8xf32>, %x: tensor<8xf32> {dist.microbatch_dim = 0 : i64}) -> (tensor<f32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]}
      ins(%p : tensor<8xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // The loss's gradient by w is x: the next weight is w - x.
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %loss, %nw : tensor<f32>, tensor<8xf32>
}
