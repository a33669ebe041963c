// A plan with full activation recomputation, end to end: the report
// estimates it (the compiler runs it: --dist-pipeline recompute=true) with
// less activation memory per device than the same plan keeping its
// activations, --dist-auto-plan writes its mesh and stage cuts, and
// shard-run --recompute runs it against mlir-runner. The step:
// bench/gen_train_mlp.py, 4 layers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %gen_train_mlp --layers 4 --batch 16 --width 16 > %t/step.mlir
// RUN: shard-opt %t/step.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/fast-links.json compare=2x2x1/4/1f1b/recompute,2x2x1/4/1f1b json=true" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT:      "activation_bytes": 768.25,
// REPORT:      "executable": true,
// REPORT:      "recompute": true,
// REPORT-NEXT: "role": "given",
// REPORT:      "activation_bytes": 1024.5,
// REPORT:      "executable": true,
// REPORT:      "recompute": false,
// REPORT-NEXT: "role": "given",
// RUN: shard-opt %t/step.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=2x2x1/4/1f1b/recompute" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=PLANNED
// PLANNED: dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=1]>
// PLANNED-COUNT-1: dist.stage_boundary
// RUN: shard-run %t/planned.mlir --microbatches 4 --recompute --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC: shard-run: @train ran on dp=2,pp=2,tp=1 (4 ranks)
// EXEC: check passed
