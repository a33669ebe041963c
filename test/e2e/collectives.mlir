// Every collective kind runs end to end: per-device programs (already
// partitioned, as --dist-partition writes them) run as written on a 2x2
// mesh, each rank on its own random inputs, and every rank's output is
// checked against the collective's definition computed from all ranks'
// inputs (collectives.py, no shard code). Broadcast and the max all_reduce
// are here because no resharding needs them.
// RUN: rm -rf %t
// RUN: shard-run %s --entry all_reduce_sum -o %t/ars | FileCheck %s --check-prefix=ARS
// RUN: %collectives %t/ars --mesh x=2,y=2 --op all_reduce --axes y
// RUN: shard-run %s --entry all_reduce_max -o %t/arm | FileCheck %s --check-prefix=ARM
// RUN: %collectives %t/arm --mesh x=2,y=2 --op all_reduce --axes x,y --reduce max
// RUN: shard-run %s --entry all_gather -o %t/ag | FileCheck %s --check-prefix=AG
// RUN: %collectives %t/ag --mesh x=2,y=2 --op all_gather --axes x --dim 1
// RUN: shard-run %s --entry reduce_scatter -o %t/rs | FileCheck %s --check-prefix=RS
// RUN: %collectives %t/rs --mesh x=2,y=2 --op reduce_scatter --axes y,x --dim 0
// RUN: shard-run %s --entry all_to_all -o %t/a2a | FileCheck %s --check-prefix=A2A
// RUN: %collectives %t/a2a --mesh x=2,y=2 --op all_to_all --axes y --split 1 --concat 0
// RUN: shard-run %s --entry all_slice -o %t/as | FileCheck %s --check-prefix=AS
// RUN: %collectives %t/as --mesh x=2,y=2 --op all_slice --axes x,y --dim 0
// RUN: shard-run %s --entry broadcast -o %t/bc | FileCheck %s --check-prefix=BC
// RUN: %collectives %t/bc --mesh x=2,y=2 --op broadcast --axes x --root 1
// RUN: not shard-run %s --entry broadcast --check -o %t/no 2>&1 | FileCheck %s --check-prefix=NOCHECK
// ARS: communication: 1 x all_reduce over {"y"}, 128 bytes sent per rank
// ARM: communication: 1 x all_reduce max over {"x", "y"}, 192 bytes sent per rank
// AG: communication: 1 x all_gather over {"x"}, 128 bytes sent per rank
// RS: communication: 1 x reduce_scatter over {"y", "x"}, 96 bytes sent per rank
// A2A: communication: 1 x all_to_all over {"y"}, 64 bytes sent per rank
// AS: communication: 1 x all_slice over {"x", "y"}, 0 bytes sent per rank
// BC: communication: 1 x broadcast over {"x"}, 128 bytes sent per rank
// NOCHECK: shard-run: error: @broadcast already communicates (it is a per-device program): there is no unsharded program to --check against

dist.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_sum(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = dist.all_reduce %a on @mesh axes ["y"] : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @all_reduce_max(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = dist.all_reduce %a on @mesh axes ["x", "y"] reduce max : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @all_gather(%a: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %r = dist.all_gather %a on @mesh axes ["x"] dim 1 : tensor<4x8xf32> -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

func.func @reduce_scatter(%a: tensor<4x8xf32>) -> tensor<1x8xf32> {
  %r = dist.reduce_scatter %a on @mesh axes ["y", "x"] dim 0 : tensor<4x8xf32> -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}

func.func @all_to_all(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %r = dist.all_to_all %a on @mesh axes ["y"] split 1 concat 0 : tensor<4x8xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

func.func @all_slice(%a: tensor<4x8xf32>) -> tensor<1x8xf32> {
  %r = dist.all_slice %a on @mesh axes ["x", "y"] dim 0 : tensor<4x8xf32> -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}

func.func @broadcast(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = dist.broadcast %a on @mesh axes ["x"] root 1 : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
