// Interleaved 1F1B with more than two chunks per rank, as the planner
// estimates, chooses and writes it: `interleaved-1f1b:3` in a given plan
// is shard-run's --virtual-stages 3 (the model cut into pp x 3 stages).
// On 12 layers (6 column/row blocks) with 4 microbatches on 2 stages,
// 3 chunks of one block each beat 2 of 1.5 (chunks of 2 and of 1 block:
// the larger sets the pace) in idle time, and the search, which tries 2
// to 8 chunks while every chunk has a block, takes 3 for the pipeline
// row. The written plan has 5 stage boundaries (6 chunks) and runs
// against mlir-runner.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %gen_train_mlp --layers 12 --batch 8 --width 8 > %t/step.mlir
// RUN: shard-opt %t/step.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/fast-links.json compare=1x2x1/4/interleaved-1f1b:3,1x2x1/4/interleaved-1f1b" -o /dev/null | FileCheck %s --check-prefix=TABLE
// TABLE: pipeline         dp=1 pp=2 tp=1, 8 microbatches, interleaved-1f1b (3 chunks per rank)    50.8 ns   48.13 ns
// TABLE: given            dp=1 pp=2 tp=1, 4 microbatches, interleaved-1f1b (3 chunks per rank)   52.41 ns   48.13 ns
// TABLE-NEXT: given            dp=1 pp=2 tp=1, 4 microbatches, interleaved-1f1b (2 chunks per rank)      54 ns   48.13 ns
// RUN: shard-opt %t/step.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/fast-links.json compare=1x2x1/4/interleaved-1f1b:3 json=true" -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "role": "given",
// JSON:      "shard_run_flags": "--microbatches 4 --schedule interleaved-1f1b --virtual-stages 3",
// JSON:      "virtual_stages": 3,
// RUN: shard-opt %t/step.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=1x2x1/4/interleaved-1f1b:3" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=PLANNED
// PLANNED: dist.mesh @mesh = <["dp"=1, "pp"=2, "tp"=1]>
// PLANNED-COUNT-5: dist.stage_boundary
// PLANNED-NOT: dist.stage_boundary
// RUN: shard-run %t/planned.mlir --microbatches 4 --schedule interleaved-1f1b --virtual-stages 3 --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC: shard-run: @train ran on dp=1,pp=2,tp=1 (2 ranks)
// EXEC: check passed
