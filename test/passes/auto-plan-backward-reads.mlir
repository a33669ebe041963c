// What a training step keeps of its forward pass, as the planner counts it
// for a forward function planned with training=true: each op's derivative
// says what it reads, and an elementwise chain from one value is made
// again from that value. Here x W1 = h, a = h * sigmoid(h) (negation,
// exp, reciprocal, product: four ops), a W2 = y, out = y + x. The
// backward reads x (an argument, not an activation) and W1 for h's
// product, h for the SiLU (its exp, sum and quotient made again from
// it), a for y's product, and nothing for the residual sum: h and a,
// 2 x 1 KB. The forward pass alone holds every buffer it makes: five of
// 8 x 32 and two of 8 x 16 floats, 6 KB.
// RUN: shard-opt %s --dist-plan-report="devices=1 cluster=%S/Inputs/fast-links.json training=true json=true" -o /dev/null | FileCheck %s --check-prefix=TRAIN
// TRAIN: "activation_bytes": 2048,
// RUN: shard-opt %s --dist-plan-report="devices=1 cluster=%S/Inputs/fast-links.json json=true" -o /dev/null | FileCheck %s --check-prefix=FORWARD
// FORWARD: "activation_bytes": 6144,
// A cluster that carries measured GEMMs and runs all_reduce in line (as
// bench/planner/gemm_calibration.py describes this machine): x W1 (8 x
// 32 x 16) and a W2 (8 x 16 x 32) are measured shapes, at 0.25 and 0.5
// of the peak (PlanKernelCostTest checks the interpolation between
// shapes); the optimizer's update reads and writes 28 bytes for each of
// the 1024 weight elements at 100 GB/s, 287 of the 595.5 ns.
// RUN: shard-opt %s --dist-plan-report="devices=1 cluster=%S/Inputs/measured-gemms.json training=true" -o /dev/null | FileCheck %s --check-prefix=MEASURED
// MEASURED: chosen dp=1 pp=1 tp=1 595.5 ns 595.5 ns
// MEASURED: GEMMs at the efficiency of the 3 measured f32 shapes nearest theirs, loop nests at 100 GB/s, nothing overlapped;
// RUN: shard-opt %s --dist-plan-report="devices=1 cluster=%S/Inputs/measured-gemms.json training=true json=true" -o /dev/null | FileCheck %s --check-prefix=UPDATE
// UPDATE: "update_seconds": 2.8672{{[0-9]*}}e-07

#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.negf %v : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %p = arith.addf %v, %one : f32
    %r = arith.divf %one, %p : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %d : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %s: f32, %o: f32):
    %r = arith.mulf %u, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %eo = tensor.empty() : tensor<8x16xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%zo : tensor<8x16xf32>) -> tensor<8x16xf32>
  %out = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%eo : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.addf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %out : tensor<8x16xf32>
}
