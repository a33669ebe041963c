// RUN: shard-opt %s --dist-pipeline=report=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLOPS
// RUN: shard-opt %s --dist-pipeline="report=true balance=layers" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAYERS
// RUN: shard-opt %s --dist-pipeline="report=true balance=layers-and-ends" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ENDS
// RUN: sed 's/"pp"=4/"pp"=3/' %s | shard-opt --dist-pipeline=report=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLOPS3
// RUN: sed 's/"pp"=4/"pp"=3/' %s | shard-opt --dist-pipeline="report=true balance=layers" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAYERS3
// RUN: sed 's/"pp"=4/"pp"=3/' %s | shard-opt --dist-pipeline="report=true balance=layers-and-ends" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ENDS3
// RUN: not shard-opt %s --dist-pipeline="balance=blocks" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// A plan names its balance, and --dist-auto-plan cuts so: GPT-2's training
// step exported from PyTorch on 4 stages with the ends as layers runs the
// embedding alone on the first (which then keeps nothing between a
// microbatch's passes), a layer on each of the next two and the head on
// the last, against PyTorch's step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/../e2e/models/Inputs/gpt2_train_step.mlir --dist-front-end -o %t/step.mlir
// RUN: shard-opt %t/step.mlir --dist-auto-plan="devices=4 cluster=a100 plan=1x4x1/4/1f1b/balance=layers-and-ends" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=PLANNED
// RUN: shard-run %t/planned.mlir --inputs %S/../e2e/models/Inputs/gpt2_train_step_ref --microbatches 4 -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run --expected %S/../e2e/models/Inputs/gpt2_train_step_ref
// RUN: shard-opt %t/step.mlir --dist-plan-report="devices=4 cluster=a100 json=true compare=1x4x1/4/1f1b/balance=layers-and-ends" -o /dev/null | FileCheck %s --check-prefix=JSON
// shard-run cuts so itself with --balance (--dist-parallelize's balance=).
// RUN: shard-run %S/../e2e/models/Inputs/gpt2_train_step.mlir --inputs %S/../e2e/models/Inputs/gpt2_train_step_ref --mesh dp=1,pp=4,tp=1 --microbatches 4 --balance layers-and-ends -o %t/direct | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %S/../e2e/models/Inputs/gpt2_train_step.mlir %t/direct --expected %S/../e2e/models/Inputs/gpt2_train_step_ref
// RUN: not shard-run %S/../e2e/models/Inputs/gpt2_train_step.mlir --mesh dp=1,pp=4,tp=1 --balance blocks -o %t/bad 2>&1 | FileCheck %s --check-prefix=RUNBAD
// RUNBAD: shard-run: error: --balance 'blocks' is not flops, layers or layers-and-ends
// PLANNED: dist.mesh @mesh = <["dp"=1, "pp"=4, "tp"=1]>
// PLANNED-COUNT-3: dist.stage_boundary
// PLANNED-NOT: dist.stage_boundary
// EXEC: shard-run: @train ran on dp=1,pp=4,tp=1 (4 ranks)
// EXEC: rank {{.*}} kept bytes peak RSS
// EXEC-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 0 {{[0-9.]+}} MB{{$}}
// JSON: "role": "given",
// JSON: "stage_balance": "layers-and-ends",

// What automatic cuts balance. A language model in miniature, its parts
// split where one value is live: the work before the blocks (128 FLOPs,
// an embedding's place), four residual blocks (4352 each) and an LM head
// after them (16384, no residual). By FLOPs the head is a stage of its
// own and the blocks share the others, each prefix balanced in turn; by
// layers (Megatron-LM's split) each stage takes one block, the first the
// work before it, the last the head after it; with the ends each counted
// as a layer (Llama 3's stages) the first stage runs only the work before
// the blocks and the last only the head, two blocks on each of the
// others. On three stages likewise, the earlier stages lighter on ties:
// by layers one block, one, and two with the head; with the ends the work
// before alone, three blocks, and one with the head.

// FLOPS: remark: stage FLOPs per microbatch [4480, 8704, 4352, 16384]
// LAYERS: remark: stage FLOPs per microbatch [4480, 4352, 4352, 20736]
// ENDS: remark: stage FLOPs per microbatch [128, 8704, 8704, 16384]
// FLOPS3: remark: stage FLOPs per microbatch [8832, 8704, 16384]
// LAYERS3: remark: stage FLOPs per microbatch [4480, 4352, 25088]
// ENDS3: remark: stage FLOPs per microbatch [128, 13056, 20736]
// BAD: error: --dist-pipeline: balance "blocks" is not one automatic cuts know: flops, layers or layers-and-ends

dist.mesh @mesh = <["pp"=4]>
#id = affine_map<(i, j) -> (i, j)>
func.func @lm(%x: tensor<8x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>, %w3: tensor<16x16xf32>, %wh: tensor<16x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  // Before the blocks: x + x.
  %x2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // Block k: r + tanh(r wk).
  %m0 = linalg.matmul ins(%x2, %w0 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x2, %m0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %m1 = linalg.matmul ins(%r0, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r0, %m1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %m2 = linalg.matmul ins(%r1, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r1, %m2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %m3 = linalg.matmul ins(%r2, %w3 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r2, %m3 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // The head: r wh.
  %eh = tensor.empty() : tensor<8x64xf32>
  %fh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%r3, %wh : tensor<8x16xf32>, tensor<16x64xf32>) outs(%fh : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
