// A stack of four residual MLP blocks (column- then row-parallel weights
// over tp, the batch over dp) with a pipeline cut after each of the first
// three blocks. shard-run cuts it into as many stages as the mesh's pp axis
// has (grouping blocks by FLOPs when there are fewer stages than blocks),
// splits each rank's batch into --microbatches, and runs the stages as one
// pipeline program; every run is compared with the unsharded program
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh pp=2 --microbatches 2 --check -o %t/p2 | FileCheck %s --check-prefixes=CHECK,P2
// RUN: %oracle %s %t/p2 --reference %t/one
// RUN: shard-run %s --mesh pp=4 --microbatches 4 --schedule gpipe --check -o %t/p4 | FileCheck %s --check-prefixes=CHECK,P4
// RUN: %oracle %s %t/p4 --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --check -o %t/d2p2t2 --json %t/d2p2t2.json | FileCheck %s --check-prefixes=CHECK,D2P2T2
// RUN: FileCheck %s --input-file %t/d2p2t2.json --check-prefix=JSON
// RUN: %oracle %s %t/d2p2t2 --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=4 --microbatches 4 --seed 7 --check -o %t/d2p4 | FileCheck %s
// RUN: %oracle %s %t/d2p4
// Interleaved: two ranks, each running two of the four blocks.
// RUN: shard-run %s --mesh pp=2 --microbatches 4 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/p2i | FileCheck %s
// RUN: %oracle %s %t/p2i --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/d2p2t2i | FileCheck %s
// RUN: %oracle %s %t/d2p2t2i --reference %t/one
// A trace of a warm run: each rank's actions (F<microbatch>) and exchanges,
// stage 0 sending after each forward, stage 1 receiving before each.
// RUN: shard-run %s --mesh pp=2 --microbatches 2 --trace %t/trace.json -o %t/trace | FileCheck %s --check-prefix=TRACED
// RUN: FileCheck %s --input-file %t/trace.json --check-prefix=TRACE
// TRACED: trace: {{.*}}trace.json (8 events of a warm run)
// TRACED-NEXT: trace: measured bubble (idle / busy in actions, worst rank) {{[0-9.]+}} over {{[0-9.]+}} ms
// TRACE: {"displayTimeUnit": "ms", "traceEvents": [
// TRACE-NEXT: {"name": "process_name", "ph": "M", "pid": 0, "args": {"name": "rank 0 (dp=0,pp=0,tp=0)"}},
// TRACE-NEXT: {"name": "F0", "cat": "action", "ph": "X", "pid": 0, "tid": 0, "ts": {{[0-9.]+}}, "dur": {{[0-9.]+}}},
// TRACE-NEXT: {"name": "send/recv", "cat": "communication", "ph": "X", "pid": 0, "tid": 1,
// TRACE-NEXT: {"name": "F1", "cat": "action", "ph": "X", "pid": 0, "tid": 0,
// TRACE-NEXT: {"name": "send/recv", "cat": "communication", "ph": "X", "pid": 0, "tid": 1,
// TRACE-NEXT: {"name": "process_name", "ph": "M", "pid": 1, "args": {"name": "rank 1 (dp=0,pp=1,tp=0)"}},
// TRACE-NEXT: {"name": "send/recv", "cat": "communication", "ph": "X", "pid": 1, "tid": 1,
// TRACE-NEXT: {"name": "F0", "cat": "action", "ph": "X", "pid": 1, "tid": 0,
// TRACE-NEXT: {"name": "send/recv", "cat": "communication", "ph": "X", "pid": 1, "tid": 1,
// TRACE-NEXT: {"name": "F1", "cat": "action", "ph": "X", "pid": 1, "tid": 0,
// TRACE-NEXT: ]}
// Each stage sends one activation (16 or 8 rows by 32, f32) per microbatch;
// with tp the stages keep their all_reduces.
// P2: communication: stage 0: 2 x exchange over {"pp"}, 2048 bytes sent per rank
// P2-NEXT: communication: stage 1: 2 x exchange over {"pp"}, 0 bytes sent per rank
// What each rank counted while it ran agrees with the report: stage 0
// sent, stage 1 received, each in 2 exchanges.
// P2-NEXT: per rank: time of the first run, what its collectives sent, its arena, the most it kept between a microbatch's passes and its peak memory:
// P2-NEXT: rank coordinates first ms bytes sent calls arena bytes kept bytes peak RSS
// P2-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9]+\.[0-9]+}} 2048 2
// P2-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9]+\.[0-9]+}} 0 2
// P4: communication: stage 0: 4 x exchange over {"pp"}, 2048 bytes sent per rank
// P4: communication: stage 3: 4 x exchange over {"pp"}, 0 bytes sent per rank
// D2P2T2: communication: stage 0: 4 x all_reduce over {"tp"}, 2048 bytes sent per rank
// D2P2T2-NEXT: communication: stage 0: 2 x exchange over {"pp"}, 1024 bytes sent per rank
// D2P2T2-NEXT: communication: stage 1: 2 x exchange over {"pp"}, 0 bytes sent per rank
// D2P2T2-NEXT: communication: stage 1: 4 x all_reduce over {"tp"}, 2048 bytes sent per rank
// D2P2T2: 0 dp=0,pp=0,tp=0 {{[0-9]+\.[0-9]+}} 3072 6
// D2P2T2: 2 dp=0,pp=1,tp=0 {{[0-9]+\.[0-9]+}} 2048 6
// D2P2T2: 7 dp=1,pp=1,tp=1 {{[0-9]+\.[0-9]+}} 2048 6
// --json: the same, for programs.
// JSON: "program": "stack",
// JSON-NEXT: "mesh": {
// JSON-NEXT:   "dp": 2,
// JSON-NEXT:   "pp": 2,
// JSON-NEXT:   "tp": 2
// JSON-NEXT: },
// JSON-NEXT: "ranks": 8,
// JSON: "path": "{{.*}}d2p2t2/output0.npy",
// JSON-NEXT: "dtype": "f32",
// JSON: "communication": [
// JSON-NEXT: "stage 0: 4 x all_reduce over {\"tp\"}, 2048 bytes sent per rank",
// JSON: "per_rank": [
// JSON: "rank": 4,
// JSON-NEXT: "coordinates": "dp=1,pp=0,tp=0",
// JSON-NEXT: "first_run_ms": {{[0-9.e+-]+}},
// JSON-NEXT: "bytes_sent": 3072,
// JSON-NEXT: "collective_calls": 6,
// JSON-NEXT: "arena_bytes": {{[1-9][0-9]*}},
// A forward program keeps nothing between passes.
// JSON-NEXT: "kept_bytes": 0,
// JSON-NEXT: "peak_rss_bytes": {{[1-9][0-9]*}}
// JSON: "check": {
// JSON-NEXT: "passed": true,
// JSON-NEXT: "outputs": [
// JSON-NEXT: {
// JSON-NEXT: "max_abs_err": {{[0-9.e+-]+}},
// JSON-NEXT: "max_rel_err": {{[0-9.e+-]+}},
// JSON-NEXT: "tolerance": 1.0000000000000001e-05,
// JSON-NEXT: "ok": true
// CHECK: check passed

