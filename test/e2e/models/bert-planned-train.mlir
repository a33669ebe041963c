// The planner on a training step nobody annotated: bert-train.mlir's BERT
// SGD step with its annotations removed (the tokens and labels keep their
// dist.microbatch_dim marks), planned for dp=2,pp=2,tp=2 with the layout
// found from the graph instead of the exporter's column/row hints. The
// layout is the hinted one -- q, k, v and the first MLP weight (PyTorch's
// [out, in]) and their biases split by their output features, the
// attention output and the second MLP weight by their input. The
// embeddings stay whole: the word embedding is tied to the MLM head, and
// the position and token type tables are looked up by ids that are not
// the data's (as Megatron keeps them; split by their rows, each lookup
// was one more all_reduce per microbatch, and under sequence parallelism
// in a pipeline the constant token types' split was a layout the
// partitioner rejects, bert-train.mlir). Optimizer-free SGD has no state:
// each new weight (a result) takes its weight's sharding. Communication
// is the hinted step's (bert-train.mlir), and the outputs match PyTorch's
// step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/Inputs/bert_train_step.mlir --dist-strip-annotations --dist-front-end -o %t/plain.mlir
// RUN: shard-opt %t/plain.mlir --dist-auto-plan="devices=8 cluster=%S/../../passes/Inputs/fast-links-8.json plan=2x2x2/2/zb-h1" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=LAYOUT
// The report (its chosen plan): a training step without training=true;
// the tokens (token ids, 8 per example) and, on a cluster of 1 TFLOP/s
// devices, MFU equal to the TFLOP/s per device.
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=8 cluster=%S/../../passes/Inputs/fast-links-8.json json=true" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: "mfu": [[MFU:[0-9.e+-]+]],
// REPORT: "role": "chosen",
// REPORT-NEXT: "schedule"
// REPORT: "tflops_per_device": [[MFU]],
// REPORT-NEXT: "tokens_per_second": {{[0-9.e+]+}},
// REPORT: "tokens_per_example": 8,
// REPORT: "training": true,
// LAYOUT: dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
// LAYOUT: func.func @train(%arg0: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg4: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
// LAYOUT-SAME: %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg9: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg10: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
// LAYOUT-SAME: %arg15: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg16: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg17: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// LAYOUT-SAME: %arg42: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg43: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg44: tensor<4x8xi64> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg45: tensor<4x8xi64> {dist.microbatch_dim = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
// LAYOUT-SAME: -> (tensor<f32>, tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<2x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
// LAYOUT: dist.stage_boundary
// LAYOUT-NOT: dist.stage_boundary
// RUN: shard-run %t/planned.mlir --inputs %S/Inputs/bert_train_step_ref --microbatches 2 --schedule zb-h1 --check -o %t/run | FileCheck %s
// RUN: %oracle %t/planned.mlir %t/run --expected %S/Inputs/bert_train_step_ref
// CHECK: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// CHECK-DAG: communication: stage 0: 12 x all_reduce over {"tp"}
// CHECK-DAG: communication: stage 0: 4 x exchange over {"pp"}
// CHECK-DAG: communication: stage 0: 1 x all_reduce_buffers over {"dp"}
// CHECK-DAG: communication: stage 1: 4 x all_reduce over {"tp"}
// CHECK-DAG: communication: stage 1: 4 x exchange over {"pp"}
// CHECK-DAG: communication: stage 1: 1 x all_reduce over {"dp"}
// CHECK-DAG: communication: stage 1: 2 x all_reduce_buffers over {"dp"}
// CHECK-NOT: communication:
// CHECK: check passed
