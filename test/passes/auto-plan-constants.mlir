// torch-mlir exports a model's weights as constants unless told to pass
// them in (gpt2_const, llama_const, with the annotations export_models.py
// added stripped). The planner's passes make them arguments
// (--dist-lift-weights), which the layout can split: both models' 4
// column/row blocks are found, where constants left the planner with 0
// and a refusal. The plan written keeps each weight's elements as
// dist.initial_value, so shard-run runs it given the token ids alone, and
// its run matches PyTorch's: Megatron's 2 all_reduces a layer over tp and
// one for the token embedding, split by vocabulary (the position table,
// looked up by positions, stays whole).
// RUN: rm -rf %t && mkdir -p %t/ref
// RUN: shard-opt %S/../e2e/models/Inputs/gpt2_const.mlir --dist-strip-annotations -o %t/gpt2.mlir
// RUN: shard-opt %t/gpt2.mlir --dist-plan-report="devices=4 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=GPT2
// GPT2: model: batch 2, {{.*}} weights 120.3 KB (116.5 KB split by tp in 4 column/row blocks)
// RUN: shard-opt %S/../e2e/models/Inputs/llama_const.mlir --dist-strip-annotations --dist-plan-report="devices=4 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=LLAMA
// LLAMA: model: batch 2, {{.*}} split by tp in 4 column/row blocks)
// The exported annotations (dist.shard on each split constant) are the
// user's constraints on the arguments the constants become.
// RUN: shard-opt %S/../e2e/models/Inputs/gpt2_const.mlir --dist-plan-report="devices=4 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=GPT2
// RUN: shard-opt %t/gpt2.mlir --dist-auto-plan="devices=4 cluster=a100 plan=2x1x2/1/gpipe" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=PLANNED
// PLANNED: dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=2]>
// PLANNED: func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
// PLANNED-SAME: %arg1: tensor<32xf32> {dist.initial_value = dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>, dist.sharding = #dist.sharding<@mesh, [{}]>},
// PLANNED-SAME: %arg4: tensor<128x32xf32> {dist.initial_value = dense_resource<torch_tensor_128_32_torch.float32_2> : tensor<128x32xf32>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
// PLANNED-SAME: %arg5: tensor<128xf32> {dist.initial_value = dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>, dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
// PLANNED-SAME: %arg6: tensor<32x128xf32> {dist.initial_value = dense_resource<torch_tensor_32_128_torch.float32_1> : tensor<32x128xf32>, dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
// PLANNED-SAME: %arg12: tensor<32x96xf32> {dist.initial_value = dense_resource<{{[^>]*}}> : tensor<32x96xf32>, dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>},
// PLANNED-SAME: %arg28: tensor<128x32xf32> {dist.initial_value = dense_resource<{{[^>]*}}> : tensor<128x32xf32>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32>
// PLANNED-NOT: arith.constant dense_resource
// The reference's token ids and output; the weights come from the program.
// RUN: cp %S/../e2e/models/Inputs/gpt2_ref/input0.npy %S/../e2e/models/Inputs/gpt2_ref/output0.npy %t/ref
// RUN: shard-run %t/planned.mlir --inputs %t/ref -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run --expected %t/ref
// EXEC:      shard-run: @forward ran on dp=2,pp=1,tp=2 (4 ranks)
// EXEC-NEXT: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// EXEC-NOT:  communication:
// A training step's weights are its arguments; its constants (Llama's
// rotary frequencies) are buffers nothing trains, and stay.
// RUN: shard-opt %S/../e2e/llama_pipeline_step.mlir --dist-strip-annotations --dist-auto-plan="devices=4 cluster=a100" -o - | FileCheck %s --check-prefix=TRAIN
// TRAIN-NOT: dist.initial_value
// TRAIN: arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
// TRAIN-NOT: dist.initial_value
