// shard-run's errors end the run with a message and exit code 1: nothing
// hangs, nothing crashes (`not` fails on a crash).

// RUN: rm -rf %t && split-file %s %t
// RUN: not shard-run %t/unsupported.mlir -o %t/u 2>&1 | FileCheck %s --check-prefix=PAD
// RUN: not shard-run %t/good.mlir --mesh pp=2 -o %t/m 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not shard-run %t/good.mlir --mesh dp=two -o %t/m 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not shard-run %t/sharded.mlir --mesh dp=3 -o %t/m 2>&1 | FileCheck %s --check-prefix=DIVIDE
// RUN: shard-run %t/other.mlir -o %t/other
// RUN: not shard-run %t/good.mlir --inputs %t/other/inputs -o %t/i 2>&1 | FileCheck %s --check-prefix=SHAPES
// RUN: not shard-run %t/missing.mlir -o %t/x 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: env SHARDRT_FAIL_RANK=1 not shard-run %t/good.mlir --mesh dp=4 -o %t/f 2>&1 | FileCheck %s --check-prefix=RANK

// PAD: unsupported.mlir:3:8: error: 'tensor.generate' op is not supported by the code generator
// PAD: shard-run: error: the code generator rejected the unsharded program

// AXIS: shard-run: error: unknown mesh axis 'pp' on the command line; mesh @mesh has axes {"dp"}
// SIZE: shard-run: error: --mesh: mesh axis 'dp' has size 'two'; sizes are positive integers
// DIVIDE: sharded.mlir:2:1: error: argument 0: dim 0 of size 8 is not divisible by 3 (axes {"dp"})
// DIVIDE: shard-run: error: the model is invalid on this mesh
// SHAPES: shard-run: error: input 0 ('{{.*}}input0.npy') has shape 4x4 but @good expects 8x4
// MISSING: shard-run: error: {{.*}}missing.mlir{{.*}}No such file or directory

// One rank fails; the job ends with its message instead of hanging.
// RANK: [rank 1] error in good: injected failure (SHARDRT_FAIL_RANK=1)
// RANK: shard-run: error: the job failed (mpirun exited with code

//--- unsupported.mlir
func.func @generate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 0.0 : f32
  %0 = tensor.generate { ^bb0(%i: index): tensor.yield %c : f32 } : tensor<4xf32>
  return %0 : tensor<4xf32>
}

//--- good.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @good(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}

//--- sharded.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @sharded(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}

//--- other.mlir
func.func @other(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  return %x : tensor<4x4xf32>
}
