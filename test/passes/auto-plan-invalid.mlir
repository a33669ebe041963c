// What the planner refuses, each with one located line: bad cluster
// descriptions, device counts, models that cannot fit, and programs it
// cannot plan.
// RUN: rm -rf %t && split-file %s %t
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=nosuch" 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/no-memory.json" 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/absurd-efficiency.json" 2>&1 | FileCheck %s --check-prefix=ABSURD
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/no-link.json" 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 cluster=%S/Inputs/not-json.json" 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: python3 -c "print('[' * 50000 + ']' * 50000)" > %t/deep.json
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 cluster=%t/deep.json" 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan 2>&1 | FileCheck %s --check-prefix=NODEVICES
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=2048" 2>&1 | FileCheck %s --check-prefix=TOOMANY
// RUN: sed 's/"memory_gb": [0-9.]*/"memory_gb": 0.000001/' %S/Inputs/two-per-node.json > %t/tiny.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/tiny.json" 2>&1 | FileCheck %s --check-prefix=NOFIT
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=1 cluster=%t/tiny.json" 2>&1 | FileCheck %s --check-prefix=NOFIT1
// RUN: sed 's/"memory_gb": [0-9.]*/"memory_gb": 1, "memory_gib": 1/' %S/Inputs/two-per-node.json > %t/both.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/both.json" 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: sed 's/"efficiency": 0.5,/"efficiency": 0.5, "overlap_all_reduce": "yes",/' %S/Inputs/two-per-node.json > %t/overlap.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/overlap.json" 2>&1 | FileCheck %s --check-prefix=OVERLAP
// Measured GEMMs: an object of dtype to a list of [batch, m, n, k, efficiency].
// RUN: sed 's/"efficiency": 0.5,/"efficiency": 0.5, "gemm_efficiency": [1, 2],/' %S/Inputs/two-per-node.json > %t/table.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/table.json" 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: sed 's/"efficiency": 0.5,/"efficiency": 0.5, "gemm_efficiency": {"f32": []},/' %S/Inputs/two-per-node.json > %t/empty.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/empty.json" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: sed 's/"efficiency": 0.5,/"efficiency": 0.5, "gemm_efficiency": {"f32": [[1, 8, 8, 8, 0.5], [1, 8, 8, 0.5]]},/' %S/Inputs/two-per-node.json > %t/short.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/short.json" 2>&1 | FileCheck %s --check-prefix=POINT -DI=1
// RUN: sed 's/"efficiency": 0.5,/"efficiency": 0.5, "gemm_efficiency": {"f32": [[1, 8, 8, 8, 1.5]]},/' %S/Inputs/two-per-node.json > %t/over.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/over.json" 2>&1 | FileCheck %s --check-prefix=POINT -DI=0
// RUN: sed 's/"efficiency": 0.5,/"efficiency": 0.5, "gemm_efficiency": {"f32": [[1, 0.5, 8, 8, 0.5]]},/' %S/Inputs/two-per-node.json > %t/fraction.json
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%t/fraction.json" 2>&1 | FileCheck %s --check-prefix=POINT -DI=0
// RUN: not shard-opt %t/annotated.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=ANNOTATED
// RUN: not shard-opt %t/scalar.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: not shard-opt %t/two.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: sed 's/ {dist.microbatch_dim = 0 : i64}//' %S/auto-plan-train.mlir > %t/unmarked.mlir
// RUN: not shard-opt %t/unmarked.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=UNMARKED
// RUN: not shard-opt %t/batches.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=BATCHES
// RUN: not shard-opt %t/dynamic-batch.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=DYNBATCH
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 output=%t/no/such/dir/r.txt" 2>&1 | FileCheck %s --check-prefix=OUTPUT
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=3" 2>&1 | FileCheck %s --check-prefix=NOSPLIT
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=2x2/1/gpipe" 2>&1 | FileCheck %s --check-prefix=SPEC
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/1/gpipe" 2>&1 | FileCheck %s --check-prefix=CANNOT
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=4611686018427387905x4x1/1/gpipe" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=0x4x1/1/gpipe" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 cluster=%S/Inputs/bf16-only.json" 2>&1 | FileCheck %s --check-prefix=NOPEAK
// RUN: not shard-opt %t/int.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not shard-opt %t/dynamic.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not shard-opt %t/loop.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not shard-opt %t/against.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=AGAINST
// RUN: not shard-opt %t/partial.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not shard-opt %t/sequence.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=SEQUENCE
// RUN: not shard-opt %t/batchaxis.mlir --dist-auto-plan="devices=4" 2>&1 | FileCheck %s --check-prefix=BATCHAXIS

