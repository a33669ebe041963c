// The planner and the distributed optimizer (ZeRO-1), on auto-plan-train's
// momentum step. On 2 devices of 10 KB each, data parallelism alone needs
// 11.3 KB per device (weights 2.6 KB, gradients 2.6 KB, the momentum 5.1
// KB, activations); with the optimizer's state split over dp it needs 8.8 KB
// and is faster than tensor parallelism, so it is chosen. The plan is
// written as --dist-shard-optimizer writes it, on the program as the front
// end leaves it (the planner's passes run it first; here the momentum's
// [16, 4, 8] form spreads over the step): the momentum buffers and their
// next values split over dp, the update reading each weight split and
// making each value of its chain split, each next weight returned whole. The planned step runs
// against mlir-runner, the gradients reduce_scattered over dp and the new
// weights all_gathered.
// RUN: shard-opt %S/auto-plan-train.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/tight-memory.json compare=2x1x1/1/gpipe" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: data parallel    dp=2 pp=1 tp=1, optimizer over dp {{.*}} 2.6 KB 2.6 KB 2.6 KB 1.1 KB 8.8 KB yes
// REPORT: chosen           dp=2 pp=1 tp=1, optimizer over dp {{.*}} 8.8 KB yes
// REPORT: given            dp=2 pp=1 tp=1 {{.*}} 2.6 KB 2.6 KB 5.1 KB 1.1 KB 11.3 KB no
// REPORT: verdict: does not fit on one device (10.5 KB > 10.0 KB): data parallel, the optimizer's state sharded over dp
// RUN: shard-opt %S/auto-plan-train.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/tight-memory.json json=true" -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "role": "tensor parallel",
// JSON:      "gradient_bytes": 2560,
// JSON:      "memory_bytes": 8768,
// JSON:      "optimizer_bytes": 2560,
// JSON:      "pp_bytes_per_device": 0,
// JSON:      "role": "chosen",
// JSON:      "shard_optimizer": true,
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/tight-memory.json" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir
// CHECK: dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=1]>
// CHECK: func.func @step(%arg0: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
// CHECK-SAME: %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg3: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
// CHECK-SAME: -> (tensor<f32>, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
// CHECK-NEXT: %[[W2:.*]] = dist.shard %arg1 to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: %[[W1:.*]] = dist.shard %arg0 to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<16x32xf32>
// CHECK: %[[M1:.*]] = tensor.expand_shape %arg2 {{.*}} into tensor<16x4x8xf32>
// CHECK-NEXT: %[[NM1:.*]] = linalg.generic {{.*}} ins(%[[M1]], %{{.*}} : tensor<16x4x8xf32>, tensor<16x4x8xf32>)
// CHECK: %[[W1H:.*]] = tensor.expand_shape %[[W1]] {{.*}} into tensor<16x4x8xf32>
// CHECK-NEXT: %[[NW1:.*]] = linalg.generic {{.*}} ins(%[[W1H]], %[[NM1]], %arg4 :
// CHECK: %[[NW1C:.*]] = tensor.collapse_shape %[[NW1]]
// CHECK: %[[M2:.*]] = tensor.expand_shape %arg3 {{.*}} into tensor<4x8x4xf32>
// CHECK-NEXT: %[[NM2:.*]] = linalg.generic {{.*}} ins(%[[M2]], %{{.*}} : tensor<4x8x4xf32>, tensor<4x8x4xf32>)
// CHECK: %[[W2H:.*]] = tensor.expand_shape %[[W2]] {{.*}} into tensor<4x8x4xf32>
// CHECK-NEXT: %[[NW2:.*]] = linalg.generic {{.*}} ins(%[[W2H]], %[[NM2]], %arg4 :
// CHECK: %[[NW2C:.*]] = tensor.collapse_shape %[[NW2]]
// CHECK-NEXT: %[[R1:.*]] = dist.shard %[[NW1C]] to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<16x32xf32>
// CHECK-NEXT: %[[R2:.*]] = dist.shard %[[NW2C]] to #dist.sharding<@mesh, [{"dp"}, {}]> : tensor<32x4xf32>
// CHECK-NEXT: return %{{.*}}, %[[R1]], %[[R2]], %{{.*}}, %{{.*}} :
// RUN: shard-run %t/planned.mlir --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC-LABEL: shard-run: @step ran on dp=2,pp=1,tp=1 (2 ranks)
// EXEC-NEXT: communication: 2 x all_slice over {"dp"}, 0 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_reduce over {"dp"}, 4 bytes sent per rank
// EXEC-NEXT: communication: 2 x reduce_scatter over {"dp"}, 1280 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_gather over {"dp"}, 1280 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed
// A plan given with /shard-optimizer is written the same way.
// RUN: shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=2x1x2/1/gpipe/shard-optimizer" | FileCheck %s --check-prefix=GIVEN
// GIVEN: %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg3: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>}
// RUN: not shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=1x1x4/1/gpipe/shard-optimizer" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODP
// NODP: error: @step cannot run 1x1x4/1/gpipe/shard-optimizer on 4 devices
// The techniques come in any order: the same plan both ways.
// RUN: shard-opt %S/auto-plan-train.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/fast-links.json compare=2x1x2/2/gpipe/shard-optimizer/recompute" -o /dev/null | FileCheck %s --check-prefix=ORDER
// RUN: shard-opt %S/auto-plan-train.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/fast-links.json compare=2x1x2/2/gpipe/recompute/shard-optimizer" -o /dev/null | FileCheck %s --check-prefix=ORDER
// ORDER: given dp=2 pp=1 tp=2, recomputed, optimizer over dp, 2 microbatches {{.*}} 1.3 KB node 1.3 KB 1.3 KB 1.3 KB 800 B 4.6 KB yes
// ZeRO-2 (/shard-gradients, over microbatches or stages): the gradients
// reduce_scattered each microbatch, the dp bytes those of 2 reduce_scatters
// and a gather, 3.8 KB where ZeRO-1 sends 2.6 KB; the run flags name it. The
// planned program, run with them, sends exactly that (3840 bytes besides
// the loss's 4) and matches mlir-runner.
// RUN: shard-opt %S/auto-plan-train.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/fast-links.json compare=2x1x1/2/gpipe/shard-gradients" -o /dev/null | FileCheck %s --check-prefix=ZEROTWO
// ZEROTWO: given dp=2 pp=1 tp=1, optimizer and gradients over dp, 2 microbatches {{.*}} 3.8 KB node {{.*}} yes
// RUN: shard-opt %S/auto-plan-train.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/fast-links.json json=true compare=2x1x1/2/gpipe/shard-gradients" -o /dev/null | FileCheck %s --check-prefix=ZEROTWOJSON
// ZEROTWOJSON: "role": "given",
// ZEROTWOJSON: "shard_gradients": true,
// ZEROTWOJSON-NEXT: "shard_optimizer": true,
// ZEROTWOJSON-NEXT: "shard_run_flags": "--microbatches 2 --schedule gpipe --shard-gradients",
// RUN: shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=2x1x1/2/gpipe/shard-gradients" -o %t/zero2.mlir
// RUN: shard-run %t/zero2.mlir --microbatches 2 --schedule gpipe --shard-gradients --check -o %t/zero2 | FileCheck %s --check-prefix=ZEROTWORAN
// RUN: %oracle %t/zero2.mlir %t/zero2
// ZEROTWORAN: communication: stage 0: 4 x reduce_scatter_buffers over {"dp"}, 2560 bytes sent per rank
// ZEROTWORAN: communication: stage 0: 1 x all_reduce_buffers over {"dp"}, 4 bytes sent per rank
// ZEROTWORAN: communication: stage 0: 1 x all_gather over {"dp"}, 1280 bytes sent per rank
// ZEROTWORAN: check passed
// ZeRO-2 in one pass is ZeRO-1: rejected as a plan.
// RUN: not shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=2x1x1/1/gpipe/shard-gradients" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZEROTWOONE
// ZEROTWOONE: error: @step cannot run 2x1x1/1/gpipe/shard-gradients on 2 devices