dist.mesh @mesh = <["dp"=1, "pp"=1, "tp"=1]>
#x = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>

// x + W2 tanh(W1 x + b1)
func.func private @block(%x: tensor<16x32xf32>, %w1: tensor<32x64xf32>, %b1: tensor<64xf32>,
                         %w2: tensor<64x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x32xf32>, tensor<32x64xf32>)
                     outs(%f1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %a = linalg.generic {indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<16x64xf32>, tensor<64xf32>) outs(%e1 : tensor<16x64xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<16x64xf32>
  %e2 = tensor.empty() : tensor<16x32xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<16x64xf32>, tensor<64x32xf32>)
                     outs(%f2 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %r = linalg.generic {indexing_maps = [#x, #x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e2 : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %s = arith.addf %u, %v : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}

func.func @stack(
    %x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %w1a: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b1a: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
    %w2a: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
    %w1b: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b1b: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
    %w2b: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
    %w1c: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b1c: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
    %w2c: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
    %w1d: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b1d: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
    %w2d: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %h0 = func.call @block(%x, %w1a, %b1a, %w2a) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  %c0 = dist.stage_boundary %h0 : tensor<16x32xf32>
  %h1 = func.call @block(%c0, %w1b, %b1b, %w2b) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  %c1 = dist.stage_boundary %h1 : tensor<16x32xf32>
  %h2 = func.call @block(%c1, %w1c, %b1c, %w2c) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  %c2 = dist.stage_boundary %h2 : tensor<16x32xf32>
  %h3 = func.call @block(%c2, %w1d, %b1d, %w2d) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  return %h3 : tensor<16x32xf32>
}