// NAME: mlp.mlir:1:1: error: @mlp cannot be planned: cluster 'nosuch': neither a built-in cluster (h200, h100, a100) nor a readable file: No such file or directory
// DEEP: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}deep.json': nests arrays and objects 50000 deep (the limit is 64)
// MISSING: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}no-memory.json': missing "memory_gib" (or "memory_gb")
// BOTH: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}both.json': gives both "memory_gb" and "memory_gib"; give one
// ABSURD: error: @mlp cannot be planned: cluster '{{.*}}absurd-efficiency.json': "efficiency" is 2, outside [0.001, 1]
// LINK: error: @mlp cannot be planned: cluster '{{.*}}no-link.json': missing "inter_node" (an object)
// JSON: error: @mlp cannot be planned: cluster '{{.*}}not-json.json': not JSON: {{.*}}
// NODEVICES: mlp.mlir:1:1: error: @mlp cannot be planned for 0 devices; give devices=N (N >= 1)
// TOOMANY: error: @mlp cannot be planned: devices=2048 but 8xH200 nodes (NVLink 4, 400 Gb/s InfiniBand per GPU) has 1024
// TABLE: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}table.json': "gemm_efficiency" is not an object of dtype: {{\[\[}}batch, m, n, k, efficiency], ...]
// EMPTY: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}empty.json': "gemm_efficiency.f32" is not a list of [batch, m, n, k, efficiency]
// POINT: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}.json': "gemm_efficiency.f32"{{\[}}[[I]]] is not [batch, m, n, k, efficiency] with sizes in [1, 1e9] and an efficiency in (0, 1]
// OVERLAP: mlp.mlir:1:1: error: @mlp cannot be planned: cluster '{{.*}}overlap.json': "overlap_all_reduce" is not true or false
// NOFIT: error: @mlp cannot be planned: it does not fit on 4 devices of 1.0 KB: the smallest plan (dp=1 pp=1 tp=4, 8 microbatches) needs 2.2 KB per device
// NOFIT1: error: @mlp cannot be planned: it does not fit on 1 device of 1.0 KB: the smallest plan (dp=1 pp=1 tp=1, 8 microbatches) needs {{.*}} per device
// ANNOTATED: annotated.mlir:2:1: error: @f is annotated over mesh @m, whose axis "x" the planner does not plan (it plans dp, pp and tp)
// SCALAR: scalar.mlir:1:1: error: @f has a first argument of type 'f32'; the planner needs a statically shaped tensor whose dim 0 is the batch
// TWO: error: --dist-auto-plan plans one function; this module has 2 public functions with bodies
// UNMARKED: unmarked.mlir:{{[0-9]+}}:1: error: @step is a training step (result 2 is argument 1's next value); mark the arguments that carry the batch (inputs, labels) with dist.microbatch_dim
// BATCHES: batches.mlir:1:1: error: @f has batch arguments of different batch sizes (0 and 1)
// DYNBATCH: dynamic-batch.mlir:1:1: error: @f argument 0 is marked dist.microbatch_dim = 0 but has type 'tensor<?x16xf32>'; the planner needs a statically shaped tensor with that dim, the batch
// OUTPUT: error: --dist-plan-report: cannot write '{{.*}}/no/such/dir/r.txt'
// NOSPLIT: error: @mlp cannot be planned: no dp x pp x tp split of 3 devices suits it (batch 8, 1 tensor-parallel blocks)
// SPEC: mlp.mlir:1:1: error: plan '2x2/1/gpipe' is not DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS][/TECHNIQUE...] (e.g. 8x16x8/192/1f1b/recompute; CHUNKS per rank, 2 to 64, only for interleaved-1f1b; TECHNIQUEs in any order, each at most once: recompute or selective-recompute, shard-optimizer, shard-gradients or fsdp, sequence-parallel, collective-matmul[=N], unfused-attention, balance= with flops, layers or layers-and-ends)
// Chunks per rank: 2 to 64, and only for interleaved 1F1B.
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/interleaved-1f1b:1" 2>&1 | FileCheck %s --check-prefix=CHUNKS -DPLAN=1x2x2/2/interleaved-1f1b:1
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/interleaved-1f1b:65" 2>&1 | FileCheck %s --check-prefix=CHUNKS -DPLAN=1x2x2/2/interleaved-1f1b:65
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/interleaved-1f1b:two" 2>&1 | FileCheck %s --check-prefix=CHUNKS -DPLAN=1x2x2/2/interleaved-1f1b:two
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b:2" 2>&1 | FileCheck %s --check-prefix=CHUNKS -DPLAN=1x2x2/2/1f1b:2
// CHUNKS: mlp.mlir:1:1: error: plan '[[PLAN]]' is not DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS]
// CANNOT: mlp.mlir:1:1: error: @mlp cannot run 1x2x2/1/gpipe on 4 devices (the degrees must multiply to the devices and divide the batch and the split dims, the microbatches the local batch, the stages at most the blocks; the schedule must suit the pass; recomputation and sharded state need a training step, the latter dp > 1 (sharded gradients, stages or microbatches too), selective recomputation an attention; sequence parallelism tp > 1 dividing a microbatch's tokens; a balance but flops, stages)
// What the stage cuts balance: one of three, and only with stages.
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/balance=blocks" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='balance=blocks' is not a balance" -DPLAN=1x2x2/2/1f1b/balance=blocks
// The techniques come in any order (auto-plan-shard-optimizer.mlir), each
// at most once, one recomputation and one sharding of the state at most.
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/zero-3" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='zero-3' is not a technique" -DPLAN=1x2x2/2/1f1b/zero-3
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b//fsdp" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='' is not a technique" -DPLAN=1x2x2/2/1f1b//fsdp
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/fsdp/fsdp" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='fsdp' is named twice" -DPLAN=1x2x2/2/1f1b/fsdp/fsdp
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/balance=layers/balance=flops" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='balance=' is named twice" -DPLAN=1x2x2/2/1f1b/balance=layers/balance=flops
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/recompute/selective-recompute" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY=it names two recomputations" -DPLAN=1x2x2/2/1f1b/recompute/selective-recompute
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/fsdp/shard-optimizer" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY=it names two shardings of the state" -DPLAN=1x2x2/2/1f1b/fsdp/shard-optimizer
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/collective-matmul=0" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='collective-matmul=0' is not collective-matmul or collective-matmul=N with N chunks, 1 to 64" -DPLAN=1x2x2/2/1f1b/collective-matmul=0
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/collective-matmulx" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='collective-matmulx' is not collective-matmul or collective-matmul=N with N chunks, 1 to 64" -DPLAN=1x2x2/2/1f1b/collective-matmulx
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=1x2x2/2/1f1b/collective-matmul/collective-matmul=2" 2>&1 | FileCheck %s --check-prefix=TECHNIQUE "-DWHY='collective-matmul' is named twice" -DPLAN=1x2x2/2/1f1b/collective-matmul/collective-matmul=2
// TECHNIQUE: mlp.mlir:1:1: error: plan '[[PLAN]]': [[WHY]]; a plan is DPxPPxTP/MICROBATCHES/SCHEDULE[:CHUNKS][/TECHNIQUE...] (e.g.
// --dist-auto-plan writes one plan: a list is named as one.
// RUN: not shard-opt %t/mlp.mlir --dist-auto-plan="devices=4 plan=2x1x2/1/gpipe,1x1x4/1/gpipe" 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: mlp.mlir:1:1: error: plan '2x1x2/1/gpipe,1x1x4/1/gpipe' is a list; --dist-auto-plan writes one plan (--dist-plan-report's compare= takes a list)
// LIST-NOT: error
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=4 compare=2x1x2/1/gpipe/balance=layers" 2>&1 | FileCheck %s --check-prefix=UNSTAGED
// UNSTAGED: mlp.mlir:1:1: error: @mlp cannot run 2x1x2/1/gpipe/balance=layers on 4 devices
// Selective recomputation makes attention's scores again: the MLP has none.
// RUN: not shard-opt %t/mlp.mlir --dist-plan-report="devices=2 cluster=a100 training=true compare=1x2x1/2/1f1b/selective-recompute" 2>&1 | FileCheck %s --check-prefix=NOSCORES
// NOSCORES: mlp.mlir:1:1: error: @mlp cannot run 1x2x1/2/1f1b/selective-recompute on 2 devices (the degrees must multiply to the devices and divide the batch and the split dims, the microbatches the local batch, the stages at most the blocks; the schedule must suit the pass; recomputation and sharded state need a training step, the latter dp > 1 (sharded gradients, stages or microbatches too), selective recomputation an attention; sequence parallelism tp > 1 dividing a microbatch's tokens; a balance but flops, stages)
// OVERFLOW: mlp.mlir:1:1: error: @mlp cannot run 4611686018427387905x4x1/1/gpipe on 4 devices
// ZERO: mlp.mlir:1:1: error: @mlp cannot run 0x4x1/1/gpipe on 4 devices
// NOPEAK: error: @mlp cannot be planned: the cluster gives no peak_tflops for f32, the weights' type
// INT: int.mlir:1:1: error: @f has weights of type 'i32'; the planner knows f32, bf16 and f16
// DYNAMIC: dynamic.mlir:1:1: error: @f argument 1 is not a statically shaped tensor
// AGAINST: against.mlir:2:1: error: @mlp argument 1 is annotated #dist.sharding<@m, [{"tp"}, {}]>; the layout found from the graph splits its dim 1 over tp, and the planner estimates only that layout
// PARTIAL: partial.mlir:2:1: error: @mlp argument 1 is annotated partial; the planner keeps only splits and whole tensors
// SEQUENCE: sequence.mlir:2:1: error: @mlp argument 0 splits dim 1; the planner splits only the batch (dim 0, over dp)
// BATCHAXIS: batchaxis.mlir:2:1: error: @mlp argument 0 splits the batch over other axes than dp
// LOOP: loop.mlir:5:8: error: 'scf.for' has regions the planner cannot see through; inline or unroll it first

//--- mlp.mlir
func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x64xf32>,
               %w2: tensor<64x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%z1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

//--- annotated.mlir
dist.mesh @m = <["x"=2]>
func.func @f(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@m, [{"x"}, {}]>}) -> tensor<8x16xf32> {
  return %x : tensor<8x16xf32>
}

//--- dynamic-batch.mlir
func.func @f(%x: tensor<?x16xf32> {dist.microbatch_dim = 0 : i64}) -> tensor<?x16xf32> {
  return %x : tensor<?x16xf32>
}

//--- batches.mlir
func.func @f(%x: tensor<8x16xf32> {dist.microbatch_dim = 0 : i64}, %y: tensor<4x16xf32> {dist.microbatch_dim = 0 : i64}) -> tensor<8x16xf32> {
  return %x : tensor<8x16xf32>
}

//--- scalar.mlir
func.func @f(%x: f32) -> f32 {
  return %x : f32
}

//--- two.mlir
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
func.func @g(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

//--- int.mlir
func.func @f(%x: tensor<8xf32>, %w: tensor<8xi32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

//--- dynamic.mlir
func.func @f(%x: tensor<8xf32>, %w: tensor<?xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

//--- loop.mlir
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%a = %x) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
    } -> tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

//--- against.mlir
dist.mesh @m = <["tp"=2]>
func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x64xf32> {dist.sharding = #dist.sharding<@m, [{"tp"}, {}]>},
               %w2: tensor<64x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%z1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

//--- partial.mlir
dist.mesh @m = <["tp"=2]>
func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x64xf32> {dist.sharding = #dist.sharding<@m, [{}, {}], partial = {"tp"}>},
               %w2: tensor<64x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%z1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

//--- sequence.mlir
dist.mesh @m = <["dp"=2]>
func.func @mlp(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@m, [{}, {"dp"}]>}, %w1: tensor<16x64xf32>,
               %w2: tensor<64x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%z1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

//--- batchaxis.mlir
dist.mesh @m = <["dp"=2, "tp"=2]>
func.func @mlp(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@m, [{"tp"}, {}]>}, %w1: tensor<16x64xf32>,
               %w2: tensor<64x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%z1 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
