// A training job (shard-run --steps): linear regression by SGD, the weight
// split over tp and carried from step to step on its ranks
// (dist.updated_by), each step's batch and learning rate a row of a
// dataset file each rank reads its own block of. Checked against
// linear_sgd.py's float64 loop (an independent reference: every step's
// loss and the final weight), and against the unsharded job (--check).
// A job resumed from its step-3 checkpoint ends bit-identical to the
// uninterrupted one; resumed on another mesh (the checkpoint resharded on
// load) it matches the reference too.
// RUN: rm -rf %t && mkdir -p %t/data
// RUN: %python %S/Inputs/linear_sgd.py make %t/data
// RUN: shard-run %s --mesh dp=2,tp=2 --inputs %t/data --steps 6 --checkpoint-every 3 --check -o %t/run | FileCheck %s
// RUN: %python %S/Inputs/linear_sgd.py check %t/data %t/run 6
// RUN: ls %t/run/checkpoints/step3 | FileCheck %s --check-prefix=FILES
// RUN: shard-run %s --mesh dp=2,tp=2 --inputs %t/data --steps 6 --resume %t/run/checkpoints/step3 -o %t/resumed --json %t/resumed.json | FileCheck %s --check-prefix=RESUMED
// RUN: FileCheck %s --check-prefix=JSON < %t/resumed.json
// RUN: cmp %t/run/output1.npy %t/resumed/output1.npy
// RUN: cmp %t/run/output0.npy %t/resumed/output0.npy
// RUN: shard-run %s --mesh dp=1,tp=4 --inputs %t/data --steps 6 --resume %t/run/checkpoints/step3 -o %t/resharded | FileCheck %s --check-prefix=RESUMED
// RUN: %python %S/Inputs/linear_sgd.py check %t/data %t/resharded 6 --from 4
// CHECK: step 1/6  loss [[L1:[0-9.e+-]+]]  {{[0-9.]+}} ms  {{[0-9]+}} tokens/s
// CHECK: step 6/6  loss
// CHECK: job: steps 1..6, first {{[0-9.]+}} ms, then {{[0-9.]+}} ms per step ({{[0-9]+}} tokens/s); loss [[L1]] ->
// CHECK: loss of every step (6): max rel err {{.*}}: ok
// CHECK: check passed
// FILES: index.json
// FILES-NEXT: rank0.safetensors
// FILES-NEXT: rank1.safetensors
// FILES-NOT: rank
// RESUMED-NOT: step 3/6
// RESUMED: step 4/6
// RESUMED: step 6/6
// RESUMED: job: steps 4..6
// JSON: "job": {
// JSON: "records": [
// JSON: "step": 4,
// JSON: "start": 3,

#x_map = affine_map<(i, j, k) -> (i, k)>
#w_map = affine_map<(i, j, k) -> (k, j)>
#out_map = affine_map<(i, j, k) -> (i, j)>
#xt_map = affine_map<(i, j, k) -> (k, i)>
#e_map = affine_map<(i, j, k) -> (k, j)>
#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
#scalar = affine_map<() -> ()>
dist.mesh @mesh = <["dp"=1, "tp"=1]>
func.func @train(
    %w: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 1 : i64},
    %lr: tensor<f32>,
    %tokens: tensor<16xi32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>},
    %x: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %y: tensor<16x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>})
    -> (tensor<f32>, tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %zero = arith.constant 0.0 : f32
  %rows = arith.constant 16.0 : f32
  %two = arith.constant 2.0 : f32
  %e16 = tensor.empty() : tensor<16x4xf32>
  %p0 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %pred = linalg.generic {indexing_maps = [#x_map, #w_map, #out_map], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<16x8xf32>, tensor<8x4xf32>) outs(%p0 : tensor<16x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x4xf32>
  %err = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%pred, %y : tensor<16x4xf32>, tensor<16x4xf32>) outs(%e16 : tensor<16x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16x4xf32>
  %es = tensor.empty() : tensor<f32>
  %s0 = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%err : tensor<16x4xf32>) outs(%s0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []}
      ins(%sum : tensor<f32>) outs(%es : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %rows : f32
    linalg.yield %d : f32
  } -> tensor<f32>
  %e8 = tensor.empty() : tensor<8x4xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %grad = linalg.generic {indexing_maps = [#xt_map, #e_map, #out_map], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %err : tensor<16x8xf32>, tensor<16x4xf32>) outs(%g0 : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #all, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %grad, %lr : tensor<8x4xf32>, tensor<8x4xf32>, tensor<f32>) outs(%e8 : tensor<8x4xf32>) {
  ^bb0(%a: f32, %g: f32, %l: f32, %o: f32):
    %scale = arith.divf %two, %rows : f32
    %sg = arith.mulf %g, %scale : f32
    %step = arith.mulf %l, %sg : f32
    %d = arith.subf %a, %step : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %loss, %new : tensor<f32>, tensor<8x4xf32>
}
