// RUN: shard-opt %s -split-input-file -verify-diagnostics --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --dist-pipeline

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
func.func @batch_sum(%x: tensor<4x8xf32>) -> tensor<8xf32> {
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
  // expected-error @below {{'dist.all_reduce' op combines the microbatches of a batch (it reduces or gathers over the batch); a pipeline runs them one after another, so every op must keep them apart}}
  return %s : tensor<8xf32>
}

// -----

// A batch of 6 over dp = 2 leaves 3 rows per rank: not 2 microbatches.
dist.mesh @mesh = <["dp"=2, "pp"=2]>
// expected-error @below {{'func.func' op has a batch of 6 (dim 0 of its first argument), split 2 ways by {"dp"}, which is not divisible into 2 microbatches}}
func.func @indivisible(%x: tensor<6x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<6x8xf32> {
  %a = dist.stage_boundary %x : tensor<6x8xf32>
  return %a : tensor<6x8xf32>
}

// -----

// A result that is the same for every microbatch.
dist.mesh @mesh = <["pp"=2]>
#id = affine_map<(i, j) -> (i, j)>
// expected-error @below {{'func.func' op returns a value that does not depend on the batch; a pipeline over microbatches returns only per-example values}}
func.func @weights_out(%x: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %a, %n : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Microbatches without a pipeline: no cuts, and one stage.
// expected-error @below {{2 microbatches need a pipeline: no function has a dist.stage_boundary and no mesh axis "pp" has several devices}}
module {
  dist.mesh @mesh = <["pp"=1]>
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
// expected-error @below {{'func.func' op has no batch to split into microbatches: its first argument must be a tensor whose dim 0 (the batch) is static}}
func.func @scalar_first(%s: f32, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = dist.stage_boundary %x : tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}
