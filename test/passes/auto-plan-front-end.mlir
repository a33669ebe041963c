// The planner's passes run the front end first (--dist-front-end), so an
// exported program plans as the partitioner will see it whether or not
// the user ran the front end. GPT-2's exported forward, its annotations
// stripped, has both of each layer's column/row pairs, attention's and
// the MLP's (4 blocks in 2 layers), run through the front end by hand or
// not; without it the attention's batch x heads contractions hid theirs
// and the planner found 2. Its exported training step, whose embedding
// backward is a tm_tensor.scatter (an op the planner cannot see through
// until the front end lowers it), is planned as given and written, and
// the program written runs against PyTorch's step: Megatron's all_reduces
// over tp (2 a layer forward, 2 backward; the token embedding, tied to the
// LM head, and the position table, looked up by positions, stay whole),
// the gradients' over dp.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/../e2e/models/Inputs/gpt2_args.mlir --dist-strip-annotations -o %t/forward.mlir
// RUN: shard-opt %t/forward.mlir --dist-plan-report="devices=8 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=BLOCKS
// RUN: shard-opt %t/forward.mlir --dist-front-end --dist-plan-report="devices=8 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: model: batch 2, {{.*}} (116.5 KB split by tp in 4 column/row blocks)
// RUN: shard-opt %S/../e2e/models/Inputs/gpt2_train_step.mlir --dist-strip-annotations --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=2x1x2/1/gpipe" -o %t/planned.mlir
// RUN: FileCheck %s --input-file %t/planned.mlir --check-prefix=PLANNED
// PLANNED: dist.mesh @mesh = <["dp"=2, "pp"=1, "tp"=2]>
// PLANNED-NOT: tm_tensor
// RUN: shard-run %t/planned.mlir --inputs %S/../e2e/models/Inputs/gpt2_train_step_ref -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/planned.mlir %t/run --expected %S/../e2e/models/Inputs/gpt2_train_step_ref
// EXEC:      shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// EXEC-NEXT: communication: 8 x all_reduce over {"tp"}, 16384 bytes sent per rank
// EXEC-NEXT: communication: 4 x all_reduce over {"dp"}, 69260 bytes sent per rank
// EXEC-NOT:  communication:
