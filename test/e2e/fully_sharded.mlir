// Fully sharded data parallelism (FSDP, ZeRO-3: --dist-shard-optimizer's
// `weights`, shard-run --fsdp) on distributed_optimizer.mlir's training
// step (SGD with momentum, the weights split over tp, the batch over dp).
// Each weight is stored split over dp as its momentum is, and returned
// split; the forward pass reads it through a dist.shard to its tp sharding
// (an all_gather over dp), and the backward pass through one of its own
// marked dist.regather, so that partitioning and CSE keep the two gathers
// apart: w1 is read by the forward pass only (dw1 = x^T dh), w2 by both
// (da = dout w2^T). Partitioned, each rank holds a quarter of every weight
// and momentum; the step all_gathers w1 once and w2 twice (512 + 2 x 128
// bytes) and reduce_scatters both gradients; no weight is all_gathered at
// the end, as ZeRO-1 does. Checked against mlir-runner on dp=2,tp=2 and on
// a pipeline (dp=2,pp=2, 1F1B, 4 microbatches: each stage gathers each
// weight once per step, before its table, not per microbatch, and not
// again for the backward pass, whose gather --dist-pipeline unmarks for CSE
// to share), and a 3-step job against the unsharded one.
// RUN: shard-opt %S/distributed_optimizer.mlir --dist-front-end --dist-shard-optimizer=weights=true | FileCheck %s
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %arg0: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>}, %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg3: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>}
// CHECK-SAME: -> (tensor<f32>, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>})
// The update's reads, split.
// CHECK-NEXT: %[[W2S:.*]] = dist.shard %arg1 to #dist.sharding<@mesh, [{"tp", "dp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: %[[W1S:.*]] = dist.shard %arg0 to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<16x32xf32>
// The forward pass's reads, gathered.
// CHECK: %[[W1F:.*]] = dist.shard %arg0 to #dist.sharding<@mesh, [{}, {"tp"}]> : tensor<16x32xf32>
// CHECK-NEXT: %[[W1FH:.*]] = tensor.expand_shape %[[W1F]] {{\[}}[0], [1, 2]] output_shape [16, 4, 8]
// CHECK: %[[W2F:.*]] = dist.shard %arg1 to #dist.sharding<@mesh, [{"tp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: %[[W2FH:.*]] = tensor.expand_shape %[[W2F]] {{\[}}[0, 1], [2]] output_shape [4, 8, 4]
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}}, %[[W2FH]] :
// The backward pass's read of w2, gathered again, its reshape cloned.
// CHECK: %[[W2B:.*]] = dist.shard %arg1 to #dist.sharding<@mesh, [{"tp"}, {}]> : tensor<32x4xf32> {dist.regather}
// CHECK-NEXT: %[[W2BH:.*]] = tensor.expand_shape %[[W2B]] {{\[}}[0, 1], [2]] output_shape [4, 8, 4]
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}}, %[[W2BH]] :
// CHECK-NOT: dist.regather
// The next weights, returned split.
// CHECK: %[[R1:.*]] = dist.shard %{{.*}} to #dist.sharding<@mesh, [{"dp"}, {"tp"}]> : tensor<16x32xf32>
// CHECK-NEXT: %[[R2:.*]] = dist.shard %{{.*}} to #dist.sharding<@mesh, [{"tp", "dp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: return %{{.*}}, %[[R1]], %[[R2]], %{{.*}}, %{{.*}} :
//
// Partitioned (--dist-parallelize's shard-weights): three gathers after
// CSE, the backward pass's still marked; the weights and momenta arrive
// as quarters (8x16 of 16x32, 8x4 of 32x4) and leave so. Each gather of
// a weight moves up to just after the first reader of the gather before
// it, as FSDP prefetches the next layer's weights: w2's after the first
// GEMM reads w1, its backward gather after the second GEMM reads w2 (the
// code generator starts each there and waits where it is read). Each
// gradient is reduce_scattered as soon as it is made, so that no whole
// gradient waits for the update (--dist-optimize-collectives).
// RUN: shard-opt %S/distributed_optimizer.mlir --dist-parallelize="shard-optimizer=dp shard-weights=true" | FileCheck %s --check-prefix=PART
// PART-LABEL: func.func @step(%arg0: tensor<8x16xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<f32>,
// PART-SAME: -> (tensor<f32>, tensor<8x16xf32>, tensor<8x4xf32>, tensor<8x16xf32>, tensor<8x4xf32>)
// PART: dist.all_gather %arg0 on @mesh axes ["dp"] dim 0 : tensor<8x16xf32> -> tensor<16x16xf32>
// PART: linalg.generic {{.*}} ins(%arg5, %{{.*}} : tensor<4x16xf32>, tensor<16x2x8xf32>)
// PART: } -> tensor<4x2x8xf32>
// PART-NEXT: dist.all_gather %arg1 on @mesh axes ["dp"] dim 0 : tensor<8x4xf32> -> tensor<16x4xf32>
// PART: } -> tensor<4x4xf32>
// PART-NEXT: dist.all_gather %arg1 on @mesh axes ["dp"] dim 0 {dist.regather} : tensor<8x4xf32> -> tensor<16x4xf32>
// PART-NOT: dist.all_gather
// PART: } -> tensor<2x8x4xf32>
// PART-NEXT: dist.reduce_scatter %{{.*}} on @mesh axes ["dp"] dim 0 : tensor<2x8x4xf32> -> tensor<1x8x4xf32>
// PART-NOT: dist.all_gather
// PART: } -> tensor<16x2x8xf32>
// PART-NEXT: dist.reduce_scatter %{{.*}} on @mesh axes ["dp"] dim 0 : tensor<16x2x8xf32> -> tensor<8x2x8xf32>
// PART-NOT: dist.all_gather
// PART: return
// The kernel plan starts the first gather and overlaps it with a fill, the
// second with the loop after the first GEMM, and the first reduce_scatter
// with the backward GEMMs after it.
// RUN: shard-opt %S/distributed_optimizer.mlir --dist-parallelize="shard-optimizer=dp shard-weights=true" | shard-translate --emit-plan | FileCheck %s --check-prefix=PLAN
// PLAN: k[[G1:[0-9]+]]: dist.all_gather group 0 b0 -> {{b[0-9]+}} (started)
// PLAN-NEXT: loop
// PLAN-NEXT: wait k[[G1]]
// PLAN-NEXT: gemm
// PLAN-NEXT: k[[G2:[0-9]+]]: dist.all_gather group 0 b1 -> {{b[0-9]+}} (started)
// PLAN-NEXT: loop
// PLAN-NEXT: wait k[[G2]]
// PLAN: k[[R:[0-9]+]]: dist.reduce_scatter group 0 {{.*}} (started)
// PLAN-NEXT: gemm
// PLAN: wait k[[R]]
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-run %S/distributed_optimizer.mlir --fsdp=dp --check -o %t/dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %S/distributed_optimizer.mlir %t/dptp
// EXEC-LABEL: shard-run: @step ran on dp=2,pp=1,tp=2 (4 ranks)
// EXEC-NEXT: communication: 3 x all_gather over {"dp"}, 768 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_reduce over {"tp"}, 64 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_reduce over {"dp"}, 4 bytes sent per rank
// EXEC-NEXT: communication: 2 x reduce_scatter over {"dp"}, 640 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed
// On the host a started collective runs in line unless SHARDRT_OVERLAP=1
// makes it nonblocking (MPI_Iallgather, MPI_Ireduce_scatter_block), as
// here: a wait placed too late would read a weight not yet gathered.
// RUN: env SHARDRT_OVERLAP=1 shard-run %S/distributed_optimizer.mlir --fsdp=dp --check -o %t/overlap | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %S/distributed_optimizer.mlir %t/overlap
// RUN: FileCheck %s --check-prefix=PROG --input-file %t/overlap/work/partitioned/program.cpp
// PROG: shardrt::startAllGather(rt, 0, {{.*}}, 0, stream, pending
// PROG: shardrt::wait(
// PROG: shardrt::startReduceScatter(rt, 0, {{.*}}, 0, shardrt::ReduceOp::Sum, stream, pending
// In a pipeline each pass gathers the weights it reads where it reads
// them, as FSDP does: stage 0's forward passes w1 (4 microbatches, 1024
// bytes each; its backward passes do not read it), stage 1's forward and
// backward passes w2. A rank never holds a weight whole between passes.
// Each stage's gradient sum is reduce_scattered once, started in its last
// backward pass as the sum becomes final.
// RUN: shard-run %S/distributed_optimizer.mlir --fsdp=dp --mesh dp=2,pp=2,tp=1 --microbatches 4 --schedule 1f1b --check -o %t/pipeline | FileCheck %s --check-prefix=PIPE
// RUN: %oracle %S/distributed_optimizer.mlir %t/pipeline
// PIPE-LABEL: shard-run: @step ran on dp=2,pp=2,tp=1 (4 ranks)
// PIPE-DAG: communication: stage 0: 4 x all_gather over {"dp"}, 4096 bytes sent per rank
// PIPE-DAG: communication: stage 0: 1 x reduce_scatter_buffers over {"dp"}, 1024 bytes sent per rank
// PIPE-DAG: communication: stage 1: 8 x all_gather over {"dp"}, 2048 bytes sent per rank
// PIPE-DAG: communication: stage 1: 1 x reduce_scatter_buffers over {"dp"}, 256 bytes sent per rank
// PIPE: check passed
// With --shard-gradients (ZeRO-3, as PyTorch's FSDP accumulates
// microbatches): each pass also reduce_scatters the gradients it makes
// into the rank's share, so that no gradient is held whole beyond a pass.
// RUN: shard-run %S/distributed_optimizer.mlir --fsdp=dp --shard-gradients --mesh dp=2,pp=2,tp=1 --microbatches 4 --schedule 1f1b --check -o %t/zero3 | FileCheck %s --check-prefix=ZEROTHREE
// RUN: %oracle %S/distributed_optimizer.mlir %t/zero3
// ZEROTHREE-LABEL: shard-run: @step ran on dp=2,pp=2,tp=1 (4 ranks)
// ZEROTHREE-DAG: communication: stage 0: 4 x all_gather over {"dp"}, 4096 bytes sent per rank
// ZEROTHREE-DAG: communication: stage 0: 4 x reduce_scatter_buffers over {"dp"}, 4096 bytes sent per rank
// ZEROTHREE-DAG: communication: stage 1: 8 x all_gather over {"dp"}, 2048 bytes sent per rank
// ZEROTHREE-DAG: communication: stage 1: 4 x reduce_scatter_buffers over {"dp"}, 1024 bytes sent per rank
// ZEROTHREE: check passed
// Over microbatches alone, and started beside the compute as on a device:
// a pass's second gather is started after the first weight's reader and
// waited for before its own.
// RUN: env SHARDRT_OVERLAP=1 shard-run %S/distributed_optimizer.mlir --fsdp=dp --shard-gradients --microbatches 2 --schedule gpipe --check -o %t/zero3mb | FileCheck %s --check-prefix=ZEROTHREEMB
// RUN: %oracle %S/distributed_optimizer.mlir %t/zero3mb
// ZEROTHREEMB-LABEL: shard-run: @step ran on dp=2,pp=1,tp=2 (4 ranks)
// ZEROTHREEMB: communication: stage 0: 6 x all_gather over {"dp"}
// ZEROTHREEMB: communication: stage 0: 4 x reduce_scatter_buffers over {"dp"}
// ZEROTHREEMB: check passed
// RUN: FileCheck %s --check-prefix=PREFETCH --input-file %t/zero3mb/work/partitioned/program.cpp
// PREFETCH: case 0: {
// PREFETCH: shardrt::allGather(rt, 0, [[W1:b[0-9]+]], [[G1:b[0-9]+]],
// PREFETCH-NEXT: k{{[0-9]+}}({{.*}}[[G1]]
// PREFETCH-NEXT: shardrt::Pending pending[[P:[0-9]+]];
// PREFETCH-NEXT: shardrt::startAllGather(rt, 0, [[W2:b[0-9]+]], [[G2:b[0-9]+]], {{.*}} pending[[P]]));
// PREFETCH-NEXT: k{{[0-9]+}}(
// PREFETCH-NEXT: shardrt::wait(rt, pending[[P]], stream));
// PREFETCH-NEXT: k{{[0-9]+}}({{.*}}[[G2]]
// PREFETCH: case 1: {
// A job of 3 steps: each rank's quarter of the weights and momenta stays
// on it between steps.
// RUN: sed -e 's/w1: tensor<16x32xf32> {/&dist.updated_by = 1 : i64, /' -e 's/w2: tensor<32x4xf32> {/&dist.updated_by = 2 : i64, /' -e 's/m1: tensor<16x32xf32> {/&dist.updated_by = 3 : i64, /' -e 's/m2: tensor<32x4xf32> {/&dist.updated_by = 4 : i64, /' %S/distributed_optimizer.mlir > %t/job.mlir
// RUN: shard-run %t/job.mlir --fsdp=dp --steps 3 --check -o %t/job | FileCheck %s --check-prefix=JOB
// JOB: communication: 3 x all_gather over {"dp"}, 768 bytes sent per rank
// JOB: job: steps 1..3
// JOB: loss of every step (3): max rel err {{.*}}: ok
// JOB: check passed
