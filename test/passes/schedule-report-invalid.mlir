// RUN: not shard-opt %s --dist-schedule-report="schedule=zigzag" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not shard-opt %s --dist-schedule-report="schedule=interleaved-1f1b virtual-stages=2 microbatches=3 training=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIVIDE
// RUN: not shard-opt %s --dist-schedule-report="schedule=zb-h1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORWARD
// RUN: not shard-opt %s --dist-schedule-report="schedule=1f1b virtual-stages=2 training=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHUNKS
// RUN: not shard-opt %s --dist-schedule-report="microbatches=99999999" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOUNDS

// NAME: error: 'dist.pipeline' op --dist-schedule-report: unknown schedule "zigzag" (gpipe, 1f1b, interleaved-1f1b, zb-h1)
// DIVIDE: error: 'dist.pipeline' op --dist-schedule-report: interleaved-1f1b needs a microbatch count divisible by the 2 stages, not 3
// FORWARD: error: 'dist.pipeline' op --dist-schedule-report: zb-h1 splits the backward pass; a forward program has none
// BOUNDS: error: 'dist.pipeline' op --dist-schedule-report: models 1 to 4096 microbatches and 1 to 64 virtual stages, not 99999999 and 1
// CHUNKS: error: 'dist.pipeline' op --dist-schedule-report: 1f1b runs one model chunk per rank; virtual stages need interleaved-1f1b

dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>) {
  dist.send %x on @mesh axes ["pp"] to 1 : tensor<4xf32>
  return
}
func.func private @s1() -> tensor<4xf32> {
  %x = dist.recv on @mesh axes ["pp"] from 0 : tensor<4xf32>
  return %x : tensor<4xf32>
}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@s0, @s1]
