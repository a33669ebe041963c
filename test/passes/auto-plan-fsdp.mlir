// The planner and fully sharded data parallelism (FSDP), on
// llama_pipeline_step.mlir's Llama SGD step (exported from PyTorch) with
// its annotations removed, planned for 4 devices of 180 KB each. Data
// parallelism alone with the optimizer's state sharded (ZeRO-1) needs
// 201.1 KB per device; with the weights sharded too, 171.9 KB: each rank's
// quarter of the 82.6 KB of weights plus two of the largest gathered at
// once (the 16 KB embedding; the next weight's gather is prefetched),
// the gradients a quarter and one whole (each is reduce_scattered as soon
// as it is made), a quarter of Adam's moments,
// the activations (the 40.2 KB of forward values its backward pass
// reads). It is the fastest plan
// that fits (tp=4 does not divide the 2 key/value heads; pp=4 idles in
// its bubble), so it is chosen and written as --dist-shard-optimizer's
// `weights` writes it: every weight stored split over dp, the backward
// pass's reads gathered again (dist.regather). Run on 4 ranks against
// mlir-runner, its dp traffic is the predicted 185.8 KB per rank exactly:
// each weight gathered for the forward and again for the backward and
// its gradient reduce_scattered, 1.5x an all_reduce of the weights.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/../e2e/llama_pipeline_step.mlir --dist-strip-annotations --dist-front-end -o %t/plain.mlir
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/fsdp-memory.json compare=4x1x1/1/gpipe/shard-optimizer" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: data parallel    dp=4 pp=1 tp=1, fully sharded over dp {{.*}} 185.8 KB node 53.4 KB 37.0 KB 41.3 KB 40.2 KB 171.9 KB yes
// REPORT: chosen           dp=4 pp=1 tp=1, fully sharded over dp {{.*}} 171.9 KB yes
// REPORT: given            dp=4 pp=1 tp=1, optimizer over dp {{.*}} 123.8 KB node 82.6 KB 37.0 KB 41.3 KB 40.2 KB 201.1 KB no
// REPORT: verdict: does not fit on one device (370.5 KB > 180.0 KB): data parallel, the weights and their optimizer state sharded over dp (FSDP)
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/fsdp-memory.json json=true" -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON: "role": "pipeline"
// JSON: "dp_bytes_per_device": 185760,
// JSON: "fsdp": true,
// JSON: "role": "chosen",
// JSON: "shard_optimizer": true,
// JSON: "weight_bytes": 53408
// RUN: shard-opt %t/plain.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fsdp-memory.json" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir
// CHECK: dist.mesh @mesh = <["dp"=4, "pp"=1, "tp"=1]>
// CHECK: func.func @train(%arg0: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.updated_by = 1 : i64}, %arg1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.updated_by = 2 : i64},
// CHECK: dist.shard %arg20 to #dist.sharding<@mesh, [{}, {}]> : tensor<128x32xf32> {dist.regather}
// RUN: shard-run %t/planned.mlir --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC-LABEL: shard-run: @train ran on dp=4,pp=1,tp=1 (4 ranks)
// EXEC-NEXT: communication: 45 x all_gather over {"dp"}, 117696 bytes sent per rank
// EXEC-NEXT: communication: 3 x all_reduce over {"dp"}, 12306 bytes sent per rank
// EXEC-NEXT: communication: 17 x reduce_scatter over {"dp"}, 55776 bytes sent per rank
// EXEC-NEXT: communication: 4 x all_slice over {"dp"}, 0 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed
// A plan given with /fsdp is written the same way; it needs dp > 1.
// RUN: shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=2x1x2/1/gpipe/fsdp" | FileCheck %s --check-prefix=GIVEN
// GIVEN: func.func @step(%arg0: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<32x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp", "dp"}, {}]>}
// GIVEN: {dist.regather}
// RUN: not shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=1x1x4/1/gpipe/fsdp" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODP
// NODP: error: @step cannot run 1x1x4/1/gpipe/fsdp on 4 devices
