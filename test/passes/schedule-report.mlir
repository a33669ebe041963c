// The cost model of pipeline schedules on four equal stages (p = 4): the
// bubble (idle / busy) is (p-1)/m for GPipe and 1F1B, (p-1)/(v m) for
// interleaved 1F1B with v chunks per rank, and (p-1)/(1.5 m) for ZB-H1 when
// B and W each cost a forward: its weight gradients wait for the waits,
// but no rank holds more microbatches (forward to weight gradient) than
// under 1F1B, so in the steady state each follows its B, and only the
// warm-up and cool-down gain. Rank r holds m microbatches' activations
// under GPipe and p - r under 1F1B and ZB-H1. These stages are written by
// hand, without a schedule: what they keep is estimated as the tensors
// their ops make (stage 0: 1024 bytes per microbatch, the others 1536),
// from forward to backward; a forward program keeps nothing.
// RUN: shard-opt %s --dist-schedule-report=microbatches=2 -o /dev/null | FileCheck %s --check-prefix=FWD
// RUN: shard-opt %s --dist-schedule-report="schedule=gpipe microbatches=4 training=true" -o /dev/null | FileCheck %s --check-prefix=GPIPE4
// RUN: shard-opt %s --dist-schedule-report="schedule=gpipe microbatches=8 training=true" -o /dev/null | FileCheck %s --check-prefix=GPIPE8
// RUN: shard-opt %s --dist-schedule-report="schedule=1f1b microbatches=4 training=true" -o /dev/null | FileCheck %s --check-prefix=ONE4
// RUN: shard-opt %s --dist-schedule-report="schedule=1f1b microbatches=8 training=true" -o /dev/null | FileCheck %s --check-prefix=ONE8
// RUN: shard-opt %s --dist-schedule-report="schedule=interleaved-1f1b virtual-stages=2 microbatches=8 training=true" -o /dev/null | FileCheck %s --check-prefix=INT2
// RUN: shard-opt %s --dist-schedule-report="schedule=interleaved-1f1b virtual-stages=4 microbatches=8 training=true" -o /dev/null | FileCheck %s --check-prefix=INT4
// RUN: shard-opt %s --dist-schedule-report="schedule=zb-h1 microbatches=8 training=true" -o /dev/null | FileCheck %s --check-prefix=ZB8
// RUN: shard-opt %s --dist-schedule-report="schedule=zb-h1 microbatches=16 training=true" -o /dev/null | FileCheck %s --check-prefix=ZB16

// FWD: pipeline @f: 4 stages, 2 microbatches, 1 chunk per rank, schedule 1f1b, forward only
// FWD-NEXT: time unit: the mean stage's forward of one microbatch (4096 FLOPs)
// FWD-NEXT: rank  FLOPs/mb       busy      idle      bubble   in-flight kept bytes
// FWD-NEXT: 0     4096           2.000     3.000     1.5000   1         0
// FWD-NEXT: 1     4096           2.000     3.000     1.5000   1         0
// FWD-NEXT: 2     4096           2.000     3.000     1.5000   1         0
// FWD-NEXT: 3     4096           2.000     3.000     1.5000   1         0
// FWD-NEXT: makespan 5.000; bubble (idle / busy, worst rank) 1.5000
// FWD-NEXT: rank 0: F0 F1
// FWD-NEXT: rank 1: (idle 1) F0 F1
// FWD-NEXT: rank 2: (idle 2) F0 F1
// FWD-NEXT: rank 3: (idle 3) F0 F1

// GPIPE4: 0     4096           12.000    9.000     0.7500   4
// GPIPE4: bubble (idle / busy, worst rank) 0.7500
// GPIPE8: 0     4096           24.000    9.000     0.3750   8         8192
// GPIPE8: bubble (idle / busy, worst rank) 0.3750
// GPIPE8: rank 0: F0 F1 F2 F3 F4 F5 F6 F7 (idle 9) B0 B1 B2 B3 B4 B5 B6 B7

// ONE4: 0     4096           12.000    9.000     0.7500   4
// ONE4: bubble (idle / busy, worst rank) 0.7500
// ONE8: 0     4096           24.000    9.000     0.3750   4         4096
// ONE8: 3     4096           24.000    9.000     0.3750   1         1536
// ONE8: bubble (idle / busy, worst rank) 0.3750
// ONE8: rank 0: F0 F1 F2 F3 (idle 6) B0 F4 B1 F5 B2 F6 B3 F7 B4 (idle 1) B5 (idle 1) B6 (idle 1) B7
// ONE8: rank 3: (idle 3) F0 B0 F1 B1 F2 B2 F3 B3 F4 B4 F5 B5 F6 B6 F7 B7

// INT2: 8 microbatches, 2 chunks per rank, schedule interleaved-1f1b
// INT2: bubble (idle / busy, worst rank) 0.1875
// INT4: bubble (idle / busy, worst rank) 0.0938

// ZB8: 0     4096           24.000    6.000     0.2500   4         4096
// ZB8: 3     4096           24.000    6.000     0.2500   1
// ZB8: bubble (idle / busy, worst rank) 0.2500
// ZB8: rank 0: F0 F1 F2 F3 (idle 3) B0 W0 F4 B1 W1 F5 B2 W2 F6 B3 W3 F7 B4 W4 (idle 1) B5 W5 (idle 1) B6 W6 (idle 1) B7 W7
// ZB8: rank 3: (idle 3) F0 B0 W0 F1 B1 W1 F2 B2 W2 F3 B3 W3 F4 B4 W4 F5 B5 W5 F6 B6 W6 F7 B7 W7
// ZB16: bubble (idle / busy, worst rank) 0.1250

dist.mesh @mesh = <["pp"=4]>
func.func private @s0(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  dist.send %y on @mesh axes ["pp"] to 1 : tensor<8x16xf32>
  return
}
func.func private @s1(%w: tensor<16x16xf32>) {
  %x = dist.recv on @mesh axes ["pp"] from 0 : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  dist.send %y on @mesh axes ["pp"] to 2 : tensor<8x16xf32>
  return
}
func.func private @s2(%w: tensor<16x16xf32>) {
  %x = dist.recv on @mesh axes ["pp"] from 1 : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  dist.send %y on @mesh axes ["pp"] to 3 : tensor<8x16xf32>
  return
}
func.func private @s3(%w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %x = dist.recv on @mesh axes ["pp"] from 2 : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@s0, @s1, @s2, @s3]
