// Every pass prints what it decides under -debug-only=<its argument> (or
// -debug for all), in the optimized build: shard's tools register the
// options where LLVM's release build has none (support/Debug.h). Each RUN
// names one or two passes and checks that only theirs is printed.
// RUN: shard-opt %S/comm-report.mlir --dist-propagate --dist-partition --dist-comm-report -debug-only=dist-propagate,dist-comm-report -o /dev/null 2>&1 >/dev/null | FileCheck %s --check-prefix=PROP
// PROP-NOT: [dist-partition]
// PROP: [dist-propagate] tensor<16x64xf32> at loc("{{.*}}comm-report.mlir":56:19) gets #dist.sharding<@mesh, [{"dp"}, {"tp"}]>: argument 0 annotation
// PROP: [dist-propagate] tensor<16x16xf32> at loc("{{.*}}comm-report.mlir":62:8) gets #dist.sharding<@mesh, [{"dp"}, {}], partial = {"tp"}>: from 'linalg.matmul' at loc("{{.*}}comm-report.mlir":62:8), whose result 0 it is
// PROP: [dist-comm-report] @report: 2 collective(s)
// PROP-NOT: [dist-partition]
// RUN: shard-opt %S/comm-report.mlir --dist-propagate --dist-partition -debug-only=dist-partition -o /dev/null 2>&1 | FileCheck %s --check-prefix=PART
// PART: [dist-partition] reshard at loc("{{.*}}comm-report.mlir":{{[0-9]+}}:{{[0-9]+}}): operand {{[0-9]}} of '{{.*}}' is #dist.sharding<@mesh, {{.*}}>, needed as #dist.sharding<@mesh, {{.*}}>
// RUN: shard-opt %S/optimize-collectives.mlir --dist-propagate --dist-partition --dist-optimize-collectives=bucket-bytes=600 -debug-only=dist-optimize-collectives -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: [dist-optimize-collectives] all_slice of all_reduce at {{.*}} as reduce_scatter
// OPT: [dist-optimize-collectives] cancel dist.all_slice of dist.all_gather at
// OPT: [dist-optimize-collectives] merge 3 dist.all_reduce at
// RUN: shard-opt %S/pipeline.mlir -split-input-file --dist-parallelize="microbatches=2 schedule=gpipe" -debug-only=dist-microbatch,dist-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: [dist-microbatch] @mlp: batches split into 2 microbatches
// PIPE-NEXT: [dist-pipeline] @mlp over axis "pp", schedule gpipe, 1 chunk(s) per rank
// RUN: shard-opt %S/schedule-report.mlir --dist-schedule-report=microbatches=2 -debug-only=dist-schedule-report -o /dev/null 2>&1 >/dev/null | FileCheck %s --check-prefix=SCHED
// SCHED: [dist-schedule-report] pipeline @f: 4 stages
// RUN: shard-opt %S/split-batch-dims.mlir --dist-split-batch-dims -debug-only=dist-split-batch-dims -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: [dist-split-batch-dims] 3 reshapes before
// SPLIT-NEXT: [dist-split-batch-dims] 0 reshapes after
// RUN: shard-opt %S/print-rules.mlir --dist-print-rules -debug-only=dist-print-rules -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULES
// RULES: [dist-print-rules] linalg.matmul: rule
// RUN: shard-opt %S/comm-report.mlir --dist-strip-annotations -debug-only=dist-strip-annotations -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRIP
// STRIP: [dist-strip-annotations] stripping the dist annotations of the module
// RUN: shard-opt %s --dist-convert-tm-tensor -debug-only=dist-convert-tm-tensor -o /dev/null 2>&1 | FileCheck %s --check-prefix=TM
// TM: [dist-convert-tm-tensor] tm_tensor.attention at loc("{{.*}}debug-only.mlir":[[# @LINE + 10]]:8) becomes linalg.generic
// RUN: rm -rf %t && mkdir -p %t && %python %gen_gpt --layers 1 --batch 8 > %t/gpt1.mlir
// RUN: shard-opt %t/gpt1.mlir --dist-plan-report="devices=8" -debug-only=dist-plan-report -o /dev/null 2>&1 >/dev/null | FileCheck %s --check-prefix=PLAN
// PLAN: [dist-plan-report] @gpt: best dp=8 pp=1 tp=1
// RUN: shard-opt %t/gpt1.mlir --dist-auto-plan="devices=8" -debug-only=dist-auto-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: [dist-auto-plan] @gpt: dp=8 pp=1 tp=1
// Without -debug or -debug-only nothing is printed.
// RUN: shard-opt %S/comm-report.mlir --dist-propagate --dist-partition -o /dev/null 2>&1 | count 0

func.func @attention(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// On a training step, what each argument and result follows.
// RUN: shard-opt %S/auto-plan-train.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/fast-links.json plan=2x1x2/1/gpipe" -debug-only=dist-argument-roles,dist-auto-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROLES
// ROLES:      [dist-argument-roles] @step is a training step
// ROLES-NEXT: [dist-argument-roles] argument 2 follows weight 0
// ROLES-NEXT: [dist-argument-roles] argument 3 follows weight 1
// ROLES-NEXT: [dist-argument-roles] result 1 follows weight 0
// ROLES-NEXT: [dist-argument-roles] result 2 follows weight 1
// ROLES-NEXT: [dist-argument-roles] result 3 follows weight 0
// ROLES-NEXT: [dist-argument-roles] result 4 follows weight 1
// ROLES-NEXT: [dist-auto-plan] @step: dp=2 pp=1 tp=2

// The distributed optimizer: each state argument and result split over dp,
// each next weight made split.
// RUN: shard-opt %S/../e2e/distributed_optimizer.mlir --dist-front-end --dist-shard-optimizer -debug-only=dist-shard-optimizer -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO:      [dist-shard-optimizer] @step: argument 2 -> #dist.sharding<@mesh, [{"dp"}, {"tp"}]>
// ZERO-NEXT: [dist-shard-optimizer] @step: argument 3 -> #dist.sharding<@mesh, [{"tp", "dp"}, {}]>
// ZERO-NEXT: [dist-shard-optimizer] @step: result 1 made as #dist.sharding<@mesh, [{"dp"}, {"tp"}]>
// ZERO-NEXT: [dist-shard-optimizer] @step: result 2 made as #dist.sharding<@mesh, [{"tp", "dp"}, {}]>
// ZERO-NEXT: [dist-shard-optimizer] @step: result 3 -> #dist.sharding<@mesh, [{"dp"}, {"tp"}]>
// ZERO-NEXT: [dist-shard-optimizer] @step: result 4 -> #dist.sharding<@mesh, [{"tp", "dp"}, {}]>
