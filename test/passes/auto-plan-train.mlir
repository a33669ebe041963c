// The planner on a training step (forward, backward and an SGD-with-
// momentum update, as shard_torch.export_train_step makes them): the batch
// is the arguments marked dist.microbatch_dim (inputs and labels), the
// weights the arguments the forward pass reads, and the layout is found
// from the forward pass alone (the backward's transposed contractions and
// the update read the weights too). Each momentum buffer and each next
// value is computed from its weight element by element in the update, so
// it takes the weight's sharding, through reshapes that keep the
// elements' order too; the learning rate stays whole. The
// model counts the forward pass's FLOPs and the weights only (not the
// momentum or the learning rate), and plans a training step without
// `training=true`. The planned step runs with Megatron's one all_reduce
// over tp (the row-parallel w2's output) and the bucketed gradients and
// loss over dp, against mlir-runner.
// RUN: shard-opt %s --dist-plan-report="devices=4 cluster=%S/Inputs/fast-links.json json=true" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT:      "assumptions": {
// REPORT-NEXT:   "buckets": "dp's merged collectives in buckets (--bucket-bytes) that spend at most an eighth of their time in latency, from 1 MiB to a layer's weights",
// REPORT-NEXT:   "compute": "compute at 0.5 of peak",
// REPORT-NEXT:   "memory": "weights, gradients, the optimizer's state and activations; no workspace {{.*}}",
// REPORT-NEXT:   "mfu": "model FLOPs (3 x forward) per second over the device's f32 peak",
// REPORT-NEXT:   "optimizer": "Adam's two moments, and f32 master weights of 16-bit ones, its update (28 bytes an element a rank updates) in the compute as a loop nest",
// REPORT-NEXT:   "overlap": "dp's collectives behind the compute without stages or microbatches {{.*}}; nothing else overlapped"
// REPORT-NEXT: },
// REPORT: "forward_flops": 10913,
// REPORT: "tp_blocks": 1,
// REPORT: "training": true,
// REPORT: "weight_bytes": 2560
// The plan it runs below predicts the bytes the run sends over tp: the
// forward's all_reduce of w2's output (64 bytes), and none in the
// backward, whose column-parallel w1 reads the batch, which has no
// gradient (counted as the forward's, it was 128).
// RUN: shard-opt %s --dist-plan-report="devices=4 cluster=%S/Inputs/fast-links.json json=true compare=2x1x2/1/gpipe" -o /dev/null | FileCheck %s --check-prefix=TPBYTES
// TPBYTES: "role": "given",
// TPBYTES: "tp_bytes_per_device": 64,
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %s --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=2x1x2/1/gpipe" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir
// CHECK: dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=2]>
// CHECK: func.func @step(%arg0: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// CHECK-SAME: %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// CHECK-SAME: %arg4: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
// CHECK-SAME: %arg5: tensor<8x16xf32> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg6: tensor<8x4xf32> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
// CHECK-SAME: -> (tensor<f32>, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
// RUN: shard-run %t/planned.mlir --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC-LABEL: shard-run: @step ran on dp=2,pp=1,tp=2 (4 ranks)
// EXEC-NEXT: communication: 1 x all_reduce over {"tp"}, 64 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_reduce over {"dp"}, 1284 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed

#id = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
#id3 = affine_map<(i, j, k) -> (i, j, k)>
func.func @step(%w1: tensor<16x32xf32>, %w2: tensor<32x4xf32>,
                %m1: tensor<16x32xf32>, %m2: tensor<32x4xf32>,
                %lr: tensor<f32>,
                %x: tensor<8x16xf32> {dist.microbatch_dim = 0 : i64},
                %y: tensor<8x4xf32> {dist.microbatch_dim = 0 : i64})
    -> (tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<16x32xf32>, tensor<32x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %quarter = arith.constant 0.25 : f32
  %eighth = arith.constant 0.125 : f32
  %beta = arith.constant 0.9 : f32
  // The forward pass: relu(x w1) w2 against y.
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %eo = tensor.empty() : tensor<8x4xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %out = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%zo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %diff = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%out, %y : tensor<8x4xf32>, tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.subf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]}
      ins(%diff : tensor<8x4xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%d: f32, %acc: f32):
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %eighth : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // The backward pass: dout = diff / 4, dw2 = a^T dout, da = dout w2^T,
  // dh = da (h > 0), dw1 = x^T dh.
  %dout = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%diff : tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %r = arith.mulf %d, %quarter : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %ew2 = tensor.empty() : tensor<32x4xf32>
  %zw2 = linalg.fill ins(%zero : f32) outs(%ew2 : tensor<32x4xf32>) -> tensor<32x4xf32>
  %dw2 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %dout : tensor<8x32xf32>, tensor<8x4xf32>) outs(%zw2 : tensor<32x4xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  %da = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>, affine_map<(b, i, j) -> (b, i)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dout, %w2 : tensor<8x4xf32>, tensor<32x4xf32>) outs(%zh : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %ew1 = tensor.empty() : tensor<16x32xf32>
  %zw1 = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw1 = linalg.generic {
      indexing_maps = [affine_map<(i, j, b) -> (b, i)>, affine_map<(i, j, b) -> (b, j)>, affine_map<(i, j, b) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw1 : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  // The update: SGD with momentum, m' = 0.9 m + g, w' = w - lr m'; w1's
  // momentum in a [16, 4, 8] form (as the front end leaves a weight's
  // update when its gradient is split by heads).
  %m1h = tensor.expand_shape %m1 [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  %dw1h = tensor.expand_shape %dw1 [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  %em1h = tensor.empty() : tensor<16x4x8xf32>
  %nm1h = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%m1h, %dw1h : tensor<16x4x8xf32>, tensor<16x4x8xf32>) outs(%em1h : tensor<16x4x8xf32>) {
  ^bb0(%m: f32, %g: f32, %o: f32):
    %s = arith.mulf %m, %beta : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<16x4x8xf32>
  %nm1 = tensor.collapse_shape %nm1h [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %nw1 = linalg.generic {indexing_maps = [#id, #id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %nm1, %lr : tensor<16x32xf32>, tensor<16x32xf32>, tensor<f32>) outs(%ew1 : tensor<16x32xf32>) {
  ^bb0(%w: f32, %m: f32, %l: f32, %o: f32):
    %s = arith.mulf %m, %l : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %nm2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %dw2 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%ew2 : tensor<32x4xf32>) {
  ^bb0(%m: f32, %g: f32, %o: f32):
    %s = arith.mulf %m, %beta : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  %nw2 = linalg.generic {indexing_maps = [#id, #id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %nm2, %lr : tensor<32x4xf32>, tensor<32x4xf32>, tensor<f32>) outs(%ew2 : tensor<32x4xf32>) {
  ^bb0(%w: f32, %m: f32, %l: f32, %o: f32):
    %s = arith.mulf %m, %l : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x4xf32>
  return %loss, %nw1, %nw2, %nm1, %nm2 : tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<16x32xf32>, tensor<32x4xf32>
}
