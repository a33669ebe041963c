// The distributed optimizer (ZeRO-1, --dist-shard-optimizer, shard-run
// --shard-optimizer) on a training step with SGD-with-momentum state,
// the weights split over tp (Megatron's column/row pair), the batch over
// dp. Each momentum buffer and its next value gain dp on their first dim
// that it divides, minor to tp; the update reads each weight split the same
// way (a dist.shard, through the reshape the front end made of w1), and
// each next weight is made split and returned whole. Partitioned, the
// gradients are reduce_scattered over dp instead of all_reduced, each rank
// updates its quarter of every weight and momentum, and the next weights
// are all_gathered in one bucket: the bytes an all_reduce sends, half the
// momentum held per rank. Checked against mlir-runner on dp=2,tp=2 and on a pipeline
// (dp=2,pp=2, 1F1B, 4 microbatches), and the momentum carried between the
// steps of a job, still split, against the unsharded job.
// RUN: shard-opt %s --dist-front-end --dist-shard-optimizer | FileCheck %s
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg3: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>}
// CHECK-SAME: -> (tensor<f32>, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>})
// CHECK-NEXT: %[[W2:.*]] = dist.shard %arg1 to #dist.sharding<@mesh, [{"tp", "dp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: %[[W1:.*]] = dist.shard %arg0 to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<16x32xf32>
// CHECK: %[[W1H:.*]] = tensor.expand_shape %[[W1]] {{\[}}[0], [1, 2]] output_shape [16, 4, 8]
// CHECK-NEXT: %[[NW1H:.*]] = linalg.generic {{.*}} ins(%[[W1H]],
// CHECK: %[[NW1:.*]] = tensor.collapse_shape %[[NW1H]]
// CHECK: %[[W2H:.*]] = tensor.expand_shape %[[W2]] {{\[}}[0, 1], [2]] output_shape [4, 8, 4]
// CHECK-NEXT: %[[NW2H:.*]] = linalg.generic {{.*}} ins(%[[W2H]],
// CHECK: %[[NW2:.*]] = tensor.collapse_shape %[[NW2H]]
// CHECK-NEXT: %[[R1:.*]] = dist.shard %[[NW1]] to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<16x32xf32>
// CHECK-NEXT: %[[R2:.*]] = dist.shard %[[NW2]] to #dist.sharding<@mesh, [{"tp", "dp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: return %{{.*}}, %[[R1]], %[[R2]], %{{.*}}, %{{.*}} :
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-run %s --shard-optimizer=dp --check -o %t/dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/dptp
// EXEC-LABEL: shard-run: @step ran on dp=2,pp=1,tp=2 (4 ranks)
// EXEC-NEXT: communication: 2 x all_slice over {"dp"}, 0 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_reduce over {"tp"}, 64 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_reduce over {"dp"}, 4 bytes sent per rank
// EXEC-NEXT: communication: 2 x reduce_scatter over {"dp"}, 640 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_gather over {"dp"}, 640 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed
// Without it, the gradients' all_reduce sends the same bytes.
// RUN: shard-run %s -o %t/plain | FileCheck %s --check-prefix=PLAIN
// PLAIN: communication: 1 x all_reduce over {"dp"}, 1284 bytes sent per rank
// In a pipeline each stage's last backward pass starts the reduce_scatter
// of its gradient's sum once the sum is final, left in flight while the
// pass and the table's later rows run (as Megatron's distributed optimizer
// overlaps it with the last microbatch); the update after the table reads
// the share.
// RUN: shard-run %s --shard-optimizer=dp --mesh dp=2,pp=2,tp=1 --microbatches 4 --schedule 1f1b --check -o %t/pipeline | FileCheck %s --check-prefix=PIPE
// RUN: %oracle %s %t/pipeline
// PIPE-LABEL: shard-run: @step ran on dp=2,pp=2,tp=1 (4 ranks)
// PIPE-DAG: communication: stage 0: 1 x reduce_scatter_buffers over {"dp"}, 1024 bytes sent per rank
// PIPE-DAG: communication: stage 0: 1 x all_gather over {"dp"}
// PIPE-DAG: communication: stage 1: 1 x reduce_scatter_buffers over {"dp"}, 256 bytes sent per rank
// PIPE-DAG: communication: stage 1: 1 x all_gather over {"dp"}
// PIPE-DAG: communication: stage 1: 1 x all_reduce_buffers over {"dp"}
// PIPE: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+}} 5376 256
// PIPE: check passed
// On one stage both sums are final in the same pass and fit one bucket:
// one dist.reduce_scatter_buffers of two pairs (the bytes of both), here
// started as on a device (SHARDRT_OVERLAP=1: one MPI request list, one
// wait) and checked against mlir-runner's step.
// RUN: env SHARDRT_OVERLAP=1 shard-run %s --shard-optimizer=dp --mesh dp=2,pp=1,tp=2 --microbatches 2 --check -o %t/bucket | FileCheck %s --check-prefix=BUCKET
// RUN: %oracle %s %t/bucket
// RUN: grep -c "shardrt::scattered(" %t/bucket/work/partitioned/program.cpp | FileCheck %s --check-prefix=PAIRS
// BUCKET-LABEL: shard-run: @step ran on dp=2,pp=1,tp=2 (4 ranks)
// BUCKET-DAG: communication: stage 0: 1 x reduce_scatter_buffers over {"dp"}, 640 bytes sent per rank
// BUCKET-DAG: communication: stage 0: 1 x all_gather over {"dp"}, 640 bytes sent per rank
// BUCKET: check passed
// PAIRS: {{^}}2{{$}}
// With --shard-gradients (ZeRO-2) each microbatch's gradient is
// reduce_scattered where its backward pass makes it (left in flight while
// the next rows run), four times the reduce_scatters and their bytes, and a
// stage accumulates only its share. Its one weight is also held whole, in
// the buffer the reduce_scatter reads, and that buffer stays allocated
// while the scatter is in flight, so this stage's arena is larger than
// ZeRO-1's (6400 against 5376 bytes): ZeRO-2 saves memory where a stage
// holds many gradients of a shape.
// RUN: shard-run %s --shard-optimizer=dp --shard-gradients --mesh dp=2,pp=2,tp=1 --microbatches 4 --schedule 1f1b --check -o %t/zero2 | FileCheck %s --check-prefix=ZEROTWO
// RUN: %oracle %s %t/zero2
// ZEROTWO-LABEL: shard-run: @step ran on dp=2,pp=2,tp=1 (4 ranks)
// ZEROTWO-DAG: communication: stage 0: 4 x reduce_scatter_buffers over {"dp"}, 4096 bytes sent per rank
// ZEROTWO-DAG: communication: stage 0: 1 x all_gather over {"dp"}, 1024 bytes sent per rank
// ZEROTWO-DAG: communication: stage 1: 4 x reduce_scatter_buffers over {"dp"}, 1024 bytes sent per rank
// ZEROTWO-DAG: communication: stage 1: 1 x all_gather over {"dp"}, 256 bytes sent per rank
// ZEROTWO: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+}} 6400 256
// ZEROTWO: check passed
// The same with the reduce_scatters started and left in flight as on a
// device (SHARDRT_OVERLAP=1: on the host they run in line otherwise).
// RUN: env SHARDRT_OVERLAP=1 shard-run %s --shard-optimizer=dp --shard-gradients --mesh dp=2,pp=2,tp=1 --microbatches 4 --schedule 1f1b --check -o %t/zero2o | FileCheck %s --check-prefix=ZEROTWO
// RUN: %oracle %s %t/zero2o
// Without microbatches there is nothing to accumulate, so nothing to
// shard: told, not ignored.
// RUN: not shard-run %s --shard-optimizer=dp --shard-gradients -o %t/alone 2>&1 | FileCheck %s --check-prefix=NOPIPE --implicit-check-not=error:
// NOPIPE: shard-run: error: --shard-gradients needs a pipeline, but @step has no dist.stage_boundary cuts, and its mesh no "pp" axis of several devices nor one of one device with --microbatches
// Nor without a sharded optimizer, whose gradients it shards.
// RUN: not shard-run %s --shard-gradients --microbatches 2 -o %t/whole 2>&1 | FileCheck %s --check-prefix=WHOLE --implicit-check-not=error:
// WHOLE: distributed_optimizer.mlir:{{[0-9]+}}:1: error: 'func.func' op has no sum over the microbatches that a reduce_scatter shards (a gradient whose optimizer state is sharded, as --dist-shard-optimizer shards it, over several microbatches), so shard-gradients has nothing to shard
// In the IR (gradient accumulation on one stage): the backward pass
// adds the running sum (this rank's share) into the rank's own block of
// each gradient where it makes it, stores the gradient into a whole buffer
// and starts a reduce_scatter from it into the sum, left in flight while
// the table's next rows run; the reduce_scatter's result is the new sum,
// which the update reads after the table.
// RUN: shard-opt %s --dist-parallelize="shard-optimizer=dp microbatches=2 shard-gradients=true" | FileCheck %s --check-prefix=ZERO2
// ZERO2: %[[DW2SUM:.*]] = dist.buffer : !dist.buffer<tensor<1x8x4xf32>>
// ZERO2-NEXT: dist.store %{{.*}}, %[[DW2SUM]]
// ZERO2-NEXT: %[[DW2WHOLE:.*]] = dist.buffer : !dist.buffer<tensor<2x8x4xf32>>
// ZERO2: %[[DW1SUM:.*]] = dist.buffer : !dist.buffer<tensor<8x2x8xf32>>
// ZERO2-NEXT: dist.store %{{.*}}, %[[DW1SUM]]
// ZERO2-NEXT: %[[DW1WHOLE:.*]] = dist.buffer : !dist.buffer<tensor<16x2x8xf32>>
// ZERO2: backward chunk 0
// ZERO2: %[[DW2:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x8x4xf32>)
// ZERO2: } -> tensor<2x8x4xf32>
// ZERO2-NEXT: %[[S2:.*]] = dist.load %[[DW2SUM]]
// ZERO2-NEXT: %[[RANK:.*]] = dist.group_rank on @mesh axes ["dp"] : index
// ZERO2-NEXT: %[[OWN2:.*]] = tensor.extract_slice %[[DW2]][%[[RANK]], 0, 0] [1, 8, 4] [1, 1, 1]
// ZERO2: ins(%[[S2]], %[[OWN2]] :
// ZERO2: %[[CARRIED2:.*]] = tensor.insert_slice %{{.*}} into %[[DW2]][%[[RANK]], 0, 0] [1, 8, 4] [1, 1, 1]
// ZERO2-NEXT: dist.store %[[CARRIED2]], %[[DW2WHOLE]]
// ZERO2-NEXT: dist.reduce_scatter_buffers %[[DW2WHOLE]] into %[[DW2SUM]] on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<2x8x4xf32>> -> !dist.buffer<tensor<1x8x4xf32>>
// ZERO2: %[[OFFSET:.*]] = arith.muli %[[RANK]], %{{.*}} : index
// ZERO2-NEXT: tensor.extract_slice %{{.*}}[%[[OFFSET]], 0, 0] [8, 2, 8] [1, 1, 1]
// ZERO2: dist.reduce_scatter_buffers %[[DW1WHOLE]] into %[[DW1SUM]] on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<16x2x8xf32>> -> !dist.buffer<tensor<8x2x8xf32>>
// ZERO2-NEXT: }
// ZERO2: backward chunk 0
// ZERO2: dist.reduce_scatter_buffers %[[DW1WHOLE]] into %[[DW1SUM]]
// ZERO2-NEXT: }
// ZERO2-NEXT: %[[G1:.*]] = dist.load %[[DW1SUM]] : !dist.buffer<tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
// ZERO2-NOT: dist.reduce_scatter
// ZERO2: ins(%{{.*}}, %[[G1]] : tensor<8x2x8xf32>, tensor<8x2x8xf32>)
// Without --shard-gradients (ZeRO-1) every pass adds each gradient into a
// whole running sum; the table's last action (the second microbatch's
// backward, a region of its own) starts the sums' reduce_scatters into the
// rank's shares once it stores the last term of the bucket's last sum (both
// sums fit in one bucket of 1 MiB), left in flight while the pass goes on,
// and the update after the table reads the shares.
// RUN: shard-opt %s --dist-parallelize="shard-optimizer=dp microbatches=2" | FileCheck %s --check-prefix=ZERO1
// ZERO1: %[[DW2SUM:.*]] = dist.buffer : !dist.buffer<tensor<2x8x4xf32>>
// ZERO1: %[[DW1SUM:.*]] = dist.buffer : !dist.buffer<tensor<16x2x8xf32>>
// ZERO1-NEXT: dist.store %{{.*}}, %[[DW1SUM]]
// ZERO1-NEXT: %[[DW1SHARE:.*]] = dist.buffer : !dist.buffer<tensor<8x2x8xf32>>
// ZERO1-NEXT: %[[DW2SHARE:.*]] = dist.buffer : !dist.buffer<tensor<1x8x4xf32>>
// ZERO1: dist.schedule cases [0, 1, 0, 2] microbatches [0, 0, 1, 1]
// ZERO1: backward chunk 0
// ZERO1-NOT: dist.reduce_scatter
// ZERO1: backward chunk 0
// ZERO1: dist.store %{{.*}}, %[[DW2SUM]]
// ZERO1-NOT: dist.reduce_scatter
// ZERO1: dist.store %{{.*}}, %[[DW1SUM]]
// ZERO1-NEXT: dist.reduce_scatter_buffers %[[DW2SUM]], %[[DW1SUM]] into %[[DW2SHARE]], %[[DW1SHARE]] on @mesh axes ["dp"] dims [0, 0] : !dist.buffer<tensor<2x8x4xf32>>, !dist.buffer<tensor<16x2x8xf32>> -> !dist.buffer<tensor<1x8x4xf32>>, !dist.buffer<tensor<8x2x8xf32>>
// ZERO1-NEXT: }
// ZERO1-NOT: dist.reduce_scatter
// ZERO1: dist.load %[[DW1SHARE]] : !dist.buffer<tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
// ZERO1-NOT: dist.reduce_scatter
// ZERO1: dist.load %[[DW2SHARE]] : !dist.buffer<tensor<1x8x4xf32>> -> tensor<1x8x4xf32>
// ZERO1-NOT: dist.reduce_scatter
// A job of 3 steps (the weights and momentum marked dist.updated_by): each
// rank's share of the momentum stays on it between steps.
// RUN: sed -e 's/w1: tensor<16x32xf32> {/&dist.updated_by = 1 : i64, /' -e 's/w2: tensor<32x4xf32> {/&dist.updated_by = 2 : i64, /' -e 's/m1: tensor<16x32xf32> {/&dist.updated_by = 3 : i64, /' -e 's/m2: tensor<32x4xf32> {/&dist.updated_by = 4 : i64, /' %s > %t/job.mlir
// RUN: shard-run %t/job.mlir --shard-optimizer=dp --steps 3 --check -o %t/job | FileCheck %s --check-prefix=JOB
// JOB: job: steps 1..3
// JOB: loss of every step (3): max rel err {{.*}}: ok
// JOB: check passed

#id = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
#id3 = affine_map<(i, j, k) -> (i, j, k)>
dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=2]>
func.func @step(%w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                %w2: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                %m1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                %m2: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                %lr: tensor<f32>,
                %x: tensor<8x16xf32> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                %y: tensor<8x4xf32> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> (tensor<f32>, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
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
