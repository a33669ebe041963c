// A generated program's own command line (runtime/ProgramAbi.h): seeded
// random inputs for benchmarks whose inputs are too big to ship (the same
// seed gives the same outputs, another seed other ones), outputs only when
// asked for, one error line when neither inputs nor a seed is given or a
// number is not one, and --graph refused by a host program.
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/run
// RUN: %t/run/work/partitioned/program --random-inputs 7 --outputs %t/a
// RUN: %t/run/work/partitioned/program --random-inputs 7 --outputs %t/b --repeat 2 | FileCheck %s --check-prefix=REPEAT
// RUN: %t/run/work/partitioned/program --random-inputs 7 --repeat 2 --sync-runs | FileCheck %s --check-prefix=REPEAT
// RUN: %t/run/work/partitioned/program --random-inputs 8 --outputs %t/c
// RUN: cmp %t/a/rank0/output0.npy %t/b/rank0/output0.npy
// RUN: not cmp -s %t/a/rank0/output0.npy %t/c/rank0/output0.npy
// RUN: %t/run/work/partitioned/program --random-inputs 7
// RUN: not %t/run/work/partitioned/program 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: not %t/run/work/partitioned/program --random-inputs 1 --graph 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: not %t/run/work/partitioned/program --random-inputs x7 2>&1 | FileCheck %s --check-prefix=SEED
// RUN: not %t/run/work/partitioned/program --random-inputs 7 --repeat -1 2>&1 | FileCheck %s --check-prefix=COUNT

// REPEAT: scale: {{[0-9.]+}} ms per run (2 runs)
// USAGE: [rank 0] error in scale: give --inputs PLAN or --random-inputs SEED; usage: (--inputs PLAN | --random-inputs SEED) [--outputs DIR] [--io direct|root] [--repeat N [--sync-runs]] [--graph] [--trace DIR] [--job FILE]
// SEED: [rank 0] error in scale: --random-inputs 'x7' is not a seed (a number >= 0)
// COUNT: [rank 0] error in scale: --repeat '-1' is not a count from 0 to 1000000
// GRAPH: [rank 0] error in scale: --graph needs a program with graphs (a CUDA program); this one runs on the host

dist.mesh @mesh = <["x"=1]>

func.func @scale(%a: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
