// --dist-comm-report prints each collective with its bytes per rank and
// what each rank sends under ring algorithms: for an all_reduce over n
// ranks, 2(n-1)/n of its operand.
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-comm-report -o /dev/null 2>/dev/null | FileCheck %s
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-comm-report=json=true -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-comm-report=explain=true -o /dev/null | FileCheck %s --check-prefix=EXPLAIN
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-comm-report="explain=true json=true" -o /dev/null | FileCheck %s --check-prefix=EXPLAINJSON
// RUN: rm -rf %t && mkdir -p %t && shard-opt %s --dist-propagate --dist-partition --dist-comm-report="output=%t/report.json json=true" -o /dev/null
// RUN: python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['functions'][0]['function'], r['functions'][0]['sentPerRank'])" %t/report.json | FileCheck %s --check-prefix=FILE
// RUN: not shard-opt %s --dist-propagate --dist-partition --dist-comm-report="output=%t/missing/dir/report" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPATH
// A full disk is an error, not an abort ("IO failure on output stream").
// RUN: not shard-opt %s --dist-propagate --dist-partition --dist-comm-report="output=/dev/full" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: rm -rf %t && shard-run %s --check -o %t/run | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/run
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=4]>

// The result is partial over tp and split over dp on its rows. Gathering
// over dp and all-reducing over tp would send 512 + 1536 bytes; the
// planner instead reduce-scatters over tp and gathers over dp and tp at
// once: 384 + 896.
// CHECK:      communication of @report:
// CHECK-NEXT:   collective      axes           ranks operand                  bytes/rank    sent/rank
// CHECK-NEXT:   reduce_scatter  {"tp"}             4 tensor<8x16xf32>                512          384
// CHECK-NEXT:   all_gather      {"dp", "tp"}       8 tensor<2x16xf32>                128          896
// CHECK-NEXT:   total: 2 collectives, 640 bytes of operands, 1280 bytes sent per rank

// With explain=true, each collective says which op needs it, how the value
// is and how it is needed, and where that op is.
// EXPLAIN:      reduce_scatter  {"tp"}             4 tensor<8x16xf32>                512          384
// EXPLAIN-NEXT:   operand 0 of 'func.return' is #dist.sharding<@mesh, [{"dp"}, {}], partial = {"tp"}>, needed as #dist.sharding<@mesh, [{}, {}]> at loc("{{.*}}comm-report.mlir":{{[0-9]+}}:3)
// EXPLAIN-NEXT: all_gather      {"dp", "tp"}       8 tensor<2x16xf32>                128          896
// EXPLAIN-NEXT:   operand 0 of 'func.return' is #dist.sharding<@mesh, [{"dp"}, {}], partial = {"tp"}>, needed as #dist.sharding<@mesh, [{}, {}]> at loc("{{.*}}comm-report.mlir":{{[0-9]+}}:3)
// EXPLAINJSON: "at": "loc(\"{{.*}}comm-report.mlir\":{{[0-9]+}}:3)",
// EXPLAINJSON: "why": "operand 0 of 'func.return' is #dist.sharding<@mesh, [{\"dp\"}, {}], partial = {\"tp\"}>, needed as #dist.sharding<@mesh, [{}, {}]>"

// The same as JSON (keys in order), to stdout or to a file.
// JSON:      "functions": [
// JSON:        "bytesPerRank": 640,
// JSON-NEXT:   "collectives": [
// JSON:          "axes": [
// JSON-NEXT:       "tp"
// JSON-NEXT:     ],
// JSON-NEXT:     "bytesPerRank": 512,
// JSON-NEXT:     "collective": "reduce_scatter",
// JSON-NEXT:     "operand": "tensor<8x16xf32>",
// JSON-NEXT:     "ranks": 4,
// JSON-NEXT:     "sentPerRank": 384
// JSON:          "collective": "all_gather",
// JSON:        "function": "report",
// JSON-NEXT:   "sentPerRank": 1280
// FILE: report 1280
// BADPATH: error: --dist-comm-report: cannot write '{{.*}}missing/dir/report':
// FULL: error: --dist-comm-report: cannot write '/dev/full': No space left on device
func.func @report(%x: tensor<16x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>},
                  %w: tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x16xf32>)
                     outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %y : tensor<16x16xf32>
}
