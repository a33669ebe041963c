// The planner on the exported GPT-2 (gpt2.mlir's model) with its
// annotations removed, after the front end. It splits the attention and
// the MLP of each layer Megatron's way and the token embedding by its
// rows (its lookup reduces over it alone); the position table, looked up
// by positions rather than the data, stays whole, as Megatron's does.
// c_attn holds Q, K and V side by side and is sliced apart, so it and its
// bias are split in 3 blocks (each device holds its heads of each). Per
// layer 2 all_reduce over tp, and one for the token embedding's lookup
// (1024 bytes less than when the position lookup's joined it); the bytes
// the report predicts
// per rank are the ones the partitioned program's collectives send, and
// the program matches PyTorch.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/Inputs/gpt2_args.mlir --dist-strip-annotations --inline --dist-split-batch-dims --canonicalize --cse -o %t/plain.mlir
// RUN: shard-opt %t/plain.mlir --dist-auto-plan="devices=2 cluster=%S/../../passes/Inputs/fast-links.json plan=1x1x2/1/gpipe" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=LAYOUT
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=2 cluster=%S/../../passes/Inputs/fast-links.json json=true compare=1x1x2/1/gpipe" > %t/both.txt
// RUN: shard-opt %t/planned.mlir --dist-parallelize --dist-comm-report="json=true" -o /dev/null >> %t/both.txt
// RUN: FileCheck %s --input-file %t/both.txt --check-prefix=BYTES
// A pipeline's sends are estimated from what a cut carries, the residual
// stream (2 x 8 x 32 f32 over the batch), not from the first argument
// (the token ids: 128 bytes). The run sends that per microbatch, and
// also the attention mask, which stage 1 reads (1 x 1 x 8 x 8 f32 per
// microbatch; the estimate does not count it).
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=2 cluster=%S/../../passes/Inputs/fast-links.json json=true compare=1x2x1/2/gpipe" > %t/pp.txt
// RUN: shard-opt %t/plain.mlir --dist-auto-plan="devices=2 cluster=%S/../../passes/Inputs/fast-links.json plan=1x2x1/2/gpipe" -o %t/piped.mlir
// RUN: shard-run %t/piped.mlir --inputs %S/Inputs/gpt2_ref --microbatches 2 --check -o %t/piped-run >> %t/pp.txt
// RUN: FileCheck %s --input-file %t/pp.txt --check-prefix=PP
// RUN: %oracle %t/piped.mlir %t/piped-run --expected %S/Inputs/gpt2_ref
// PP:      "role": "chosen",
// PP:      "pp_bytes_per_device": 2048,
// PP:      "role": "given",
// PP:      communication: stage 0: 2 x exchange over {"pp"}, 2560 bytes sent per rank
// PP:      check passed
// RUN: shard-run %t/planned.mlir --inputs %S/Inputs/gpt2_ref --check -o %t/run | FileCheck %s
// RUN: %oracle %t/planned.mlir %t/run --expected %S/Inputs/gpt2_ref
// LAYOUT: dist.mesh @mesh = <["dp"=1, "pp"=1, "tp"=2]>
// LAYOUT: %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// LAYOUT-SAME: %arg5: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg6: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// LAYOUT-SAME: %arg11: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg13: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// BYTES:     "role": "given"
// BYTES:     "tp_bytes_per_device": [[BYTES:[0-9]+]]
// BYTES:     "sentPerRank": [[BYTES]]
// CHECK: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// CHECK-NOT: communication:
// CHECK: check passed
