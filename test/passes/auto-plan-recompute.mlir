// A plan with full activation recomputation, end to end: the report
// estimates it (the compiler runs it: --dist-pipeline recompute=true) with
// less activation memory per device than the same plan keeping its
// activations, --dist-auto-plan writes its mesh and stage cuts, and
// shard-run --recompute runs it against mlir-runner; without stages too,
// over microbatches (gradient accumulation: one stage on a mesh whose pp
// has one device), and with neither: one stage running one microbatch.
// The step:
// bench/gen_train_mlp.py, 8 layers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %gen_train_mlp --layers 8 --batch 16 --width 16 > %t/step.mlir
// RUN: shard-opt %t/step.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/fast-links.json compare=2x2x1/4/1f1b/recompute,2x2x1/4/1f1b json=true" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT:      "activation_bytes": 384,
// REPORT:      "recompute": true,
// REPORT-NEXT: "role": "given",
// REPORT:      "activation_bytes": 1024,
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
// RUN: shard-opt %t/step.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=2x1x1/4/1f1b/recompute" -o %t/accumulated.mlir
// RUN: FileCheck %s --input-file %t/accumulated.mlir --check-prefix=ACCUMULATED
// ACCUMULATED: dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=1]>
// ACCUMULATED-NOT: dist.stage_boundary
// RUN: shard-run %t/accumulated.mlir --microbatches 4 --recompute --check -o %t/run-accumulated | FileCheck %s --check-prefix=ACCEXEC
// RUN: %oracle %t/accumulated.mlir %t/run-accumulated
// ACCEXEC: shard-run: @train ran on dp=2,pp=1,tp=1 (2 ranks)
// ACCEXEC: check passed
// RUN: shard-opt %t/step.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=2x1x1/1/1f1b/recompute" -o %t/one.mlir
// RUN: FileCheck %s --input-file %t/one.mlir --check-prefix=ACCUMULATED
// RUN: shard-opt %t/one.mlir --dist-parallelize="recompute=true" | FileCheck %s --check-prefix=ONESTAGE
// ONESTAGE: func.func private @train_stage0(
// ONESTAGE: dist.schedule cases [0, 1] microbatches [0, 0]
// ONESTAGE-NEXT: forward chunk 0
// ONESTAGE: backward chunk 0
// RUN: shard-run %t/one.mlir --recompute --check -o %t/run-one | FileCheck %s --check-prefix=ACCEXEC
// RUN: %oracle %t/one.mlir %t/run-one
