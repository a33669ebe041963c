// The planner and sequence parallelism, on gpt_block.mlir's transformer
// block with its annotations removed, planned for 2 devices of 50 KB each.
// Tensor parallelism alone needs 50.3 KB per device: the residual stream
// and layernorms (12.6 KB of its 24.8 KB of activations; attention's 4.4
// KB of scores are never stored, a forward pass runs it fused) stay whole
// on both tp ranks.
// With the tokens between the blocks split over tp it needs 45.1 KB (the
// block's first layernorm, before the first row-parallel reduction, stays
// whole) and is
// faster than the pipeline (which fits too), so it is chosen. As with the
// microbatches, the schedule and recomputation, the split is a shard-run
// option (--sequence-parallel=tp; the pass runs after microbatching, so
// that in a pipeline it splits a microbatch's tokens; a balance but flops, stages): --dist-auto-plan
// writes the mesh and the weights' splits. The planned block runs with it
// on 2 ranks against mlir-runner with 2 reduce_scatters and 1 all_gather
// (3072 bytes; the plan counts the two all_reduces' 4096, as Megatron's
// gathers would: the block's output is returned split, so its last
// gather is not needed).
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/../e2e/gpt_block.mlir --dist-strip-annotations --dist-front-end -o %t/plain.mlir
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/sp-memory.json compare=1x1x2/1/gpipe" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: tensor parallel  dp=1 pp=1 tp=2, sequence parallel {{.*}} 4.1 KB node {{.*}} 25.5 KB 0 B 0 B 19.6 KB 45.1 KB yes
// REPORT: chosen           dp=1 pp=1 tp=2, sequence parallel {{.*}} 45.1 KB yes
// REPORT: given            dp=1 pp=1 tp=2 {{.*}} 25.5 KB 0 B 0 B 24.8 KB 50.3 KB no
// REPORT: verdict: does not fit on one device (68.9 KB > 50.0 KB): split the model, tensor parallel inside a node, the tokens between tensor-parallel blocks split over tp
// REPORT-NEXT: run: --dist-auto-plan writes the mesh, the layout and the cuts; shard-run runs it with --sequence-parallel=tp
// RUN: shard-opt %t/plain.mlir --dist-plan-report="devices=2 cluster=%S/Inputs/sp-memory.json json=true" -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON: "role": "chosen",
// JSON: "sequence_parallel": true,
// RUN: shard-opt %t/plain.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/sp-memory.json" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir
// CHECK: dist.mesh @mesh = <["dp"=1, "pp"=1, "tp"=2]>
// CHECK-NOT: dist.shard {{.*}} to
// RUN: shard-run %t/planned.mlir --sequence-parallel=tp --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run
// EXEC-LABEL: shard-run: @gpt_block ran on dp=1,pp=1,tp=2 (2 ranks)
// EXEC-NEXT: communication: 2 x reduce_scatter over {"tp"}, 2048 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_slice over {"tp"}, 0 bytes sent per rank
// EXEC-NEXT: communication: 1 x all_gather over {"tp"}, 1024 bytes sent per rank
// EXEC-NOT: communication:
// EXEC: check passed
// A given plan with it needs tp > 1.
// RUN: not shard-opt %t/plain.mlir --dist-auto-plan="devices=2 cluster=%S/Inputs/fast-links.json plan=1x2x1/2/gpipe/sequence-parallel" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTP
// NOTP: error: @gpt_block cannot run 1x2x1/2/gpipe/sequence-parallel on 2 devices
