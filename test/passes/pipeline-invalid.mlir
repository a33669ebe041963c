// RUN: shard-opt %s -split-input-file -verify-diagnostics --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --dist-pipeline
// RUN: not shard-opt %s -split-input-file --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --dist-pipeline="schedule=zb-h1" 2>&1 | FileCheck %s --check-prefix=ZB

// Two cuts on parallel branches both end stage 0: they do not form a chain.
dist.mesh @mesh = <["pp"=2]>
func.func @branches(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // expected-note @below {{the earlier cut}}
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  // expected-error @below {{'dist.stage_boundary' op starts segment 1 like an earlier cut: the cuts must form a chain (values that cross a cut together go through one dist.stage_boundary)}}
  %b = dist.stage_boundary %y : tensor<4x8xf32>
  return %a, %b : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// One cut, four stages.
dist.mesh @mesh = <["pp"=4]>
// expected-error @below {{'func.func' op has cuts for 2 stages, but mesh axis "pp" has 4; add dist.stage_boundary cuts or change the axis size}}
func.func @too_few(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  %b = math.tanh %a : tensor<4x8xf32>
  %c = math.tanh %b : tensor<4x8xf32>
  %d = math.tanh %c : tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}

// -----

// No axis to put the stages on.
dist.mesh @mesh = <["dp"=2]>
// expected-error @below {{'func.func' op is cut into stages, but mesh @mesh has no axis "pp" to run them on (its axes are {"dp", "microbatch"})}}
func.func @no_axis(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

// A sum over the batch needs every microbatch: a forward pipeline cannot
// run it one microbatch at a time.
dist.mesh @mesh = <["pp"=2]>
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
// A sum over the batch is accumulated over the microbatches; an op that
// uses it with one microbatch's values would need it before the last
// microbatch ran.
func.func @batch_sum(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %o : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  // expected-error @below {{'linalg.generic' op uses a value accumulated over the microbatches together with one microbatch's; a pipeline has the sum only after its last microbatch}}
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : tensor<4x8xf32>, tensor<8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %t = arith.divf %v, %w : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A batch of 6 over dp = 2 leaves 3 rows per rank: not 2 microbatches.
dist.mesh @mesh = <["dp"=2, "pp"=2]>
// expected-error @below {{'func.func' op has a batch of 6 (dim 0 of argument 0), split 2 ways by {"dp"}, which is not divisible into 2 microbatches}}
func.func @indivisible(%x: tensor<6x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<6x8xf32> {
  %a = dist.stage_boundary %x : tensor<6x8xf32>
  return %a : tensor<6x8xf32>
}

// -----

// A batch split in blocks has no contiguous microbatches on a device.
dist.mesh @mesh = <["dp"=2, "pp"=2]>
// expected-error @below {{'func.func' op splits its batch (dim 0 of argument 0) in 2 blocks; microbatches need a batch split in one block}}
func.func @blocked_batch(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"} blocks 2, {}]>}) -> tensor<8x8xf32> {
  %a = dist.stage_boundary %x : tensor<8x8xf32>
  return %a : tensor<8x8xf32>
}

// -----

// Microbatches without a pipeline: no cuts, and no pp axis to run them
// on as a stage (with "pp"=1 they run as one stage).
// expected-error @below {{2 microbatches need a pipeline: no function has a dist.stage_boundary and no mesh has an axis "pp"}}
module {
  dist.mesh @mesh = <["dp"=1]>
  func.func @flat(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
    return %x : tensor<4x8xf32>
  }
}

// -----

// expected-error @below {{'dist.mesh' op already has an axis "microbatch", the name microbatching reserves}}
dist.mesh @mesh = <["pp"=2, "microbatch"=2]>
func.func @reserved(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

dist.mesh @mesh = <["pp"=2]>
// expected-error @below {{'func.func' op has no batch to split into microbatches in argument 0: it must be a tensor whose dim 0 (the batch) is static}}
func.func @scalar_first(%s: f32, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

// A forward program is fine with gpipe and 1f1b; zb-h1 splits backward
// passes, which it has none of.
// ZB: error: 'func.func' op is a forward program; schedule "zb-h1" splits backward passes, so it needs a training step
dist.mesh @mesh = <["pp"=2]>
#id = affine_map<(i, j) -> (i, j)>
func.func @forward(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.tanh %v : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %t : tensor<4x8xf32>
}

// -----

// Inputs marked and labels not: the labels keep the whole of each data
// parallel rank's batch, and the loss would combine microbatches.
#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
dist.mesh @mesh = <["dp"=2, "pp"=2]>
func.func @unmarked_labels(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                           %y: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}) {
  %zero = arith.constant 0.0 : f32
  %cut = dist.stage_boundary %x : tensor<8x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  // expected-error @below {{'dist.all_gather' op combines the microbatches of a batch (it gathers or scatters over the batch); a pipeline runs them one after another, so only sums over them (accumulated) and the assembly of results may: mark every argument that carries the batch (inputs, labels) with dist.microbatch_dim; where they are, an op before it needs the whole batch at once (a scatter or gather across the batch's rows, as a top-k router's backward pass has), which a pipeline cannot run}}
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%cut, %y : tensor<8x4xf32>, tensor<8x4xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.addf %acc, %d : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}
