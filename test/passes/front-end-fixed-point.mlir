// The front end runs once. Its rewrites are not a fixed point: on Llama's
// exported step a second --dist-split-batch-dims, after the first run's
// canonicalization, splits the backward's transposes of attention's
// operands and leaves chains the attention kernels no longer match. The
// planner's passes run the front end, and shard-run runs it again (more
// than once with --fsdp or --shard-optimizer), so the pass marks the
// module dist.front_end and leaves a marked module alone: run twice, it
// gives what it gives once.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-opt %S/../e2e/llama_pipeline_step.mlir --dist-front-end -o %t/once.mlir
// RUN: FileCheck %s --input-file %t/once.mlir
// CHECK: module attributes {dist.front_end} {
// RUN: shard-opt %t/once.mlir --dist-front-end -o %t/twice.mlir
// RUN: diff %t/once.mlir %t/twice.mlir
// The rewrites alone, again, are not the identity (what the mark avoids).
// RUN: shard-opt %t/once.mlir --dist-split-batch-dims --canonicalize --cse -o %t/again.mlir
// RUN: not diff -q %t/once.mlir %t/again.mlir
