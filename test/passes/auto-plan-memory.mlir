// The planner's activation memory against what the compiled pipeline
// keeps, on GPT-2's training step exported from PyTorch, on 2 stages with
// 2 microbatches under 1F1B (bench/planner/memory_vs_compiler.py has the
// sweep). Keeping its activations, the planner counts the forward values
// the step's backward pass reads that vary with the batch (the attention
// mask, made from constants, a pipeline makes once before its schedule),
// each stage its share of them as the cuts group the step's blocks:
// 119040 bytes on the first rank, what the compiled stage 0 keeps (119104
// with the mask). With full recomputation it
// counts each block's checkpoint (the residual stream the pass keeps) for
// the microbatches in flight, 37972.5 - 31828.5 (one block rebuilt for
// its backward, its attention fused, which is not kept between passes) =
// 6144 bytes, what the compiled stage 1 keeps; stage 0 keeps 4096. (The
// final norm ends no block: it projects nothing.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/../e2e/models/Inputs/gpt2_train_step.mlir --dist-front-end -o %t/step.mlir
// RUN: shard-opt %t/step.mlir --dist-plan-report="devices=2 cluster=a100 json=true compare=1x2x1/2/1f1b,1x2x1/2/1f1b/recompute" -o /dev/null | %python -c "import json, sys; [print('given', p['recompute'], '%.1f %.1f' % (p['activation_bytes'], p['activation_transient_bytes'])) for p in json.load(sys.stdin)['functions'][0]['plans'] if p['role'] == 'given']" | FileCheck %s --check-prefix=PLAN
// PLAN:      given False 119040.0 0.0
// PLAN-NEXT: given True 37972.5 31828.5
// RUN: shard-run %S/../e2e/models/Inputs/gpt2_train_step.mlir --mesh dp=1,pp=2,tp=1 --microbatches 2 --schedule 1f1b -o %t/kept | FileCheck %s --check-prefix=KEPT
// KEPT: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 20480 4 245760 119040
// RUN: shard-run %S/../e2e/models/Inputs/gpt2_train_step.mlir --mesh dp=1,pp=2,tp=1 --microbatches 2 --schedule 1f1b --recompute -o %t/recompute | FileCheck %s --check-prefix=RECOMPUTE
// RECOMPUTE: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 20480 4 134400 4096
// RECOMPUTE: {{^}}  1 dp=0,pp=1,tp=0 {{[0-9.]+}} 4096 4 134400 6144
