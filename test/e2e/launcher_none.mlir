// --launcher none: the user's launcher (here a plain mpirun -np 4) starts
// one shard-run per rank, each in a directory of its own as on machines
// without a shared file system. Every rank compiles the program; rank 0
// makes the inputs, sends each rank its blocks over MPI and receives every
// output, stats and trace back (--io root), so only node0 gets files. The other ranks
// leave nothing behind. Rank 0 also runs the --check reference alone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/Inputs/ranks_apart.sh %t/apart 4 shard-run %s --launcher none --mesh x=4 --check --repeat 2 --trace trace.json -o out | FileCheck %s
// RUN: %oracle %s %t/apart/node0/out
// RUN: FileCheck %s --input-file %t/apart/node0/trace.json --check-prefix=TRACE
// RUN: find %t/apart/node1 %t/apart/node2 %t/apart/node3 -mindepth 1 | count 0
// CHECK:      shard-run: @scaled_rows ran on x=4 (4 ranks); outputs in out
// CHECK:      rank  coordinates  first ms  mean ms  bytes sent  calls
// CHECK-NEXT: 0     x=0
// CHECK-NEXT: 1     x=1
// CHECK-NEXT: 2     x=2
// CHECK-NEXT: 3     x=3
// CHECK:      check passed
// TRACE-DAG: "name": "rank 0 (x=0)"
// TRACE-DAG: "name": "rank 3 (x=3)"

// Rank 0 checks each input file against the program before it reads a
// rank's block of it, and the message names the file.
// RUN: cp %t/apart/node0/out/work/partitioned/rank1/output0.npy %t/apart/node0/out/inputs/input0.npy
// RUN: not bash %S/Inputs/ranks_apart.sh %t/bad 4 %t/apart/node0/out/work/partitioned/program --inputs %t/apart/node0/out/work/partitioned/inputs.plan 2>&1 | FileCheck %s --check-prefix=BADINPUT
// BADINPUT: [rank 0] error in scaled_rows: input 0 ('{{.*}}/out/inputs/input0.npy') is f32 2x4 but the program expects f32 8x16

// Outside a launcher's job, with a job of the wrong size, and with
// arguments for a launcher there is none of.
// RUN: not shard-run %s --launcher none -o %t/alone 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: not bash %S/Inputs/ranks_apart.sh %t/two 2 shard-run %s --launcher none --mesh x=4 -o out 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not shard-run %s --launcher none --launcher-arg=-N2 -o %t/args 2>&1 | FileCheck %s --check-prefix=ARGS
// ALONE: shard-run: error: --launcher none runs one shard-run per rank under your launcher (mpirun, srun), but no rank is in the environment (OMPI_COMM_WORLD_RANK, PMI_RANK, SLURM_PROCID)
// SIZE: shard-run: error: the job has 2 ranks but @scaled_rows's mesh has 4 devices
// ARGS: shard-run: error: --launcher-arg is for mpirun or srun; under --launcher none your launcher has its arguments

dist.mesh @mesh = <["x"=1]>
func.func @scaled_rows(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                       %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}
